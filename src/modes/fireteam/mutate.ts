import type { Draft } from "immer";
import { chargeAttack, dropkickAttack, initiativeScore, moveCost, kick, meleeCombat, rangedAttack, restartSucceeds, splashDamage } from "./combat.js";
import { boxesLeft, fillBoxes } from "./damage.js";
import type { FireteamEvent, FireteamEventOf } from "./events.js";
import { bestPlayers, scoreItems } from "./scoring.js";
import { absolutePhase, actionSlot, cardOf, conditionAt, type FireteamLedgerEntry, type FireteamState, initiativeOrder, stillOnGuard, unitOf, type UnitState } from "./state.js";
import { ARMS, LEGS, type Location, LOCATIONS } from "./units.js";

type S = Draft<FireteamState>;
type U = Draft<UnitState>;
type Post = (entry: FireteamLedgerEntry) => void;

export function mutate(state: S, event: FireteamEvent, index: number, post: Post): void {
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
      return;
    case "phaseEnded":
      return phaseEnded(state, event, index, post);
    case "restartRolled": {
      const u = unitOf(state, event.unit)!;
      u.restartTriedPhase = phase;
      if (restartSucceeds(event.roll, u.restarted)) {
        u.status = "active";
        u.restarted = true;
        u.restartedPhase = phase;
      }
      return;
    }
    case "damaged":
      return hit(state, unitOf(state, event.unit)!, event.location, event.amount, false);
    case "harvesterMoved":
      state.harvesterMovedThisTurn += event.distance;
      return;
    case "meteorCollected":
      unitOf(state, event.harvester)!.meteors += 1;
      state.meteorsLeft -= 1;
      return;
    default:
      return action(state, event, phase);
  }
}

function action(state: S, e: Exclude<FireteamEvent, { type: "turnStarted" | "initiativeRolled" | "phaseStarted" | "phaseEnded" | "restartRolled" | "damaged" | "harvesterMoved" | "meteorCollected" }>, phase: number): void {
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
      return;
    case "guarded":
      u.guardPhase = phase;
      return;
    case "switchedWeapon": {
      const weapons = cardOf(state, u.id).weapons;
      // The hand's current hand-held weapon is stowed; the new one moves into the hand.
      weapons.forEach((w, i) => {
        if (w.handheld && u.equippedAt[i] === e.location) u.equippedAt[i] = null;
      });
      const picked = weapons.findIndex((w) => w.name === e.weapon);
      u.equippedAt[picked] = e.location;
      // "This can also be used to pick up a DROPPED weapon."
      u.dropped[picked] = false;
      // "switch weapons with no WEAPON cost" after a DROP.
      if (slot !== "afterDrop") u.weaponActionsUsed += 1;
      return;
    }
    case "droppedWeapon": {
      const i = cardOf(state, u.id).weapons.findIndex((w) => w.name === e.weapon);
      u.dropHand = u.equippedAt[i] ?? null;
      u.equippedAt[i] = null;
      u.dropped[i] = true;
      u.droppedPhase = phase;
      return;
    }
    case "attacked":
      return ranged(state, u, e);
    case "meleeAttacked":
      return melee(state, u, e);
    case "dropkicked": {
      // "The attacker and defenders roll as in standard MELEE combat": -1 ACCURACY per previous attack this turn.
      // "The defending unit adds any defense bonus from their melee weapon" (and a damaged arm holding it costs 1, ruling arm-damage-in-melee).
      const t = unitOf(state, e.target)!;
      const defender = defenseSide(state, t, e.defenseRoll, e.defenseWeapon);
      const outcome = dropkickAttack({ attacker: meleeSide(state, u, e.roll, 0, -1, true), defender, damageRoll: e.damageRoll, weaponDamage: 0, previousAttacks: u.attacksThisTurn - 1 }, e.reckless);
      if (outcome.winner !== "none") hit(state, outcome.winner === "attacker" ? t : u, locationFor(state, e.locationRoll), outcome.damage, false);
      // "Regardless of outcome, both the attacking and defending unit's turns are ended after a DROPKICK."
      u.turnOverTurn = state.turn;
      t.turnOverTurn = state.turn;
      return;
    }
    case "kicked": {
      const t = unitOf(state, e.target)!;
      const legsOf = (x: UnitState) => LEGS.map((l) => conditionAt(state, x, l));
      const outcome = kick(e.roll, legsOf(u), e.defenseRoll, legsOf(t), { attacker: u.restarted, defender: t.restarted });
      // "The unit being kicked is moved 4" away from the kicking unit and cannot perform an action during the next PHASE."
      if (outcome.success) t.stunnedPhase = phase + 1;
      return;
    }
  }
}

