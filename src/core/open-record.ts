import { at, type CoreErrorCode, type RuleViolation, violation } from "./errors.js";
import { invalidRecord, readRecord } from "./record.js";
import { err, ok, type Result } from "./result.js";
import type { EngineState, Ruleset } from "./ruleset.js";
import { snapshotAs } from "./snapshot.js";

type Failure<Code extends string> = RuleViolation<Code | CoreErrorCode>;

/** A setup as given: copied (the caller's object is never kept), then checked by the mode. */
export function setupOf<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, raw: unknown): Result<Setup, Failure<Code>> {
  const copied = snapshotAs(raw, "ERR_INVALID_SETUP", "setup", null);
  if (!copied.ok) return copied;
  const parsed = ruleset.parseSetup(copied.value);
  return parsed.ok ? parsed : err(at(parsed.error, null));
}

/** A record's envelope checked against the ruleset (mode, version), and its setup parsed. Events are left as read. */
export function openRecord<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  raw: unknown,
): Result<{ setup: Setup; events: readonly unknown[]; length: number }, Failure<Code>> {
  const read = readRecord(raw);
  if (!read.ok) return read;
  const { record, length } = read.value;
  const { mode, version = 1, setup, events } = record;
  if (mode !== ruleset.mode) {
    return invalidRecord(`expected mode ${JSON.stringify(ruleset.mode)}, got ${JSON.stringify(mode)}`);
  }
  if (!ruleset.versions.includes(version)) {
    return invalidRecord(`expected record version ${ruleset.versions.join(" or ")}, got ${version}`);
  }
  const parsed = setupOf(ruleset, setup);
  return parsed.ok ? ok({ setup: parsed.value, events, length }) : parsed;
}

// What a ruleset's `readEvent` handed on of the event it was reading, if anything.
let handed: { read: unknown } | undefined;
const passOn = (read: unknown) => void (handed = { read });

/** The ruleset's fast reading of an event, or `undefined` with `handed` set to what it read, if anything. */
function fastRead<Event>(read: (raw: unknown, passOn: (read: unknown) => void) => Event | undefined, raw: unknown): Event | undefined {
  handed = undefined;
  try {
    return read(raw, passOn);
  } catch {
    handed = undefined;
    return undefined;
  }
}

// What `eventOf` gives for an item of the events that could not be read (a proxy's trap threw).
const UNREADABLE: unique symbol = Symbol("unreadable");

/** Item `i` of a record's events, read once; `UNREADABLE` when reading it threw. */
export function eventOf(events: readonly unknown[], i: number): unknown {
  try {
    return events[i];
  } catch {
    return UNREADABLE;
  }
}

/** An event the engine refused: its first violation. (A class, so that no event can pass for one.) */
export class Refused<Code extends string> {
  constructor(readonly violation: RuleViolation<Code | CoreErrorCode>) {}
}

/**
 * An untrusted event as a checked copy the engine owns, or `Refused` with its first violation (shape,
 * then the rules of `state`) placed at its index. The caller's object is read, never kept. (No `Result`
 * is made for an event taken: replay calls this once per event.) `fast`: whether the ruleset's fast
 * reading may be tried, which reads fields by name: not while `Object.prototype` is polluted
 * (`prototypePolluted`, which the caller checks once for all the events it reads).
 */
export function readEventIn<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  state: State,
  raw: unknown,
  fast: boolean,
): Event | Refused<Code> {
  const index = state.eventCount;
  if (raw === UNREADABLE) return new Refused<Code>(at(violation("ERR_INVALID_EVENT", "expected event to be readable data: reading it threw"), index));
  let event = fast && ruleset.readEvent ? fastRead(ruleset.readEvent, raw) : undefined;
  if (event === undefined) {
    const copied = snapshotAs(handed ? handed.read : raw, "ERR_INVALID_EVENT", "event", index);
    handed = undefined;
    if (!copied.ok) return new Refused<Code>(copied.error);
    const malformed = ruleset.checkEvent(copied.value);
    if (malformed) return new Refused(at(malformed, index));
    event = copied.value as Event;
  }
  const broken = ruleset.validate(state, event);
  return broken ? new Refused(at(broken, index)) : event;
}
