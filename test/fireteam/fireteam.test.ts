import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli/run.js";
import { docPage, expectExampleOutputShown, expectRulingsListed } from "../helpers/docs.js";
import { expectFixtureError } from "../helpers/rejections.js";
import {
  chargeAttack, conditionOf, dropkickAttack, fillBoxes, FIRETEAM_RULINGS, initiativeOrder, initiativeScore, kick, meleeCombat, moveAllowance, rangedAttack, type RangedAttackInput,
  fireteam, journal, replay, scoreboard, tryReplay, unitCost, unitOf,
} from "../../src/modes/fireteam/index.js";

const dir = join(import.meta.dirname, "..", "fixtures", "fireteam");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

describe("A.C.E. Fireteam fixtures (ace-fireteam.txt)", () => {
  it.each(fixtures.map((f) => [f.name, f]))("%s", (_name, f) => {
    expect(f.source).toMatch(/^ace-fireteam\.txt, /);
    expect(f.quote.length).toBeGreaterThan(10);
    if (f.expect.error) return expectFixtureError(fireteam as never, f.record, f.expect.error);
    const result = tryReplay(f.record);
    if (!result.ok) throw new Error(`${result.error.code} at ${result.error.event}: ${result.error.message}`);
    const state = result.value;
    const board = scoreboard(state);
    for (const key of ["over", "winners", "turn", "phase", "order", "next"] as const) if (f.expect[key] !== undefined) expect(board[key], key).toEqual(f.expect[key]);
    for (const [id, fields] of Object.entries(f.expect.players ?? {})) {
      const p = board.players.find((x) => x.id === id) as unknown as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(fields as object).map((k) => [k, p[k]])), id).toEqual(fields);
    }
    for (const [id, fields] of Object.entries(f.expect.units ?? {}) as [string, Record<string, unknown>][]) {
      const u = unitOf(state, id)! as unknown as Record<string, unknown>;
      const report = board.units.find((x) => x.id === id)!;
      for (const [k, v] of Object.entries(fields)) {
        if (k === "filled") for (const [l, n] of Object.entries(v as object)) expect(report.locations[l as "head"].filled, `${id}.${l} filled`).toBe(n);
        else if (k === "conditions") for (const [l, c] of Object.entries(v as object)) expect(report.locations[l as "head"].condition, `${id}.${l}`).toBe(c);
        else expect(u[k], `${id}.${k}`).toEqual(v);
      }
    }
    for (const [player, reasons] of Object.entries(f.expect.ledgerReasons ?? {})) {
      expect(board.ledger.filter((e) => e.player === player).map((e) => e.reason), player).toEqual(reasons);
    }
  });

  it("every ruling has a fixture or a test below", () => {
    const covered = new Set(fixtures.flatMap((f) => f.rulings ?? []));
    const elsewhere = ["location-roll", "guard-attack", "disabled-units-roll-initiative", "torso-damage-disables-again", "destroyed-location-disables-weapons", "reported-damage"];
    for (const r of FIRETEAM_RULINGS) expect(covered.has(r.id) || elsewhere.includes(r.id), r.id).toBe(true);
  });
});

const base: RangedAttackInput = {
  accuracy: 0, weaponType: "GUN", weaponDamage: 1, range: 3, roll: [3, 2], damageRoll: 2, head: "intact", armDamaged: false, previousAttacks: 0,
  emptySecondHand: false, restarted: false, armor: 5, armorDamage: 0, cover: "none", rearArc: false, targetInMelee: false,
};

