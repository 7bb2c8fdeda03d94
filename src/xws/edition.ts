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

/** LaunchBayNext's first app, launch-bay-next.herokuapp.com, built 2.0 lists only. */
const LBN_2_0_APP = /launch-bay-next\.herokuapp\.com/i;
const LBN = /launch[- ]?bay[- ]?next/i;
/**
 * The most a LaunchBayNext 2.5 squad costs: before it wrote a `ruleset` (2024), LaunchBayNext built
 * 2.5 lists to AMG's 20-point limit and 2.0 lists to 200 points, where a ship costs more than 20
 * but for a rare few (9 pilots of the Legacy data: quick builds, the Autopilot Drone at 11, ...).
 */
const LBN_25_POINTS = 20;

/**
 * The edition a squad names: its `ruleset` ("XWA" and LaunchBayNext's "amg" are 2.5, "legacy" is
 * Legacy), its builder (`vendor`; LaunchBayNext without a ruleset by the squad's points: 20 or
 * less is a 2.5 list), or its `version` ("2.5.0" or "2.0.0"). Undefined when the squad says
 * nothing that tells.
 */
export function squadEdition(squad: XwsSquad): EditionEvidence | undefined {
  const ruleset = squad.ruleset === undefined ? undefined : /^(xwa|amg)$/i.test(squad.ruleset) ? "2.5" : /^legacy$/i.test(squad.ruleset) ? "legacy" : undefined;
  if (ruleset !== undefined) return { edition: ruleset, because: `ruleset ${JSON.stringify(squad.ruleset)}` };
  for (const v of squad.vendors ?? []) {
    const fields = [["builder", v.builder], ["builder_url", v.url], ["link", v.link]] as const;
    const app = fields.find(([, text]) => text !== undefined && LBN_2_0_APP.test(text));
    if (app) return { edition: "legacy", because: `vendor ${v.vendor} ${app[0]} ${JSON.stringify(app[1])}` };
    for (const [key, text] of fields) {
      if (text === undefined) continue;
      const match = BUILDER_EDITIONS.find(([pattern]) => pattern.test(text));
      if (!match) continue;
      const because = `vendor ${v.vendor} ${key} ${JSON.stringify(text)}`;
      // LaunchBayNext without a ruleset: a 2.5 list (20 points at most) or a 2.0 one.
      const points = LBN.test(text) ? squadPoints(squad) : undefined;
      if (points !== undefined) return { edition: points <= LBN_25_POINTS ? "2.5" : "legacy", because: `${because}, ${points} points` };
      return { edition: match[1], because };
    }
  }
  const version = squad.version === undefined ? undefined : /^(2\.5|2\.0)(\.|$)/.exec(squad.version)?.[1];
  if (version !== undefined) return { edition: version === "2.5" ? "2.5" : "legacy", because: `version ${JSON.stringify(squad.version)}` };
  return undefined;
}

/** The squad's points: its total, else the sum of its pilots' when each states them; undefined when it does not say. */
function squadPoints(squad: XwsSquad): number | undefined {
  if (squad.points !== undefined) return squad.points;
  if (!squad.pilots.every((p) => p.points !== undefined)) return undefined;
  return squad.pilots.reduce((sum, p) => sum + p.points!, 0);
}

/**
 * The edition of a squad: what the squad names ({@link squadEdition}); else 2.5 when every pilot
 * states the points its 2.5 card costs; else the first catalog that knows every pilot and upgrade of
 * it, else the first catalog given.
 */
export function chooseEdition(squad: XwsSquad, catalogs: readonly Catalog[]): EditionEvidence {
  const named = squadEdition(squad);
  if (named) return named;
  // A 2.5 export writes each pilot's card cost as its points; a Legacy pilot's points count its
  // upgrades too, and a Legacy card costs several times its 2.5 one (20 and up but for a rare few).
  const priced = catalogs.find((c) => c.format === "2.5" && squad.pilots.length > 0 && squad.pilots.every((p) => p.points !== undefined && c.pilot(p.id, squad.faction)?.points === p.points));
  if (priced) return { edition: "2.5", because: "each pilot's points are its 2.5 card's cost" };
  const knows = (c: Catalog) => squad.pilots.every((p) => c.pilot(p.id, squad.faction) && Object.values(p.upgrades).every((ids) => ids.every((id) => c.upgrade(id))));
  const found = catalogs.find(knows);
  if (found) return { edition: found.format, because: `its cards are all in the ${found.format} data` };
  const first = catalogs[0];
  if (!first) throw new RangeError("chooseEdition needs at least one catalog");
  return { edition: first.format, because: "nothing in the squad names an edition" };
}
