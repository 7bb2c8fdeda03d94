import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fireteam, scoreboard, type UnitReport } from "../../src/modes/fireteam/index.js";

// The turn resources the scoreboard reads from the state, one field at a time (docs/fireteam.md, Turn resources).
const base = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8")).record.setup;
const setupWith = (patch: (s: typeof base) => void) => {
  const s = structuredClone(base);
  patch(s);
  return s;
};
const report = (events: object[], id: string, setup: unknown = base): UnitReport =>
  scoreboard(fireteam.replay({ mode: "fireteam", setup, events } as never)).units.find((u) => u.id === id)!;
const T = { type: "turnStarted" };
const P = { type: "phaseStarted" };
const E = { type: "phaseEnded" };
const open = [T, { type: "initiativeRolled", unit: "a1", roll: 4 }, { type: "initiativeRolled", unit: "b1", roll: 2 }, P];
const g = (u: string) => ({ type: "guarded", unit: u });
const mv = (u: string, extra: object = {}) => ({ type: "moved", unit: u, ...extra });
const shot = (extra: object = {}) => ({ type: "attacked", unit: "a1", weapon: "MC-51 Rifle", target: "b1", range: 3, roll: [3, 3], locationRoll: 1, damageRoll: 1, ...extra });
const hurt = (unit: string, location: string, amount: number) => ({ type: "damaged", unit, location, amount });
const weapon = (u: UnitReport, name: string) => u.weapons.find((w) => w.name === name)!;

