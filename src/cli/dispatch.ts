import { resolve } from "node:path";
import type { RuleViolation } from "../core/errors.js";
import type { TableSizes } from "../modes/tournament/index.js";
import type { Catalog, DataManifest } from "../xws/index.js";
import type { Io } from "./io.js";
import { type Scorers, scoreRecordWith } from "./modes.js";
import type { CliParts } from "./parts/index.js";
import { CONFORMANCE_VALUE_OPTIONS, EVENT_VALUE_OPTIONS } from "./value-options.js";
import { commandHelp, commandsNamed, commandWords, didYouMean, MAX_PLAYERS, MAX_POINTS, optionsOf, USAGE } from "./help.js";
import { withoutBom } from "./decode-text.js";
import { reasonOf } from "./file-error.js";
import { CARD_DATA_FILE_LIMIT, EVENT_FILE_LIMIT, RECORD_FILE_LIMIT, SQUAD_FILE_LIMIT } from "./input-limits.js";
import { parseJsonText } from "./json.js";
import { parseSquadArg } from "./squad-arg.js";
import { checkSquad } from "../event-ops/squad.js";
import { escapeText } from "./text.js";
import { version } from "../../package.json";

/** A command called wrongly: the message, and lines of detail under it. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Runs the command line with the code of the commands in `parts`, and returns the exit code. */
export function runWith(args: readonly string[], io: Io, parts: CliParts): number {
  // Options that take a value: "--data <folder>", "--limit <n>", "--edition <legacy|2.5>".
  const values = new Map<string, string>();
  const rest: string[] = [];
  // After `--`, every word is a word as it is (a player's name holding "=", or starting with "--"), never an option.
  let plain: string[] | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      plain = args.slice(i + 1);
      break;
    }
    if ((a === "--data" || a === "--limit" || a === "--edition" || EVENT_VALUE_OPTIONS.includes(a) || CONFORMANCE_VALUE_OPTIONS.includes(a)) && i + 1 < args.length) values.set(a, args[++i]!);
    else rest.push(a);
  }
  const flags = new Set(rest.map((a) => (a === "-h" ? "--help" : a)).filter((a) => a.startsWith("--")));
  const words = [...rest.filter((a) => !a.startsWith("--") && a !== "-h"), ...(plain ?? [])];
  if (args.length === 0) {
    io.out(USAGE);
    return 2;
  }
  if (flags.has("--version")) {
    io.out(version);
    return 0;
  }
  if (words[0] === "help") return help(words.slice(1), io);
  if (flags.has("--help")) return help(words, io);
  const json = flags.has("--json");
  try {
    const [command, ...rest] = words;
    if (command === "score") return score(rest, flags, io, parts.scorers);
    if (command === "tables") return tables(rest, values, flags, io, parts.tables);
    if (command === "event" && rest[0] === "serve") return serve(rest.slice(1), values, flags, io, parts.serve);
    // The event commands take the words after `--` as names as they are: they are told where those start.
    if (command === "event") {
      const cut = Math.max(0, rest.length - (plain?.length ?? 0));
      return event(plain === undefined ? rest : [...rest.slice(0, cut), "--", ...rest.slice(cut)], values, flags, io, parts.event, () => parts.setup);
    }
    if (command === "check") return check(rest, values, flags, io, parts.setup);
    if (command === "setup") return setup(rest, values, flags, io, parts.setup);
    if (command === "conformance") return conformance(rest, values, flags, io, parts.conformance);
    throw new UsageError(command === undefined ? "expected a command" : `unknown command ${command}`);
  } catch (e) {
    if (e instanceof UsageError) {
      const named = words.length > 0 ? commandsNamed(words.slice(0, 2)) : [];
      // A word the command line does not know: one line, with the one it most likely misspells.
      const unknown = /^unknown (command|option) ([^]*)$/.exec(e.message);
      if (unknown !== null && e.details.length === 0) {
        io.err(unknownLine(unknown[1] as "command" | "option", unknown[2]!, named));
        return 2;
      }
      // The usage of the command named, when there is one; else the overview of every command.
      io.err(`${[e.message, ...e.details].map(escapeText).join("\n")}\n\n${named.length > 0 ? commandHelp(named) : USAGE}`);
      return 2;
    }
    if (e instanceof ReadError) {
      io.err(escapeText(e.message));
      return 2;
    }
    if (e instanceof ViolationExit) return fail(e.violation, json, io);
    throw e;
  }
}

