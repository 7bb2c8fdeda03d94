import { randomInt } from "node:crypto";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { at, type RuleViolation, RuleViolationError, violation } from "../core/errors.js";
import { own } from "../core/schema.js";
import type { Result } from "../core/result.js";
import {
  type AcesHighEvent,
  addRound,
  createEvent,
  type EntrantEntry,
  eventStandings,
  type GameRules,
  gameRulesOf,
  joinPlayer,
  dropOf,
  removeArrival,
  displayName,
  entrantOf,
  shipOf,
  tableGameRecord,
  undoRound,
  withEntrants,
  type ResultRecord,
  roundCountOf,
  roundsPlayed,
  rulesOf,
  type Seat,
  seatTables,
  splitTables,
  TABLE_SIZES,
  tableSheets,
  tryNextRound,
} from "../modes/tournament/index.js";
import { FileError } from "./file-error.js";
import { formatNextRound, formatReplaced, formatSeating, formatSheetsMarkdown, formatStandings, formatTableScore } from "./format-tournament.js";
import type { Io } from "./io.js";
import { shellCommand } from "./shell-quote.js";
import { escapeText } from "./text.js";
import { checkEvent, type LoadedEvent, readEvent } from "../event-ops/read.js";
import { writeEvent } from "../event-ops/write.js";
import { recordsRead, storeRecords } from "../event-ops/records.js";
import type { Changed } from "../event-ops/change.js";
import { enterTableResult, type EnteredTable, roundProgress } from "../event-ops/results.js";
import { undoLastRound } from "../event-ops/undo.js";
import { comeBack, leave, leavingRound } from "../event-ops/roster.js";
import { enterRolls } from "../event-ops/salvo.js";
import { describeGame, pairingsCsv, pairingsHtml, pairingsOf, sheetsHtml, standingsCsv, standingsHtml } from "./event-pages.js";
import { type EntrantArg, entrantArgs, freeId, readPlayers } from "./event-players.js";
import { withSquad, type SquadRules, withSquadRules } from "./event-squad.js";
import { playerLabel, resolvePlayer } from "./player-ref.js";
import { movedPlayers } from "./event-notes.js";
import { parseSquadPath, pilotPick } from "./squad-arg.js";
import { sheetShipLabel } from "./ship-label.js";
import type { Catalog } from "../xws/index.js";
import { PLAYER_ID } from "../core/ids.js";
import { readInputsFirst } from "./event-inputs.js";
import type { CliParts } from "./parts/index.js";

/** What `run` lends the event commands: its input and output, and its ways to stop with an exit code. */
export interface EventContext {
  readonly io: Io;
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  /** Stops with a usage error (exit 2). */
  readonly usage: (message: string, details?: readonly string[]) => never;
  /** Stops with a file that cannot be read or written (exit 2). */
  readonly unreadable: (message: string) => never;
  /** Prints a violation as `score` does and returns 1. */
  readonly fail: (error: RuleViolation) => number;
  /** A file's text, byte order mark removed; throws when it cannot be read. */
  readonly readText: (path: string) => string;
  /** A JSON file; stops with exit 2 when it cannot be read, 1 when it is not JSON. */
  readonly readJson: (path: string) => unknown;
  /** A whole number from the command line, from min to max, or a usage error. */
  readonly wholeNumber: (text: string, min: number, max: number, expected: string) => number;
  /** The XWS import and the card catalogs, loaded only for a command given a squad. */
  readonly squads: () => CliParts["setup"];
}

/** The options that take a value, for every event command (and `tables --sizes`). */
export { EVENT_VALUE_OPTIONS } from "./value-options.js";
import { EVENT_VALUE_OPTIONS } from "./value-options.js";

const ACTIONS = "init|next|pairings|sheets|game|result|replaced|seat|drop|join|squad|salvo|undo|standings";

/** The commands that change the event file (and `next` with `--write` or `--repair`): they run holding its lock. */
const WRITERS: ReadonlySet<string> = new Set(["init", "result", "seat", "drop", "join", "squad", "salvo", "undo"]);

/** `ace-ledger event <action> <event.json> ...`: runs one event command and returns its exit code. */
export function runEvent(words: readonly string[], ctx: EventContext): number {
  // `--` (kept by the command line where it was) ends the options: the words after it are names as they are.
  const cut = words.indexOf("--");
  const rest = cut === -1 ? words : words.filter((_, i) => i !== cut);
  const [action, path, ...args] = rest;
  const plainFrom = cut === -1 ? Infinity : Math.max(0, cut - 2);
  if (path === undefined) ctx.usage(`expected event ${ACTIONS} <event.json>`);
  try {
    const store = ctx.io.eventFiles;
    const writes = action !== undefined && (WRITERS.has(action) || (action === "next" && (ctx.flags.has("--write") || ctx.flags.has("--repair"))));
    // The files given on the command line are read first: the lock is never held waiting for one.
    const reading = readInputsFirst(action, args, ctx, plainFrom);
    // Writers take turns: each reads, checks and writes the file while no other can.
    if (writes && store !== undefined && path !== "-") return store.locked(path, () => runAction(action, path, args, reading, plainFrom));
    return runAction(action, path, args, reading, plainFrom);
  } catch (e) {
    if (e instanceof FileError) return ctx.unreadable(`${e.code}: ${e.message}`);
    if (e instanceof RuleViolationError) return ctx.fail(e.violation);
    throw e;
  }
}

