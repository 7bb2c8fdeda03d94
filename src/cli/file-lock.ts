import { randomBytes } from "node:crypto";
import { closeSync, constants, fstatSync, linkSync, lstatSync, openSync, readSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { dirname, join } from "node:path";
import { FileError, reasonOf } from "./file-error.js";

/** How long a command waits for another to finish writing the event file before it gives up. */
export const LOCK_WAIT_MS = 15_000;
/** A lock older than this is stale whoever holds it: a command holds it for a moment, never minutes. */
export const STALE_LOCK_MS = 10 * 60_000;
/** A lock file that names no holder this long after it was made is stale (its maker died before writing it). */
export const INCOMPLETE_LOCK_MS = 5_000;

/** What a lock file says: who holds it, since when. */
interface Holder {
  readonly pid?: number;
  readonly host?: string;
  readonly since?: string;
}

/** A lock file as found: what it says, and which file it is (to remove that one and no other). */
interface Found {
  readonly holder: Holder;
  readonly dev: number;
  readonly ino: number;
  readonly age: number;
}

/**
 * Runs `work` holding the lock `lockPath`: a file created exclusively (`O_CREAT | O_EXCL`), holding
 * the process id, the host name and the time, removed when `work` returns or throws. Another command
 * wanting the lock waits (up to `LOCK_WAIT_MS`, in short random steps) and then stops with
 * `ERR_EVENT_FILE_LOCKED`, naming the lock file.
 *
 * A lock is stale, and is removed, when the process that holds it is gone (on this host), it is older
 * than `STALE_LOCK_MS`, or it still names no holder after `INCOMPLETE_LOCK_MS`: a command killed while
 * writing never blocks the next one. A lock file
 * of another host (a shared folder) is kept until then, as its process cannot be asked.
 * A stale lock that cannot be removed (a read-only folder, a shared folder where it is another user's)
 * is waited for like a live one, and the command then stops naming it, to be removed by hand.
 */
export function withFileLock<T>(lockPath: string, shown: string, work: () => T, waitMs = LOCK_WAIT_MS): T {
  const mine = acquire(lockPath, shown, waitMs);
  try {
    return work();
  } finally {
    release(lockPath, mine);
  }
}

function acquire(lockPath: string, shown: string, waitMs: number): { dev: number; ino: number } {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mine = create(lockPath);
    if (mine !== undefined) return mine;
    const found = inspect(lockPath);
    const why = found === undefined ? undefined : staleness(found);
    let stuck: Stuck | undefined;
    if (found !== undefined && why !== undefined) {
      const moved = breakStale(lockPath, found);
      // Gone from its place: try again at once.
      if (moved === true && Date.now() < deadline) continue;
      if (moved !== true) stuck = { why, reason: moved };
    }
    // A live lock, a stale one that cannot be moved, or none (gone and back meanwhile): waited for, in
    // short random steps, up to the deadline.
    if (Date.now() >= deadline) throw lockedError(lockPath, shown, waitMs, found, stuck);
    sleep(5 + Math.floor(Math.random() * 20));
  }
}

/** A stale lock that could not be moved aside: why it is stale, and why it stays. */
interface Stuck {
  readonly why: string;
  readonly reason: string;
}

/** `ERR_EVENT_FILE_LOCKED` at the deadline: who holds the lock, or why a stale one is still there, and what to do. */
function lockedError(lockPath: string, shown: string, waitMs: number, found: Found | undefined, stuck: Stuck | undefined): FileError {
  if (stuck !== undefined) {
    return new FileError(
      "ERR_EVENT_FILE_LOCKED",
      `cannot write ${shown}: the lock file ${lockPath} is stale (${stuck.why}) but could not be removed in ${waitMs / 1000} s: ${stuck.reason}; remove it by hand if no ace-ledger command is running, then run the command again`,
    );
  }
  const { pid, host, since } = found?.holder ?? {};
  const who = pid === undefined ? "another command" : `process ${pid}${host === undefined || host === hostname() ? "" : ` on ${host}`}${since === undefined ? "" : ` since ${since}`}`;
  return new FileError("ERR_EVENT_FILE_LOCKED", `cannot write ${shown}: ${who} is writing it (lock file ${lockPath}, waited ${waitMs / 1000} s); try again, or remove the lock file if no ace-ledger command is running`);
}

