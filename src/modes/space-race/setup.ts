import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { dictionary, integer, list, object, oneOf, optional, problemWith, text } from "../../core/schema.js";
import { PLAYER_ID } from "../../core/ids.js";
import { deepFreeze } from "../../core/freeze.js";
import { CLOAK_UPGRADES, POINT_BUDGET, RACING_SHIP_CARDS, RACING_SHIPS, RACING_SLOTS, type RacingShip, STAT_UPGRADES, WEAPON_SLOTS } from "./cards.js";

/** A racer in a checked setup: mission card, ship and the numbers that fix the order of play. */
export interface Racer {
  readonly id: string;
  readonly name?: string;
  /** Mission card 1 to 8, each used once. */
  readonly card: number;
  readonly ship: RacingShip;
  readonly initiative: number;
  readonly points: number;
  readonly hull: number;
  readonly shields: number;
  /** XWS id of the generic pilot flown (ruling printed-stats), when the app names it. */
  readonly pilot?: string;
  /** Upgrades by XWS slot name ("talent", "modification", "illicit", weapon slots): a null-prototype object. */
  readonly upgrades?: { readonly [slot: string]: readonly string[] };
}

/** The rule options of a race (`setup.rules`); docs/space-race.md describes each. */
export interface SpaceRaceRules {
  /**
   * `legacy`: hull, shields, initiative and weapon slots must be those printed on the 2.0 Legacy cards
   * (ruling printed-stats). `asGiven`: the app's values stand (other cards, such as the first edition
   * the seed was written for); the seed's own slots and the cloak ban are still checked.
   */
  readonly printedStats: "legacy" | "asGiven";
  /**
   * A racer that activates its last buoy and is destroyed before the end of that round: it still
   * `wins` (the text has no survival clause), or it is `out` of the race. Ruling destroyed-finisher.
   */
  readonly destroyedFinisher: "out" | "wins";
}

/** The rules a race plays by when `setup.rules` leaves a field out. */
export const DEFAULT_SPACE_RACE_RULES: SpaceRaceRules = /* @__PURE__ */ deepFreeze({ printedStats: "asGiven", destroyedFinisher: "wins" });

/** A checked Space Race setup. */
export interface SpaceRaceSetup {
  readonly players: readonly Racer[];
  /** The random order the app rolled, used when initiative and points are both equal. */
  readonly tiebreak: readonly string[];
  /** Every field filled in. */
  readonly rules: SpaceRaceRules;
}

/**
 * A Space Race setup as written in a record, as `SETUP` reads it (the mode's JSON Schema describes the
 * same): `tiebreak` and `rules` (or any field of it) may be left out. `startGame` takes it; `parseSetup`
 * checks it into `SpaceRaceSetup`.
 */
export interface SpaceRaceSetupInput {
  /** Each racer as the checked setup holds it. */
  readonly players: readonly Racer[];
  readonly tiebreak?: readonly string[];
  readonly rules?: Partial<SpaceRaceRules>;
}

const RACER = object({
  id: text(64, PLAYER_ID, "a player id (1-64 letters, digits or _.:-, starting with a letter or digit)"),
  name: optional(text(200)),
  card: integer(1, 8),
  ship: oneOf(...RACING_SHIPS),
  initiative: integer(0, 8),
  points: integer(0, POINT_BUDGET),
  hull: integer(1, 20),
  shields: integer(0, 20),
  pilot: optional(text(100, undefined, "an XWS pilot id")),
  upgrades: optional(dictionary(list(text(100, undefined, "an XWS upgrade id"), 0, 8))),
});

/** The shape of a setup, as `parseSetup` checks it first and the mode's JSON Schema describes it. */
export const SETUP = object({
  players: list(RACER, 2, 8),
  tiebreak: optional(list(text(64), 0, 8, true)),
  rules: optional(object({ printedStats: optional(oneOf("legacy", "asGiven")), destroyedFinisher: optional(oneOf("out", "wins")) })),
});