describe("A.C.E. Fireteam scoreboard: turn resources", () => {
  it("movesLeft: MOVE less the leg penalty less the boxes used, never below 0, and a new turn's allowance", () => {
    expect(report(open, "a1").movesLeft).toBe(6);
    const moved = [...open, mv("a1"), g("b1"), E, P, mv("a1", { climbFloors: 1 }), g("b1"), E];
    expect(report(moved, "a1").movesLeft).toBe(2); // 1 + (1 + 1 + 1 for one floor)
    expect(report([...moved, hurt("a1", "leftLeg", 1)], "a1").movesLeft).toBe(2); // gray boxes only: not damaged
    expect(report([...moved, hurt("a1", "leftLeg", 4)], "a1").movesLeft).toBe(0); // destroyed: 6 - 2 = 4 allowed, 4 used
    expect(report([...moved, hurt("a1", "leftLeg", 4), hurt("a1", "rightLeg", 4)], "a1").movesLeft).toBe(0); // "minimum 1" allowed, 4 used
    const turn2 = [...moved, hurt("a1", "leftLeg", 4), P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, T];
    expect(report(turn2, "a1").movesLeft).toBe(4);
  });

  it("weaponActionsLeft: WEAPON boxes less those used; a kick uses none", () => {
    expect(report(open, "a1").weaponActionsLeft).toBe(6);
    expect(report([...open, shot()], "a1").weaponActionsLeft).toBe(5);
    expect(report([...open, { type: "kicked", unit: "a1", target: "b1", roll: 1, defenseRoll: 6 }], "a1").weaponActionsLeft).toBe(6);
    const two = setupWith((s) => { s.players[0].units[0].weaponActions = 1; });
    expect(report([...open, shot()], "a1", two).weaponActionsLeft).toBe(0);
  });

  it("weapons[].usesLeft: MULTI(2) and a melee weapon's two uses, less those made", () => {
    const a1 = report(open, "a1");
    expect([weapon(a1, "MC-51 Rifle").usesLeft, weapon(a1, "MC-1 Knife").usesLeft]).toEqual([2, 2]);
    const after = report([...open, shot(), g("b1"), E, P, { type: "meleeAttacked", unit: "a1", target: "b1", weapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 1, locationRoll: 1, damageRoll: 1 }], "a1");
    expect([weapon(after, "MC-51 Rifle").usesLeft, weapon(after, "MC-1 Knife").usesLeft]).toEqual([1, 1]);
  });

  it("weapons[].jammed: a natural 2 disables the weapon", () => {
    expect(weapon(report([...open, shot()], "a1"), "MC-51 Rifle").jammed).toBe(false);
    const jammed = report([...open, shot({ roll: [1, 1] })], "a1");
    expect([weapon(jammed, "MC-51 Rifle").jammed, weapon(jammed, "MC-1 Knife").jammed]).toEqual([true, false]);
  });

  it("weapons[].stowed: carried but not equipped, from the card or after a switch", () => {
    expect(weapon(report(open, "a1"), "MC-51 Rifle")).toMatchObject({ equippedAt: "rightArm", stowed: false, dropped: false });
    const switched = report([...open, { type: "switchedWeapon", unit: "a1", weapon: "MC-1 Knife", location: "rightArm" }], "a1");
    expect(weapon(switched, "MC-51 Rifle")).toMatchObject({ equippedAt: null, stowed: true, dropped: false });
    expect(weapon(switched, "MC-1 Knife")).toMatchObject({ equippedAt: "rightArm", stowed: false });
    const carded = setupWith((s) => { s.players[0].units[0].weapons[1].stowed = true; });
    expect(weapon(report(open, "a1", carded), "MC-1 Knife")).toMatchObject({ equippedAt: null, stowed: true, dropped: false });
  });

  it("weapons[].dropped: after a DROP or a destroyed arm, until a switch picks it up", () => {
    const drop = [...open, { type: "droppedWeapon", unit: "a1", weapon: "MC-51 Rifle" }];
    expect(weapon(report(drop, "a1"), "MC-51 Rifle")).toMatchObject({ equippedAt: null, stowed: false, dropped: true });
    const pickedUp = [...drop, g("b1"), E, P, { type: "switchedWeapon", unit: "a1", weapon: "MC-51 Rifle", location: "rightArm" }];
    expect(weapon(report(pickedUp, "a1"), "MC-51 Rifle")).toMatchObject({ equippedAt: "rightArm", stowed: false, dropped: false });
    const armLost = report([...open, hurt("a1", "rightArm", 3)], "a1");
    expect(weapon(armLost, "MC-51 Rifle")).toMatchObject({ equippedAt: null, stowed: false, dropped: true });
  });

  it("guarding: declared this phase, kept from the last one until the unit acts, out of MOVE boxes; not between turns", () => {
    const guarded = [...open, g("a1")];
    expect([report(guarded, "a1").guarding, report(guarded, "b1").guarding]).toEqual([true, false]);
    expect(report([...guarded, g("b1"), E, P], "a1").guarding).toBe(true);
    expect(report([...guarded, g("b1"), E, P, mv("a1")], "a1").guarding).toBe(false);
    const noMoves = setupWith((s) => { s.players[0].units[0].move = 1; });
    expect(report([...open, mv("a1"), g("b1"), E, P], "a1", noMoves).guarding).toBe(true);
    expect(report([...guarded, g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, P, g("a1"), g("b1"), E, T], "a1").guarding).toBe(false);
  });

  it("kicked: a successful kick costs the target the next phase; a failed one nothing", () => {
    const kick = [...open, { type: "kicked", unit: "a1", target: "b1", roll: 6, defenseRoll: 6 }];
    expect([report(kick, "b1").kicked, report(kick, "a1").kicked]).toEqual([true, false]);
    expect(report([...kick, g("b1"), E, P], "b1").kicked).toBe(true); // phase 2 is the one it loses: a1 alone acts
    expect(report([...kick, g("b1"), E, P, g("a1"), E, P], "b1").kicked).toBe(false);
    expect(report([...open, { type: "kicked", unit: "a1", target: "b1", roll: 2, defenseRoll: 5 }], "b1").kicked).toBe(false);
  });

  it("actedThisPhase: the unit's action in the current phase", () => {
    const moved = [...open, mv("a1")];
    expect([report(moved, "a1").actedThisPhase, report(moved, "b1").actedThisPhase]).toEqual([true, false]);
    expect(report([...moved, g("b1"), E], "b1").actedThisPhase).toBe(true);
    expect(report([...moved, g("b1"), E, P], "a1").actedThisPhase).toBe(false);
  });
});
