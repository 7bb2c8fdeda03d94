import fc from "fast-check";
import { type AcesHighErrorCode, type AcesHighState, isDown } from "../modes/aces-high/index.js";

/** An event the engine must reject in a given state, with the code it must give. */
export interface InvalidEvent {
  readonly event: unknown;
  readonly code: AcesHighErrorCode;
}

/**
 * Single invalid events for `state`: malformed ones (any state) and ones that break a rule
 * of the game as it stands. Every candidate is checked against the state before it is offered.
 */
export function invalidEventArbitrary(state: AcesHighState): fc.Arbitrary<InvalidEvent> {
  const ids = state.players.map((p) => p.id);
  const id = fc.constantFrom(...ids);
  const shapeErrors: fc.Arbitrary<InvalidEvent>[] = [
    fc.string().filter((t) => !["roundStarted", "roundEnded", "damaged", "repaired", "destroyed", "fled", "saved", "respawned", "timeCalled"].includes(t)).map((type) => ({ event: { type }, code: "ERR_INVALID_EVENT" as const })),
    fc.tuple(id, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.constant("2"))).map(([target, amount]) => ({ event: { type: "damaged", target, amount, source: { kind: "hazard" } }, code: "ERR_INVALID_EVENT" as const })),
    fc.tuple(id, fc.string({ minLength: 1 }).filter((k) => !["type", "target", "movedBy"].includes(k))).map(([target, key]) => ({ event: { type: "fled", target, [key]: 1 }, code: "ERR_INVALID_EVENT" as const })),
    fc.oneof(fc.constant(null), fc.integer(), fc.array(fc.anything())).map((event) => ({ event, code: "ERR_INVALID_EVENT" as const })),
    // A ship attacking itself: no table can record it.
    id.map((target) => ({ event: { type: "damaged", target, amount: 1, source: { kind: "attack", by: target } }, code: "ERR_INVALID_EVENT" as const })),
  ];
  if (state.over) {
    return fc.oneof(...shapeErrors, id.map((target) => ({ event: { type: "fled", target }, code: "ERR_GAME_OVER" as const })));
  }
  const ruleErrors: fc.Arbitrary<InvalidEvent>[] = [
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !ids.includes(s)).map((target) => ({ event: { type: "fled", target }, code: "ERR_UNKNOWN_PLAYER" as const })),
    fc.constant({ event: { type: state.roundActive ? "roundStarted" : "roundEnded" }, code: "ERR_ROUND" as const }),
  ];
  const standing = state.players.filter((p) => p.status === "active" && !isDown(p));
  const down = state.players.filter((p) => p.status === "active" && isDown(p));
  const gone = state.players.filter((p) => p.status !== "active");
  if (standing.length > 0) {
    ruleErrors.push(fc.constantFrom(...standing).map((p) => ({ event: { type: "destroyed", targets: [p.id] }, code: "ERR_NOT_DOWN" as const })));
    ruleErrors.push(fc.constantFrom(...standing).map((p) => ({ event: { type: "respawned", target: p.id, marker: 1 }, code: state.roundActive ? ("ERR_ROUND" as const) : ("ERR_NOT_REMOVED" as const) })));
    const noFleeCharge = standing.filter((p) => p.charges.flee === 0);
    if (noFleeCharge.length > 0) ruleErrors.push(fc.constantFrom(...noFleeCharge).map((p) => ({ event: { type: "saved", target: p.id, from: "flee" }, code: "ERR_NO_CHARGE" as const })));
  }
  if (down.length > 0) {
    ruleErrors.push(fc.constantFrom(...down).map((p) => ({ event: { type: "fled", target: p.id }, code: "ERR_ALREADY_DOWN" as const })));
  }
  if (state.rules.initiative === "roadRage" && state.roundActive && down.length > 0 && standing.length > 0) {
    // ROAD RAGE: no simultaneous fire; a down ship attacks no more (ruling road-rage-fire).
    ruleErrors.push(fc.tuple(fc.constantFrom(...down), fc.constantFrom(...standing)).map(([by, t]) => ({ event: { type: "damaged", target: t.id, amount: 1, source: { kind: "attack", by: by.id } }, code: "ERR_ALREADY_DOWN" as const })));
  }
  if (state.rules.unusedSave === "refused") {
    // A loss a save could still replace (ruling save-available); Tel Trevura's needs 6 hull or more.
    const fleeSave = standing.filter((p) => p.charges.flee > 0);
    const destructionSave = down.filter((p) => p.charges.destruction > 0 && !(p.pilot === "teltrevura" && p.hull < 6));
    if (fleeSave.length > 0) ruleErrors.push(fc.constantFrom(...fleeSave).map((p) => ({ event: { type: "fled", target: p.id }, code: "ERR_SAVE_AVAILABLE" as const })));
    if (destructionSave.length > 0) ruleErrors.push(fc.constantFrom(...destructionSave).map((p) => ({ event: { type: "destroyed", targets: [p.id] }, code: "ERR_SAVE_AVAILABLE" as const })));
  }
  if (gone.length > 0) {
    ruleErrors.push(fc.constantFrom(...gone).map((p) => ({ event: { type: "damaged", target: p.id, amount: 1, source: { kind: "hazard" } }, code: "ERR_NOT_IN_PLAY" as const })));
  }
  if (!state.roundActive) {
    // Between rounds: attacks wait for a round; a round waits for every removed ship; respawns go in player order.
    const removed = state.order.filter((id) => state.players.some((p) => p.id === id && (p.status === "destroyed" || p.status === "fled")));
    if (standing.length > 0) {
      ruleErrors.push(fc.tuple(fc.constantFrom(...standing), id).filter(([t, by]) => t.id !== by).map(([t, by]) => ({ event: { type: "damaged", target: t.id, amount: 1, source: { kind: "attack", by } }, code: "ERR_ROUND" as const })));
    }
    if (removed.length > 0) ruleErrors.push(fc.constant({ event: { type: "roundStarted" }, code: "ERR_ROUND" as const }));
    if (removed.length > 1) ruleErrors.push(fc.constantFrom(...removed.slice(1)).map((target) => ({ event: { type: "respawned", target, marker: 1 }, code: "ERR_ROUND" as const })));
  }
  return fc.oneof(...shapeErrors, ...ruleErrors);
}
