import { at, type CoreErrorCode, type RuleViolation, violation } from "./errors.js";
import { parseRecord } from "./record.js";
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
): Result<{ setup: Setup; events: readonly unknown[] }, Failure<Code>> {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  const { mode, version = 1, setup, events } = record.value;
  if (mode !== ruleset.mode) {
    return err(at(violation("ERR_INVALID_RECORD", `expected mode ${JSON.stringify(ruleset.mode)}, got ${JSON.stringify(mode)}`), null));
  }
  if (!ruleset.versions.includes(version)) {
    return err(at(violation("ERR_INVALID_RECORD", `expected record version ${ruleset.versions.join(" or ")}, got ${version}`), null));
  }
  const parsed = setupOf(ruleset, setup);
  return parsed.ok ? ok({ setup: parsed.value, events }) : parsed;
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

/**
 * An untrusted event as a checked copy the engine owns, or its first violation (shape, then the rules of
 * `state`) placed at its index. The caller's object is read, never kept.
 */
export function readEventIn<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  state: State,
  raw: unknown,
): Result<Event, Failure<Code>> {
  const index = state.eventCount;
  let event = ruleset.readEvent && fastRead(ruleset.readEvent, raw);
  if (event === undefined) {
    const copied = snapshotAs(handed ? handed.read : raw, "ERR_INVALID_EVENT", "event", index);
    handed = undefined;
    if (!copied.ok) return copied;
    const malformed = ruleset.checkEvent(copied.value);
    if (malformed) return err(at(malformed, index));
    event = copied.value as Event;
  }
  const broken = ruleset.validate(state, event);
  return broken ? err(at(broken, index)) : ok(event);
}
