import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION_TABLE, parseSetup } from "../../src/modes/fireteam/index.js";

// Every check of setup.ts: each bad setup is rejected with ERR_INVALID_SETUP and says why.
const base = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8")).record.setup;
type Setup = typeof base;
const variant = (patch: (s: Setup) => void): Setup => {
  const s = structuredClone(base);
  patch(s);
  return s;
};
const unitA = (s: Setup) => s.players[0].units[0];
const harvester = (s: Setup, player: number, id: string) => s.players[player].units.push({ ...structuredClone(unitA(s)), id, weapons: [], harvester: true });

const bad: [string, Setup, RegExp][] = [
  ["an unknown game mode", variant((s) => { s.gameMode = "capture"; }), /setup\.gameMode/],
  ["a repeated player id", variant((s) => { s.players[1].id = "a"; }), /players\[1\]\.id to be unique/],
  ["a unit id used by two players", variant((s) => { s.players[1].units[0].id = "a1"; }), /unique across players/],
  ["a location without boxes", variant((s) => { unitA(s).locations.head = { gray: 0, red: 0 }; }), /locations\.head to have at least one box/],
  ["two weapons with one name", variant((s) => { unitA(s).weapons[1].name = "MC-51 Rifle"; }), /name to be unique on the unit/],
  ["a coaxial weapon first", variant((s) => { unitA(s).weapons[0].cost = "+"; }), /not to be coaxial/],
  ["a melee weapon without bonuses", variant((s) => { delete unitA(s).weapons[1].melee; }), /melee bonuses/],
  ["a ranged weapon without an accuracy table", variant((s) => { delete unitA(s).weapons[0].accuracy; }), /accuracy table/],
  ["two hand-held weapons in one hand", variant((s) => { unitA(s).weapons[1].location = "rightArm"; }), /at most one hand-held weapon equipped/],
  ["a harvester outside Harvest", variant((s) => harvester(s, 0, "ah")), /harvester units only in the harvest game mode/],
  ["a Harvest player without a harvester", variant((s) => { s.gameMode = "harvest"; harvester(s, 0, "ah"); }), /exactly one harvester.*b has 0/],
  ["a Harvest player with two harvesters", variant((s) => { s.gameMode = "harvest"; harvester(s, 0, "ah"); harvester(s, 0, "ah2"); harvester(s, 1, "bh"); }), /a has 2/],
  ["Control without sectors", variant((s) => { s.gameMode = "control"; }), /setup\.sectors/],
  ["a starting sector off the board", variant((s) => Object.assign(s, { gameMode: "control", sectors: ["A1"], players: [{ ...s.players[0], startingSectors: ["Z9"] }, s.players[1]] })), /startingSectors to be sectors of the board/],
  ["a starting sector claimed twice", variant((s) => Object.assign(s, { gameMode: "control", sectors: ["A1"], players: [{ ...s.players[0], startingSectors: ["A1"] }, { ...s.players[1], startingSectors: ["A1"] }] })), /claimed twice/],
  ["starting rows with three players", variant((s) => Object.assign(s, { gameMode: "control", sectors: ["A1"], players: [{ ...s.players[0], startingSectors: ["A1"] }, s.players[1], { id: "c", units: [{ ...structuredClone(unitA(s)), id: "c1" }] }] })), /only with 2 players/],
  ["starting rows outside Control", variant((s) => { s.players[0].startingSectors = ["A1"]; }), /startingSectors only in the control game mode/],
  ["units over custom points", variant((s) => { s.pointsPerPlayer = 28; }), /at most 28 points.*got 29/],
  ["a bad melee dice rule", variant((s) => { s.rules = { meleeAttackDice: 3 }; }), /meleeAttackDice/],
  ["a bad shield split rule", variant((s) => { s.rules = { shieldSplit: "half" }; }), /shieldSplit/],
  ["a shield without boxes", variant((s) => unitA(s).weapons.push({ name: "Shield", type: "SHIELD", cost: 2, damage: 0, location: "torso" })), /boxes \(a SHIELD's boxes\)/],
  ["a weapon without its DMG modifier", variant((s) => { delete unitA(s).weapons[0].damage; }), /weapons\[0\]\.damage, the weapon's DMG modifier/],
  ["boxes on a weapon that is no shield", variant((s) => { unitA(s).weapons[0].boxes = 3; }), /boxes only if it is a SHIELD/],
  ["a two-handed weapon on a one-armed unit", variant((s) => { unitA(s).arms = 1; unitA(s).weapons[0].twoHanded = true; unitA(s).weapons.pop(); }), /two-handed weapon, to be hand-held on a unit with two arms/],
  ["a mounted two-handed weapon", variant((s) => { unitA(s).weapons[0].handheld = false; unitA(s).weapons[0].twoHanded = true; }), /two-handed weapon, to be hand-held/],
  ["a two-handed weapon beside another in the other hand", variant((s) => { unitA(s).weapons[0].twoHanded = true; }), /at most one hand-held weapon equipped.*MC-51 Rifle and MC-1 Knife/],
  ["WEAPON boxes per location that do not add up", variant((s) => { unitA(s).weaponBoxes = { rightArm: 2, torso: 1 }; unitA(s).weaponActions = 4; }), /sum of its weaponBoxes \(3\), got 4/],
  ["harvester start distances outside Harvester Push", variant((s) => { s.harvesterStart = { a: 6, b: 6 }; }), /harvesterStart only in the harvesterPush/],
  ["a harvester start distance missing", variant((s) => Object.assign(s, { gameMode: "harvesterPush", harvesterStart: { a: 6 } })), /every player's edge; b is missing/],
  ["a harvester start distance for a stranger", variant((s) => Object.assign(s, { gameMode: "harvesterPush", harvesterStart: { a: 6, b: 6, z: 1 } })), /to name players \(a, b\), got "z"/],
];

describe("A.C.E. Fireteam setup checks", () => {
  it.each(bad)("rejects %s", (_name, setup, message) => {
    const r = parseSetup(setup);
    expect(r.ok ? "accepted" : r.error.code).toBe("ERR_INVALID_SETUP");
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it("takes equipment without a DMG modifier (a smoke launcher, a shield): its damage reads as 0", () => {
    const s = variant((x) => unitA(x).weapons.push({ name: "SL-1", type: "SMOKE", cost: 0, location: "torso" }, { name: "Shield", type: "SHIELD", cost: 0, location: "torso", boxes: 2 }));
    const r = parseSetup(s);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[0]!.units[0]!.weapons.slice(-2).map((w) => w.damage)).toEqual([0, 0]);
  });

  it("fills the defaults: no hands, 6 MOVE and WEAPON boxes, 100 points, the default location table, 2 melee dice", () => {
    const s = variant((x) => { delete unitA(x).hands; unitA(x).weapons = []; });
    const r = parseSetup(s);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[0]!.units[0]).toMatchObject({ hands: false, move: 6, weaponActions: 6, harvester: false });
    expect([r.value.pointsPerPlayer, r.value.locationTable, r.value.rules.meleeAttackDice, r.value.sectors, r.value.meteors]).toEqual([100, DEFAULT_LOCATION_TABLE, 2, [], 0]);
    expect([r.value.rules.shieldSplit, r.value.harvesterStart, r.value.players[0]!.units[0]!.weaponBoxes]).toEqual(["bothRoundedDown", null, null]);
  });

  it("WEAPON boxes per location: the missing locations have none, and weaponActions is their sum (ruling weapon-boxes)", () => {
    const r = parseSetup(variant((s) => { unitA(s).weaponBoxes = { rightArm: 2, torso: 1 }; }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[0]!.units[0]).toMatchObject({ weaponActions: 3, weaponBoxes: { head: 0, torso: 1, leftArm: 0, rightArm: 2, leftLeg: 0, rightLeg: 0 } });
  });

  it("accepts exactly the points, coaxial weapons free, and derives Harvest's meteors from the player count", () => {
    expect(parseSetup(variant((s) => { s.pointsPerPlayer = 29; })).ok).toBe(true);
    const coaxial = variant((s) => unitA(s).weapons.push({ name: "AMG-7", type: "GUN", cost: "+", damage: 0, location: "leftArm", accuracy: Array(12).fill(0) }));
    const r = parseSetup({ ...coaxial, pointsPerPlayer: 29 });
    expect(r.ok).toBe(true);
    const harvest = parseSetup(variant((s) => { s.gameMode = "harvest"; harvester(s, 0, "ah"); harvester(s, 1, "bh"); s.players.push({ id: "c", units: [{ ...structuredClone(unitA(s)), id: "c1" }] }); harvester(s, 2, "ch"); }));
    expect(harvest.ok && harvest.value.meteors).toBe(5);
  });
});
