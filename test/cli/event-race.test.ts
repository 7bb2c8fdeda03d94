// Many organisers' laptops, or one impatient organiser, entering results at the same moment: each
// `event result` is a process of its own (the built command line), all on one event file.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFileLock } from "../../src/cli/file-lock.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { root } from "./io.js";

let dir: string;
let bin: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-race-"));
  bin = join(dir, "cli.cjs");
  const built = spawnSync(process.execPath, [join(root, "scripts", "cli-build.mjs"), dir], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(built.stderr);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cliSync(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function cliAsync(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, out, err }));
  });
}

/** An event of `players` players in a folder of its own, round 1 paired in tables of 4. */
function pairedEvent(name: string, players: number): string {
  const folder = mkdtempSync(join(dir, `${name}-`));
  const path = join(folder, "ev.json");
  writeFileSync(join(folder, "names.txt"), Array.from({ length: players }, (_, i) => `p${i + 1}`).join("\n"));
  expect(cliSync("event", "init", path, "--players", join(folder, "names.txt"), "--seed", "7").code).toBe(0);
  expect(cliSync("event", "next", path, "--write").code).toBe(0);
  return path;
}

const eventAt = (path: string) => JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;

describe("results entered at the same moment", () => {
  it("none is lost: 12 `event result` processes on one file all exit 0 and all 12 results are in it", async () => {
    const path = pairedEvent("twelve", 48);
    const tables = eventAt(path).rounds[0]!.tables;
    expect(tables).toHaveLength(12);
    const runs = await Promise.all(
      tables.map((t, i) => cliAsync("event", "result", path, "--table", String(i + 1), ...t.players.map((p, seat) => `${p}=${3 - seat}/0/${seat + 1}`))),
    );
    for (const r of runs) expect(r.code, r.err).toBe(0);
    const after = eventAt(path).rounds[0]!.tables;
    expect(after.filter((t) => t.record !== undefined)).toHaveLength(12);
    expect(after.map((t) => (t.record as { players: { id: string }[] }).players.map((p) => p.id))).toEqual(tables.map((t) => t.players));
    expect(readdirSync(join(path, "..")).sort()).toEqual(["ev.json", "names.txt"]);
  }, 60_000);

  it("two commands changing the same table: one writes, the other is refused with the table's result in place, not written over", async () => {
    const path = pairedEvent("same", 8);
    const players = eventAt(path).rounds[0]!.tables[0]!.players;
    const sheet = (top: number) => players.map((p, seat) => `${p}=${seat === 0 ? top : 0}/0/${seat === 0 ? 1 : 2}`);
    const [a, b] = await Promise.all([cliAsync("event", "result", path, "--table", "1", ...sheet(5)), cliAsync("event", "result", path, "--table", "1", ...sheet(4))]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    const refused = a.code === 1 ? a : b;
    expect(refused.err).toMatch(/^ERR_INVALID_RESULT: expected a table without a result; round 1, table 1 has one/);
    const kept = (eventAt(path).rounds[0]!.tables[0]!.record as { players: { victory: number }[] }).players[0]!.victory;
    expect(kept).toBe(a.code === 0 ? 5 : 4);
  }, 60_000);
});

describe("the lock", () => {
  it("left by a command that was killed (its process is gone) is taken over at once", () => {
    const path = pairedEvent("stale", 8);
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeFileSync(`${path}.lock`, JSON.stringify({ pid: gone, host: hostname(), since: new Date().toISOString() }));
    const players = eventAt(path).rounds[0]!.tables[0]!.players;
    const r = cliSync("event", "result", path, "--table", "1", ...players.map((p, seat) => `${p}=${3 - seat}/0/${seat + 1}`));
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(join(path, "..")).sort()).toEqual(["ev.json", "names.txt"]);
  });

  it("held by a live command is waited for, then refused with ERR_EVENT_FILE_LOCKED naming the lock file", () => {
    const lock = join(dir, "held.json.lock");
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), since: "2026-11-27T20:00:00.000Z" }));
    const started = Date.now();
    let thrown: unknown;
    try {
      withFileLock(lock, "held.json", () => "never", 300);
    } catch (e) {
      thrown = e;
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(thrown).toMatchObject({
      code: "ERR_EVENT_FILE_LOCKED",
      message: `cannot write held.json: process ${process.pid} since 2026-11-27T20:00:00.000Z is writing it (lock file ${lock}, waited 0.3 s); try again, or remove the lock file if no ace-ledger command is running`,
    });
    expect(readFileSync(lock, "utf8")).toContain(String(process.pid));
  });
});
