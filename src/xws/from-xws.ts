import { at, type RuleViolation, violation } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import { KNOWN_SAVES } from "../modes/aces-high/saves.js";
import type { Catalog, CatalogPilot, CatalogUpgrade } from "./catalog.js";
import type { SquadErrorCode, XwsSquad } from "./squad.js";

/**
 * The codes of squads that cannot be read: not a squad, or a pilot or upgrade id the catalog does
 * not know.
 */
export type XwsErrorCode = SquadErrorCode | "ERR_UNKNOWN_PILOT" | "ERR_UNKNOWN_UPGRADE";

/**
 * What the import noticed without refusing the squad, each with a stable code:
 * `NOTE_POINTS_DIFFER` (the squad states other points than the card data; the card data's are
 * used), `NOTE_POINTS_FROM_SQUAD` (the card data gives no cost for an upgrade; the squad's points are
 * used), `NOTE_LOADOUT_UNKNOWN` (2.5: the card data gives no cost for an upgrade, so its loadout is
 * not checked), `NOTE_POINTS_UNREAD` (the squad's points are not a number, so they are ignored), `NOTE_UPGRADE_ALIAS` (an upgrade id read as the one card it stands for).
 */
export type XwsNoteCode = "NOTE_POINTS_DIFFER" | "NOTE_POINTS_FROM_SQUAD" | "NOTE_POINTS_UNREAD" | "NOTE_LOADOUT_UNKNOWN" | "NOTE_UPGRADE_ALIAS";

/** A note of the import: a code and what was noticed, naming the squad and the pilot. */
export interface XwsNote {
  readonly code: XwsNoteCode;
  readonly message: string;
}

/** Ships with a Weapon Hardpoint ("You can equip 1 [Cannon], [Torpedo], or [Missile] upgrade."), by XWS ship id. */
const WEAPON_HARDPOINT_SHIPS: readonly string[] = ["t70xwing", "m3ainterceptor"];

/** A ship of a squad with the numbers scoring needs, taken from the catalog. */
export interface SquadShip {
  readonly pilot: string;
  readonly ship: string;
  readonly hull: number;
  readonly shields: number;
  readonly initiative: number;
  /**
   * Squad points, the card data's when it has them: Legacy, the pilot and its upgrades (a standard
   * loadout is part of the pilot's cost); 2.5, the pilot's cost. Else the squad's own (a Legacy
   * upgrade without a cost).
   */
  readonly points?: number;
  /** 2.5: the loadout points the ship's upgrades spend, and the pilot's loadout value (0 for a standard loadout). */
  readonly loadout?: { readonly spent: number; readonly value: number };
  /** The upgrade cards the ship has, by catalog id: its standard loadout and the squad's upgrades. */
  readonly cards: readonly { readonly id: string; readonly name: string }[];
  readonly saves: { readonly destruction: number; readonly flee: number };
  readonly upgrades: { readonly [slot: string]: readonly string[] };
  /** The catalog entry, for display and list checks. */
  readonly data: CatalogPilot;
  /** What the import noticed about this ship. */
  readonly notes: readonly XwsNote[];
}

/**
 * The ships of an XWS squad with hull and shields including upgrade stat grants (Hull Upgrade,
 * Shield Upgrade, ...), initiative, points and save charges. Unknown pilot or upgrade ids are
 * typed errors naming the id and the squad (`label`).
 *
 * Points follow the card data, as a squad's stated points may be another points list's (or wrong):
 * a difference is a `NOTE_POINTS_DIFFER` note on the ship. A standard-loadout pilot (a Legacy quick
 * build) has its upgrades whether the export lists them or not, and their cost is the card's.
 */