function runAction(action: string | undefined, path: string, args: readonly string[], ctx: EventContext, plainFrom: number): number {
  switch (action) {
    case "init":
      return init(path, entrantArgs(args, plainFrom), ctx);
    case "next":
      return next(path, args, ctx);
    case "sheets":
      return sheets(path, args, ctx);
    case "pairings":
      return pairings(path, args, ctx);
    case "result":
      return result(path, args, ctx);
    case "seat":
      return seat(path, args, ctx);
    case "drop":
      return drop(path, args, ctx);
    case "join":
      return join(path, args, ctx, plainFrom);
    case "squad":
      return squad(path, args, ctx);
    case "salvo":
      return salvo(path, args, ctx);
    case "standings":
      return standings(path, args, ctx);
    case "game":
      return game(path, args, ctx);
    case "undo":
      return undo(path, args, ctx);
    case "replaced":
      return replaced(path, args, ctx);
    default:
      return ctx.usage(`expected event ${ACTIONS} <event.json>`);
  }
}

/** Refuses options the command does not take, and value options given no value. */
function allowOptions(ctx: EventContext, flags: readonly string[], values: readonly string[]): void {
  for (const f of ctx.flags) {
    if (flags.includes(f)) continue;
    if (EVENT_VALUE_OPTIONS.includes(f)) ctx.usage(values.includes(f) ? `expected a value after ${f}` : `unknown option ${f}`);
    ctx.usage(`unknown option ${f}`);
  }
  for (const v of ctx.values.keys()) if (!values.includes(v)) ctx.usage(`unknown option ${v}`);
}

function noArgs(args: readonly string[], ctx: EventContext, usage: string): void {
  if (args.length > 0) ctx.usage(`unexpected ${args[0]}; expected ${usage}`);
}

/** An `ERR_INVALID_RECORD` of a file as a whole (no event index). */
const invalidRecord = (message: string): RuleViolation => at(violation("ERR_INVALID_RECORD", message), null);

/** An event file as read: the event, and the version of the file it was read from (null: standard input). */
interface Loaded {
  readonly event: AcesHighEvent;
  readonly version: string | null;
}

