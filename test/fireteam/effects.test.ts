import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fireteam, type FireteamState, ledgerOf, scoreboard, unitOf } from "../../src/modes/fireteam/index.js";

// What each event does to the state, beyond the fixtures: per-turn resets, weapons changing hands,
// the second hand, kicks and dropkicks, splash on a destroyed unit, the ledger's balances.
const base = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8")).record.setup;
const SBC = { name: "AG-44 SBC", type: "CAN", cost: 2, damage: 2, location: "leftArm", accuracy: [null, null, null, -2, -1, 0, 0, -1, -1, -2, -2, -2] };
const MLRS = { name: "ARL-4 MLRS", type: "EXP", cost: 3, damage: 2, location: "torso", accuracy: [null, null, -1, -2, -2, -2, -3, -3, -3, -4, -4, -4] };
const setupWith = (patch: (s: typeof base) => void) => {
  const s = structuredClone(base);
  patch(s);
  return s;
};
const play = (setup: unknown, events: object[]): FireteamState => fireteam.replay({ mode: "fireteam", setup, events });
const T = { type: "turnStarted" };
const P = { type: "phaseStarted" };
const E = { type: "phaseEnded" };
const roll = (unit: string, r: number) => ({ type: "initiativeRolled", unit, roll: r });
const g = (u: string) => ({ type: "guarded", unit: u });
const shot = (u: string, t: string, extra: object = {}) => ({ type: "attacked", unit: u, weapon: "MC-51 Rifle", target: t, range: 3, roll: [3, 2], locationRoll: 5, damageRoll: 1, ...extra });
const rest = (from: number) => Array.from({ length: 6 - from }, () => [P, g("a1"), g("b1"), E]).flat();

