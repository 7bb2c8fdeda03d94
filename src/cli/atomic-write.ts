import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, fchownSync, fsyncSync, linkSync, lstatSync, openSync, readdirSync, renameSync, type Stats, unlinkSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { FileError, reasonOf } from "./file-error.js";

/**
 * Replaces the file at `target` with `text`, or creates it, so that whatever happens (a crash, a
 * power cut, a full disk, a kill) the path holds either the old file or the new one, whole:
 *
 * 1. a temporary file is created beside `target` (same folder, so same file system) with a name no
 *    one can guess (`.<name>.<16 hex digits>.tmp`) and exclusively (`O_CREAT | O_EXCL`: a file or a
 *    link planted there makes it fail, and is never followed);
 * 2. the text is written to it and flushed to the disk (`fsync`); it gets the old file's mode (a
 *    0600 or 0444 file keeps it) and, when the process may give it, its owner;
 * 3. it is renamed over `target` (or, to create, linked to it: that fails if anything is there),
 *    and the folder is flushed too, so that the rename itself survives a power cut.
 *
 * A failure at any step removes the temporary file and leaves `target` as it was; it is thrown as
 * a `FileError` `ERR_EVENT_FILE_WRITE` (`ERR_EVENT_FILE_EXISTS` when creating over something).
 * `target` must already be resolved: a link there is replaced, not followed (see `event-file.ts`).
 * `before` is the target's `lstat` when replacing it (its mode and owner are kept), or null to create.
 * `shown` names the file in messages (the path as the user gave it).
 */
export function writeAtomically(target: string, text: string, before: Stats | null, shown = target): void {
  const folder = dirname(target);
  const temporary = join(folder, `.${basename(target)}.${randomBytes(8).toString("hex")}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, "wx", before === null ? 0o666 : before.mode & 0o7777);
    if (before !== null) keepModeAndOwner(fd, before);
    const bytes = Buffer.from(text, "utf8");
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (before === null) createFrom(temporary, target, shown);
    else renameSync(temporary, target);
  } catch (e) {
    if (fd !== undefined) closeQuietly(fd);
    removeQuietly(temporary);
    if (e instanceof FileError) throw e;
    throw new FileError("ERR_EVENT_FILE_WRITE", `cannot write ${shown}: ${reasonOf(e)}; ${before === null ? "nothing was written" : "the file is as it was"}`);
  }
  syncFolder(folder);
}

/** The mode exactly (the process's umask took bits off at creation), and the owner when allowed. */
function keepModeAndOwner(fd: number, before: Stats): void {
  fchmodSync(fd, before.mode & 0o7777);
  if (process.getuid !== undefined && (before.uid !== process.getuid() || before.gid !== process.getgid?.())) {
    try {
      fchownSync(fd, before.uid, before.gid);
    } catch {
      // Only the superuser may give a file away; the file is then the writer's, as any new file.
    }
  }
}

/**
 * Makes `temporary` the file at `target`, which must not exist: a hard link fails if anything is at
 * `target` (a file, a link, even a dangling one), with no window between the check and the write.
 * File systems without hard links (FAT, some synced folders) check first, then rename.
 */
function createFrom(temporary: string, target: string, shown: string): void {
  try {
    linkSync(temporary, target);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw new FileError("ERR_EVENT_FILE_EXISTS", `${shown} exists; expected a new event file (change an event under way with the other event commands)`);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw e;
    if (exists(target)) throw new FileError("ERR_EVENT_FILE_EXISTS", `${shown} exists; expected a new event file (change an event under way with the other event commands)`);
    renameSync(temporary, target);
    return;
  }
  removeQuietly(temporary);
}

/**
 * Whether anything is at `path`: a file of any kind, a folder, or a link (even one leading nowhere). A
 * path that cannot be looked at (a part of it is a file, a loop of links, a name too long, a folder that
 * may not be searched) is no place to write: `ERR_EVENT_FILE_WRITE`, with the reason.
 */
export function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw new FileError("ERR_EVENT_FILE_WRITE", `cannot write ${path}: ${reasonOf(e)}; nothing was written`);
  }
}

/** Flushes the folder's entries (the rename) to the disk. Windows cannot open a folder: its rename is flushed by the system. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, "r");
    fsyncSync(fd);
  } catch {
    // Not supported here (Windows, some network file systems): the rename is done all the same.
  } finally {
    if (fd !== undefined) closeQuietly(fd);
  }
}

/**
 * Removes the temporary files that writes of `target` killed before they ended left beside it. Call it
 * only while holding the target's lock: then no other write is under way, and every such file is left over.
 */
export function removeLeftovers(target: string): void {
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && /^[0-9a-f]{16}\.tmp$/.test(name.slice(prefix.length))) removeQuietly(join(dirname(target), name));
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // never created, or already gone
  }
}
