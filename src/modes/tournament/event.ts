import { type RuleViolation, violation, at } from "../../core/errors.js";
import { deepFreeze } from "../../core/freeze.js";
import { err, ok, type Result } from "../../core/result.js";
import { describe, integer, isObject, list, nullable, object, oneOf, optional, own, problemWith, text, type Check } from "../../core/schema.js";
import { snapshotAs } from "../../core/snapshot.js";
import type { AcesHighSetupInput } from "../aces-high/index.js";
import { SHIP_SCHEMA } from "../aces-high/setup.js";
import type { TournamentErrorCode } from "./errors.js";
import type { TableSizes } from "./tables.js";

/**
 * A game at one table: who sat there, in player order (the first has order number 1), and its
 * result: a game record (`"mode": "aces-high"`), a result record (`"mode": "aces-high-result"`),
 * either as an object or JSON text, or the name of a file holding one.
 */
export interface TableEntry {
  readonly players: readonly string[];
  readonly record?: unknown;
}

/** A round of an event file: its tables. */
export interface RoundEntry {
  readonly tables: readonly TableEntry[];
}

/** A player who arrives late (joins from `round` on) or leaves (is not seated from `round` on). */
export interface PlayerRound {
  readonly player: string;
  readonly round: number;
}

/** The ship a player flies, as printed on the table sheets. */
export interface ShipEntry {
  readonly player: string;
  readonly ship: string;
}

/**
 * Final salvo rolls made at the table for the standings after `round`: each roll in turn, the
 * first one first; a player still tied rolls again (ruling `salvo-roll`). Higher ranks first.
 */
export interface SalvoEntry {
  readonly round: number;
  readonly player: string;
  readonly rolls: readonly number[];
}

/**
 * A result a table had before it was replaced (`enterResult` with `replace`, or a game record taking the
 * place of a score sheet) or dropped with its round (`undoRound` with `force`): kept in the event so
 * that a mistaken correction can be undone by entering `record` again. Oldest first.
 */
export interface ReplacedResult {
  readonly round: number;
  readonly table: number;
  readonly record: unknown;
}

/** The event's choices where the text leaves one open (see `TOURNAMENT_RULINGS`). */
export interface EventRules {
  /** Ruling `table-sizes`. */
  readonly tableSizes: TableSizes;
  /** Ruling `salvo-roll`: `"atTable"` (the default): only rolls made at the table and entered break ties; or `"seeded"`: drawn from the seed unless entered. */
  readonly salvoRolls: "seeded" | "atTable";
  /** Ruling `final-standings`: the seating tie-breaks, or `"shared"`: equal victory shares a final rank. */
  readonly finalStandings: "asSeating" | "shared";
  /**
   * Ruling `unfinished-game`: a game record whose game has not ended is `"refused"` (`ERR_GAME_NOT_OVER`),
   * or `"counted"` as it stands. The option `allowUnfinished` of a call (`--allow-unfinished`) counts it too.
   */
  readonly unfinishedGames: "refused" | "counted";
}

/**
 * A player's display name and ship, from `event init` and `event join` with an XWS squad: what
 * `tableGameRecord` seats at the table. The ship is an Aces High setup's (`setup.players[].ship`).
 */
export interface EntrantEntry {
  readonly player: string;
  /** The name people know the player by: any text ("Zoë Ng"); the id is made from it. */
  readonly name?: string;
  readonly ship?: AcesHighShipInput;
}

/** An Aces High setup's ship, as an event file keeps it for the game records of its tables. */
export type AcesHighShipInput = AcesHighSetupInput["players"][number]["ship"];

/**
 * How the event's games are played (aces-high.txt, Game Time: "The game lasts for 1 hour or until the
 * end of the round in which one of the players has scored 6 victory points. Optionally, the 6 victory
 * point limit can be removed, or the game can be played for 1 hour and 15 minutes (or any
 * predetermined time)."), and how lists are built. Every table's game record must follow them.
 */
