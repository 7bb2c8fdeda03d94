import { own } from "../../core/schema.js";
import { deepFreeze } from "../../core/freeze.js";

/** The six damage locations of a unit card. */
export const LOCATIONS = /* @__PURE__ */ deepFreeze(["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const);
/** A damage location of `LOCATIONS`. */
export type Location = (typeof LOCATIONS)[number];

/** The arm locations. */
export const ARMS: readonly Location[] = /* @__PURE__ */ deepFreeze(["leftArm", "rightArm"]);
/** The leg locations. */
export const LEGS: readonly Location[] = /* @__PURE__ */ deepFreeze(["leftLeg", "rightLeg"]);
/** Limbs for Deathmatch: arms and legs (ruling limbs-are-arms-and-legs). */
export const LIMBS: readonly Location[] = /* @__PURE__ */ deepFreeze([...ARMS, ...LEGS]);

/**
 * The damage location roll (the red die, 1-6) to a location. ace-fireteam.txt numbers the
 * diagram 1 head, 2 right arm, 3 left arm, 4 torso, 5 left "hand", 6 right "hand"; the damage
 * effects and the boxes name legs, not hands, so 5 and 6 are read as the legs (ruling location-roll).
 */
export const DEFAULT_LOCATION_TABLE: readonly Location[] = /* @__PURE__ */ deepFreeze(["head", "rightArm", "leftArm", "torso", "leftLeg", "rightLeg"]);

/**
 * Weapon types of the seed: guns, HE (explosive, splash), cannons (armor piercing), shotguns, melee;
 * and the EQUIPMENT the card lists with them: a smoke launcher (SMOKE) and a combat shield (SHIELD).
 */
export const WEAPON_TYPES = /* @__PURE__ */ deepFreeze(["GUN", "EXP", "CAN", "SHG", "CQB", "SMOKE", "SHIELD"] as const);
/** A weapon type of `WEAPON_TYPES`. */
export type WeaponType = (typeof WEAPON_TYPES)[number];

/** The gray and red boxes of one location; gray boxes fill first. */
export interface Boxes {
  readonly gray: number;
  readonly red: number;
}

/** Melee weapon bonuses as printed "attack/defense/damage" (the MC-1 Knife is 3/2/2). */
export interface MeleeBonus {
  readonly attack: number;
  readonly defense: number;
  readonly damage: number;
}

/** A weapon on a unit card. */
export interface Weapon {
  /** Unique on its unit; events name weapons by it. */
  readonly name: string;
  readonly type: WeaponType;
  /** Points, or "+" for a coaxial weapon, included in the cost of the weapon above it. */
  readonly cost: number | "+";
  /** The damage modifier (DMG): "+1" is 1, "-" is 0. */
  readonly damage: number;
  /** MULTI(X): attacks per turn; 1 when absent. */
  readonly multi?: number;
  readonly location: Location;
  /** Hand-held ("*" on the card): needs a unit with hands. */
  readonly handheld?: boolean;
  /** Purchased but stowed (only the "X" box marked): not equipped at the start. */
  readonly stowed?: boolean;
  /** Accuracy modifier by range 1-12 (4" each); null where the card shows "X" (cannot fire). Ranged weapons only. */
  readonly accuracy?: readonly (number | null)[];
  /** Melee (CQB) weapons only. */
  readonly melee?: MeleeBonus;
  /** Hand-held and held in both hands (ruling two-handed-weapons): needs a unit with hands and two arms. */
  readonly twoHanded?: boolean;
  /** SHIELD only: the boxes of the combat shield; "Once the SHIELD is DESTROYED, it is discarded". */
  readonly boxes?: number;
}

/** A unit card: cost, arms, armor, movement, react bonus, damage boxes and weapons. */
export interface Unit {
  readonly id: string;
  readonly name?: string;
  /** The unit's base cost (the first figure of COST "19/2"). */
  readonly cost: number;
  /** The cost of each functional arm (the second figure). */
  readonly armCost: number;
  /** Functional arms bought, 0 to 2. */
  readonly arms: number;
  /** Whether the unit has hands (may use hand-held equipment and switch weapons). */
  readonly hands: boolean;
  /** ARMOR "5/0": the defense to beat, and the armor damage modifier. */
  readonly armor: number;
  readonly armorDamage: number;
  readonly react: number;
  /** MOVE boxes per turn (6 when absent: one per phase). */
  readonly move: number;
  /** WEAPON action boxes per turn (6 when absent; the sum of `weaponBoxes` when the card gives them). */
  readonly weaponActions: number;
  /** WEAPON boxes per location, when the card gives them (ruling weapon-boxes); null: one pool of `weaponActions`. */
  readonly weaponBoxes: { readonly [L in Location]: number } | null;
  readonly locations: { readonly [L in Location]: Boxes };
  readonly weapons: readonly Weapon[];
  /** A Harvest-mode harvester: carries meteor tokens; not paid from the player's points. */
  readonly harvester: boolean;
}

/**
 * What a unit costs (ace-fireteam.txt: "a Gladius-1 is cost is 19/2 so with two functional arms,
 * the unit would cost 23 points"): base, plus each functional arm, plus its equipment; coaxial
 * "+" weapons are free.
 */
export function unitCost(unit: Pick<Unit, "cost" | "armCost" | "arms" | "weapons">): number {
  let total = unit.cost + unit.armCost * unit.arms;
  for (const w of unit.weapons) if (w.cost !== "+") total += w.cost;
  return total;
}

/** What a player's units cost against the points: harvesters are free (ruling harvesters-are-free). */
export function forceCost(units: readonly Pick<Unit, "cost" | "armCost" | "arms" | "weapons" | "harvester">[]): number {
  let total = 0;
  for (const u of units) if (!u.harvester) total += unitCost(u);
  return total;
}

/**
 * "May fire once per turn, unless the weapon has MULTI(X)"; "MELEE weapons can be used twice per TURN";
 * a smoke launcher fires once per turn (ruling smoke-launch); a shield is never fired (0).
 */
export const usesPerTurn = (w: Pick<Weapon, "type" | "multi">): number => (w.type === "CQB" ? 2 : w.type === "SHIELD" ? 0 : (own(w, "multi") ?? 1));

/** The other hand. */
export const otherArm = (arm: Location): Location => (arm === "leftArm" ? "rightArm" : "leftArm");

/** Total boxes of a location. */
export const boxesOf = (b: Boxes): number => b.gray + b.red;
