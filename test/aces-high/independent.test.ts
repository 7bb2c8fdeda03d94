// Games worked by hand from aces-high.txt and docs/aces-high.md alone (not from the code), each with the
// sentences it rests on ("why"): saves used, spent, impossible and declined (ruling save-available), and
// the ordinary scoring around them. The engine must give what the hand gave.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AcesHighState, tryReplay } from "../../src/modes/aces-high/index.js";
import { handWorkedFiles, replayHandWorked } from "../helpers/hand-worked.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "aces-high", "independent");

type Players = { readonly players: Readonly<Record<string, { readonly victory: number; readonly bounty: number; readonly status: string }>> };

const files = handWorkedFiles(DIR);

describe("Aces High games worked by hand from the rule text and the docs", () => {
  it("there are some", () => expect(files.length).toBeGreaterThanOrEqual(14));

  it.each(files)("%s", (file) => {
    const worked = replayHandWorked<Players, AcesHighState>(join(DIR, file), tryReplay);
    if (worked === undefined) return;
    const players = Object.fromEntries(worked.state.players.map((p) => [p.id, { victory: p.victory, bounty: p.bounty, status: p.status }]));
    expect(players).toEqual(worked.expected.players);
  });
});
