import { type Violation, violation } from "../../core/errors.js";
import { own } from "../../core/schema.js";
import type { SpaceRaceErrorCode } from "./errors.js";
import { sourcePlayers } from "../damage-source.js";
import type { SpaceRaceEvent } from "./events.js";
import { nextBuoy, nextInTurn, racer, type SpaceRaceState } from "./state.js";

type Failure = Violation<SpaceRaceErrorCode> | undefined;

const TURN = 'space-race.txt: "executes the stated maneuver. He may then choose an action as normal ... the pilot performs his shooting phase immediately after choosing his action. His turn then ends."';

function namedPlayers(e: SpaceRaceEvent): string[] {
  switch (e.type) {
    case "turnStarted":
    case "buoyActivated":
    case "actionPerformed":
    case "actionLost":
      return [e.player];
    case "turnEnded":
      return e.player === undefined ? [] : [e.player];
    case "damaged":
    case "repaired":
    case "asteroidCollision":
      return e.type === "damaged" && e.source !== undefined ? [e.target, ...sourcePlayers(e.source)] : [e.target];
    case "gravityCannonHit":
      return [e.by, e.target];
    case "asteroidShot":
      return [e.by];
    default:
      return [];
  }
}

/** Whether `event` is legal now. Reads only. */
export function validate(state: SpaceRaceState, event: SpaceRaceEvent): Failure {
  if (state.over) {
    const how = state.winners.length > 0 ? `the race was won by ${state.winners.join(" and ")}` : "every racer was destroyed and the race ended with no winner (ruling no-racer-left)";
    return violation("ERR_GAME_OVER", `expected no more events: ${how}`);
  }
  const unknown = namedPlayers(event).find((id) => !state.ids.includes(id));
  if (unknown !== undefined) return violation("ERR_UNKNOWN_PLAYER", `expected a racer (${state.ids.join(", ")}), got ${JSON.stringify(unknown)}`);
  const current = state.turnOpen ? state.turnOrder[state.turn] : undefined;
  const notTheirTurn = (id: string, what: string) =>
    id === current ? undefined : violation("ERR_TURN_ORDER", `expected ${what} by the player whose turn it is (${current ?? "nobody's turn is open"}), got ${id}`);
  /** A racer's own act in its turn: in the race, its turn, and before it shoots. */
  const ownAct = (id: string, what: string): Failure => {
    const failure = inRace(state, id) ?? notTheirTurn(id, what);
    if (failure) return failure;
    return state.turnStep === "shooting" ? violation("ERR_TURN_ORDER", `expected ${what} before ${id} shoots, not after (${TURN})`) : undefined;
  };
  switch (event.type) {
    case "roundStarted":
      return state.roundActive ? violation("ERR_ROUND", `expected round ${state.round} to end before another starts`) : undefined;
    case "roundEnded": {
      if (!state.roundActive) return violation("ERR_ROUND", "expected a round to be running");
      if (state.turnOpen) return violation("ERR_TURN_ORDER", `expected ${current}'s turn to end before the round ends`);
      const waiting = nextInTurn(state);
      return waiting === undefined ? undefined : violation("ERR_TURN_ORDER", `expected every racer to take a turn before the round ends; ${waiting} has not`);
    }
    case "turnStarted": {
      if (!state.roundActive) return violation("ERR_ROUND", "expected a round to be running");
      if (state.turnOpen) return violation("ERR_TURN_ORDER", `expected ${current}'s turn to end first`);
      const next = nextInTurn(state);
      return event.player === next ? undefined : violation("ERR_TURN_ORDER", `expected ${next ?? "no one (every racer has had a turn)"} to take the next turn (order: ${state.turnOrder.join(", ")}), got ${event.player}`);
    }
    case "turnEnded":
      // A racer destroyed in its own turn still ends it (ruling wrecked-ships).
      if (current === undefined) return violation("ERR_TURN_ORDER", "expected a turn to be open: a turn ends after it starts");
      return event.player === undefined ? undefined : notTheirTurn(event.player, "the end of a turn");
    case "buoyActivated": {
      const failure = ownAct(event.player, "a buoy activation");
      if (failure) return failure;
      if (state.actionUsed) return oneAction(state, event.player, "a buoy activation");
      const p = racer(state, event.player)!;
      const target = nextBuoy(p);
      if (target === null) return violation("ERR_WRONG_BUOY", `expected no more buoys: ${p.id} has reached its goal`);
      return event.buoy === target ? undefined : violation("ERR_WRONG_BUOY", `expected ${p.id} to activate its next target buoy, ${target} (card ${p.card}, buoy ${p.buoysDone + 1} of 6), got ${event.buoy}`);
    }
    case "actionPerformed": {
      const failure = ownAct(event.player, `an action (${event.action})`);
      if (failure) return failure;
      return event.free !== true && state.actionUsed ? oneAction(state, event.player, `another action (${event.action})`) : undefined;
    }
    case "actionLost": {
      const failure = inRace(state, event.player) ?? notTheirTurn(event.player, `the loss of an action (${event.cause})`);
      if (failure) return failure;
      return state.turnStep === "maneuver"
        ? undefined
        : violation("ERR_TURN_ORDER", `expected ${event.player} to lose its action (${event.cause}) in its maneuver, before it performs an action or shoots (${TURN}; ruling action-lost)`);
    }
    case "gravityCannonHit":
      if (event.by === event.target) return violation("ERR_INVALID_EVENT", "expected the target of a gravity cannon to be another ship");
      return inRace(state, event.by) ?? notTheirTurn(event.by, "a gravity cannon attack") ?? oneAttack(state, event.by, own(event, "bonus")) ?? inRace(state, event.target);
    case "asteroidShot":
      return inRace(state, event.by) ?? notTheirTurn(event.by, "a gravity cannon attack") ?? oneAttack(state, event.by, own(event, "bonus"));
    case "asteroidCollision": {
      if (!state.roundActive) return violation("ERR_ROUND", "expected a round to be running");
      const failure = inRace(state, event.target);
      if (failure) return failure;
      // Ruling collision-after-action: nothing moves the racer between its action and its shooting; after
      // it shot, only an asteroid its shooting pushed can land on it.
      if (event.target === current) {
        return state.turnStep === "action" || (state.turnStep === "shooting" && !state.asteroidPushed)
          ? violation("ERR_TURN_ORDER", `expected ${current}'s own collisions in its maneuver, before its action, or from an asteroid its shooting pushed (${TURN}; ruling collision-after-action)`)
          : undefined;
      }
      // Ruling collisions-come-from-pushes: any other racer moves only when the shooting of the turn pushed it or an asteroid.
      return current !== undefined && (state.asteroidPushed || state.pushedShips.includes(event.target))
        ? undefined
        : violation(
            "ERR_TURN_ORDER",
            `expected ${event.target} to collide with an asteroid only after a push in ${current === undefined ? "a turn: between turns nothing moves" : `${current}'s turn (an asteroid its shot pushed, or a push of ${event.target} itself)`}; a racer moves in its own turn or when pushed (ruling collisions-come-from-pushes)`,
          );
    }
    case "damaged":
    case "repaired":
      return inRace(state, event.target);
  }
}

