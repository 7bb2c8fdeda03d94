import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  apply, fireteam, type FireteamState, history, journal, meleeCombat, rangedAttack, type RangedAttackInput, replay, scoreboard, shieldShare, start, stateAt, strayOrder, tryReplay, unitOf,
} from "../../src/modes/fireteam/index.js";

// The result journal (issue 18, item 16) and the rules of items 6-10, 14 and 18 beyond their fixtures.
const dir = join(import.meta.dirname, "..", "fixtures", "fireteam");
const load = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8"));
const base = load("melee-higher-total-deals-damage").record.setup;
const setupWith = (patch: (s: typeof base) => void) => {
  const s = structuredClone(base);
  patch(s);
  return s;
};
const play = (setup: unknown, events: object[]): FireteamState => replay({ mode: "fireteam", setup, events } as never);
const T = { type: "turnStarted" };
const P = { type: "phaseStarted" };
const E = { type: "phaseEnded" };
const roll = (unit: string, r: number) => ({ type: "initiativeRolled", unit, roll: r });
const g = (u: string) => ({ type: "guarded", unit: u });
const open = [T, roll("a1", 4), roll("b1", 2), P];
const shot = (extra: object = {}) => ({ type: "attacked", unit: "a1", weapon: "MC-51 Rifle", target: "b1", range: 3, roll: [4, 4], locationRoll: 4, damageRoll: 2, ...extra });
const SHIELD = { name: "Combat Shield", type: "SHIELD", cost: 2, damage: 0, location: "leftArm", boxes: 3 };
const SMOKE = { name: "SL-1 Smoke Launcher", type: "SMOKE", cost: 2, damage: 0, location: "torso" };
const MLRS = { name: "ARL-4 MLRS", type: "EXP", cost: 3, damage: 2, location: "torso", accuracy: [null, null, -1, -2, -2, -2, -3, -3, -3, -4, -4, -4] };
const HR2 = { name: "HR-2 Heavy Rifle", type: "GUN", cost: 5, damage: 2, location: "rightArm", handheld: true, twoHanded: true, stowed: true, accuracy: [null, 0, 1, 0, -1, -1, -2, -2, -3, -3, -3, -3] };
const four = (patch: (s: typeof base) => void = () => {}) => setupWith((s) => {
  s.players[0].units.push({ ...structuredClone(s.players[0].units[0]), id: "a2", react: 1 });
  s.players[1].units.push({ ...structuredClone(s.players[1].units[0]), id: "b2", react: 2 });
  patch(s);
});
const open4 = [T, roll("a1", 4), roll("a2", 1), roll("b1", 2), roll("b2", 1), P];

/**
 * What the fixtures of issue 18 show beyond the checks of the fixture format (the conformance kit
 * reads those): each one's result records in order (matched on the fields given), what is owed, the
 * smoke clouds, and unit fields the kit does not report (shields, dropped weapons, weapon uses).
 */
const RESULTS: { [fixture: string]: { journal: object[]; due?: unknown; smoke?: unknown; units?: { [unit: string]: { [field: string]: unknown } } } } = JSON.parse(
  readFileSync(join(import.meta.dirname, "fixture-results.json"), "utf8"),
);

