import type { AcesHighEvent } from "../modes/tournament/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import { type LoadedEvent, readEvent } from "./read.js";
import { writeEvent } from "./write.js";

/** What an operation that changes the event returns: the event to write, and what it has to say. */
export interface Changed<T> {
  readonly event: AcesHighEvent;
  readonly said: T;
}

/**
 * One change of the event file, as every writer makes it: holding the lock, read the file and its version,
 * run `work` on it, write the event it returns if the file is still that version. `work` throws to refuse
 * (nothing is written). Returns what `work` said, and the version read.
 */
export function changeEvent<T>(store: EventFileStore, path: string, work: (loaded: LoadedEvent) => Changed<T>): T {
  return store.locked(path, () => {
    const loaded = readEvent(store, path);
    const changed = work(loaded);
    writeEvent(store, path, changed.event, loaded.version);
    return changed.said;
  });
}
