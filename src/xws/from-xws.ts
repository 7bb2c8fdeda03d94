import { at, type RuleViolation, violation } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import { KNOWN_SAVES } from "../modes/aces-high/saves.js";
import type { Catalog, CatalogPilot } from "./catalog.js";
import type { SquadErrorCode, XwsSquad } from "./squad.js";

/**
 * The codes of squads that cannot be read: not a squad, or a pilot or upgrade id the catalog does
 * not know.
 */
export type XwsErrorCode = SquadErrorCode | "ERR_UNKNOWN_PILOT" | "ERR_UNKNOWN_UPGRADE";

/** A ship of a squad with the numbers scoring needs, taken from the catalog. */
export interface SquadShip {
  readonly pilot: string;
  readonly ship: string;
  readonly hull: number;
  readonly shields: number;
  readonly initiative: number;
  /** Squad points: the catalog's (pilot and upgrades) when it has them, else the squad's own. */
  readonly points?: number;
  readonly saves: { readonly destruction: number; readonly flee: number };
  readonly upgrades: { readonly [slot: string]: readonly string[] };
  /** The catalog entry, for display and list checks. */
  readonly data: CatalogPilot;
}

/**
 * The ships of an XWS squad with hull and shields including upgrade stat grants (Hull Upgrade,
 * Shield Upgrade, ...), initiative, points and save charges. Unknown pilot or upgrade ids are
 * typed errors naming the id and the squad (`label`).
 */
export function shipsFromXws(squad: XwsSquad, catalog: Catalog, label = squad.name ?? "squad"): Result<SquadShip[], RuleViolation<XwsErrorCode>> {
  const ships: SquadShip[] = [];
  for (const [i, xp] of squad.pilots.entries()) {
    const pilot = catalog.pilot(xp.id, squad.faction);
    if (!pilot) return err(at(violation("ERR_UNKNOWN_PILOT" as const, `${label}: pilots[${i}]: unknown pilot id ${JSON.stringify(xp.id)}${squad.faction ? ` (faction ${squad.faction})` : ""}`), null));
    let hull = pilot.hull;
    let shields = pilot.shields;
    let upgradePoints: number | undefined = 0;
    for (const [slot, ids] of Object.entries(xp.upgrades)) {
      for (const id of ids) {
        const upgrade = catalog.upgrade(id);
        if (!upgrade) return err(at(violation("ERR_UNKNOWN_UPGRADE" as const, `${label}: pilots[${i}] (${xp.id}): unknown upgrade id ${JSON.stringify(id)} in slot ${slot}`), null));
        hull += upgrade.grants.hull ?? 0;
        shields += upgrade.grants.shields ?? 0;
        const cost = upgrade.costFor(pilot);
        upgradePoints = cost === undefined || upgradePoints === undefined ? undefined : upgradePoints + cost;
      }
    }
    const catalogPoints = pilot.points !== undefined && upgradePoints !== undefined ? pilot.points + upgradePoints : undefined;
    const points = catalogPoints ?? xp.points;
    ships.push({
      pilot: pilot.id,
      ship: pilot.ship,
      // A grant never takes a stat below what a ship can have (Angled Deflectors on a ship without
      // shields, as in the XWS spec's own sample).
      hull: Math.max(1, hull),
      shields: Math.max(0, shields),
      initiative: pilot.initiative,
      ...(points === undefined ? {} : { points }),
      saves: savesOf(pilot),
      upgrades: xp.upgrades,
      data: pilot,
    });
  }
  return ok(ships);
}

/** Save charges of pilots whose ability replaces a destruction or a flee, from the catalog's charges. */
function savesOf(pilot: CatalogPilot): { destruction: number; flee: number } {
  const saves = { destruction: 0, flee: 0 };
  const known = Object.hasOwn(KNOWN_SAVES, pilot.id) ? KNOWN_SAVES[pilot.id] : undefined;
  if (known) saves[known.from] = pilot.charges || known.charges;
  return saves;
}