describe("A.C.E. Fireteam result journal", () => {
  const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

  it.each(Object.keys(RESULTS))("%s: its result records, what is owed, smoke and shields", (name) => {
    const { journal: records, due, smoke, units } = RESULTS[name]!;
    const state = replay(load(name).record);
    const all = journal(state);
    expect(all.map((r) => `${r.event} ${r.kind}`)).toEqual(records.map((r) => `${(r as { event: number }).event} ${(r as { kind: string }).kind}`));
    records.forEach((r, i) => expect(all[i], `journal[${i}]`).toMatchObject(r));
    if (due !== undefined) expect(scoreboard(state).due).toEqual(due);
    if (smoke !== undefined) expect(scoreboard(state).smoke).toEqual(smoke);
    for (const [id, fields] of Object.entries(units ?? {})) expect(unitOf(state, id), id).toMatchObject(fields);
  });

  it.each(fixtures.filter((f) => !f.expect.error).map((f) => [f.name, f]))("%s: readable after any event, the same by history, stateAt and replay", (_name, f) => {
    const states = history(f.record);
    const final = journal(states.at(-1)!);
    states.forEach((s, i) => {
      expect(journal(s)).toEqual(final.filter((r) => r.event < i));
      if (i > 0) expect(journal(s, i - 1)).toEqual(final.filter((r) => r.event === i - 1));
    });
    const middle = Math.floor(states.length / 2);
    expect(journal(stateAt(f.record, middle))).toEqual(journal(states[middle]!));
    // Plain JSON, each record with the rule it applied.
    expect(JSON.parse(JSON.stringify(final))).toEqual(final);
    for (const r of final) expect(r.rule).toMatch(r.kind === "damage" ? /ruling reported-damage/ : /^ace-fireteam\.txt, /);
  });

  it("a long game keeps every record (the journal is paged like the ledger)", () => {
    const turn = [T, roll("a1", 4), roll("b1", 2), ...Array.from({ length: 6 }, () => [P, { type: "kicked", unit: "a1", target: "b1", roll: 1, defenseRoll: 6 }, g("b1"), E]).flat()];
    const events = Array.from({ length: 6 }, () => turn).flat();
    const state = play(base, events);
    expect(journal(state).map((r) => r.kind)).toEqual(Array(36).fill("kick"));
    expect(journal(state).every((r) => r.outcome === "failure")).toBe(true);
    let applied = start(base);
    for (const e of events) applied = apply(applied, e as never);
    expect(applied).toEqual(state);
  });

  it("never changes or freezes the caller's event", () => {
    const event = { type: "attacked", unit: "a1", weapon: "MC-51 Rifle", target: "b1", range: 3, roll: [3, 3], locationRoll: 4, damageRoll: 1, meleeWith: ["b2", "a2"] };
    const copy = structuredClone(event);
    const state = apply(fireteam.replay({ mode: "fireteam", setup: four(), events: open4 } as never), event as never);
    expect(event).toEqual(copy);
    expect([Object.isFrozen(event), Object.isFrozen(event.meleeWith), Object.isFrozen(event.roll)]).toEqual([false, false, false]);
    expect(state.due).toMatchObject({ kind: "stray", next: ["a2", "b2"], defense: 3 });
    expect(Object.isFrozen(state.due)).toBe(true);
  });
});