/** The event file, checked (event-ops/read.ts, as the server reads it): exit 1 when it breaks a rule. */
function loadEvent(path: string, ctx: EventContext): Loaded | number {
  const store = ctx.io.eventFiles;
  try {
    if (store === undefined || path === "-") return { event: checkEvent(ctx.readJson(path)), version: null };
    let file: LoadedEvent;
    try {
      file = readEvent(store, path);
    } catch (e) {
      if (e instanceof RuleViolationError) throw e;
      return ctx.unreadable(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return file;
  } catch (e) {
    if (e instanceof RuleViolationError) return ctx.fail(e.violation);
    throw e;
  }
}

/**
 * Records named in the event file are read next to it, through the event file store: only regular files
 * of bounded size inside the event file's folder (see `EventFileStore.readRecord`). The names that could
 * not be read are kept (the command then exits 2). A file that is not JSON is refused without a word of
 * its content: it may be any file.
 */
function recordResolver(path: string, ctx: EventContext) {
  const store = ctx.io.eventFiles;
  return store !== undefined ? storeRecords(store, path) : recordsRead((name) => readBeside(path, name, ctx));
}

/** Without a store (an `Io` of a test or an app), a record file is read with `readFile`, inside the event's folder by its path. */
function readBeside(path: string, name: string, ctx: EventContext): string {
  const folder = path === "-" ? process.cwd() : dirname(resolve(path));
  const inside = relative(folder, resolve(folder, name));
  if (inside === "" || inside.split(/[\\/]/)[0] === ".." || isAbsolute(inside)) throw new FileError("ERR_FILE_UNREADABLE", "outside the event file's folder: a table's record file must be in that folder or below it");
  return ctx.readText(resolve(folder, name));
}

function writable(path: string, ctx: EventContext): void {
  if (path === "-") ctx.usage("expected an event file to write, not standard input");
}

/** Writes the event file whole, if it is still the version read (`FileError` otherwise; see event-ops/write.ts). */
function save(path: string, event: AcesHighEvent, ctx: EventContext, version: string | null): void {
  const store = ctx.io.eventFiles;
  if (store === undefined) ctx.unreadable(`cannot write ${path}: this command line cannot write files`);
  writeEvent(store, path, event, version);
}

/** Writes the event an operation of event-ops changed (if the file is still the version read), and returns what it said. */
function changed<T>(change: Changed<T>, path: string, ctx: EventContext, version: string | null): T {
  save(path, change.event, ctx, version);
  return change.said;
}

/** JSON for people to read and edit (event-ops/pretty-json.ts). */
export { prettyJson } from "../event-ops/pretty-json.js";

function optionOf<T extends string>(ctx: EventContext, option: string, allowed: readonly T[]): T | undefined {
  const value = ctx.values.get(option);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) ctx.usage(`expected ${option} ${allowed.join(" or ")}, got ${JSON.stringify(value)}`);
  return value as T;
}

function roundOption(ctx: EventContext, event: AcesHighEvent, fallback: number): number {
  const text = ctx.values.get("--round");
  return text === undefined ? fallback : ctx.wholeNumber(text, 1, roundCountOf(event), "--round to be a round of the event");
}

/** `--allow-unfinished` counts unfinished games; without it the event's `rules.unfinishedGames` decides. */
function allowUnfinished(ctx: EventContext): { allowUnfinished?: true } {
  return ctx.flags.has("--allow-unfinished") ? { allowUnfinished: true } : {};
}

function violationExit<T>(result: Result<T, RuleViolation>, ctx: EventContext): T | number {
  return result.ok ? result.value : ctx.fail(result.error);
}

// event init <event.json> (<name>[=<squad.json>[#pilot]]... | --players <names.txt>) [--limit <points>] [--edition legacy|2.5]
//   [--time <minutes>|none] [--victory <n>|none] [--preset community|epicBattles] [--name <text>] [--date <YYYY-MM-DD>]
//   [--seed <seed>] [--rounds <n>] [--sizes ...] [--salvo ...] [--final ...] [--unfinished ...]
function init(path: string, args: readonly EntrantArg[], ctx: EventContext): number {
  allowOptions(ctx, [], ["--players", "--seed", "--rounds", "--sizes", "--salvo", "--final", "--unfinished", ...GAME_OPTIONS]);
  writable(path, ctx);
  const names = ctx.values.get("--players");
  if ((names === undefined) === (args.length === 0)) {
    ctx.usage('expected the players, each <name> or <name>=<squad.json>[#pilot] ("Zoë Ng=zoe.json#2"; names holding "=" after --), or --players <names.txt> (one player a line, an id and optionally the ship)');
  }
  // Whatever is there (a file it cannot read, a huge one, a link, a folder) is never written over.
  if (ctx.io.eventFiles?.exists(path)) throw new FileError("ERR_EVENT_FILE_EXISTS", `${path} exists; expected a new event file (change an event under way with the other event commands)`);
  const game = gameOptions(ctx);
  const players: string[] = [];
  const ships = new Map<string, string>();
  const entrants: EntrantEntry[] = [];
  if (names !== undefined) {
    let text: string;
    try {
      text = ctx.readText(names);
    } catch (e) {
      return ctx.unreadable(`cannot read ${names}: ${e instanceof Error ? e.message : String(e)}`);
    }
    for (const line of text.split(/\r?\n/)) {
      const trimmed = line.trim();
      if (trimmed === "" || trimmed.startsWith("#")) continue;
      const [id, ...ship] = trimmed.split(/\s+/);
      players.push(id!);
      if (ship.length > 0) ships.set(id!, ship.join(" "));
    }
  } else {
    const read = readPlayers(args, game, playersContext(ctx));
    if (read.edition !== undefined) game.edition = read.edition;
    for (const p of read.players) {
      players.push(p.player);
      if (p.label !== undefined) ships.set(p.player, p.label);
      if (p.name !== undefined || p.ship !== undefined) entrants.push({ player: p.player, ...(p.name === undefined ? {} : { name: p.name }), ...(p.ship === undefined ? {} : { ship: p.ship }) });
    }
  }
  const seedText = ctx.values.get("--seed");
  const seed = seedText === undefined ? randomInt(1, 2 ** 31) : /^-?(0|[1-9][0-9]{0,14})$/.test(seedText) ? Number(seedText) : seedText;
  const sizes = optionOf(ctx, "--sizes", TABLE_SIZES);
  const salvoRolls = optionOf(ctx, "--salvo", ["seeded", "atTable"] as const);
  const finalStandings = optionOf(ctx, "--final", ["asSeating", "shared"] as const);
  const unfinishedGames = optionOf(ctx, "--unfinished", ["refused", "counted"] as const);
  const roundsText = ctx.values.get("--rounds");
  const eventName = ctx.values.get("--name");
  const date = ctx.values.get("--date");
  const event = violationExit(
    createEvent({
      players,
      seed,
      ...(roundsText === undefined ? {} : { roundCount: ctx.wholeNumber(roundsText, 1, 100, "--rounds to be a number of rounds") }),
      ...(sizes || salvoRolls || finalStandings || unfinishedGames
        ? { rules: { ...(sizes && { tableSizes: sizes }), ...(salvoRolls && { salvoRolls }), ...(finalStandings && { finalStandings }), ...(unfinishedGames && { unfinishedGames }) } }
        : {}),
      ships,
      entrants,
      ...(Object.keys(game).length === 0 ? {} : { game }),
      ...(eventName === undefined ? {} : { name: eventName }),
      ...(date === undefined ? {} : { date }),
    }),
    ctx,
  );
  if (typeof event === "number") return event;
  save(path, event, ctx, null);
  const tables = splitTables(players.length, rulesOf(event).tableSizes);
  const rules = gameRulesOf(event);
  ctx.io.out(
    [
      `Wrote ${path}: ${players.length} players, ${roundCountOf(event)} rounds, seed ${JSON.stringify(event.seed)}.`,
      `Games: ${describeGame(rules)}.`,
      `Round 1: ${tables.length} table${tables.length > 1 ? "s" : ""} of ${tables.join(", ")} (table sizes: ${rulesOf(event).tableSizes}).`,
      `Next: ${shellCommand(["ace-ledger", "event", "next", path, "--write"])}`,
    ]
      .map(escapeText)
      .join("\n"),
  );
  return 0;
}

/** The options of `init` that say how the games are played. */
const GAME_OPTIONS = ["--limit", "--edition", "--time", "--victory", "--preset", "--name", "--date"] as const;

/** The game rules `init` was given. */
function gameOptions(ctx: EventContext): { -readonly [K in keyof GameRules]?: GameRules[K] } {
  const limit = ctx.values.get("--limit");
  const edition = optionOf(ctx, "--edition", ["legacy", "2.5"] as const);
  const preset = optionOf(ctx, "--preset", ["community", "epicBattles"] as const);
  const noneOr = (option: string, max: number, expected: string): number | null | undefined => {
    const text = ctx.values.get(option);
    if (text === undefined) return undefined;
    return text === "none" ? null : ctx.wholeNumber(text, 1, max, expected);
  };
  const timeLimit = noneOr("--time", 24 * 60, "--time to be the game's minutes (60 for 1 hour, 75 for 1 hour and 15 minutes) or none");
  const victoryLimit = noneOr("--victory", 999, "--victory to be the victory that ends a game (6) or none");
  return {
    ...(limit === undefined ? {} : { pointLimit: ctx.wholeNumber(limit, 1, 1000, "--limit to be a whole number of points") }),
    ...(edition === undefined ? {} : { edition }),
    ...(preset === undefined ? {} : { preset }),
    ...(timeLimit === undefined ? {} : { timeLimit }),
    ...(victoryLimit === undefined ? {} : { victoryLimit }),
  };
}

function playersContext(ctx: EventContext) {
  return { usage: ctx.usage, readJson: ctx.readJson, note: (text: string) => ctx.io.err(text), squads: ctx.squads };
}

// event next <event.json> [--write] [--allow-unfinished] [--json]
function next(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--json", "--write", "--allow-unfinished", "--repair"], ["--round"]);
  noArgs(args, ctx, "event next <event.json>");
  const repair = ctx.flags.has("--repair");
  if (ctx.values.has("--round") && !repair) ctx.usage("expected --round only with --repair (the round to pair again)");
  if (ctx.flags.has("--write") || repair) writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  let { event } = loaded;
  const before = repair ? event.rounds.at(-1) : undefined;
  if (repair) {
    // Pairing a round again: the last round paired, while none of its tables has a result.
    const round = roundOption(ctx, event, Math.max(1, event.rounds.length));
    if (round !== event.rounds.length) ctx.usage(`expected --round to be the last round paired (${event.rounds.length}), got ${round}`);
    const undone = violationExit(undoRound(event), ctx);
    if (typeof undone === "number") return undone;
    event = undone.event;
  }
  const records = recordResolver(path, ctx);
  const round = tryNextRound(event, records.read, allowUnfinished(ctx));
  if (!round.ok) {
    const code = ctx.fail(round.error);
    return records.unreadable.size > 0 ? 2 : code;
  }
  const json = ctx.flags.has("--json");
  ctx.io.out(json ? JSON.stringify(round.value) : formatNextRound(round.value));
  if (!ctx.flags.has("--write") && !repair) return 0;
  const added = violationExit(addRound(event, round.value.tables), ctx);
  if (typeof added === "number") return added;
  save(path, added, ctx, loaded.version);
  if (before !== undefined) ctx.io.err(escapeText(repairNote(before.tables.map((t) => t.players), round.value.tables, round.value.round, path)));
  if (!json) ctx.io.out(`\n${escapeText(`Round ${round.value.round} written to ${path}. Table sheets: ${shellCommand(["ace-ledger", "event", "sheets", path])}`)}`);
  return 0;
}

/** The note `next --repair` prints: the draw is made anew, and the round's pages no longer hold. */
function repairNote(before: readonly (readonly string[])[], after: readonly (readonly string[])[], round: number, path: string): string {
  const moved = movedPlayers(before, after).length;
  const players = after.reduce((n, t) => n + t.length, 0);
  const what = moved === 0 ? "every player has the same table and order number as before" : `${moved} of ${players} players have another table or order number`;
  return `note: round ${round} is paired again with a new draw of tables and order numbers: ${what}; print its pairings and sheets again: ${shellCommand(["ace-ledger", "event", "sheets", path])}`;
}

// event sheets <event.json> [--round <n>] [--html]
function sheets(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--html"], ["--round"]);
  noArgs(args, ctx, "event sheets <event.json>");
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  const sheet = violationExit(tableSheets(event, roundOption(ctx, event, event.rounds.length)), ctx);
  if (typeof sheet === "number") return sheet;
  const shipLabel = sheetShips(event, ctx);
  const named = { ...sheet, tables: sheet.tables.map((t) => ({ ...t, seats: t.seats.map((seat) => ({ ...seat, ship: shipLabel(seat.player) })) })) };
  ctx.io.out(ctx.flags.has("--html") ? sheetsHtml(event, sheet.round, shipLabel) : formatSheetsMarkdown(named, path, (id) => displayName(event, id)));
  return 0;
}

/**
 * The ship each player flies, as the sheets print it: by its cards' names. An event file written before
 * squads were labelled so holds their XWS ids: the card catalogs (loaded only then) name them.
 */
function sheetShips(event: AcesHighEvent, ctx: EventContext): (id: string) => string | null {
  let catalogs: readonly Catalog[] | undefined;
  const load = () => {
    if (catalogs !== undefined) return catalogs;
    const { legacyCatalog, catalog25 } = ctx.squads();
    catalogs = gameRulesOf(event).edition === "2.5" ? [catalog25, legacyCatalog] : [legacyCatalog, catalog25];
    return catalogs;
  };
  return (id) => {
    const entrant = entrantOf(event, id);
    return sheetShipLabel(shipOf(event, id), entrant === undefined ? undefined : own(entrant, "ship"), load);
  };
}

// event pairings <event.json> [--round <n>] [--html | --csv]
function pairings(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--html", "--csv"], ["--round"]);
  noArgs(args, ctx, "event pairings <event.json>");
  if (ctx.flags.has("--html") && ctx.flags.has("--csv")) ctx.usage("expected --html or --csv, not both");
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (event.rounds.length === 0) return ctx.fail({ code: "ERR_SEATING", event: null, message: "expected a round paired first; no round is" });
  const round = roundOption(ctx, event, event.rounds.length);
  if (round > event.rounds.length) ctx.usage(`expected --round to be a round paired, 1 to ${event.rounds.length}, got ${round}`);
  const p = pairingsOf(event, round);
  if (ctx.flags.has("--html")) ctx.io.out(pairingsHtml(event, p));
  else if (ctx.flags.has("--csv")) ctx.io.out(pairingsCsv(event, p));
  else ctx.io.out(formatSeating(p.round, p.roundCount, p.tables.map((t) => t.map((id) => displayName(event, id)))));
  return 0;
}

const SCORE = /^(.+)=(-?[0-9]{1,3})\/([0-9]{1,3})\/([0-9])$/;

// event result <event.json> --table <n> [--round <n>] (--game <game.json> | <player>=<victory>/<bounty>/<place>...)
function result(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--replace", "--allow-unfinished"], ["--table", "--round", "--game"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  const tableText = ctx.values.get("--table");
  if (tableText === undefined) ctx.usage("expected --table <n>: the table whose result this is");
  const round = roundOption(ctx, event, event.rounds.length);
  const table = ctx.wholeNumber(tableText, 1, 250, "--table to be a table number");
  const game = ctx.values.get("--game");
  if ((game === undefined) === (args.length === 0)) {
    ctx.usage("expected either --game <game.json> (a game record) or the score sheet: <player>=<victory>/<bounty>/<place> for each player");
  }
  const records = recordResolver(path, ctx);
  let record: unknown;
  if (game !== undefined) {
    if (game === "-") ctx.usage("expected --game to name a game record file, not standard input");
    // The record itself goes into the event file: it is the night's data, whatever becomes of the file.
    record = ctx.readJson(game);
    if (typeof record !== "object" || record === null || Array.isArray(record)) {
      return ctx.fail(invalidRecord(`expected ${game} to hold a game record (a JSON object), got ${Array.isArray(record) ? "an array" : typeof record === "string" ? "a string" : String(record)}`));
    }
  } else {
    // Players by name or id, or the start of either, among the table's (see resolvePlayer).
    const seated = event.rounds[round - 1]?.tables[table - 1]?.players;
    const lines = [];
    for (const a of args) {
      const m = SCORE.exec(a);
      if (!m) ctx.usage(`expected <player>=<victory>/<bounty>/<place>, e.g. anna=5/1/1, got ${a}`);
      // An id of the event typed whole goes through as it is: enterResult says why it is not the table's.
      const found = event.players.includes(m[1]!) ? ({ ok: true, value: m[1]! } as const) : resolvePlayer(event, m[1]!, seated, `at table ${table} of round ${round}`);
      const id = violationExit(found, ctx);
      if (typeof id === "number") return id;
      lines.push({ id, victory: Number(m[2]), bounty: Number(m[3]), place: Number(m[4]) });
    }
    record = { mode: "aces-high-result", players: lines } satisfies ResultRecord;
  }
  let entered: EnteredTable;
  try {
    entered = changed(enterTableResult(event, round, table, record, { resolve: records.read, ...allowUnfinished(ctx), replace: ctx.flags.has("--replace") }), path, ctx, loaded.version);
  } catch (e) {
    if (!(e instanceof RuleViolationError)) throw e;
    const code = ctx.fail(e.violation);
    return records.unreadable.size > 0 ? 2 : code;
  }
  const progress = roundProgress(entered);
  // A score sheet, typed on the command line or read from a file (one `event replaced` printed), is not adjudicated.
  const sheet = own(record as ResultRecord, "mode") === "aces-high-result";
  const scores = sheet ? (record as ResultRecord).players : undefined;
  const later = entered.laterRound;
  if (later !== null) {
    const how = later.hasResults ? `round ${later.round} has results, so it stands as seated` : `to seat it again from the corrected standings: ${shellCommand(["ace-ledger", "event", "next", path, "--repair", "--round", String(later.round)])}`;
    ctx.io.err(escapeText(`warning: round ${later.round} was seated from the old result; ${how}`));
  }
  const back = entered.salvosBack;
  const rollsBack = back.length === 0 ? "" : `\n${escapeText(`The salvo rolls kept with this result are entered again: ${listRolls(back)}.`)}`;
  const kept = entered.keptEntry;
  const replacedNote = kept !== null ? `\n${escapeText(`The result it replaces is kept in the event file (replaced, entry ${kept}): ${shellCommand(["ace-ledger", "event", "replaced", path, String(kept)])} prints it.`)}` : "";
  ctx.io.out(`${formatTableScore(round, table, entered.score, sheet ? undefined : game, scores)}${replacedNote}${rollsBack}\n${escapeText(`Written to ${path}; ${progress}`)}`);
  return 0;
}

// event seat <event.json> [--round <n>] <table>=<player>[@<order>],...
function seat(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, [], ["--round"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (args.length === 0) ctx.usage("expected the tables to seat: <table>=<player>,<player>,... (in player order, or <player>@<order>)");
  const round = roundOption(ctx, event, Math.max(1, event.rounds.length));
  const tables = new Map<number, Seat[]>();
  for (const a of args) {
    const m = /^([0-9]{1,3})=(.+)$/.exec(a);
    if (!m) ctx.usage(`expected <table>=<player>,<player>,..., e.g. 2=anna,ben,cara,dev, got ${a}`);
    const t = Number(m[1]);
    if (tables.has(t)) ctx.usage(`expected each table once; table ${t} is named twice`);
    const names = m[2]!.split(",");
    const numbered = names.map((n) => /^(.+)@([0-9]{1,2})$/.exec(n));
    if (numbered.some((x) => x) && !numbered.every((x) => x)) ctx.usage(`expected order numbers for every player of table ${t} or for none, got ${m[2]}`);
    const seats: Seat[] = [];
    for (const [i, n] of names.entries()) {
      const player = violationExit(resolvePlayer(event, numbered[i] ? numbered[i][1]! : n), ctx);
      if (typeof player === "number") return player;
      seats.push({ player, order: numbered[i] ? Number(numbered[i][2]) : i + 1 });
    }
    tables.set(t, seats);
  }
  const seated = violationExit(seatTables(event, round, tables), ctx);
  if (typeof seated === "number") return seated;
  save(path, seated, ctx, loaded.version);
  ctx.io.out(`${formatSeating(round, roundCountOf(seated), seated.rounds[round - 1]!.tables.map((t) => t.players))}\n\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

// event drop <event.json> <player> [--round <n>] [--undo]
function drop(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--undo"], ["--round"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (args.length !== 1) ctx.usage("expected event drop <event.json> <player>");
  const player = violationExit(resolvePlayer(event, args[0]!), ctx);
  if (typeof player === "number") return player;
  if (ctx.flags.has("--undo")) {
    const said = changed(comeBack(event, player, (id) => playerLabel(event, id)), path, ctx, loaded.version);
    ctx.io.out(`${escapeText(said)}\n${escapeText(`Written to ${path}.`)}`);
    return 0;
  }
  // The same change as the console's "Drop" (event-ops/roster.ts); the warnings name the command that prints the pages again.
  const left = changed(leave(event, player, roundOption(ctx, event, leavingRound(event)), (id) => playerLabel(event, id)), path, ctx, loaded.version);
  left.tablesLeft.forEach((t, i) => {
    ctx.io.err(escapeText(`warning: ${left.warnings[i]!}; its printed pairings and sheets are out of date: ${shellCommand(["ace-ledger", "event", "sheets", path, "--round", String(t.round)])}`));
  });
  ctx.io.out(`${escapeText(left.said)}\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

// event join <event.json> <name>[=<squad.json>[#pilot]] [--squad <squad.json>[#pilot]] [--round <n>] [--table <n>] [--ship <ship>] [--undo]
function join(path: string, args: readonly string[], ctx: EventContext, plainFrom: number): number {
  allowOptions(ctx, ["--undo"], ["--round", "--table", "--ship", "--pilot", "--id", "--squad", "--limit", "--edition"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (args.length !== 1) ctx.usage('expected event join <event.json> <name>[=<squad.json>[#pilot]], e.g. "Cara Diaz=cara.json" (a name holding "=": --squad <squad.json>, or the name after --)');
  if (ctx.flags.has("--undo")) {
    const player = violationExit(resolvePlayer(event, args[0]!), ctx);
    if (typeof player === "number") return player;
    const removed = violationExit(removeArrival(event, player), ctx);
    if (typeof removed === "number") return removed;
    save(path, removed, ctx, loaded.version);
    ctx.io.out(`${escapeText(`${playerLabel(event, player)} is taken out of the event: the join is undone.`)}\n${escapeText(`Written to ${path}.`)}`);
    return 0;
  }
  // --squad gives the squad apart from the name, which is then taken whole ("Ana=Bo" --squad ana.json).
  const squadText = ctx.values.get("--squad");
  let arrival: EntrantArg = squadText === undefined ? entrantArgs(args, plainFrom)[0]! : { typed: args[0]!, name: args[0]!.trim(), squad: parseSquadPath(squadText) };
  // A player who left comes back, named by id or by the name they were shown by: the drop is taken back.
  const idText = ctx.values.get("--id");
  const returning = idText === undefined ? event.players.find((p) => (p === arrival.name || displayName(event, p) === arrival.name) && dropOf(event, p) !== null) : undefined;
  if (returning !== undefined) {
    const said = changed(comeBack(event, returning, () => arrival.name), path, ctx, loaded.version);
    ctx.io.out(`${escapeText(said)}\n${escapeText(`Written to ${path}.`)}`);
    return 0;
  }
  // --pilot <xws id or place> picks the ship of a squad of several, as #<pilot> does.
  const pilot = ctx.values.get("--pilot");
  if (pilot !== undefined) {
    if (arrival.squad === undefined || arrival.squad.pilot !== undefined) ctx.usage("expected --pilot with a squad (<name>=<squad.json> or --squad <squad.json>) and no #<pilot>");
    arrival = { ...arrival, squad: { ...arrival.squad, pilot: pilotPick(pilot) } };
  }
  const rules = squadRules(event, ctx);
  const read = readPlayers([arrival], rules, playersContext(ctx));
  const entrant = read.players[0]!;
  const player = arrivalId(event, entrant, idText, ctx);
  // The round being played, when none of its tables has a result yet: the player joins it; else the next.
  const current = event.rounds.length;
  const playing = current > 0 && event.rounds[current - 1]!.tables.every((t) => t.record === undefined);
  const tableText = ctx.values.get("--table");
  const round = roundOption(ctx, event, playing || tableText !== undefined ? Math.max(1, current) : Math.min(current + 1, roundCountOf(event)));
  const ship = ctx.values.get("--ship") ?? entrant.label;
  // In a round already paired the player sits at the table named, else at the smallest with room.
  const open = round === current && !ctx.values.has("--round") ? event.rounds[round - 1]!.tables.map((t, i) => ({ t: i + 1, n: t.players.length, free: t.record === undefined && t.players.length < 8 })).filter((x) => x.free).sort((a, b) => a.n - b.n || a.t - b.t)[0]?.t : undefined;
  const table = tableText === undefined ? open : ctx.wholeNumber(tableText, 1, 250, "--table to be a table number");
  const options = { ...(table === undefined ? {} : { table }), ...(ship === undefined ? {} : { ship }) };
  let joined = violationExit(joinPlayer(event, player, round, options), ctx);
  if (typeof joined === "number") return joined;
  if (entrant.name !== undefined || entrant.ship !== undefined) {
    const ruled = entrant.ship === undefined ? joined : withSquadRules(joined, { ...rules, ...read });
    joined = violationExit(withEntrants(ruled, [{ player, ...(entrant.name === undefined ? {} : { name: entrant.name }), ...(entrant.ship === undefined ? {} : { ship: entrant.ship }) }]), ctx);
    if (typeof joined === "number") return joined;
  }
  save(path, joined, ctx, loaded.version);
  const where = options.table === undefined ? "" : ` at table ${options.table}, order number ${joined.rounds[round - 1]!.tables[options.table - 1]!.players.length}`;
  ctx.io.out(`${escapeText(`${playerLabel(joined, player)} joins from round ${round}${where}.`)}\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

// event squad <event.json> <player> <squad.json>[#pilot] [--pilot <pilot>] [--limit <points>] [--edition legacy|2.5]
function squad(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, [], ["--pilot", "--limit", "--edition"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (args.length !== 2) ctx.usage("expected event squad <event.json> <player> <squad.json>[#pilot], e.g. zoe zoe.json#2");
  const player = violationExit(resolvePlayer(event, args[0]!), ctx);
  if (typeof player === "number") return player;
  let squadArg = parseSquadPath(args[1]!);
  const pilot = ctx.values.get("--pilot");
  if (pilot !== undefined) {
    if (squadArg.pilot !== undefined) ctx.usage("expected --pilot or <squad.json>#<pilot>, not both");
    squadArg = { ...squadArg, pilot: pilotPick(pilot) };
  }
  const rules = squadRules(event, ctx);
  // The same import and list checks as a squad given at init or join, under the player's name.
  const read = readPlayers([{ typed: args[1]!, name: displayName(event, player), squad: squadArg }], rules, playersContext(ctx));
  const entrant = read.players[0]!;
  const given = violationExit(withSquad(event, player, entrant.ship!, entrant.label!, { ...rules, ...read }), ctx);
  if (typeof given === "number") return given;
  save(path, given.event, ctx, loaded.version);
  const before = given.before === null ? "" : `, instead of ${given.before}`;
  const seated = given.event.rounds.length === 0 ? "" : ` ${shellCommand(["ace-ledger", "event", "sheets", path])} prints the sheets with it.`;
  ctx.io.out(`${escapeText(`${playerLabel(event, player)} flies ${entrant.label}${before}: event game seats them with it.${seated}`)}\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

/**
 * The point limit and edition squads are checked with: the event's. `--limit` and `--edition` give them
 * to an event that has none (registered by name alone), and are recorded in it with the squad.
 */
function squadRules(event: AcesHighEvent, ctx: EventContext): GameRules & SquadRules {
  const game = gameRulesOf(event);
  const limitText = ctx.values.get("--limit");
  const edition = optionOf(ctx, "--edition", ["legacy", "2.5"] as const);
  const pointLimit = limitText === undefined ? undefined : ctx.wholeNumber(limitText, 1, 1000, "--limit to be a whole number of points");
  if (pointLimit !== undefined && game.pointLimit !== undefined && pointLimit !== game.pointLimit) ctx.usage(`expected no --limit: the event's squads are checked at its ${game.pointLimit} points`);
  if (edition !== undefined && game.edition !== undefined && edition !== game.edition) ctx.usage(`expected no --edition: the event's squads are read as ${game.edition}`);
  return { ...game, ...(pointLimit === undefined ? {} : { pointLimit }), ...(edition === undefined || game.edition !== undefined ? {} : { edition }) };
}

/**
 * The id of a player joining: `--id` when given; else the one made from the name, numbered when another
 * player has it (`ana-lee-2`). The same name as a player's of the event is refused: it is most likely
 * that player, and `--id` adds a namesake.
 */
function arrivalId(event: AcesHighEvent, arrival: { readonly player: string; readonly name?: string }, idText: string | undefined, ctx: EventContext): string {
  if (idText !== undefined) {
    if (!PLAYER_ID.test(idText)) ctx.usage(`expected --id to be 1 to 64 letters, digits, _ . : or -, starting with a letter or digit, got ${JSON.stringify(idText)}`);
    return idText;
  }
  const name = arrival.name ?? arrival.player;
  const namesake = event.players.find((p) => displayName(event, p) === name);
  const free = freeId(arrival.player, new Set(event.players));
  if (namesake !== undefined) {
    throw new RuleViolationError(
      at(violation("ERR_UNKNOWN_PLAYER", `expected a new player; ${JSON.stringify(name)} is already in the event (${namesake}); to add another player of that name, give them an id of their own: --id ${free}`), null),
    );
  }
  return free;
}

// event game <event.json> --table <n> [--round <n>]
function game(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, [], ["--table", "--round"]);
  noArgs(args, ctx, "event game <event.json> --table <n>");
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  const tableText = ctx.values.get("--table");
  if (tableText === undefined) ctx.usage("expected --table <n>: the table whose game record to write");
  const round = roundOption(ctx, event, Math.max(1, event.rounds.length));
  const record = violationExit(tableGameRecord(event, round, ctx.wholeNumber(tableText, 1, 250, "--table to be a table number")), ctx);
  if (typeof record === "number") return record;
  ctx.io.out(JSON.stringify(record, null, 2));
  return 0;
}

// event undo <event.json> [--force]
function undo(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--force"], []);
  noArgs(args, ctx, "event undo <event.json>");
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  // A result the table named by file is kept as the record itself: the file may not outlive the night.
  const undone = changed(undoLastRound(loaded.event, recordResolver(path, ctx).read, ctx.flags.has("--force")), path, ctx, loaded.version);
  const dropped = undone.droppedResults;
  const lost = dropped.length === 0 ? "" : ` The result${dropped.length > 1 ? "s" : ""} of table${dropped.length > 1 ? "s" : ""} ${dropped.join(", ")} ${dropped.length > 1 ? "were" : "was"} taken off with it and kept in the event file (event replaced lists them).`;
  const rolls = undone.keptSalvos.length === 0 ? "" : ` The salvo rolls entered for it (${listRolls(undone.keptSalvos)}) were taken off too and kept in the event file: entering its results again brings them back (event replaced lists them).`;
  ctx.io.out(`${escapeText(`Round ${undone.round} is taken back: it is no longer paired.${lost}${rolls}`)}\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

// event replaced <event.json> [<entry>]
function replaced(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, [], []);
  if (args.length > 1) ctx.usage(`unexpected ${args[1]}; expected event replaced <event.json> [<entry>]`);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const kept = own(loaded.event, "replaced") ?? [];
  if (args.length === 1) {
    // One entry's record, as JSON: a file that `event result --game` takes again.
    if (kept.length === 0) ctx.usage("expected an entry of the list; no result has been replaced or taken off");
    const n = ctx.wholeNumber(args[0]!, 1, kept.length, "the entry to be a number of the list (event replaced <event.json> lists them)");
    ctx.io.out(JSON.stringify(kept[n - 1]!.record, null, 2));
    return 0;
  }
  const rolls = own(loaded.event, "replacedSalvos") ?? [];
  if (kept.length === 0 && rolls.length === 0) {
    ctx.io.out("No result has been replaced or taken off: the event file keeps none.");
    return 0;
  }
  ctx.io.out(formatReplaced(kept, rolls, path));
  return 0;
}

// event salvo <event.json> [--round <n>] <player>=<roll>[,<roll>]...
function salvo(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, [], ["--round"]);
  writable(path, ctx);
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  if (args.length === 0) ctx.usage("expected the rolls: <player>=<roll>[,<roll>...] for each player of the tie");
  const round = roundOption(ctx, event, Math.max(1, roundsPlayed(event)));
  const rolls = new Map<string, number[]>();
  for (const a of args) {
    const m = /^(.+)=([0-9]{1,4}(?:,[0-9]{1,4}){0,19})$/.exec(a);
    if (!m) ctx.usage(`expected <player>=<roll>[,<roll>...], e.g. anna=4 or anna=3,5, got ${a}`);
    const player = violationExit(resolvePlayer(event, m[1]!), ctx);
    if (typeof player === "number") return player;
    if (rolls.has(player)) ctx.usage(`expected each player once; ${playerLabel(event, player)} is named twice (a re-roll follows the first: ${m[1]}=3,5)`);
    rolls.set(player, m[2]!.split(",").map(Number));
  }
  // The same change as the console's salvo rolls (event-ops/salvo.ts); a replaced roll's warning gives the command that keeps both.
  const entered = changed(enterRolls(event, round, rolls, (id) => playerLabel(event, id)), path, ctx, loaded.version);
  entered.replaced.forEach((r, i) => {
    const both = [...r.before, ...r.now].join(",");
    ctx.io.err(escapeText(`warning: ${entered.warnings[i]!}: ${shellCommand(["ace-ledger", "event", "salvo", path, "--round", String(round), `${r.player}=${both}`])}`));
  });
  ctx.io.out(`${escapeText(entered.said)}\n${escapeText(`Written to ${path}.`)}`);
  return 0;
}

/** Salvo rolls in words: "anna 4 then 6, ben 3". */
function listRolls(entries: readonly { readonly player: string; readonly rolls: readonly number[] }[]): string {
  return entries.map((s) => `${s.player} ${s.rolls.join(" then ")}`).join(", ");
}

// event standings <event.json> [--round <n>] [--allow-unfinished] [--json]
function standings(path: string, args: readonly string[], ctx: EventContext): number {
  allowOptions(ctx, ["--json", "--html", "--csv", "--allow-unfinished"], ["--round"]);
  if ([...ctx.flags].filter((f) => ["--json", "--html", "--csv"].includes(f)).length > 1) ctx.usage("expected one of --json, --html and --csv");
  noArgs(args, ctx, "event standings <event.json>");
  const loaded = loadEvent(path, ctx);
  if (typeof loaded === "number") return loaded;
  const { event } = loaded;
  const records = recordResolver(path, ctx);
  const rounds = ctx.values.has("--round") ? roundOption(ctx, event, 0) : undefined;
  if (rounds !== undefined && rounds > event.rounds.length) ctx.usage(`expected --round to be a round paired, 1 to ${event.rounds.length}, got ${rounds}`);
  // Games not counted are listed with the standings; the exit code says why, as for `score`.
  const result = eventStandings(event, records.read, { ...(rounds === undefined ? {} : { rounds }), ...allowUnfinished(ctx) });
  ctx.io.out(ctx.flags.has("--json") ? JSON.stringify(result) : ctx.flags.has("--html") ? standingsHtml(event, result) : ctx.flags.has("--csv") ? standingsCsv(event, result) : formatStandings(result, (id) => displayName(event, id)));
  return records.unreadable.size > 0 ? 2 : result.errors.length > 0 ? 1 : 0;
}


