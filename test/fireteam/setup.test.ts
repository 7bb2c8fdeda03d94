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
];

describe("A.C.E. Fireteam setup checks", () => {
  it.each(bad)("rejects %s", (_name, setup, message) => {
    const r = parseSetup(setup);
    expect(r.ok ? "accepted" : r.error.code).toBe("ERR_INVALID_SETUP");
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it("fills the defaults: no hands, 6 MOVE and WEAPON boxes, 100 points, the default location table, 2 melee dice", () => {
    const s = variant((x) => { delete unitA(x).hands; unitA(x).weapons = []; });
    const r = parseSetup(s);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[0]!.units[0]).toMatchObject({ hands: false, move: 6, weaponActions: 6, harvester: false });
    expect([r.value.pointsPerPlayer, r.value.locationTable, r.value.rules.meleeAttackDice, r.value.sectors, r.value.meteors]).toEqual([100, DEFAULT_LOCATION_TABLE, 2, [], 0]);
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
