import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay, type AcesHighState } from "../../src/modes/aces-high/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { oracleScore } from "../oracle/score.js";
import { GAMES } from "./games.js";
import { RUNS } from "./setup.js";

function engineView(state: AcesHighState) {
  return {
    over: state.over,
    players: Object.fromEntries(state.players.map((p) => [p.id, { victory: p.victory, bounty: p.bounty, status: p.status }])),
  };
}

describe("differential: the engine agrees with a naive oracle written from aces-high.txt", () => {
  it("final victory, bounty, status and the end agree on 10,000 random records", () => {
    fc.assert(fc.property(arbitraries.acesHighRecord(GAMES), (record) => {
      expect(engineView(replay(record))).toEqual(oracleScore(record));
    }), { numRuns: RUNS(10_000) });
  });
});