describe("A.C.E. Fireteam resolvers", () => {
  it("unit cost: base, arms, equipment; coaxial is free", () => {
    expect(unitCost({ cost: 19, armCost: 2, arms: 2, weapons: [] })).toBe(23);
    expect(unitCost({ cost: 19, armCost: 2, arms: 1, weapons: [] })).toBe(21);
    expect(unitCost({ cost: 19, armCost: 2, arms: 2, weapons: [{ cost: 2 }, { cost: "+" }] as never })).toBe(25);
  });

  it("ranged: equal to the armor hits; every accuracy modifier moves the total by its amount", () => {
    expect(rangedAttack(base)).toMatchObject({ natural: 5, total: 5, defense: 5, hit: true, damage: 3 });
    expect(rangedAttack({ ...base, roll: [2, 2] }).hit).toBe(false);
    const total = (x: Partial<RangedAttackInput>) => rangedAttack({ ...base, ...x }).total;
    expect(total({ head: "damaged" })).toBe(4);
    expect(total({ head: "destroyed" })).toBe(3);
    expect(total({ armDamaged: true })).toBe(4);
    expect(total({ previousAttacks: 2 })).toBe(3);
    expect(total({ emptySecondHand: true })).toBe(6);
    expect(total({ restarted: true })).toBe(4);
    expect(total({ accuracy: -3 })).toBe(2);
  });

  it("ranged: cover, concealment, rear arc and melee change the defense and the damage", () => {
    const out = (x: Partial<RangedAttackInput>) => rangedAttack({ ...base, roll: [6, 5], damageRoll: 4, armorDamage: 1, ...x });
    expect(out({}).defense).toBe(5);
    expect(out({}).damage).toBe(4);
    expect([out({ cover: "partial" }).defense, out({ cover: "partial" }).damage]).toEqual([6, 3]);
    expect([out({ cover: "heavy" }).defense, out({ cover: "heavy" }).damage]).toEqual([7, 2]);
    expect([out({ cover: "concealed" }).defense, out({ cover: "concealed" }).damage]).toEqual([6, 4]);
    expect([out({ cover: "heavilyConcealed" }).defense, out({ cover: "heavilyConcealed" }).damage]).toEqual([7, 4]);
    expect([out({ rearArc: true }).defense, out({ rearArc: true }).damage]).toEqual([3, 5]);
    expect(out({ targetInMelee: true }).defense).toBe(7);
    // CAN ignores cover's damage part and one point of armor damage.
    expect(out({ weaponType: "CAN", cover: "heavy" }).damage).toBe(5);
    // Damage never goes below 1.
    expect(out({ damageRoll: 1, weaponDamage: 0, armorDamage: 5 }).damage).toBe(1);
  });

  it("ranged: natural 12 always hits and ignores the target; natural 2 always misses", () => {
    const crit = rangedAttack({ ...base, roll: [6, 6], armor: 30, armorDamage: 4, cover: "heavy", damageRoll: 3 });
    expect(crit).toMatchObject({ hit: true, critical: true, damage: 4, destroysLocation: false });
    expect(rangedAttack({ ...base, roll: [6, 6], damageRoll: 6 }).destroysLocation).toBe(true);
    const fumble = rangedAttack({ ...base, roll: [1, 1], armor: 0, accuracy: 12 });
    expect(fumble).toMatchObject({ hit: false, criticalFailure: true, damage: 0 });
  });

  it("shotguns lose 1 damage per range band past 1, to at least 1", () => {
    const shg = (range: number) => rangedAttack({ ...base, weaponType: "SHG", weaponDamage: 3, range, roll: [6, 5], damageRoll: 1 }).damage;
    expect([1, 2, 3, 4, 5, 6].map(shg)).toEqual([4, 3, 2, 1, 1, 1]);
  });

  it("melee: higher total deals damage; the defender's win deals the difference; a tie does nothing", () => {
    const side = (dice: number[], bonus = 0) => ({ dice, bonus, destroyedLocations: 0, restarted: false });
    expect(meleeCombat({ attacker: side([3, 2], 3), defender: side([4], 2), damageRoll: 2, weaponDamage: 2, previousAttacks: 0 })).toEqual({ attackTotal: 8, defenseTotal: 6, winner: "attacker", damage: 4 });
    expect(meleeCombat({ attacker: side([1, 1]), defender: side([6]), damageRoll: 1, weaponDamage: 0, previousAttacks: 0 })).toMatchObject({ winner: "defender", damage: 4 });
    expect(meleeCombat({ attacker: side([3, 3]), defender: side([6]), damageRoll: 1, weaponDamage: 0, previousAttacks: 0 }).winner).toBe("none");
    expect(meleeCombat({ attacker: { ...side([3, 3]), destroyedLocations: 2 }, defender: side([3]), damageRoll: 1, weaponDamage: 0, previousAttacks: 0 }).attackTotal).toBe(4);
    const charge = meleeCombat({ attacker: side([5, 4], 3), defender: side([3]), damageRoll: 1, weaponDamage: 2, previousAttacks: 0, charge: 2 });
    expect(charge).toMatchObject({ attackTotal: 10, damage: 5 });
    expect(meleeCombat({ attacker: side([2, 2]), defender: side([5]), damageRoll: 4, weaponDamage: 0, previousAttacks: 0, dropkick: 3 })).toMatchObject({ winner: "defender", damage: 4 });
    expect(chargeAttack({ attacker: side([5, 4], 3), defender: side([3]), damageRoll: 1, weaponDamage: 2, previousAttacks: 0 }, 2)).toEqual(charge);
    expect(dropkickAttack({ attacker: side([6, 2]), defender: side([5]), damageRoll: 4, weaponDamage: 0, previousAttacks: 0 }, 5)).toMatchObject({ winner: "attacker", damage: 9 });
  });

  it("melee: a restart costs 1 on the total and the damage; previous attacks cost the attacker", () => {
    const side = (dice: number[], restarted = false) => ({ dice, bonus: 0, destroyedLocations: 0, restarted });
    const m = (attacker: ReturnType<typeof side>, defender: ReturnType<typeof side>, previousAttacks = 0) => meleeCombat({ attacker, defender, damageRoll: 3, weaponDamage: 1, previousAttacks });
    expect(m(side([4, 4]), side([5]))).toEqual({ attackTotal: 8, defenseTotal: 5, winner: "attacker", damage: 4 });
    expect(m(side([4, 4], true), side([5]))).toEqual({ attackTotal: 7, defenseTotal: 5, winner: "attacker", damage: 3 });
    expect(m(side([4, 4]), side([5], true))).toMatchObject({ defenseTotal: 4 });
    expect(m(side([4, 4]), side([5]), 3)).toEqual({ attackTotal: 5, defenseTotal: 5, winner: "none", damage: 0 });
    expect(m(side([1, 1]), side([6]), 1)).toMatchObject({ winner: "defender", damage: 5 });
  });

  it("kick and armor piercing with the other modifiers", () => {
    expect(kick(4, ["intact", "intact"], 4, ["intact", "intact"], { attacker: false, defender: true }).success).toBe(true);
    expect(kick(5, ["intact", "intact"], 4, ["intact", "intact"], { attacker: true, defender: false }).success).toBe(false);
    // CAN in the rear arc: armor damage 3 - 1 (piercing) - 1 (rear) = 1 off the damage.
    expect(rangedAttack({ ...base, weaponType: "CAN", weaponDamage: 2, roll: [6, 5], damageRoll: 4, armorDamage: 3, rearArc: true, cover: "partial" }).damage).toBe(5);
    expect(rangedAttack({ ...base, weaponType: "CAN", weaponDamage: 2, roll: [6, 5], damageRoll: 4, armorDamage: 0 }).damage).toBe(6);
  });

  it("boxes: the excess goes to the torso; a full torso takes no more", () => {
    const boxes = { head: { gray: 2, red: 1 }, torso: { gray: 4, red: 2 }, leftArm: { gray: 2, red: 1 }, rightArm: { gray: 2, red: 1 }, leftLeg: { gray: 3, red: 1 }, rightLeg: { gray: 3, red: 1 } };
    const filled = { head: 1, torso: 4, leftArm: 0, rightArm: 0, leftLeg: 0, rightLeg: 0 };
    expect(fillBoxes(boxes, filled, "head", 5)).toEqual({ onLocation: 2, onTorso: 2 });
    expect(filled).toMatchObject({ head: 3, torso: 6 });
    expect(fillBoxes(boxes, filled, "head", 2)).toEqual({ onLocation: 0, onTorso: 0 });
    expect(fillBoxes(boxes, filled, "torso", 2)).toEqual({ onLocation: 0, onTorso: 0 });
    expect(fillBoxes(boxes, { ...filled, torso: 0 }, "torso", 9)).toEqual({ onLocation: 6, onTorso: 0 });
  });

  it("kick: legs lower the die; a natural 6 always succeeds; ties fail", () => {
    expect(kick(6, ["destroyed", "destroyed"], 6, ["intact", "intact"]).success).toBe(true);
    expect(kick(4, ["intact", "intact"], 4, ["intact", "intact"]).success).toBe(false);
    expect(kick(4, ["intact", "intact"], 5, ["damaged", "destroyed"])).toEqual({ attackTotal: 4, defenseTotal: 2, success: true });
  });

  it("initiative: 1d6 + REACT less head damage; order by score, then bonus, then report order", () => {
    expect(initiativeScore(4, 3, "intact", false)).toEqual({ score: 7, bonus: 3 });
    expect(initiativeScore(4, 3, "damaged", false)).toEqual({ score: 6, bonus: 2 });
    expect(initiativeScore(4, 3, "destroyed", true)).toEqual({ score: 4, bonus: 1 });
    const u = (id: string, initiative: number | null, bonus: number, rolledAt: number) => ({ id, initiative, bonus, rolledAt });
    expect(initiativeOrder([u("a", 5, 1, 1), u("b", 5, 3, 2), u("c", 6, 0, 3), u("d", 5, 3, 0), u("e", null, 9, 4)])).toEqual(["c", "d", "b", "a"]);
  });

  it("moves: one less per damaged leg, two per destroyed, at least 1", () => {
    expect(moveAllowance(6, ["intact", "intact"])).toBe(6);
    expect(moveAllowance(6, ["damaged", "intact"])).toBe(5);
    expect(moveAllowance(6, ["destroyed", "damaged"])).toBe(3);
    expect(moveAllowance(2, ["destroyed", "destroyed"])).toBe(1);
  });

  it("locations: gray first, then red; damaged once a red box is filled; destroyed when full", () => {
    const boxes = { gray: 2, red: 1 };
    expect([0, 1, 2, 3, 4].map((n) => conditionOf(boxes, n))).toEqual(["intact", "intact", "intact", "destroyed", "destroyed"]);
    expect([2, 3, 4].map((n) => conditionOf({ gray: 2, red: 2 }, n))).toEqual(["intact", "damaged", "destroyed"]);
  });
});

