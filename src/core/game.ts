import { tryApplyWith } from "./apply.js";
import { at, type CoreErrorCode, orThrow, type RuleViolation, RuleViolationError, violation } from "./errors.js";
import { deepFreeze } from "./freeze.js";
import { openRecord, setupOf } from "./open-record.js";
import { type GameRecord, readRecord } from "./record.js";
import { ok, type Result } from "./result.js";
import type { EngineState, Ruleset } from "./ruleset.js";
import { describe } from "./schema.js";
import { snapshotAs } from "./snapshot.js";
import { tryStartWith } from "./start.js";
import { run } from "./replay.js";

/** The record of a game being played: the mode, the newest record version the mode reads, the setup as given, the events taken. */
export interface PlayedRecord<Setup = unknown, Event = unknown> extends GameRecord<Setup, Event> {
  readonly version: number;
}

/**
 * A game being played, event by event: its state, its record and every state so far, kept together, so
 * that an app holds one object where it would keep a state and an events array side by side. Made by
 * `startGame` of a mode entry (or `startGameWith(ruleset, setup)`). It takes events as `tryApply` does, and
 * copies what it is given: the setup and each event are read once, and the record holds frozen copies.
 * A game is not a state: to save it, store `record` (JSON); to go on later, `resumeGame(record)` of the
 * mode entry (or `resumeGameWith(ruleset, record)`) makes the game again, its history and undo with it.
 * Its methods are bound to it: `const { tryApply } = game` and `events.map(game.tryApply)` work as
 * `game.tryApply(event)` does.
 */
export interface Game<State extends EngineState, Event, Code extends string = string, Record extends PlayedRecord<unknown, Event> = PlayedRecord<unknown, Event>> {
  /** The state after the events taken so far, as `apply` returns it (frozen, accepted by `tryApply` of the mode). */
  readonly state: State;
  /** The number of events taken so far. */
  readonly eventCount: number;
  /**
   * The game as a record (a frozen object, the same one until the game changes): it replays to `state`.
   * A resumed game's record keeps the `meta` of the record it was resumed from.
   */
  readonly record: Record;
  /**
   * Every state so far: index i holds the state after i events (frozen; consecutive states share
   * structure). A resumed game makes the states before its last when this is first read.
   */
  readonly history: readonly State[];
  /**
   * Takes one event: checked against the state and folded in. Throws `RuleViolationError` (naming the
   * event index) and leaves the game as it was.
   */
  apply(event: Event): State;
  /** As `apply`, for an unchecked event, but returns the violation instead of throwing. Never throws. */
  tryApply(event: unknown): Result<State, RuleViolation<Code | CoreErrorCode>>;
  /**
   * Takes back event `n - 1` and everything after it (default: the last event), as `undo(record, n)` does,
   * and returns the state now. `n` outside 1 to `eventCount` (no event to take back): `ERR_EVENT_COUNT`,
   * and the game stays as it was.
   */
  undo(n?: number): State;
}

/** `startGame` for the mode of `ruleset`: a game at its first state, or the setup's violation. Never throws. */
export function tryStartGameWith<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  setup: unknown,
): Result<Game<State, Event, Code>, RuleViolation<Code | CoreErrorCode>> {
  // The setup as given, copied once: the record keeps this copy, and the engine reads only it.
  const copied = snapshotAs(setup, "ERR_INVALID_SETUP", "setup", null);
  if (!copied.ok) return copied;
  const first = tryStartWith(ruleset, copied.value);
  if (!first.ok) return first;
  return ok(new PlayedGame(ruleset, deepFreeze(copied.value), first.value));
}

/** `startGame` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function startGameWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, setup: unknown): Game<State, Event, Code> {
  return orThrow(tryStartGameWith(ruleset, setup));
}

/**
 * `resumeGame` for the mode of `ruleset`: the game a saved record (object or JSON text) holds, or the
 * record's first violation, as `tryReplay` finds it. Never throws.
 */
export function tryResumeGameWith<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  record: unknown,
): Result<Game<State, Event, Code>, RuleViolation<Code | CoreErrorCode>> {
  const read = readRecord(record);
  if (!read.ok) return read;
  const { record: { mode, version, setup: given, events, meta }, length } = read.value;
  // The setup as given, copied once: the record keeps this copy, and the engine parses only it.
  const setup = snapshotAs(given, "ERR_INVALID_SETUP", "setup", null);
  if (!setup.ok) return setup;
  // The envelope checked as `replay` checks it (mode, version, setup). Its events are left out: they
  // were read once above, and the fold below reads each of them once.
  const opened = openRecord(ruleset, { mode, ...(version === undefined ? {} : { version }), setup: setup.value, events: [] });
  if (!opened.ok) return opened;
  const kept: Event[] = [];
  const last = run(ruleset, opened.value.setup, events, length, kept);
  return last.ok ? ok(new PlayedGame(ruleset, deepFreeze(setup.value), last.value, kept, length, deepFreeze(meta))) : last;
}

