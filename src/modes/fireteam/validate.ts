import { type Violation, violation } from "../../core/errors.js";
import { moveAllowance, moveCost } from "./combat.js";
import { usableMeleeWeapons } from "./defense.js";
import type { FireteamErrorCode } from "./errors.js";
import { actorOf, type FireteamEvent, type FireteamEventOf } from "./events.js";
import { absolutePhase, actionSlot, boxesLeftAt, cardOf, conditionAt, type FireteamDue, type FireteamState, guardsWithoutMoves, mayAct, nextActor, smokeUp, stunnedIn, unarmedBoxAt, unitOf, type UnitState } from "./state.js";
import { ARMS, LEGS, type Location, usesPerTurn, type Weapon } from "./units.js";
import { own } from "../../core/schema.js";

type Failure = Violation<FireteamErrorCode> | undefined;
const fail = (code: FireteamErrorCode, message: string): Failure => violation(code, message);

/** Whether `event` is legal now. Reads only. */
export function validate(state: FireteamState, event: FireteamEvent): Failure {
  if (state.over) return fail("ERR_GAME_OVER", `expected no more events: the game ended after turn 6 (winners ${state.winners.join(", ")})`);
  const named = unitsNamed(event).find((id) => unitOf(state, id) === undefined);
  if (named !== undefined) return fail("ERR_UNKNOWN_UNIT", `expected a unit of the game (${state.unitIds.join(", ")}), got ${JSON.stringify(named)}`);
  // A shot that missed into a melee, or an EXP hit there, is resolved before anything else.
  if (state.due !== null) return dueEvent(state, state.due, event);
  switch (event.type) {
    case "strayAttacked":
      return fail("ERR_ROLL_DUE", `expected a strayAttacked only when a shot missed a unit in melee with others (attacked with meleeWith); none is owed`);
    case "splashRolled":
      return fail("ERR_ROLL_DUE", `expected a splashRolled only when an EXP shot hit a unit in melee with others (attacked with meleeWith); none is owed`);
    case "turnStarted":
      if (state.turn > 0 && (state.phase < 6 || state.phaseOpen)) return fail("ERR_TURN", `expected turn ${state.turn} to finish its 6 phases first (phase ${state.phase}${state.phaseOpen ? " is open" : " has ended"})`);
      return undefined;
    case "initiativeRolled":
      return initiativeRolled(state, event);
    case "phaseStarted": {
      if (state.turn === 0) return fail("ERR_TURN", "expected a turnStarted before the first phase");
      if (state.phaseOpen) return fail("ERR_TURN", `expected phase ${state.phase} to end first`);
      if (state.phase === 6) return fail("ERR_TURN", "expected a new turn: each TURN consists of 6 PHASES");
      const unrolled = state.units.find((u) => u.status !== "destroyed" && u.initiative === null);
      return unrolled ? fail("ERR_INITIATIVE", `expected every unit in play to roll initiative before the first phase; ${unrolled.id} has not`) : undefined;
    }
    case "phaseEnded":
      return phaseEnded(state, event);
    case "restartRolled": {
      if (!state.phaseOpen) return fail("ERR_TURN", "expected a restart attempt during a phase");
      const u = unitOf(state, event.unit)!;
      if (u.status !== "disabled") return fail("ERR_RESTART", `expected ${u.id} to be disabled to attempt an emergency restart; it is ${u.status}`);
      return u.restartTriedPhase === absolutePhase(state) ? fail("ERR_RESTART", `expected one emergency restart attempt per phase; ${u.id} has tried this phase`) : undefined;
    }
    case "damaged": {
      const u = unitOf(state, event.unit)!;
      return u.status === "destroyed" ? fail("ERR_UNIT_DESTROYED", `expected ${u.id} to be in play; it is destroyed`) : undefined;
    }
    case "harvesterMoved": {
      if (state.gameMode !== "harvesterPush") return fail("ERR_WRONG_GAME_MODE", `expected harvesterMoved only in harvesterPush, not ${state.gameMode}`);
      if (!state.playerIds.includes(event.by)) return fail("ERR_UNKNOWN_PLAYER", `expected a player (${state.playerIds.join(", ")}), got ${JSON.stringify(event.by)}`);
      if (!state.phaseOpen) return fail("ERR_TURN", "expected the harvester to move during a phase");
      const left = 3 - state.harvesterMovedThisTurn;
      return event.distance > left ? fail("ERR_HARVESTER_LIMIT", `expected at most ${left} more harvester movement this turn ("The harvester has 3 movement points per turn"), got ${event.distance}`) : undefined;
    }
    case "meteorCollected": {
      if (state.gameMode !== "harvest") return fail("ERR_WRONG_GAME_MODE", `expected meteorCollected only in harvest, not ${state.gameMode}`);
      if (!state.phaseOpen) return fail("ERR_TURN", "expected a meteor to be collected during a phase");
      if (!cardOf(state, event.harvester).harvester) return fail("ERR_UNKNOWN_UNIT", `expected a harvester unit, got ${event.harvester}`);
      const h = unitOf(state, event.harvester)!;
      if (h.status !== "active") return fail(h.status === "destroyed" ? "ERR_UNIT_DESTROYED" : "ERR_UNIT_DISABLED", `expected a functioning harvester; ${h.id} is ${h.status}`);
      return state.meteorsLeft === 0 ? fail("ERR_NO_METEORS", "expected a meteor token on the board; all have been collected") : undefined;
    }
    default:
      return action(state, event);
  }
}

