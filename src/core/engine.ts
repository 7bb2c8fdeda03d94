import { type Draft, Immer } from "immer";
import { deepFreeze } from "./freeze.js";
import { appendEntry, type Ledger, withEntries } from "./ledger.js";
import { at, type CoreErrorCode, type RuleViolation, RuleViolationError, violation } from "./errors.js";
import { type GameRecord, parseRecord } from "./record.js";
import { err, ok, type Result } from "./result.js";
import type { EngineState, EntryOf, Ruleset } from "./ruleset.js";
import { describe, isInteger } from "./schema.js";
import { snapshotAs } from "./snapshot.js";

// A private instance: the caller's global immer settings neither affect us nor are changed by us.
const immer = new Immer({ autoFreeze: true });

/**
 * The engine bound to one mode. Every state it returns is deeply frozen. It reads its input (setup,
 * event, record) once, into a copy it owns, and never changes or freezes what it was given. Every
 * `try*` function returns a `Result` for any input and never throws; the others throw
 * `RuleViolationError` only.
 */
export interface Engine<Setup, State extends EngineState, Event, Code extends string = string> {
  /** The ruleset (the mode's hooks) the engine runs. */
  readonly ruleset: Ruleset<Setup, State, Event, Code>;
  /** The state before any event, from an unchecked setup. Throws `RuleViolationError`. */
  start(setup: unknown): State;
  /** As `start`, but returns the violation instead of throwing. */
  tryStart(setup: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /**
   * One event: parsed, validated against `state`, then folded in with immer.
   * Throws `RuleViolationError` (naming the event index) and leaves `state` untouched.
   */
  apply(state: State, event: Event): State;
  /**
   * As `apply`, for an unchecked event, but returns the violation instead of throwing. A `state` that this
   * engine did not return (from `start`, `apply`, `replay` and the rest; a state rebuilt from JSON, or one
   * from another copy of the package loaded side by side, is not) is an `ERR_INVALID_STATE`; to go on
   * with a game stored as JSON, replay its record.
   */
  tryApply(state: State, event: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /** The final state of a record (object or JSON text). Same result as folding `apply`, faster. */
  replay(record: GameRecord<unknown, unknown> | string): State;
  /** As `replay`, for an unchecked record, but returns the violation instead of throwing. */
  tryReplay(record: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /** The state after the first `n` events (0 = the initial state). `n` outside 0 to `events.length`: `ERR_EVENT_COUNT`. */
  stateAt(record: GameRecord<unknown, unknown> | string, n: number): State;
  /** Every state of the game: index i holds the state after i events. Shares structure between states. */
  history(record: GameRecord<unknown, unknown> | string): State[];
  /**
   * The state with event `n - 1` and everything after it taken back (default: the last event). `n` outside
   * 1 to `events.length` (a record without events has nothing to undo): `ERR_EVENT_COUNT`.
   */
  undo(record: GameRecord<unknown, unknown> | string, n?: number): State;
}

type Writable<S> = { -readonly [K in keyof S]: S[K] };

/**
 * The engine of a mode: `start`, `apply`, `replay` and the rest, with the checks of the core (record
 * envelope, mode, version, event indexes) around the ruleset's hooks. Every mode of the package is built
 * this way, e.g. `acesHigh = createEngine(acesHighRuleset)`.
 */
export function createEngine<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
): Engine<Setup, State, Event, Code> {
  type Failure = RuleViolation<Code | CoreErrorCode>;
  // Every state this engine returned: `tryApply` takes these and nothing else, so an app that passes
  // anything else (no state yet, a Result, a scoreboard, a state of another mode or rebuilt by hand)
  // gets a typed error rather than a state built from what is not there.
  const issued = new WeakSet<object>();

  function unwrap<T>(result: Result<T, Failure>): T {
    if (!result.ok) throw new RuleViolationError(result.error);
    return result.value;
  }

  /** A setup as given: copied, then checked by the mode. */
  function setupOf(raw: unknown): Result<Setup, Failure> {
    const copied = snapshotAs(raw, "ERR_INVALID_SETUP", "setup", null);
    if (!copied.ok) return copied;
    const parsed = ruleset.parseSetup(copied.value);
    return parsed.ok ? parsed : err(at(parsed.error, null));
  }

  function tryStart(raw: unknown): Result<State, Failure> {
    const setup = setupOf(raw);
    return setup.ok ? issue(ok(deepFreeze(ruleset.initial(setup.value)))) : setup;
  }

  function issue(result: Result<State, Failure>): Result<State, Failure> {
    if (result.ok) issued.add(result.value);
    return result;
  }

  /** Shape, then rules: the first violation, placed at the event's index. */
  function check(state: State, raw: unknown): Failure | undefined {
    const broken = ruleset.checkEvent(raw) ?? ruleset.validate(state, raw as Event);
    return broken && at(broken, state.eventCount);
  }

  function tryApply(state: State, raw: unknown): Result<State, Failure> {
    if (!issued.has(state)) {
      return err(at(violation("ERR_INVALID_STATE", `expected a state this ${ruleset.mode} engine returned; to resume a stored game, replay its record`), null));
    }
    const event = snapshotAs(raw, "ERR_INVALID_EVENT", "event", state.eventCount);
    return event.ok ? issue(step(state, event.value)) : event;
  }

  /** One event, already a copy the engine owns. */
  function step(state: State, raw: unknown): Result<State, Failure> {
    const broken = check(state, raw);
    if (broken) return err(broken);
    const index = state.eventCount;
    const posted: EntryOf<State>[] = [];
    const next = immer.produce(state, (draft: Draft<State>) => {
      ruleset.mutate(draft, raw as Event, index, (entry) => posted.push(entry));
      (draft as Writable<EngineState>).eventCount = index + 1;
    }) as State;
    // The ledger stays out of the draft: appending copies its tail (at most one page), never the
    // pages before it.
    if (posted.length === 0) return ok(next);
    return ok(Object.freeze({ ...next, ledger: withEntries(next.ledger, posted) }));
  }

  function openRecord(raw: unknown): Result<{ setup: Setup; events: readonly unknown[] }, Failure> {
    const record = parseRecord(raw);
    if (!record.ok) return record;
    const { mode, version = 1, setup, events } = record.value;
    if (mode !== ruleset.mode) {
      return err(at(violation("ERR_INVALID_RECORD", `expected mode ${JSON.stringify(ruleset.mode)}, got ${JSON.stringify(mode)}`), null));
    }
    if (!ruleset.versions.includes(version)) {
      return err(at(violation("ERR_INVALID_RECORD", `expected record version ${ruleset.versions.join(" or ")}, got ${version}`), null));
    }
    const parsed = setupOf(setup);
    return parsed.ok ? ok({ setup: parsed.value, events }) : parsed;
  }

  // The fast path: the same hooks on a private mutable object, no proxies, one freeze at the end.
  function run(setup: Setup, events: readonly unknown[], count: number): Result<State, Failure> {
    const state = ruleset.initial(setup);
    const writable = state as Writable<EngineState>;
    const ledger = state.ledger as { pages: Ledger<EntryOf<State>>["pages"]; tail: EntryOf<State>[] };
    const post = (entry: EntryOf<State>) => appendEntry(ledger, Object.freeze(entry) as EntryOf<State>);
    for (let i = 0; i < count; i++) {
      // Each event is copied as it comes (a copy that dies young), not the whole record up front.
      const event = snapshotAs(events[i], "ERR_INVALID_EVENT", "event", i);
      if (!event.ok) return event;
      const broken = check(state, event.value);
      if (broken) return err(broken);
      ruleset.mutate(state as Draft<State>, event.value as Event, i, post);
      writable.eventCount = i + 1;
    }
    return ok(deepFreeze(state));
  }

  function tryReplay(raw: unknown): Result<State, Failure> {
    const opened = openRecord(raw);
    return opened.ok ? issue(run(opened.value.setup, opened.value.events, opened.value.events.length)) : opened;
  }

  /** The state after the first `n - min` events, for `n` from `min` to the number of events. */
  function prefix(raw: GameRecord<unknown, unknown> | string, n: unknown, min: 0 | 1): State {
    const { setup, events } = unwrap(openRecord(raw));
    const count = n === undefined && min ? events.length : n;
    if (!isInteger(count, min, events.length)) {
      throw new RuleViolationError(at(violation("ERR_EVENT_COUNT", `expected n from ${min} to ${events.length}, got ${describe(count)}`), null));
    }
    return unwrap(issue(run(setup, events, count - min)));
  }

  const engine: Engine<Setup, State, Event, Code> = {
    ruleset,
    start: (setup) => unwrap(tryStart(setup)),
    tryStart,
    apply: (state, event) => unwrap(tryApply(state, event)),
    tryApply,
    replay: (record) => unwrap(tryReplay(record)),
    tryReplay,
    stateAt: (raw, n) => prefix(raw, n, 0),
    history(raw) {
      const { setup, events } = unwrap(openRecord(raw));
      const states = [unwrap(issue(ok(deepFreeze(ruleset.initial(setup)))))];
      for (const event of events) states.push(unwrap(tryApply(states[states.length - 1] as State, event)));
      return states;
    },
    undo: (raw, n) => prefix(raw, n, 1),
  };
  return Object.freeze(engine);
}