/** `resumeGame` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function resumeGameWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string): Game<State, Event, Code> {
  return orThrow(tryResumeGameWith(ruleset, record));
}


class PlayedGame<Setup, State extends EngineState, Event, Code extends string> implements Game<State, Event, Code> {
  readonly #ruleset: Ruleset<Setup, State, Event, Code>;
  readonly #setup: unknown;
  readonly #meta: unknown;
  // events[i] is the copy of event i, frozen from index `thawed` on; states[k] the state after first + k
  // events. A started game holds every state (first = 0); a resumed one only its last, folded as replay
  // folds (first = the number of events), and makes the states before it when they are asked for
  // (history, undo). The events it was resumed with are frozen when its record is first handed out
  // (thawed = their number until then): freezing each costs a resume as much again as the fold.
  readonly #events: Event[];
  #thawed: number;
  #states: State[];
  #first: number;
  // The record and history handed out, until the game changes.
  #record: PlayedRecord<unknown, Event> | undefined;
  #history: readonly State[] | undefined;

  constructor(ruleset: Ruleset<Setup, State, Event, Code>, setup: unknown, last: State, events: Event[] = [], first = 0, meta?: unknown) {
    this.#ruleset = ruleset;
    this.#setup = setup;
    this.#meta = meta;
    this.#states = [last];
    this.#events = events;
    this.#thawed = first;
    this.#first = first;
  }

  get state(): State {
    return this.#states[this.#states.length - 1]!;
  }

  get eventCount(): number {
    return this.#events.length;
  }

  get record(): PlayedRecord<unknown, Event> {
    for (; this.#thawed > 0; this.#thawed--) deepFreeze(this.#events[this.#thawed - 1]);
    const versions = this.#ruleset.versions;
    const meta = this.#meta === undefined ? {} : { meta: this.#meta };
    return (this.#record ??= Object.freeze({ mode: this.#ruleset.mode, version: Math.max(...versions), setup: this.#setup, events: Object.freeze(this.#events.slice()), ...meta }));
  }

  get history(): readonly State[] {
    return (this.#history ??= Object.freeze(this.#everyState().slice()));
  }

  // The methods are fields holding arrow functions, bound to this game: an app may take them off it
  // (`const { tryApply } = game`, `events.map(game.tryApply)`) and they still never throw where documented.
  readonly apply = (event: Event): State => orThrow(this.tryApply(event));

  readonly tryApply = (event: unknown): Result<State, RuleViolation<Code | CoreErrorCode>> => {
    // Read once, into the copy the record keeps; the engine checks that copy.
    const copied = snapshotAs(event, "ERR_INVALID_EVENT", "event", this.#events.length);
    if (!copied.ok) return copied;
    const next = tryApplyWith(this.#ruleset, this.state, copied.value);
    if (!next.ok) return next;
    this.#events.push(deepFreeze(copied.value) as Event);
    this.#states.push(next.value);
    this.#changed();
    return next;
  };

  readonly undo = (n: number | undefined = this.#events.length): State => {
    const length = this.#events.length;
    if (!(typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= length)) {
      throw new RuleViolationError(at(violation("ERR_EVENT_COUNT", `expected n from 1 to ${length}, got ${describe(n)}`), null));
    }
    if (n - 1 < this.#first) {
      // A state this game has not made yet: folded again from the setup, as replay would, over the events
      // kept (checked before, so refused by nothing now).
      const setup = orThrow(setupOf(this.#ruleset, this.#setup));
      this.#states = [orThrow(run(this.#ruleset, setup, this.#events, n - 1))];
      this.#first = n - 1;
    } else this.#states.length = n - this.#first;
    this.#events.length = n - 1;
    this.#changed();
    return this.state;
  };

  /** Every state so far, the first ones made now if this game has not made them yet (a resumed game). */
  #everyState(): State[] {
    if (this.#first > 0) {
      // As `history(record)` makes them: each from the one before with `apply`, sharing structure. The
      // state after `first` events is the one the game holds already.
      const states = [orThrow(tryStartWith(this.#ruleset, this.#setup))];
      for (let i = 0; i < this.#first - 1; i++) states.push(orThrow(tryApplyWith(this.#ruleset, states[i]!, this.#events[i])));
      this.#states = [...states, ...this.#states];
      this.#first = 0;
    }
    return this.#states;
  }

  #changed(): void {
    this.#record = undefined;
    this.#history = undefined;
  }
}
