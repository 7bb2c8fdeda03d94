import { own } from "../../core/schema.js";
import { cardOf, conditionAt, type FireteamState, type UnitState } from "./state.js";
import { ARMS, otherArm } from "./units.js";

type Unit = Pick<UnitState, "id" | "equippedAt" | "jammed" | "filled">;

/** The melee (CQB) weapons the unit can use now, by index: equipped, not jammed, not on a destroyed location, both arms for a two-handed one. */
export function usableMeleeWeapons(state: FireteamState, u: Unit): number[] {
  const armGone = ARMS.some((a) => conditionAt(state, u, a) === "destroyed");
  return cardOf(state, u.id).weapons.flatMap((w, i) => {
    const at = u.equippedAt[i] ?? null;
    const usable = own(w, "melee") !== undefined && at !== null && !u.jammed[i] && conditionAt(state, u, at) !== "destroyed" && !(armGone && own(w, "twoHanded") === true);
    return usable ? [i] : [];
  });
}

/** "ARM DAMAGE- -1 ACCURACY with any weapons on/ held by the affected limb": the damaged arms carrying or holding the weapon (both for a two-handed one). */
export function damagedArmsHolding(state: FireteamState, u: Unit, weapon: number): number {
  const at = u.equippedAt[weapon] ?? null;
  if (at === null || !ARMS.includes(at)) return 0;
  const arms = own(cardOf(state, u.id).weapons[weapon]!, "twoHanded") ? [at, otherArm(at)] : [at];
  return arms.filter((a) => conditionAt(state, u, a) === "damaged").length;
}

/**
 * The defender's melee weapon, by index (-1: none). "The defending unit adds any defense bonus from
 * their melee weapon": the one the record names, else the one it can use; of two or more, the higher
 * defense bonus less its damaged arm's 1, the first in the card's order when equal (ruling
 * two-melee-weapons-defense).
 */
export function defenseWeaponOf(state: FireteamState, u: Unit, named: string | undefined): number {
  const weapons = cardOf(state, u.id).weapons;
  if (named !== undefined) return weapons.findIndex((w) => own(w, "name") === named);
  const value = (i: number) => own(weapons[i]!, "melee")!.defense - damagedArmsHolding(state, u, i);
  return usableMeleeWeapons(state, u).reduce((best, i) => (best < 0 || value(i) > value(best) ? i : best), -1);
}
