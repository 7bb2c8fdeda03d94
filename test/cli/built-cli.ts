import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import { root } from "./io.js";

/** Builds the command line from the sources into `folder` (scripts/cli-build.mjs) and returns its path. */
export function buildCli(folder: string): string {
  const built = spawnSync(process.execPath, [join(root, "scripts", "cli-build.mjs"), folder], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(built.stderr);
  return join(folder, "cli.cjs");
}

export interface Ran {
  /** The exit code; null when it was stopped (by the time limit, or by the system). */
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
  readonly ms: number;
}

export interface RunOptions {
  /** Standard input: text, or a file opened as it (`/dev/zero`). Default: none (at its end at once). */
  readonly input?: string | Buffer | { readonly file: string };
  /** Stopped after this long (a command that hangs fails the test instead of hanging it). */
  readonly timeoutMs?: number;
  /** Run as this user and group (only root may). */
  readonly user?: { readonly uid: number; readonly gid: number };
  /** At most this much memory, in KiB (`ulimit -v`): a command gathering an endless input is stopped, not the machine. */
  readonly memoryKiB?: number;
}

/** Runs the built command line `bin` as a process of its own. */
export function runBuilt(bin: string, args: readonly string[], { input, timeoutMs = 20_000, user, memoryKiB = 2_000_000 }: RunOptions = {}): Ran {
  const fromFile = typeof input === "object" && !Buffer.isBuffer(input) ? openSync(input.file, "r") : undefined;
  const started = Date.now();
  try {
    // `exec "$@"`: the shell only sets the limit, and the command is the process it starts.
    const r = spawnSync("sh", ["-c", `ulimit -v ${memoryKiB}; exec "$@"`, "sh", process.execPath, bin, ...args], {
      encoding: "utf8",
      timeout: timeoutMs,
      killSignal: "SIGKILL",
      stdio: [fromFile ?? (input === undefined ? "ignore" : "pipe"), "pipe", "pipe"],
      ...(typeof input === "string" || Buffer.isBuffer(input) ? { input } : {}),
      ...(user === undefined ? {} : { uid: user.uid, gid: user.gid }),
    });
    return { code: r.status, out: r.stdout ?? "", err: r.stderr ?? "", ms: Date.now() - started };
  } finally {
    if (fromFile !== undefined) closeSync(fromFile);
  }
}

/** Starts the built command line with standard input a pipe left open: the caller writes it, or ends it. */
export function startBuilt(bin: string, args: readonly string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const done = new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
  return { child, done };
}
