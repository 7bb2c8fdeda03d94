import type { Draft } from "immer";
import type { Cover } from "./combat.js";
import { chargeAttack, dropkickAttack, initiativeScore, moveCost, kick, meleeCombat, type MeleeOutcome, rangedAttack, restartSucceeds, splashDamage } from "./combat.js";
import { boxesLeft, fillBoxes, shieldShare, type ShieldUse } from "./damage.js";
import { damagedArmsHolding, defenseWeaponOf } from "./defense.js";
import type { FireteamEvent, FireteamEventOf } from "./events.js";
import { appendResults, type DamageRecord, type FireteamResult, type ResultEffect, type ResultKind } from "./journal.js";
import { bestPlayers, scoreEntries } from "./scoring.js";
import {
  absolutePhase, actionSlot, cardOf, conditionAt, type FireteamLedgerEntry, type FireteamState, heldIn, initiativeOrder, shieldOf, stillOnGuard, strayOrder, unarmedBoxAt, unitOf,
  type UnitState,
} from "./state.js";
import { ARMS, LEGS, type Location, LOCATIONS, otherArm } from "./units.js";
import { before } from "../../core/draft.js";
import { own } from "../../core/schema.js";

type S = Draft<FireteamState>;
type U = Draft<UnitState>;
type Post = (entry: FireteamLedgerEntry) => void;

/** The event being folded in: its index, and the result records it resolves. */
interface Ctx {
  readonly index: number;
  readonly results: FireteamResult[];
}

/** Where one result's damage, effects and rulings are written while it resolves. */
interface Out {
  readonly damaged: DamageRecord[];
  readonly effects: ResultEffect[];
  readonly rulings: string[];
}

const newOut = (...rulings: string[]): Out => ({ damaged: [], effects: [], rulings });

/** Adds a result record: the fields given, the rest empty. */
function record(ctx: Ctx, kind: ResultKind, unit: string, fields: Partial<FireteamResult>, out: Out): void {
  ctx.results.push({
    event: ctx.index, kind, unit, target: null, weapon: null, dice: [], defenseDie: null, locationDie: null, damageDie: null, total: null, against: null,
    outcome: "applied", critical: false, criticalFailure: false, damage: 0, ...fields, damaged: out.damaged, effects: out.effects, rulings: [...new Set(out.rulings)],
  });
}

export function mutate(state: S, event: FireteamEvent, index: number, post: Post): void {
  const ctx: Ctx = { index, results: [] };
  fold(state, event, ctx, post);
  if (ctx.results.length > 0) appendResults(state, ctx.results);
}

function fold(state: S, event: FireteamEvent, ctx: Ctx, post: Post): void {
  const phase = absolutePhase(state);
  switch (event.type) {
    case "turnStarted":
      state.turn += 1;
      state.phase = 0;
      state.order = [];
      state.harvesterMovedThisTurn = 0;
      for (const u of state.units) {
        u.initiative = null;
        u.movesUsed = 0;
        u.weaponActionsUsed = 0;
        for (const l of LOCATIONS) u.weaponActionsUsedAt[l] = 0;
        u.attacksThisTurn = 0;
        for (let i = 0; i < u.weaponUses.length; i++) u.weaponUses[i] = 0;
      }
      return;
    case "initiativeRolled": {
      const u = unitOf(state, event.unit)!;
      const { score, bonus } = initiativeScore(event.roll, cardOf(state, u.id).react, conditionAt(state, u, "head"), u.restarted);
      u.initiative = score;
      u.bonus = bonus;
      u.rolledAt = ++state.rolls;
      return;
    }
    case "phaseStarted":
      if (state.phase === 0) state.order = initiativeOrder(state.units);
      state.phase += 1;
      state.phaseOpen = true;
      state.lastActor = null;
      // Clouds that have lasted their phases are gone.
      if (state.smoke.some((c) => c.until < phase + 1)) state.smoke = state.smoke.filter((c) => c.until >= phase + 1);
      return;
    case "phaseEnded":
      return phaseEnded(state, event, ctx.index, post);
    case "restartRolled": {
      const u = unitOf(state, event.unit)!;
      u.restartTriedPhase = phase;
      const was = u.restarted;
      const out = newOut(...(was ? ["restart-minus-one"] : []));
      const success = restartSucceeds(event.roll, was);
      if (success) {
        u.status = "active";
        u.restarted = true;
        u.restartedPhase = phase;
        out.effects.push({ unit: u.id, effect: "restarted", subject: null });
        out.rulings.push("restart-acts-next-phase");
      }
      record(ctx, "restart", u.id, { dice: [event.roll], total: event.roll - (was ? 1 : 0), against: 6, outcome: success ? "success" : "failure" }, out);
      return;
    }
    case "damaged": {
      const u = unitOf(state, event.unit)!;
      const out = newOut("reported-damage");
      hit(state, u, event.location, event.amount, null, false, out);
      record(ctx, "damage", u.id, { damage: event.amount }, out);
      return;
    }
    case "harvesterMoved":
      state.harvesterMovedThisTurn += event.distance;
      state.harvesterMovedSinceReport += event.distance;
      return;
    case "meteorCollected":
      unitOf(state, event.harvester)!.meteors += 1;
      state.meteorsLeft -= 1;
      return;
    case "strayAttacked":
      return stray(state, event, ctx);
    case "splashRolled":
      return meleeSplash(state, event, ctx);
    default:
      return action(state, event, phase, ctx);
  }
}

