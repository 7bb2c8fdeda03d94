import { at, type RuleViolation, violation } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import { describe, get, isObject } from "../core/schema.js";

/** One ship of an XWS squad, as builders export it. */
export interface XwsPilot {
  /** The pilot's XWS id (older exports call it `name`). */
  readonly id: string;
  /** The ship's XWS id (YASB, LaunchBayNext). */
  readonly ship?: string;
  readonly points?: number;
  /** The pilot's `points` as the squad gives them (JSON) when they are not a number: ignored, and a `NOTE_POINTS_UNREAD` note says so. */
  readonly unreadPoints?: string;
  /** Upgrade ids by slot: `{ "modification": ["shieldupgrade"], "force-power": [...] }` (a null-prototype object from `parseXws`). */
  readonly upgrades: { readonly [slot: string]: readonly string[] };
}

/** The builder a squad was exported from: a `vendor` entry of the squad (`"yasb": { builder, builder_url, link }`). */
export interface XwsVendor {
  readonly vendor: string;
  readonly builder?: string;
  readonly url?: string;
  readonly link?: string;
}

/** An XWS squad (https://github.com/elistevens/xws-spec), read tolerantly. */
export interface XwsSquad {
  readonly name?: string;
  readonly faction?: string;
  readonly points?: number;
  /** The squad's `points` as it gives them (JSON) when they are not a number: ignored, and a `NOTE_POINTS_UNREAD` note says so. */
  readonly unreadPoints?: string;
  readonly version?: string;
  /** The rules set some builders name (`"XWA"` for 2.5 lists). */
  readonly ruleset?: string;
  readonly vendors?: readonly XwsVendor[];
  readonly pilots: readonly XwsPilot[];
}

/** The code of a file that is not an XWS squad. */
export type SquadErrorCode = "ERR_INVALID_SQUAD";

/**
 * Reads an XWS squad from untrusted JSON. Tolerant, as real exports differ from the schema:
 * unknown fields (`vendor`, `ship`, `obstacles`, ...) are ignored, `version` may be any string
 * ("2.0.0", "50P-2.0"), ids may carry hyphens, slots any name ("force-power"), an old `name`
 * stands for `id`, and a pilot's `upgrades` may be left out, `[]` or `null` for none. Only what
 * scoring needs must be right: a pilot id for each ship.
 */
export function parseXws(raw: unknown, label = "squad"): Result<XwsSquad, RuleViolation<SquadErrorCode>> {
  const fail = (message: string) => err(at(violation("ERR_INVALID_SQUAD" as const, `${label}: ${message}`), null));
  if (!isObject(raw)) return fail(`expected an XWS squad object, got ${describe(raw)}`);
  const rawPilots = get(raw, "pilots");
  if (!Array.isArray(rawPilots) || rawPilots.length === 0) return fail(`expected "pilots" to be a non-empty array, got ${describe(rawPilots)}`);
  const pilots: XwsPilot[] = [];
  for (let i = 0; i < rawPilots.length; i++) {
    const p: unknown = rawPilots[i];
    if (!isObject(p)) return fail(`expected pilots[${i}] to be an object, got ${describe(p)}`);
    const id = get(p, "id") ?? get(p, "name");
    if (typeof id !== "string" || id.length === 0) return fail(`expected pilots[${i}].id to be a pilot id, got ${describe(id)}`);
    // Slot names are the squad's text: kept in a null-prototype object, so "__proto__" or "constructor" is a slot like any other.
    const upgrades: { [slot: string]: string[] } = Object.create(null);
    const rawUpgrades = get(p, "upgrades");
    // No upgrades: left out (YASB), `[]` (LaunchBayNext) or `null`.
    const none = rawUpgrades === undefined || rawUpgrades === null || (Array.isArray(rawUpgrades) && rawUpgrades.length === 0);
    if (!none) {
      if (!isObject(rawUpgrades)) return fail(`expected pilots[${i}].upgrades to be an object of slot -> [ids], got ${describe(rawUpgrades)}`);
      for (const slot of Object.keys(rawUpgrades)) {
        const ids = get(rawUpgrades, slot);
        if (!Array.isArray(ids) || !ids.every((x) => typeof x === "string")) return fail(`expected pilots[${i}].upgrades.${slot} to be an array of upgrade ids`);
        upgrades[slot] = [...(ids as string[])];
      }
    }
    const ship = get(p, "ship");
    const points = get(p, "points");
    pilots.push({
      id,
      upgrades,
      ...(typeof ship === "string" ? { ship } : {}),
      ...pointsOf(points),
    });
  }
  const pick = (key: string) => (typeof get(raw, key) === "string" ? { [key]: get(raw, key) as string } : {});
  const points = get(raw, "points");
  const vendors = vendorsOf(get(raw, "vendor"));
  return ok({
    ...pick("name"),
    ...pick("faction"),
    ...pick("version"),
    ...pick("ruleset"),
    ...pointsOf(points),
    ...(vendors.length === 0 ? {} : { vendors }),
    pilots,
  });
}

/** Points as a number, or what was given instead (cut short), to say that it was ignored. */
function pointsOf(points: unknown): { points: number } | { unreadPoints: string } | object {
  if (points === undefined || points === null) return {};
  if (typeof points === "number" && Number.isFinite(points)) return { points };
  const text = JSON.stringify(points) ?? String(points);
  return { unreadPoints: text.length > 40 ? `${text.slice(0, 40)}...` : text };
}

/** The builders named in a squad's `vendor` object; anything that is not text is left out. */
function vendorsOf(raw: unknown): XwsVendor[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).flatMap((vendor) => {
    const entry = get(raw, vendor);
    if (!isObject(entry)) return [];
    const text = (key: string) => (typeof get(entry, key) === "string" ? (get(entry, key) as string) : undefined);
    const [builder, url, link] = [text("builder"), text("builder_url"), text("link")];
    return [{ vendor, ...(builder === undefined ? {} : { builder }), ...(url === undefined ? {} : { url }), ...(link === undefined ? {} : { link }) }];
  });
}
