import { createHash } from "node:crypto";
import { lstatSync, realpathSync, type Stats } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { exists, removeLeftovers, writeAtomically } from "./atomic-write.js";
import { readRegularFile } from "./bounded-read.js";
import { decodeText } from "./decode-text.js";
import { FileError, reasonOf } from "./file-error.js";
import { withFileLock } from "./file-lock.js";
import { EVENT_FILE_LIMIT, RECORD_FILE_LIMIT } from "./input-limits.js";

export { EVENT_FILE_LIMIT, RECORD_FILE_LIMIT } from "./input-limits.js";

/** A file's text as read, and its version: what `write` compares to know that nothing changed it since. */
export interface VersionedText {
  readonly text: string;
  readonly version: string;
}

/**
 * How the event commands read and write an event file. Every command that changes it does
 * `locked(path, () => { read; check; write(path, text, version) })`: writers take turns (the lock), and a
 * write made by anything that did not take the lock since the read is refused, never overwritten.
 * Errors are `FileError`s with stable codes (see `FileErrorCode`), or the system's error for a file that
 * cannot be opened.
 */
export interface EventFileStore {
  /**
   * Whether anything is at `path` (a file, even one that cannot be read, a link, a folder); a path that
   * cannot be looked at (a part of it is a file, a folder that may not be searched) is `ERR_EVENT_FILE_WRITE`.
   */
  exists(path: string): boolean;
  /** The event file's text (UTF-8, or UTF-16 with its byte order mark; the mark removed) and its version. */
  read(path: string): VersionedText;
  /** Runs `work` holding the event file's lock; a command waiting for it waits, then stops with `ERR_EVENT_FILE_LOCKED`. */
  locked<T>(path: string, work: () => T): T;
  /**
   * Writes the event file whole, if it is still at `version` (null: creates it, and nothing may be at
   * `path`); else `ERR_EVENT_FILE_CHANGED`, `ERR_EVENT_FILE_EXISTS` or `ERR_EVENT_FILE_READ_ONLY`, the
   * file as it was. Call it inside `locked`.
   */
  write(path: string, text: string, version: string | null): void;
  /**
   * The text of a record file a table of the event names (`name`, relative to the event file's folder):
   * only a regular file of at most `RECORD_FILE_LIMIT` bytes inside that folder, links resolved.
   */
  readRecord(eventPath: string, name: string): string;
}

/** The version of a file's bytes: their SHA-256. */
export function versionOf(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The event file on disk. A link is written through: the file it leads to (resolved whole, link after
 * link) is the one read, locked and replaced, in its own folder, so that the link stays a link and a
 * synced or shared folder it points into gets every result. The lock is `<file>.lock` beside that file.
 */
export const diskEventFiles: EventFileStore = {
  exists,
  read(path) {
    const bytes = reading(() => readRegularFile(realpathSync(path), EVENT_FILE_LIMIT));
    return { text: decodeText(bytes), version: versionOf(bytes) };
  },
  locked(path, work) {
    const file = target(path);
    return withFileLock(`${file}.lock`, path, () => {
      removeLeftovers(file);
      return work();
    });
  },
  write(path, text, version) {
    if (version === null) {
      if (exists(path)) throw existing(path);
      writeAtomically(resolve(path), text, null, path);
      return;
    }
    const file = target(path);
    let before: Stats;
    try {
      before = lstatSync(file);
    } catch (e) {
      throw new FileError("ERR_EVENT_FILE_CHANGED", `cannot write ${path}: it can no longer be read (${reasonOf(e)}); nothing was written`);
    }
    if ((before.mode & 0o222) === 0 || !writableByUs(before)) {
      throw new FileError("ERR_EVENT_FILE_READ_ONLY", `cannot write ${path}: the file is read-only (mode ${(before.mode & 0o777).toString(8).padStart(4, "0")}); make it writable to change the event`);
    }
    let now: string;
    try {
      now = versionOf(readRegularFile(file, EVENT_FILE_LIMIT));
    } catch (e) {
      throw new FileError("ERR_EVENT_FILE_CHANGED", `cannot write ${path}: it can no longer be read (${reasonOf(e)}); nothing was written`);
    }
    if (now !== version) {
      throw new FileError("ERR_EVENT_FILE_CHANGED", `cannot write ${path}: it changed after this command read it (another program wrote it); nothing was written, run the command again`);
    }
    writeAtomically(file, text, before, path);
  },
  readRecord(eventPath, name) {
    const folder = eventPath === "-" ? process.cwd() : dirname(resolve(eventPath));
    const real = reading(() => realpathSync(resolve(folder, name)));
    const inside = relative(reading(() => realpathSync(folder)), real);
    if (inside === "" || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new FileError("ERR_FILE_UNREADABLE", "outside the event file's folder: a table's record file must be in that folder or below it");
    }
    return decodeText(reading(() => readRegularFile(real, RECORD_FILE_LIMIT)));
  },
};

/**
 * The file a path names, links resolved; the path itself when nothing is there (or a link leads nowhere).
 * A path that leads nowhere a file could be (a part of it is a file, a loop of links, a name too long, a
 * folder that may not be searched) is `ERR_EVENT_FILE_WRITE`, before anything is written.
 */
function target(path: string): string {
  try {
    return realpathSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return resolve(path);
    throw new FileError("ERR_EVENT_FILE_WRITE", `cannot write ${path}: ${reasonOf(e)}; nothing was written`);
  }
}

/** A step of reading a file: a system error is `ERR_FILE_UNREADABLE`, its reason said as `reasonOf` says it. */
function reading<T>(step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof FileError) throw e;
    throw new FileError("ERR_FILE_UNREADABLE", reasonOf(e));
  }
}

/**
 * Whether this process may write a file of this mode and owner. The superuser may write any file, so
 * "read-only" is judged from the mode alone for it (above); others by their own permission bits.
 */
function writableByUs(stats: { mode: number; uid: number; gid: number }): boolean {
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0) return true;
  if (stats.uid === uid) return (stats.mode & 0o200) !== 0;
  if (stats.gid === process.getgid?.() || process.getgroups?.().includes(stats.gid)) return (stats.mode & 0o020) !== 0;
  return (stats.mode & 0o002) !== 0;
}

function existing(path: string): FileError {
  return new FileError("ERR_EVENT_FILE_EXISTS", `${path} exists; expected a new event file (change an event under way with the other event commands)`);
}
