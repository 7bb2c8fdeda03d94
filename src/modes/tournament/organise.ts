import type { RuleViolation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { err, ok, type Result } from "../../core/result.js";
import { isObject, own } from "../../core/schema.js";
import { snapshotAs } from "../../core/snapshot.js";
import {
  type AcesHighEvent,
  arrivalOf,
  badOption,
  countsUnfinished,
  DEFAULT_ROUND_COUNT,
  dropOf,
  type EntrantEntry,
  type EventRules,
  type GameRules,
  gameRulesOf,
  MAX_EVENT_PLAYERS,
  MAX_ROUNDS,
  parseEventFile,
  refusal,
  type RoundEntry,
  type SalvoEntry,
  roundCountOf,
  seatingProblem,
  shipOf,
  type TableEntry,
} from "./event.js";
import { keptRecordOf, type RecordResolver, readResolver, scoreEntry, type TableScore } from "./standings.js";

const isId = (id: unknown): id is string => typeof id === "string" && PLAYER_ID.test(id);
const ID_RULE = "1 to 64 letters, digits, _ . : or -, starting with a letter or digit (as game records need)";

/** What `createEvent` needs: the players (ids as in the game records), the seed, and the choices. */
export interface EventInput {
  readonly players: readonly string[];
  readonly seed: string | number;
  /** Default 3 (ruling `round-count`). */
  readonly roundCount?: number;
  readonly rules?: Partial<EventRules>;
  /** The ship each player flies, for the table sheets. */
  readonly ships?: ReadonlyMap<string, string>;
  /** Players' display names and imported ships. */
  readonly entrants?: readonly EntrantEntry[];
  /** How the games are played (default `DEFAULT_GAME_RULES`). */
  readonly game?: Partial<GameRules>;
  /** The event's name and date (YYYY-MM-DD), for its pages. */
  readonly name?: string;
  readonly date?: string;
}

/** A new event with no round paired yet. Player ids follow `PLAYER_ID`, each once. */
export function createEvent(input: EventInput): Result<AcesHighEvent, RuleViolation> {
  // Own fields only: a field left out stays out, whatever Object.prototype holds.
  if (typeof input !== "object" || input === null) return err(badOption("the event", "{ players, seed, roundCount?, rules?, ships?, entrants?, game?, name?, date? }", input));
  const players = own(input, "players");
  if (!Array.isArray(players)) return err(refusal("ERR_INVALID_RECORD", `expected players to be a list of player ids, got ${players === undefined ? "nothing" : typeof players}`));
  const bad = players.find((id) => !isId(id));
  if (bad !== undefined) return err(refusal("ERR_INVALID_RECORD", `expected player ids of ${ID_RULE}, got ${JSON.stringify(bad)}`));
  if (players.length < 2 || players.length > MAX_EVENT_PLAYERS) return err(refusal("ERR_INVALID_RECORD", `expected 2 to ${MAX_EVENT_PLAYERS} players, got ${players.length}`));
  const repeated = players.find((id, i) => players.indexOf(id) !== i);
  if (repeated !== undefined) return err(refusal("ERR_INVALID_RECORD", `expected each player once; ${JSON.stringify(repeated)} is repeated`));
  const roundCount = own(input, "roundCount") ?? DEFAULT_ROUND_COUNT;
  if (!Number.isInteger(roundCount) || roundCount < 1 || roundCount > MAX_ROUNDS) return err(refusal("ERR_INVALID_RECORD", `expected 1 to ${MAX_ROUNDS} rounds, got ${roundCount}`));
  const given = own(input, "ships");
  if (given !== undefined && !(given instanceof Map)) return err(badOption("ships", "a Map from player id to ship", given));
  const ships = [...(given ?? new Map<string, string>())].map(([player, ship]) => ({ player, ship }));
  const [rules, entrants, game, name, date] = [own(input, "rules"), own(input, "entrants"), own(input, "game"), own(input, "name"), own(input, "date")];
  if (entrants !== undefined && !Array.isArray(entrants)) return err(badOption("entrants", "a list of { player, name?, ship? }", entrants));
  // A field left undefined stays out: parseEventFile reads the event as JSON does.
  return parseEventFile({
    mode: "aces-high-event",
    seed: own(input, "seed"),
    roundCount,
    rules,
    players: [...players],
    ...(ships.length === 0 ? {} : { ships }),
    ...(entrants === undefined || entrants.length === 0 ? {} : { entrants }),
    game,
    name,
    date,
    rounds: [],
  });
}

/** A player's seat at a table: the player and their order number (1 to the table's size). */
export interface Seat {
  readonly player: string;
  readonly order: number;
}

/**
 * The event with tables of a round seated by hand (aces-high.txt leaves the organiser the last
 * word). `tables` maps table numbers (1-based) to their seats; tables not named stay as they are.
 * `round` is the last round paired (its tables replaced) or the next one (then every table is
 * named). Checked: every table has 2 to 8 players with the order numbers 1 to its size, each once;
 * every player taking part sits once; a table with a result is not changed.
 */
export function seatTables(given: AcesHighEvent, round: number, tables: ReadonlyMap<number, readonly Seat[]>): Result<AcesHighEvent, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const fail = (message: string) => err(refusal("ERR_SEATING", message));
  if (!(tables instanceof Map)) return err(badOption("tables", "a Map from table number to seats", tables));
  const read = new Map<number, Seat[]>();
  for (const [t, seats] of tables) {
    const copied = snapshotAs(seats, "ERR_INVALID_OPTION", `the seats of table ${t}`, null);
    if (!copied.ok) return copied;
    const list = copied.value;
    if (!Array.isArray(list) || list.some((s) => !isObject(s) || typeof own(s, "player") !== "string" || !Number.isInteger(own(s, "order")))) {
      return err(badOption(`the seats of table ${t}`, "a list of { player, order }", seats));
    }
    read.set(t, list as Seat[]);
  }
  const paired = event.rounds.length;
  if (!Number.isInteger(round) || round < 1 || round > Math.min(paired + 1, roundCountOf(event))) {
    return fail(`expected round ${Math.max(1, paired)}${paired < roundCountOf(event) ? ` or ${paired + 1}` : ""} (the last round paired, or the next), got ${round}`);
  }
  if (round < paired) return fail(`expected the last round paired (${paired}) or the next; round ${round + 1} is already paired`);
  const existing: readonly TableEntry[] = round <= paired ? event.rounds[round - 1]!.tables : [];
  const seated: TableEntry[] = [...existing];
  for (const [t, seats] of [...read].sort((a, b) => a[0] - b[0])) {
    if (!Number.isInteger(t) || t < 1) return fail(`expected table numbers from 1, got ${t}`);
    if (existing[t - 1] !== undefined && own(existing[t - 1]!, "record") !== undefined) return fail(`expected a table without a result; table ${t} of round ${round} has one`);
    const orders = seats.map((s) => s.order).sort((a, b) => a - b);
    if (orders.some((o, i) => o !== i + 1)) {
      return fail(`expected the order numbers at table ${t} to be 1 to ${seats.length}, each once; got ${seats.map((s) => s.order).join(", ")}`);
    }
    seated[t - 1] = { players: [...seats].sort((a, b) => a.order - b.order).map((s) => s.player) };
  }
  const gap = Array.from(seated, (table, i) => (table === undefined ? i + 1 : 0)).find((t) => t > 0);
  if (gap !== undefined) return fail(`expected tables numbered 1 to ${seated.length}; table ${gap} has no players`);
  const problem = seatingProblem(event, round, seated.map((t) => t.players));
  if (problem !== undefined) return fail(problem);
  const rounds = [...event.rounds];
  rounds[round - 1] = { tables: seated };
  return parseEventFile({ ...event, rounds });
}