function unitsNamed(e: FireteamEvent): string[] {
  switch (e.type) {
    case "attacked":
      return [e.unit, e.target, ...(e.meleeWith ?? [])];
    case "meleeAttacked":
    case "dropkicked":
    case "kicked":
    case "strayAttacked":
    case "splashRolled":
      return [e.unit, e.target];
    case "smokeLaunched":
    case "initiativeRolled":
    case "moved":
    case "guarded":
    case "switchedWeapon":
    case "droppedWeapon":
    case "damaged":
    case "restartRolled":
      return [e.unit];
    case "meteorCollected":
      return [e.harvester];
    default:
      return [];
  }
}

function initiativeRolled(state: FireteamState, e: FireteamEventOf<"initiativeRolled">): Failure {
  if (state.turn === 0) return fail("ERR_TURN", "expected a turnStarted before initiative");
  if (state.phase > 0) return fail("ERR_INITIATIVE", `expected initiative before the first phase of turn ${state.turn}`);
  const u = unitOf(state, e.unit)!;
  if (u.status === "destroyed") return fail("ERR_UNIT_DESTROYED", `expected a unit in play to roll initiative; ${u.id} is destroyed`);
  return u.initiative !== null ? fail("ERR_INITIATIVE", `expected one initiative roll per unit per turn; ${u.id} has rolled`) : undefined;
}

function phaseEnded(state: FireteamState, e: FireteamEventOf<"phaseEnded">): Failure {
  if (!state.phaseOpen) return fail("ERR_TURN", "expected a phase to be open");
  const waiting = nextActor(state);
  if (waiting !== undefined) return fail("ERR_TURN_ORDER", `expected ${waiting} to take its action before the phase ends (order: ${state.order.join(", ")})`);
  if (e.occupancy !== undefined) {
    if (state.gameMode !== "control") return fail("ERR_WRONG_GAME_MODE", `expected occupancy only in control, not ${state.gameMode}`);
    for (const [sector, present] of Object.entries(e.occupancy)) {
      if (!state.sectors.includes(sector)) return fail("ERR_UNKNOWN_SECTOR", `expected a sector of the board (${state.sectors.join(", ")}), got ${JSON.stringify(sector)}`);
      const stranger = present.find((p) => !state.playerIds.includes(p));
      if (stranger !== undefined) return fail("ERR_UNKNOWN_PLAYER", `expected players (${state.playerIds.join(", ")}) in sector ${sector}, got ${JSON.stringify(stranger)}`);
    }
  } else if (state.gameMode === "control") {
    return fail("ERR_MISSING_REPORT", `expected occupancy at the end of each phase in control ("At the end of each PHASE, any sector with only your unit in it is controlled by your team")`);
  }
  if (e.harvesterDistances !== undefined) {
    if (state.gameMode !== "harvesterPush") return fail("ERR_WRONG_GAME_MODE", `expected harvesterDistances only in harvesterPush, not ${state.gameMode}`);
    const missing = state.playerIds.find((p) => !Object.hasOwn(e.harvesterDistances!, p));
    const stranger = Object.keys(e.harvesterDistances).find((p) => !state.playerIds.includes(p));
    if (stranger !== undefined) return fail("ERR_UNKNOWN_PLAYER", `expected harvester distances for players (${state.playerIds.join(", ")}), got ${JSON.stringify(stranger)}`);
    if (missing !== undefined) return fail("ERR_MISSING_REPORT", `expected the harvester's distance to every player's edge; ${missing} is missing`);
    return harvesterDistancesProblem(state, e.harvesterDistances);
  } else if (state.gameMode === "harvesterPush" && state.turn === 6 && state.phase === 6 && (state.harvesterDistances === null || state.harvesterMovedSinceReport > 0)) {
    const why = state.harvesterDistances === null ? "none are known yet" : `the harvester has moved ${state.harvesterMovedSinceReport} since they were last known`;
    return fail("ERR_MISSING_REPORT", `expected harvesterDistances at the end of turn 6: the winner is the player whose starting edge the harvester is closest to, and ${why} (ruling harvester-distances)`);
  }
  return undefined;
}

