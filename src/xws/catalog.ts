/**
 * Card data in the layout of xwing-data2 (and its Legacy fork): a manifest naming pilot files
 * (one per faction and ship) and upgrade files (one per slot, each upgrade with `sides[].grants`).
 * Nothing of the data ships with this package: the caller reads the files and hands them over.
 */
export interface ShipStat {
  readonly type: string;
  readonly value: number;
}

export interface DataPilot {
  readonly xws: string;
  readonly name: string;
  readonly initiative: number;
  readonly cost?: number;
  /** Present in the 2.5 data only: there `cost` is not squad points. */
  readonly loadout?: number;
  readonly charges?: { readonly value: number };
  /** Stats this pilot changes from the ship's. */
  readonly shipStats?: readonly ShipStat[];
}

export interface DataShip {
  readonly xws: string;
  readonly name: string;
  readonly size: string;
  readonly faction: string;
  readonly stats: readonly ShipStat[];
  readonly pilots: readonly DataPilot[];
}

export interface DataUpgrade {
  readonly xws: string;
  readonly name: string;
  readonly cost?: { readonly value?: number; readonly variable?: string; readonly values?: { readonly [key: string]: number } };
  readonly sides: readonly { readonly slots?: readonly string[]; readonly grants?: readonly { readonly type: string; readonly value?: string; readonly amount?: number }[] }[];
}

export interface DataManifest {
  readonly version?: string;
  readonly pilots: readonly { readonly faction: string; readonly ships: readonly string[] }[];
  readonly upgrades: readonly string[];
}

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
}

export interface CatalogUpgrade {
  readonly id: string;
  readonly name: string;
  readonly slots: readonly string[];
  /** Stat changes, e.g. { hull: 1 } for Hull Upgrade. */
  readonly grants: { readonly [stat: string]: number };
  /** The cost for a pilot, when the data gives squad points. */
  readonly costFor: (pilot: CatalogPilot) => number | undefined;
}

export interface Catalog {
  /** "legacy": costs are squad points; "2.5": they are not. */
  readonly format: "legacy" | "2.5";
  readonly pilotCount: number;
  /** A pilot by XWS id; with `faction`, the one of that faction (some ids exist in several). */
  pilot(id: string, faction?: string): CatalogPilot | undefined;
  upgrade(id: string): CatalogUpgrade | undefined;
  /** Every pilot, in data order. */
  pilots(): readonly CatalogPilot[];
}

/** Builds a catalog from the manifest and a reader of the files it names (paths as in the manifest). */
export function loadCatalog(manifest: DataManifest, read: (path: string) => unknown): Catalog {
  const pilots: CatalogPilot[] = [];
  const byId = new Map<string, CatalogPilot[]>();
  let format: "legacy" | "2.5" = "legacy";
  for (const faction of manifest.pilots) {
    for (const path of faction.ships) {
      const ship = read(path) as DataShip;
      const base = statsOf(ship.stats);
      for (const p of ship.pilots) {
        if (p.loadout !== undefined) format = "2.5";
        const stats = { ...base, ...statsOf(p.shipStats ?? []) };
        const pilot: CatalogPilot = {
          id: p.xws,
          name: p.name,
          faction: ship.faction ?? faction.faction,
          ship: ship.xws,
          shipName: ship.name,
          size: ship.size,
          hull: stats.hull ?? 1,
          shields: stats.shields ?? 0,
          agility: stats.agility ?? 0,
          initiative: p.initiative,
          ...(p.cost === undefined ? {} : { points: p.cost }),
          charges: p.charges?.value ?? 0,
        };
        pilots.push(pilot);
        for (const key of new Set([p.xws, compact(p.xws)])) byId.set(key, [...(byId.get(key) ?? []), pilot]);
      }
    }
  }
  const upgrades = new Map<string, CatalogUpgrade>();
  for (const path of manifest.upgrades) {
    for (const u of read(path) as DataUpgrade[]) {
      const upgrade = toUpgrade(u);
      upgrades.set(u.xws, upgrade);
      if (!upgrades.has(compact(u.xws))) upgrades.set(compact(u.xws), upgrade);
    }
  }
  const isLegacy = format === "legacy";
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
    format,
    pilotCount: pilots.length,
    pilot(id, faction) {
      const found = byId.get(normalise(id)) ?? byId.get(compact(id)) ?? bySuffix(id);
      const pick = found?.find((p) => faction === undefined || normalise(p.faction) === normalise(faction)) ?? found?.[0];
      return pick && (isLegacy ? pick : withoutPoints(pick));
    },
    upgrade: (id) => upgrades.get(normalise(id)) ?? upgrades.get(compact(id)),
    pilots: () => (isLegacy ? pilots : pilots.map(withoutPoints)),
  };
}

function withoutPoints(p: CatalogPilot): CatalogPilot {
  const { points: _, ...rest } = p;
  return rest;
}

function statsOf(stats: readonly ShipStat[]): { [type: string]: number } {
  const out: { [type: string]: number } = {};
  for (const s of stats) if (s.type !== "attack") out[s.type] = s.value;
  return out;
}

function toUpgrade(u: DataUpgrade): CatalogUpgrade {
  const grants: { [stat: string]: number } = {};
  const side = u.sides[0];
  for (const g of side?.grants ?? []) if (g.type === "stat" && g.value) grants[g.value] = (grants[g.value] ?? 0) + (g.amount ?? 0);
  const cost = u.cost;
  return {
    id: u.xws,
    name: u.name,
    slots: side?.slots ?? [],
    grants,
    costFor(pilot) {
      if (!cost) return undefined;
      if (cost.value !== undefined) return cost.value;
      const key = cost.variable === "agility" ? pilot.agility : cost.variable === "initiative" ? pilot.initiative : cost.variable === "size" ? pilot.size : undefined;
      return key === undefined ? undefined : cost.values?.[String(key)];
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
