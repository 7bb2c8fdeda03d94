import { type Boxes, boxesOf, type Location } from "./units.js";

/** How a location stands: boxes filled so far, gray first then red. */
export type LocationCondition = "intact" | "damaged" | "destroyed";

/** Boxes filled per location. */
export type Filled = { [L in Location]: number };

/**
 * "Always fill in all gray boxes before red boxes. Once at least one red box is filled in on a
 * location, that location is DAMAGED. Once all boxes are filled in, that location is DESTROYED."
 */
export function conditionOf(boxes: Boxes, filled: number): LocationCondition {
  if (filled >= boxesOf(boxes)) return "destroyed";
  return filled > boxes.gray ? "damaged" : "intact";
}

/** Where an amount of damage landed: boxes filled at the location, and the excess filled on the torso. */
export interface DamageSplit {
  readonly onLocation: number;
  readonly onTorso: number;
}

/**
 * Fills `amount` boxes at `location`; "Any excess points of damage are applied to the TORSO".
 * Damage to a destroyed location goes to the torso whole. Writes `filled`; returns the split.
 */
export function fillBoxes(boxes: { readonly [L in Location]: Boxes }, filled: Filled, location: Location, amount: number): DamageSplit {
  const room = boxesOf(boxes[location]) - filled[location];
  const onLocation = Math.min(room, amount);
  filled[location] += onLocation;
  // Damage beyond a full torso has nowhere to go: the unit is destroyed.
  const onTorso = location === "torso" ? 0 : Math.min(amount - onLocation, boxesOf(boxes.torso) - filled.torso);
  filled.torso += onTorso;
  return { onLocation, onTorso };
}

/** "If a damage roll on a CRITICAL HIT is also a 6, the targeted damage location is instantly DESTROYED." */
export function boxesLeft(boxes: Boxes, filled: number): number {
  return boxesOf(boxes) - filled;
}

/** How damage meets a combat shield: a ranged hit from the front arc, an armor-piercing one, or melee damage. */
export type ShieldUse = "ranged" | "piercing" | "melee";

/**
 * COMBAT SHIELD: the points of `amount` the shield takes, with `left` boxes left, and those that go on
 * to the location. "Units with a SHIELD apply damage from the FRONT ARC to the SHIELD first before
 * taking damage to any location. MELEE DAMAGE is split 1/2 on the SHIELD, 1/2 on the targeted
 * location, rounded down. Once the SHIELD is DESTROYED, it is discarded and damage is applied as
 * normal to the target limb. ARMOR PIERCING weapons apply the first 1 point of DAMAGE to the SHIELD,
 * and the rest as normal." What a full shield cannot take goes on to the location (ruling
 * shield-front-arc); in melee each takes half rounded down, an odd point being lost, or, with
 * "restToLocation", the location takes the rest (ruling shield-melee-split).
 */
export function shieldShare(amount: number, left: number, use: ShieldUse, split: "restToLocation" | "bothRoundedDown" = "bothRoundedDown"): { readonly shield: number; readonly location: number } {
  const half = Math.floor(amount / 2);
  const wanted = use === "piercing" ? 1 : use === "melee" ? half : amount;
  const shield = Math.max(0, Math.min(wanted, left, amount));
  const lost = use === "melee" && split === "bothRoundedDown" ? amount - 2 * half : 0;
  return { shield, location: amount - shield - lost };
}