/**
 * "The harvester has 3 movement points per turn": a move of d changes its distance to any edge by at
 * most d, so a report differs from the last known distances by at most the movement since (ruling
 * harvester-distances).
 */
function harvesterDistancesProblem(state: FireteamState, reported: { readonly [player: string]: number }): Failure {
  const known = state.harvesterDistances;
  if (known === null) return undefined;
  const moved = state.harvesterMovedSinceReport;
  for (const p of state.playerIds) {
    const was = known[p]!;
    const now = reported[p]!;
    if (Math.abs(now - was) > moved) {
      return fail("ERR_HARVESTER_DISTANCE", `expected the harvester's distance to ${p}'s edge to be within ${moved} of ${was} (it has moved ${moved} since its distances were last known, ruling harvester-distances), got ${now}`);
    }
  }
  return undefined;
}

/** The one event the rules owe now: the second attack at the unit due, or a splash on a unit due. */
function dueEvent(state: FireteamState, due: FireteamDue, e: FireteamEvent): Failure {
  if (due.kind === "stray") {
    const wanted = `a strayAttacked by ${due.unit} at ${due.next[0]} (+${due.defense} DEFENSE, ruling stray-shot-order)`;
    if (e.type !== "strayAttacked" || e.unit !== due.unit || e.target !== due.next[0]) {
      return fail("ERR_ROLL_DUE", `expected the second attack of ${due.unit}'s ${due.weapon} shot that missed into a melee first: ${wanted} ("a second attack is rolled against the next unit in the MELEE with the lowest REACT"), got ${describeEvent(e)}`);
    }
    const w = cardOf(state, due.unit).weapons.find((x) => x.name === due.weapon)!;
    if (w.type === "EXP" && e.splashLocationRoll === undefined) return fail("ERR_INVALID_EVENT", `expected event.splashLocationRoll: ${w.name} is an HE (EXP) weapon and "HE weapons cause SPLASH DAMAGE"`);
    return e.targetInSmoke === true && !smokeUp(state) ? noSmoke() : undefined;
  }
  if (e.type !== "splashRolled" || e.unit !== due.unit || !due.targets.includes(e.target)) {
    return fail("ERR_ROLL_DUE", `expected the splash of ${due.unit}'s ${due.weapon} onto the other units of the melee first: a splashRolled by ${due.unit} at one of ${due.targets.join(", ")} ("If the unit is in melee with other units, roll splash damage for those units as well", ruling melee-splash), got ${describeEvent(e)}`);
  }
  return undefined;
}

const describeEvent = (e: FireteamEvent): string => ("unit" in e ? `${e.type} by ${e.unit}${"target" in e ? ` at ${e.target}` : ""}` : e.type);

const noSmoke = (): Failure => fail("ERR_NO_SMOKE", `expected a smoke cloud up in this phase for a unit to be inside one ("Any unit inside the smoke cloud gets a -1 ACCURACY on RANGED ATTACKS, and +2 to DEFENSE"); none is (ruling smoke-launch)`);

