import { describe, expect, it } from "vitest";
import { ACES_HIGH_ERROR_CODES, apply, replay, start, tryApply, tryReplay, tryStart, type AcesHighState } from "../../src/modes/aces-high/index.js";
import { RuleViolationError } from "../../src/index.js";
import { attack, destroyed, record, roundEnded, roundStarted, SETUP } from "../helpers/records.js";

function stateAfter(events: unknown[]): AcesHighState {
  let state = start(SETUP);
  for (const e of events) state = apply(state, e as never);
  return state;
}

/** The event is rejected with `code` at the right index, and the state before it is unchanged. */
function expectRejected(before: unknown[], bad: unknown, code: string) {
  const state = stateAfter(before);
  const snapshot = structuredClone(state);
  const result = tryApply(state, bad);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  expect(result.error.event).toBe(before.length);
  expect(result.error.message.length).toBeGreaterThan(10);
  expect(state).toEqual(snapshot);
  expect(Object.isFrozen(state) && Object.isFrozen(state.players[0])).toBe(true);
  // The throwing form carries the same data.
  expect(() => apply(state, bad as never)).toThrow(RuleViolationError);
  // And replay of the record reports the same violation.
  const replayed = tryReplay(record([...before, bad]));
  expect(replayed.ok ? null : replayed.error).toEqual(result.error);
}

