// The event file on disk: how the event commands write it (whole, in its own folder, through links,
// keeping its mode) and what they refuse (a file that exists, a read-only file, a file changed under them).
import { spawnSync } from "node:child_process";
import { chmodSync, closeSync, existsSync, ftruncateSync, openSync, renameSync, truncateSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskEventFiles } from "../../src/cli/event-file.js";
import { type Io, run } from "../../src/cli/run.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-event-file-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The command line in this process, on the files of `dir`. */
function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => readFileSync(p, "utf8"), eventFiles: diskEventFiles };
  const code = run(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const NAMES = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

/** An event of 8 players in `folder`, round 1 paired: tables of 4. */
function pairedEvent(folder = dir, name = "ev.json"): string {
  const path = join(folder, name);
  writeFileSync(join(folder, "names.txt"), NAMES.join("\n"));
  expect(cli("event", "init", path, "--players", join(folder, "names.txt"), "--seed", "1").code).toBe(0);
  expect(cli("event", "next", path, "--write").code).toBe(0);
  return path;
}

const eventAt = (path: string) => JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
/** A score sheet for table `t` of round 1: places in seat order. */
const sheetOf = (path: string, t: number) => eventAt(path).rounds[0]!.tables[t - 1]!.players.map((p, i) => `${p}=${3 - i}/0/${i + 1}`);
const enter = (path: string, t: number, ...more: string[]) => cli("event", "result", path, "--table", String(t), ...sheetOf(path, t), ...more);
const leftovers = (folder = dir) => readdirSync(folder).filter((n) => n.endsWith(".tmp") || n.endsWith(".lock") || n.endsWith(".stale"));

describe("event init never writes over what is there", () => {
  it("a dangling link, a folder and a file it cannot read are left as they are (ERR_EVENT_FILE_EXISTS, exit 2)", () => {
    writeFileSync(join(dir, "names.txt"), NAMES.join("\n"));
    const names = join(dir, "names.txt");
    symlinkSync(join(dir, "nowhere.json"), join(dir, "link.json"));
    mkdirSync(join(dir, "folder.json"));
    writeFileSync(join(dir, "locked.json"), "the night so far");
    chmodSync(join(dir, "locked.json"), 0o000);
    for (const name of ["link.json", "folder.json", "locked.json"]) {
      const r = cli("event", "init", join(dir, name), "--players", names);
      expect(r.code, name).toBe(2);
      expect(r.err).toBe(`ERR_EVENT_FILE_EXISTS: ${join(dir, name)} exists; expected a new event file (change an event under way with the other event commands)`);
    }
    expect(readlinkSync(join(dir, "link.json"))).toBe(join(dir, "nowhere.json"));
    expect(existsSync(join(dir, "nowhere.json"))).toBe(false);
    chmodSync(join(dir, "locked.json"), 0o600);
    expect(readFileSync(join(dir, "locked.json"), "utf8")).toBe("the night so far");
    expect(leftovers()).toEqual([]);
  });

  it("a file larger than the commands read is refused too, not taken for no file", () => {
    writeFileSync(join(dir, "names.txt"), NAMES.join("\n"));
    const big = join(dir, "big.json");
    writeFileSync(big, "");
    // Sparse: as large as the string limit of V8 without using the disk.
    const fd = openSync(big, "r+");
    ftruncateSync(fd, 2 ** 30);
    closeSync(fd);
    const r = cli("event", "init", big, "--players", join(dir, "names.txt"));
    expect([r.code, r.err.split(":")[0]]).toEqual([2, "ERR_EVENT_FILE_EXISTS"]);
    expect(statSync(big).size).toBe(2 ** 30);
  });
});

describe("a linked event file", () => {
  it("is written through: the file it leads to gets the result, in its own folder, and the link stays a link", () => {
    const synced = join(dir, "synced");
    mkdirSync(synced);
    const target = pairedEvent(synced);
    const link = join(dir, "ev.json");
    symlinkSync(target, link);
    const r = enter(link, 1);
    expect(r.code, r.err).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(eventAt(target).rounds[0]!.tables[0]!.record).toBeDefined();
    expect(enter(link, 2).code).toBe(0);
    expect(eventAt(target).rounds[0]!.tables.every((t) => t.record !== undefined)).toBe(true);
    expect([leftovers(), leftovers(synced)]).toEqual([[], []]);
  });
});

describe("the temporary file", () => {
  it("is never a name someone can plant a link at: the link's target is untouched", () => {
    const path = pairedEvent();
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "keep me");
    // The name the temporary file had: the event file, the process id, ".tmp".
    symlinkSync(victim, `${path}.${process.pid}.tmp`);
    expect(enter(path, 1).code).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("keep me");
    expect(eventAt(path).rounds[0]!.tables[0]!.record).toBeDefined();
  });

  it("left by a write that was killed is removed by the next write; a failed write leaves none", () => {
    const path = pairedEvent();
    const killed = join(dir, ".ev.json.0123456789abcdef.tmp");
    writeFileSync(killed, "half an event");
    expect(enter(path, 1).code).toBe(0);
    expect(existsSync(killed)).toBe(false);
    // A write that cannot be renamed into place: the event file became a folder meanwhile.
    const folder = join(dir, "gone.json");
    writeFileSync(folder, readFileSync(path));
    const before = diskEventFiles.read(folder);
    rmSync(folder);
    mkdirSync(folder);
    writeFileSync(join(folder, "x"), "");
    expect(() => diskEventFiles.write(folder, "{}", before.version)).toThrow();
    expect(leftovers()).toEqual([]);
  });
});

