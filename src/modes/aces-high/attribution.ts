import type { DamageSource } from "./events.js";
import type { CreditedSources } from "./rules.js";

/**
 * The player credited with damage to `target`, or null when nobody is (self-inflicted or
 * neutral damage). Credit never goes to the target itself.
 *
 * `all` (aces-high.txt, Scoring Points: "Damage you inflict on an enemy with your bomb, mine,
 * debris cloud, or by causing them to land on an obstacle using a tractor beam, or damage dealt
 * through a ship upgrade ability, is considered damage you inflicted"):
 * - attack, ability: `by`; remote: `owner` (F.A.Q. Buzz Droid Swarm);
 * - device: its owner, but the owner's own device counts for whoever moved them onto it
 *   (F.A.Q.: "tractored a ship onto a mine ... You get if the mine is yours. Otherwise, the owner");
 * - obstacle: its owner if another player, else whoever moved the target, else the target
 *   (its own maneuver; F.A.Q.: an ionised ship "does this with its maneuver");
 * - consoleFire, damageCard, hazard: nobody.
 */
export function creditFor(source: DamageSource, target: string, credited: CreditedSources): string | null {
  const other = (id: string | undefined): string | null => (id !== undefined && id !== target ? id : null);
  switch (source.kind) {
    case "attack":
      return other(source.by);
    case "ability":
      return credited === "attacks" ? null : other(source.by);
    case "remote":
      return credited === "attacks" ? null : other(source.owner);
    case "device":
      if (credited === "attacks") return null;
      if (credited === "enemyShipsAndDevices") return other(source.owner);
      return other(source.owner) ?? other(source.movedBy);
    case "obstacle":
      if (credited !== "all") return null;
      return other(source.owner) ?? other(source.movedBy);
    case "consoleFire":
    case "damageCard":
    case "hazard":
      return null;
  }
}

/** Whether a flee caused by `movedBy` counts as that player's kill. */
export function creditForPush(movedBy: string | undefined, target: string, credited: CreditedSources, pushedOffBoard: "credit" | "penalty"): string | null {
  if (pushedOffBoard === "penalty" || credited !== "all") return null;
  return movedBy !== undefined && movedBy !== target ? movedBy : null;
}