/**
 * One attack in a racer's shooting phase, as in X-Wing ("All rules not here remain as per the original
 * Star Wars: X-Wing rules"); then at most one bonus attack a card gives (ruling one-attack-per-turn).
 */
function oneAttack(state: SpaceRaceState, id: string, bonus: true | undefined): Failure {
  if (bonus === undefined && state.attacks > 0) {
    return violation("ERR_ONE_ATTACK", `expected one attack in ${id}'s shooting phase; it has attacked this turn (a bonus attack a card gives is recorded with bonus: true; ruling one-attack-per-turn)`);
  }
  if (bonus !== undefined && state.attacks !== 1) {
    return violation("ERR_ONE_ATTACK", state.attacks === 0 ? `expected ${id}'s bonus attack after its attack of this turn (ruling one-attack-per-turn)` : `expected at most one bonus attack in ${id}'s turn (ruling one-attack-per-turn)`);
  }
  return undefined;
}

function oneAction(state: SpaceRaceState, id: string, what: string): Failure {
  const why = state.actionLost ? "lost its action this turn (a bump, stress or a damaging collision)" : "has used its action this turn";
  return violation("ERR_ONE_ACTION", `expected one action per turn (space-race.txt: "He may then choose an action as normal"): ${id} ${why}, so ${what} is not allowed`);
}

function inRace(state: SpaceRaceState, id: string): Failure {
  return racer(state, id)!.wrecked ? violation("ERR_NOT_IN_PLAY", `expected ${id} to be in the race; it is destroyed and out of the race (ruling wrecked-ships)`) : undefined;
}