describe("the file's mode", () => {
  it("is kept: a 0600 file stays 0600", () => {
    const path = pairedEvent();
    chmodSync(path, 0o600);
    expect(enter(path, 1).code).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("a read-only file is not written (ERR_EVENT_FILE_READ_ONLY, exit 2) and stays as it is", () => {
    const path = pairedEvent();
    chmodSync(path, 0o444);
    const before = readFileSync(path, "utf8");
    const r = enter(path, 1);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`ERR_EVENT_FILE_READ_ONLY: cannot write ${path}: the file is read-only (mode 0444); make it writable to change the event`);
    expect(readFileSync(path, "utf8")).toBe(before);
    expect(statSync(path).mode & 0o777).toBe(0o444);
    expect(leftovers()).toEqual([]);
  });
});

describe("a file changed after it was read", () => {
  it("is not written over (ERR_EVENT_FILE_CHANGED): the other program's change stays", () => {
    const path = pairedEvent();
    const read = diskEventFiles.read(path);
    const edited = `${read.text.trimEnd()}\n`.replace('"seed": 1', '"seed": 2');
    writeFileSync(path, edited);
    let thrown: unknown;
    diskEventFiles.locked(path, () => {
      try {
        diskEventFiles.write(path, "{}", read.version);
      } catch (e) {
        thrown = e;
      }
    });
    expect(thrown).toMatchObject({ code: "ERR_EVENT_FILE_CHANGED" });
    expect(readFileSync(path, "utf8")).toBe(edited);
    expect(leftovers()).toEqual([]);
  });
});

describe("a table's record named by file", () => {
  const A = ["anna", "ben", "cara", "dev"];
  const B = ["eli", "fay", "gus", "hal"];
  const sheetOf4 = (ids: readonly string[]) => ({ mode: "aces-high-result", players: ids.map((id, i) => ({ id, victory: 3 - i, bounty: 0, place: i + 1 })) });

  /** An event in dir/night whose table 1 names `name` as its record; table 2 has its result inline. */
  function eventNaming(name: string): string {
    mkdirSync(join(dir, "night"), { recursive: true });
    const path = join(dir, "night", "ev.json");
    writeFileSync(path, JSON.stringify({ mode: "aces-high-event", seed: 1, roundCount: 1, players: [...A, ...B], rounds: [{ tables: [{ players: A, record: name }, { players: B, record: sheetOf4(B) }] }] }));
    return path;
  }

  it("is read inside the event file's folder, below it too", () => {
    const path = eventNaming("games/r1-t1.json");
    mkdirSync(join(dir, "night", "games"));
    writeFileSync(join(dir, "night", "games", "r1-t1.json"), JSON.stringify(sheetOf4(A)));
    const r = cli("event", "standings", path);
    expect([r.code, r.err]).toEqual([0, ""]);
  });

  it("outside that folder, by its path or through a link, is not read (exit 2), and nothing of it is shown", () => {
    writeFileSync(join(dir, "secret.json"), JSON.stringify({ mode: "aces-high-result", players: [], meta: "the secret" }));
    for (const name of ["../secret.json", join(dir, "secret.json"), "link.json"]) {
      const path = eventNaming(name);
      rmSync(join(dir, "night", "link.json"), { force: true });
      symlinkSync(join(dir, "secret.json"), join(dir, "night", "link.json"));
      const r = cli("event", "standings", path);
      expect(r.code, name).toBe(2);
      expect(r.out).toContain(`round 1, table 1 not scored: ERR_INVALID_RECORD: cannot read ${name}: outside the event file's folder: a table's record file must be in that folder or below it`);
      expect(r.out + r.err).not.toContain("the secret");
    }
  });

  it("that is not JSON is refused without a word of it", () => {
    const path = eventNaming("notes.json");
    writeFileSync(join(dir, "night", "notes.json"), "root:x:0:0:root:/root:/bin/bash\n");
    const r = cli("event", "standings", path);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^round 1, table 1 not scored: ERR_INVALID_RECORD: expected JSON text at line 1, column 1$/m);
    expect(r.out + r.err).not.toContain("root");
  });

  it("that is a named pipe, a folder or larger than 16 MiB is refused at once, without reading it", () => {
    const pipe = spawnSync("mkfifo", [join(dir, "night-pipe")]);
    expect(pipe.status).toBe(0);
    const cases: [string, () => void, string][] = [
      ["pipe.json", () => renameSync(join(dir, "night-pipe"), join(dir, "night", "pipe.json")), "a named pipe, not a regular file"],
      ["folder.json", () => mkdirSync(join(dir, "night", "folder.json")), "a folder, not a regular file"],
      ["huge.json", () => truncateSync(join(dir, "night", "huge.json"), 16 * 2 ** 20 + 1), "16777217 bytes, more than the limit of 16 MiB"],
    ];
    for (const [name, make, reason] of cases) {
      const path = eventNaming(name);
      if (name === "huge.json") writeFileSync(join(dir, "night", "huge.json"), "");
      make();
      const started = Date.now();
      const r = cli("event", "standings", path);
      expect(Date.now() - started, name).toBeLessThan(5000);
      expect(r.code, name).toBe(2);
      expect(r.out).toContain(`round 1, table 1 not scored: ERR_INVALID_RECORD: cannot read ${name}: ${reason}`);
    }
  });
});