type Action = Exclude<FireteamEvent, { type: "turnStarted" | "initiativeRolled" | "phaseStarted" | "phaseEnded" | "restartRolled" | "damaged" | "harvesterMoved" | "meteorCollected" | "strayAttacked" | "splashRolled" }>;

/** One WEAPON box used, at `at` (ruling weapon-boxes). */
function useBox(u: U, at: Location): void {
  u.weaponActionsUsed += 1;
  u.weaponActionsUsedAt[at] += 1;
}

const weaponIndex = (state: S, u: UnitState, name: string): number => cardOf(state, u.id).weapons.findIndex((w) => w.name === name);

function action(state: S, e: Action, phase: number, ctx: Ctx): void {
  const u = unitOf(state, e.unit)!;
  // An out-of-order attack (from guard, or free after a move) is not the unit's action for the phase.
  const slot = actionSlot(state as FireteamState, u, e.type);
  if (slot === "guardAttack") {
    // An attack from a guard kept from the previous phase continues it: the guard is its action for this phase.
    if (u.guardPhase !== phase && stillOnGuard(state as FireteamState, u)) u.actedPhase = phase;
    u.guardPhase = phase;
    u.guardAttackPhase = phase;
  }
  else if (slot === "freeMelee") u.freeAttackPhase = phase;
  else if (slot === "afterDrop") {
    if (e.type === "switchedWeapon") u.freeSwitchPhase = phase;
  } else u.actedPhase = phase;
  state.lastActor = u.id;
  if (e.type === "attacked" || e.type === "meleeAttacked" || e.type === "dropkicked" || e.type === "kicked") u.attacksThisTurn += 1;
  switch (e.type) {
    case "moved":
      u.movesUsed += moveCost(e.climbFloors);
      u.moveStreak = u.lastMovedPhase === phase - 1 ? u.moveStreak + 1 : 1;
      u.lastMovedPhase = phase;
      if (e.jumpDown !== undefined) {
        // "A unit can jump down at no additional MOVE cost, but will take 1 LEG damage instead."
        const out = newOut("jump-down");
        hit(state, u, e.jumpDown, 1, null, false, out);
        record(ctx, "jumpDown", u.id, { damage: 1 }, out);
      }
      if (e.climbDamage !== undefined) {
        // LEG DESTROYED: climbing down "now causes 1 LEG or 1 TORSO damage per floor".
        const out = newOut("climb-down-damage");
        for (const l of e.climbDamage) if (u.status !== "destroyed") hit(state, u, l, 1, null, false, out);
        record(ctx, "climbDown", u.id, { damage: e.climbDamage.length }, out);
      }
      return;
    case "guarded":
      u.guardPhase = phase;
      return;
    case "switchedWeapon": {
      const picked = weaponIndex(state, u, e.weapon);
      // What fills the hand is stowed; a two-handed weapon fills the other hand too (ruling two-handed-weapons).
      const hands = own(cardOf(state, u.id).weapons[picked]!, "twoHanded") ? [e.location, otherArm(e.location)] : [e.location];
      for (const hand of hands) {
        const held = heldIn(state as FireteamState, u, hand);
        if (held >= 0 && held !== picked) u.equippedAt[held] = null;
      }
      u.equippedAt[picked] = e.location;
      // "This can also be used to pick up a DROPPED weapon."
      u.dropped[picked] = false;
      // "switch weapons with no WEAPON cost" after a DROP; otherwise "one WEAPON action for the location used".
      if (slot !== "afterDrop") useBox(u, e.location);
      return;
    }
    case "droppedWeapon": {
      const i = weaponIndex(state, u, e.weapon);
      u.dropHand = u.equippedAt[i] ?? null;
      u.equippedAt[i] = null;
      u.dropped[i] = true;
      u.droppedPhase = phase;
      return;
    }
    case "attacked": {
      const i = weaponIndex(state, u, e.weapon);
      u.weaponUses[i]! += 1;
      useBox(u, u.equippedAt[i]!);
      const others = e.meleeWith ?? [];
      shoot(state, u, i, {
        kind: "attack", target: e.target, range: e.range, roll: e.roll, locationRoll: e.locationRoll, damageRoll: e.damageRoll, cover: e.cover, rearArc: e.rearArc,
        splashLocationRoll: e.splashLocationRoll, targetInMelee: e.targetInMelee === true || others.length > 0, meleeDefense: 2,
        shooterInSmoke: e.shooterInSmoke === true, targetInSmoke: e.targetInSmoke === true,
      }, [e.target, ...others], strayOrder(state as FireteamState, others), ctx);
      return;
    }
    case "meleeAttacked":
      return melee(state, u, e, ctx);
    case "dropkicked": {
      // "The attacker and defenders roll as in standard MELEE combat": -1 ACCURACY per previous attack this turn.
      // "The defending unit adds any defense bonus from their melee weapon, and +1 for a SHIELD" (and a damaged arm holding it costs 1, ruling arm-damage-in-melee).
      const t = unitOf(state, e.target)!;
      const defender = defenseSide(state, t, e.defenseRoll, e.defenseWeapon);
      const outcome = dropkickAttack({ attacker: meleeSide(state, u, e.roll, 0, -1, true), defender, damageRoll: e.damageRoll, weaponDamage: 0, previousAttacks: u.attacksThisTurn - 1 }, e.reckless);
      const out = meleeOut(outcome, defender.armDamaged > 0);
      if (outcome.winner !== "none") hit(state, outcome.winner === "attacker" ? t : u, locationFor(state, e.locationRoll), outcome.damage, "melee", false, out);
      // "Regardless of outcome, both the attacking and defending unit's turns are ended after a DROPKICK."
      u.turnOverTurn = state.turn;
      t.turnOverTurn = state.turn;
      out.effects.push({ unit: u.id, effect: "turnEnded", subject: null }, { unit: t.id, effect: "turnEnded", subject: null });
      record(ctx, "dropkick", u.id, meleeFields(t.id, null, e, outcome), out);
      return;
    }
    case "kicked": {
      const t = unitOf(state, e.target)!;
      const legsOf = (x: UnitState) => LEGS.map((l) => conditionAt(state, x, l));
      // Ruling kick-is-an-attack: the kick's own roll takes -1 per earlier attack of the turn only with that option.
      const earlier = state.kickRoll === "minusPreviousAttacks" ? u.attacksThisTurn - 1 : 0;
      const outcome = kick(e.roll, legsOf(u), e.defenseRoll, legsOf(t), { attacker: u.restarted, defender: t.restarted }, earlier);
      const out = newOut(...(earlier > 0 ? ["kick-is-an-attack"] : []), ...(outcome.attackTotal === outcome.defenseTotal && !outcome.success ? ["kick-tie"] : []));
      // "The unit being kicked is moved 4" away from the kicking unit and cannot perform an action during the next PHASE."
      if (outcome.success) {
        // A second kick in the phase the first one took leaves that phase taken and takes the next.
        if (t.stunnedPhase !== phase) t.stunnedFrom = phase + 1;
        t.stunnedPhase = phase + 1;
        out.effects.push({ unit: t.id, effect: "losesNextPhase", subject: null });
      }
      record(ctx, "kick", u.id, { target: t.id, dice: [e.roll], defenseDie: e.defenseRoll, total: outcome.attackTotal, against: outcome.defenseTotal, outcome: outcome.success ? "success" : "failure" }, out);
      return;
    }
    case "smokeLaunched": {
      const i = weaponIndex(state, u, e.weapon);
      u.weaponUses[i]! += 1;
      useBox(u, u.equippedAt[i]!);
      // "an 8" circle is placed adjacent to the unit at the beginning of the next PHASE. roll 1d6 for the number of PHASES that the smoke cloud lasts."
      state.smoke.push({ by: u.id, from: phase + 1, until: phase + e.roll });
      const out = newOut("smoke-launch");
      out.effects.push({ unit: u.id, effect: "smokeCloud", subject: null });
      record(ctx, "smoke", u.id, { weapon: e.weapon, dice: [e.roll], total: e.roll }, out);
      return;
    }
  }
}