function ranged(state: S, u: U, e: FireteamEventOf<"attacked">): void {
  const card = cardOf(state, u.id);
  const i = card.weapons.findIndex((w) => w.name === e.weapon);
  const w = card.weapons[i]!;
  const at = u.equippedAt[i]!;
  const t = unitOf(state, e.target)!;
  const target = cardOf(state, t.id);
  const outcome = rangedAttack({
    accuracy: w.accuracy![e.range - 1]!,
    weaponType: w.type,
    weaponDamage: w.damage,
    range: e.range,
    roll: e.roll,
    damageRoll: e.damageRoll,
    head: conditionAt(state, u, "head"),
    armDamaged: ARMS.includes(at) && conditionAt(state, u, at) === "damaged",
    previousAttacks: u.attacksThisTurn - 1,
    emptySecondHand: hasEmptySecondHand(state, u, i),
    restarted: u.restarted,
    armor: target.armor,
    armorDamage: target.armorDamage,
    cover: e.cover ?? "none",
    rearArc: e.rearArc ?? false,
    targetInMelee: e.targetInMelee ?? false,
  });
  u.weaponUses[i]! += 1;
  u.weaponActionsUsed += 1;
  if (outcome.criticalFailure) u.jammed[i] = true;
  if (!outcome.hit) return;
  const location = locationFor(state, e.locationRoll);
  hit(state, t, location, outcome.damage, outcome.destroysLocation);
  if (w.type === "EXP" && t.status !== "destroyed") {
    // "Roll a second damage location ... If the same location is rolled, there is no effect."
    const second = locationFor(state, e.splashLocationRoll!);
    if (second !== location) hit(state, t, second, splashDamage(w.damage), false);
  }
}

function melee(state: S, u: U, e: FireteamEventOf<"meleeAttacked">): void {
  const card = cardOf(state, u.id);
  const t = unitOf(state, e.target)!;
  const i = e.weapon === undefined ? -1 : card.weapons.findIndex((w) => w.name === e.weapon);
  const bonus = i < 0 ? { attack: 0, defense: 0, damage: 0 } : card.weapons[i]!.melee!;
  if (i >= 0) u.weaponUses[i]! += 1;
  u.weaponActionsUsed += 1;
  const melee = {
    attacker: meleeSide(state, u, e.roll, bonus.attack, i, true),
    defender: defenseSide(state, t, e.defenseRoll, e.defenseWeapon),
    damageRoll: e.damageRoll,
    weaponDamage: bonus.damage,
    previousAttacks: u.attacksThisTurn - 1,
  };
  const outcome = e.charge === undefined ? meleeCombat(melee) : chargeAttack(melee, e.charge);
  if (outcome.winner !== "none") hit(state, outcome.winner === "attacker" ? t : u, locationFor(state, e.locationRoll), outcome.damage, false);
  if (e.charge !== undefined) {
    // "A CHARGE attack, once completed, ends the attacking unit's turn, and if successful, the targeted unit's turn as well."
    u.turnOverTurn = state.turn;
    if (outcome.winner === "attacker") t.turnOverTurn = state.turn;
  }
}