/** An action in initiative order, or an attack a unit may make out of order (from guard, or a free melee after its move). */
function action(state: FireteamState, e: Exclude<FireteamEvent, { type: "turnStarted" | "initiativeRolled" | "phaseStarted" | "phaseEnded" | "restartRolled" | "damaged" | "harvesterMoved" | "meteorCollected" | "strayAttacked" | "splashRolled" }>): Failure {
  if (!state.phaseOpen) return fail("ERR_TURN", "expected actions during a phase (after phaseStarted)");
  const u = unitOf(state, actorOf(e)!)!;
  if (u.status === "destroyed") return fail("ERR_UNIT_DESTROYED", `expected ${u.id} to be in play; it is destroyed`);
  if (u.status === "disabled") return fail("ERR_UNIT_DISABLED", `expected ${u.id} to be able to act; it is DISABLED ("cannot perform any actions") until it restarts`);
  const phase = absolutePhase(state);
  const slot = actionSlot(state, u, e.type);
  // A unit out of MOVE boxes is on GUARD without reporting it; a guarded event for it is accepted once per phase (ruling guard-without-moves).
  const guarding = guardsWithoutMoves(state, u) && u.actedPhase !== phase;
  if (e.type === "guarded" && guarding) return undefined;
  // A move it tries is refused for what it lacks: MOVE boxes (below).
  if (slot === "action" && !(e.type === "moved" && guarding)) {
    if (!mayAct(state, u)) return fail("ERR_TURN_ORDER", `expected ${u.id} to act once per phase; ${whyNot(state, u)}`);
    const next = nextActor(state);
    if (next !== u.id) return fail("ERR_TURN_ORDER", `expected ${next} to act next in initiative order (${state.order.join(", ")}), got ${u.id}`);
  }
  switch (e.type) {
    case "moved": {
      const card = cardOf(state, u.id);
      const legs = LEGS.map((l) => conditionAt(state, u, l));
      const floors = e.climbFloors ?? 0;
      if (e.jumpDown !== undefined && (floors > 0 || e.climb !== undefined)) return fail("ERR_INVALID_EVENT", `expected a jump down without climbFloors or climb: "A unit can jump down at no additional MOVE cost, but will take 1 LEG damage instead"`);
      if (floors > 0 && e.climb !== "down" && legs.includes("destroyed")) return fail("ERR_CANNOT_CLIMB", `expected ${u.id} to climb up with both legs: with a LEG DESTROYED it "Can no longer climb up, only down" (climb: "down")`);
      const hurts = floors > 0 && e.climb === "down" && legs.includes("destroyed");
      if (hurts && e.climbDamage === undefined) return fail("ERR_MISSING_REPORT", `expected event.climbDamage (a leg or the torso for each of the ${floors} floor${floors > 1 ? "s" : ""}): ${u.id} has a LEG DESTROYED, and climbing down "now causes 1 LEG or 1 TORSO damage per floor" (ruling climb-down-damage)`);
      if (e.climbDamage !== undefined && !(hurts && e.climbDamage.length === floors)) {
        return fail("ERR_INVALID_EVENT", `expected event.climbDamage only climbing down with a LEG DESTROYED, one location per floor (${hurts ? floors : "none here"}), got ${e.climbDamage.length}`);
      }
      const cost = moveCost(e.climbFloors);
      const allowance = moveAllowance(card.move, legs);
      return u.movesUsed + cost > allowance ? fail("ERR_NO_MOVES", `expected ${cost} MOVE box${cost > 1 ? "es" : ""} left for ${u.id}; it has used ${u.movesUsed} of ${allowance} this turn`) : undefined;
    }
    case "guarded":
      return undefined;
    case "switchedWeapon": {
      const card = cardOf(state, u.id);
      if (!card.hands) return fail("ERR_NO_HANDS", `expected a unit with hands: SWITCH WEAPONS "only applies to units with hands"; ${u.id} has none`);
      const i = card.weapons.findIndex((w) => w.name === e.weapon);
      if (i < 0 || !card.weapons[i]!.handheld) return fail("ERR_WEAPON_UNAVAILABLE", `expected a hand-held weapon of ${u.id} (${card.weapons.filter((w) => w.handheld).map((w) => w.name).join(", ") || "none"}), got ${JSON.stringify(e.weapon)}`);
      if (conditionAt(state, u, e.location) === "destroyed") return fail("ERR_WEAPON_UNAVAILABLE", `expected a working hand: ${u.id}'s ${e.location} is destroyed`);
      const twoHanded = twoHandedProblem(state, u, card.weapons[i]!);
      if (twoHanded) return twoHanded;
      if (card.weapons[i]!.type === "SHIELD" && u.shieldDamage[i]! >= (own(card.weapons[i]!, "boxes") ?? 0)) return fail("ERR_WEAPON_UNAVAILABLE", `expected a shield that is not destroyed; ${card.weapons[i]!.name} was: "Once the SHIELD is DESTROYED, it is discarded"`);
      if (slot === "afterDrop") {
        // "DROP a handheld weapon on the ground to switch weapons with no WEAPON cost": the switch fills the hand the drop emptied.
        return e.location === u.dropHand ? undefined : fail("ERR_TURN_ORDER", `expected ${u.id}'s free switch after its DROP to go into the hand it emptied (${u.dropHand}), got ${e.location} (ruling drop-takes-the-phase)`);
      }
      return weaponActionLeft(state, u, e.location);
    }
    case "droppedWeapon": {
      const card = cardOf(state, u.id);
      const i = card.weapons.findIndex((w) => w.name === e.weapon);
      return i < 0 || !card.weapons[i]!.handheld || u.equippedAt[i] === null
        ? fail("ERR_WEAPON_UNAVAILABLE", `expected a hand-held weapon ${u.id} holds, got ${JSON.stringify(e.weapon)}`)
        : undefined;
    }
    case "attacked": {
      const target = targetProblem(state, u, e.target);
      if (target) return target;
      const found = usableWeapon(state, u, e.weapon);
      if (typeof found !== "number") return found;
      const w = cardOf(state, u.id).weapons[found]!;
      if (w.type === "CQB") return fail("ERR_WRONG_WEAPON", `expected a ranged weapon for a ranged attack; ${w.name} is a melee (CQB) weapon (use meleeAttacked)`);
      if (w.type === "SMOKE" || w.type === "SHIELD") return fail("ERR_WRONG_WEAPON", `expected a ranged weapon for a ranged attack; ${w.name} is equipment (${w.type}${w.type === "SMOKE" ? ": use smokeLaunched" : ""})`);
      if (w.accuracy![e.range - 1] === null) return fail("ERR_OUT_OF_RANGE", `expected a range ${w.name} can fire at (${rangesOf(w)}), got ${e.range}`);
      if (w.type === "EXP" && e.splashLocationRoll === undefined) return fail("ERR_INVALID_EVENT", `expected event.splashLocationRoll: ${w.name} is an HE (EXP) weapon and "HE weapons cause SPLASH DAMAGE"`);
      const melee = meleeWithProblem(state, e);
      if (melee) return melee;
      if ((e.targetInSmoke === true || e.shooterInSmoke === true) && !smokeUp(state)) return noSmoke();
      return weaponActionLeft(state, u, u.equippedAt[found]!) ?? usesLeft(u, found, w);
    }
    case "smokeLaunched": {
      const found = usableWeapon(state, u, e.weapon);
      if (typeof found !== "number") return found;
      const w = cardOf(state, u.id).weapons[found]!;
      if (w.type !== "SMOKE") return fail("ERR_WRONG_WEAPON", `expected a smoke launcher (SMOKE) to launch smoke, got ${w.name} (${w.type})`);
      return weaponActionLeft(state, u, u.equippedAt[found]!) ?? usesLeft(u, found, w);
    }
    case "meleeAttacked": {
      const target = targetProblem(state, u, e.target);
      if (target) return target;
      if (e.roll.length !== state.meleeAttackDice) return fail("ERR_INVALID_EVENT", `expected ${state.meleeAttackDice} attack ${state.meleeAttackDice === 1 ? "die" : "dice"} in event.roll (ruling melee-attack-dice), got ${e.roll.length}`);
      if (e.charge !== undefined && !(u.lastMovedPhase === phase && u.moveStreak >= 2)) {
        return fail("ERR_CHARGE", `expected ${u.id} to have moved 2 or more consecutive PHASES (including this one) before a CHARGE; it has moved ${u.lastMovedPhase === phase ? u.moveStreak : 0}`);
      }
      const defense = defenseWeaponProblem(state, e.target, e.defenseWeapon);
      if (defense) return defense;
      if (e.weapon === undefined) return weaponActionLeft(state, u, unarmedBoxAt(state, u));
      const found = usableWeapon(state, u, e.weapon);
      if (typeof found !== "number") return found;
      const w = cardOf(state, u.id).weapons[found]!;
      if (w.type !== "CQB") return fail("ERR_WRONG_WEAPON", `expected a melee (CQB) weapon for a melee attack, got ${w.name} (${w.type})`);
      return weaponActionLeft(state, u, u.equippedAt[found]!) ?? usesLeft(u, found, w);
    }
    case "dropkicked":
      if (e.roll.length !== state.meleeAttackDice) return fail("ERR_INVALID_EVENT", `expected ${state.meleeAttackDice} attack ${state.meleeAttackDice === 1 ? "die" : "dice"} in event.roll (ruling melee-attack-dice), got ${e.roll.length}`);
      // "The attacker and defenders roll as in standard MELEE combat": the defender may name its melee weapon.
      return targetProblem(state, u, e.target) ?? defenseWeaponProblem(state, e.target, e.defenseWeapon);
    case "kicked":
      return targetProblem(state, u, e.target);
  }
}