/** A shot (an attack, or the second attack of one that missed into a melee): what `shoot` needs. */
interface Shot {
  readonly kind: "attack" | "stray";
  readonly target: string;
  readonly range: number;
  readonly roll: readonly [number, number];
  readonly locationRoll: number;
  readonly damageRoll: number;
  readonly cover: Cover | undefined;
  readonly rearArc: boolean | undefined;
  readonly splashLocationRoll: number | undefined;
  readonly targetInMelee: boolean;
  readonly meleeDefense: number;
  readonly shooterInSmoke: boolean;
  readonly targetInSmoke: boolean;
}

/**
 * Resolves a shot with weapon `i` of `u`: the hit, its damage (a combat shield first, from the front
 * arc), the EXP splash on a second location, and what is owed next: on a miss into a melee the second
 * attack at the next unit of `queue`; on an EXP hit in a melee the splash on its other units.
 * `melee` is every unit of the melee but the shooter.
 */
function shoot(state: S, u: U, i: number, s: Shot, melee: readonly string[], queue: readonly string[], ctx: Ctx): void {
  const w = cardOf(state, u.id).weapons[i]!;
  const t = unitOf(state, s.target)!;
  const target = cardOf(state, t.id);
  const outcome = rangedAttack({
    accuracy: w.accuracy![s.range - 1]!,
    weaponType: w.type,
    weaponDamage: w.damage,
    range: s.range,
    roll: s.roll,
    damageRoll: s.damageRoll,
    head: conditionAt(state, u, "head"),
    armDamaged: damagedArmsHolding(state, u, i),
    previousAttacks: u.attacksThisTurn - 1,
    emptySecondHand: hasEmptySecondHand(state, u, i),
    restarted: u.restarted,
    armor: target.armor,
    armorDamage: target.armorDamage,
    cover: s.cover ?? "none",
    rearArc: s.rearArc ?? false,
    targetInMelee: s.targetInMelee,
    meleeDefense: s.meleeDefense,
    shooterInSmoke: s.shooterInSmoke,
    targetInSmoke: s.targetInSmoke,
  });
  const out = newOut();
  if (s.kind === "stray") out.rulings.push("stray-shot", "stray-shot-order");
  if (s.shooterInSmoke || s.targetInSmoke) out.rulings.push("smoke-in-ranged-attacks");
  if (outcome.critical) out.rulings.push("critical-hit-damage");
  if (outcome.destroysLocation) out.rulings.push("critical-destroys-location");
  if (outcome.criticalFailure) {
    u.jammed[i] = true;
    out.effects.push({ unit: u.id, effect: "weaponJammed", subject: w.name });
    out.rulings.push("critical-failure-misses");
  }
  const location = locationFor(state, s.locationRoll);
  // "A CRITICAL HIT ... ignores all damage modifiers, including the defending unit's ARMOR and equipment": the shield too.
  // The shield takes damage "from the FRONT ARC" (ruling shield-front-arc).
  const use: ShieldUse | null = outcome.critical || s.rearArc === true ? null : w.type === "CAN" ? "piercing" : "ranged";
  if (outcome.hit) hit(state, t, location, outcome.damage, use, outcome.destroysLocation, out);
  record(ctx, s.kind, u.id, {
    target: t.id, weapon: w.name, dice: [...s.roll], locationDie: s.locationRoll, damageDie: s.damageRoll, total: outcome.total, against: outcome.defense,
    outcome: outcome.hit ? "hit" : "miss", critical: outcome.critical, criticalFailure: outcome.criticalFailure, damage: outcome.damage,
  }, out);
  state.due = null;
  if (outcome.hit && w.type === "EXP") {
    if (t.status !== "destroyed") {
      // "Roll a second damage location after resolving the attack ... If the same location is rolled, there is no effect."
      const second = locationFor(state, s.splashLocationRoll!);
      const splash = newOut("splash-damage");
      const same = second === location;
      if (!same) hit(state, t, second, splashDamage(w.damage), outcome.critical ? null : use, false, splash);
      record(ctx, "splash", u.id, { target: t.id, weapon: w.name, locationDie: s.splashLocationRoll!, damage: same ? 0 : splashDamage(w.damage), outcome: same ? "noEffect" : "applied" }, splash);
    }
    // "If the unit is in melee with other units, roll splash damage for those units as well" (ruling melee-splash).
    const others = melee.filter((id) => id !== t.id && unitOf(state, id)!.status !== "destroyed");
    if (others.length > 0) state.due = { kind: "splash", unit: u.id, weapon: w.name, targets: others };
  } else if (!outcome.hit && !outcome.criticalFailure && queue.length > 0) {
    // "a second attack is rolled against the next unit in the MELEE with the lowest REACT at +3 DEFENSE, and if that misses ... +4 DEFENSE etc."
    state.due = { kind: "stray", unit: u.id, weapon: w.name, range: s.range, shooterInSmoke: s.shooterInSmoke, next: [...queue], defense: s.meleeDefense + 1, melee: [...melee] };
  }
}

