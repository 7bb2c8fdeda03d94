import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { type EventFileStore, versionOf } from "../../src/cli/event-file.js";
import { FileError } from "../../src/cli/file-error.js";
import { type Io, run } from "../../src/cli/run.js";
import { type AcesHighEvent, nextRound } from "../../src/modes/tournament/index.js";
import { eventOf } from "../tournament/helpers.js";

export const root = join(import.meta.dirname, "..", "..");

/**
 * An event file store in memory, for tests: `files` by path (`key` turns the path a command is given into
 * the map's key), and, with `disk`, the files on disk under them (read only: what is written stays in
 * memory). Record files are confined to the event file's folder by their path alone, as no link is made.
 */
export function memoryEventFiles(files: Map<string, string>, { key = (p: string) => p, disk = false } = {}): EventFileStore {
  const readOrThrow = (path: string) => {
    const text = files.get(key(path));
    if (text !== undefined) return text;
    if (disk) return readFileSync(key(path), "utf8");
    throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
  };
  const exists = (path: string) => files.has(key(path)) || (disk && existsSync(key(path)));
  return {
    exists,
    read: (path) => {
      const text = readOrThrow(path);
      return { text: text.startsWith("\ufeff") ? text.slice(1) : text, version: versionOf(text) };
    },
    locked: (_path, work) => work(),
    write: (path, text, version) => {
      if (version === null && exists(path)) throw new FileError("ERR_EVENT_FILE_EXISTS", `${path} exists; expected a new event file (change an event under way with the other event commands)`);
      if (version !== null && versionOf(readOrThrow(path)) !== version) throw new FileError("ERR_EVENT_FILE_CHANGED", `cannot write ${path}: it changed after this command read it`);
      files.set(key(path), text);
    },
    readRecord: (eventPath, name) => {
      const folder = dirname(resolve(key(eventPath)));
      const inside = relative(folder, resolve(folder, name));
      if (inside.startsWith("..") || isAbsolute(inside)) throw new FileError("ERR_FILE_UNREADABLE", "outside the event file's folder: a table's record file must be in that folder or below it");
      const text = readOrThrow(resolve(folder, name));
      return text.startsWith("\ufeff") ? text.slice(1) : text;
    },
  };
}

/**
 * The command line over files in memory that it may write: `cli(...args)` gives the exit code and what it
 * printed. With `fromRepository`, a path is taken from the repository's root and a file not in memory
 * is read from disk there (the squads of test/fixtures); otherwise every path is a key of `files`.
 */
export function commandLineOver(files: Map<string, string>, { fromRepository = false } = {}) {
  const key = fromRepository ? (p: string) => resolve(root, p) : (p: string) => p;
  return (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = run(args, {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      readFile: (p) => files.get(key(p)) ?? (fromRepository ? readFileSync(key(p), "utf8") : files.get(p)!),
      eventFiles: memoryEventFiles(files, { key, disk: fromRepository }),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
}

/**
 * Runs the CLI in memory. `files` are read first (by the exact path the CLI asks for); any other
 * path is read from disk, so a name in neither is a file that cannot be read. Nothing is written.
 */
export function cli(args: readonly string[], files: Readonly<Record<string, string>> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const store = memoryEventFiles(new Map(Object.entries(files)), { disk: true });
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (p) => (Object.hasOwn(files, p) ? files[p]! : readFileSync(p, "utf8")),
    eventFiles: { ...store, write: (path) => { throw new FileError("ERR_EVENT_FILE_WRITE", `cannot write ${path}: this test writes no file`); } },
  };
  const code = run(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/**
 * An event file of `players` (`more` merged into it) with its first round paired, in memory, and the
 * command line run over it: the files, `cli(...args)`, the event as it is now, and round 1's tables.
 */
export function pairedEvent(players: readonly string[], more: Partial<AcesHighEvent> = {}) {
  const base = eventOf(players, [], more);
  const tables = nextRound(base).tables;
  const files = new Map([["/ev/event.json", JSON.stringify({ ...base, rounds: [{ tables: tables.map((p) => ({ players: p })) }] })]]);
  const cli = commandLineOver(files);
  const event = () => JSON.parse(files.get("/ev/event.json")!) as AcesHighEvent;
  return { files, cli, event, tables };
}