export function shipsFromXws(squad: XwsSquad, catalog: Catalog, label = squad.name ?? "squad"): Result<SquadShip[], RuleViolation<XwsErrorCode>> {
  const ships: SquadShip[] = [];
  for (const [i, xp] of squad.pilots.entries()) {
    const pilot = catalog.pilot(xp.id, squad.faction);
    if (!pilot) return err(at(violation("ERR_UNKNOWN_PILOT" as const, `${label}: pilots[${i}]: unknown pilot id ${JSON.stringify(xp.id)}${squad.faction ? ` (faction ${squad.faction})` : ""}`), null));
    const where = `${label}: pilots[${i}] (${xp.id})`;
    const notes: XwsNote[] = [];
    const fitted = new Map<string, CatalogUpgrade | undefined>(pilot.standardLoadout.map((id) => [id, catalog.upgrade(id)]));
    const cards = pilot.standardLoadout.map((id) => ({ id, name: fitted.get(id)?.name ?? id }));
    const unlisted = new Set(pilot.standardLoadout);
    const extras: CatalogUpgrade[] = [];
    for (const [slot, ids] of Object.entries(xp.upgrades)) {
      for (const id of ids) {
        // A standard-loadout upgrade is the card's, even one the data lacks (Legacy "-battleoverendor" ones),
        // and so is one of its cards listed without the card's suffix (older YASB 2.5 exports: "r2d2" for
        // Luke Skywalker's "r2d2-battleofyavin", though the data has an "r2d2" of its own).
        const exact = [...unlisted].find((sl) => compact(sl) === compact(id));
        const suffixed = [...unlisted].filter((sl) => sl.toLowerCase().startsWith(`${id.toLowerCase()}-`));
        const own = exact ?? (suffixed.length === 1 ? suffixed[0] : undefined);
        const upgrade = catalog.upgrade(own ?? id, slot);
        const standard = own ?? (upgrade && unlisted.has(upgrade.id) ? upgrade.id : undefined);
        if (standard !== undefined) {
          if (upgrade && !exact) notes.push(aliasNote(where, id, slot, upgrade.id));
          unlisted.delete(standard);
          continue;
        }
        if (!upgrade) return err(at(violation("ERR_UNKNOWN_UPGRADE" as const, `${where}: unknown upgrade id ${JSON.stringify(id)} in slot ${slot}`), null));
        if (upgrade.hardpoint && !WEAPON_HARDPOINT_SHIPS.includes(pilot.ship)) {
          return err(at(violation("ERR_UNKNOWN_UPGRADE" as const, `${where}: upgrade id ${JSON.stringify(id)} in slot ${slot} stands for the Weapon Hardpoint of the T-70 X-wing and M3-A Interceptor, which the ${pilot.shipName} lacks`), null));
        }
        if (!upgrade.hardpoint && compact(upgrade.id) !== compact(id)) notes.push(aliasNote(where, id, slot, upgrade.id));
        extras.push(upgrade);
        cards.push({ id: upgrade.id, name: upgrade.name });
      }
    }
    let hull = pilot.hull;
    let shields = pilot.shields;
    for (const upgrade of [...fitted.values(), ...extras]) {
      hull += upgrade?.grants.hull ?? 0;
      shields += upgrade?.grants.shields ?? 0;
    }
    // The cost of the upgrades beyond the standard loadout: squad points (Legacy) or loadout points (2.5).
    const uncosted = extras.filter((u) => u.costFor(pilot) === undefined).map((u) => u.id);
    const extraCost = extras.reduce((sum, u) => sum + (u.costFor(pilot) ?? 0), 0);
    const is25 = catalog.format === "2.5";
    const catalogPoints = pilot.points === undefined || (!is25 && uncosted.length > 0) ? undefined : pilot.points + (is25 ? 0 : extraCost);
    if (catalogPoints !== undefined && xp.points !== undefined && xp.points !== catalogPoints) {
      notes.push({ code: "NOTE_POINTS_DIFFER", message: `${where}: the squad says ${xp.points} points, the card data ${catalogPoints}; ${catalogPoints} are used` });
    }
    if (catalogPoints === undefined && xp.points !== undefined) {
      const why = uncosted.length > 0 ? `no cost for ${uncosted.join(", ")}` : `no cost for ${pilot.id}`;
      notes.push({ code: "NOTE_POINTS_FROM_SQUAD", message: `${where}: the card data has ${why}; the squad's ${xp.points} points are used` });
    }
    if (is25 && uncosted.length > 0) {
      notes.push({ code: "NOTE_LOADOUT_UNKNOWN", message: `${where}: the card data has no cost for ${uncosted.join(", ")}, so the loadout is not checked` });
    }
    if (xp.unreadPoints !== undefined) notes.push(unreadNote(where, xp.unreadPoints));
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
      ...(is25 && uncosted.length === 0 ? { loadout: { spent: extraCost, value: pilot.loadout ?? 0 } } : {}),
      cards,
      saves: savesOf(pilot),
      upgrades: xp.upgrades,
      data: pilot,
      notes,
    });
  }
  return ok(ships);
}

/** The note for points that are not a number (`"abc"`), which the import ignores. */
export function unreadNote(where: string, given: string): XwsNote {
  return { code: "NOTE_POINTS_UNREAD", message: `${where}: the squad's points ${given} are not a number; they are ignored` };
}

function aliasNote(where: string, id: string, slot: string, card: string): XwsNote {
  return { code: "NOTE_UPGRADE_ALIAS", message: `${where}: upgrade id ${JSON.stringify(id)} in slot ${slot} read as ${JSON.stringify(card)}, the one card it stands for` };
}

/** An id without hyphens and in lower case: "Hans-Olo" and "hansolo" are one id. */
function compact(id: string): string {
  return id.toLowerCase().replace(/-/g, "");
}

/** Save charges of pilots whose ability replaces a destruction or a flee, from the catalog's charges. */
function savesOf(pilot: CatalogPilot): { destruction: number; flee: number } {
  const saves = { destruction: 0, flee: 0 };
  const known = Object.hasOwn(KNOWN_SAVES, pilot.id) ? KNOWN_SAVES[pilot.id] : undefined;
  if (known) saves[known.from] = pilot.charges || known.charges;
  return saves;
}
