/**
 * A card catalog: pilots with the stats of their ship applied, and upgrades with their costs and
 * stat grants, looked up by XWS id. Built from {@link CatalogData}: the built-in data entries
 * (`ace-ledger/xws/legacy`, `ace-ledger/xws/2.5`) or a checkout read with {@link loadCatalog}.
 */
import { type CatalogData, catalogDataFrom, type CatalogSource, type DataManifest, type Edition, type PilotData, type QuickBuildData, type ShipData, type UpgradeData } from "./catalog-data.js";

/** A pilot with the stats of its ship applied. */
export interface CatalogPilot {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly ship: string;
  readonly shipName: string;
  readonly size: string;
  readonly hull: number;
  readonly shields: number;
  readonly agility: number;
  readonly initiative: number;
  /** Squad points, when the data set has them (Legacy); undefined for 2.5 data. */
  readonly points?: number;
  readonly charges: number;
  /** The card's cost as the data gives it (in the 2.5 data, not squad points of the Legacy kind). */
  readonly cost?: number;
  /** The 2.5 loadout budget for upgrades. */
  readonly loadout?: number;
  /** Upgrade slots by name, as the data gives them ("Talent", "Modification"...). */
  readonly slots: readonly string[];
  /** Upgrades a standard-loadout pilot always has (2.5). */
  readonly standardLoadout: readonly string[];
}

/** An upgrade with its slots, stat grants and cost. */
export interface CatalogUpgrade {
  readonly id: string;
  readonly name: string;
  readonly slots: readonly string[];
  /** Stat changes, e.g. { hull: 1 } for Hull Upgrade. */
  readonly grants: { readonly [stat: string]: number };
  /** The cost for a pilot, when the data gives squad points. */
  readonly costFor: (pilot: CatalogPilot) => number | undefined;
}

/** Pilots and upgrades of one data set, looked up by XWS id. */
export interface Catalog {
  /** "legacy": costs are squad points; "2.5": they are not. */
  readonly format: Edition;
  /** The repository and commit the data came from, when known. */
  readonly source?: CatalogSource;
  readonly pilotCount: number;
  /** A pilot by XWS id; with `faction`, the one of that faction (some ids exist in several). */
  pilot(id: string, faction?: string): CatalogPilot | undefined;
  /** An upgrade by XWS id. */
  upgrade(id: string): CatalogUpgrade | undefined;
  /** Every pilot, in data order. */
  pilots(): readonly CatalogPilot[];
  /** The quick builds of the data set (of one faction when `faction` is given). */
  quickBuilds(faction?: string): readonly QuickBuildData[];
}

/** Builds a catalog from the manifest and a reader of the files it names (paths as in the manifest). */
export function loadCatalog(manifest: DataManifest, read: (path: string) => unknown): Catalog {
  return catalogFrom(catalogDataFrom(manifest, read));
}

/**
 * Builds a catalog from catalog data (a built-in data entry's, or one from {@link catalogDataFrom}). The
 * pilots and upgrades it hands out are frozen: every caller of a catalog shares them.
 */
export function catalogFrom(data: CatalogData): Catalog {
  const isLegacy = data.edition === "legacy";
  const pilots: CatalogPilot[] = [];
  const byId = new Map<string, CatalogPilot[]>();
  for (const ship of data.ships) {
    for (const p of ship.pilots) {
      const pilot = Object.freeze(pilotOf(ship, p, isLegacy));
      pilots.push(pilot);
      for (const key of new Set([p.id, compact(p.id)])) byId.set(key, [...(byId.get(key) ?? []), pilot]);
    }
  }
  const upgrades = new Map<string, CatalogUpgrade>();
  for (const u of data.upgrades) {
    const upgrade = Object.freeze(upgradeOf(u));
    upgrades.set(u.id, upgrade);
    if (!upgrades.has(compact(u.id))) upgrades.set(compact(u.id), upgrade);
  }
  // Some builders qualify ids with the ship or faction: "dfs311-vultureclassdroidfighter".
  const bySuffix = (id: string): CatalogPilot[] | undefined => {
    const text = normalise(id);
    for (let cut = text.lastIndexOf("-"); cut > 0; cut = text.lastIndexOf("-", cut - 1)) {
      const suffix = compact(text.slice(cut + 1));
      const matches = byId.get(text.slice(0, cut))?.filter((p) => compact(p.ship) === suffix || compact(p.faction) === suffix);
      if (matches && matches.length > 0) return matches;
    }
    return undefined;
  };
  return {
    format: data.edition,
    ...(data.source === undefined ? {} : { source: data.source }),
    pilotCount: pilots.length,
    pilot(id, faction) {
      const found = byId.get(normalise(id)) ?? byId.get(compact(id)) ?? bySuffix(id);
      return found?.find((p) => faction === undefined || normalise(p.faction) === normalise(faction)) ?? found?.[0];
    },
    upgrade: (id) => upgrades.get(normalise(id)) ?? upgrades.get(compact(id)),
    pilots: () => Object.freeze(pilots),
    quickBuilds: (faction) => (faction === undefined ? data.quickBuilds : data.quickBuilds.filter((b) => b.faction === compact(faction))),
  };
}

function pilotOf(ship: ShipData, p: PilotData, isLegacy: boolean): CatalogPilot {
  return {
    id: p.id,
    name: p.name,
    faction: ship.faction,
    ship: ship.id,
    shipName: ship.name,
    size: ship.size,
    hull: p.hull ?? ship.hull,
    shields: p.shields ?? ship.shields,
    agility: p.agility ?? ship.agility,
    initiative: p.initiative,
    // Only the Legacy data's costs are squad points.
    ...(isLegacy && p.cost !== undefined ? { points: p.cost } : {}),
    charges: p.charges ?? 0,
    ...(p.cost === undefined ? {} : { cost: p.cost }),
    ...(p.loadout === undefined ? {} : { loadout: p.loadout }),
    slots: p.slots ?? [],
    standardLoadout: p.standardLoadout ?? [],
  };
}

function upgradeOf(u: UpgradeData): CatalogUpgrade {
  const cost = u.cost;
  // Keyed by the stat's value as text ("0".."8", "Small"...): a Map, as the keys come from data.
  const variable = cost && "variable" in cost ? new Map(cost.values) : undefined;
  return {
    id: u.id,
    name: u.name,
    slots: u.slots,
    // fromEntries defines own properties, so no stat name can reach the prototype.
    grants: Object.freeze(Object.fromEntries(u.grants ?? [])),
    costFor(pilot) {
      if (!cost) return undefined;
      if ("value" in cost) return cost.value;
      const key = cost.variable === "agility" ? pilot.agility : cost.variable === "initiative" ? pilot.initiative : cost.variable === "size" ? pilot.size : undefined;
      return key === undefined ? undefined : variable?.get(String(key));
    },
  };
}

/** XWS ids are lower case letters and digits; real exports add hyphens and other case. */
export function normalise(id: string): string {
  return id.toLowerCase();
}

/** The id without hyphens: the XWS spec's form of a hyphenated data id. */
function compact(id: string): string {
  return normalise(id).replace(/-/g, "");
}
