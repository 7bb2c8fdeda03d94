import { type ExplainedEntry, ledgerEntries } from "../../core/ledger.js";
import { standardScoreEntries, type UnitScore, unitScores } from "./scoring.js";
import type { EpicAccount, EpicLedgerEntry, EpicReason, EpicState } from "./state.js";

/** An Epic ledger entry with the sentence citing its rule, as `ledgerOf` and `scoreboard` give it. */
export type EpicExplainedEntry = ExplainedEntry<EpicAccount, EpicReason>;

/**
 * Every entry of the Epic ledger with its sentence, citing its section of
 * epic-battles-rules-reference.txt: a unit's entry names the unit, its owner, its value and, at half
 * health, its lost health against its health value. Before the game ends, the standard score and
 * casualties as the game stands follow the entries posted so far, at the last event (their sentence
 * says so), so that a player's entries always add up to the scoreboard's `score`, `casualties` and
 * `victoryCounters`; `gameEnded` posts the same entries for good.
 */
export function ledgerOf(state: EpicState): EpicExplainedEntry[] {
  const units = unitScores(state);
  return explainedLedger(state, units, standardScoreEntries(state, state.eventCount - 1, units));
}

/** `ledgerOf`, given the state's `unitScores` and `standardScoreEntries` at its last event. */
export function explainedLedger(state: EpicState, units: readonly UnitScore[], standard: readonly EpicLedgerEntry[]): EpicExplainedEntry[] {
  const { over, setup } = state;
  const threat = setup.scoring === "threat";
  return [...ledgerEntries(state.ledger), ...(over ? [] : standard)].map((e) => {
    let what = `victory counters${e.subject === undefined ? "" : ` scored by ${e.subject}`}`;
    let cited = "Victory Counters";
    if (e.reason !== "victoryCounters") {
      const u = units.find((x) => x.unit === e.subject)!;
      what = `${u.unit} of ${u.player} (${u.value} ${threat ? "threat" : "squad points"}) ${e.reason === "halfHealth" ? `at half health, ${u.lost} of ${u.health} lost` : "destroyed or fled"}${over ? "" : ", as the game stands"}`;
      cited = e.account === "casualties" ? "Casualties" : `Standard Scoring (${threat ? "Quick Builds and Threat" : "Squad Points"})`;
    }
    return { ...e, explanation: `${what}: ${e.delta >= 0 ? "+" : ""}${e.delta}${e.account === "victoryCounters" ? "" : ` ${e.account}`} (epic-battles-rules-reference.txt, ${cited})` };
  });
}