/** How `enterResult` checks a table's result. */
export interface ResultOptions {
  /** Reads records given by file name (see `RecordResolver`). */
  readonly resolve?: RecordResolver;
  /** Take a game record whose game has not ended (see `StandingsOptions`; default: the event's `rules.unfinishedGames`). */
  readonly allowUnfinished?: boolean;
  /** Replace a result the table already has. */
  readonly replace?: boolean;
}

/**
 * The event with a table's result: a game record (adjudicated: replayed, its players the table's,
 * the game over), a result record from the table's score sheet (ruling `entered-result`), or a file
 * name for either. Checked before it is stored; returns the table's score too. A table that has a
 * result keeps it unless `replace`, except that a game record takes the place of a result entered
 * from the score sheet: the game record is preferred. A result replaced is added to the event's
 * `replaced` (oldest first), so that a mistaken correction can be undone by entering it again: the
 * record itself, read when the table named it by file (see `keptRecordOf`). Entering a result of
 * `replaced` again also brings back the salvo rolls of its table's players taken off with their round
 * (`replacedSalvos`, see `undoRound`), for players who have none entered for that round since.
 */
export function enterResult(
  given: AcesHighEvent,
  round: number,
  table: number,
  raw: unknown,
  options: ResultOptions = {},
): Result<EnteredResult, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return err(badOption("the options", "{ resolve, allowUnfinished, replace }", options));
  const resolve = readResolver(own(options, "resolve"));
  if (!resolve.ok) return resolve;
  const [allowUnfinished, replace] = [own(options, "allowUnfinished"), own(options, "replace")];
  if (allowUnfinished !== undefined && typeof allowUnfinished !== "boolean") return err(badOption("allowUnfinished", "true or false", allowUnfinished));
  if (replace !== undefined && typeof replace !== "boolean") return err(badOption("replace", "true or false", replace));
  // The record as stored: a copy of the caller's own data, read once.
  const copied = snapshotAs(raw, "ERR_INVALID_RESULT", "record", null);
  if (!copied.ok) return copied;
  const record = copied.value;
  const entry = event.rounds[round - 1]?.tables[table - 1];
  if (!Number.isInteger(round) || !Number.isInteger(table) || entry === undefined) {
    const paired = event.rounds.length;
    return err(refusal("ERR_INVALID_RESULT", paired === 0 ? "expected a round paired first; no round is" : `expected a table of a paired round (rounds 1 to ${paired}), got round ${round}, table ${table}`));
  }
  const scored = scoreEntry({ players: entry.players, record }, resolve.value, countsUnfinished(event, allowUnfinished), gameRulesOf(event));
  if (!scored.ok) return scored;
  // A game record is preferred: it takes the place of a result entered from the score sheet.
  const entered = own(entry, "record") !== undefined;
  const upgrade = scored.value.source === "record" && entered && sourceOf(entry, resolve.value) === "result";
  if (entered && replace !== true && !upgrade) {
    return err(refusal("ERR_INVALID_RESULT", `expected a table without a result; round ${round}, table ${table} has one (replace it to correct it)`));
  }
  const rounds = [...event.rounds];
  const tables = [...rounds[round - 1]!.tables];
  tables[table - 1] = { players: entry.players, record };
  rounds[round - 1] = { tables };
  // The result replaced is kept, so that a mistaken correction can be undone.
  const replaced = entry.record === undefined ? {} : { replaced: [...(own(event, "replaced") ?? []), { round, table, record: keptRecordOf(entry.record, resolve.value) }] };
  const back = salvosBack(event, round, entry.players, record);
  const salvos = back.length === 0 ? {} : { salvos: [...(own(event, "salvos") ?? []), ...back], replacedSalvos: own(event, "replacedSalvos")!.filter((s) => !back.includes(s)) };
  const stored = parseEventFile({ ...event, rounds, ...replaced, ...salvos });
  return stored.ok ? ok({ event: stored.value, score: scored.value, salvosBack: back }) : stored;
}

