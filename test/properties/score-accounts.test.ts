import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { history as acesHighHistory, scoreboard as acesHighBoard } from "../../src/modes/aces-high/index.js";
import { history as aceHistory, scoreboard as aceBoard } from "../../src/modes/intergalactic-ace/index.js";
import { history as raceHistory, scoreboard as raceBoard } from "../../src/modes/space-race/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { RUNS } from "./setup.js";

// The playground draws each mode's score over a game from the ledger of the last state, in one pass
// (site/src/analysis.ts): the value of a standings field after k events is the balance of the
// player's last entry of its account before event k, or its value before the first event. That holds
// only if every change of the field is a ledger entry. Checked here at every event of random games.
// (Epic's total and A.C.E. Fireteam's score are not ledger balances: the page folds those.)
type Board = { readonly players: readonly { readonly id: string; readonly [field: string]: unknown }[]; readonly ledger: readonly { readonly event: number; readonly player: string; readonly account: string; readonly balance: number }[] };
interface Case {
  readonly name: string;
  readonly records: fc.Arbitrary<unknown>;
  readonly history: (record: never) => unknown[];
  readonly scoreboard: (state: never) => Board;
  /** Standings field: the account it is the balance of. */
  readonly fields: { readonly [field: string]: string };
}

const CASES: readonly Case[] = [
  { name: "Aces High", records: arbitraries.acesHighRecord(), history: acesHighHistory as Case["history"], scoreboard: acesHighBoard as unknown as Case["scoreboard"], fields: { victory: "victory", bounty: "bounty" } },
  { name: "Space Race", records: arbitraries.spaceRaceRecord(), history: raceHistory as Case["history"], scoreboard: raceBoard as unknown as Case["scoreboard"], fields: { buoysDone: "buoys" } },
  { name: "Intergalactic Ace", records: arbitraries.intergalacticAceRecord(), history: aceHistory as Case["history"], scoreboard: aceBoard as unknown as Case["scoreboard"], fields: { kills: "kills" } },
];

describe("a chart's score is a ledger account: its value at every event is the balance of the account", () => {
  for (const c of CASES) {
    it(c.name, () => {
      fc.assert(
        fc.property(c.records, (record) => {
          const states = c.history(record as never);
          const boards = states.map((s) => c.scoreboard(s as never));
          const ledger = boards[boards.length - 1]!.ledger;
          for (const [field, account] of Object.entries(c.fields)) {
            const now = new Map(boards[0]!.players.map((p) => [p.id, Number(p[field])]));
            let j = 0;
            for (const [k, board] of boards.entries()) {
              for (; j < ledger.length && ledger[j]!.event < k; j++) if (ledger[j]!.account === account) now.set(ledger[j]!.player, ledger[j]!.balance);
              for (const p of board.players) expect(now.get(p.id), `${field} of ${p.id} after ${k} events`).toBe(p[field]);
            }
          }
        }),
        { numRuns: RUNS(40) },
      );
    });
  }
});
