import { at, violation, RuleViolationError } from "../core/errors.js";
import { type AcesHighEvent, parseEventFile } from "../modes/tournament/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import { parseJsonText } from "../cli/json.js";
import { MAX_NESTING, tooDeep } from "../cli/nesting.js";

/** An event file as read: the event, and the version of the file it was read from (null: not from a file). */
export interface LoadedEvent {
  readonly event: AcesHighEvent;
  readonly version: string | null;
}

/**
 * Checks an event file's JSON: nested at most as deep as every record (a deeper file is refused before
 * an operation could spend long on it), and a valid event. Throws `RuleViolationError`.
 */
export function checkEvent(raw: unknown): AcesHighEvent {
  const deep = tooDeep(raw, "event");
  if (deep !== undefined) {
    throw new RuleViolationError(at(violation("ERR_INVALID_RECORD", `expected the event file to nest arrays and objects at most ${MAX_NESTING} levels deep (the limit of every record), got more at ${deep}`), null));
  }
  const parsed = parseEventFile(raw);
  if (!parsed.ok) throw new RuleViolationError(parsed.error);
  return parsed.value;
}

/**
 * The event file read through the store, with its version: the one read every operation starts from,
 * and the one its write compares against. Throws `FileError` (the store's) or `RuleViolationError`.
 */
export function readEvent(store: EventFileStore, path: string): LoadedEvent {
  const file = store.read(path);
  const parsed = parseJsonText(file.text);
  if (!parsed.ok) throw new RuleViolationError(parsed.error);
  return { event: checkEvent(parsed.value), version: file.version };
}