/** What `enterResult` returns: the event with the result, the table's score, and the salvo rolls it brought back. */
export interface EnteredResult {
  readonly event: AcesHighEvent;
  readonly score: TableScore;
  /** Salvo rolls kept with their round (`replacedSalvos`) and entered again with this result (see `enterResult`). */
  readonly salvosBack: readonly SalvoEntry[];
}

/**
 * The kept salvo rolls that a result entered again brings back: when `record` is a result kept in
 * `replaced` for `round`, the last rolls kept for that round of each of the table's `players` who has
 * none entered for it now.
 */
function salvosBack(event: AcesHighEvent, round: number, players: readonly string[], record: unknown): SalvoEntry[] {
  const kept = own(event, "replacedSalvos");
  if (kept === undefined || !own(event, "replaced")?.some((r) => r.round === round && sameJson(r.record, record))) return [];
  const rolled = new Set((own(event, "salvos") ?? []).filter((s) => s.round === round).map((s) => s.player));
  return players.flatMap((player) => {
    if (rolled.has(player)) return [];
    const last = kept.filter((s) => s.round === round && s.player === player).at(-1);
    return last === undefined ? [] : [last];
  });
}

/** Whether two JSON values are the same value (objects compared key by key, in any order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Where a table's result comes from, or null when it cannot be counted. */
function sourceOf(table: TableEntry, resolve: RecordResolver): "record" | "result" | null {
  const scored = scoreEntry(table, resolve, true);
  return scored.ok ? scored.value.source : null;
}

