import { readFileSync, renameSync, writeFileSync } from "node:fs";

/** What the command line reads and writes: the process's streams and files, or a test's stand-ins. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  /** Writes a whole file (the event commands that change the event file); without it they cannot write. */
  readonly writeFile?: (path: string, text: string) => void;
}

/** The process's standard output and error, and the file system. */
export const nodeIo: Io = {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
  readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
  // Written next to the file, then renamed over it: a crash never leaves half an event file.
  writeFile: (path, text) => {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text, "utf8");
    renameSync(temporary, path);
  },
};

