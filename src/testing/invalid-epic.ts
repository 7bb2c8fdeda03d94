import fc from "fast-check";
import type { EpicErrorCode, EpicState } from "../modes/epic/index.js";
import { always, type Rejection, shapeErrors } from "./rejection.js";

const TYPES = ["roundStarted", "roundEnded", "damaged", "repaired", "destroyed", "fled", "escaped", "reserved", "deployed", "restored", "victoryCounters", "markerAssigned", "gameEnded"];

/**
 * Single events an Epic `state` must reject, each with its code: malformed ones (any state) and ones
 * that break a rule of the game as it stands (a ship not in play, not down, not in reserve, a round
 * out of place, an unknown ship or player). Every candidate is made from the state, never tried on the engine.
 */
export function epicInvalidEventArbitrary(state: EpicState): fc.Arbitrary<Rejection<EpicErrorCode>> {
  const ids = state.ships.map((s) => s.id);
  const ship = fc.constantFrom(...ids);
  const shape = shapeErrors(
    TYPES,
    fc.oneof(
      fc.tuple(ship, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.constant("2"))).map(([target, amount]) => ({ type: "damaged", target, amount })),
      ship.map((target) => ({ type: "repaired", target })),
      fc.constantFrom(...state.playerIds).map((player) => ({ type: "victoryCounters", player, count: 0 })),
      ship.map((target) => ({ type: "destroyed", targets: [target, target] })),
    ),
  );
  if (state.over) return fc.oneof(...shape, always({ type: "roundStarted" }, "ERR_GAME_OVER"));
  const isDown = (s: EpicState["ships"][number]) => s.status === "active" && s.hullDamage >= s.hull;
  const standing = state.ships.filter((s) => s.status === "active" && !isDown(s));
  const down = state.ships.filter(isDown);
  const removed = state.ships.filter((s) => s.status !== "active");
  const notReserve = state.ships.filter((s) => s.status !== "reserve");
  const rules: fc.Arbitrary<Rejection<EpicErrorCode>>[] = [
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !ids.includes(s)).map((target) => ({ event: { type: "fled", target }, code: "ERR_UNKNOWN_SHIP" as const })),
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !state.playerIds.includes(s)).map((player) => ({ event: { type: "victoryCounters", player, count: 1 }, code: "ERR_UNKNOWN_PLAYER" as const })),
    always(state.roundActive ? { type: "roundStarted" } : { type: "roundEnded" }, "ERR_ROUND"),
  ];
  if (down.length > 0) {
    rules.push(always({ type: "gameEnded" }, "ERR_ROUND"));
    rules.push(fc.constantFrom(...down).map((s) => ({ event: { type: "fled", target: s.id }, code: "ERR_ALREADY_DOWN" as const })));
  }
  if (standing.length > 0) rules.push(fc.constantFrom(...standing).map((s) => ({ event: { type: "destroyed", targets: [s.id] }, code: "ERR_NOT_DOWN" as const })));
  if (removed.length > 0) rules.push(fc.constantFrom(...removed).map((s) => ({ event: { type: "damaged", target: s.id, amount: 1 }, code: "ERR_NOT_IN_PLAY" as const })));
  if (notReserve.length > 0) rules.push(fc.constantFrom(...notReserve).map((s) => ({ event: { type: "deployed", target: s.id }, code: "ERR_NOT_REMOVED" as const })));
  const strangers = state.ships.flatMap((s) => state.playerIds.filter((p) => p !== s.player).map((player) => ({ player, ship: s.id })));
  if (strangers.length > 0) rules.push(fc.constantFrom(...strangers).map(({ player, ship: id }) => ({ event: { type: "victoryCounters", player, count: 2, ship: id }, code: "ERR_INVALID_EVENT" as const })));
  return fc.oneof(...shape, ...rules);
}
