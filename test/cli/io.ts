import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Io, run } from "../../src/cli/run.js";

export const root = join(import.meta.dirname, "..", "..");

/**
 * Runs the CLI in memory. `files` are read first (by the exact path the CLI asks for); any other
 * path is read from disk, so a name in neither is a file that cannot be read.
 */
export function cli(args: readonly string[], files: Readonly<Record<string, string>> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (p) => (Object.hasOwn(files, p) ? files[p]! : readFileSync(p, "utf8")),
  };
  const code = run(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