describe("A.C.E. Fireteam: missed shots into a melee and splash (item 8)", () => {
  it("orders by REACT less head damage, then the lower initiative, then meleeWith (ruling stray-shot-order)", () => {
    const s = four((x) => {
      x.players[0].units.push({ ...structuredClone(x.players[0].units[0]), id: "a3", react: 2 });
    });
    const events = [{ type: "damaged", unit: "b2", location: "head", amount: 3 }, T, roll("a1", 4), roll("a2", 1), roll("a3", 5), roll("b1", 2), roll("b2", 1)];
    const state = play(s, events);
    // a2 REACT 1 (initiative 2); b2 REACT 2 - 2 (destroyed head) = 0 (initiative 1 + 0 = 1); a3 REACT 2 (initiative 7).
    expect(strayOrder(state, ["a3", "a2", "b2"])).toEqual(["b2", "a2", "a3"]);
    // Equal REACT and initiative: the order given.
    const tie = play(four((x) => { x.players[0].units[1].react = 2; }), [T, roll("a1", 4), roll("a2", 1), roll("b1", 2), roll("b2", 1)]);
    expect([strayOrder(tie, ["a2", "b2"]), strayOrder(tie, ["b2", "a2"])]).toEqual([["a2", "b2"], ["b2", "a2"]]);
  });

  it("each second attack is at one more DEFENSE; all missed, nothing is owed", () => {
    const miss = { type: "strayAttacked", unit: "a1", roll: [1, 2], locationRoll: 4, damageRoll: 1 };
    const events = [...open4, shot({ roll: [1, 2], meleeWith: ["b2", "a2"] }), { ...miss, target: "a2" }, { ...miss, target: "b2", cover: "heavy", rearArc: true }];
    const state = play(four(), events);
    expect(journal(state).map((r) => [r.kind, r.target, r.against])).toEqual([["attack", "b1", 7], ["stray", "a2", 8], ["stray", "b2", 5 + 2 - 2 + 4]]);
    expect(state.due).toBeNull();
    expect(scoreboard(state).next).toBe("b1");
  });

  it("a critical failure jams the weapon and ends the shot; a shot not in a melee owes nothing", () => {
    const jammed = play(four(), [...open4, shot({ roll: [1, 1], meleeWith: ["b2"] })]);
    expect([jammed.due, unitOf(jammed, "a1")!.jammed[0]]).toEqual([null, true]);
    expect(journal(jammed)[0]).toMatchObject({ criticalFailure: true, effects: [{ unit: "a1", effect: "weaponJammed", subject: "MC-51 Rifle" }], rulings: ["critical-failure-misses"] });
    expect(play(four(), [...open4, shot({ roll: [1, 2], targetInMelee: true })]).due).toBeNull();
  });

  it("an EXP hit that destroys its target still splashes the other units of the melee", () => {
    const s = four((x) => x.players[0].units[0].weapons.push(MLRS));
    const blast = shot({ weapon: "ARL-4 MLRS", range: 4, roll: [6, 6], locationRoll: 4, damageRoll: 6, splashLocationRoll: 5, meleeWith: ["a2"] });
    const state = play(s, [{ type: "damaged", unit: "b1", location: "torso", amount: 4 }, ...open4, blast]);
    expect(unitOf(state, "b1")!.status).toBe("destroyed");
    expect(state.due).toEqual({ kind: "splash", unit: "a1", weapon: "ARL-4 MLRS", targets: ["a2"] });
    expect(journal(state).map((r) => r.kind)).toEqual(["damage", "attack"]);
    const after = apply(state, { type: "splashRolled", unit: "a1", target: "a2", locationRoll: 5 });
    expect([after.due, unitOf(after, "a2")!.filled.leftLeg]).toEqual([null, 2]);
  });

  it("a second attack that hits with an EXP weapon splashes the rest of the melee, the target missed first included", () => {
    const s = four((x) => x.players[0].units[0].weapons.push(MLRS));
    const events = [...open4, shot({ weapon: "ARL-4 MLRS", range: 4, roll: [1, 2], splashLocationRoll: 1, meleeWith: ["b2", "a2"] }),
      { type: "strayAttacked", unit: "a1", target: "a2", roll: [6, 5], locationRoll: 4, damageRoll: 1, splashLocationRoll: 5 }];
    const state = play(s, events);
    expect(state.due).toEqual({ kind: "splash", unit: "a1", weapon: "ARL-4 MLRS", targets: ["b1", "b2"] });
    expect(journal(state).map((r) => `${r.kind} ${r.target} ${r.outcome}`)).toEqual(["attack b1 miss", "stray a2 hit", "splash a2 applied"]);
  });
});