const GENERIC = 'space-race.txt: "A player may use any generic pilot from the following list of ships"';
const SLOTS = 'space-race.txt: "All Ships keep their weapon upgrade options (missiles, turrets, etc.) but lose all other upgrade options and replace them with the following: Elite Talent / Elite Talent / Modification / Modification / Illicit"';
const OVERRIDE = 'to type the values of other cards, leave out setup.rules.printedStats or set it to "asGiven"';

/** What is wrong with racer `i`'s build (slots, cloak, printed values), or undefined. */
function buildProblem(p: Racer, i: number, rules: SpaceRaceRules): string | undefined {
  const at = `setup.players[${i}]`;
  const card = RACING_SHIP_CARDS[p.ship];
  const legacy = rules.printedStats === "legacy";
  const upgrades = p.upgrades ?? {};
  const slots = Object.keys(upgrades);
  for (const slot of slots) {
    const ids = upgrades[slot]!;
    const own = Object.hasOwn(RACING_SLOTS, slot) ? RACING_SLOTS[slot as keyof typeof RACING_SLOTS] : undefined;
    const weapon = (WEAPON_SLOTS as readonly string[]).includes(slot) ? (legacy ? (Object.hasOwn(card.weapons, slot) ? card.weapons[slot as keyof typeof card.weapons]! : 0) : ids.length) : undefined;
    const limit = own ?? weapon;
    if (limit === undefined) {
      return `expected ${at}.upgrades to use only the seed's slots (talent, modification, illicit) and the ship's weapon slots (${WEAPON_SLOTS.join(", ")}); the ${JSON.stringify(slot)} slot is lost (${SLOTS}; ruling weapon-slots)`;
    }
    if (ids.length > limit) {
      const has = own !== undefined ? "the seed gives" : `a ${p.ship} has`;
      return `expected at most ${limit} ${slot} upgrade${limit === 1 ? "" : "s"} in ${at}.upgrades (${has} ${limit} ${slot} slot${limit === 1 ? "" : "s"}), got ${ids.length} (${SLOTS}${own === undefined ? "; ruling weapon-slots" : ""})`;
    }
    const cloak = ids.find((id) => (CLOAK_UPGRADES as readonly string[]).includes(id));
    if (cloak !== undefined) return `expected no upgrade that gives the cloak action in ${at}.upgrades, got ${JSON.stringify(cloak)} (space-race.txt: "Ships cannot use upgrades that allow them to use the cloak action")`;
  }
  if (!legacy) return undefined;
  const pilot = p.pilot === undefined ? undefined : card.pilots.find((g) => g.id === p.pilot);
  const generics = card.pilots.map((g) => `${g.id} ${g.initiative}`).join(", ");
  if (p.pilot !== undefined && pilot === undefined) {
    return `expected ${at}.pilot to be a generic pilot of the ${p.ship} (${card.pilots.map((g) => g.id).join(", ")}), got ${JSON.stringify(p.pilot)} (${GENERIC}; ruling printed-stats)`;
  }
  const initiatives = pilot === undefined ? [...new Set(card.pilots.map((g) => g.initiative))].sort((a, b) => a - b) : [pilot.initiative];
  if (!initiatives.includes(p.initiative)) {
    const of = pilot === undefined ? `a generic pilot of the ${p.ship} (${generics})` : `${pilot.id}`;
    return `expected ${at}.initiative to be ${initiatives.join(" or ")}, the printed initiative of ${of}, got ${p.initiative} (${GENERIC}; ruling printed-stats; ${OVERRIDE})`;
  }
  for (const stat of ["hull", "shields"] as const) {
    const grant = (id: string): number => {
      const grants: { readonly [k: string]: number } | undefined = Object.hasOwn(STAT_UPGRADES, id) ? STAT_UPGRADES[id as keyof typeof STAT_UPGRADES] : undefined;
      return grants !== undefined && Object.hasOwn(grants, stat) ? grants[stat]! : 0;
    };
    const added = slots.reduce((n, slot) => n + upgrades[slot]!.reduce((m, id) => m + grant(id), 0), 0);
    const expected = card[stat] + added;
    if (p[stat] !== expected) {
      const why = added === 0 ? `the printed ${stat} of a ${p.ship}` : `the printed ${stat} of a ${p.ship} (${card[stat]}) plus ${added} from its upgrades`;
      return `expected ${at}.${stat} to be ${expected}, ${why}, got ${p[stat]} (${GENERIC}; ruling printed-stats; a Hull Upgrade or Shield Upgrade counts when listed in upgrades; ${OVERRIDE})`;
    }
  }
  return undefined;
}

