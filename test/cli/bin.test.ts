import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longGame } from "../../bench/synthetic.js";
import { root } from "./io.js";

// The command line as a process of its own, built from the sources as `npm run demo` builds it (the command
// line and its parts, scripts/cli-build.mjs).
let dir: string;
let bin: string;
let long: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-bin-"));
  bin = join(dir, "cli.cjs");
  const built = spawnSync(process.execPath, [join(root, "scripts", "cli-build.mjs"), dir], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(built.stderr);
  // Some ten thousand ledger lines: far more than a pipe holds.
  long = join(dir, "long.json");
  writeFileSync(long, JSON.stringify(longGame(20_000)));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command and closes its standard output after the first piece of it. */
function firstPiece(args: readonly string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; first: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let first = "";
    let err = "";
    child.stdout.once("data", (chunk: Buffer) => {
      first = chunk.toString();
      child.stdout.destroy();
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code, signal) => done({ code, signal, first, err }));
  });
}

describe("the ace-ledger process", () => {
  it("ends quietly with exit code 0 when its reader stops early (| head -1)", async () => {
    const r = await firstPiece(["score", long, "--explain"]);
    expect(r.first).toMatch(/^Aces High, round \d+, in progress\n/);
    expect(r.err).toBe("");
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
  });

  it("writes all of a long output to a reader that starts late, byte for byte", async () => {
    const args = [bin, "score", long, "--explain"];
    const whole = spawnSync(process.execPath, args, { maxBuffer: 1e9 }).stdout;
    const late = await new Promise<{ code: number | null; out: Buffer }>((done, fail) => {
      const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
      const chunks: Buffer[] = [];
      child.stdout.pause();
      setTimeout(() => child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk)).resume(), 300);
      child.on("error", fail);
      child.on("close", (code) => done({ code, out: Buffer.concat(chunks) }));
    });
    expect(late.code).toBe(0);
    expect(whole.length).toBeGreaterThan(500_000);
    expect(late.out.equals(whole)).toBe(true);
  });

  it("reads standard input that starts with a byte order mark", () => {
    const demo = readFileSync(join(root, "examples", "aces-high-demo.json"));
    const r = spawnSync(process.execPath, [bin, "score", "-", "--json"], { input: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), demo]) });
    expect(r.stderr.toString()).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.toString()).winners).toEqual(["luke"]);
  });

  it("says what is wrong with a number of players, without a stack trace", () => {
    for (const n of ["1e9", "1e300"]) {
      const r = spawnSync(process.execPath, [bin, "tables", n]);
      expect(r.status, n).toBe(2);
      expect(r.stderr.toString().split("\n")[0], n).toBe(`expected the number of players to be a whole number from 2 to 1000, got "${n}"`);
    }
  });
});