function stray(state: S, e: FireteamEventOf<"strayAttacked">, ctx: Ctx): void {
  const due = before(state).due as Extract<FireteamState["due"], { kind: "stray" }>;
  const u = unitOf(state, e.unit)!;
  const shot: Shot = {
    kind: "stray", target: e.target, range: due.range, roll: e.roll, locationRoll: e.locationRoll, damageRoll: e.damageRoll, cover: e.cover, rearArc: e.rearArc,
    splashLocationRoll: e.splashLocationRoll, targetInMelee: true, meleeDefense: due.defense, shooterInSmoke: due.shooterInSmoke, targetInSmoke: e.targetInSmoke === true,
  };
  shoot(state, u, weaponIndex(state, u, due.weapon), shot, due.melee, due.next.slice(1), ctx);
}

function meleeSplash(state: S, e: FireteamEventOf<"splashRolled">, ctx: Ctx): void {
  const due = before(state).due as Extract<FireteamState["due"], { kind: "splash" }>;
  const u = unitOf(state, e.unit)!;
  const t = unitOf(state, e.target)!;
  const w = cardOf(state, u.id).weapons[weaponIndex(state, u, due.weapon)]!;
  const out = newOut("splash-damage", "melee-splash");
  hit(state, t, locationFor(state, e.locationRoll), splashDamage(w.damage), e.rearArc === true ? null : "ranged", false, out);
  record(ctx, "meleeSplash", u.id, { target: t.id, weapon: w.name, locationDie: e.locationRoll, damage: splashDamage(w.damage) }, out);
  const left = due.targets.filter((id) => id !== t.id);
  state.due = left.length > 0 ? { kind: "splash", unit: due.unit, weapon: due.weapon, targets: left } : null;
}

