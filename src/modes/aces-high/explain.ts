import type { ExplainedEntry } from "../../core/ledger.js";
import type { AcesHighRules } from "./rules.js";
import type { AcesHighAccount, AcesHighLedgerEntry, AcesHighReason } from "./state.js";
import { deepFreeze } from "../../core/freeze.js";
import { own } from "../../core/schema.js";

const SCORING = "aces-high.txt, Scoring Points";

/** Where each reason's rule is written, cited in every explanation. */
export const REASON_SOURCES: { readonly [R in AcesHighReason]: string } = /* @__PURE__ */ deepFreeze({
  firstDamage: SCORING,
  kill: SCORING,
  bountyClaimed: SCORING,
  bountySurrendered: SCORING,
  killBounty: SCORING,
  bountyForfeited: "aces-high.txt, F.A.Q. mutual destruction",
  destructionPenalty: SCORING,
  fleePenalty: SCORING,
  bountyPenalty: SCORING,
  bountyLost: SCORING,
  endConversion: "aces-high.txt, Scenario Rules",
});

const WHAT: { readonly [R in AcesHighReason]: (player: string, subject: string) => string } = {
  firstDamage: (_, s) => `first damage to ${s}`,
  kill: (_, s) => `final damage to ${s}`,
  bountyClaimed: (_, s) => `bounty from ${s}`,
  bountySurrendered: (p, s) => `${p}'s bounty taken by ${s}`,
  killBounty: (_, s) => `bounty for destroying ${s}`,
  bountyForfeited: (p) => `${p} is already destroyed or fled, so its new bounty is lost`,
  destructionPenalty: (p) => `${p} destroyed without an opponent's final damage`,
  fleePenalty: (p) => `${p} fled the play area`,
  bountyPenalty: (p) => `${p} loses victory equal to its bounty`,
  bountyLost: (p) => `${p} loses all bounty`,
  endConversion: (p) => `end of game: ${p}'s bounty becomes victory`,
};

/**
 * The sentence for one entry: what happened, the change, and the rule it rests on. Given the game's
 * `rules`, the penalty for a destruction under a `penalisedDeaths` other than the text's list also
 * cites that option: it, not the text alone, says which deaths are penalised (ruling penalised-deaths).
 */
export function explain(e: AcesHighLedgerEntry, rules?: Pick<AcesHighRules, "penalisedDeaths">): ExplainedEntry<AcesHighAccount, AcesHighReason> {
  // The optional fields read as own fields only: an entry is a plain object, and `Object.prototype` may be polluted.
  const nominal = own(e, "nominal");
  const clamp = nominal === undefined ? "" : ` (a loss of ${-nominal}, clamped: victory never goes below 0)`;
  const deaths = rules === undefined ? "listed" : own(rules, "penalisedDeaths") ?? "listed";
  const option = deaths !== "listed" && e.reason === "destructionPenalty" ? `; penalisedDeaths "${deaths}", ruling penalised-deaths` : "";
  const explanation = `${WHAT[e.reason](e.player, own(e, "subject") ?? "")}${clamp}: ${e.delta >= 0 ? "+" : ""}${e.delta} ${e.account} (${REASON_SOURCES[e.reason]}${option})`;
  return { ...e, explanation };
}
