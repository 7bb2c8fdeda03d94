// A stale lock the command cannot take over at once: beside an event file whose name is as long as a
// name may be, or in a folder where it cannot be moved. Each command is the built command line, a
// process of its own stopped if it runs past the wait, so that a command that loops for ever fails here.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { buildCli, runBuilt } from "./built-cli.js";

let dir: string;
let bin: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-lock-"));
  bin = buildCli(dir);
});
afterAll(() => {
  if (existsSync(join(dir, "read-only"))) chmodSync(join(dir, "read-only"), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

/** A process id that no process has: a process that has ended. */
const gone = () => spawnSync(process.execPath, ["-e", "0"]).pid!;

/** An event of 4 players, round 1 paired, at `path`. */
function pairedEvent(path: string): void {
  writeFileSync(join(dir, "names.txt"), "anna\nben\ncara\ndev\n");
  expect(runBuilt(bin, ["event", "init", path, "--players", join(dir, "names.txt"), "--seed", "1"]).code).toBe(0);
  expect(runBuilt(bin, ["event", "next", path, "--write"]).code).toBe(0);
}

const eventAt = (path: string) => JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
const sheet = (path: string) => eventAt(path).rounds[0]!.tables[0]!.players.map((p, seat) => `${p}=${3 - seat}/0/${seat + 1}`);

describe("a stale lock beside an event file with a name of 228 to 233 bytes (the longest a write can make)", () => {
  it("is taken over, whether its process is gone or it is older than 10 minutes", { timeout: 120_000 }, () => {
    for (const length of [228, 233]) {
      const folder = mkdtempSync(join(dir, "long-"));
      const path = join(folder, `${"e".repeat(length - 5)}.json`);
      pairedEvent(path);
      const stale = [
        () => writeFileSync(`${path}.lock`, JSON.stringify({ pid: gone(), host: hostname(), since: new Date().toISOString() })),
        () => {
          // A live process (this one) named, but 11 minutes ago: no command holds a lock that long.
          writeFileSync(`${path}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
          const then = new Date(Date.now() - 11 * 60_000);
          utimesSync(`${path}.lock`, then, then);
        },
      ];
      for (const [i, make] of stale.entries()) {
        make();
        const r = runBuilt(bin, ["event", "result", path, "--table", "1", ...sheet(path), ...(i === 1 ? ["--replace"] : [])], { timeoutMs: 30_000 });
        expect(r.code, `${length} bytes, lock ${i + 1}: ${r.err}`).toBe(0);
        expect(r.ms).toBeLessThan(10_000);
        expect(readdirSync(folder).sort(), `${length} bytes, lock ${i + 1}`).toEqual([path.slice(folder.length + 1)]);
      }
      expect(eventAt(path).rounds[0]!.tables[0]!.record).toBeDefined();
    }
  });
});

describe("a stale lock that cannot be moved aside (a folder the command may not change)", () => {
  it("is waited for up to the deadline, then the command stops naming the lock file and what to do (exit 2), the event file as it was", { timeout: 120_000 }, () => {
    const folder = join(dir, "read-only");
    mkdirSync(folder);
    const path = join(folder, "ev.json");
    pairedEvent(path);
    const pid = gone();
    writeFileSync(`${path}.lock`, JSON.stringify({ pid, host: hostname(), since: new Date().toISOString() }));
    const before = readFileSync(path, "utf8");
    // The superuser may change any folder: the command then runs as a user who may not ("nobody").
    chmodSync(dir, 0o755);
    chmodSync(folder, 0o555);
    const root = process.getuid?.() === 0;
    const r = runBuilt(bin, ["event", "result", path, "--table", "1", ...sheet(path)], { timeoutMs: 60_000, ...(root ? { user: { uid: 65534, gid: 65534 } } : {}) });
    expect(r.code, r.err).toBe(2);
    expect(r.err).toBe(
      `ERR_EVENT_FILE_LOCKED: cannot write ${path}: the lock file ${path}.lock is stale (its process ${pid} is gone) but could not be removed in 15 s: permission denied (EACCES); remove it by hand if no ace-ledger command is running, then run the command again\n`,
    );
    expect(r.ms).toBeGreaterThanOrEqual(15_000);
    expect(readFileSync(path, "utf8")).toBe(before);
    expect(readdirSync(folder).sort()).toEqual(["ev.json", "ev.json.lock"]);
  });
});