export interface GameRules {
  /** The Aces High rule preset of the games (default `"community"`). */
  readonly preset: "community" | "epicBattles";
  /** The victory that ends a game; `null`: the limit is removed (default 6). */
  readonly victoryLimit: number | null;
  /** The game's time in minutes (default 60; 75 is "1 hour and 15 minutes"); `null`: no time limit. */
  readonly timeLimit: number | null;
  /** The squads' point limit, when squads are imported. */
  readonly pointLimit?: number;
  /** The card data the squads are read with, when squads are imported. */
  readonly edition?: "legacy" | "2.5";
}

/** The game rules of an event file that names none. */
export const DEFAULT_GAME_RULES: GameRules = /* @__PURE__ */ deepFreeze({ preset: "community", victoryLimit: 6, timeLimit: 60 });

/** The rules of an event file that names none. */
export const DEFAULT_EVENT_RULES: EventRules = /* @__PURE__ */ deepFreeze({ tableSizes: "fours", salvoRolls: "atTable", finalStandings: "asSeating", unfinishedGames: "refused" });

/** The number of rounds of an event file that names none: the text's example (ruling `round-count`). */
export const DEFAULT_ROUND_COUNT = 3;

/** A table's result as entered from a paper score sheet (ruling `entered-result`). */
export interface ResultRecord {
  readonly mode: "aces-high-result";
  /** Each player's victory and bounty at the end of the game (before the bounty becomes victory) and place. */
  readonly players: readonly ResultLine[];
  readonly meta?: unknown;
}

/** One player's line of a result record. */
export interface ResultLine {
  readonly id: string;
  readonly victory: number;
  readonly bounty: number;
  readonly place: number;
}

/**
 * An Aces High side event: its players, the organiser's seed, the number of rounds, the rounds
 * paired so far with their results, and the changes made on the night.
 */
export interface AcesHighEvent {
  readonly mode: "aces-high-event";
  readonly seed: string | number;
  /** How many rounds the event has (default 3). */
  readonly roundCount?: number;
  readonly rules?: Partial<EventRules>;
  /** Everyone who takes part, late arrivals and players who left included. */
  readonly players: readonly string[];
  readonly ships?: readonly ShipEntry[];
  /** Display names and imported ships (see `EntrantEntry`). */
  readonly entrants?: readonly EntrantEntry[];
  /** How the games are played (see `GameRules`; defaults `DEFAULT_GAME_RULES`). */
  readonly game?: Partial<GameRules>;
  /** A name for the event, printed on its pages. */
  readonly name?: string;
  /** The event's date (YYYY-MM-DD), printed on its pages. */
  readonly date?: string;
  readonly arrivals?: readonly PlayerRound[];
  readonly drops?: readonly PlayerRound[];
  readonly salvos?: readonly SalvoEntry[];
  readonly rounds: readonly RoundEntry[];
  /** The results replaced so far, oldest first. */
  readonly replaced?: readonly ReplacedResult[];
  /**
   * Salvo rolls taken off with their round (`undoRound`), oldest first: kept, as its results are, and
   * entered again with them (see `enterResult`).
   */
  readonly replacedSalvos?: readonly SalvoEntry[];
  readonly meta?: unknown;
}

/** The most rounds an event has, and the most players. */
export const MAX_ROUNDS = 100;
export const MAX_EVENT_PLAYERS = 1000;

const playerId = text(64, undefined, "a player id");
const seed: Check = (v) => Number.isSafeInteger(v) || (typeof v === "string" && v.length > 0 && v.length <= 200) ? undefined : { path: "", message: "expected {path} to be an integer or a string of 1 to 200 characters" };
const anything: Check = () => undefined;
const playerRound = object({ player: playerId, round: integer(1, MAX_ROUNDS) });
const roll = integer(0, 1000);

/** A table as the event file and `scoreTable` hold it: its players in player order, and its result, if any. */
export const TABLE = object({ players: list(playerId, 2, 8, true), record: optional(anything) });

/** The game rules an event file holds (`GameRules`, each field optional). */
export const GAME_RULES = object({
  preset: optional(oneOf("community", "epicBattles")),
  victoryLimit: optional(nullable(integer(1, 999))),
  timeLimit: optional(nullable(integer(1, 24 * 60))),
  pointLimit: optional(integer(1, 1000)),
  edition: optional(oneOf("legacy", "2.5")),
});

