// The A.C.E. Fireteam ledger: the score of the game mode is posted at the end of turn 6, one entry per
// scoring item; before it, the scoreboard gives the same entries as the game stands.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ledgerEntries } from "../../src/core/ledger.js";
import { ledgerOf, replay, scoreboard } from "../../src/modes/fireteam/index.js";

const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", `${name}.json`), "utf8"));

describe("A.C.E. Fireteam ledger: every point of the score has an entry", () => {
  it("before the end of turn 6: the score as the game stands, at the last event, stored nowhere", () => {
    const { record } = fixture("torso-destroyed-destroys-the-unit");
    const state = replay(record);
    expect(state.over).toBe(false);
    expect(ledgerEntries(state.ledger)).toEqual([]);
    const board = scoreboard(state);
    expect(board.players.find((p) => p.id === "b")!.score).toBe(6);
    expect(board.ledger).toEqual([
      {
        event: record.events.length - 1, player: "b", account: "score", delta: 6, balance: 6, reason: "unitDown", subject: "b1",
        explanation: "b's unit b1 is disabled or destroyed, as the game stands: +6 score (ace-fireteam.txt, GAME MODES: DESTROYED or DISABLED units)",
      },
    ]);
    expect(ledgerOf(state)).toEqual(board.ledger);
  });

  it("at the end of turn 6: the entries are posted at the last event, and a player's add up to its score", () => {
    const { record } = fixture("control-worked-game");
    const state = replay(record);
    expect(state.over).toBe(true);
    const board = scoreboard(state);
    expect(board.ledger.length).toBeGreaterThan(0);
    expect(board.ledger.map(({ explanation: _, ...e }) => e)).toEqual(ledgerEntries(state.ledger));
    for (const e of board.ledger) {
      expect(e.event).toBe(record.events.length - 1);
      expect(e.explanation).not.toContain("as the game stands");
    }
    for (const p of board.players) expect(board.ledger.filter((e) => e.player === p.id).reduce((n, e) => n + e.delta, 0)).toBe(p.score);
  });
});