/** Creates the lock file, or returns undefined when one exists. */
function create(lockPath: string): { dev: number; ino: number } | undefined {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx", 0o644);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw new FileError("ERR_EVENT_FILE_WRITE", `cannot create the lock file ${lockPath}: ${reasonOf(e)}; nothing was written`);
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    const { dev, ino } = fstatSync(fd);
    return { dev, ino };
  } catch (e) {
    // A full disk: no lock left behind that says nothing of its holder.
    closeSync(fd);
    fd = -1;
    try {
      unlinkSync(lockPath);
    } catch {
      // gone already
    }
    throw new FileError("ERR_EVENT_FILE_WRITE", `cannot create the lock file ${lockPath}: ${reasonOf(e)}; nothing was written`);
  } finally {
    if (fd !== -1) closeSync(fd);
  }
}

/** What the lock file says and which file it is, or undefined when there is none. */
function inspect(lockPath: string): Found | undefined {
  let fd: number;
  try {
    // Never through a link: a link planted as the lock is a lock nobody holds, stale after STALE_LOCK_MS.
    fd = openSync(lockPath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    const stats = lstatOrUndefined(lockPath);
    return stats && { holder: {}, dev: stats.dev, ino: stats.ino, age: Date.now() - stats.mtimeMs };
  }
  try {
    const stats = fstatSync(fd);
    const buffer = Buffer.alloc(512);
    const n = stats.isFile() ? readSync(fd, buffer, 0, buffer.length, 0) : 0;
    return { holder: parseHolder(buffer.subarray(0, n).toString("utf8")), dev: stats.dev, ino: stats.ino, age: Date.now() - stats.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/** The holder a lock file names; an empty one is being written by its creator this very moment. */
function parseHolder(text: string): Holder {
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v !== "object" || v === null) return {};
    const pid = Object.hasOwn(v, "pid") ? (v as { pid: unknown }).pid : undefined;
    const host = Object.hasOwn(v, "host") ? (v as { host: unknown }).host : undefined;
    const since = Object.hasOwn(v, "since") ? (v as { since: unknown }).since : undefined;
    return {
      ...(Number.isSafeInteger(pid) && (pid as number) > 0 ? { pid: pid as number } : {}),
      ...(typeof host === "string" ? { host } : {}),
      ...(typeof since === "string" ? { since } : {}),
    };
  } catch {
    return {};
  }
}

/** Why a lock is stale ("its process 4242 is gone"), or undefined when it is not. */
function staleness({ holder, age }: Found): string | undefined {
  if (age > STALE_LOCK_MS) return `older than ${STALE_LOCK_MS / 60_000} minutes`;
  // Its creator writes who it is at once: a lock still saying nothing after a while was left half made.
  if (holder.pid === undefined && age > INCOMPLETE_LOCK_MS) return "it names no process";
  if (holder.pid === undefined || holder.host !== hostname()) return undefined;
  try {
    process.kill(holder.pid, 0);
    return undefined;
  } catch (e) {
    // EPERM: the process exists (another user's); ESRCH: it is gone.
    return (e as NodeJS.ErrnoException).code === "ESRCH" ? `its process ${holder.pid} is gone` : undefined;
  }
}

/**
 * Removes a stale lock, and only that one: two commands may find the same stale lock at once, and the
 * second must not remove the lock the first then created. So the lock is first moved aside (one of
 * them moves it), then, if what was moved is not the stale file that was found, it is put back.
 * Returns true when the stale lock is gone from its place, else why it could not be moved.
 */
function breakStale(lockPath: string, found: Found): true | string {
  // A short name beside the lock, whatever the length of the lock's own (a name has at most 255 bytes).
  const aside = join(dirname(lockPath), `.ace-ledger-lock.${randomBytes(8).toString("hex")}.stale`);
  try {
    renameSync(lockPath, aside);
  } catch (e) {
    // Gone: someone else moved or removed it. Else it stays (a read-only folder, another user's file).
    return (e as NodeJS.ErrnoException).code === "ENOENT" ? true : reasonOf(e);
  }
  // The same file, and saying the same (a removed file's inode number may be given to the next one).
  const moved = inspect(aside);
  const same = moved !== undefined && moved.dev === found.dev && moved.ino === found.ino && JSON.stringify(moved.holder) === JSON.stringify(found.holder);
  if (moved !== undefined && !same) {
    try {
      linkSync(aside, lockPath); // a live lock: back where it was (unless a new one is there already)
    } catch {
      // a new lock is there: the one moved is its holder's to miss; its write is then refused as changed
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // gone already
  }
  return true;
}

function release(lockPath: string, mine: { dev: number; ino: number }): void {
  const now = lstatOrUndefined(lockPath);
  // Only our own lock: a lock broken as stale (this command took minutes) may be another's by now.
  if (now !== undefined && now.dev === mine.dev && now.ino === mine.ino) {
    try {
      unlinkSync(lockPath);
    } catch {
      // removed by someone who judged it stale
    }
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
