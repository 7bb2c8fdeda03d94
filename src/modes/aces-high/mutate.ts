import type { Draft } from "immer";
import { before } from "../../core/draft.js";
import { own } from "../../core/schema.js";
import { creditFor, penalised } from "./attribution.js";
import type { AcesHighEvent, EventOf } from "./events.js";
import { hullDamageAfterSave, saveAbilityOf } from "./saves.js";
import { convertBounty, gainVictory, loseBounty, scoreKill, scorePenalty, type Turn } from "./scoring.js";
import { type AcesHighLedgerEntry, type AcesHighState, isDown, isFullHealth, player, type PlayerState } from "./state.js";
import { repair, sufferDamage } from "../x-wing/health.js";

type S = Draft<AcesHighState>;
type P = Draft<PlayerState>;

/** Folds a valid event into the state. Assumes `validate` accepted it; writes only. */
export function mutate(state: S, event: AcesHighEvent, index: number, post: (entry: AcesHighLedgerEntry) => void): void {
  const t: Turn = { state, index, post };
  switch (event.type) {
    case "roundStarted":
      return roundStarted(state, event);
    case "roundEnded":
      state.roundActive = false;
      if (gameEnds(state)) endGame(t);
      return;
    case "timeCalled":
      state.timeCalled = true;
      // Time called between rounds: no round is left to play out (ruling time-between-rounds).
      if (!state.roundActive) endGame(t);
      return;
    case "damaged":
      return damaged(t, event);
    case "repaired":
      return repaired(state, event);
    case "destroyed":
      return destroyed(t, event);
    case "fled":
      return fled(t, event);
    case "saved":
      return saved(state, event);
    case "respawned":
      return respawned(state, event);
  }
}

function roundStarted(state: S, event: EventOf<"roundStarted">): void {
  state.round += 1;
  state.roundActive = true;
  if (event.order) state.order = [...event.order];
  // "At the start of the next Planning Phase, place yourself ..." : saved ships come back.
  // Read as before the event: only a ship in reserves is drafted.
  const players = before(state).players;
  for (let i = 0; i < players.length; i++) if (players[i]!.status === "reserve") state.players[i]!.status = "active";
}

function damaged(t: Turn, event: EventOf<"damaged">): void {
  const { state, index } = t;
  const target = player(state, event.target)!;
  const { rules } = before(state);
  const credit = creditFor(event.source, target.id, rules.creditedSources, rules.movedOntoOwnDevice);
  sufferDamage(target, event.amount);
  if (credit !== null && target.firstDamageOpen) {
    target.firstDamageOpen = false;
    gainVictory(t, player(state, credit)!, 1, "firstDamage", target.id);
  }
  if (isDown(target)) target.finalDamage = { credit, event: index, kind: event.source.kind, penalty: penalised(event.source, target.id, rules) };
}

function repaired(state: S, event: EventOf<"repaired">): void {
  const p = player(state, event.target)!;
  repair(p, event.shields, event.hull);
  // F.A.Q.: "Every time you fully repair yourself, your opponent will receive victory points for dealing damage."
  if (before(state).rules.firstDamage === "renewsAtFullHealth" && isFullHealth(p)) p.firstDamageOpen = true;
}

/**
 * Several ships destroyed at once resolve one at a time: kills credited to opponents first,
 * in the order their final damage was dealt, then the uncredited ones. A ship counts as
 * destroyed from the moment its own destruction resolves (F.A.Q. Vader and Soontir; self-bomb).
 */
function destroyed(t: Turn, event: EventOf<"destroyed">): void {
  const state = t.state;
  const victims: P[] = [];
  for (const id of event.targets) victims.push(player(state, id)!);
  if (victims.length > 1) victims.sort(resolutionOrder);
  for (const victim of victims) {
    const { credit, penalty } = victim.finalDamage!;
    if (credit !== null) scoreKill(t, player(state, credit)!, victim);
    // "In case of destruction: they lose all bounty"; the penalty only for the deaths listed (ruling penalised-deaths).
    else if (penalty) scorePenalty(t, victim, "destructionPenalty");
    else loseBounty(t, victim);
    remove(victim, "destroyed");
  }
}

/** Kills credited to opponents first, in the order their final damage was dealt; then the others. */
function resolutionOrder(a: P, b: P): number {
  return creditRank(a) - creditRank(b) || a.finalDamage!.event - b.finalDamage!.event;
}

const creditRank = (p: P): number => (p.finalDamage!.credit === null ? 1 : 0);

function fled(t: Turn, event: EventOf<"fled">): void {
  const state = t.state;
  const p = player(state, event.target)!;
  const by = event.movedBy;
  // A push off the board by another player scores as final damage (ruling pushed-off-board);
  // when only attacks score, nobody does, and the ship pushed is not to blame: it loses its bounty.
  if (before(state).rules.pushedOffBoard === "penalty" || by === undefined || by === p.id) scorePenalty(t, p, "fleePenalty");
  else if (before(state).rules.creditedSources === "attacks") loseBounty(t, p);
  else scoreKill(t, player(state, by)!, p);
  remove(p, "fled");
}

function remove(p: P, status: "destroyed" | "fled"): void {
  // Any bounty left was surrendered or lost by the scoring above.
  p.status = status;
  p.finalDamage = null;
  p.losses += 1;
}

/** The save replaces the loss: no points change hands (F.A.Q. Tel Trevura). */
function saved(state: S, event: EventOf<"saved">): void {
  const p = player(state, event.target)!;
  const ability = saveAbilityOf(own(p, "pilot"), event.from);
  if (event.from === "destruction") p.hullDamage = hullDamageAfterSave(p as PlayerState, event)!;
  p.charges[event.from] -= 1;
  p.finalDamage = null;
  if (ability.reserve) p.status = "reserve";
}

function respawned(state: S, event: EventOf<"respawned">): void {
  const p = player(state, event.target)!;
  // "The ship respawns with full health and a full set of charges"
  p.status = "active";
  p.shieldsLost = 0;
  p.hullDamage = 0;
  p.firstDamageOpen = true;
  p.charges.destruction = p.maxCharges.destruction;
  p.charges.flee = p.maxCharges.flee;
}

function gameEnds(state: S): boolean {
  if (state.timeCalled) return true;
  const limit = before(state).rules.victoryLimit;
  if (limit === null) return false;
  if (before(state).rules.limitCheck === "reachedDuringRound") return state.limitReached;
  // Called as a round ends, before anything of this event changed a player: read as before the event,
  // so that no player is drafted.
  for (const p of before(state).players) if (p.victory >= limit) return true;
  return false;
}

function endGame(t: Turn): void {
  t.state.over = true;
  convertBounty(t);
}