describe("A.C.E. Fireteam state rules", () => {
  const load = (name: string) => fixtures.find((f) => f.name === name)!;

  it("a custom location table sends the location die where the record says (ruling location-roll)", () => {
    const f = load("gray-before-red-overflow-to-torso-head-destroyed");
    const table = ["rightLeg", "rightArm", "leftArm", "torso", "leftLeg", "head"];
    const state = replay({ ...f.record, setup: { ...f.record.setup, locationTable: table }, events: f.record.events.slice(0, 6) });
    expect(unitOf(state, "b1")!.filled).toMatchObject({ rightLeg: 2, head: 0 });
  });

  it("a guarding unit may attack later in its phase, out of order, once (ruling guard-attack)", () => {
    const f = load("actions-in-initiative-order");
    const events = [...f.record.events.slice(0, -1), { type: "guarded", unit: "a1" }, { type: "guarded", unit: "b1" }];
    const shoot = { type: "attacked", unit: "a1", weapon: "MC-51 Rifle", target: "b1", range: 3, roll: [4, 4], locationRoll: 5, damageRoll: 1 };
    const state = replay({ ...f.record, events: [...events, shoot] });
    expect(unitOf(state, "b1")!.filled.leftLeg).toBe(2);
    const again = tryReplay({ ...f.record, events: [...events, shoot, shoot] });
    expect(again.ok ? "accepted" : again.error.code).toBe("ERR_TURN_ORDER");
  });

  it("disabled units roll initiative and are skipped (ruling disabled-units-roll-initiative)", () => {
    const f = load("disabled-unit-cannot-act");
    const events = f.record.events.slice(0, 6);
    const next = [...events, { type: "phaseStarted" }, { type: "guarded", unit: "a1" }, { type: "phaseEnded" }];
    const state = replay({ ...f.record, events: next });
    expect(unitOf(state, "b1")!.status).toBe("disabled");
    expect(scoreboard(state).next).toBeNull();
  });

  it("a restarted unit is disabled again when its torso is hit again (ruling torso-damage-disables-again)", () => {
    const f = load("torso-damaged-disables-restart-on-six");
    const players = structuredClone(f.record.setup.players);
    players[1].units[0].locations.torso = { gray: 4, red: 3 };
    const record = { ...f.record, setup: { ...f.record.setup, players } };
    const state = replay({ ...record, events: [...record.events, { type: "damaged", unit: "b1", location: "leftLeg", amount: 1 }] });
    expect(unitOf(state, "b1")!.status).toBe("active");
    // 3 on the head fills it; the fourth overflows onto the damaged torso.
    const hit = replay({ ...record, events: [...record.events, { type: "damaged", unit: "b1", location: "head", amount: 4 }] });
    expect(unitOf(hit, "b1")!.status).toBe("disabled");
  });

  it("a mounted weapon on a destroyed arm is disabled; a dropped hand-held one can be switched into the other hand", () => {
    const f = load("arm-destroyed-drops-its-weapon");
    const prefix = f.record.events.slice(0, -1);
    const rearm = tryReplay({ ...f.record, events: [...prefix, { type: "switchedWeapon", unit: "b1", weapon: "MC-51 Rifle", location: "leftArm" }, { type: "phaseEnded" }] });
    expect(rearm.ok).toBe(true);
    if (rearm.ok) expect(unitOf(rearm.value, "b1")!.equippedAt).toEqual(["leftArm", null]);
    const sbc = load("cannon-armor-piercing");
    const broken = tryReplay({ ...sbc.record, events: [{ type: "damaged", unit: "a1", location: "leftArm", amount: 3 }, ...sbc.record.events] });
    expect(broken.ok ? "accepted" : broken.error.code).toBe("ERR_WEAPON_UNAVAILABLE");
  });

  it("CLI --json prints the issue's keys first", () => {
    const f = load("control-worked-game");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "game.json", "--json"], io)).toBe(0);
    const json = JSON.parse(out.join(""));
    expect(Object.keys(json).slice(0, 8)).toEqual(["mode", "over", "turn", "phase", "players", "units", "winners", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "score", "cost"]);
    expect(Object.keys(json.units[0])).toEqual(["id", "player", "status", "locations", "movesLeft", "weaponActionsLeft", "weaponActionsLeftAt", "weapons", "guarding", "kicked", "actedThisPhase"]);
    expect(Object.keys(json.units[0].weapons[0])).toEqual(["name", "equippedAt", "usesLeft", "jammed", "stowed", "dropped", "shieldLeft"]);
    expect(json.winners).toEqual(["a"]);
    // The result records follow the scoreboard.
    expect(Object.keys(json).at(-1)).toBe("journal");
    expect(json.journal).toEqual(JSON.parse(JSON.stringify(journal(replay(f.record)))));
    const text: string[] = [];
    expect(run(["score", "game.json", "--explain"], { ...io, out: (t) => text.push(t) })).toBe(0);
    expect(text.join("\n")).toContain("a holds sector A1: +1 score");
  });
});

describe("docs/fireteam.md stays true", () => {
  const doc = docPage("fireteam.md");
  it("lists every ruling with its default", () => expectRulingsListed(doc, FIRETEAM_RULINGS));
  it("the worked turn prints what the doc shows", () => expectExampleOutputShown(doc, "fireteam-demo.json"));
});
