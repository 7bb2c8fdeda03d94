import { applyWith, tryApplyWith } from "./apply.js";
import type { CoreErrorCode, RuleViolation } from "./errors.js";
import { historyWith } from "./history.js";
import type { GameRecord } from "./record.js";
import { replayWith, stateAtWith, tryReplayWith, undoWith } from "./replay.js";
import type { Result } from "./result.js";
import type { EngineState, Ruleset } from "./ruleset.js";
import { startWith, tryStartWith } from "./start.js";

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
   * with a game stored as JSON, replay its record (or resume it: `resumeGame` of the mode entry).
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

/**
 * The engine of a mode as one object: `start`, `apply`, `replay` and the rest, with the checks of the core
 * (record envelope, mode, version, event indexes) around the ruleset's hooks. A convenience: each mode
 * entry also exports these functions one by one (`import { replay } from "ace-ledger/aces-high"`), and an
 * app that imports only some of them loads only those; an engine object holds all of them, immer included.
 * States are interchangeable between engines of the same ruleset and its functions.
 */
export function createEngine<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
): Engine<Setup, State, Event, Code> {
  return Object.freeze({
    ruleset,
    start: (setup: unknown) => startWith(ruleset, setup),
    tryStart: (setup: unknown) => tryStartWith(ruleset, setup),
    apply: (state: State, event: Event) => applyWith(ruleset, state, event),
    tryApply: (state: State, event: unknown) => tryApplyWith(ruleset, state, event),
    replay: (record: GameRecord<unknown, unknown> | string) => replayWith(ruleset, record),
    tryReplay: (record: unknown) => tryReplayWith(ruleset, record),
    stateAt: (record: GameRecord<unknown, unknown> | string, n: number) => stateAtWith(ruleset, record, n),
    history: (record: GameRecord<unknown, unknown> | string) => historyWith(ruleset, record),
    undo: (record: GameRecord<unknown, unknown> | string, n?: number) => undoWith(ruleset, record, n),
  });
}
