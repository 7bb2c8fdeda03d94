import { at, type CoreErrorCode, type RuleViolation, violation } from "./errors.js";
import { err, ok, type Result } from "./result.js";
import { describe, get, isInteger, isObject, sentence } from "./schema.js";
import { snapshot } from "./snapshot.js";

/**
 * The interchange format: plain JSON that any app can write and any version can replay.
 * `meta` is free-form data for apps (venue, table, timestamps); the engine ignores it.
 */
export interface GameRecord<Setup = unknown, Event = unknown> {
  readonly mode: string;
  readonly version?: number;
  readonly setup: Setup;
  readonly events: readonly Event[];
  readonly meta?: unknown;
}

/** The fields of a record, in the order the docs and the JSON Schemas list them. */
export const RECORD_KEYS = ["mode", "version", "setup", "events", "meta"] as const;

/** The record's envelope is at fault (not its setup, not an event): an `ERR_INVALID_RECORD` saying `message`. */
export function invalidRecord(message: string): { readonly ok: false; readonly error: RuleViolation<"ERR_INVALID_RECORD"> } {
  return err(at(violation("ERR_INVALID_RECORD", message), null));
}

/** Parses JSON text without ever throwing: bad JSON is an `ERR_INVALID_RECORD`. */
export function parseJson(text: string): Result<unknown, RuleViolation<CoreErrorCode>> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const reason = e instanceof Error ? e.message : "unreadable";
    return invalidRecord(`expected JSON text (${reason})`);
  }
}

/**
 * Checks the envelope shared by every mode: an object with a string `mode`, a `setup`,
 * an `events` array, and optionally an integer `version` and a `meta` value. Reads each field of the
 * envelope once, into a record of its own; `setup` is read one level deep (the engine copies it in full),
 * `events` is kept as read (the engine reads its length once and each event once, into a copy, as it
 * comes to it: a long record is never copied whole), and `meta` is copied in full.
 */
export function parseRecord(raw: unknown): Result<GameRecord<unknown, unknown>, RuleViolation<CoreErrorCode>> {
  const read = readRecord(raw);
  return read.ok ? ok(read.value.record) : read;
}

/** `parseRecord`, with the number of events, read once (the engine reads the events one by one up to it). */
export function readRecord(raw: unknown): Result<{ readonly record: GameRecord<unknown, unknown>; readonly length: number }, RuleViolation<CoreErrorCode>> {
  if (typeof raw === "string") {
    const parsed = parseJson(raw);
    return parsed.ok ? readRecord(parsed.value) : parsed;
  }
  const copied = snapshot(raw, 1);
  if (!copied.ok) return invalidRecord(sentence(copied.error, "record"));
  raw = copied.value;
  if (!isObject(raw)) return invalidRecord(`expected a record object, got ${describe(raw)}`);
  const extra = Object.keys(raw).find((key) => !(RECORD_KEYS as readonly string[]).includes(key));
  if (extra !== undefined) return invalidRecord(`unexpected field ${JSON.stringify(extra)} in record; expected ${RECORD_KEYS.join(", ")}`);
  const mode = get(raw, "mode");
  if (typeof mode !== "string" || mode === "") return invalidRecord(`expected record.mode to be a mode name, got ${describe(mode)}`);
  const version = get(raw, "version");
  if (version !== undefined && !isInteger(version, 1, Infinity)) {
    return invalidRecord(`expected record.version to be a positive integer, got ${describe(version)}`);
  }
  // The setup's own fields are read once here, as part of the envelope; the engine copies it in full.
  const setup = snapshot(get(raw, "setup"), 1);
  if (!setup.ok) return invalidRecord(sentence(setup.error, "record.setup"));
  if (setup.value === undefined) return invalidRecord(`expected record.setup, got nothing`);
  const events = get(raw, "events");
  let length: number;
  try {
    if (!Array.isArray(events)) return invalidRecord(`expected record.events to be an array, got ${describe(events)}`);
    length = events.length;
  } catch {
    return invalidRecord("expected record.events to be readable data: reading it threw");
  }
  // A proxy may claim any length.
  if (!(length < 2 ** 24)) return invalidRecord(`expected record.events to be JSON data, got ${describe(events)}`);
  const meta = snapshot(get(raw, "meta"));
  if (!meta.ok) return invalidRecord(sentence(meta.error, "record.meta"));
  const record: GameRecord = {
    mode,
    setup: setup.value,
    events: events as unknown[],
    ...(version === undefined ? {} : { version }),
    ...(meta.value === undefined ? {} : { meta: meta.value }),
  };
  return ok({ record, length });
}
