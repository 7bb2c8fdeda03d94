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
  /**
   * Squad points: the card's cost. In the Legacy data a list pays for the pilot and its upgrades;
   * in the 2.5 data for the pilot alone (its upgrades spend its `loadout`).
   */
  readonly points?: number;
  readonly charges: number;
  /** The card's cost as the data gives it. */
  readonly cost?: number;
  /** The 2.5 loadout budget for upgrades. */
  readonly loadout?: number;
  /** Upgrade slots by name, as the data gives them ("Talent", "Modification"...). */
  readonly slots: readonly string[];
  /**
   * Upgrades a standard-loadout (or Legacy quick-build) pilot always has, by XWS id. They are part
   * of the card and its cost.
   */
  readonly standardLoadout: readonly string[];
}

/** The upgrade slots YASB's Weapon Hardpoint stand-ins choose (`hardpointcannon`: the hardpoint is used as a Cannon slot). */
export type HardpointChoice = "Cannon" | "Torpedo" | "Missile";

/** An upgrade with its slots, stat grants and cost. */
export interface CatalogUpgrade {
  readonly id: string;
  readonly name: string;
  readonly slots: readonly string[];
  /** Stat changes, e.g. { hull: 1 } for Hull Upgrade. */
  readonly grants: { readonly [stat: string]: number };
  /**
   * The cost for a pilot, when the data gives one: squad points in the Legacy data, loadout points
   * in the 2.5 data.
   */
  readonly costFor: (pilot: CatalogPilot) => number | undefined;
  /**
   * Set on YASB's Weapon Hardpoint stand-ins (`hardpointcannon`, `hardpointtorpedo`,
   * `hardpointmissile`): not a card but the T-70's or M3-A's choice of what its hardpoint holds.
   * They cost nothing and grant nothing.
   */
  readonly hardpoint?: HardpointChoice;
}

/** Pilots and upgrades of one data set, looked up by XWS id. */
export interface Catalog {
  /** "legacy": upgrades cost squad points; "2.5": they cost loadout points. */
  readonly format: Edition;
  /** The repository and commit the data came from, when known. */
  readonly source?: CatalogSource;
  readonly pilotCount: number;
  /** A pilot by XWS id; with `faction`, the one of that faction (some ids exist in several). */
  pilot(id: string, faction?: string): CatalogPilot | undefined;
  /**
   * An upgrade by XWS id. An id the data has only with a suffix (older 2.5 exports write
   * `attackspeed` for `attackspeed-battleofyavin`) resolves when exactly one card fits: one card of
   * that id with a suffix, of those that go in `slot` when it is given and a slot of the data (the
   * squad's slot name: `"talent"`, `"force-power"`).
   * YASB's Weapon Hardpoint stand-ins are known too (see {@link CatalogUpgrade.hardpoint}).
   */
  upgrade(id: string, slot?: string): CatalogUpgrade | undefined;
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
  const pilots: CatalogPilot[] = [];
  const byId = new Map<string, CatalogPilot[]>();
  for (const ship of data.ships) {
    for (const p of ship.pilots) {
      const pilot = Object.freeze(pilotOf(ship, p));
      pilots.push(pilot);
      for (const key of new Set([p.id, compact(p.id)])) byId.set(key, [...(byId.get(key) ?? []), pilot]);
    }
  }
  const upgrades = new Map<string, CatalogUpgrade>();
  // Cards by the id an export writes without the card's qualifier (see `unqualifiedIds`).
  const byBase = new Map<string, CatalogUpgrade[]>();
  for (const u of data.upgrades) {
    const upgrade = Object.freeze(upgradeOf(u));
    upgrades.set(u.id, upgrade);
    if (!upgrades.has(compact(u.id))) upgrades.set(compact(u.id), upgrade);
    for (const base of unqualifiedIds(u)) byBase.set(base, [...(byBase.get(base) ?? []), upgrade]);
  }
  const slotKeys = new Set(data.upgrades.flatMap((u) => u.slots.map(slotKey)));
  // A suffix-less id stands for the one card of that id with a suffix; where the squad's slot is a
  // slot of the data, for the one such card that fits it ("rey" in a crew slot is not Rey the gunner).
  const alias = (id: string, slot: string | undefined): CatalogUpgrade | undefined => {
    const candidates = byBase.get(compact(id)) ?? [];
    const fitting = slot !== undefined && slotKeys.has(slotKey(slot)) ? candidates.filter((u) => u.slots.some((s) => slotKey(s) === slotKey(slot))) : candidates;
    return fitting.length === 1 ? fitting[0] : undefined;
  };
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
    upgrade: (id, slot) => upgrades.get(normalise(id)) ?? upgrades.get(compact(id)) ?? HARDPOINT_STAND_INS.get(compact(id)) ?? alias(id, slot),
    pilots: () => Object.freeze(pilots),
    quickBuilds: (faction) => (faction === undefined ? data.quickBuilds : data.quickBuilds.filter((b) => b.faction === compact(faction))),
  };
}

function pilotOf(ship: ShipData, p: PilotData): CatalogPilot {
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
    ...(p.cost === undefined ? {} : { points: p.cost }),
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

/** YASB's Weapon Hardpoint stand-ins, by XWS id: the slot each makes of the hardpoint. */
const HARDPOINT_STAND_INS: ReadonlyMap<string, CatalogUpgrade> = /* @__PURE__ */ new Map(
  (["Cannon", "Torpedo", "Missile"] as const).map((choice) => {
    const id = `hardpoint${choice.toLowerCase()}`;
    const upgrade: CatalogUpgrade = { id, name: `Weapon Hardpoint (${choice})`, slots: ["Hardpoint"], grants: Object.freeze({}), costFor: () => 0, hardpoint: choice };
    return [id, Object.freeze(upgrade)] as const;
  }),
);

/**
 * The ids builders write for a card when they leave out what tells it from cards of the same name: the
 * part of its id before the first hyphen (`attackspeed` for `attackspeed-battleofyavin`), and its name
 * without a parenthesised qualifier, written as an XWS id (`vectoredcannons` for "Vectored Cannons (RZ-1)",
 * whose id is `vectoredcannonsrz1`). None of them is the card's own id.
 */
function unqualifiedIds(u: UpgradeData): Set<string> {
  const ids = new Set<string>();
  const cut = u.id.indexOf("-");
  if (cut > 0) ids.add(compact(u.id.slice(0, cut)));
  const unqualified = u.name.replace(/\s*\([^)]*\)/g, "");
  if (unqualified !== u.name) ids.add(unqualified.toLowerCase().replace(/[^a-z0-9]/g, ""));
  ids.delete("");
  ids.delete(compact(u.id));
  return ids;
}

/** A slot name as a key: "Force Power", "force-power" and "forcepower" are one slot. */
function slotKey(slot: string): string {
  return slot.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** XWS ids are lower case letters and digits; real exports add hyphens and other case. */
export function normalise(id: string): string {
  return id.toLowerCase();
}

/** The id without hyphens: the XWS spec's form of a hyphenated data id. */
function compact(id: string): string {
  return normalise(id).replace(/-/g, "");
}
