import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { RuleViolation } from "../core/errors.js";
import { parseJson } from "../core/record.js";
import { eventStandings, nextRound, parseEventFile, splitTables } from "../modes/tournament/index.js";
import { acesHighSetupFromSquads, type DataManifest, loadCatalog } from "../xws/index.js";
import { formatNextRound, formatStandings, formatTables } from "./format-tournament.js";
import { scoreRecord } from "./modes.js";

const USAGE = `Usage:
  ace-ledger score <file|-> [--json] [--explain]   score a game record and print the standings
  ace-ledger tables <players> [--json]             table sizes for an Aces High event
  ace-ledger event next <event.json> [--json]      the next round's tables
  ace-ledger event standings <event.json> [--json] the event's standings
  ace-ledger setup --data <folder> --limit <points> <squad.json>...
                                                   an Aces High record from XWS squads

  <file|->    a JSON file, or - to read standard input
  --json      print JSON instead of text
  --explain   print every ledger entry with the rule behind it
  --data      an xwing-data2 (or Legacy) checkout: the folder holding data/manifest.json
  --limit     the tournament's point limit (50, 75, 80, 100, 125 or any other)

Exit codes: 0 done, 1 the input breaks a rule, 2 usage or unreadable input.`;

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

const nodeIo: Io = {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
  readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
};

class UsageError extends Error {}

/** Runs the command line and returns the exit code. */
export function run(args: readonly string[], io: Io = nodeIo): number {
  // Options that take a value: "--data <folder>", "--limit <n>".
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if ((a === "--data" || a === "--limit") && i + 1 < args.length) values.set(a, args[++i]!);
    else rest.push(a);
  }
  const flags = new Set(rest.filter((a) => a.startsWith("--")));
  const words = rest.filter((a) => !a.startsWith("--"));
  if (flags.has("--help") || args.length === 0) {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const json = flags.has("--json");
  try {
    const [command, ...rest] = words;
    if (command === "score") return score(rest, flags, io);
    if (command === "tables") return tables(rest, flags, io);
    if (command === "event") return event(rest, flags, io);
    if (command === "setup") return setup(rest, values, flags, io);
    throw new UsageError(command === undefined ? "expected a command" : `unknown command ${command}`);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof ReadError) {
      io.err(e.message);
      return 2;
    }
    if (e instanceof ViolationExit) return fail(e.violation, json, io);
    throw e;
  }
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

function readJson(path: string, io: Io): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    throw new ReadError(`cannot read ${path === "-" ? "standard input" : path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ViolationExit(parsed.error);
  return parsed.value;
}

function score(rest: string[], flags: Set<string>, io: Io): number {
  allow(flags, ["--json", "--explain"]);
  if (rest.length !== 1) throw new UsageError("expected one record file");
  const scored = scoreRecord(readJson(rest[0]!, io));
  if (!scored.ok) throw new ViolationExit(scored.error);
  if (flags.has("--json")) {
    io.out(JSON.stringify(scored.value.json));
    return 0;
  }
  io.out(scored.value.table);
  if (flags.has("--explain")) io.out(`\nLedger:\n${scored.value.explanation || "(no entries)"}`);
  return 0;
}

function tables(rest: string[], flags: Set<string>, io: Io): number {
  allow(flags, ["--json"]);
  const n = Number(rest[0]);
  if (rest.length !== 1 || !Number.isInteger(n) || n < 2) throw new UsageError("expected a number of players, 2 or more");
  const sizes = splitTables(n);
  io.out(flags.has("--json") ? JSON.stringify({ tables: sizes }) : formatTables(n, sizes));
  return 0;
}

function event(rest: string[], flags: Set<string>, io: Io): number {
  allow(flags, ["--json"]);
  const [action, path] = rest;
  if (rest.length !== 2 || (action !== "next" && action !== "standings")) throw new UsageError("expected event next|standings <event.json>");
  const parsed = parseEventFile(readJson(path!, io));
  if (!parsed.ok) throw new ViolationExit(parsed.error);
  // Records given by file name are read next to the event file.
  const base = path === "-" ? process.cwd() : dirname(resolve(path!));
  const resolveRecord = (name: string) => JSON.parse(io.readFile(resolve(base, name))) as unknown;
  if (action === "next") {
    const next = nextRound(parsed.value, resolveRecord);
    io.out(flags.has("--json") ? JSON.stringify(next) : formatNextRound(next));
  } else {
    const standings = eventStandings(parsed.value, resolveRecord);
    io.out(flags.has("--json") ? JSON.stringify(standings) : formatStandings(standings));
  }
  return 0;
}

function setup(squadFiles: string[], values: Map<string, string>, flags: Set<string>, io: Io): number {
  allow(flags, ["--json"]);
  const folder = values.get("--data");
  const limit = Number(values.get("--limit"));
  if (folder === undefined || !Number.isInteger(limit) || limit < 1 || squadFiles.length === 0) {
    throw new UsageError("expected setup --data <folder> --limit <points> <squad.json>...");
  }
  const root = findDataRoot(folder, io);
  const readData = (path: string) => JSON.parse(io.readFile(resolve(root, path))) as unknown;
  let catalog;
  try {
    catalog = loadCatalog(readData("data/manifest.json") as DataManifest, readData);
  } catch (e) {
    throw new ReadError(`cannot read the card data in ${folder}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const entries = squadFiles.map((file) => ({ squad: readJson(file, io) }));
  const result = acesHighSetupFromSquads(entries, catalog, limit);
  if (!result.ok) {
    if (flags.has("--json")) io.out(JSON.stringify({ errors: result.error }));
    else for (const e of result.error) io.err(`${e.code}: ${e.message}`);
    return 1;
  }
  io.out(JSON.stringify({ mode: "aces-high", version: 1, setup: result.value, events: [] }, null, 2));
  return 0;
}

/** The folder holding data/manifest.json: the one given, or its parent when given the data folder. */
function findDataRoot(folder: string, io: Io): string {
  for (const root of [folder, resolve(folder, "..")]) {
    try {
      io.readFile(resolve(root, "data/manifest.json"));
      return root;
    } catch {
      // try the next candidate
    }
  }
  throw new ReadError(`cannot find data/manifest.json in ${folder}`);
}

function fail(error: RuleViolation, json: boolean, io: Io): number {
  if (json) io.out(JSON.stringify({ error: { code: error.code, event: error.event, message: error.message } }));
  else io.err(`${error.code}${error.event === null ? "" : ` at event ${error.event}`}: ${error.message}`);
  return 1;
}