function melee(state: S, u: U, e: FireteamEventOf<"meleeAttacked">, ctx: Ctx): void {
  const card = cardOf(state, u.id);
  const t = unitOf(state, e.target)!;
  const i = e.weapon === undefined ? -1 : weaponIndex(state, u, e.weapon);
  const bonus = i < 0 ? { attack: 0, defense: 0, damage: 0 } : card.weapons[i]!.melee!;
  if (i >= 0) u.weaponUses[i]! += 1;
  // "Attacks use one WEAPON action, mark off one box on the unit's card in the selected location" (ruling weapon-boxes).
  useBox(u, i >= 0 ? u.equippedAt[i]! : unarmedBoxAt(state as FireteamState, u));
  const m = {
    attacker: meleeSide(state, u, e.roll, bonus.attack, i, true),
    defender: defenseSide(state, t, e.defenseRoll, e.defenseWeapon),
    damageRoll: e.damageRoll,
    weaponDamage: bonus.damage,
    previousAttacks: u.attacksThisTurn - 1,
  };
  const outcome = e.charge === undefined ? meleeCombat(m) : chargeAttack(m, e.charge);
  const out = meleeOut(outcome, m.attacker.armDamaged + m.defender.armDamaged > 0);
  if (outcome.winner !== "none") hit(state, outcome.winner === "attacker" ? t : u, locationFor(state, e.locationRoll), outcome.damage, "melee", false, out);
  if (e.charge !== undefined) {
    // "A CHARGE attack, once completed, ends the attacking unit's turn, and if successful, the targeted unit's turn as well."
    u.turnOverTurn = state.turn;
    out.effects.push({ unit: u.id, effect: "turnEnded", subject: null });
    if (outcome.winner === "attacker") {
      t.turnOverTurn = state.turn;
      out.effects.push({ unit: t.id, effect: "turnEnded", subject: null });
    }
  }
  record(ctx, e.charge === undefined ? "melee" : "charge", u.id, meleeFields(t.id, i < 0 ? null : card.weapons[i]!.name, e, outcome), out);
}