describe("A.C.E. Fireteam: shields, smoke, two-handed weapons, WEAPON boxes (items 6, 7, 9, 10)", () => {
  it("shieldShare: front arc, armor piercing, melee halves (ruling shield-melee-split)", () => {
    expect(shieldShare(4, 3, "ranged")).toEqual({ shield: 3, location: 1 });
    expect(shieldShare(2, 3, "ranged")).toEqual({ shield: 2, location: 0 });
    expect(shieldShare(4, 3, "piercing")).toEqual({ shield: 1, location: 3 });
    expect(shieldShare(5, 3, "melee", "restToLocation")).toEqual({ shield: 2, location: 3 });
    expect(shieldShare(5, 1, "melee", "restToLocation")).toEqual({ shield: 1, location: 4 });
    expect(shieldShare(1, 3, "melee", "restToLocation")).toEqual({ shield: 0, location: 1 });
    expect(shieldShare(5, 3, "melee")).toEqual({ shield: 2, location: 2 });
    expect(shieldShare(5, 1, "melee")).toEqual({ shield: 1, location: 3 });
    expect(shieldShare(1, 3, "melee")).toEqual({ shield: 0, location: 0 });
  });

  it("the shield split option loses the odd point; the attacker's shield takes its part when it loses", () => {
    const s = setupWith((x) => {
      x.players[0].units[0].weapons.push(SHIELD);
      x.rules = { shieldSplit: "bothRoundedDown" };
    });
    // b1 wins: 6 + 2 (knife) against 1 + 1 + 3 (knife) = 5 + 0: 8 - 5 = 3 to a1: 1 on the shield, 1 on the torso, 1 lost.
    const events = [...open, { type: "meleeAttacked", unit: "a1", target: "b1", weapon: "MC-1 Knife", defenseWeapon: "MC-1 Knife", roll: [1, 1], defenseRoll: 6, locationRoll: 4, damageRoll: 1 }];
    const state = play(s, events);
    expect(journal(state)[0]).toMatchObject({ outcome: "defenderWins", damage: 3, damaged: [{ unit: "a1", location: "torso", amount: 3, shield: 1, boxes: 1 }] });
    expect(meleeCombat({ attacker: { dice: [3, 3], bonus: 0, destroyedLocations: 0, restarted: false }, defender: { dice: [5], bonus: 0, destroyedLocations: 0, restarted: false, shield: true }, damageRoll: 1, weaponDamage: 0, previousAttacks: 0 }).winner).toBe("none");
  });

  it("a hand-held shield is dropped with its arm; damage from no arc skips it", () => {
    const s = setupWith((x) => {
      x.players[1].units[0].weapons[1].stowed = true;
      x.players[1].units[0].weapons.push({ ...SHIELD, handheld: true });
    });
    const hurt = play(s, [{ type: "damaged", unit: "b1", location: "torso", amount: 2 }]);
    expect(unitOf(hurt, "b1")!.shieldDamage).toEqual([0, 0, 0]);
    const state = play(s, [{ type: "damaged", unit: "b1", location: "leftArm", amount: 3 }]);
    expect(journal(state)[0]!.effects).toEqual([{ unit: "b1", effect: "locationDestroyed", subject: "leftArm" }, { unit: "b1", effect: "weaponDropped", subject: "Combat Shield" }]);
    expect(scoreboard(state).units[1]!.weapons[2]).toMatchObject({ name: "Combat Shield", dropped: true, shieldLeft: 3 });
  });

  it("rangedAttack: smoke and the DEFENSE of each second attack into a melee", () => {
    const a: RangedAttackInput = { accuracy: 0, weaponType: "GUN", weaponDamage: 1, range: 3, roll: [3, 3], damageRoll: 2, head: "intact", armDamaged: false, previousAttacks: 0, emptySecondHand: false, restarted: false, armor: 5, armorDamage: 0, cover: "none", rearArc: false, targetInMelee: false };
    expect([rangedAttack({ ...a, shooterInSmoke: true }).total, rangedAttack({ ...a, targetInSmoke: true }).defense]).toEqual([5, 7]);
    expect([rangedAttack({ ...a, targetInMelee: true }).defense, rangedAttack({ ...a, targetInMelee: true, meleeDefense: 4 }).defense, rangedAttack({ ...a, meleeDefense: 4 }).defense]).toEqual([7, 9, 5]);
    expect(rangedAttack({ ...a, armDamaged: 2 }).total).toBe(4);
  });

  it("a smoke cloud is reported from its launch to its last phase, and then gone", () => {
    const s = setupWith((x) => x.players[0].units[0].weapons.push(SMOKE));
    const events: object[] = [...open, { type: "smokeLaunched", unit: "a1", weapon: "SL-1 Smoke Launcher", roll: 2 }];
    const seen = [scoreboard(play(s, events)).smoke];
    for (const more of [[g("b1"), E], [P], [g("a1"), g("b1"), E, P], [g("a1"), g("b1"), E, P]]) {
      events.push(...more);
      const state = play(s, events);
      seen.push(scoreboard(state).smoke);
    }
    expect(seen).toEqual([
      [{ by: "a1", up: false, phasesLeft: 2 }],
      [{ by: "a1", up: false, phasesLeft: 2 }],
      [{ by: "a1", up: true, phasesLeft: 2 }],
      [{ by: "a1", up: true, phasesLeft: 1 }],
      [],
    ]);
    expect(play(s, events).smoke).toEqual([]);
  });

  it("a two-handed weapon: a one-handed switch stows it; a destroyed arm drops it", () => {
    const s = setupWith((x) => x.players[0].units[0].weapons.push(HR2));
    const two = [...open, { type: "switchedWeapon", unit: "a1", weapon: "HR-2 Heavy Rifle", location: "leftArm" }, g("b1"), E, P];
    expect(unitOf(play(s, two), "a1")!.equippedAt).toEqual([null, null, "leftArm"]);
    const back = play(s, [...two, { type: "switchedWeapon", unit: "a1", weapon: "MC-1 Knife", location: "rightArm" }]);
    expect(unitOf(back, "a1")!.equippedAt).toEqual([null, "rightArm", null]);
    const lost = play(s, [...two, { type: "damaged", unit: "a1", location: "rightArm", amount: 3 }]);
    expect(unitOf(lost, "a1")!.equippedAt).toEqual([null, null, null]);
    expect(journal(lost).at(-1)!.effects).toContainEqual({ unit: "a1", effect: "weaponDropped", subject: "HR-2 Heavy Rifle" });
  });

  it("WEAPON boxes per location: each action marks its location; an unarmed melee the right arm, then the left", () => {
    const s = setupWith((x) => { x.players[0].units[0].weaponBoxes = { rightArm: 1, leftArm: 2, torso: 1 }; });
    const unarmed = { type: "meleeAttacked", unit: "a1", target: "b1", roll: [1, 1], defenseRoll: 1, locationRoll: 4, damageRoll: 1 };
    const events = [...open, unarmed, g("b1"), E, P, unarmed, g("b1"), E, P, { type: "switchedWeapon", unit: "a1", weapon: "MC-51 Rifle", location: "leftArm" }];
    const report = scoreboard(play(s, events)).units[0]!;
    expect([report.weaponActionsLeft, report.weaponActionsLeftAt]).toEqual([1, { head: 0, torso: 1, leftArm: 0, rightArm: 0, leftLeg: 0, rightLeg: 0 }]);
    expect(scoreboard(play(base, open)).units[0]!.weaponActionsLeftAt).toBeNull();
  });
});

