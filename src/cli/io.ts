import { fstatSync, realpathSync, writeSync } from "node:fs";
import { readRegularFile, readStandardInput } from "./bounded-read.js";
import { decodeText } from "./decode-text.js";
import type { EventFileStore } from "./event-file.js";

/** What the command line reads and writes: the process's streams and files, or a test's stand-ins. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /**
   * The text of the file at `path` (`-`: standard input), at most `limit` bytes; throws when it cannot be
   * read. Each kind of file has its limit (input-limits.ts).
   */
  readonly readFile: (path: string, limit: number) => string;
  /** The event file, read, locked and written by the event commands (event-file.ts); without it they cannot write. */
  readonly eventFiles?: EventFileStore;
}

/**
 * The process's standard output and error, and the file system. A file is read only if it is a regular
 * file within its limit (a named pipe, `/dev/zero` or a huge file is refused before any of it is read;
 * bounded-read.ts), links resolved, as UTF-8 or UTF-16 (decode-text.ts). The event file's store on disk
 * (`diskEventFiles`) is added by `run` and by the built command line, which loads it with the event
 * commands only.
 */
export const nodeIo: Io = {
  out: standard(1),
  err: standard(2),
  readFile: (path, limit) => decodeText(path === "-" ? readStandardInput(limit) : readRegularFile(realpathSync(path), limit)),
};

/**
 * Writes lines to standard output (fd 1) or error (fd 2). A file or a pipe (on Linux and macOS) is
 * written directly, whole, with `writeSync`: the command line then never loads Node's stream modules
 * (about 2 ms of a start of 60). A terminal, and anything on Windows, is written through
 * `process.stdout` or `process.stderr`, which convert the text for the console.
 *
 * A reader that stops early (`ace-ledger score game.json --explain | head -1`) closes the pipe, and
 * writing to it fails with EPIPE. That is no error of the command: the rest of that output is dropped,
 * and the command ends with the exit code it has (0 for a scored record). Any other write error stops
 * the program as before.
 */
function standard(fd: 1 | 2): (text: string) => void {
  let direct: boolean | undefined;
  let closed = false;
  return (text) => {
    if (closed) return;
    direct ??= fileOrPipe(fd);
    if (!direct) {
      streamOf(fd).write(text + "\n");
      return;
    }
    const bytes = Buffer.from(text + "\n", "utf8");
    for (let at = 0; at < bytes.length; ) {
      try {
        at += writeSync(fd, bytes, at);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EPIPE") return void (closed = true);
        // A pipe its other end made non-blocking is full: wait for the reader.
        if (code === "EAGAIN") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        else throw error;
      }
    }
  };
}

/** Whether `fd` is a file or a pipe (on POSIX systems; Windows keeps Node's streams, which it tests). */
function fileOrPipe(fd: number): boolean {
  if (process.platform === "win32") return false;
  try {
    const stats = fstatSync(fd);
    return stats.isFile() || stats.isFIFO() || stats.isSocket();
  } catch {
    return false;
  }
}

const quietOnEpipe = new WeakSet<NodeJS.WriteStream>();

/** `process.stdout` or `process.stderr`, ending the program quietly on EPIPE (see `standard`). */
function streamOf(fd: 1 | 2): NodeJS.WriteStream {
  const stream = fd === 1 ? process.stdout : process.stderr;
  if (!quietOnEpipe.has(stream)) {
    quietOnEpipe.add(stream);
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code !== "EPIPE") throw e;
      process.exit();
    });
  }
  return stream;
}
