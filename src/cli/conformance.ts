import { type CommandRun, type CommandRunner, shellRunner } from "./command-runner.js";
import { type ConformanceCase, checkConformance, conformanceCases, CONFORMANCE_MODES, ConformanceError, type ConformanceMode, formatReport, isConformanceMode } from "../conformance/index.js";
import { parseJsonText } from "./json.js";
import { escapeText } from "./text.js";

/** The options of `conformance` that take a value. */
export { CONFORMANCE_VALUE_OPTIONS } from "./value-options.js";
import { CONFORMANCE_VALUE_OPTIONS } from "./value-options.js";

export { type CommandRun, type CommandRunner, OUTPUT_LIMITS, shellRunner } from "./command-runner.js";

/** What `conformance` needs from the command line: its arguments, read, and how to stop with a usage error. */
export interface ConformanceCall {
  readonly words: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  readonly out: (text: string) => void;
  readonly usage: (message: string) => never;
  readonly wholeNumber: (text: string, min: number, max: number, expected: string) => number;
  readonly runner?: CommandRunner;
}

/** The most a case may take, in seconds, by default and at most. */
const TIMEOUT = { default: 30, max: 3600 } as const;

/** After this many cases in a row run out of time, the scorer is taken to hang: the rest are not run. */
export const TIMEOUTS_IN_A_ROW = 3;

/**
 * `conformance <mode> --command <command>`: runs the command once per case of the mode's kit, the
 * record as JSON on its standard input, and reads its results as JSON from its standard output
 * (its exit status is not read). Prints the report; exit 0 when no case fails, 1 when one does.
 */
export function runConformance(call: ConformanceCall): number {
  const { words, flags, values } = call;
  const unknownFlag = [...flags].find((f) => !["--json", "--partial", "--passes", "--list", "--print-record"].includes(f));
  if (unknownFlag !== undefined) call.usage(`unknown option ${unknownFlag}`);
  const unknownValue = [...values.keys()].find((v) => !CONFORMANCE_VALUE_OPTIONS.includes(v));
  if (unknownValue !== undefined) call.usage(`unknown option ${unknownValue}`);
  if (words.length !== 1) call.usage(`expected one mode: ${CONFORMANCE_MODES.join(", ")}`);
  const mode = words[0]!;
  if (!isConformanceMode(mode)) call.usage(`expected a mode of the kit (${CONFORMANCE_MODES.join(", ")}), got ${JSON.stringify(mode)}`);
  const list = (name: string) => (values.get(name) ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const only = values.has("--case") ? list("--case") : undefined;
  const kit = conformanceCases(mode);
  const unknownCase = (only ?? []).find((name) => !kit.some((c) => c.name === name));
  if (unknownCase !== undefined) call.usage(`expected a case of the ${mode} kit (ace-ledger conformance ${mode} --list), got ${JSON.stringify(unknownCase)}`);
  const command = values.get("--command");
  // Without a scorer: the kit itself, to read (--list) or to feed a scorer by hand (--print-record).
  if (command === undefined && flags.has("--list")) return listCases(call, only === undefined ? kit : kit.filter((c) => only.includes(c.name)));
  if (command === undefined && flags.has("--print-record")) {
    if (only === undefined) call.usage("expected --case <name> with --print-record and no --command (ace-ledger conformance <mode> --list names them)");
    for (const kase of kit) if (only.includes(kase.name)) call.out(JSON.stringify(kase.record));
    return 0;
  }
  if (flags.has("--list")) call.usage("expected --list without --command");
  if (command === undefined || command.trim() === "") call.usage("expected --command <the scorer's command> (or --list, or --case <name> --print-record)");
  const timeout = values.has("--timeout") ? call.wholeNumber(values.get("--timeout")!, 1, TIMEOUT.max, "--timeout to be a whole number of seconds") : TIMEOUT.default;
  const runner = call.runner ?? shellRunner;
  let timeoutsInARow = 0;
  const score = (record: unknown) => {
    if (timeoutsInARow >= TIMEOUTS_IN_A_ROW) throw new Error(`not run: the command timed out on ${TIMEOUTS_IN_A_ROW} cases in a row`);
    const run = runner(command!, JSON.stringify(record), timeout * 1000);
    timeoutsInARow = run.timedOut === true ? timeoutsInARow + 1 : 0;
    return resultsOf(run);
  };
  let report;
  try {
    report = checkConformance(mode as ConformanceMode, score, {
      excludeRulings: list("--exclude-rulings"),
      excludeCases: list("--exclude-cases"),
      partial: flags.has("--partial"),
      ...(only === undefined ? {} : { cases: only }),
    });
  } catch (e) {
    if (e instanceof ConformanceError) call.usage(e.message);
    throw e;
  }
  // Escaped line by line: a scorer's output quoted in the report cannot clear, colour or reorder the terminal.
  call.out(flags.has("--json") ? JSON.stringify(report) : formatReport(report, { passes: flags.has("--passes"), records: flags.has("--print-record") }).split("\n").map(escapeText).join("\n"));
  return report.failed === 0 ? 0 : 1;
}

/** The results the command printed; anything else throws, and the case fails saying what happened. */
function resultsOf(run: CommandRun): unknown {
  if (run.failure !== undefined) throw new Error(`the command ${run.failure}${stderrOf(run)}`);
  const parsed = parseJsonText(run.stdout.startsWith("\ufeff") ? run.stdout.slice(1) : run.stdout);
  if (parsed.ok) return parsed.value;
  const printed = run.stdout.trim() === "" ? "nothing" : JSON.stringify(run.stdout.trim().slice(0, 120));
  throw new Error(`the command printed ${printed}, not JSON results (${howItEnded(run)})${stderrOf(run)}`);
}

/** `exit status 3`, or the signal that stopped the command. */
function howItEnded(run: CommandRun): string {
  if (run.signal !== undefined) return `stopped by ${run.signal}`;
  return run.status === null ? "no exit status" : `exit status ${run.status}`;
}

function stderrOf(run: CommandRun): string {
  const first = run.stderr.trim().split("\n").slice(0, 3).join(" / ");
  return first === "" ? "" : `; it said: ${first.slice(0, 300)}`;
}

/**
 * `--list`: each case's name, the rulings it depends on and the options it holds under, one case a
 * line (`--json`: an array of {name, rule, rulings, options}, the record left out: `--print-record`).
 */
function listCases(call: ConformanceCall, cases: readonly ConformanceCase[]): number {
  if (call.flags.has("--json")) {
    call.out(JSON.stringify(cases.map(({ name, rule, rulings, options }) => ({ name, rule, rulings, options }))));
    return 0;
  }
  for (const c of cases) {
    const rulings = c.rulings.length === 0 ? "" : `  rulings: ${c.rulings.join(", ")}`;
    const options = Object.keys(c.options).length === 0 ? "" : `  options: ${Object.entries(c.options).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(", ")}`;
    call.out(escapeText(`${c.name}${rulings}${options}`));
  }
  return 0;
}
