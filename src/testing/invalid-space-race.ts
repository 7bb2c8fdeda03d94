import fc from "fast-check";
import { BUOYS } from "../modes/space-race/cards.js";
import { nextBuoy, racer, type SpaceRaceErrorCode, type SpaceRaceState } from "../modes/space-race/index.js";
import { always, type Rejection, shapeErrors } from "./rejection.js";

const TYPES = ["roundStarted", "turnStarted", "buoyActivated", "actionPerformed", "actionLost", "damaged", "repaired", "gravityCannonHit", "asteroidShot", "asteroidCollision", "turnEnded", "roundEnded"];

/**
 * Single events a Space Race `state` must reject, each with its code: malformed ones (any state, the
 * cloak action among them) and ones that break a rule as the race stands (a round or turn out of
 * place, a turn out of the order of play, a second action, the wrong buoy, a destroyed racer acting,
 * a racer shooting itself). Every candidate is made from the state, never tried on the engine.
 */
export function spaceRaceInvalidEventArbitrary(state: SpaceRaceState): fc.Arbitrary<Rejection<SpaceRaceErrorCode>> {
  const id = fc.constantFrom(...state.ids);
  const shape = shapeErrors(
    TYPES,
    fc.oneof(
      id.map((player) => ({ type: "actionPerformed", player, action: "cloak" })),
      id.map((player) => ({ type: "buoyActivated", player, buoy: "pink" })),
      id.map((player) => ({ type: "turnStarted", player, extra: 1 })),
    ),
  );
  if (state.over) return fc.oneof(...shape, always({ type: "roundStarted" }, "ERR_GAME_OVER"));
  const rules: fc.Arbitrary<Rejection<SpaceRaceErrorCode>>[] = [
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !state.ids.includes(s)).map((player) => ({ event: { type: "turnStarted", player }, code: "ERR_UNKNOWN_PLAYER" as const })),
    id.map((p) => ({ event: { type: "gravityCannonHit", by: p, target: p, hits: 1, crits: 0 }, code: "ERR_INVALID_EVENT" as const })),
  ];
  const wrecked = state.players.filter((p) => p.wrecked);
  if (wrecked.length > 0) rules.push(fc.constantFrom(...wrecked).map((p) => ({ event: { type: "damaged", target: p.id, amount: 1 }, code: "ERR_NOT_IN_PLAY" as const })));
  if (!state.roundActive) {
    rules.push(always({ type: "roundEnded" }, "ERR_ROUND"), id.map((player) => ({ event: { type: "turnStarted", player }, code: "ERR_ROUND" as const })));
  } else {
    rules.push(always({ type: "roundStarted" }, "ERR_ROUND"));
    if (!state.turnOpen) {
      const next = state.turnOrder.slice(state.turn + 1).find((p) => !racer(state, p)!.wrecked);
      const others = state.ids.filter((p) => p !== next);
      rules.push(always({ type: "turnEnded" }, "ERR_TURN_ORDER"));
      if (others.length > 0) rules.push(fc.constantFrom(...others).map((player) => ({ event: { type: "turnStarted", player }, code: "ERR_TURN_ORDER" as const })));
    } else {
      const current = racer(state, state.turnOrder[state.turn]!)!;
      rules.push(always({ type: "roundEnded" }, "ERR_TURN_ORDER"), always({ type: "turnStarted", player: current.id }, "ERR_TURN_ORDER"));
      const others = state.ids.filter((p) => p !== current.id);
      rules.push(fc.constantFrom(...others).map((player) => ({ event: { type: "turnEnded", player }, code: "ERR_TURN_ORDER" as const })));
      // One attack a turn (ruling one-attack-per-turn): a second one without bonus, or a bonus one first.
      if (!current.wrecked) rules.push(always({ type: "asteroidShot", by: current.id, hits: 0, crits: 0, evades: 0, ...(state.attacks === 0 ? { bonus: true as const } : state.attacks === 1 ? {} : { bonus: true as const }) }, "ERR_ONE_ATTACK"));
      if (!current.wrecked && state.turnStep !== "shooting") {
        if (state.actionUsed) rules.push(always({ type: "actionPerformed", player: current.id, action: "focus" }, "ERR_ONE_ACTION"));
        else {
          const target = nextBuoy(current);
          const wrong = BUOYS.filter((b) => b !== target);
          rules.push(fc.constantFrom(...wrong).map((buoy) => ({ event: { type: "buoyActivated", player: current.id, buoy }, code: "ERR_WRONG_BUOY" as const })));
        }
      }
    }
  }
  return fc.oneof(...shape, ...rules);
}