/** The rulings of a melee, charge or dropkick record: the dice, a damaged arm holding a melee weapon, and the damage armor does not reduce. */
const meleeOut = (o: MeleeOutcome, armDamaged: boolean): Out =>
  newOut("melee-attack-dice", ...(armDamaged ? ["arm-damage-in-melee"] : []), ...(o.damage > 0 ? ["melee-armor-damage"] : []));

/** The fields of a melee, charge or dropkick record. */
function meleeFields(target: string, weapon: string | null, e: { readonly roll: readonly number[]; readonly defenseRoll: number; readonly locationRoll: number; readonly damageRoll: number }, o: MeleeOutcome): Partial<FireteamResult> {
  const outcome = o.winner === "attacker" ? "attackerWins" : o.winner === "defender" ? "defenderWins" : "tie";
  return { target, weapon, dice: [...e.roll], defenseDie: e.defenseRoll, locationDie: e.locationRoll, damageDie: e.damageRoll, total: o.attackTotal, against: o.defenseTotal, outcome, damage: o.damage };
}

/** The defender's side of a melee or dropkick: its one die, the defense bonus of the melee weapon it names (none: 0), and its shield. */
function defenseSide(state: S, t: UnitState, defenseRoll: number, name: string | undefined) {
  const d = defenseWeaponOf(state as FireteamState, t, name);
  return meleeSide(state, t, [defenseRoll], d < 0 ? 0 : cardOf(state, t.id).weapons[d]!.melee!.defense, d, false);
}

/**
 * One side of a melee. `weapon` is the index of the side's melee weapon (-1: none): on a damaged arm
 * it costs 1 (ruling arm-damage-in-melee); the attacker's weapon in one hand with the other hand
 * empty and functioning gains 1 ("to attacks made with weapons in the other hand"); the defender's
 * working combat shield gains 1 ("and +1 for a SHIELD").
 */
function meleeSide(state: S, u: UnitState, dice: readonly number[], bonus: number, weapon: number, attacking: boolean) {
  const destroyedLocations = LOCATIONS.filter((l) => conditionAt(state, u, l) === "destroyed").length;
  const armDamaged = weapon < 0 ? 0 : damagedArmsHolding(state as FireteamState, u, weapon);
  const emptySecondHand = attacking && weapon >= 0 && hasEmptySecondHand(state, u, weapon);
  const shield = !attacking && shieldOf(state as FireteamState, u) >= 0;
  return { dice, bonus, destroyedLocations, restarted: u.restarted, armDamaged, emptySecondHand, shield };
}

const locationFor = (state: S, roll: number): Location => state.locationTable[roll - 1]!;

/** "A unit with a functioning empty second hand gains +1 ACCURACY to attacks made with weapons in the other hand." */
function hasEmptySecondHand(state: S, u: UnitState, weapon: number): boolean {
  const card = cardOf(state, u.id);
  const w = card.weapons[weapon]!;
  const at = u.equippedAt[weapon];
  // A two-handed weapon holds the second hand (ruling two-handed-weapons).
  if (!card.hands || card.arms < 2 || !w.handheld || own(w, "twoHanded") || (at !== "leftArm" && at !== "rightArm")) return false;
  const other = otherArm(at);
  if (conditionAt(state, u, other) === "destroyed") return false;
  return heldIn(state as FireteamState, u, other) < 0;
}

