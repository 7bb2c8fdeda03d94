import { before } from "../../core/draft.js";
import type { Draft } from "immer";
import { type AcesHighAccount, type AcesHighLedgerEntry, type AcesHighReason, type AcesHighState, isRemoved, type PlayerState } from "./state.js";

type P = Draft<PlayerState>;

/** One event being scored: the state to change, the event's index, and where entries go. */
export interface Turn {
  readonly state: Draft<AcesHighState>;
  readonly index: number;
  readonly post: (entry: AcesHighLedgerEntry) => void;
}

function post(t: Turn, p: P, account: AcesHighAccount, change: number, reason: AcesHighReason, subject?: string, nominal?: number): void {
  const event = t.index;
  const player = p.id;
  const delta = change === 0 ? 0 : change; // no -0 in the ledger
  const balance = p[account];
  // Each shape written whole: an entry kept in the ledger is one object, with no fields added later.
  t.post(
    subject === undefined
      ? nominal === undefined
        ? { event, player, account, delta, balance, reason }
        : { event, player, account, delta, balance, reason, nominal }
      : nominal === undefined
        ? { event, player, account, delta, balance, reason, subject }
        : { event, player, account, delta, balance, reason, subject, nominal },
  );
}

/** Adds victory and notes whether the limit was reached during the round. */
export function gainVictory(t: Turn, p: P, amount: number, reason: AcesHighReason, subject?: string): void {
  if (amount === 0) return;
  p.victory += amount;
  post(t, p, "victory", amount, reason, subject);
  const limit = before(t.state).rules.victoryLimit;
  if (limit !== null && p.victory >= limit) t.state.limitReached = true;
}

/**
 * Takes victory away. Victory never goes below 0 unless `allowNegativeVictory` (ruling
 * victory-floor); a clamped loss is still posted, with what it would have been.
 */
export function loseVictory(t: Turn, p: P, amount: number, reason: AcesHighReason): void {
  if (amount === 0) return;
  const applied = before(t.state).rules.allowNegativeVictory ? amount : Math.min(amount, p.victory);
  p.victory -= applied;
  post(t, p, "victory", -applied, reason, undefined, applied === amount ? undefined : -amount);
}

export function changeBounty(t: Turn, p: P, delta: number, reason: AcesHighReason, subject?: string): void {
  if (delta === 0) return;
  p.bounty += delta;
  post(t, p, "bounty", delta, reason, subject);
}

/**
 * Final damage credited to `killer` (aces-high.txt, Scoring Points: "2 victory, all bounty from
 * the destroyed pilot card become your victory, and 1 bounty is placed on your pilot card").
 * Bounty placed on a ship already destroyed or fled, earlier in the same destruction or before it, is
 * lost at once (F.A.Q. mutual destruction: "After both ships are destroyed, there are no bounty
 * points left on the pilot cards"); with `bountyWhileRemoved: "kept"` it stays until a destruction
 * takes it (ruling bounty-while-removed).
 */
export function scoreKill(t: Turn, killer: P, victim: P): void {
  gainVictory(t, killer, 2, "kill", victim.id);
  const bounty = victim.bounty;
  if (bounty > 0) {
    changeBounty(t, victim, -bounty, "bountySurrendered", killer.id);
    gainVictory(t, killer, bounty, "bountyClaimed", victim.id);
  }
  changeBounty(t, killer, 1, "killBounty", victim.id);
  if (isRemoved(killer) && before(t.state).rules.bountyWhileRemoved === "lost") changeBounty(t, killer, -1, "bountyForfeited");
}

/**
 * Destruction not credited to an opponent, or a flee (aces-high.txt, Scoring Points: "they lose:
 * 1 victory, victory equal to the number of bounty on the pilot card, and all bounty").
 */
export function scorePenalty(t: Turn, p: P, reason: "destructionPenalty" | "fleePenalty"): void {
  const bounty = p.bounty;
  loseVictory(t, p, 1, reason);
  if (bounty > 0) {
    loseVictory(t, p, bounty, "bountyPenalty");
    loseBounty(t, p);
  }
}

/** A destruction nobody scores and nobody is to blame for: "In case of destruction: they lose all bounty." */
export function loseBounty(t: Turn, p: P): void {
  changeBounty(t, p, -p.bounty, "bountyLost");
}

/** The end of the game: "All bounty remaining on the pilot card at the end of the game become victory." */
export function convertBounty(t: Turn): void {
  for (const p of t.state.players) {
    const bounty = p.bounty;
    if (bounty === 0) continue;
    changeBounty(t, p, -bounty, "endConversion");
    gainVictory(t, p, bounty, "endConversion");
  }
}
