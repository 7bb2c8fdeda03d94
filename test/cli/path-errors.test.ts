// An event file path that leads nowhere a file can be written: every writing command says so in one
// line naming the path and the cause, and exits 2, as the reading commands do; nothing is written.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskEventFiles } from "../../src/cli/event-file.js";
import { nodeIo } from "../../src/cli/io.js";
import { run } from "../../src/cli/run.js";
import { buildCli, runBuilt } from "./built-cli.js";

let dir: string;
let names: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-paths-"));
  names = join(dir, "names.txt");
  writeFileSync(names, "anna\nben\ncara\ndev\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command line in this process, on the disk: a system error it let through is thrown here. */
function cli(args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { ...nodeIo, out: (t) => out.push(t), err: (t) => err.push(t), eventFiles: diskEventFiles });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Every command that writes the event file at `path`, as it would be typed on the night. */
const writers = (path: string): string[][] => [
  ["event", "init", path, "--players", names],
  ["event", "next", path, "--write"],
  ["event", "next", path, "--repair"],
  ["event", "result", path, "--table", "1", "anna=3/0/1", "ben=2/0/2", "cara=1/0/3", "dev=0/0/4"],
  ["event", "seat", path, "1=anna,ben,cara,dev"],
  ["event", "drop", path, "anna"],
  ["event", "join", path, "eli"],
  ["event", "salvo", path, "anna=4"],
  ["event", "undo", path],
];

function expectOneLine(r: { code: number; out: string; err: string }, path: string, reason: string, what: string): void {
  expect(r.code, `${what}: ${r.err}`).toBe(2);
  expect(r.err, what).toBe(`ERR_EVENT_FILE_WRITE: cannot write ${path}: ${reason}; nothing was written`);
  expect(r.out, what).toBe("");
}

describe("a writing command given a path no file can be at", () => {
  it("a file used as a folder (ENOTDIR)", () => {
    const path = join(names, "ev.json");
    for (const args of writers(path)) expectOneLine(cli(args), path, "a part of the path is not a folder (ENOTDIR)", args.join(" "));
  });

  it("a loop of symbolic links, as a folder or as the file (ELOOP)", () => {
    const folder = mkdtempSync(join(dir, "loop-"));
    symlinkSync(join(folder, "b"), join(folder, "a"));
    symlinkSync(join(folder, "a"), join(folder, "b"));
    for (const path of [join(folder, "a", "ev.json"), join(folder, "a")]) {
      for (const args of writers(path)) expectOneLine(cli(args), path, "too many symbolic links, or a link where none may be (ELOOP)", args.join(" "));
    }
    expect(readdirSync(folder).sort()).toEqual(["a", "b"]);
  });

  it("a name of 300 bytes (ENAMETOOLONG)", () => {
    const path = join(dir, `${"x".repeat(295)}.json`);
    for (const args of writers(path)) expectOneLine(cli(args), path, "the file name is too long (ENAMETOOLONG)", args.join(" "));
  });

  it("a name of 252 bytes, whose lock file's name would be too long (ENAMETOOLONG)", () => {
    const folder = mkdtempSync(join(dir, "long-"));
    const path = join(folder, `${"x".repeat(247)}.json`);
    const r = cli(["event", "init", path, "--players", names]);
    expect([r.code, r.err]).toEqual([2, `ERR_EVENT_FILE_WRITE: cannot create the lock file ${path}.lock: the file name is too long (ENAMETOOLONG); nothing was written`]);
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe("a writing command given a path in a folder it may not search (EACCES)", () => {
  let bin: string;
  beforeAll(() => {
    bin = buildCli(mkdtempSync(join(dir, "bin-")));
  });

  // The superuser may search any folder: as root, the command runs as a user who may not ("nobody").
  it("says so in one line, whoever runs it", { timeout: 60_000 }, () => {
    const root = process.getuid?.() === 0;
    const shut = join(dir, "shut");
    mkdirSync(shut);
    const path = join(shut, "ev.json");
    expect(cli(["event", "init", path, "--players", names]).code).toBe(0);
    chmodSync(dir, 0o755);
    chmodSync(join(bin, ".."), 0o755);
    chmodSync(shut, 0o000);
    try {
      for (const args of writers(path)) {
        const r = runBuilt(bin, args, { timeoutMs: 30_000, ...(root ? { user: { uid: 65534, gid: 65534 } } : {}) });
        expect([r.code, r.err, r.out], args.join(" ")).toEqual([2, `ERR_EVENT_FILE_WRITE: cannot write ${path}: permission denied (EACCES); nothing was written\n`, ""]);
      }
    } finally {
      chmodSync(shut, 0o755);
    }
    expect(readdirSync(shut)).toEqual(["ev.json"]);
  });
});
