/**
 * The dice arithmetic of the scenario's special rules, as pure functions (space-race.txt,
 * "Gravity Cannon" and "Recoil Shield").
 */

/**
 * A gravity cannon "can never ... do more than 1 normal point of damage, and it can never do
 * critical damage ... If the remaining hit is a critical, the target ... receives a normal damage
 * card (or loses a shield) and is pushed 1 straight away from the attacker."
 * Ruling gravity-cannon-remaining-hit: damage is dealt hits before crits, so the one result that
 * remains is a hit whenever there is one; only crits alone push.
 */
export function gravityCannon(hits: number, crits: number): { damage: 0 | 1; push: boolean } {
  if (hits + crits === 0) return { damage: 0, push: false };
  return { damage: 1, push: hits === 0 };
}

/**
 * An asteroid defends with one green die and is "pushed 1 straight directly away from the attacker
 * when receiving a critical hit or two normal hits". An evade cancels a hit before a crit, as in
 * the core rules.
 */
export function asteroidShot(hits: number, crits: number, evades: number): { push: boolean; why?: "asteroidCrit" | "asteroidTwoHits" } {
  const cancelledHits = Math.min(hits, evades);
  const leftHits = hits - cancelledHits;
  const leftCrits = crits - Math.min(crits, evades - cancelledHits);
  if (leftCrits >= 1) return { push: true, why: "asteroidCrit" };
  if (leftHits >= 2) return { push: true, why: "asteroidTwoHits" };
  return { push: false };
}

/** "the recoil shield negates all critical damage taken from a collision ... one normal damage instead." */
export function collisionDamage(roll: "hit" | "crit" | "focus" | "blank"): 0 | 1 {
  return roll === "hit" || roll === "crit" ? 1 : 0;
}
