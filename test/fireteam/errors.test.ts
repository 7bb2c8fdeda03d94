import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fireteam, FIRETEAM_ERROR_CODES } from "../../src/modes/fireteam/index.js";
import { rejectionMessage } from "../helpers/rejections.js";

// Every check of validate.ts, each with the smallest sequence that reaches it. A rejected event leaves
// the state deep-equal to what it was, and the messages are pinned in the snapshot below.
const base = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8")).record.setup;
const withUnits = (patch: (s: typeof base) => void) => {
  const s = structuredClone(base);
  patch(s);
  return s;
};
const MLRS = { name: "ARL-4 MLRS", type: "EXP", cost: 3, damage: 2, location: "torso", accuracy: [null, null, -1, -2, -2, -2, -3, -3, -3, -4, -4, -4] };
const mode = (gameMode: string, extra: object = {}) => withUnits((s) => Object.assign(s, { gameMode }, extra));
const SMOKE = { name: "SL-1 Smoke Launcher", type: "SMOKE", cost: 2, damage: 0, location: "torso" };
const SHIELD = { name: "Combat Shield", type: "SHIELD", cost: 2, damage: 0, location: "torso", boxes: 1 };
/** a1 (with an MLRS and a smoke launcher) and a2 for a; b1 and b2 for b; b1 is in melee with b2 and a2. */
const four = withUnits((s) => {
  s.players[0].units[0].weapons.push(MLRS, SMOKE);
  s.players[0].units.push({ ...structuredClone(s.players[0].units[0]), id: "a2", react: 1, weapons: [] });
  s.players[1].units.push({ ...structuredClone(s.players[1].units[0]), id: "b2", react: 2 });
});
const open4 = [{ type: "turnStarted" }, ...["a1", "a2", "b1", "b2"].map((unit, i) => ({ type: "initiativeRolled", unit, roll: 6 - i })), { type: "phaseStarted" }];
const miss = { type: "attacked", unit: "a1", weapon: "MC-51 Rifle", target: "b1", range: 3, roll: [1, 2], locationRoll: 4, damageRoll: 1, meleeWith: ["b2", "a2"] };
const blast = { type: "attacked", unit: "a1", weapon: "ARL-4 MLRS", target: "b1", range: 4, roll: [6, 5], locationRoll: 4, damageRoll: 1, splashLocationRoll: 5, meleeWith: ["b2", "a2"] };
const stray = (target: string, extra: object = {}) => ({ type: "strayAttacked", unit: "a1", target, roll: [1, 2], locationRoll: 4, damageRoll: 1, ...extra });
const harvest = withUnits((s) => {
  s.gameMode = "harvest";
  s.players[0].units.push({ ...structuredClone(s.players[0].units[0]), id: "ah", weapons: [], harvester: true });
  s.players[1].units.push({ ...structuredClone(s.players[1].units[0]), id: "bh", weapons: [], harvester: true });
});

const T = { type: "turnStarted" };
const rolls = [{ type: "initiativeRolled", unit: "a1", roll: 4 }, { type: "initiativeRolled", unit: "b1", roll: 2 }];
const P = { type: "phaseStarted" };
const E = { type: "phaseEnded" };
const open = [T, ...rolls, P];
const g = (u: string) => ({ type: "guarded", unit: u });
const shot = (u: string, t: string, extra: object = {}) => ({ type: "attacked", unit: u, weapon: "MC-51 Rifle", target: t, range: 3, roll: [3, 3], locationRoll: 5, damageRoll: 1, ...extra });
const melee = (u: string, t: string, extra: object = {}) => ({ type: "meleeAttacked", unit: u, target: t, roll: [3, 3], defenseRoll: 3, locationRoll: 5, damageRoll: 1, ...extra });
const fullTurn = (extraEnd: object = {}) => [T, ...rolls, ...Array.from({ length: 6 }, (_, i) => [P, g("a1"), g("b1"), { ...E, ...(i === 5 ? extraEnd : {}) }]).flat()];

