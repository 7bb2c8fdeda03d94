import type { Draft } from "immer";
import { at, type CoreErrorCode, orThrow, type RuleViolation, RuleViolationError, violation } from "./errors.js";
import { deepFreeze } from "./freeze.js";
import { issue } from "./issued.js";
import { appendEntry, type Ledger } from "./ledger.js";
import { eventOf, openRecord, readEventIn, Refused } from "./open-record.js";
import { prototypePolluted } from "./prototype.js";
import type { GameRecord } from "./record.js";
import { err, ok, type Result } from "./result.js";
import type { EngineState, EntryOf, Ruleset } from "./ruleset.js";
import { describe, isInteger } from "./schema.js";

type Writable<S> = { -readonly [K in keyof S]: S[K] };

// The fast path shared by replay, stateAt, undo and resumeGame: the mode's hooks on a private mutable
// object, no proxies, one freeze at the end. Imports nothing from immer. `kept`, when given, gets each
// event's checked copy (a resumed game keeps them in its record; `mutate` only reads an event).
export function run<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  setup: Setup,
  events: readonly unknown[],
  count: number,
  kept?: Event[],
): Result<State, RuleViolation<Code | CoreErrorCode>> {
  const state = ruleset.initial(setup);
  const writable = state as Writable<EngineState>;
  const ledger = state.ledger as { pages: Ledger<EntryOf<State>>["pages"]; tail: EntryOf<State>[] };
  const post = (entry: EntryOf<State>) => appendEntry(ledger, Object.freeze(entry) as EntryOf<State>);
  const fast = !prototypePolluted();
  for (let i = 0; i < count; i++) {
    // Each event is read into a copy as it comes (a copy that dies young), not the whole record up front.
    const event = readEventIn(ruleset, state, eventOf(events, i), fast);
    if (event instanceof Refused) return err(event.violation);
    kept?.push(event);
    ruleset.mutate(state as Draft<State>, event, i, post);
    writable.eventCount = i + 1;
  }
  return ok(deepFreeze(issue(ruleset, state)));
}

/** `Engine.tryReplay` for the mode of `ruleset`: the final state of a record, or its first violation. */
export function tryReplayWith<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  record: unknown,
): Result<State, RuleViolation<Code | CoreErrorCode>> {
  const opened = openRecord(ruleset, record);
  return opened.ok ? run(ruleset, opened.value.setup, opened.value.events, opened.value.length) : opened;
}

/** `Engine.replay` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function replayWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string): State {
  return orThrow(tryReplayWith(ruleset, record));
}

/** The state after the first `n - min` events, for `n` from `min` to the number of events. */
function prefix<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string, n: unknown, min: 0 | 1): State {
  const { setup, events, length } = orThrow(openRecord(ruleset, record));
  const count = n === undefined && min ? length : n;
  if (!isInteger(count, min, length)) {
    throw new RuleViolationError(at(violation("ERR_EVENT_COUNT", `expected n from ${min} to ${length}, got ${describe(count)}`), null));
  }
  return orThrow(run(ruleset, setup, events, count - min));
}

/** `Engine.stateAt` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function stateAtWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string, n: number): State {
  return prefix(ruleset, record, n, 0);
}

/** `Engine.undo` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function undoWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string, n?: number): State {
  return prefix(ruleset, record, n, 1);
}