/** `help [<command>]` and `[<command>] --help`: the overview, or the command's own help. */
function help(words: readonly string[], io: Io): number {
  // `help help` asks what `help` does: the overview, which ends by saying it.
  if (words.length === 0 || (words.length === 1 && words[0] === "help")) {
    io.out(USAGE);
    return 0;
  }
  const commands = commandsNamed(words);
  if (commands.length === 0) {
    io.err(unknownLine("command", words.join(" "), []));
    return 2;
  }
  io.out(commandHelp(commands));
  return 0;
}

/**
 * The line for an unknown command or option: what was given, the command or option it most likely
 * misspells, and where the list is (`unknown option --jsn; did you mean --json? (ace-ledger help score
 * lists its options)`).
 */
function unknownLine(kind: "command" | "option", given: string, named: ReturnType<typeof commandsNamed>): string {
  const name = named.length === 1 ? named[0]!.name : named.length > 1 ? named[0]!.name.split(" ")[0]! : undefined;
  const guess = didYouMean(given, kind === "command" ? commandWords() : optionsOf(named));
  const where = kind === "command" || name === undefined ? "ace-ledger help lists the commands" : `ace-ledger help ${name} lists its options`;
  return escapeText(`unknown ${kind} ${given}${guess === undefined ? "" : `; did you mean ${guess}?`} (${where})`);
}

function allow(flags: Set<string>, allowed: string[]) {
  const unknown = [...flags].find((f) => !allowed.includes(f));
  if (unknown !== undefined) throw new UsageError(`unknown option ${unknown}`);
}

class ReadError extends Error {}
class ViolationExit extends Error {
  constructor(readonly violation: RuleViolation) {
    super(violation.message);
  }
}

/**
 * A file's text, at most `limit` bytes, without the byte order mark (U+FEFF) that some editors put
 * first: JSON does not allow it, and a record saved that way is the same record.
 */
function readText(path: string, io: Io, limit: number): string {
  return withoutBom(io.readFile(path, limit));
}

/**
 * A whole number from the command line, from `min` to `max`: digits only, so "1e9", "0x10",
 * "2.5", "-3" and numbers too big to use are usage errors, not input the command chokes on.
 */