function whyNot(state: FireteamState, u: UnitState): string {
  const phase = absolutePhase(state);
  if (u.turnOverTurn === state.turn) return `its turn ended (a CHARGE or DROPKICK ends it)`;
  if (stunnedIn(u, phase)) return `it was kicked and "cannot perform an action during the next PHASE"`;
  if (u.restartedPhase === phase) return `it restarted this phase and acts from the next one`;
  if (guardsWithoutMoves(state, u)) return `it is out of MOVE boxes and "considered to be in GUARD until the end of the TURN": it needs no action, and may attack once at any point of the phase (ruling guard-without-moves)`;
  if (u.droppedPhase === phase) return `it dropped a weapon this phase, which "still takes one PHASE to perform": only a move and one free switch may follow, right after the drop (ruling drop-takes-the-phase)`;
  return `${u.id} has acted this phase`;
}

function targetProblem(state: FireteamState, u: UnitState, targetId: string): Failure {
  if (targetId === u.id) return fail("ERR_INVALID_EVENT", `expected ${u.id} to attack another unit`);
  return unitOf(state, targetId)!.status === "destroyed" ? fail("ERR_UNIT_DESTROYED", `expected a target in play; ${targetId} is destroyed`) : undefined;
}

/**
 * "The defending unit adds any defense bonus from their melee weapon": a named one must be a melee
 * (CQB) weapon the target can use now. Unnamed, the target's usable melee weapon counts; with two or
 * more, under rules.defenseWeapon "named" the record must say which (ruling two-melee-weapons-defense).
 */
