import { spawnSync } from "node:child_process";

/** What running the scorer's command once gave: its exit status and what it printed. */
export interface CommandRun {
  readonly status: number | null;
  /** The signal that stopped the command, when one did (`SIGKILL`, `SIGSEGV`). */
  readonly signal?: string;
  readonly stdout: string;
  readonly stderr: string;
  /** Why it could not run or was stopped (not found, timed out, printed too much). */
  readonly failure?: string;
  /** The command ran out of time: `failure` says so. */
  readonly timedOut?: boolean;
}

/** Runs `command` through the shell with `input` on its standard input. */
export type CommandRunner = (command: string, input: string, timeoutMs: number) => CommandRun;

/**
 * What is kept of a scorer's output. Results larger than `stdout` fail the case (the command is
 * stopped at once); of standard error only the first `stderr` bytes are kept, the rest is read and
 * dropped, so that a scorer flooding it cannot exhaust this process's memory.
 */
export const OUTPUT_LIMITS = { stdout: 16 * 1024 * 1024, stderr: 8 * 1024 } as const;

/**
 * The supervisor, run as `node -e` between this process and the command. It starts the command in a
 * process group of its own, so that stopping it (on time-out, on too much output, or once it has
 * exited) stops whatever it started too; it keeps only what OUTPUT_LIMITS allows; and it answers with
 * one JSON line (status, signal, failure, the byte length of stdout) followed by stdout's and stderr's
 * bytes. A synchronous runner cannot do this itself: spawnSync signals the shell alone.
 */
const SUPERVISOR = `
const { spawn } = require("node:child_process");
const [command, timeoutText, outText, errText] = process.argv.slice(1);
const timeoutMs = Number(timeoutText), outLimit = Number(outText), errLimit = Number(errText);
const child = spawn(command, { shell: true, detached: true, stdio: ["pipe", "pipe", "pipe"] });
const out = [], err = [];
let outBytes = 0, errBytes = 0, failure, timedOut = false, exit;
const stopGroup = () => { try { process.kill(-child.pid, "SIGKILL"); } catch {} };
const timer = setTimeout(() => { timedOut = true; failure = "timed out after " + timeoutMs / 1000 + " s"; stopGroup(); }, timeoutMs);
child.on("error", (e) => { failure = e.message; });
child.stdin.on("error", () => {});
process.stdin.pipe(child.stdin);
child.stdout.on("data", (d) => {
  outBytes += d.length;
  if (outBytes > outLimit) { if (failure === undefined) failure = "printed more than " + outLimit + " bytes of results"; stopGroup(); }
  else out.push(d);
});
child.stderr.on("data", (d) => { if (errBytes < errLimit) err.push(d.subarray(0, errLimit - errBytes)); errBytes += d.length; });
child.on("exit", (status, signal) => { exit = { status, signal }; stopGroup(); });
child.on("close", () => {
  clearTimeout(timer);
  const stdout = outBytes > outLimit ? Buffer.alloc(0) : Buffer.concat(out), stderr = Buffer.concat(err);
  const head = { status: exit ? exit.status : null, signal: exit && exit.signal ? exit.signal : undefined, failure, timedOut, stdoutBytes: stdout.length };
  process.stdout.write(JSON.stringify(head) + "\\n");
  process.stdout.write(stdout);
  process.stdout.write(stderr);
});
`;

/**
 * The scorer's command through the system shell (`sh -c` on Unix), as a terminal would run it, under
 * a supervisor that bounds its time and output and stops its whole process group.
 */
export const shellRunner: CommandRunner = (command, input, timeoutMs) => {
  const run = spawnSync(process.execPath, ["-e", SUPERVISOR, command, String(timeoutMs), String(OUTPUT_LIMITS.stdout), String(OUTPUT_LIMITS.stderr)], {
    input,
    maxBuffer: OUTPUT_LIMITS.stdout + OUTPUT_LIMITS.stderr + 64 * 1024,
    // The supervisor stops the command itself; this only guards against the supervisor hanging.
    timeout: timeoutMs + 10_000,
    windowsHide: true,
  });
  const bytes = run.stdout ?? Buffer.alloc(0);
  const newline = bytes.indexOf(10);
  if (run.error !== undefined || newline < 0) {
    return { status: run.status, stdout: "", stderr: "", failure: `could not be supervised: ${run.error?.message ?? `the supervisor stopped (${run.signal ?? `exit status ${run.status}`})`}` };
  }
  const head = JSON.parse(bytes.subarray(0, newline).toString("utf8")) as { status: number | null; signal?: string; failure?: string; timedOut: boolean; stdoutBytes: number };
  const stdoutEnd = newline + 1 + head.stdoutBytes;
  return {
    status: head.status,
    ...(head.signal === undefined ? {} : { signal: head.signal }),
    stdout: bytes.subarray(newline + 1, stdoutEnd).toString("utf8"),
    stderr: bytes.subarray(stdoutEnd).toString("utf8"),
    ...(head.failure === undefined ? {} : { failure: head.failure }),
    ...(head.timedOut ? { timedOut: true } : {}),
  };
};