const EVENT = object({
  mode: oneOf("aces-high-event"),
  seed,
  roundCount: optional(integer(1, MAX_ROUNDS)),
  rules: optional(object({ tableSizes: optional(oneOf("fours", "sixes")), salvoRolls: optional(oneOf("seeded", "atTable")), finalStandings: optional(oneOf("asSeating", "shared")), unfinishedGames: optional(oneOf("refused", "counted")) })),
  players: list(playerId, 2, MAX_EVENT_PLAYERS, true),
  ships: optional(list(object({ player: playerId, ship: text(200) }), 0, MAX_EVENT_PLAYERS)),
  entrants: optional(list(object({ player: playerId, name: optional(text(200)), ship: optional(SHIP_SCHEMA) }), 0, MAX_EVENT_PLAYERS)),
  game: optional(GAME_RULES),
  name: optional(text(200)),
  date: optional(text(10, /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, "a date YYYY-MM-DD")),
  arrivals: optional(list(playerRound, 0, MAX_EVENT_PLAYERS)),
  drops: optional(list(playerRound, 0, MAX_EVENT_PLAYERS)),
  salvos: optional(list(object({ round: integer(1, MAX_ROUNDS), player: playerId, rolls: list(roll, 1, 20) }), 0, 100_000)),
  rounds: list(object({ tables: list(TABLE, 1, 250) }), 0, MAX_ROUNDS),
  replaced: optional(list(object({ round: integer(1, MAX_ROUNDS), table: integer(1, 250), record: anything }), 0, 100_000)),
  replacedSalvos: optional(list(object({ round: integer(1, MAX_ROUNDS), player: playerId, rolls: list(roll, 1, 20) }), 0, 100_000)),
  meta: anything,
});

const RESULT = object({
  mode: oneOf("aces-high-result"),
  players: list(object({ id: playerId, victory: integer(-999, 999), bounty: integer(0, 999), place: integer(1, 8) }), 2, 8),
  meta: anything,
});

/** An option or argument of a call that is not one it takes (`ERR_INVALID_OPTION`), naming what was expected. */
export function badOption(what: string, expected: string, got: unknown): RuleViolation<TournamentErrorCode> {
  return refusal("ERR_INVALID_OPTION", `expected ${what} to be ${expected}, got ${describe(got)}`);
}

/** A violation of the event or its games, with no event index. */
export function refusal(code: TournamentErrorCode, message: string): RuleViolation<TournamentErrorCode> {
  return at(violation(code, message), null);
}

/** The rounds an event has: `roundCount`, or 3. */
export function roundCountOf(event: AcesHighEvent): number {
  return own(event, "roundCount") ?? DEFAULT_ROUND_COUNT;
}

/** The event's rules, defaults filled in. */
export function rulesOf(event: AcesHighEvent): EventRules {
  const rules = own(event, "rules") ?? {};
  return {
    tableSizes: own(rules, "tableSizes") ?? DEFAULT_EVENT_RULES.tableSizes,
    salvoRolls: own(rules, "salvoRolls") ?? DEFAULT_EVENT_RULES.salvoRolls,
    finalStandings: own(rules, "finalStandings") ?? DEFAULT_EVENT_RULES.finalStandings,
    unfinishedGames: own(rules, "unfinishedGames") ?? DEFAULT_EVENT_RULES.unfinishedGames,
  };
}

/**
 * Whether a game record whose game has not ended counts: a call's `allowUnfinished` when given, else the
 * event's `rules.unfinishedGames` (ruling `unfinished-game`).
 */
export function countsUnfinished(event: AcesHighEvent, allowUnfinished: boolean | undefined): boolean {
  return allowUnfinished ?? rulesOf(event).unfinishedGames === "counted";
}

/** The round a player joins from (1 for players there from the start). */
export function arrivalOf(event: AcesHighEvent, player: string): number {
  return own(event, "arrivals")?.find((a) => a.player === player)?.round ?? 1;
}

/** The round from which a player is no longer seated, or null for a player who stays. */
export function dropOf(event: AcesHighEvent, player: string): number | null {
  return own(event, "drops")?.find((d) => d.player === player)?.round ?? null;
}

/** The players seated in round `round` (1-based): arrived by then and not dropped, in the event's order. */
export function activePlayers(event: AcesHighEvent, round: number): string[] {
  return event.players.filter((id) => arrivalOf(event, id) <= round && (dropOf(event, id) ?? Infinity) > round);
}