function defenseWeaponProblem(state: FireteamState, targetId: string, name: string | undefined): Failure {
  const t = unitOf(state, targetId)!;
  if (name === undefined) {
    if (state.defenseWeapon === "named" && usableMeleeWeapons(state, t).length > 1) return fail("ERR_MISSING_REPORT", `expected event.defenseWeapon: ${targetId} holds two melee weapons`);
    return undefined;
  }
  const d = usableWeapon(state, t, name);
  if (typeof d !== "number") return d;
  return cardOf(state, t.id).weapons[d]!.type !== "CQB" ? fail("ERR_WRONG_WEAPON", `expected a melee (CQB) weapon for the defense, got ${name}`) : undefined;
}

/** The weapon's index if the unit can use it now: equipped, not jammed, its location not destroyed. */
function usableWeapon(state: FireteamState, u: UnitState, name: string): number | Failure {
  const card = cardOf(state, u.id);
  const i = card.weapons.findIndex((w) => w.name === name);
  if (i < 0) return fail("ERR_WEAPON_UNAVAILABLE", `expected a weapon of ${u.id} (${card.weapons.map((w) => w.name).join(", ") || "none"}), got ${JSON.stringify(name)}`);
  const at = u.equippedAt[i] ?? null;
  if (at === null) return fail("ERR_WEAPON_UNAVAILABLE", `expected ${name} to be equipped; it is stowed or dropped (switch to it first)`);
  if (u.jammed[i]) return fail("ERR_WEAPON_UNAVAILABLE", `expected ${name} to work; a CRITICAL FAILURE "disables the weapon used for the remainder of the game"`);
  if (conditionAt(state, u, at) === "destroyed") return fail("ERR_WEAPON_UNAVAILABLE", `expected ${name} to work; ${u.id}'s ${at} is destroyed, which "Disables all weapons on that limb"`);
  return twoHandedProblem(state, u, card.weapons[i]!) ?? i;
}