describe("A.C.E. Fireteam: the harvester's distances (item 14) and named damage (item 18)", () => {
  const push = setupWith((x) => Object.assign(x, { gameMode: "harvesterPush" }));
  it("without start distances the first report is the first known; then each follows the moves", () => {
    const first = [...open, g("a1"), g("b1"), { ...E, harvesterDistances: { a: 2, b: 10 } }];
    expect(tryReplay({ mode: "fireteam", setup: push, events: first }).ok).toBe(true);
    const moved = [...first, P, g("a1"), g("b1"), { type: "harvesterMoved", by: "b", distance: 2 }, { type: "harvesterMoved", by: "b", distance: 1 }];
    expect(tryReplay({ mode: "fireteam", setup: push, events: [...moved, { ...E, harvesterDistances: { a: 5, b: 7 } }] }).ok).toBe(true);
    const far = tryReplay({ mode: "fireteam", setup: push, events: [...moved, { ...E, harvesterDistances: { a: 6, b: 7 } }] });
    expect(far.ok ? "accepted" : far.error.code).toBe("ERR_HARVESTER_DISTANCE");
  });

  it("jumping and climbing down deal their damage from the move, with records citing their rule", () => {
    const events = [{ type: "damaged", unit: "a1", location: "leftLeg", amount: 4 }, ...open, { type: "moved", unit: "a1", climbFloors: 1, climb: "down", climbDamage: ["rightLeg"] }, g("b1"), E, P,
      { type: "moved", unit: "a1", jumpDown: "leftLeg" }];
    const state = play(base, events);
    // The jump onto the destroyed left leg goes to the torso whole.
    expect(unitOf(state, "a1")!.filled).toMatchObject({ leftLeg: 4, rightLeg: 1, torso: 1 });
    // 1 + 1 + 1 floor for the climb, then 1 for the jump ("no additional MOVE cost").
    expect(unitOf(state, "a1")!.movesUsed).toBe(4);
    expect(journal(state).map((r) => [r.kind, r.damaged.map((d) => `${d.location} ${d.boxes}+${d.torso}`)])).toEqual([
      ["damage", ["leftLeg 4+0"]], ["climbDown", ["rightLeg 1+0"]], ["jumpDown", ["leftLeg 0+1"]],
    ]);
    expect(journal(state).map((r) => r.rule.slice(0, 40))).toEqual([expect.stringContaining("reported by the app"), "ace-fireteam.txt, LEG DESTROYED: \"Can no", "ace-fireteam.txt, JUMP/CLIMB: \"A unit ca"]);
  });
});
