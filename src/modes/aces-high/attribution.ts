import type { DamageSource } from "./events.js";
import type { AcesHighRules, CreditedSources } from "./rules.js";

/** `id` when it names a ship other than `target`, else null. */
const other = (id: string | undefined, target: string): string | null => (id !== undefined && id !== target ? id : null);

/**
 * The player credited with damage to `target`, or null when nobody is (self-inflicted or
 * neutral damage). Credit never goes to the target itself.
 *
 * `all` (aces-high.txt, Scoring Points: "Damage you inflict on an enemy with your bomb, mine,
 * debris cloud, or by causing them to land on an obstacle using a tractor beam, or damage dealt
 * through a ship upgrade ability, is considered damage you inflicted"):
 * - attack, ability: `by`; remote: `owner` (F.A.Q. Buzz Droid Swarm);
 * - device: its owner; the target's own device counts as the device of whoever moved it there
 *   (F.A.Q.: "tractored a ship onto a mine ... You get if the mine is yours. Otherwise, the owner";
 *   ruling moved-onto-own-device: with `movedOntoOwnDevice` "penalty", nobody);
 * - obstacle: its owner if another player, else whoever moved the target, else the target
 *   (its own maneuver; F.A.Q.: an ionised ship "does this with its maneuver");
 * - consoleFire, damageCard, hazard: nobody.
 */
export function creditFor(source: DamageSource, target: string, credited: CreditedSources, movedOntoOwnDevice: AcesHighRules["movedOntoOwnDevice"] = "credit"): string | null {
  switch (source.kind) {
    case "attack":
      return other(source.by, target);
    case "ability":
      return credited === "attacks" ? null : other(source.by, target);
    case "remote":
      return credited === "attacks" ? null : other(source.owner, target);
    case "device":
      if (credited === "attacks") return null;
      return other(source.owner, target) ?? (movedOntoOwnDevice === "credit" ? other(source.movedBy, target) : null);
    case "obstacle":
      if (credited !== "all") return null;
      return other(source.owner, target) ?? other(source.movedBy, target);
    case "consoleFire":
    case "damageCard":
    case "hazard":
      return null;
  }
}

/**
 * Whether a destruction no opponent is credited with costs the penalty, or only the bounty
 * (aces-high.txt, Scoring Points: "In case of destruction: they lose all bounty"; the penalty is
 * for "self detonation on their own bomb or mine, fatal moving through ot overlapping an obstacle
 * due to their own maneuver, death from console fire or their ship/pilot ability"): when nobody
 * else would be credited under `all`, whatever `creditedSources` says (it decides who earns
 * points, not who is to blame). Hazards and damage cards other than console fire cost the bounty
 * only unless `penalisedDeaths` widens the list; with `allButEnemies`, so does everything not
 * dealt by an enemy ship or its device or remote.
 */
export function penalised(source: DamageSource, target: string, rules: AcesHighRules): boolean {
  const deaths = rules.penalisedDeaths;
  if (source.kind === "hazard" || source.kind === "damageCard") return deaths === "allButEnemies" || (source.kind === "damageCard" && deaths !== "listed");
  return creditFor(source, target, deaths === "allButEnemies" ? "enemyShipsAndDevices" : "all", rules.movedOntoOwnDevice) === null;
}
