// The cold start of the command line: `ace-ledger score examples/aces-high-demo.json` run with the
// built package's CLI (the file package.json's `bin` names, built by `npm run build`), against
// `node -e 0`, each in a new process, the two alternating. Wall time of each process, from spawn to
// exit, output to a pipe.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type Summary, summarise } from "./paired.js";

export interface ColdCli {
  readonly command: string;
  readonly bin: string;
  /** Whether this run built the package first (the CLI was missing or older than the sources). */
  readonly built: boolean;
  /** When the build this run needed failed and an older build was measured: why, and when that one was built. */
  readonly stale: { readonly builtAt: string; readonly buildError: string } | null;
  readonly runs: number;
  readonly cliMs: number[];
  readonly nodeMs: number[];
  readonly cli: Summary;
  readonly node: Summary;
  /** Median CLI time / median `node -e 0` time. */
  readonly ratio: number;
  /** CLI time / `node -e 0` time of each alternated pair of runs (their spread). */
  readonly pairRatios: number[];
  readonly pairRatio: Summary;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The built CLI, built now when it is missing or older than any source; or why it could not be. When
 * the build fails and an older build is there, that one is measured and reported as stale.
 */
export function builtCli(root: string, log: (line: string) => void): { bin: string; built: boolean; stale: ColdCli["stale"] } | { error: string } {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.["ace-ledger"];
  if (bin === undefined) return { error: "package.json has no bin for ace-ledger" };
  const path = join(root, bin);
  const sources = Math.max(newestSource(join(root, "src")), statSync(join(root, "package.json")).mtimeMs, statSync(join(root, "tsup.config.ts")).mtimeMs);
  if (existsSync(path) && statSync(path).mtimeMs >= sources) return { bin, built: false, stale: null };
  log(`  ${bin} is ${existsSync(path) ? "older than the sources" : "missing"}: npm run build`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
  if (build.status === 0 && existsSync(path)) return { bin, built: true, stale: null };
  // The first line that names an error, else the last lines.
  const lines = `${build.stdout}\n${build.stderr}`.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const cause = lines.find((line) => /^(\w*Error\b|error\b|.*error TS\d+|npm ERR!)/i.test(line)) ?? lines.slice(-3).join(" / ");
  const buildError = `npm run build failed (exit ${build.status}): ${cause}`;
  if (!existsSync(path)) return { error: buildError };
  const builtAt = new Date(statSync(path).mtimeMs).toISOString();
  log(`  STALE: ${buildError}\n  measuring the build of ${builtAt} instead`);
  return { bin, built: false, stale: { builtAt, buildError } };
}

function wall(args: readonly string[], root: string): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(" ")} failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return ms;
}

export function coldCli(root: string, bin: string, built: boolean, stale: ColdCli["stale"], runs: number): ColdCli {
  const cliArgs = [bin, "score", "examples/aces-high-demo.json"];
  const nodeArgs = ["-e", "0"];
  // One of each first, so that both read their files from the page cache like every later run.
  wall(cliArgs, root);
  wall(nodeArgs, root);
  const cliMs: number[] = [];
  const nodeMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      cliMs.push(wall(cliArgs, root));
      nodeMs.push(wall(nodeArgs, root));
    } else {
      nodeMs.push(wall(nodeArgs, root));
      cliMs.push(wall(cliArgs, root));
    }
  }
  const cli = summarise(cliMs);
  const node = summarise(nodeMs);
  const pairRatios = cliMs.map((ms, i) => ms / nodeMs[i]!);
  return { command: `node ${cliArgs.join(" ")}`, bin, built, stale, runs, cliMs, nodeMs, cli, node, ratio: cli.median / node.median, pairRatios, pairRatio: summarise(pairRatios) };
}