/**
 * Checks an untrusted Space Race setup: up to 8 racers, each card once, legal ships, 25 points, the
 * seed's upgrade slots, no cloak, and (unless `rules.printedStats` is `asGiven`) the printed values.
 */
export function parseSetup(raw: unknown): Result<SpaceRaceSetup, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  const problem = problemWith(SETUP, raw, "setup");
  if (problem !== undefined) return fail(problem);
  const { players, tiebreak, rules: given } = raw as { players: Racer[]; tiebreak?: string[]; rules?: Partial<SpaceRaceRules> };
  const rules: SpaceRaceRules = {
    printedStats: given?.printedStats ?? DEFAULT_SPACE_RACE_RULES.printedStats,
    destroyedFinisher: given?.destroyedFinisher ?? DEFAULT_SPACE_RACE_RULES.destroyedFinisher,
  };
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (players.findIndex((q) => q.id === p.id) !== i) return fail(`expected setup.players[${i}].id to be unique; ${JSON.stringify(p.id)} is repeated`);
    if (players.findIndex((q) => q.card === p.card) !== i) return fail(`expected setup.players[${i}].card to be unique; card ${p.card} is used twice`);
    const build = buildProblem(p, i, rules);
    if (build !== undefined) return fail(build);
  }
  if (tiebreak !== undefined) {
    const unknown = tiebreak.find((id) => !players.some((p) => p.id === id));
    if (unknown !== undefined) return fail(`expected setup.tiebreak to name players of the race, got ${JSON.stringify(unknown)}`);
  }
  const tied = players.filter((p) => players.some((q) => q !== p && q.initiative === p.initiative && q.points === p.points));
  const unranked = tied.find((p) => !(tiebreak ?? []).includes(p.id));
  if (unranked !== undefined) {
    return fail(`expected setup.tiebreak to order ${unranked.id} and the others with the same initiative and points (space-race.txt: "It is decided at random who goes first")`);
  }
  return ok({
    players: players.map((p) => ({
      id: p.id,
      ...(p.name === undefined ? {} : { name: p.name }),
      card: p.card,
      ship: p.ship,
      initiative: p.initiative,
      points: p.points,
      hull: p.hull,
      shields: p.shields,
      ...(p.pilot === undefined ? {} : { pilot: p.pilot }),
      ...(p.upgrades === undefined ? {} : { upgrades: copyUpgrades(p.upgrades) }),
    })),
    tiebreak: [...(tiebreak ?? [])],
    rules,
  });
}

/** Upgrades by slot in a null-prototype object: slot names are the app's strings. */
function copyUpgrades(upgrades: { readonly [slot: string]: readonly string[] }): { readonly [slot: string]: readonly string[] } {
  const out: { [slot: string]: readonly string[] } = Object.create(null);
  for (const slot of Object.keys(upgrades)) out[slot] = [...upgrades[slot]!];
  return out;
}

/**
 * The order of play, fixed for the game (space-race.txt, "Order of Initiative"): higher initiative
 * first; equal initiative: fewer points first; still equal: the tiebreak order.
 */
export function turnOrder(setup: Pick<SpaceRaceSetup, "players" | "tiebreak">): string[] {
  const rank = (id: string) => setup.tiebreak.indexOf(id);
  return [...setup.players]
    .sort((a, b) => b.initiative - a.initiative || a.points - b.points || rank(a.id) - rank(b.id))
    .map((p) => p.id);
}
