import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { FileError } from "./file-error.js";

// Opening never waits for a writer (a named pipe opens at once, then is refused as not a regular file)
// and never follows a link as the last part of the path. Windows has neither flag; 0 leaves them out.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Megabytes, for messages: "16 MiB". */
export const mebibytes = (bytes: number) => `${bytes / 2 ** 20} MiB`;

/**
 * The bytes of a regular file of at most `limit` bytes. A folder, a device (`/dev/zero`, a terminal),
 * a named pipe or a socket is refused before a byte is read, so that nothing waits for data that
 * never ends; so is a file larger than `limit`, or one that grows past it while it is read. A link
 * as the last part of `path` is refused too (ELOOP): callers resolve links first, on purpose.
 * Throws the operating system's error when the file cannot be opened, else a `FileError`
 * `ERR_FILE_UNREADABLE`.
 */
export function readRegularFile(path: string, limit: number): Buffer {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileError("ERR_FILE_UNREADABLE", `${kindOf(stats)}, not a regular file`);
    if (stats.size > limit) throw new FileError("ERR_FILE_UNREADABLE", `${stats.size} bytes, more than the limit of ${mebibytes(limit)}`);
    // The size may change while the file is read: read up to one byte past the limit, to know.
    const buffer = Buffer.alloc(Math.min(limit + 1, Math.max(stats.size + 1, 4096)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) throw new FileError("ERR_FILE_UNREADABLE", `more than the limit of ${mebibytes(limit)}`);
        return readRest(fd, buffer, length, limit);
      }
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) return buffer.subarray(0, length);
      length += n;
    }
  } finally {
    closeSync(fd);
  }
}

/** A file that grew after it was measured: read on in a larger buffer, up to the limit. */
function readRest(fd: number, start: Buffer, length: number, limit: number): Buffer {
  const buffer = Buffer.alloc(limit + 1);
  start.copy(buffer, 0, 0, length);
  for (;;) {
    if (length > limit) throw new FileError("ERR_FILE_UNREADABLE", `more than the limit of ${mebibytes(limit)}`);
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0) return buffer.subarray(0, length);
    length += n;
  }
}

/**
 * The bytes of standard input up to its end, at most `limit` of them: input that goes on past the limit
 * (`< /dev/zero`, a program that never stops writing) is refused (`ERR_FILE_UNREADABLE`) once it passes
 * it, never gathered whole. It waits for its writer as long as the writer writes.
 */
export function readStandardInput(limit: number): Buffer {
  const chunks: Buffer[] = [];
  let length = 0;
  const chunk = Buffer.alloc(64 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A pipe its other end made non-blocking has nothing yet: wait for the writer.
      if (code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
        continue;
      }
      // Windows says the end of a console's or a closed pipe's input so.
      if (code === "EOF") break;
      throw e;
    }
    if (n === 0) break;
    length += n;
    if (length > limit) throw new FileError("ERR_FILE_UNREADABLE", `more than the limit of ${mebibytes(limit)}`);
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, length);
}

function kindOf(stats: import("node:fs").Stats): string {
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "a special file";
}
