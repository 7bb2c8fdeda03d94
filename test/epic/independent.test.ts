// Games worked by hand from epic-battles-rules-reference.txt and docs/epic.md alone (not from the code),
// each with the sentences it rests on ("why"): wings and reserve, victory counters scored and taken away,
// Quick Builds with ships gone, standard scoring. The engine must give what the hand gave.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scoreboard, ship, tryReplay } from "../../src/modes/epic/index.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "epic", "independent");

interface Case {
  readonly why: string;
  readonly record: unknown;
  readonly expected:
    | { readonly error: { readonly code: string; readonly event: number | null } }
    | { readonly players?: Readonly<Record<string, Readonly<Record<string, number>>>>; readonly ships?: Readonly<Record<string, { readonly status: string }>> };
}

const files = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();

describe("Epic games worked by hand from the rule text and the docs", () => {
  it("there are some", () => expect(files.length).toBeGreaterThanOrEqual(12));

  it.each(files)("%s", (file) => {
    const c = JSON.parse(readFileSync(join(DIR, file), "utf8")) as Case;
    expect(c.why.length).toBeGreaterThan(0);
    const replayed = tryReplay(c.record);
    if ("error" in c.expected) {
      expect(replayed.ok ? "accepted" : { code: replayed.error.code, event: replayed.error.event }).toEqual(c.expected.error);
      return;
    }
    if (!replayed.ok) throw new Error(`${replayed.error.code}: ${replayed.error.message}`);
    const board = scoreboard(replayed.value);
    for (const [id, want] of Object.entries(c.expected.players ?? {})) {
      const line = board.players.find((p) => p.id === id) as unknown as Record<string, number> | undefined;
      expect(line && Object.fromEntries(Object.keys(want).map((k) => [k, line[k]])), id).toEqual(want);
    }
    for (const [id, want] of Object.entries(c.expected.ships ?? {})) expect(ship(replayed.value, id)?.status, id).toBe(want.status);
  });
});
