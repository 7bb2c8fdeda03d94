import { own } from "../../core/schema.js";
import type { LocationCondition } from "./damage.js";
import type { WeaponType } from "./units.js";
import { deepFreeze } from "../../core/freeze.js";

/** Partial cover "+1/1" (30-50%), heavy cover "+2/2" (up to 90%), concealment "+1/0" or "+2/0". */
export const COVERS = /* @__PURE__ */ deepFreeze(["none", "partial", "heavy", "concealed", "heavilyConcealed"] as const);
/** A kind of cover of `COVERS`. */
export type Cover = (typeof COVERS)[number];

/** A cover's bonus to the target's ARMOR and to its armor damage modifier ("+armor/damage"). */
export const COVER_BONUS: { readonly [C in Cover]: { readonly armor: number; readonly damage: number } } = /* @__PURE__ */ deepFreeze({
  none: { armor: 0, damage: 0 },
  partial: { armor: 1, damage: 1 },
  heavy: { armor: 2, damage: 2 },
  concealed: { armor: 1, damage: 0 },
  heavilyConcealed: { armor: 2, damage: 0 },
});

/** "HEAD DAMAGED- -1 to REACT, -1 ACCURACY"; "HEAD DESTROYED- -2 to REACT, -2 ACCURACY". */
export function headPenalty(head: LocationCondition): number {
  return head === "destroyed" ? 2 : head === "damaged" ? 1 : 0;
}

/** "LEG DAMAGE- Minus one movement"; "LEG DESTROYED- Minus two" (also the kick die penalty). */
export function legPenalty(legs: readonly LocationCondition[]): number {
  let total = 0;
  for (const leg of legs) total += leg === "destroyed" ? 2 : leg === "damaged" ? 1 : 0;
  return total;
}

/** MOVE boxes a unit has this turn: its MOVE less the leg penalty, "minimum 1". */
export function moveAllowance(move: number, legs: readonly LocationCondition[]): number {
  return Math.max(1, move - legPenalty(legs));
}

/** MOVE boxes a move costs: 1, and to jump or climb up "an additional MOVE cost (1+ 1 per FLOOR)". */
export const moveCost = (floors = 0): number => 1 + (floors > 0 ? 1 + floors : 0);

/** Initiative: "1d6 + the REACT bonus", REACT lowered by head damage, and -1 after a restart. */
export function initiativeScore(roll: number, react: number, head: LocationCondition, restarted: boolean): { readonly score: number; readonly bonus: number } {
  const bonus = react - headPenalty(head);
  return { score: roll + bonus - (restarted ? 1 : 0), bonus };
}

/**
 * What `rangedAttack` needs: the weapon, the dice the app rolled, the attacker's modifiers and the
 * target's armor, cover and position.
 */
export interface RangedAttackInput {
  /** The weapon's accuracy modifier at this range (the card's column for the range). */
  readonly accuracy: number;
  readonly weaponType: WeaponType;
  readonly weaponDamage: number;
  readonly range: number;
  /** The two white accuracy dice. */
  readonly roll: readonly [number, number];
  readonly damageRoll: number;
  /** Attacker's accuracy modifiers. */
  readonly head: LocationCondition;
  /** The arm holding or carrying the weapon is damaged (-1); a number counts the damaged arms holding a two-handed weapon (-1 each). */
  readonly armDamaged: boolean | number;
  readonly previousAttacks: number;
  readonly emptySecondHand: boolean;
  readonly restarted: boolean;
  /** Target. */
  readonly armor: number;
  readonly armorDamage: number;
  readonly cover: Cover;
  readonly rearArc: boolean;
  readonly targetInMelee: boolean;
  /**
   * The DEFENSE a unit in melee gains: 2 ("Any unit in MELEE COMBAT gains a +2 DEFENSE"), or 3, 4, ...
   * for the second attacks of a shot that missed into a melee (ruling stray-shot). Default 2.
   */
  readonly meleeDefense?: number;
  /** SMOKE: "Any unit inside the smoke cloud gets a -1 ACCURACY on RANGED ATTACKS, and +2 to DEFENSE" (ruling smoke-in-ranged-attacks). */
  readonly shooterInSmoke?: boolean;
  readonly targetInSmoke?: boolean;
}