/**
 * The event with a player who leaves: not seated from `round` on; their results so far stand and
 * they keep their place in the standings. A round already paired loses them from their table if
 * that table has no result yet (and keeps at least 2 players).
 */
export function dropPlayer(given: AcesHighEvent, player: string, round: number): Result<AcesHighEvent, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (!event.players.includes(player)) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a player of the event, got ${JSON.stringify(player)}`));
  const dropped = dropOf(event, player);
  if (dropped !== null) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a player taking part; ${JSON.stringify(player)} left from round ${dropped} on`));
  const from = Math.max(arrivalOf(event, player), 1);
  if (!Number.isInteger(round) || round < from || round > roundCountOf(event)) {
    return err(refusal("ERR_SEATING", `expected ${JSON.stringify(player)} to leave from round ${from} to ${roundCountOf(event)}, got ${round}`));
  }
  const rounds = event.rounds.map((r, i) => {
    if (i + 1 < round) return r;
    return { tables: r.tables.map((t) => (t.players.includes(player) ? { ...t, players: t.players.filter((id) => id !== player) } : t)) };
  });
  for (let i = round - 1; i < event.rounds.length; i++) {
    // Taking part in the rounds paired from `round` on, the player sits at a table of each.
    const t = event.rounds[i]!.tables.findIndex((table) => table.players.includes(player));
    const table = event.rounds[i]!.tables[t]!;
    if (own(table, "record") !== undefined) {
      return err(refusal("ERR_SEATING", `expected ${JSON.stringify(player)} not to have played round ${i + 1}; table ${t + 1} has a result with them (drop them from round ${i + 2})`));
    }
    if (table.players.length <= 2) {
      return err(refusal("ERR_SEATING", `expected 2 players left at table ${t + 1} of round ${i + 1}; seat the round again by hand first`));
    }
  }
  return parseEventFile({ ...event, drops: [...(own(event, "drops") ?? []), { player, round }], rounds });
}

/** Where a late arrival sits and what they fly. */
export interface JoinOptions {
  /** For a round already paired: the table they join, at the end of its player order. */
  readonly table?: number;
  readonly ship?: string;
}

/**
 * The event with a player who arrives: seated from `round` on, with no result before it. For a
 * round not paired yet nothing else changes; for the last round paired, `table` names the table
 * they join (it must have no result yet and fewer than 8 players), with the next order number.
 */