/** The event's game rules, defaults filled in. */
export function gameRulesOf(event: AcesHighEvent): GameRules {
  const game = own(event, "game") ?? {};
  const pointLimit = own(game, "pointLimit");
  const edition = own(game, "edition");
  return {
    preset: own(game, "preset") ?? DEFAULT_GAME_RULES.preset,
    victoryLimit: own(game, "victoryLimit") === undefined ? DEFAULT_GAME_RULES.victoryLimit : own(game, "victoryLimit")!,
    timeLimit: own(game, "timeLimit") === undefined ? DEFAULT_GAME_RULES.timeLimit : own(game, "timeLimit")!,
    ...(pointLimit === undefined ? {} : { pointLimit }),
    ...(edition === undefined ? {} : { edition }),
  };
}

/** A player's entry (display name, ship), if the event has one. */
export function entrantOf(event: AcesHighEvent, player: string): EntrantEntry | undefined {
  return own(event, "entrants")?.find((e) => e.player === player);
}

/** The name a player is shown by: their display name, else their id. */
export function displayName(event: AcesHighEvent, player: string): string {
  return entrantOf(event, player)?.name ?? player;
}

/** The ship a player flies, or null. */
export function shipOf(event: AcesHighEvent, player: string): string | null {
  return own(event, "ships")?.find((s) => s.player === player)?.ship ?? null;
}

/**
 * Checks an event file: its shape, its players' arrivals, drops, ships and salvo rolls, and that
 * each round seats every player taking part in it exactly once (late arrivals from their round,
 * players who left up to theirs), at tables of 2 to 8. Returns a copy of the event's own data
 * (`snapshot`): every function of this module reads its event through it.
 */
export function parseEventFile(raw: unknown): Result<AcesHighEvent, RuleViolation> {
  // Read once into a copy of its own, as the engines read what they are given: only the event's own
  // fields count (a field it leaves out stays out, whatever Object.prototype holds), and what the
  // caller does with their object afterwards changes nothing.
  const copied = snapshotAs(raw, "ERR_INVALID_RECORD", "event", null);
  if (!copied.ok) return copied;
  const fail = (message: string) => err(refusal("ERR_INVALID_RECORD", message));
  const problem = problemWith(EVENT, copied.value, "event");
  if (problem !== undefined) return fail(problem);
  const event = copied.value as AcesHighEvent;
  const count = roundCountOf(event);
  const known = new Set(event.players);
  if (event.rounds.length > count) return fail(`expected at most ${count} rounds (event.roundCount), got ${event.rounds.length}`);
  for (const field of ["arrivals", "drops", "ships", "entrants"] as const) {
    const entries = own(event, field) ?? [];
    const seen = new Set<string>();
    for (const e of entries) {
      if (!known.has(e.player)) return fail(`expected event.${field} to name players of the event; ${JSON.stringify(e.player)} is not one`);
      if (seen.has(e.player)) return fail(`expected event.${field} to name each player once; ${JSON.stringify(e.player)} is repeated`);
      seen.add(e.player);
    }
  }
  const early = own(event, "arrivals")?.find((a) => a.round < 2 || a.round > count);
  if (early !== undefined) return fail(`expected ${JSON.stringify(early.player)} to arrive in round 2 to ${count}, got round ${early.round}`);
  const wrong = own(event, "drops")?.find((d) => d.round < arrivalOf(event, d.player) || d.round > count);
  if (wrong !== undefined) {
    return fail(`expected ${JSON.stringify(wrong.player)} to leave from a round of the event they take part in, ${arrivalOf(event, wrong.player)} to ${count}, got round ${wrong.round}`);
  }
  const salvos = new Set<string>();
  for (const s of own(event, "salvos") ?? []) {
    if (!known.has(s.player)) return fail(`expected event.salvos to name players of the event; ${JSON.stringify(s.player)} is not one`);
    if (s.round > count) return fail(`expected the salvo rolls of ${JSON.stringify(s.player)} to be for round 1 to ${count}, got round ${s.round}`);
    const key = `${s.round}/${s.player}`;
    if (salvos.has(key)) return fail(`expected one list of salvo rolls per player and round; ${JSON.stringify(s.player)} has two for round ${s.round}`);
    salvos.add(key);
  }
  // Rolls taken off with their round may repeat (a round taken back twice): each is kept as it was.
  for (const s of own(event, "replacedSalvos") ?? []) {
    if (!known.has(s.player)) return fail(`expected event.replacedSalvos to name players of the event; ${JSON.stringify(s.player)} is not one`);
    if (s.round > count) return fail(`expected the kept salvo rolls of ${JSON.stringify(s.player)} to be for round 1 to ${count}, got round ${s.round}`);
  }
  for (let r = 0; r < event.rounds.length; r++) {
    const problem = seatingProblem(event, r + 1, event.rounds[r]!.tables.map((t) => t.players));
    if (problem !== undefined) return fail(problem);
  }
  return ok(event);
}

