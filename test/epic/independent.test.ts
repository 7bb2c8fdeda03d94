// Games worked by hand from epic-battles-rules-reference.txt and docs/epic.md alone (not from the code),
// each with the sentences it rests on ("why"): wings and reserve, victory counters scored and taken away,
// Quick Builds with ships gone, standard scoring. The engine must give what the hand gave.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type EpicState, scoreboard, ship, tryReplay } from "../../src/modes/epic/index.js";
import { handWorkedFiles, replayHandWorked } from "../helpers/hand-worked.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "epic", "independent");

interface Expected {
  readonly players?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly ships?: Readonly<Record<string, { readonly status: string }>>;
}

const files = handWorkedFiles(DIR);

describe("Epic games worked by hand from the rule text and the docs", () => {
  it("there are some", () => expect(files.length).toBeGreaterThanOrEqual(12));

  it.each(files)("%s", (file) => {
    const worked = replayHandWorked<Expected, EpicState>(join(DIR, file), tryReplay);
    if (worked === undefined) return;
    const board = scoreboard(worked.state);
    for (const [id, want] of Object.entries(worked.expected.players ?? {})) {
      const line = board.players.find((p) => p.id === id) as unknown as Record<string, number> | undefined;
      expect(line && Object.fromEntries(Object.keys(want).map((k) => [k, line[k]])), id).toEqual(want);
    }
    for (const [id, want] of Object.entries(worked.expected.ships ?? {})) expect(ship(worked.state, id)?.status, id).toBe(want.status);
  });
});
