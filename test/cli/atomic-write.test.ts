// The order of the steps of a write, as the file system sees them: a power cut at any point leaves
// the old file or the new one, whole.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls: string[] = [];
/** While true, every write fails as on a full disk. */
let diskFull = false;
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const fds = new Map<number, string>();
  const name = (fd: number) => fds.get(fd) ?? "?";
  const short = (p: string) => (/\.tmp$/.test(p) ? "temporary" : /ev\.json$/.test(p) ? "event file" : "folder");
  return {
    ...fs,
    openSync: (p: string, flags: string | number, mode?: number) => {
      const fd = fs.openSync(p, flags, mode);
      fds.set(fd, short(p));
      calls.push(`open ${short(p)}${flags === "wx" ? " exclusively" : ""}`);
      return fd;
    },
    writeSync: (fd: number, ...rest: never[]) => {
      calls.push(`write ${name(fd)}`);
      if (diskFull) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
      return (fs.writeSync as (...a: unknown[]) => number)(fd, ...rest);
    },
    fsyncSync: (fd: number) => {
      calls.push(`fsync ${name(fd)}`);
      fs.fsyncSync(fd);
    },
    renameSync: (from: string, to: string) => {
      calls.push(`rename ${short(from)} to ${short(to)}`);
      fs.renameSync(from, to);
    },
    linkSync: (from: string, to: string) => {
      calls.push(`link ${short(from)} to ${short(to)}`);
      fs.linkSync(from, to);
    },
  };
});

const { writeAtomically } = await import("../../src/cli/atomic-write.js");
const { withFileLock } = await import("../../src/cli/file-lock.js");

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-atomic-"));
  calls.length = 0;
  diskFull = false;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("writeAtomically", () => {
  it("writes a temporary file created exclusively, flushes it, renames it over the file, then flushes the folder", () => {
    const path = join(dir, "ev.json");
    writeFileSync(path, "old");
    writeAtomically(path, "new", statSync(path));
    expect(calls.filter((c) => !c.startsWith("write") || c === "write temporary").filter((c, i, all) => all.indexOf(c) === i)).toEqual([
      "open temporary exclusively",
      "write temporary",
      "fsync temporary",
      "rename temporary to event file",
      "open folder",
      "fsync folder",
    ]);
    expect(readFileSync(path, "utf8")).toBe("new");
  });

  it("creates a new file by linking the flushed temporary file to its name (never over anything)", () => {
    const path = join(dir, "ev.json");
    writeAtomically(path, "first", null);
    expect(calls.filter((c) => !c.startsWith("write"))).toEqual(["open temporary exclusively", "fsync temporary", "link temporary to event file", "open folder", "fsync folder"]);
    expect(() => writeAtomically(path, "second", null)).toThrow(expect.objectContaining({ code: "ERR_EVENT_FILE_EXISTS" }));
    expect(readFileSync(path, "utf8")).toBe("first");
  });

  it("on a full disk: refused with ERR_EVENT_FILE_WRITE, the file as it was, no temporary file left", () => {
    const path = join(dir, "ev.json");
    writeFileSync(path, "old");
    diskFull = true;
    expect(() => writeAtomically(path, "new", statSync(path), "ev.json")).toThrow(
      expect.objectContaining({ code: "ERR_EVENT_FILE_WRITE", message: "cannot write ev.json: no space left on the device (ENOSPC); the file is as it was" }),
    );
    expect(readFileSync(path, "utf8")).toBe("old");
    expect(readdirSync(dir)).toEqual(["ev.json"]);
  });
});

describe("withFileLock on a full disk", () => {
  it("refuses with ERR_EVENT_FILE_WRITE and leaves no lock file that names nobody", () => {
    diskFull = true;
    const lock = join(dir, "ev.json.lock");
    expect(() => withFileLock(lock, "ev.json", () => "never")).toThrow(
      expect.objectContaining({ code: "ERR_EVENT_FILE_WRITE", message: `cannot create the lock file ${lock}: no space left on the device (ENOSPC); nothing was written` }),
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
