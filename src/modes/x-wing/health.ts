/**
 * Health of an X-Wing ship, shared by every mode: damage is suffered one point at a time, shields
 * first, then hull; repairs never go past full. Epic Battles Rules Reference, "Health Value": the
 * health value is hull plus shields; "FULL HEALTH" means no lost shields and no damage cards; "HALF
 * HEALTH" means lost health >= half the health value, rounded up.
 */
export interface Health {
  readonly hull: number;
  readonly shields: number;
  readonly shieldsLost: number;
  readonly hullDamage: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Suffers `amount` damage: shields first, then hull; damage past the last hull point is lost. */
export function sufferDamage(ship: Mutable<Health>, amount: number): void {
  const toShields = Math.min(amount, ship.shields - ship.shieldsLost);
  ship.shieldsLost += toShields;
  ship.hullDamage = Math.min(ship.hull, ship.hullDamage + amount - toShields);
}

/** Recovers shields and repairs damage, never past full. */
export function repair(ship: Mutable<Health>, shields = 0, hull = 0): void {
  ship.shieldsLost = Math.max(0, ship.shieldsLost - shields);
  ship.hullDamage = Math.max(0, ship.hullDamage - hull);
}

/** The health value: hull plus shields. */
export const healthValue = (s: Health): number => s.hull + s.shields;
/** Health lost: shields lost plus hull damage. */
export const lostHealth = (s: Health): number => s.shieldsLost + s.hullDamage;
/** Full health: no lost shields and no damage. */
export const isFullHealth = (s: Health): boolean => lostHealth(s) === 0;
/** Lost health >= half the health value, rounded up (2 shields + 3 hull: half at 3 lost). */
export const isHalfHealth = (s: Health): boolean => atHalf(lostHealth(s), healthValue(s));
/** The same test for a group scored as one ship (a wing): total lost against total health. */
export const atHalf = (lost: number, health: number): boolean => lost >= Math.ceil(health / 2);
/** Down: hull damage at least the hull value; the ship is destroyed when its destruction resolves. */
export const isDown = (s: Health): boolean => s.hullDamage >= s.hull;