/** The outcome of a ranged attack: the totals, whether it hit (or was critical), and the damage. */
export interface RangedAttackOutcome {
  /** The two dice as rolled. */
  readonly natural: number;
  /** The accuracy total with every modifier. */
  readonly total: number;
  /** What the total had to reach: ARMOR with cover, rear arc and melee. */
  readonly defense: number;
  readonly hit: boolean;
  /** Natural 12: hits, ignoring the target's armor, cover and rear arc. */
  readonly critical: boolean;
  /** Natural 2: misses and disables the weapon for the game. */
  readonly criticalFailure: boolean;
  /** Damage on a hit (0 on a miss). */
  readonly damage: number;
  /** A critical hit with a damage roll of 6 destroys the location. */
  readonly destroysLocation: boolean;
}

/**
 * A ranged attack (ace-fireteam.txt, RANGED ATTACKS, WEAPON TYPES and the modifiers under them).
 * Pure: the app reports the dice and the geometry, this returns the outcome.
 */
export function rangedAttack(a: RangedAttackInput): RangedAttackOutcome {
  const natural = a.roll[0] + a.roll[1];
  const restart = a.restarted ? 1 : 0;
  const total =
    natural + a.accuracy - headPenalty(a.head) - Number(a.armDamaged) - a.previousAttacks + (a.emptySecondHand ? 1 : 0) - restart - (own(a, "shooterInSmoke") ? 1 : 0);
  const cover = COVER_BONUS[a.cover];
  const piercing = a.weaponType === "CAN";
  // "A unit being attacked in it's REAR ARC gets a -2/-1 penalty to defense"; "Any unit in MELEE COMBAT gains a +2 DEFENSE"; smoke "+2 to DEFENSE".
  const melee = a.targetInMelee ? (own(a, "meleeDefense") ?? 2) : 0;
  const defense = a.armor + cover.armor - (a.rearArc ? 2 : 0) + melee + (own(a, "targetInSmoke") ? 2 : 0);
  const critical = natural === 12;
  const criticalFailure = natural === 2;
  const hit = critical || (!criticalFailure && total >= defense);
  // "SHG weapons apply full damage at range 1, and -1 damage per 4" range unit past that".
  const falloff = a.weaponType === "SHG" ? a.range - 1 : 0;
  const rolled = a.damageRoll - restart + a.weaponDamage;
  // CAN: "Ignores cover damage modifiers, as well as one point of defending unit's ARMOR damage modifier".
  const reduction = (piercing ? Math.max(0, a.armorDamage - 1) : a.armorDamage + cover.damage) - (a.rearArc ? 1 : 0);
  // "A CRITICAL HIT (natural 12) ignores all damage modifiers": the falloff and the target's reductions (ruling critical-hit-damage).
  const damage = !hit ? 0 : Math.max(1, critical ? rolled : rolled - falloff - reduction);
  return { natural, total, defense, hit, critical, criticalFailure, damage, destroysLocation: critical && a.damageRoll === 6 };
}

/** EXP splash: "apply the weapon's damage bonus as damage to the second location", at least 1. */
export function splashDamage(weaponDamage: number): number {
  return Math.max(1, weaponDamage);
}

/** One side of a melee: its dice, its weapon bonus and what reduces its rolls. */
export interface MeleeSide {
  /** The dice rolled: the attacker's accuracy dice, or the defender's one die. */
  readonly dice: readonly number[];
  /** The melee weapon's attack bonus (attacker) or defense bonus (defender). */
  readonly bonus: number;
  /** "Rolls are -1 per destroyed DAMAGE LOCATION on the unit." */
  readonly destroyedLocations: number;
  readonly restarted: boolean;
  /**
   * "ARM DAMAGE- -1 ACCURACY with any weapons on/ held by the affected limb": the side's melee weapon is
   * on a damaged arm (ruling arm-damage-in-melee); a number counts the damaged arms holding a two-handed one.
   */
  readonly armDamaged?: boolean | number;
  /** "+1 ACCURACY to attacks made with weapons in the other hand": the attacker only (a defense is not an attack). */
  readonly emptySecondHand?: boolean;
  /** "The defending unit adds ... +1 for a SHIELD": the defender has a working combat shield. */
  readonly shield?: boolean;
}

/** The outcome of a melee: both totals, who deals damage, and how much. */
export interface MeleeOutcome {
  readonly attackTotal: number;
  readonly defenseTotal: number;
  /** Who deals damage: the higher total; equal totals: nobody. */
  readonly winner: "attacker" | "defender" | "none";
  /** Damage dealt to the loser (0 on a tie). */
  readonly damage: number;
}

