import { readFileSync } from "node:fs";
import { parseJson } from "../core/record.js";
import type { RuleViolation } from "../core/errors.js";
import { scoreRecord } from "./modes.js";

const USAGE = `Usage: ace-ledger score <file|-> [--json] [--explain]

Scores a game record (JSON) and prints the standings.
  <file|->    the record file, or - to read standard input
  --json      print the scoreboard as JSON
  --explain   print every ledger entry with the rule behind it

Exit codes: 0 scored, 1 the record breaks a rule, 2 usage or unreadable input.`;

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

/** Runs the command line and returns the exit code. */
export function run(args: readonly string[], io: Io = nodeIo): number {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const positional = args.filter((a) => !a.startsWith("--"));
  if (flags.has("--help") || args.length === 0) {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const unknown = [...flags].find((f) => f !== "--json" && f !== "--explain");
  if (unknown !== undefined || positional[0] !== "score" || positional.length !== 2) {
    io.err(unknown !== undefined ? `unknown option ${unknown}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const path = positional[1]!;
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    io.err(`cannot read ${path === "-" ? "standard input" : path}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const json = flags.has("--json");
  const parsed = parseJson(text);
  const scored = parsed.ok ? scoreRecord(parsed.value) : parsed;
  if (!scored.ok) return fail(scored.error, json, io);
  if (json) {
    io.out(JSON.stringify(scored.value.json));
    return 0;
  }
  io.out(scored.value.table);
  if (flags.has("--explain")) io.out(`\nLedger:\n${scored.value.explanation || "(no entries)"}`);
  return 0;
}

function fail(error: RuleViolation, json: boolean, io: Io): number {
  if (json) io.out(JSON.stringify({ error: { code: error.code, event: error.event, message: error.message } }));
  else io.err(`${error.code}${error.event === null ? "" : ` at event ${error.event}`}: ${error.message}`);
  return 1;
}