export function joinPlayer(given: AcesHighEvent, player: string, round: number, options: JoinOptions = {}): Result<AcesHighEvent, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return err(badOption("the options", "{ table, ship }", options));
  const [t, ship] = [own(options, "table"), own(options, "ship")];
  if (t !== undefined && !Number.isInteger(t)) return err(badOption("table", "a table number", t));
  if (ship !== undefined && typeof ship !== "string") return err(badOption("ship", "the ship's name", ship));
  if (!isId(player)) return err(refusal("ERR_INVALID_RECORD", `expected a player id of ${ID_RULE}, got ${JSON.stringify(player)}`));
  if (event.players.includes(player)) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a new player; ${JSON.stringify(player)} is already in the event`));
  const paired = event.rounds.length;
  const count = roundCountOf(event);
  if (!Number.isInteger(round) || round < 1 || round > count || round < paired) {
    return err(refusal("ERR_SEATING", `expected ${JSON.stringify(player)} to join from round ${Math.max(1, paired)} to ${count}, got ${round}`));
  }
  let rounds: readonly RoundEntry[] = event.rounds;
  if (round === paired) {
    const table = t === undefined ? undefined : event.rounds[round - 1]!.tables[t - 1];
    if (table === undefined) return err(refusal("ERR_SEATING", `expected the table ${JSON.stringify(player)} joins in round ${round}, which is paired (or join from round ${round + 1})`));
    if (own(table, "record") !== undefined) return err(refusal("ERR_SEATING", `expected a table without a result; table ${t} of round ${round} has one`));
    if (table.players.length >= 8) return err(refusal("ERR_SEATING", `expected a table of fewer than 8 players; table ${t} of round ${round} has 8`));
    const tables = [...event.rounds[round - 1]!.tables];
    tables[t! - 1] = { ...table, players: [...table.players, player] };
    rounds = event.rounds.map((r, i) => (i === round - 1 ? { tables } : r));
  } else if (t !== undefined) {
    return err(refusal("ERR_SEATING", `expected no table: round ${round} is not paired yet`));
  }
  const ships = ship === undefined ? own(event, "ships") : [...(own(event, "ships") ?? []), { player, ship }];
  return parseEventFile({
    ...event,
    players: [...event.players, player],
    ships,
    ...(round >= 2 ? { arrivals: [...(own(event, "arrivals") ?? []), { player, round }] } : {}),
    rounds,
  });
}

/**
 * The event with final salvo rolls made at the table for the standings after `round` (ruling
 * `salvo-roll`): for each player, each roll in turn (a player still tied rolls again). Replaces
 * rolls entered before for the same players and round.
 */
export function enterSalvos(given: AcesHighEvent, round: number, rolls: ReadonlyMap<string, readonly number[]>): Result<AcesHighEvent, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (!(rolls instanceof Map)) return err(badOption("rolls", "a Map from player id to rolls", rolls));
  if (!Number.isInteger(round) || round < 1 || round > event.rounds.length) {
    return err(refusal("ERR_SALVO", `expected a round played, 1 to ${event.rounds.length}, got ${round}`));
  }
  for (const [player, list] of rolls) {
    if (!event.players.includes(player)) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a player of the event, got ${JSON.stringify(player)}`));
    if (!Array.isArray(list) || list.length < 1 || list.length > 20 || list.some((r) => !Number.isInteger(r) || r < 0 || r > 1000)) {
      return err(refusal("ERR_SALVO", `expected 1 to 20 rolls of 0 to 1000 for ${JSON.stringify(player)}, got ${(Array.isArray(list) && list.join(", ")) || "none"}`));
    }
  }
  const kept = (own(event, "salvos") ?? []).filter((s) => s.round !== round || !rolls.has(s.player));
  return parseEventFile({ ...event, salvos: [...kept, ...[...rolls].map(([player, list]) => ({ round, player, rolls: [...list] }))] });
}

/** One table's sheet: who sits there in player order, with their ship. */
export interface TableSheet {
  readonly table: number;
  readonly seats: readonly { readonly order: number; readonly player: string; readonly ship: string | null }[];
  /** Whether the table has a result already. */
  readonly hasResult: boolean;
}

/** The table sheets of a paired round (default: the last), for printing. */
export function tableSheets(given: AcesHighEvent, round?: number): Result<{ readonly round: number; readonly roundCount: number; readonly tables: readonly TableSheet[] }, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  round ??= event.rounds.length;
  const entry = event.rounds[round - 1];
  if (!Number.isInteger(round) || entry === undefined) {
    return err(refusal("ERR_SEATING", event.rounds.length === 0 ? "expected a round paired first; no round is" : `expected a paired round, 1 to ${event.rounds.length}, got ${round}`));
  }
  const tables = entry.tables.map((t, i) => ({
    table: i + 1,
    seats: t.players.map((player, o) => ({ order: o + 1, player, ship: shipOf(event, player) })),
    hasResult: own(t, "record") !== undefined,
  }));
  return ok({ round, roundCount: roundCountOf(event), tables });
}
