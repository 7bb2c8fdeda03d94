import { type Draft, Immer } from "immer";
import { deepFreeze } from "./freeze.js";
import { appendEntry, withEntries } from "./ledger.js";
import { at, type CoreErrorCode, type RuleViolation, RuleViolationError, violation } from "./errors.js";
import { type GameRecord, parseRecord } from "./record.js";
import { err, ok, type Result } from "./result.js";
import type { EngineState, EntryOf, Ruleset } from "./ruleset.js";

// A private instance: the caller's global immer settings neither affect us nor are changed by us.
const immer = new Immer({ autoFreeze: true });

/** The engine bound to one mode. Every state it returns is deeply frozen. */
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
  /** As `apply`, for an unchecked event, but returns the violation instead of throwing. */
  tryApply(state: State, event: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /** The final state of a record (object or JSON text). Same result as folding `apply`, faster. */
  replay(record: GameRecord<unknown, unknown> | string): State;
  /** As `replay`, for an unchecked record, but returns the violation instead of throwing. */
  tryReplay(record: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /** The state after the first `n` events (0 = the initial state). */
  stateAt(record: GameRecord<unknown, unknown> | string, n: number): State;
  /** Every state of the game: index i holds the state after i events. Shares structure between states. */
  history(record: GameRecord<unknown, unknown> | string): State[];
  /** The state with event `n - 1` and everything after it taken back (default: the last event). */
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

  function unwrap<T>(result: Result<T, Failure>): T {
    if (!result.ok) throw new RuleViolationError(result.error);
    return result.value;
  }

  function tryStart(setup: unknown): Result<State, Failure> {
    const parsed = ruleset.parseSetup(setup);
    if (!parsed.ok) return err(at(parsed.error, null));
    return ok(deepFreeze(ruleset.initial(parsed.value)));
  }

  /** Shape, then rules: the first violation, placed at the event's index. */
  function check(state: State, raw: unknown): Failure | undefined {
    const broken = ruleset.checkEvent(raw) ?? ruleset.validate(state, raw as Event);
    return broken && at(broken, state.eventCount);
  }

  function tryApply(state: State, raw: unknown): Result<State, Failure> {
    const broken = check(state, raw);
    if (broken) return err(broken);
    const index = state.eventCount;
    const posted: EntryOf<State>[] = [];
    const next = immer.produce(state, (draft: Draft<State>) => {
      ruleset.mutate(draft, raw as Event, index, (entry) => posted.push(entry));
      (draft as Writable<EngineState>).eventCount = index + 1;
    }) as State;
    // The ledger stays out of the draft: appending copies one page, not every entry.
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
    const parsed = ruleset.parseSetup(setup);
    if (!parsed.ok) return err(at(parsed.error, null));
    return ok({ setup: parsed.value, events });
  }

  // The fast path: the same hooks on a private mutable object, no proxies, one freeze at the end.
  function run(setup: Setup, events: readonly unknown[], count: number): Result<State, Failure> {
    const state = ruleset.initial(setup);
    const writable = state as Writable<EngineState>;
    const pages = state.ledger as EntryOf<State>[][];
    const post = (entry: EntryOf<State>) => appendEntry(pages, Object.freeze(entry) as EntryOf<State>);
    for (let i = 0; i < count; i++) {
      const broken = check(state, events[i]);
      if (broken) return err(broken);
      ruleset.mutate(state as Draft<State>, events[i] as Event, i, post);
      writable.eventCount = i + 1;
    }
    return ok(deepFreeze(state));
  }

  function tryReplay(raw: unknown): Result<State, Failure> {
    const opened = openRecord(raw);
    return opened.ok ? run(opened.value.setup, opened.value.events, opened.value.events.length) : opened;
  }

  function stateAt(raw: GameRecord<unknown, unknown> | string, n: number): State {
    const { setup, events } = unwrap(openRecord(raw));
    if (!Number.isInteger(n) || n < 0 || n > events.length) {
      throw new RangeError(`expected an event count from 0 to ${events.length}, got ${n}`);
    }
    return unwrap(run(setup, events, n));
  }

  return {
    ruleset,
    start: (setup) => unwrap(tryStart(setup)),
    tryStart,
    apply: (state, event) => unwrap(tryApply(state, event)),
    tryApply,
    replay: (record) => unwrap(tryReplay(record)),
    tryReplay,
    stateAt,
    history(raw) {
      const { setup, events } = unwrap(openRecord(raw));
      const states = [deepFreeze(ruleset.initial(setup))];
      for (const event of events) states.push(unwrap(tryApply(states[states.length - 1] as State, event)));
      return states;
    },
    undo(raw, n) {
      const count = n ?? unwrap(openRecord(raw)).events.length;
      if (count < 1) throw new RangeError("expected at least one event to undo");
      return stateAt(raw, count - 1);
    },
  };
}
