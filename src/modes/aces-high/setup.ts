import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { describe, get, isInteger, isObject, type JsonObject, unknownKey } from "../../core/shape.js";
import { type AcesHighRules, parseRules } from "./rules.js";
import { defaultCharges } from "./saves.js";

/** Save charges by kind of loss they replace. */
export interface SaveCharges {
  readonly destruction: number;
  readonly flee: number;
}

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
  /** Upgrades by slot, XWS style, for display. */
  readonly upgrades?: { readonly [slot: string]: readonly string[] };
}

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

/** Player ids: short, printable, and never a JavaScript prototype key. */
export const PLAYER_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

const SETUP_KEYS = ["players", "rules"];
const PLAYER_KEYS = ["id", "order", "name", "ship"];
const SHIP_KEYS = ["hull", "shields", "pilot", "ship", "initiative", "points", "saves", "upgrades"];

const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));

export function parseSetup(raw: unknown): Result<AcesHighSetup, Violation<"ERR_INVALID_SETUP">> {
  if (!isObject(raw)) return fail(`expected setup to be an object, got ${describe(raw)}`);
  const extra = unknownKey(raw, SETUP_KEYS);
  if (extra !== undefined) return fail(`unexpected setup field ${JSON.stringify(extra)}; expected ${SETUP_KEYS.join(", ")}`);
  const rules = parseRules(get(raw, "rules"));
  if (!rules.ok) return rules;
  const rawPlayers = get(raw, "players");
  if (!Array.isArray(rawPlayers) || rawPlayers.length < 2 || rawPlayers.length > 8) {
    return fail(`expected "players" to be an array of 2 to 8 players, got ${Array.isArray(rawPlayers) ? `${rawPlayers.length}` : describe(rawPlayers)}`);
  }
  const players: PlayerSetup[] = [];
  for (let i = 0; i < rawPlayers.length; i++) {
    const player = parsePlayer(rawPlayers[i], i);
    if (!player.ok) return player;
    if (players.some((p) => p.id === player.value.id)) return fail(`players[${i}]: duplicate id ${JSON.stringify(player.value.id)}`);
    if (players.some((p) => p.order === player.value.order)) return fail(`players[${i}]: duplicate order ${player.value.order}`);
    players.push(player.value);
  }
  return ok({ players, rules: rules.value });
}

function parsePlayer(raw: unknown, i: number): Result<PlayerSetup, Violation<"ERR_INVALID_SETUP">> {
  const where = `players[${i}]`;
  if (!isObject(raw)) return fail(`${where}: expected a player object, got ${describe(raw)}`);
  const extra = unknownKey(raw, PLAYER_KEYS);
  if (extra !== undefined) return fail(`${where}: unexpected field ${JSON.stringify(extra)}; expected ${PLAYER_KEYS.join(", ")}`);
  const id = get(raw, "id");
  if (typeof id !== "string" || !PLAYER_ID.test(id)) {
    return fail(`${where}: expected "id" to be 1-64 letters, digits or _.:- (starting with a letter or digit), got ${describe(id)}`);
  }
  const order = get(raw, "order");
  if (!isInteger(order, 1, 99)) return fail(`${where}: expected "order" to be an integer from 1 to 99, got ${describe(order)}`);
  const name = get(raw, "name");
  if (name !== undefined && (typeof name !== "string" || name.length > 200)) return fail(`${where}: expected "name" to be a string, got ${describe(name)}`);
  const ship = parseShip(get(raw, "ship"), `${where}.ship`);
  if (!ship.ok) return ship;
  return ok({ id, order, ...(name === undefined ? {} : { name }), ship: ship.value });
}

function parseShip(raw: unknown, where: string): Result<ShipSetup, Violation<"ERR_INVALID_SETUP">> {
  if (!isObject(raw)) return fail(`${where}: expected a ship object, got ${describe(raw)}`);
  const extra = unknownKey(raw, SHIP_KEYS);
  if (extra !== undefined) return fail(`${where}: unexpected field ${JSON.stringify(extra)}; expected ${SHIP_KEYS.join(", ")}`);
  const hull = get(raw, "hull");
  if (!isInteger(hull, 1, 1000)) return fail(`${where}: expected "hull" to be an integer from 1 to 1000, got ${describe(hull)}`);
  const shields = get(raw, "shields");
  if (!isInteger(shields, 0, 1000)) return fail(`${where}: expected "shields" to be an integer from 0 to 1000, got ${describe(shields)}`);
  const optional: { -readonly [K in keyof ShipSetup]?: ShipSetup[K] } = {};
  for (const key of ["pilot", "ship"] as const) {
    const value = get(raw, key);
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length === 0 || value.length > 100) return fail(`${where}: expected "${key}" to be an XWS id string, got ${describe(value)}`);
    optional[key] = value;
  }
  for (const key of ["initiative", "points"] as const) {
    const value = get(raw, key);
    if (value === undefined) continue;
    if (!isInteger(value, 0, 1000)) return fail(`${where}: expected "${key}" to be an integer from 0 to 1000, got ${describe(value)}`);
    optional[key] = value;
  }
  const upgrades = parseUpgrades(get(raw, "upgrades"), where);
  if (!upgrades.ok) return upgrades;
  if (upgrades.value) optional.upgrades = upgrades.value;
  const saves = parseSaves(get(raw, "saves"), optional.pilot, where);
  if (!saves.ok) return saves;
  return ok({ hull, shields, ...optional, saves: saves.value });
}

function parseSaves(raw: unknown, pilot: string | undefined, where: string): Result<SaveCharges, Violation<"ERR_INVALID_SETUP">> {
  if (raw === undefined) return ok(defaultCharges(pilot));
  if (!isObject(raw)) return fail(`${where}.saves: expected {"destruction": n, "flee": n}, got ${describe(raw)}`);
  const extra = unknownKey(raw, ["destruction", "flee"]);
  if (extra !== undefined) return fail(`${where}.saves: unexpected field ${JSON.stringify(extra)}; expected destruction, flee`);
  const charges = { destruction: 0, flee: 0 };
  for (const key of ["destruction", "flee"] as const) {
    const value = get(raw, key);
    if (value === undefined) continue;
    if (!isInteger(value, 0, 99)) return fail(`${where}.saves.${key}: expected an integer from 0 to 99, got ${describe(value)}`);
    charges[key] = value;
  }
  return ok(charges);
}

function parseUpgrades(raw: unknown, where: string): Result<ShipSetup["upgrades"], Violation<"ERR_INVALID_SETUP">> {
  if (raw === undefined) return ok(undefined);
  if (!isObject(raw)) return fail(`${where}.upgrades: expected an object of slot -> [upgrade ids], got ${describe(raw)}`);
  const out: { [slot: string]: string[] } = Object.create(null) as { [slot: string]: string[] };
  for (const slot of Object.keys(raw)) {
    const ids = (raw as JsonObject)[slot];
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) {
      return fail(`${where}.upgrades.${slot}: expected an array of upgrade id strings`);
    }
    out[slot] = [...(ids as string[])];
  }
  return ok(out);
}