/**
 * What `meleeCombat` needs: both sides, the damage roll, the weapon's damage bonus, and the
 * attack's modifiers.
 */
export interface MeleeInput {
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
  /** The attacker's damage roll (the black die). */
  readonly damageRoll: number;
  /** The melee weapon's damage bonus. */
  readonly weaponDamage: number;
  /** -1 per previous attack this turn. */
  readonly previousAttacks: number;
  /** CHARGE: "subtracted from the attacker's ACCURACY roll, but added to the amount of DAMAGE". */
  readonly charge?: number;
  /** DROPKICK: "added to the DAMAGE taken by whichever unit loses". */
  readonly dropkick?: number;
}

const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0);

/**
 * MELEE, CHARGE and DROPKICK (ace-fireteam.txt, MELEE): "If the attacker's total is higher, they deal
 * damage plus the melee weapon's damage bonus. If the defender's total is higher, they deal damage
 * equal to the difference of the roll."
 */
export function meleeCombat(m: MeleeInput): MeleeOutcome {
  const charge = own(m, "charge") ?? 0;
  const dropkick = own(m, "dropkick") ?? 0;
  const side = (s: MeleeSide) => sum(s.dice) + s.bonus - s.destroyedLocations - (s.restarted ? 1 : 0) - Number(own(s, "armDamaged") ?? 0);
  const emptyHand = own(m.attacker, "emptySecondHand") ? 1 : 0;
  const attackTotal = side(m.attacker) + emptyHand - m.previousAttacks - charge;
  const defenseTotal = side(m.defender) + (own(m.defender, "shield") ? 1 : 0);
  if (attackTotal > defenseTotal) {
    const own = m.damageRoll - (m.attacker.restarted ? 1 : 0) + m.weaponDamage + charge + dropkick;
    return { attackTotal, defenseTotal, winner: "attacker", damage: Math.max(1, own) };
  }
  if (defenseTotal > attackTotal) return { attackTotal, defenseTotal, winner: "defender", damage: defenseTotal - attackTotal + dropkick };
  return { attackTotal, defenseTotal, winner: "none", damage: 0 };
}

/** CHARGE: melee with a RECKLESS BONUS of 1-5, taken from the attacker's accuracy and added to its damage. */
export function chargeAttack(m: Omit<MeleeInput, "charge" | "dropkick">, reckless: number): MeleeOutcome {
  return meleeCombat({ ...m, charge: reckless });
}

/** DROPKICK: melee in which the RECKLESS bonus of 3-5 is added to the damage taken by whichever unit loses. */
export function dropkickAttack(m: Omit<MeleeInput, "charge" | "dropkick">, reckless: number): MeleeOutcome {
  return meleeCombat({ ...m, dropkick: reckless });
}

/** The outcome of a kick: both totals and whether the attacker succeeds. */
export interface KickOutcome {
  readonly attackTotal: number;
  readonly defenseTotal: number;
  readonly success: boolean;
}

/**
 * KICK: "Both units roll 1d6, -1 per DAMAGED LEG and -2 per DESTROYED leg. If the attacker rolls a
 * natural 6 the attack always succeeds." Otherwise the attacker succeeds with the higher total.
 * `previousAttacks` lowers the attacker's total (ruling kick-is-an-attack, option kickRoll).
 */
export function kick(
  attackDie: number,
  attackerLegs: readonly LocationCondition[],
  defenseDie: number,
  defenderLegs: readonly LocationCondition[],
  restarted: { attacker: boolean; defender: boolean } = { attacker: false, defender: false },
  previousAttacks = 0,
): KickOutcome {
  const attackTotal = attackDie - legPenalty(attackerLegs) - (restarted.attacker ? 1 : 0) - previousAttacks;
  const defenseTotal = defenseDie - legPenalty(defenderLegs) - (restarted.defender ? 1 : 0);
  return { attackTotal, defenseTotal, success: attackDie === 6 || attackTotal > defenseTotal };
}

/**
 * "On a roll of 6, the emergency restart is successful." A unit that restarted before rolls "with a
 * -1 to all die rolls", the restart roll too, so it never reaches 6 again (ruling restart-minus-one).
 */
export const restartSucceeds = (roll: number, restarted = false): boolean => roll - (restarted ? 1 : 0) >= 6;