/** The defender's side of a melee or dropkick: its one die, and the defense bonus of the melee weapon it names (none: 0). */
function defenseSide(state: S, t: UnitState, defenseRoll: number, name: string | undefined) {
  const d = name === undefined ? -1 : cardOf(state, t.id).weapons.findIndex((w) => w.name === name);
  return meleeSide(state, t, [defenseRoll], d < 0 ? 0 : cardOf(state, t.id).weapons[d]!.melee!.defense, d, false);
}

/**
 * One side of a melee. `weapon` is the index of the side's melee weapon (-1: none): on a damaged arm
 * it costs 1 (ruling arm-damage-in-melee); the attacker's weapon in one hand with the other hand
 * empty and functioning gains 1 ("to attacks made with weapons in the other hand").
 */
function meleeSide(state: S, u: UnitState, dice: readonly number[], bonus: number, weapon: number, attacking: boolean) {
  const destroyedLocations = LOCATIONS.filter((l) => conditionAt(state, u, l) === "destroyed").length;
  const at = weapon < 0 ? null : (u.equippedAt[weapon] ?? null);
  const armDamaged = at !== null && ARMS.includes(at) && conditionAt(state, u, at) === "damaged";
  const emptySecondHand = attacking && weapon >= 0 && hasEmptySecondHand(state, u, weapon);
  return { dice, bonus, destroyedLocations, restarted: u.restarted, armDamaged, emptySecondHand };
}

const locationFor = (state: S, roll: number): Location => state.locationTable[roll - 1]!;

/** "A unit with a functioning empty second hand gains +1 ACCURACY to attacks made with weapons in the other hand." */
function hasEmptySecondHand(state: S, u: UnitState, weapon: number): boolean {
  const card = cardOf(state, u.id);
  const at = u.equippedAt[weapon];
  if (!card.hands || card.arms < 2 || !card.weapons[weapon]!.handheld || (at !== "leftArm" && at !== "rightArm")) return false;
  const other = at === "leftArm" ? "rightArm" : "leftArm";
  if (conditionAt(state, u, other) === "destroyed") return false;
  return !card.weapons.some((w, i) => w.handheld && u.equippedAt[i] === other);
}

/**
 * Damage on a unit: boxes at the location, the excess on the torso, then the DAMAGE EFFECTS that
 * change state: a damaged torso disables the unit, a destroyed torso destroys it, a destroyed arm
 * drops what its hand held.
 */
function hit(state: S, u: U, location: Location, amount: number, destroyLocation: boolean): void {
  const card = cardOf(state, u.id);
  const dealt = destroyLocation ? Math.max(amount, boxesLeft(card.locations[location], u.filled[location])) : amount;
  const split = fillBoxes(card.locations, u.filled, location, dealt);
  const torso = conditionAt(state, u, "torso");
  if (torso === "destroyed") u.status = "destroyed";
  else if (torso === "damaged" && (split.onTorso > 0 || (location === "torso" && split.onLocation > 0)) && u.status === "active") u.status = "disabled";
  for (const arm of ARMS) {
    if (conditionAt(state, u, arm) !== "destroyed") continue;
    card.weapons.forEach((w, i) => {
      if (w.handheld && u.equippedAt[i] === arm) {
        u.equippedAt[i] = null;
        u.dropped[i] = true;
      }
    });
  }
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
  if (e.harvesterDistances !== undefined) state.harvesterDistances = Object.assign(Object.create(null), e.harvesterDistances);
  if (state.turn === 6 && state.phase === 6) endGame(state, index, post);
}

function endGame(state: S, index: number, post: Post): void {
  state.over = true;
  state.winners = bestPlayers(state as FireteamState);
  for (const player of state.playerIds) {
    let balance = 0;
    for (const item of scoreItems(state as FireteamState, player)) {
      balance += item.delta;
      post({ event: index, player, account: "score", delta: item.delta, balance, reason: item.reason, ...(item.subject === undefined ? {} : { subject: item.subject }) });
    }
  }
}