describe("error codes: each rejects with its code and index and leaves the state untouched", () => {
  it("ERR_INVALID_RECORD: not JSON, wrong shape, unknown mode or version", () => {
    for (const raw of ["{nope", "[]", JSON.stringify({ mode: "aces-high", setup: SETUP }), JSON.stringify({ mode: "chess", setup: SETUP, events: [] }), { ...record([]), version: 2 }, { ...record([]), extra: 1 }]) {
      const r = tryReplay(raw);
      expect(r.ok ? null : [r.error.code, r.error.event]).toEqual(["ERR_INVALID_RECORD", null]);
    }
  });

  it("ERR_INVALID_SETUP: players, ids, order, hull, rules", () => {
    const bad = [
      { players: [SETUP.players[0]] },
      { players: [SETUP.players[0], { ...SETUP.players[0], order: 9 }] },
      { players: [SETUP.players[0], { ...SETUP.players[1], order: 1 }] },
      { players: [SETUP.players[0], { ...SETUP.players[1], ship: { hull: 0, shields: 0 } }] },
      { players: [SETUP.players[0], { ...SETUP.players[1], ship: { hull: 2, shields: -1 } }] },
      { players: [SETUP.players[0], { ...SETUP.players[1], id: "__proto__" }] },
      { players: SETUP.players, rules: { victoryLimit: 0 } },
      { players: SETUP.players, rules: { preset: "casual" } },
      { players: SETUP.players, rules: { victorylimit: 6 } },
      { players: Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, order: i + 1, ship: { hull: 1, shields: 0 } })) },
    ];
    for (const setup of bad) {
      const r = tryStart(setup);
      expect(r.ok ? null : [r.error.code, r.error.event]).toEqual(["ERR_INVALID_SETUP", null]);
      const replayed = tryReplay(record([], setup));
      expect(replayed.ok ? null : replayed.error.code).toBe("ERR_INVALID_SETUP");
    }
  });

  it("ERR_INVALID_EVENT: unknown type, extra field, bad amount, bad source", () => {
    expectRejected([roundStarted], { type: "exploded", target: "a" }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "roundEnded", when: 3 }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "damaged", target: "a", amount: 0, source: { kind: "attack", by: "b" } }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "damaged", target: "a", amount: 1.5, source: { kind: "attack", by: "b" } }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "damaged", target: "a", amount: 1, source: { kind: "laser", by: "b" } }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "damaged", target: "a", amount: 1, source: { kind: "hazard", by: "b" } }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], { type: "destroyed", targets: [] }, "ERR_INVALID_EVENT");
    expectRejected([], { type: "roundStarted", order: ["a", "b"] }, "ERR_INVALID_EVENT");
    expectRejected([roundStarted], null, "ERR_INVALID_EVENT");
  });

  it("ERR_UNKNOWN_PLAYER: target, attacker, device owner, order", () => {
    expectRejected([roundStarted], attack("zed", "a"), "ERR_UNKNOWN_PLAYER");
    expectRejected([roundStarted], attack("a", "zed"), "ERR_UNKNOWN_PLAYER");
    expectRejected([roundStarted], { type: "damaged", target: "a", amount: 1, source: { kind: "device", owner: "b", movedBy: "zed" } }, "ERR_UNKNOWN_PLAYER");
    expectRejected([], { type: "roundStarted", order: ["a", "b", "c", "zed"] }, "ERR_UNKNOWN_PLAYER");
  });

  it("ERR_NOT_IN_PLAY: target destroyed, fled or in reserve", () => {
    expectRejected([roundStarted, attack("a", "b", 2), destroyed("a")], attack("a", "c"), "ERR_NOT_IN_PLAY");
    expectRejected([roundStarted, { type: "fled", target: "a" }], { type: "fled", target: "a" }, "ERR_NOT_IN_PLAY");
    expectRejected([roundStarted, attack("tel", "a", 9), { type: "saved", target: "tel", from: "destruction" }], destroyed("tel"), "ERR_NOT_IN_PLAY");
  });

  it("ERR_NOT_DOWN: destroyed or saved from destruction while standing", () => {
    expectRejected([roundStarted, attack("a", "b", 1)], destroyed("a"), "ERR_NOT_DOWN");
    expectRejected([roundStarted, attack("a", "b", 2)], destroyed("a", "b"), "ERR_NOT_DOWN");
    expectRejected([roundStarted], { type: "saved", target: "tel", from: "destruction" }, "ERR_NOT_DOWN");
  });

  it("ERR_ALREADY_DOWN: a down ship is only destroyed or saved", () => {
    expectRejected([roundStarted, attack("a", "b", 2)], attack("a", "c"), "ERR_ALREADY_DOWN");
    expectRejected([roundStarted, attack("a", "b", 2)], { type: "fled", target: "a" }, "ERR_ALREADY_DOWN");
    expectRejected([roundStarted, attack("a", "b", 2)], { type: "repaired", target: "a", hull: 1 }, "ERR_ALREADY_DOWN");
  });

  it("a down ship may still attack (simultaneous fire)", () => {
    const state = stateAfter([roundStarted, attack("a", "b", 2)]);
    expect(tryApply(state, attack("b", "a", 1)).ok).toBe(true);
  });

  it("ERR_NO_CHARGE: a save without charges", () => {
    expectRejected([roundStarted, attack("a", "b", 2)], { type: "saved", target: "a", from: "destruction", hullDamageAfter: 0 }, "ERR_NO_CHARGE");
    expectRejected([roundStarted], { type: "saved", target: "tel", from: "flee" }, "ERR_NO_CHARGE");
  });

  it("ERR_SAVE_AVAILABLE: a destruction or flee a save could still replace (ruling save-available)", () => {
    expectRejected([roundStarted, attack("tel", "a", 9)], destroyed("tel"), "ERR_SAVE_AVAILABLE");
    const moralo = { players: [...SETUP.players, { id: "mo", order: 5, ship: { hull: 9, shields: 3, pilot: "moraloeval" } }] };
    const state = replay(record([roundStarted], moralo));
    const fled = tryApply(state, { type: "fled", target: "mo" });
    expect(fled.ok ? undefined : fled.error).toEqual({ code: "ERR_SAVE_AVAILABLE", event: 1, message: "expected mo to use its flee save first (2 left): record saved" });
    // Spent, or a Tel Trevura of 5 hull that its save would destroy: the loss is the player's.
    const spent = replay(record([roundStarted, attack("tel", "a", 9), { type: "saved", target: "tel", from: "destruction" }, roundEnded, roundStarted, attack("tel", "a", 1)]));
    expect(tryApply(spent, destroyed("tel")).ok).toBe(true);
    const small = { players: [SETUP.players[0], { id: "tel", order: 2, ship: { hull: 5, shields: 0, pilot: "teltrevura" } }] };
    expect(tryApply(replay(record([roundStarted, attack("tel", "a", 5)], small)), destroyed("tel")).ok).toBe(true);
    // A table that lets players decline a save: the loss scores as any other.
    const declined = replay(record([roundStarted, attack("tel", "a", 9)], { ...SETUP, rules: { unusedSave: "penalty" } }));
    expect(tryApply(declined, destroyed("tel")).ok).toBe(true);
  });

  it("ERR_NOT_REMOVED: respawn of a ship in play", () => {
    expectRejected([], { type: "respawned", target: "a", marker: 1 }, "ERR_NOT_REMOVED");
    expectRejected([roundStarted, attack("tel", "a", 9), { type: "saved", target: "tel", from: "destruction" }, roundEnded], { type: "respawned", target: "tel", marker: "edge" }, "ERR_NOT_REMOVED");
  });

  it("ERR_ROUND: started twice, ended when none runs, respawn in a round, down ship unresolved", () => {
    expectRejected([roundStarted], roundStarted, "ERR_ROUND");
    expectRejected([], roundEnded, "ERR_ROUND");
    expectRejected([roundStarted, roundEnded], roundEnded, "ERR_ROUND");
    expectRejected([roundStarted, attack("a", "b", 2), destroyed("a")], { type: "respawned", target: "a", marker: 2 }, "ERR_ROUND");
    expectRejected([roundStarted, attack("a", "b", 2)], roundEnded, "ERR_ROUND");
    expectRejected([roundStarted, { type: "timeCalled" }], { type: "timeCalled" }, "ERR_ROUND");
  });

  it("ERR_GAME_OVER: any event after the end", () => {
    expectRejected([roundStarted, { type: "timeCalled" }, roundEnded], roundStarted, "ERR_GAME_OVER");
    expectRejected([{ type: "timeCalled" }], attack("a", "b"), "ERR_GAME_OVER");
  });

  it("every code is tested above and listed", () => {
    expect([...ACES_HIGH_ERROR_CODES].sort()).toEqual(
      ["ERR_ALREADY_DOWN", "ERR_EVENT_COUNT", "ERR_GAME_OVER", "ERR_INVALID_EVENT", "ERR_INVALID_RECORD", "ERR_INVALID_SETUP", "ERR_INVALID_STATE", "ERR_NOT_DOWN", "ERR_NOT_IN_PLAY", "ERR_NOT_REMOVED", "ERR_NO_CHARGE", "ERR_ROUND", "ERR_SAVE_AVAILABLE", "ERR_UNKNOWN_PLAYER"],
    );
  });
});