/**
 * Damage on a unit: a combat shield's part first (`use`: how the damage meets it; null: it does not),
 * boxes at the location, the excess on the torso, then the DAMAGE EFFECTS that change state: a damaged
 * torso disables the unit, a destroyed torso destroys it, a destroyed arm drops what its hand held.
 * Writes what landed and what changed to `out`.
 */
function hit(state: S, u: U, location: Location, amount: number, use: ShieldUse | null, destroyLocation: boolean, out: Out): void {
  const card = cardOf(state, u.id);
  let onLocation = amount;
  let onShield = 0;
  const s = use === null ? -1 : shieldOf(state as FireteamState, u);
  if (s >= 0) {
    const boxes = own(card.weapons[s]!, "boxes") ?? 0;
    const share = shieldShare(amount, boxes - u.shieldDamage[s]!, use!, state.shieldSplit);
    onShield = share.shield;
    onLocation = share.location;
    u.shieldDamage[s]! += onShield;
    out.rulings.push(use === "melee" ? "shield-melee-split" : "shield-front-arc");
    if (u.shieldDamage[s]! >= boxes) {
      // "Once the SHIELD is DESTROYED, it is discarded."
      u.equippedAt[s] = null;
      u.dropped[s] = true;
      out.effects.push({ unit: u.id, effect: "shieldDestroyed", subject: card.weapons[s]!.name });
    }
  }
  const status = u.status;
  const watched = location === "torso" ? (["torso"] as const) : ([location, "torso"] as const);
  const was = watched.map((l) => conditionAt(state, u, l));
  const dealt = destroyLocation ? Math.max(onLocation, boxesLeft(card.locations[location], u.filled[location])) : onLocation;
  const split = fillBoxes(card.locations, u.filled, location, dealt);
  const torso = conditionAt(state, u, "torso");
  if (torso === "destroyed") u.status = "destroyed";
  else if (torso === "damaged" && (split.onTorso > 0 || (location === "torso" && split.onLocation > 0)) && u.status === "active") u.status = "disabled";
  watched.forEach((l, k) => {
    const now = conditionAt(state, u, l);
    if (now !== was[k]) out.effects.push({ unit: u.id, effect: now === "destroyed" ? "locationDestroyed" : "locationDamaged", subject: l });
  });
  if (u.status !== status) out.effects.push({ unit: u.id, effect: u.status === "destroyed" ? "destroyed" : "disabled", subject: null });
  for (const arm of ARMS) {
    if (conditionAt(state, u, arm) !== "destroyed") continue;
    // "ARM DESTROYED- Disables all weapons on that limb (or drops, if unit with hands), unit can no longer operate two handed weapons."
    const held = heldIn(state as FireteamState, u, arm);
    if (held >= 0) {
      u.equippedAt[held] = null;
      u.dropped[held] = true;
      out.effects.push({ unit: u.id, effect: "weaponDropped", subject: card.weapons[held]!.name });
    }
  }
  out.damaged.push({ unit: u.id, location, amount, shield: onShield, boxes: split.onLocation, torso: split.onTorso });
}

function phaseEnded(state: S, e: FireteamEventOf<"phaseEnded">, index: number, post: Post): void {
  state.phaseOpen = false;
  state.lastActor = null;
  if (e.occupancy !== undefined) {
    // "any sector with only your unit in it is controlled by your team"; "it is under your control until occupied by
    // another player"; "Contested sectors are not scored": a contested sector has no owner (ruling contested-sector).
    for (const [sector, present] of Object.entries(e.occupancy)) {
      if (present.length === 1) state.sectorOwner[sector] = present[0]!;
      else if (present.length > 1) state.sectorOwner[sector] = null;
    }
  }
  // Copied into a null-prototype object (see FireteamState.sectorOwner): a player "constructor" is a plain key.
  if (e.harvesterDistances !== undefined) {
    state.harvesterDistances = Object.assign(Object.create(null), e.harvesterDistances);
    state.harvesterMovedSinceReport = 0;
  }
  if (state.turn === 6 && state.phase === 6) endGame(state, index, post);
}

function endGame(state: S, index: number, post: Post): void {
  state.over = true;
  state.winners = bestPlayers(state as FireteamState);
  for (const entry of scoreEntries(state as FireteamState, index)) post(entry);
}
