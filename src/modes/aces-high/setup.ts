import { type Violation, violation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { err, ok, type Result } from "../../core/result.js";
import { apart, dictionary, integer, list, object, optional, own, problemWith, text } from "../../core/schema.js";
import { type AcesHighRules, parseRules, RULES } from "./rules.js";
import { defaultCharges } from "./saves.js";

/** Save charges by kind of loss they replace. */
export interface SaveCharges {
  readonly destruction: number;
  readonly flee: number;
}

/** A player's ship in a checked setup. */
export interface ShipSetup {
  readonly hull: number;
  readonly shields: number;
  /** XWS pilot id, e.g. "teltrevura". Known save pilots get their charges from it. */
  readonly pilot?: string;
  /** XWS ship id, e.g. "jumpmaster5000". For display. */
  readonly ship?: string;
  readonly initiative?: number;
  readonly points?: number;
  /** Charges of save abilities; when absent, taken from the pilot if the engine knows it. */
  readonly saves: SaveCharges;
  /** Upgrades by slot, XWS style, for display (a null-prototype object in a checked setup). */
  readonly upgrades?: { readonly [slot: string]: readonly string[] };
}

/** A player in a checked setup. */
export interface PlayerSetup {
  readonly id: string;
  /** The player order number: unique, used for order of play and to list ties. */
  readonly order: number;
  readonly name?: string;
  readonly ship: ShipSetup;
}

/** A validated setup: 2 to 8 players with unique ids and order numbers, and a full rule set. */
export interface AcesHighSetup {
  readonly players: readonly PlayerSetup[];
  readonly rules: AcesHighRules;
}

export { PLAYER_ID };

const SAVES = object({ destruction: optional(integer(0, 99)), flee: optional(integer(0, 99)) });

/** The shape of a setup's ship (`setup.players[].ship`), for the readers of other files that hold one. */
export const SHIP_SCHEMA = /* @__PURE__ */ object({
  hull: integer(1, 1000),
  shields: integer(0, 1000),
  pilot: optional(text(100, undefined, "an XWS pilot id")),
  ship: optional(text(100, undefined, "an XWS ship id")),
  initiative: optional(integer(0, 1000)),
  points: optional(integer(0, 1000)),
  saves: optional(SAVES),
  upgrades: optional(dictionary(list(text(100), 0, 20))),
});

const PLAYER = object({
  id: text(64, PLAYER_ID, "a player id (1-64 letters, digits or _.:-, starting with a letter or digit)"),
  order: integer(1, 99),
  name: optional(text(200)),
  ship: SHIP_SCHEMA,
});

/** The shape of a setup, as `parseSetup` checks it first and the mode's JSON Schema describes it. */
export const SETUP = object({ players: list(PLAYER, 2, 8), rules: apart(RULES) });

type RawShip = Omit<ShipSetup, "saves"> & { saves?: Partial<SaveCharges> };
type RawPlayer = Omit<PlayerSetup, "ship"> & { ship: RawShip };

/** Checks an untrusted setup and returns a normalised copy: charges filled in, rules complete. */
export function parseSetup(raw: unknown): Result<AcesHighSetup, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  const problem = problemWith(SETUP, raw, "setup");
  if (problem !== undefined) return fail(problem);
  const { players, rules } = raw as { players: RawPlayer[]; rules?: unknown };
  const parsedRules = parseRules(rules, "setup.rules");
  if (!parsedRules.ok) return parsedRules;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (players.findIndex((q) => q.id === p.id) !== i) return fail(`expected setup.players[${i}].id to be unique; ${JSON.stringify(p.id)} is repeated`);
    if (players.findIndex((q) => q.order === p.order) !== i) return fail(`expected setup.players[${i}].order to be unique; ${p.order} is repeated`);
  }
  return ok({ players: players.map(copyPlayer), rules: parsedRules.value });
}

function copyPlayer(p: RawPlayer): PlayerSetup {
  const { saves, upgrades, ...ship } = p.ship;
  const charges = saves === undefined ? defaultCharges(own(ship, "pilot")) : { destruction: saves.destruction ?? 0, flee: saves.flee ?? 0 };
  // A null-prototype object: every slot name, "__proto__" and "constructor" too, is a key like any other.
  const copiedUpgrades = upgrades === undefined ? {} : { upgrades: Object.assign(Object.create(null) as {}, Object.fromEntries(Object.entries(upgrades).map(([slot, ids]) => [slot, [...ids]]))) };
  return {
    id: p.id,
    order: p.order,
    ...(p.name === undefined ? {} : { name: p.name }),
    ship: { ...ship, ...copiedUpgrades, saves: charges },
  };
}
