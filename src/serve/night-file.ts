import { statSync } from "node:fs";
import type { EventFileStore } from "../cli/event-file.js";
import { type LoadedEvent, readEvent } from "../event-ops/read.js";

/**
 * The event file as the server last read it. The file is the one store of the night: every request
 * looks at it again (its size, time and inode, which an atomic rename changes), and reads it whole
 * when it changed, so a command run beside the server, or a write of the server itself, is seen by the
 * next request. Nothing of the event is kept that the file does not hold.
 */
export class NightFile {
  private cached: { readonly stamp: string; readonly loaded: LoadedEvent } | undefined;

  constructor(
    readonly path: string,
    private readonly store: EventFileStore,
  ) {}

  /** The event and its version, or undefined when there is no event file yet. */
  current(): LoadedEvent | undefined {
    let stamp: string;
    try {
      const s = statSync(this.path);
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return (this.cached = undefined);
      throw e;
    }
    if (this.cached?.stamp !== stamp) this.cached = { stamp, loaded: readEvent(this.store, this.path) };
    return this.cached.loaded;
  }
}
