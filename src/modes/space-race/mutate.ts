import type { Draft } from "immer";
import { isDown, repair, sufferDamage } from "../x-wing/health.js";
import { asteroidShot, collisionDamage, gravityCannon } from "./combat.js";
import type { SpaceRaceEvent } from "./events.js";
import { racer, type RacerState, type SpaceRaceLedgerEntry, type SpaceRaceState } from "./state.js";

type S = Draft<SpaceRaceState>;

export function mutate(state: S, event: SpaceRaceEvent, index: number, post: (entry: SpaceRaceLedgerEntry) => void): void {
  switch (event.type) {
    case "roundStarted":
      state.round += 1;
      state.roundActive = true;
      state.turn = -1;
      return;
    case "turnStarted":
      state.turn = state.turnOrder.indexOf(event.player);
      state.turnOpen = true;
      state.turnStep = "maneuver";
      state.actionUsed = false;
      state.actionLost = false;
      state.asteroidPushed = false;
      state.pushedShips = [];
      state.attacks = 0;
      return;
    case "turnEnded":
      state.turnOpen = false;
      return;
    case "buoyActivated": {
      const p = racer(state, event.player)!;
      p.buoysDone += 1;
      state.actionUsed = true;
      state.turnStep = "action";
      post({ event: index, player: p.id, account: "buoys", delta: 1, balance: p.buoysDone, reason: "buoyActivated" });
      if (p.buoysDone === 6) p.finishedRound = state.round;
      return;
    }
    case "actionPerformed":
      if (event.free !== true) state.actionUsed = true;
      state.turnStep = "action";
      return;
    case "actionLost":
      state.actionUsed = true;
      state.actionLost = true;
      return;
    case "damaged":
      return damage(racer(state, event.target)!, event.amount);
    case "repaired":
      return repair(racer(state, event.target)!, event.shields, event.hull);
    case "gravityCannonHit": {
      const outcome = gravityCannon(event.hits, event.crits);
      damage(racer(state, event.target)!, outcome.damage);
      state.turnStep = "shooting";
      state.attacks += 1;
      if (outcome.push) {
        state.pushes.push({ event: index, what: "ship", target: event.target, from: event.by, distance: 1, why: "gravityCannonCrit" });
        state.pushedShips.push(event.target);
      }
      return;
    }
    case "asteroidShot": {
      const outcome = asteroidShot(event.hits, event.crits, event.evades);
      state.turnStep = "shooting";
      state.attacks += 1;
      if (outcome.push) {
        state.pushes.push({ event: index, what: "asteroid", from: event.by, distance: 1, why: outcome.why! });
        state.asteroidPushed = true;
      }
      return;
    }
    case "asteroidCollision": {
      const dealt = collisionDamage(event.damageRoll);
      damage(racer(state, event.target)!, dealt);
      // "may perform an action even if it overlapped with an asteroid as long as it did not take damage":
      // a collision in the racer's maneuver (ruling collision-after-action: not one in its shooting).
      if (dealt > 0 && state.turnOpen && state.turnStep === "maneuver" && state.turnOrder[state.turn] === event.target) {
        state.actionUsed = true;
        state.actionLost = true;
      }
      return;
    }
    case "roundEnded":
      return roundEnded(state, index, post);
  }
}

function damage(p: Draft<RacerState>, amount: number): void {
  if (amount === 0) return;
  sufferDamage(p, amount);
  if (isDown(p)) p.wrecked = true;
}

/**
 * "The player who activates his last buoy first wins the game at the end of the current turn. If two
 * players activate their last buoy in the same turn, the winner is the pilot who used less points."
 */
function roundEnded(state: S, index: number, post: (entry: SpaceRaceLedgerEntry) => void): void {
  state.roundActive = false;
  // Ruling destroyed-finisher: by default a finisher destroyed before the end of the round still wins.
  const finishers = state.players.filter((p) => p.finishedRound === state.round && (state.rules.destroyedFinisher === "wins" || !p.wrecked));
  if (finishers.length === 0) {
    // Ruling no-racer-left: with every ship destroyed nobody can finish; the race ends with no winner.
    if (state.players.every((p) => p.wrecked)) state.over = true;
    return;
  }
  const fewest = Math.min(...finishers.map((p) => p.points));
  state.winners = finishers.filter((p) => p.points === fewest).map((p) => p.id);
  state.over = true;
  for (const id of state.winners) post({ event: index, player: id, account: "wins", delta: 1, balance: 1, reason: "raceWon" });
}
