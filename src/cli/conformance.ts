import { spawnSync } from "node:child_process";
import { checkConformance, CONFORMANCE_MODES, ConformanceError, type ConformanceMode, formatReport, isConformanceMode } from "../conformance/index.js";
import { parseJsonText } from "./json.js";
import { escapeText } from "./text.js";

/** The options of `conformance` that take a value. */
export { CONFORMANCE_VALUE_OPTIONS } from "./value-options.js";
import { CONFORMANCE_VALUE_OPTIONS } from "./value-options.js";

/** What running the scorer's command once gave: its exit status and what it printed. */
export interface CommandRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Why it could not run or was stopped (not found, timed out). */
  readonly failure?: string;
}

/** Runs `command` through the shell with `input` on its standard input. */
export type CommandRunner = (command: string, input: string, timeoutMs: number) => CommandRun;

/** The scorer's command through the system shell (`sh -c` on Unix), as a terminal would run it. */
export const shellRunner: CommandRunner = (command, input, timeoutMs) => {
  const child = spawnSync(command, { shell: true, input, encoding: "utf8", timeout: timeoutMs, maxBuffer: 256 * 1024 * 1024, windowsHide: true });
  const code = (child.error as NodeJS.ErrnoException | undefined)?.code;
  // A command the shell cannot find exits at once, before reading the record: writing it fails with
  // EPIPE. The shell's own message (on standard error) says why; the exit status is kept.
  const failure = child.error === undefined || (code === "EPIPE" && child.status !== null) ? undefined : code === "ETIMEDOUT" ? `timed out after ${timeoutMs / 1000} s` : child.error.message;
  return { status: child.status, stdout: child.stdout ?? "", stderr: child.stderr ?? "", ...(failure === undefined ? {} : { failure }) };
};

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

/**
 * `conformance <mode> --command <command>`: runs the command once per case of the mode's kit, the
 * record as JSON on its standard input, and reads its results as JSON from its standard output
 * (its exit status is not read). Prints the report; exit 0 when no case fails, 1 when one does.
 */
export function runConformance(call: ConformanceCall): number {
  const { words, flags, values } = call;
  const unknownFlag = [...flags].find((f) => !["--json", "--partial", "--passes"].includes(f));
  if (unknownFlag !== undefined) call.usage(`unknown option ${unknownFlag}`);
  const unknownValue = [...values.keys()].find((v) => !CONFORMANCE_VALUE_OPTIONS.includes(v));
  if (unknownValue !== undefined) call.usage(`unknown option ${unknownValue}`);
  if (words.length !== 1) call.usage(`expected one mode: ${CONFORMANCE_MODES.join(", ")}`);
  const mode = words[0]!;
  if (!isConformanceMode(mode)) call.usage(`expected a mode of the kit (${CONFORMANCE_MODES.join(", ")}), got ${JSON.stringify(mode)}`);
  const command = values.get("--command");
  if (command === undefined || command.trim() === "") call.usage("expected --command <the scorer's command>");
  const timeout = values.has("--timeout") ? call.wholeNumber(values.get("--timeout")!, 1, TIMEOUT.max, "--timeout to be a whole number of seconds") : TIMEOUT.default;
  const list = (name: string) => (values.get(name) ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const runner = call.runner ?? shellRunner;
  let report;
  try {
    report = checkConformance(mode as ConformanceMode, (record) => resultsOf(runner(command!, JSON.stringify(record), timeout * 1000)), {
      excludeRulings: list("--exclude-rulings"),
      excludeCases: list("--exclude-cases"),
      partial: flags.has("--partial"),
    });
  } catch (e) {
    if (e instanceof ConformanceError) call.usage(e.message);
    throw e;
  }
  // Escaped line by line: a scorer's output quoted in the report cannot clear, colour or reorder the terminal.
  call.out(flags.has("--json") ? JSON.stringify(report) : formatReport(report, { passes: flags.has("--passes") }).split("\n").map(escapeText).join("\n"));
  return report.failed === 0 ? 0 : 1;
}

/** The results the command printed; anything else throws, and the case fails saying what happened. */
function resultsOf(run: CommandRun): unknown {
  if (run.failure !== undefined) throw new Error(`the command ${run.failure}${stderrOf(run)}`);
  const parsed = parseJsonText(run.stdout.startsWith("\ufeff") ? run.stdout.slice(1) : run.stdout);
  if (parsed.ok) return parsed.value;
  const printed = run.stdout.trim() === "" ? "nothing" : JSON.stringify(run.stdout.trim().slice(0, 120));
  throw new Error(`the command printed ${printed}, not JSON results (exit status ${run.status ?? "none"})${stderrOf(run)}`);
}

function stderrOf(run: CommandRun): string {
  const first = run.stderr.trim().split("\n").slice(0, 3).join(" / ");
  return first === "" ? "" : `; it said: ${first.slice(0, 300)}`;
}
