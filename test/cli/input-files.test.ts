// The files given on the command line (a record to score, squads, a list of players, `--game`): a named
// pipe, a device or a huge file is refused before any of it is read, and an event command reads them
// before it takes the event file's lock. Each command is the built command line, a process of its own,
// stopped if it hangs and limited in memory, so that a command that waits or gathers for ever fails here.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { buildCli, type Ran, runBuilt, startBuilt } from "./built-cli.js";
import { root } from "./io.js";

let dir: string;
let bin: string;
let event: string;
let pipe: string;
const squad = join(root, "test", "fixtures", "xws", "yasb-tel-trevura.json");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-inputs-"));
  bin = buildCli(dir);
  writeFileSync(join(dir, "names.txt"), ["anna", "ben", "cara", "dev"].join("\n"));
  event = join(dir, "ev.json");
  expect(runBuilt(bin, ["event", "init", event, "--players", join(dir, "names.txt"), "--limit", "80", "--seed", "1"]).code).toBe(0);
  expect(runBuilt(bin, ["event", "next", event, "--write"]).code).toBe(0);
  pipe = join(dir, "pipe.json");
  expect(spawnSync("mkfifo", [pipe]).status).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A sparse file of `size` bytes: as large as that on disk without using the disk. */
function sparse(name: string, size: number): string {
  const path = join(dir, name);
  writeFileSync(path, "");
  truncateSync(path, size);
  return path;
}

/** Every command that reads a file given on its command line, reading `file` as that kind of file. */
function commandsReading(file: string, kind: "record" | "squad" | "players"): string[][] {
  if (kind === "record") return [["score", file], ["event", "result", event, "--table", "1", "--game", file]];
  if (kind === "squad") {
    return [
      ["setup", "--limit", "80", file, squad],
      ["event", "init", join(dir, "new.json"), `Anna=${file}`, "Ben", "--limit", "80"],
      ["event", "join", event, `Eli=${file}`],
    ];
  }
  return [["event", "init", join(dir, "new.json"), "--players", file]];
}

/** Stopped at once, with exit code 2 and one line saying why: the event file and the folder as they were. */
function expectRefused(r: Ran, file: string, reason: string, args: readonly string[]): void {
  const what = args.join(" ");
  expect(r.code, `${what}: ${r.err}`).toBe(2);
  expect(r.err, what).toBe(`cannot read ${file}: ${reason}\n`);
  expect(r.ms, what).toBeLessThan(10_000);
  expect(existsSync(join(dir, "new.json")), what).toBe(false);
  expect(existsSync(`${event}.lock`), what).toBe(false);
}

const KINDS = [
  ["record", 16],
  ["squad", 1],
  ["players", 1],
] as const;

describe("a file given on the command line that is not a regular file, or too large, is refused before any of it is read", () => {
  it("a named pipe nobody writes to: refused at once, not waited for", { timeout: 120_000 }, () => {
    for (const [kind] of KINDS) {
      for (const args of commandsReading(pipe, kind)) expectRefused(runBuilt(bin, args, { timeoutMs: 15_000 }), pipe, "a named pipe, not a regular file", args);
    }
  });

  it("/dev/zero: refused at once, not read until memory runs out", { timeout: 120_000 }, () => {
    for (const [kind] of KINDS) {
      for (const args of commandsReading("/dev/zero", kind)) expectRefused(runBuilt(bin, args, { timeoutMs: 15_000, memoryKiB: 1_500_000 }), "/dev/zero", "a device, not a regular file", args);
    }
  });

  it("a file past its kind's limit (records 16 MiB, squads and lists of players 1 MiB): refused by its size, unread", { timeout: 120_000 }, () => {
    for (const [kind, mebibytes] of KINDS) {
      const size = mebibytes * 2 ** 20 + 1;
      const file = sparse(`huge-${kind}.json`, size);
      for (const args of commandsReading(file, kind)) expectRefused(runBuilt(bin, args, { timeoutMs: 15_000 }), file, `${size} bytes, more than the limit of ${mebibytes} MiB`, args);
      rmSync(file);
    }
  });
});

describe("standard input", () => {
  it("is still read where a file may be given as -, and stops at the kind's limit when it goes on for ever", { timeout: 60_000 }, () => {
    const demo = readFileSync(join(root, "examples", "aces-high-demo.json"));
    const scored = runBuilt(bin, ["score", "-", "--json"], { input: demo });
    expect([scored.code, scored.err]).toEqual([0, ""]);
    const endless: [string[], string][] = [
      [["score", "-"], "cannot read standard input: more than the limit of 16 MiB"],
      [["event", "standings", "-"], "cannot read standard input: more than the limit of 64 MiB"],
      [["event", "init", join(dir, "new.json"), "--players", "-"], "cannot read -: more than the limit of 1 MiB"],
    ];
    for (const [args, message] of endless) {
      const r = runBuilt(bin, args, { input: { file: "/dev/zero" }, timeoutMs: 15_000, memoryKiB: 1_500_000 });
      expect([r.code, r.err], args.join(" ")).toEqual([2, `${message}\n`]);
    }
  });
});

describe("an event command reads the files it is given before it takes the event file's lock", () => {
  it("a writer waiting for its list of players on standard input keeps no other writer waiting", { timeout: 60_000 }, async () => {
    const path = join(dir, "stdin.json");
    const waiting = startBuilt(bin, ["event", "init", path, "--players", "-"]);
    // Until it has taken the lock, if it takes it before reading: then the other writer below would wait.
    for (const started = Date.now(); Date.now() - started < 3000 && !existsSync(`${path}.lock`); ) await new Promise((r) => setTimeout(r, 50));
    const other = runBuilt(bin, ["event", "init", path, "--players", join(dir, "names.txt")], { timeoutMs: 30_000 });
    expect([other.code, other.err]).toEqual([0, ""]);
    expect(other.ms).toBeLessThan(10_000);
    waiting.child.stdin.end("eli\nfay\n");
    const first = await waiting.done;
    // Its list came after the file was made: it never writes over it.
    expect(first.code).toBe(2);
    expect(first.err).toBe(`ERR_EVENT_FILE_EXISTS: ${path} exists; expected a new event file (change an event under way with the other event commands)\n`);
    expect((JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent).players).toEqual(["anna", "ben", "cara", "dev"]);
  });
});
