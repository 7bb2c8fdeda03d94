import fc from "fast-check";
import { type FireteamErrorCode, type FireteamState, nextActor } from "../modes/fireteam/index.js";
import { always, type Rejection, shapeErrors } from "./rejection.js";

const TYPES = ["turnStarted", "initiativeRolled", "phaseStarted", "phaseEnded", "moved", "guarded", "switchedWeapon", "droppedWeapon", "attacked", "meleeAttacked", "dropkicked", "kicked", "damaged", "restartRolled", "harvesterMoved", "meteorCollected", "strayAttacked", "splashRolled", "smokeLaunched"];

/**
 * Single events an A.C.E. Fireteam `state` must reject, each with its code: malformed ones (any
 * state) and ones that break a rule as the game stands (an unknown unit, the turn's structure out of
 * place, a second initiative roll, the phase ended before every unit has acted, a destroyed unit hit,
 * a restart of a unit not disabled, a game mode's event in another). Every candidate is made from
 * the state, never tried on the engine.
 */
export function fireteamInvalidEventArbitrary(state: FireteamState): fc.Arbitrary<Rejection<FireteamErrorCode>> {
  const unit = fc.constantFrom(...state.unitIds);
  const shape = shapeErrors(
    TYPES,
    fc.oneof(
      unit.map((id) => ({ type: "initiativeRolled", unit: id, roll: 7 })),
      unit.map((id) => ({ type: "moved", unit: id, climbFloors: -1 })),
      fc.constant({ type: "guarded" }),
    ),
  );
  if (state.over) return fc.oneof(...shape, always({ type: "turnStarted" }, "ERR_GAME_OVER"));
  const rules: fc.Arbitrary<Rejection<FireteamErrorCode>>[] = [
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !state.unitIds.includes(s)).map((id) => ({ event: { type: "guarded", unit: id }, code: "ERR_UNKNOWN_UNIT" as const })),
  ];
  // A roll the rules owe (a stray shot, a splash) comes before anything else: only the checks above are certain then.
  if (state.due !== null) return fc.oneof(...shape, ...rules);
  if (state.gameMode !== "harvest") rules.push(unit.map((harvester) => ({ event: { type: "meteorCollected", harvester }, code: "ERR_WRONG_GAME_MODE" as const })));
  if (state.gameMode !== "harvesterPush") rules.push(fc.constantFrom(...state.playerIds).map((by) => ({ event: { type: "harvesterMoved", by, distance: 1 }, code: "ERR_WRONG_GAME_MODE" as const })));
  const destroyed = state.units.filter((u) => u.status === "destroyed");
  if (destroyed.length > 0) rules.push(fc.constantFrom(...destroyed).map((u) => ({ event: { type: "damaged", unit: u.id, location: "torso", amount: 1 }, code: "ERR_UNIT_DESTROYED" as const })));
  const live = state.units.filter((u) => u.status !== "destroyed");
  if (state.turn === 0) rules.push(always({ type: "phaseStarted" }, "ERR_TURN"));
  if (state.phaseOpen) {
    rules.push(always({ type: "phaseStarted" }, "ERR_TURN"));
    const active = live.filter((u) => u.status === "active");
    if (active.length > 0) rules.push(fc.constantFrom(...active).map((u) => ({ event: { type: "restartRolled", unit: u.id, roll: 6 }, code: "ERR_RESTART" as const })));
    if (nextActor(state) !== undefined) rules.push(always({ type: "phaseEnded" }, "ERR_TURN_ORDER"));
  } else if (state.turn > 0 && live.length > 0) {
    rules.push(fc.constantFrom(...live).map((u) => ({ event: { type: "guarded", unit: u.id }, code: "ERR_TURN" as const })));
    rules.push(fc.constantFrom(...live).map((u) => ({ event: { type: "restartRolled", unit: u.id, roll: 6 }, code: "ERR_TURN" as const })));
  }
  if (state.turn > 0 && live.length > 0 && (state.phase > 0 || live.some((u) => u.initiative !== null))) {
    const rolled = state.phase > 0 ? live : live.filter((u) => u.initiative !== null);
    rules.push(fc.constantFrom(...rolled).map((u) => ({ event: { type: "initiativeRolled", unit: u.id, roll: 3 }, code: "ERR_INITIATIVE" as const })));
  }
  return fc.oneof(...shape, ...rules);
}
