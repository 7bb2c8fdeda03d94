import { type Violation, violation } from "../../core/errors.js";
import { isDown } from "../x-wing/health.js";
import type { EpicErrorCode } from "./errors.js";
import { type EpicEvent, shipsNamed } from "./events.js";
import { type EpicShipState, type EpicState, ship } from "./state.js";

type Failure = Violation<EpicErrorCode> | undefined;

export function validate(state: EpicState, event: EpicEvent): Failure {
  if (state.over) return violation("ERR_GAME_OVER", "expected no more events: the game has ended");
  const unknown = shipsNamed(event).find((id) => !state.ids.includes(id));
  if (unknown !== undefined) return violation("ERR_UNKNOWN_SHIP", `expected a ship of this game, got ${JSON.stringify(unknown)}`);
  const get = (id: string) => ship(state, id)!;
  switch (event.type) {
    case "roundStarted":
      return state.roundActive ? violation("ERR_ROUND", `expected round ${state.round} to end before another starts`) : undefined;
    case "roundEnded":
      return state.roundActive ? unresolved(state, "end the round") : violation("ERR_ROUND", "expected a round to be running");
    case "gameEnded":
      return unresolved(state, "end the game");
    case "damaged":
    case "repaired":
    case "fled":
    case "escaped":
      return standing(get(event.target));
    case "reserved":
      return standing(get(event.target)) ?? wingInReserve(state, get(event.target));
    case "markerAssigned":
      return inPlay(get(event.ship));
    case "destroyed":
      for (const id of event.targets) {
        const s = get(id);
        const failure = inPlay(s);
        if (failure) return failure;
        if (!isDown(s)) return violation("ERR_NOT_DOWN", `expected ${id} to be down (hull damage ${s.hullDamage} of hull ${s.hull}) to be destroyed`);
      }
      return undefined;
    case "deployed": {
      const s = get(event.target);
      return s.status === "reserve" ? undefined : violation("ERR_NOT_REMOVED", `expected ${s.id} to be in reserve to be deployed, but it is ${s.status}`);
    }
    case "restored":
      return undefined;
    case "victoryCounters":
      if (!state.playerIds.includes(event.player)) return violation("ERR_UNKNOWN_PLAYER", `expected a player of this game (${state.playerIds.join(", ")}), got ${JSON.stringify(event.player)}`);
      // "When a ship SCORES one or more ♣, its owner takes those counters": counters are scored, never given back (ruling counters-scored).
      if (event.count < 1 && state.setup.negativeCounters === "refused") return violation("ERR_INVALID_EVENT", `expected event.count to be 1 or more (counters are scored; setup.negativeCounters "allowed" lets a scenario take them away), got ${event.count}`);
      if (event.ship !== undefined && get(event.ship).player !== event.player) return violation("ERR_INVALID_EVENT", `expected event.ship to be one of ${event.player}'s ships, got ${event.ship}`);
      return undefined;
  }
}

/** "Ships that are part of a wing cannot be docked or placed in reserve unless a specific scenario dictates it" (ruling wing-reserve). */
function wingInReserve(state: EpicState, s: EpicShipState): Failure {
  if (state.setup.wingReserve === "allowed") return undefined;
  const wing = state.setup.players.some((p) => p.units.some((u) => u.wing && u.id === s.unit));
  return wing ? violation("ERR_INVALID_EVENT", `expected ${s.id} not to be placed in reserve: it is part of the wing ${s.unit} (setup.wingReserve "allowed" for a scenario that dictates it)`) : undefined;
}

function inPlay(s: EpicShipState): Failure {
  return s.status === "active" ? undefined : violation("ERR_NOT_IN_PLAY", `expected ${s.id} to be in play, but it is ${s.status}`);
}

function standing(s: EpicShipState): Failure {
  return inPlay(s) ?? (isDown(s) ? violation("ERR_ALREADY_DOWN", `expected ${s.id} not to be down: a down ship can only be destroyed`) : undefined);
}

function unresolved(state: EpicState, what: string): Failure {
  const down = state.ships.find((s) => s.status === "active" && isDown(s));
  return down ? violation("ERR_ROUND", `expected every down ship to be destroyed before you ${what}; ${down.id} is down`) : undefined;
}