const cases: [string, object, object[], object, string][] = [
  ["an unknown unit", base, open, shot("a1", "zz"), "ERR_UNKNOWN_UNIT"],
  ["a turn before the last one ended", base, open, T, "ERR_TURN"],
  ["a phase before any turn", base, [], P, "ERR_TURN"],
  ["a phase while one is open", base, open, P, "ERR_TURN"],
  ["a seventh phase", base, fullTurn(), P, "ERR_TURN"],
  ["a phase before every unit rolled", base, [T, rolls[0]!], P, "ERR_INITIATIVE"],
  ["initiative before any turn", base, [], rolls[0]!, "ERR_TURN"],
  ["initiative after the first phase", base, open, rolls[0]!, "ERR_INITIATIVE"],
  ["initiative twice", base, [T, rolls[0]!], rolls[0]!, "ERR_INITIATIVE"],
  ["initiative for a destroyed unit", base, [{ type: "damaged", unit: "b1", location: "torso", amount: 6 }, T], rolls[1]!, "ERR_UNIT_DESTROYED"],
  ["a phase end with no phase open", base, [T, ...rolls], E, "ERR_TURN"],
  ["a phase end before every unit acted", base, [...open, g("a1")], E, "ERR_TURN_ORDER"],
  ["occupancy outside control", base, [...open, g("a1"), g("b1")], { ...E, occupancy: {} }, "ERR_WRONG_GAME_MODE"],
  ["an unknown sector", mode("control", { sectors: ["A1"] }), [...open, g("a1"), g("b1")], { ...E, occupancy: { Z9: ["a"] } }, "ERR_UNKNOWN_SECTOR"],
  ["an unknown player in a sector", mode("control", { sectors: ["A1"] }), [...open, g("a1"), g("b1")], { ...E, occupancy: { A1: ["x"] } }, "ERR_UNKNOWN_PLAYER"],
  ["harvester distances outside harvesterPush", base, [...open, g("a1"), g("b1")], { ...E, harvesterDistances: { a: 1, b: 1 } }, "ERR_WRONG_GAME_MODE"],
  ["a distance for an unknown player", mode("harvesterPush"), [...open, g("a1"), g("b1")], { ...E, harvesterDistances: { a: 1, b: 1, x: 1 } }, "ERR_UNKNOWN_PLAYER"],
  ["a distance missing", mode("harvesterPush"), [...open, g("a1"), g("b1")], { ...E, harvesterDistances: { a: 1 } }, "ERR_MISSING_REPORT"],
  ["no distances at the end of turn 6", mode("harvesterPush"), [...Array.from({ length: 5 }, () => fullTurn()).flat(), ...fullTurn().slice(0, -1)], E, "ERR_MISSING_REPORT"],
  ["a restart outside a phase", base, [T], { type: "restartRolled", unit: "b1", roll: 6 }, "ERR_TURN"],
  ["a restart of an active unit", base, open, { type: "restartRolled", unit: "b1", roll: 6 }, "ERR_RESTART"],
  ["damage to a destroyed unit", base, [{ type: "damaged", unit: "b1", location: "torso", amount: 6 }], { type: "damaged", unit: "b1", location: "head", amount: 1 }, "ERR_UNIT_DESTROYED"],
  ["a harvester move outside harvesterPush", base, open, { type: "harvesterMoved", by: "a", distance: 1 }, "ERR_WRONG_GAME_MODE"],
  ["a harvester move by an unknown player", mode("harvesterPush"), open, { type: "harvesterMoved", by: "x", distance: 1 }, "ERR_UNKNOWN_PLAYER"],
  ["a harvester move outside a phase", mode("harvesterPush"), [T], { type: "harvesterMoved", by: "a", distance: 1 }, "ERR_TURN"],
  ["a meteor outside harvest", base, open, { type: "meteorCollected", harvester: "a1" }, "ERR_WRONG_GAME_MODE"],
  ["a meteor outside a phase", harvest, [T], { type: "meteorCollected", harvester: "ah" }, "ERR_TURN"],
  ["a meteor for a unit that is no harvester", harvest, [T, ...rolls, { type: "initiativeRolled", unit: "ah", roll: 1 }, { type: "initiativeRolled", unit: "bh", roll: 1 }, P], { type: "meteorCollected", harvester: "a1" }, "ERR_UNKNOWN_UNIT"],
  ["a meteor for a disabled harvester", harvest, [{ type: "damaged", unit: "ah", location: "torso", amount: 5 }, T, ...rolls, { type: "initiativeRolled", unit: "ah", roll: 1 }, { type: "initiativeRolled", unit: "bh", roll: 1 }, P], { type: "meteorCollected", harvester: "ah" }, "ERR_UNIT_DISABLED"],
  ["a meteor for a destroyed harvester", harvest, [{ type: "damaged", unit: "ah", location: "torso", amount: 6 }, T, ...rolls, { type: "initiativeRolled", unit: "bh", roll: 1 }, P], { type: "meteorCollected", harvester: "ah" }, "ERR_UNIT_DESTROYED"],
  ["an action outside a phase", base, [T, ...rolls], g("a1"), "ERR_TURN"],
  ["an action by a destroyed unit", base, [{ type: "damaged", unit: "b1", location: "torso", amount: 6 }, T, rolls[0]!, P, g("a1"), E, P], g("b1"), "ERR_UNIT_DESTROYED"],
  ["two actions in a phase", base, [...open, g("a1")], g("a1"), "ERR_TURN_ORDER"],
  ["a second free melee after one move", base, [...open, { type: "moved", unit: "a1" }, melee("a1", "b1")], melee("a1", "b1"), "ERR_TURN_ORDER"],
  ["a free melee once another unit has acted", base, [...open, { type: "moved", unit: "a1" }, g("b1")], melee("a1", "b1"), "ERR_TURN_ORDER"],
  ["acting after a charge ended the turn", base, [...open, { type: "moved", unit: "a1" }, g("b1"), E, P, { type: "moved", unit: "a1" }, melee("a1", "b1", { weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 6, charge: 1 }), g("b1"), E, P], g("a1"), "ERR_TURN_ORDER"],
  ["acting in the phase of a restart", base, [...open, shot("a1", "b1", { roll: [5, 5], locationRoll: 4, damageRoll: 4 }), E, P, { type: "restartRolled", unit: "b1", roll: 6 }, g("a1")], g("b1"), "ERR_TURN_ORDER"],
  ["a switch without hands", withUnits((s) => { s.players[0].units[0].hands = false; s.players[0].units[0].weapons = []; }), open, { type: "switchedWeapon", unit: "a1", weapon: "MC-51 Rifle", location: "leftArm" }, "ERR_NO_HANDS"],
  ["a switch to a mounted weapon", withUnits((s) => s.players[0].units[0].weapons.push(MLRS)), open, { type: "switchedWeapon", unit: "a1", weapon: "ARL-4 MLRS", location: "leftArm" }, "ERR_WEAPON_UNAVAILABLE"],
  ["a switch into a destroyed hand", base, [{ type: "damaged", unit: "a1", location: "leftArm", amount: 3 }, ...open], { type: "switchedWeapon", unit: "a1", weapon: "MC-1 Knife", location: "leftArm" }, "ERR_WEAPON_UNAVAILABLE"],
  ["a switch without WEAPON boxes", withUnits((s) => { s.players[0].units[0].weaponActions = 0; }), open, { type: "switchedWeapon", unit: "a1", weapon: "MC-1 Knife", location: "rightArm" }, "ERR_NO_WEAPON_ACTIONS"],
  ["dropping a weapon not held", base, [...open, { type: "droppedWeapon", unit: "a1", weapon: "MC-1 Knife" }, g("b1"), E, P], { type: "droppedWeapon", unit: "a1", weapon: "MC-1 Knife" }, "ERR_WEAPON_UNAVAILABLE"],
  ["dropping a weapon that does not exist", base, open, { type: "droppedWeapon", unit: "a1", weapon: "Spoon" }, "ERR_WEAPON_UNAVAILABLE"],
  ["shooting oneself", base, open, shot("a1", "a1"), "ERR_INVALID_EVENT"],
  ["shooting a destroyed unit", withUnits((s) => s.players[1].units.push({ ...structuredClone(s.players[1].units[0]), id: "b2" })), [{ type: "damaged", unit: "b2", location: "torso", amount: 6 }, ...open], shot("a1", "b2"), "ERR_UNIT_DESTROYED"],
  ["an unknown weapon", base, open, shot("a1", "b1", { weapon: "Laser" }), "ERR_WEAPON_UNAVAILABLE"],
  ["a stowed weapon", withUnits((s) => { s.players[0].units[0].weapons[0].stowed = true; }), open, shot("a1", "b1"), "ERR_WEAPON_UNAVAILABLE"],
  ["a melee weapon in a ranged attack", base, open, shot("a1", "b1", { weapon: "MC-1 Knife" }), "ERR_WRONG_WEAPON"],
  ["an EXP attack without the splash roll", withUnits((s) => s.players[0].units[0].weapons.push(MLRS)), open, shot("a1", "b1", { weapon: "ARL-4 MLRS", range: 4 }), "ERR_INVALID_EVENT"],
  ["melee with one die by default", base, open, melee("a1", "b1", { roll: [3] }), "ERR_INVALID_EVENT"],
  ["melee with two dice under meleeAttackDice 1", withUnits((s) => { s.rules = { meleeAttackDice: 1 }; }), open, melee("a1", "b1"), "ERR_INVALID_EVENT"],
  ["a ranged weapon in a melee", base, open, melee("a1", "b1", { weapon: "MC-51 Rifle" }), "ERR_WRONG_WEAPON"],
  ["a ranged weapon as the melee defense", base, open, melee("a1", "b1", { defenseWeapon: "MC-51 Rifle" }), "ERR_WRONG_WEAPON"],
  ["a missing defense weapon", base, open, melee("a1", "b1", { defenseWeapon: "Shield" }), "ERR_WEAPON_UNAVAILABLE"],
  ["a third knife attack in a turn", base, [...open, melee("a1", "b1", { weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 1 }), g("b1"), E, P, melee("a1", "b1", { weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 1 }), g("b1"), E, P], melee("a1", "b1", { weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 1 }), "ERR_WEAPON_SPENT"],
  ["a melee without WEAPON boxes", withUnits((s) => { s.players[0].units[0].weaponActions = 0; }), open, melee("a1", "b1"), "ERR_NO_WEAPON_ACTIONS"],
  ["a dropkick with the wrong dice", base, open, { type: "dropkicked", unit: "a1", target: "b1", roll: [3], defenseRoll: 3, locationRoll: 1, damageRoll: 1, reckless: 3 }, "ERR_INVALID_EVENT"],
  ["a ranged weapon as the dropkick defense", base, open, { type: "dropkicked", unit: "a1", target: "b1", defenseWeapon: "MC-51 Rifle", roll: [3, 3], defenseRoll: 3, locationRoll: 1, damageRoll: 1, reckless: 3 }, "ERR_WRONG_WEAPON"],
  ["a stowed dropkick defense weapon", withUnits((s) => { s.players[1].units[0].weapons[1].stowed = true; }), open, { type: "dropkicked", unit: "a1", target: "b1", defenseWeapon: "MC-1 Knife", roll: [3, 3], defenseRoll: 3, locationRoll: 1, damageRoll: 1, reckless: 3 }, "ERR_WEAPON_UNAVAILABLE"],
  ["kicking oneself", base, open, { type: "kicked", unit: "a1", target: "a1", roll: 3, defenseRoll: 3 }, "ERR_INVALID_EVENT"],
  ["a second attack nobody owes", base, open, { type: "strayAttacked", unit: "a1", target: "b1", roll: [3, 3], locationRoll: 4, damageRoll: 1 }, "ERR_ROLL_DUE"],
  ["a splash nobody owes", base, open, { type: "splashRolled", unit: "a1", target: "b1", locationRoll: 4 }, "ERR_ROLL_DUE"],
  ["a second attack at the wrong unit", four, [...open4, miss], stray("b2"), "ERR_ROLL_DUE"],
  ["a phase end while a second attack is owed", four, [...open4, miss], E, "ERR_ROLL_DUE"],
  ["a second attack inside smoke that is not there", four, [...open4, miss], stray("a2", { targetInSmoke: true }), "ERR_NO_SMOKE"],
  ["an EXP second attack without its splash roll", four, [...open4, { ...blast, roll: [1, 2] }], stray("a2"), "ERR_INVALID_EVENT"],
  ["another event while a splash is owed", four, [...open4, blast], g("a2"), "ERR_ROLL_DUE"],
  ["a splash on a unit it does not reach", four, [...open4, blast], { type: "splashRolled", unit: "a1", target: "b1", locationRoll: 4 }, "ERR_ROLL_DUE"],
  ["meleeWith with targetInMelee false", four, open4, { ...miss, targetInMelee: false }, "ERR_INVALID_EVENT"],
  ["meleeWith naming the shooter", four, open4, { ...miss, meleeWith: ["a1"] }, "ERR_INVALID_EVENT"],
  ["meleeWith naming a destroyed unit", four, [{ type: "damaged", unit: "b2", location: "torso", amount: 6 }, { type: "turnStarted" }, ...["a1", "a2", "b1"].map((unit) => ({ type: "initiativeRolled", unit, roll: 3 })), P], miss, "ERR_UNIT_DESTROYED"],
  ["a target in smoke in the phase it is launched", four, [...open4, { type: "smokeLaunched", unit: "a1", weapon: "SL-1 Smoke Launcher", roll: 4 }], shot("b1", "a1", { targetInSmoke: true }), "ERR_NO_SMOKE"],
  ["a shooter in smoke with none up", base, open, shot("a1", "b1", { shooterInSmoke: true }), "ERR_NO_SMOKE"],
  ["launching smoke with a rifle", four, open4, { type: "smokeLaunched", unit: "a1", weapon: "MC-51 Rifle", roll: 4 }, "ERR_WRONG_WEAPON"],
  ["launching smoke twice in a turn", four, [...open4, { type: "smokeLaunched", unit: "a1", weapon: "SL-1 Smoke Launcher", roll: 4 }, g("b1"), g("a2"), g("b2"), E, P], { type: "smokeLaunched", unit: "a1", weapon: "SL-1 Smoke Launcher", roll: 4 }, "ERR_WEAPON_SPENT"],
  ["shooting with a smoke launcher", four, open4, shot("a1", "b1", { weapon: "SL-1 Smoke Launcher" }), "ERR_WRONG_WEAPON"],
  ["shooting with a shield", withUnits((s) => s.players[0].units[0].weapons.push(SHIELD)), open, shot("a1", "b1", { weapon: "Combat Shield" }), "ERR_WRONG_WEAPON"],
  ["switching into a destroyed shield", withUnits((s) => s.players[1].units[0].weapons.push({ ...SHIELD, location: "leftArm", handheld: true, stowed: true })),
    [...open, g("a1"), { type: "switchedWeapon", unit: "b1", weapon: "Combat Shield", location: "leftArm" }, E, P, shot("a1", "b1", { roll: [5, 5], damageRoll: 1 }), g("b1"), E, P, g("a1"), { type: "droppedWeapon", unit: "b1", weapon: "MC-51 Rifle" }],
    { type: "switchedWeapon", unit: "b1", weapon: "Combat Shield", location: "rightArm" }, "ERR_WEAPON_UNAVAILABLE"],
  ["a jump down that also climbs", base, open, { type: "moved", unit: "a1", jumpDown: "leftLeg", climbFloors: 1 }, "ERR_INVALID_EVENT"],
  ["climb damage with both legs working", base, open, { type: "moved", unit: "a1", climbFloors: 1, climb: "down", climbDamage: ["torso"] }, "ERR_INVALID_EVENT"],
  ["climb damage for the wrong number of floors", base, [{ type: "damaged", unit: "a1", location: "leftLeg", amount: 4 }, ...open], { type: "moved", unit: "a1", climbFloors: 2, climb: "down", climbDamage: ["torso"] }, "ERR_INVALID_EVENT"],
  ["an unarmed melee with no arm box left", withUnits((s) => { s.players[0].units[0].weaponBoxes = { torso: 2 }; }), open, melee("a1", "b1"), "ERR_NO_WEAPON_ACTIONS"],
  ["a harvester distance beyond its moves", mode("harvesterPush", { harvesterStart: { a: 6, b: 6 } }), [...open, g("a1"), g("b1"), { type: "harvesterMoved", by: "b", distance: 2 }], { ...E, harvesterDistances: { a: 9, b: 3 } }, "ERR_HARVESTER_DISTANCE"],
  ["no distances at the end after the harvester moved", mode("harvesterPush", { harvesterStart: { a: 6, b: 6 } }), [...Array.from({ length: 5 }, () => fullTurn()).flat(), ...fullTurn().slice(0, -1), { type: "harvesterMoved", by: "a", distance: 1 }], E, "ERR_MISSING_REPORT"],
];

describe("A.C.E. Fireteam: every check of the rules", () => {
  const messages: Record<string, string> = {};
  it.each(cases)("%s", (name, setup, prefix, bad, code) => {
    const message = rejectionMessage(fireteam as never, setup, prefix, bad, code);
    if (message !== undefined) messages[name] = message;
  });

  it("covers every error code the mode declares", () => {
    const seen = new Set(cases.map((c) => c[4]));
    const elsewhere = ["ERR_INVALID_RECORD", "ERR_INVALID_SETUP", "ERR_GAME_OVER", "ERR_INVALID_STATE", "ERR_EVENT_COUNT", "ERR_NO_MOVES", "ERR_OUT_OF_RANGE", "ERR_CANNOT_CLIMB", "ERR_CHARGE", "ERR_UNIT_DISABLED", "ERR_HARVESTER_LIMIT", "ERR_NO_METEORS"];
    for (const code of FIRETEAM_ERROR_CODES) expect(seen.has(code) || elsewhere.includes(code), code).toBe(true);
  });

  it("messages", () => expect(messages).toMatchSnapshot());
});