function wholeNumber(text: string, min: number, max: number, expected: string): number {
  const n = /^[0-9]{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min && n <= max)) throw new UsageError(`expected ${expected} from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return n;
}

function readJson(path: string, io: Io, limit: number): unknown {
  let text: string;
  try {
    text = readText(path, io, limit);
  } catch (e) {
    throw new ReadError(`cannot read ${path === "-" ? "standard input" : path}: ${reasonOf(e)}`);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new ViolationExit(parsed.error);
  return parsed.value;
}

/** Ledger lines written at a time by `score --explain`. */
const EXPLAIN_CHUNK = 4096;

function score(rest: string[], flags: Set<string>, io: Io, scorers: Scorers): number {
  allow(flags, ["--json", "--explain"]);
  if (rest.length !== 1) throw new UsageError("expected one record file");
  const scored = scoreRecordWith(readJson(rest[0]!, io, RECORD_FILE_LIMIT), scorers);
  if (!scored.ok) throw new ViolationExit(scored.error);
  if (flags.has("--json")) {
    io.out(JSON.stringify(scored.value.json()));
    return 0;
  }
  io.out(scored.value.table());
  if (!flags.has("--explain")) return 0;
  const lines = scored.value.explanation();
  io.out("\nLedger:");
  if (lines.length === 0) io.out("(no entries)");
  // In pieces: a long game's ledger is never one string of its own.
  for (let i = 0; i < lines.length; i += EXPLAIN_CHUNK) io.out(lines.slice(i, i + EXPLAIN_CHUNK).join("\n"));
  return 0;
}

function tables(rest: string[], values: Map<string, string>, flags: Set<string>, io: Io, { splitTables, TABLE_SIZES, formatTables }: CliParts["tables"]): number {
  allow(flags, ["--json"]);
  if (rest.length !== 1) throw new UsageError(`expected a number of players, from 2 to ${MAX_PLAYERS}`);
  const n = wholeNumber(rest[0]!, 2, MAX_PLAYERS, "the number of players to be a whole number");
  const other = [...values.keys()].find((v) => v !== "--sizes");
  if (other !== undefined) throw new UsageError(`unknown option ${other}`);
  const rule = values.get("--sizes") ?? "fours";
  if (!(TABLE_SIZES as readonly string[]).includes(rule)) throw new UsageError(`expected --sizes ${TABLE_SIZES.join(" or ")}, got ${JSON.stringify(rule)}`);
  const sizes = splitTables(n, rule as TableSizes);
  io.out(flags.has("--json") ? JSON.stringify({ tables: sizes }) : formatTables(n, sizes));
  return 0;
}

/** `conformance <mode> --command <command>`: the kit run lives in conformance.ts; it stops through the errors of this file. */
function conformance(rest: string[], values: Map<string, string>, flags: Set<string>, io: Io, { runConformance }: CliParts["conformance"]): number {
  return runConformance({
    words: rest,
    flags,
    values,
    out: io.out,
    usage: (message) => {
      throw new UsageError(message);
    },
    wholeNumber,
  });
}

/**
 * `event serve <event.json> [--port <n>] [--host <address>] [--auto-accept]`: starts the night's server
 * (src/serve) and returns 0 once it is started; the process runs on while it listens. A server that
 * cannot start (the port taken, the page missing, an event file that breaks a rule) prints why and
 * ends with 2 (1 for a rule broken).
 */
function serve(rest: string[], values: Map<string, string>, flags: Set<string>, io: Io, part: CliParts["serve"]): number {
  allow(flags, ["--auto-accept"]);
  const other = [...values.keys()].find((v) => v !== "--port" && v !== "--host");
  if (other !== undefined) throw new UsageError(`unknown option ${other}`);
  if (rest.length !== 1 || rest[0] === "-") throw new UsageError("expected event serve <event.json> [--port <n>] [--host <address>] [--auto-accept]");
  const port = wholeNumber(values.get("--port") ?? "8080", 0, 65535, "--port to be a port number");
  const host = values.get("--host") ?? "0.0.0.0";
  if (!/^[0-9a-zA-Z.:%-]{1,100}$/.test(host)) throw new UsageError(`expected --host to be an address of this machine (0.0.0.0 for every network, 127.0.0.1 for this machine alone), got ${JSON.stringify(host)}`);
  if (io.eventFiles === undefined) throw new ReadError("cannot serve: this command line cannot write files");
  part
    .serveEvent({ path: rest[0]!, store: io.eventFiles, host, port, pageDir: part.nightPageDir(), autoAccept: flags.has("--auto-accept"), out: io.out, err: io.err })
    .catch((e: unknown) => {
      const violation = e instanceof Error && "violation" in e ? (e as { violation: RuleViolation }).violation : undefined;
      if (violation !== undefined) process.exitCode = fail(violation, false, io);
      else {
        io.err(escapeText(`cannot serve ${rest[0]}: ${e instanceof Error && "code" in e && typeof e.code === "string" && e.code.startsWith("ERR_") ? `${e.code}: ` : ""}${reasonOf(e)}`));
        process.exitCode = 2;
      }
    });
  return 0;
}

/** `event <action> ...`: the event commands live in event.ts; they stop through the errors of this file. */
function event(rest: string[], values: Map<string, string>, flags: Set<string>, io: Io, { runEvent }: CliParts["event"], squads: () => CliParts["setup"]): number {
  return runEvent(rest, {
    squads,
    io,
    flags,
    values,
    usage: (message, details) => {
      throw new UsageError(message, details);
    },
    unreadable: (message) => {
      throw new ReadError(message);
    },
    fail: (error) => fail(error, flags.has("--json"), io),
    // The files an event command is given are read before it takes the lock, each within its own limit
    // (event-inputs.ts); these read the rest: the event file from standard input, the largest of them.
    readText: (path) => readText(path, io, EVENT_FILE_LIMIT),
    readJson: (path) => readJson(path, io, EVENT_FILE_LIMIT),
    wholeNumber,
  });
}

/** `check --limit <points> [--edition legacy|2.5] <squad.json>[#pilot]`: one squad, checked as `setup` and the night's registration check it. */
function check(rest: string[], values: Map<string, string>, flags: Set<string>, io: Io, part: CliParts["setup"]): number {
  allow(flags, []);
  const other = [...values.keys()].find((v) => v !== "--limit" && v !== "--edition");
  if (other !== undefined) throw new UsageError(`unknown option ${other}`);
  const limitText = values.get("--limit");
  if (limitText === undefined || rest.length !== 1) throw new UsageError("expected check --limit <points> [--edition legacy|2.5] <squad.json>[#pilot]");
  const limit = wholeNumber(limitText, 1, MAX_POINTS, "--limit to be a whole number of points");
  const edition = values.get("--edition");
  if (edition !== undefined && edition !== "legacy" && edition !== "2.5") throw new UsageError(`expected --edition legacy or 2.5, got ${edition}`);
  const arg = parseSquadArg(rest[0]!);
  const checked = checkSquad(readJson(arg.path, io, SQUAD_FILE_LIMIT), { limit, ...(edition === undefined ? {} : { edition }), ...(arg.pilot === undefined ? {} : { pilot: arg.pilot }) }, part);
  const pilots = checked.pilots.length > 1 ? [`Pilots of ${arg.path}: ${checked.pilots.map((p) => `#${p.place} ${p.name}${p.ship === "" ? "" : ` (${p.ship})`}`).join(", ")}`] : [];
  if (!checked.ok) {
    io.err([`${arg.path} cannot fly at ${limit} points:`, ...checked.problems.map((p) => `  ${p}`), ...pilots].map(escapeText).join("\n"));
    return 1;
  }
  for (const n of checked.notes) io.err(escapeText(`note ${n}`));
  io.out([`${arg.path} can fly at ${limit} points (${checked.edition === "legacy" ? "2.0 Legacy" : "2.5"}): ${checked.label}.`, ...pilots].map(escapeText).join("\n"));
  return 0;
}

function setup(squadFiles: string[], values: Map<string, string>, flags: Set<string>, io: Io, part: CliParts["setup"]): number {
  allow(flags, ["--json"]);
  const folder = values.get("--data");
  const edition = values.get("--edition");
  const limitText = values.get("--limit");
  if (limitText === undefined || squadFiles.length === 0) {
    throw new UsageError("expected setup --limit <points> [--edition legacy|2.5] [--data <folder>] [name=]<squad.json>[#pilot]...");
  }
  const limit = wholeNumber(limitText, 1, MAX_POINTS, "--limit to be a whole number of points");
  if (edition !== undefined && edition !== "legacy" && edition !== "2.5") throw new UsageError(`expected --edition legacy or 2.5, got ${edition}`);
  // aces-high.txt: "2 to 8 people can gather on one field", one squad each; refused before any file is read.
  if (squadFiles.length < 2 || squadFiles.length > 8) throw new UsageError(`expected 2 to 8 squads, one per player (aces-high.txt: "2 to 8 people can gather on one field"), got ${squadFiles.length}`);
  const args = squadFiles.map(parseSquadArg);
  squadFiles = args.map((a) => a.path);
  const entries = args.map((a) => ({ squad: readJson(a.path, io, SQUAD_FILE_LIMIT), ...(a.name === undefined ? {} : { name: a.name }), ...(a.pilot === undefined ? {} : { pilot: a.pilot }) }));
  const catalog = folder === undefined ? builtInCatalog(squadFiles, entries, edition, io, part) : checkoutCatalog(folder, io, part);
  if (edition !== undefined && catalog.format !== edition) throw new UsageError(`--edition ${edition} but the data in ${folder} is ${catalog.format} data`);
  const result = part.acesHighSetupFromSquads(entries, catalog, limit);
  // What the import noticed (points the card data corrects, ...): standard error, the record stays clean.
  for (const n of result.notes) io.err(escapeText(`note ${n.code}: ${n.message}`));
  if (!result.ok) {
    if (flags.has("--json")) io.out(JSON.stringify({ errors: result.error, notes: result.notes }));
    else for (const e of result.error) io.err(escapeText(`${e.code}: ${e.message}`));
    return 1;
  }
  io.out(JSON.stringify({ mode: "aces-high", version: 1, setup: result.value, events: [] }, null, 2));
  return 0;
}

/**
 * The built-in catalog of the squads' edition: `--edition` when given, else what each squad says
 * (version, builder) or, failing that, the data that knows all its cards. Squads of different
 * editions cannot share a game.
 */
function builtInCatalog(files: readonly string[], entries: readonly { squad: unknown }[], edition: string | undefined, io: Io, part: CliParts["setup"]): Catalog {
  const { catalog25, legacyCatalog, chooseEdition, parseXws } = part;
  const catalogs = [legacyCatalog, catalog25];
  if (edition !== undefined) return edition === "2.5" ? catalog25 : legacyCatalog;
  const chosen = entries.flatMap(({ squad }, i) => {
    const parsed = parseXws(squad);
    return parsed.ok ? [{ file: files[i]!, ...chooseEdition(parsed.value, catalogs) }] : [];
  });
  const editions = new Set(chosen.map((c) => c.edition));
  if (editions.size > 1) {
    const lines = chosen.map((c) => `  ${c.file}: ${c.edition} (${c.because})`);
    throw new UsageError("expected squads of one edition, got:", [...lines, "pass --edition legacy or --edition 2.5"]);
  }
  const catalog = editions.has("2.5") ? catalog25 : legacyCatalog;
  const source = catalog.source ? ` (${catalog.source.repository} ${catalog.source.commit.slice(0, 12)})` : "";
  // The edition was chosen, not given (a squad naming none is read by a guess): say how to read the other way.
  const label = (format: string) => (format === "legacy" ? "2.0 Legacy" : "2.5");
  const other = catalog.format === "legacy" ? "2.5" : "legacy";
  io.err(escapeText(`card data: built-in ${label(catalog.format)}${source}${chosen[0] ? `, because of ${chosen[0].file}: ${chosen[0].because}` : ""}; --edition ${other} reads the squads as ${label(other)}`));
  return catalog;
}

/** The catalog of an xwing-data2 checkout given with --data. */
function checkoutCatalog(folder: string, io: Io, { loadCatalog }: CliParts["setup"]): Catalog {
  const root = findDataRoot(folder, io);
  const readData = (path: string) => JSON.parse(readText(resolve(root, path), io, CARD_DATA_FILE_LIMIT)) as unknown;
  try {
    return loadCatalog(readData("data/manifest.json") as DataManifest, readData);
  } catch (e) {
    throw new ReadError(`cannot read the card data in ${folder}: ${reasonOf(e)}`);
  }
}

/** The folder holding data/manifest.json: the one given, or its parent when given the data folder. */
function findDataRoot(folder: string, io: Io): string {
  for (const root of [folder, resolve(folder, "..")]) {
    try {
      io.readFile(resolve(root, "data/manifest.json"), CARD_DATA_FILE_LIMIT);
      return root;
    } catch {
      // try the next candidate
    }
  }
  throw new ReadError(`cannot find data/manifest.json in ${folder}`);
}

function fail(error: RuleViolation, json: boolean, io: Io): number {
  if (json) io.out(JSON.stringify({ error: { code: error.code, event: error.event, message: error.message } }));
  else io.err(escapeText(`${error.code}${error.event === null ? "" : ` at event ${error.event}`}: ${error.message}`));
  return 1;
}