/** "ARM DESTROYED- ... unit can no longer operate two handed weapons" (ruling two-handed-weapons). */
function twoHandedProblem(state: FireteamState, u: UnitState, w: Weapon): Failure {
  if (own(w, "twoHanded") !== true) return undefined;
  const gone = ARMS.find((a) => conditionAt(state, u, a) === "destroyed");
  return gone === undefined ? undefined : fail("ERR_WEAPON_UNAVAILABLE", `expected both arms working for the two-handed ${w.name}; ${u.id}'s ${gone} is destroyed, and the "unit can no longer operate two handed weapons"`);
}

/** The other units of the melee: in play, neither the shooter nor the target, and the target in melee. */
function meleeWithProblem(state: FireteamState, e: FireteamEventOf<"attacked">): Failure {
  if (e.meleeWith === undefined) return undefined;
  if (e.targetInMelee === false) return fail("ERR_INVALID_EVENT", `expected targetInMelee true (or left out) with meleeWith: the target is in melee with ${e.meleeWith.join(", ")}`);
  const own = e.meleeWith.find((id) => id === e.unit || id === e.target);
  if (own !== undefined) return fail("ERR_INVALID_EVENT", `expected meleeWith to name the other units in melee with ${e.target}, not the shooter or the target; got ${own}`);
  const gone = e.meleeWith.find((id) => unitOf(state, id)!.status === "destroyed");
  return gone === undefined ? undefined : fail("ERR_UNIT_DESTROYED", `expected the units in melee with ${e.target} to be in play; ${gone} is destroyed`);
}

/** A WEAPON box left: in the one pool, or at `at` when the card has boxes per location (ruling weapon-boxes). */
function weaponActionLeft(state: FireteamState, u: UnitState, at: Location): Failure {
  const card = cardOf(state, u.id);
  if (boxesLeftAt(state, u, at) > 0) return undefined;
  if (card.weaponBoxes === null) return fail("ERR_NO_WEAPON_ACTIONS", `expected a WEAPON action box left for ${u.id}; it has used ${u.weaponActionsUsed} of ${card.weaponActions} this turn`);
  return fail("ERR_NO_WEAPON_ACTIONS", `expected a WEAPON box left at ${u.id}'s ${at} ("mark off one box on the unit's card in the selected location", ruling weapon-boxes); it has used ${u.weaponActionsUsedAt[at]} of ${card.weaponBoxes[at]} there this turn`);
}


function usesLeft(u: UnitState, i: number, w: Weapon): Failure {
  const uses = usesPerTurn(w);
  if (u.weaponUses[i]! < uses) return undefined;
  return fail("ERR_WEAPON_SPENT", w.type === "SMOKE" ? `expected ${w.name} to have a launch left this turn (once per turn, ruling smoke-launch); it has made ${uses} of ${uses}` : `expected ${w.name} to have an attack left this turn; it has made ${uses} of ${uses}`);
}

function rangesOf(w: Weapon): string {
  const ok = w.accuracy!.map((a, i) => (a === null ? null : i + 1)).filter((r) => r !== null);
  return ok.length === 0 ? "none" : `${ok[0]}-${ok.at(-1)}`;
}