/**
 * What is wrong with seating `tables` (each in player order) for round `round`, or undefined: every
 * table has 2 to 8 players, and every player taking part in the round sits at one table, once.
 */
export function seatingProblem(event: AcesHighEvent, round: number, tables: readonly (readonly string[])[]): string | undefined {
  const expected = activePlayers(event, round);
  const taking = new Set(expected);
  const seated = new Set<string>();
  for (let t = 0; t < tables.length; t++) {
    const players = tables[t]!;
    if (players.length < 2 || players.length > 8) return `expected 2 to 8 players at table ${t + 1} of round ${round}, got ${players.length}`;
    for (const id of players) {
      if (seated.has(id)) return `expected round ${round} to seat each player once; ${JSON.stringify(id)} sits twice`;
      if (!taking.has(id)) return `expected round ${round} to seat only players taking part in it; ${JSON.stringify(id)} ${whyNot(event, id, round)}`;
      seated.add(id);
    }
  }
  const missing = expected.find((id) => !seated.has(id));
  if (missing !== undefined) return `expected round ${round} to seat every player taking part in it; ${JSON.stringify(missing)} has no table`;
  return undefined;
}

function whyNot(event: AcesHighEvent, id: string, round: number): string {
  if (!event.players.includes(id)) return "is not a player of the event";
  const arrival = arrivalOf(event, id);
  return arrival > round ? `joins from round ${arrival}` : `left from round ${dropOf(event, id)!} on`;
}

/** Whether a table's record is a result record (an object or JSON text with `"mode": "aces-high-result"`). */
export function isResultRecord(raw: unknown): boolean {
  return isObject(raw) && own(raw, "mode") === "aces-high-result";
}

/**
 * Checks a result record against its table (ruling `entered-result`): the table's players, each
 * once, and places that follow victory + bounty at the end of the game: 1 + the number of players
 * with more (equal scores share a place, as at a table scored from its game record).
 */
export function parseResultRecord(raw: unknown, players: readonly string[]): Result<ResultRecord, RuleViolation> {
  if (!Array.isArray(players) || players.some((id) => typeof id !== "string")) return err(badOption("players", "the table's player ids", players));
  const copied = snapshotAs(raw, "ERR_INVALID_RESULT", "result", null);
  if (!copied.ok) return copied;
  const fail = (message: string) => err(refusal("ERR_INVALID_RESULT", message));
  const problem = problemWith(RESULT, copied.value, "result");
  if (problem !== undefined) return fail(problem);
  const result = copied.value as ResultRecord;
  const ids = result.players.map((p) => p.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) return fail(`expected each player of the table once in the result; ${JSON.stringify(repeated)} is repeated`);
  if (ids.length !== players.length || players.some((id) => !ids.includes(id))) {
    return fail(`expected the result's players to be the table's (${players.join(", ")}), got ${ids.join(", ")}`);
  }
  const total = (p: ResultLine) => p.victory + p.bounty;
  for (const p of result.players) {
    const better = result.players.filter((q) => total(q) > total(p)).length;
    if (p.place !== better + 1) {
      return fail(
        `expected ${JSON.stringify(p.id)}'s place to be ${better + 1} (victory ${p.victory} + bounty ${p.bounty} = ${total(p)}; ${better} player${better === 1 ? " has" : "s have"} more), got ${p.place}`,
      );
    }
  }
  return ok(result);
}
