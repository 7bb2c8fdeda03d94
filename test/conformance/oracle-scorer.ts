import { conformanceCases } from "../../src/conformance/index.js";
import { type OracleOptions, oracleScore } from "../oracle/score.js";

// The naive oracle of test/oracle (no code shared with src/) as an app's scorer: it keeps victory,
// bounty and status, trusts the record to be legal, and keeps no ledger. So it runs with `partial`
// (the checks of fields it does not give are not made) and without the cases of illegal records.
export function oracleScorer(options: OracleOptions = {}) {
  return (record: unknown) => {
    const { over, players } = oracleScore(record, options);
    const victories = Object.values(players).map((p) => p.victory);
    const top = Math.max(...victories);
    return {
      over,
      winners: over ? Object.keys(players).filter((id) => players[id]!.victory === top) : [],
      players: Object.fromEntries(Object.entries(players).map(([id, p]) => [id, { ...p, rank: 1 + victories.filter((v) => v > p.victory).length }])),
    };
  };
}

/** The options it runs with: `partial`, and without the records that break a rule. */
export const ORACLE_OPTIONS = { partial: true, excludeCases: conformanceCases("aces-high").filter((c) => c.expected.some((e) => e.kind === "rejected")).map((c) => c.name) };
