// Games worked by hand from aces-high.txt and docs/aces-high.md alone (not from the code), each with the
// sentences it rests on ("why"): saves used, spent, impossible and declined (ruling save-available), and
// the ordinary scoring around them. The engine must give what the hand gave.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tryReplay } from "../../src/modes/aces-high/index.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "aces-high", "independent");

interface Case {
  readonly why: string;
  readonly record: unknown;
  readonly expected:
    | { readonly error: { readonly code: string; readonly event: number | null } }
    | { readonly players: Readonly<Record<string, { readonly victory: number; readonly bounty: number; readonly status: string }>> };
}

const files = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();

describe("Aces High games worked by hand from the rule text and the docs", () => {
  it("there are some", () => expect(files.length).toBeGreaterThanOrEqual(14));

  it.each(files)("%s", (file) => {
    const c = JSON.parse(readFileSync(join(DIR, file), "utf8")) as Case;
    expect(c.why.length).toBeGreaterThan(0);
    const replayed = tryReplay(c.record);
    if ("error" in c.expected) {
      expect(replayed.ok ? "accepted" : { code: replayed.error.code, event: replayed.error.event }).toEqual(c.expected.error);
      return;
    }
    if (!replayed.ok) throw new Error(`${replayed.error.code}: ${replayed.error.message}`);
    const players = Object.fromEntries(replayed.value.players.map((p) => [p.id, { victory: p.victory, bounty: p.bounty, status: p.status }]));
    expect(players).toEqual(c.expected.players);
  });
});
