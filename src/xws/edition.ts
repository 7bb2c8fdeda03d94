import type { Catalog } from "./catalog.js";
import type { Edition } from "./catalog-data.js";
import type { XwsSquad } from "./squad.js";

/** The edition a squad was built for, and what said so. */
export interface EditionEvidence {
  readonly edition: Edition;
  /** What decided it, e.g. `vendor yasb builder "YASB - X-Wing 2.5"`. */
  readonly because: string;
}

// Builders and their editions, as real exports name them: yasb.app builds 2.5 lists,
// xwing-legacy.com (and the older raithos.github.io and LaunchBayNext) 2.0 Legacy ones.
const BUILDER_EDITIONS: readonly (readonly [RegExp, Edition])[] = [
  [/yasb\.app|x-?wing 2\.5|\bxwa\b/i, "2.5"],
  [/xwing-legacy\.com|raithos\.github\.io|launch[- ]?bay[- ]?next|\b2\.0\b/i, "legacy"],
];

/**
 * The edition a squad names: its `ruleset` ("XWA" and LaunchBayNext's "amg" are 2.5, "legacy" is
 * Legacy), its builder (`vendor`), or its
 * `version` ("2.5.0" or "2.0.0"). Undefined when the squad says nothing that tells.
 */
export function squadEdition(squad: XwsSquad): EditionEvidence | undefined {
  const ruleset = squad.ruleset === undefined ? undefined : /^(xwa|amg)$/i.test(squad.ruleset) ? "2.5" : /^legacy$/i.test(squad.ruleset) ? "legacy" : undefined;
  if (ruleset !== undefined) return { edition: ruleset, because: `ruleset ${JSON.stringify(squad.ruleset)}` };
  for (const v of squad.vendors ?? []) {
    for (const [key, text] of [["builder", v.builder], ["builder_url", v.url], ["link", v.link]] as const) {
      if (text === undefined) continue;
      const match = BUILDER_EDITIONS.find(([pattern]) => pattern.test(text));
      if (match) return { edition: match[1], because: `vendor ${v.vendor} ${key} ${JSON.stringify(text)}` };
    }
  }
  const version = squad.version === undefined ? undefined : /^(2\.5|2\.0)(\.|$)/.exec(squad.version)?.[1];
  if (version !== undefined) return { edition: version === "2.5" ? "2.5" : "legacy", because: `version ${JSON.stringify(squad.version)}` };
  return undefined;
}

/**
 * The edition of a squad: what the squad names ({@link squadEdition}), else the first catalog
 * that knows every pilot and upgrade of it, else the first catalog given.
 */
export function chooseEdition(squad: XwsSquad, catalogs: readonly Catalog[]): EditionEvidence {
  const named = squadEdition(squad);
  if (named) return named;
  const knows = (c: Catalog) => squad.pilots.every((p) => c.pilot(p.id, squad.faction) && Object.values(p.upgrades).every((ids) => ids.every((id) => c.upgrade(id))));
  const found = catalogs.find(knows);
  if (found) return { edition: found.format, because: `its cards are all in the ${found.format} data` };
  const first = catalogs[0];
  if (!first) throw new RangeError("chooseEdition needs at least one catalog");
  return { edition: first.format, because: "nothing in the squad names an edition" };
}