describe("A.C.E. Fireteam: what events do", () => {
  it("a new turn resets boxes, weapon uses and the attack penalty, and orders by the new rolls", () => {
    const s = setupWith((x) => x.players[0].units[0].weapons.push(SBC));
    const turn1 = [T, roll("a1", 4), roll("b1", 2), P, shot("a1", "b1", { weapon: "AG-44 SBC", range: 6, roll: [1, 2] }), g("b1"), E, P, { type: "moved", unit: "a1" }, g("b1"), E, ...rest(2)];
    // Turn 2: b1 first; a1's SBC fires again, and at 3 + 2 its first attack of the turn hits armor 5.
    const state = play(s, [...turn1, T, roll("a1", 1), roll("b1", 6), P, g("b1"), shot("a1", "b1", { weapon: "AG-44 SBC", range: 6, roll: [3, 2], locationRoll: 6 })]);
    expect(state.order).toEqual(["b1", "a1"]);
    const a1 = unitOf(state, "a1")!;
    expect([a1.movesUsed, a1.weaponActionsUsed, a1.attacksThisTurn, a1.weaponUses]).toEqual([0, 1, 1, [0, 0, 1]]);
    expect(unitOf(state, "b1")!.filled.rightLeg).toBe(3);
  });

  it("switching puts the weapon in the hand and stows what the hand held; dropping empties it", () => {
    const events = [T, roll("a1", 4), roll("b1", 2), P, { type: "switchedWeapon", unit: "a1", weapon: "MC-1 Knife", location: "rightArm" }, g("b1"), E];
    const switched = unitOf(play(base, events), "a1")!;
    expect([switched.equippedAt, switched.weaponActionsUsed]).toEqual([[null, "rightArm"], 1]);
    const dropped = unitOf(play(base, [...events, P, { type: "droppedWeapon", unit: "a1", weapon: "MC-1 Knife" }, g("b1"), E]), "a1")!;
    expect([dropped.equippedAt, dropped.weaponActionsUsed]).toEqual([[null, null], 1]);
  });

  it("an empty second hand helps only while that arm works: dropping the knife turns a miss into a hit", () => {
    const opening = [T, roll("a1", 4), roll("b1", 2), P, { type: "droppedWeapon", unit: "a1", weapon: "MC-1 Knife" }, g("b1"), E, P];
    // 2 + 2 + 0 (range 3) + 1 (empty hand) = 5 against armor 5.
    expect(unitOf(play(base, [...opening, shot("a1", "b1", { roll: [2, 2] })]), "b1")!.filled.leftLeg).toBe(2);
    // The knife is dropped with its destroyed arm, but that hand no longer works: no bonus, a miss.
    const noArm = [{ type: "damaged", unit: "a1", location: "leftArm", amount: 3 }, T, roll("a1", 4), roll("b1", 2), P, shot("a1", "b1", { roll: [2, 2] })];
    expect(unitOf(play(base, noArm), "b1")!.filled.leftLeg).toBe(0);
    const oneArm = setupWith((x) => Object.assign(x.players[0].units[0], { arms: 1, weapons: [x.players[0].units[0].weapons[0]] }));
    expect(unitOf(play(oneArm, [T, roll("a1", 4), roll("b1", 2), P, shot("a1", "b1", { roll: [2, 2] })]), "b1")!.filled.leftLeg).toBe(0);
  });

  it("a destroyed arm drops the hand-held weapon of that arm only", () => {
    const a1 = unitOf(play(base, [{ type: "damaged", unit: "a1", location: "leftArm", amount: 3 }]), "a1")!;
    expect(a1.equippedAt).toEqual(["rightArm", null]);
  });

  it("a target in melee is harder to hit (+2 defense)", () => {
    const events = [T, roll("a1", 4), roll("b1", 2), P, shot("a1", "b1", { roll: [4, 2], targetInMelee: true })];
    expect(unitOf(play(base, events), "b1")!.filled.leftLeg).toBe(0);
  });

  it("melee totals lose 1 per destroyed location of the unit", () => {
    // a1 has a destroyed left leg: 3 + 3 + 3 (knife) - 1 = 8 against 6 + 2 (knife): a tie, nothing happens.
    const events = [{ type: "damaged", unit: "a1", location: "leftLeg", amount: 4 }, T, roll("a1", 4), roll("b1", 2), P,
      { type: "meleeAttacked", unit: "a1", target: "b1", weapon: "MC-1 Knife", defenseWeapon: "MC-1 Knife", roll: [3, 3], defenseRoll: 6, locationRoll: 4, damageRoll: 3 }];
    const state = play(base, events);
    expect([unitOf(state, "b1")!.filled.torso, unitOf(state, "a1")!.filled.torso]).toEqual([0, 0]);
  });

  it("a failed charge ends only the charging unit's turn", () => {
    const events = [T, roll("a1", 4), roll("b1", 2), P, { type: "moved", unit: "a1" }, g("b1"), E, P, { type: "moved", unit: "a1" },
      { type: "meleeAttacked", unit: "a1", target: "b1", weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 6, locationRoll: 4, damageRoll: 3, charge: 1 }, g("b1"), E];
    const state = play(base, events);
    expect([unitOf(state, "a1")!.turnOverTurn, unitOf(state, "b1")!.turnOverTurn]).toEqual([1, 0]);
    // 1 + 1 + 3 (knife) - 1 (reckless) = 4 against 6 + 2 (b1's knife, named or not): 4 damage.
    expect(unitOf(state, "a1")!.filled.torso).toBe(4);
  });

  it("a dropkick the attacker wins damages the target, and both turns end", () => {
    const events = [T, roll("a1", 4), roll("b1", 2), P, { type: "dropkicked", unit: "a1", target: "b1", roll: [6, 5], defenseRoll: 1, locationRoll: 5, damageRoll: 1, reckless: 3 }];
    const state = play(base, events);
    expect(unitOf(state, "b1")!.filled.leftLeg).toBe(4);
    expect(scoreboard(fireteam.apply(state, E as never)).next).toBeNull();
  });

  it("kicks: leg damage lowers the die; a failed kick costs the target nothing", () => {
    const kick = (attackerLeg: number, r: number, d: number) => {
      const events = [{ type: "damaged", unit: "a1", location: "leftLeg", amount: attackerLeg }, T, roll("a1", 4), roll("b1", 2), P, { type: "kicked", unit: "a1", target: "b1", roll: r, defenseRoll: d }];
      return unitOf(play(base, events), "b1")!.stunnedPhase;
    };
    expect(kick(1, 5, 4)).toBe(2);
    // A destroyed leg: 5 - 2 = 3 against 4, no effect.
    expect(kick(4, 5, 4)).toBe(0);
  });

  it("a restarted unit rolls -1 when it kicks", () => {
    const events = [T, roll("a1", 4), roll("b1", 2), P, shot("a1", "b1", { roll: [5, 5], locationRoll: 4, damageRoll: 4 }), E, P,
      { type: "restartRolled", unit: "b1", roll: 6 }, g("a1"), E, P, g("a1"), { type: "kicked", unit: "b1", target: "a1", roll: 5, defenseRoll: 4 }];
    expect(unitOf(play(base, events), "a1")!.stunnedPhase).toBe(0);
  });

  it("splash does not land on a unit the first hit destroyed", () => {
    const s = setupWith((x) => x.players[0].units[0].weapons.push(MLRS));
    const events = [{ type: "damaged", unit: "b1", location: "torso", amount: 5 }, T, roll("a1", 4), roll("b1", 2), P,
      shot("a1", "b1", { weapon: "ARL-4 MLRS", range: 4, roll: [5, 5], locationRoll: 4, damageRoll: 1, splashLocationRoll: 5 })];
    const b1 = unitOf(play(s, events), "b1")!;
    expect([b1.status, b1.filled.torso, b1.filled.leftLeg]).toEqual(["destroyed", 6, 0]);
  });

  it("damage away from the torso does not disable; overflow onto a damaged torso does", () => {
    const s = setupWith((x) => { x.players[1].units[0].locations.torso = { gray: 4, red: 3 }; });
    const down = [{ type: "damaged", unit: "b1", location: "torso", amount: 5 }];
    expect(unitOf(play(s, [...down, { type: "damaged", unit: "b1", location: "leftLeg", amount: 1 }]), "b1")!.status).toBe("disabled");
    const restarted = play(s, [...down, T, roll("a1", 4), roll("b1", 2), P, { type: "restartRolled", unit: "b1", roll: 6 }, { type: "damaged", unit: "b1", location: "leftLeg", amount: 4 }]);
    expect(unitOf(restarted, "b1")!.status).toBe("active");
    const overflow = fireteam.apply(restarted, { type: "damaged", unit: "b1", location: "leftLeg", amount: 1 });
    expect([unitOf(overflow, "b1")!.status, unitOf(overflow, "b1")!.filled.torso]).toEqual(["disabled", 6]);
  });

  it("the ledger's balances add up, entry by entry", () => {
    const f = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "control-worked-game.json"), "utf8"));
    const entries = ledgerOf(fireteam.replay(f.record)).filter((e) => e.player === "a");
    expect(entries.map((e) => e.balance)).toEqual([1, 2, 3, 4, 3]);
    expect(entries.map((e) => e.subject)).toEqual(["A1", "A2", "B1", "C1", "a2"]);
  });

  it("the last reported harvester distances count", () => {
    const s = setupWith((x) => { x.gameMode = "harvesterPush"; });
    const moved = { type: "harvesterMoved", by: "b", distance: 3 };
    const events = [T, roll("a1", 4), roll("b1", 2), P, g("a1"), g("b1"), { ...E, harvesterDistances: { a: 4, b: 6 } }, P, g("a1"), g("b1"), moved, { ...E, harvesterDistances: { a: 7, b: 3 } }];
    expect(scoreboard(play(s, events)).players.map((p) => [p.id, p.score])).toEqual([["b", 3], ["a", 7]]);
  });
});
