import type { Draft } from "immer";
import { appendEntry } from "../../core/ledger.js";
import type { AcesHighAccount, AcesHighReason, AcesHighState, PlayerState } from "./state.js";

type S = Draft<AcesHighState>;
type P = Draft<PlayerState>;

/** Where each reason's rule is written, cited in every ledger explanation. */
export const REASON_SOURCES: { readonly [R in AcesHighReason]: string } = {
  firstDamage: "aces-high.txt, Scoring Points",
  kill: "aces-high.txt, Scoring Points",
  bountyClaimed: "aces-high.txt, Scoring Points",
  bountySurrendered: "aces-high.txt, Scoring Points",
  killBounty: "aces-high.txt, Scoring Points",
  bountyForfeited: "aces-high.txt, F.A.Q. mutual destruction",
  destructionPenalty: "aces-high.txt, Scoring Points",
  fleePenalty: "aces-high.txt, Scoring Points",
  bountyPenalty: "aces-high.txt, Scoring Points",
  bountyLost: "aces-high.txt, Scoring Points",
  endConversion: "aces-high.txt, Scenario Rules",
};

function post(state: S, index: number, p: P, account: AcesHighAccount, change: number, reason: AcesHighReason, what: string): void {
  const balance = p[account];
  const delta = change === 0 ? 0 : change; // no -0 in the ledger
  appendEntry(state.ledger, {
    event: index,
    player: p.id,
    account,
    delta,
    balance,
    reason,
    explanation: `${what}: ${delta >= 0 ? "+" : ""}${delta} ${account} (${REASON_SOURCES[reason]})`,
  });
}

/** Adds victory and notes whether the limit was reached during the round. */
export function gainVictory(state: S, index: number, p: P, amount: number, reason: AcesHighReason, what: string): void {
  if (amount === 0) return;
  p.victory += amount;
  post(state, index, p, "victory", amount, reason, what);
  const limit = state.rules.victoryLimit;
  if (limit !== null && p.victory >= limit) state.limitReached = true;
}

/**
 * Takes victory away. Victory never goes below 0 unless `allowNegativeVictory` (ruling
 * victory-floor); a clamped loss is still posted, with what it would have been.
 */
export function loseVictory(state: S, index: number, p: P, amount: number, reason: AcesHighReason, what: string): void {
  if (amount === 0) return;
  const applied = state.rules.allowNegativeVictory ? amount : Math.min(amount, p.victory);
  p.victory -= applied;
  const clamp = applied === amount ? "" : ` (a loss of ${amount}, clamped: victory never goes below 0)`;
  post(state, index, p, "victory", -applied, reason, what + clamp);
}

export function changeBounty(state: S, index: number, p: P, delta: number, reason: AcesHighReason, what: string): void {
  if (delta === 0) return;
  p.bounty += delta;
  post(state, index, p, "bounty", delta, reason, what);
}

/**
 * Final damage credited to `killer` (aces-high.txt, Scoring Points: "2 victory, all bounty from
 * the destroyed pilot card become your victory, and 1 bounty is placed on your pilot card").
 * Bounty placed on a ship already destroyed or fled is lost at once (F.A.Q. mutual destruction).
 */
export function scoreKill(state: S, index: number, killer: P, victim: P, how: string): void {
  gainVictory(state, index, killer, 2, "kill", `${how} ${victim.id}`);
  const bounty = victim.bounty;
  if (bounty > 0) {
    changeBounty(state, index, victim, -bounty, "bountySurrendered", `${victim.id}'s bounty taken by ${killer.id}`);
    gainVictory(state, index, killer, bounty, "bountyClaimed", `bounty from ${victim.id}`);
  }
  changeBounty(state, index, killer, 1, "killBounty", `bounty for destroying ${victim.id}`);
  if (killer.status === "destroyed" || killer.status === "fled") {
    changeBounty(state, index, killer, -1, "bountyForfeited", `${killer.id} is already ${killer.status}, so its new bounty is lost`);
  }
}

/**
 * Destruction not credited to an opponent, or a flee (aces-high.txt, Scoring Points: "they lose:
 * 1 victory, victory equal to the number of bounty on the pilot card, and all bounty").
 */
export function scorePenalty(state: S, index: number, p: P, reason: "destructionPenalty" | "fleePenalty", what: string): void {
  const bounty = p.bounty;
  loseVictory(state, index, p, 1, reason, what);
  if (bounty > 0) {
    loseVictory(state, index, p, bounty, "bountyPenalty", `${p.id} loses victory equal to its ${bounty} bounty`);
    changeBounty(state, index, p, -bounty, "bountyLost", `${p.id} loses all bounty`);
  }
}

/** The end of the game: "All bounty remaining on the pilot card at the end of the game become victory." */
export function convertBounty(state: S, index: number): void {
  for (const p of state.players) {
    const bounty = p.bounty;
    if (bounty === 0) continue;
    changeBounty(state, index, p, -bounty, "endConversion", `end of game: ${p.id}'s bounty becomes victory`);
    gainVictory(state, index, p, bounty, "endConversion", `end of game: ${p.id}'s bounty becomes victory`);
  }
}
