import { tryApplyWith } from "./apply.js";
import { at, type CoreErrorCode, orThrow, type RuleViolation, RuleViolationError, violation } from "./errors.js";
import { deepFreeze } from "./freeze.js";
import type { GameRecord } from "./record.js";
import { ok, type Result } from "./result.js";
import type { EngineState, Ruleset } from "./ruleset.js";
import { describe } from "./schema.js";
import { snapshotAs } from "./snapshot.js";
import { tryStartWith } from "./start.js";

/** The record of a game being played: the mode, the newest record version the mode reads, the setup as given, the events taken. */
export interface PlayedRecord<Setup = unknown, Event = unknown> extends GameRecord<Setup, Event> {
  readonly version: number;
}

/**
 * A game being played, event by event: its state, its record and every state so far, kept together, so
 * that an app holds one object where it would keep a state and an events array side by side. Made by
 * `startGame` of a mode entry (or `startGameWith(ruleset, setup)`). It takes events as `tryApply` does, and
 * copies what it is given: the setup and each event are read once, and the record holds frozen copies.
 * A game is not a state: to save it, store `record` (JSON); to go on later, `startGame(record.setup)` and
 * apply its events, or `replay(record)`. Its methods are bound to it: `const { tryApply } = game` and
 * `events.map(game.tryApply)` work as `game.tryApply(event)` does.
 */
export interface Game<State extends EngineState, Event, Code extends string = string, Record extends PlayedRecord<unknown, Event> = PlayedRecord<unknown, Event>> {
  /** The state after the events taken so far, as `apply` returns it (frozen, accepted by `tryApply` of the mode). */
  readonly state: State;
  /** The number of events taken so far. */
  readonly eventCount: number;
  /** The game as a record (a frozen object, the same one until the game changes): it replays to `state`. */
  readonly record: Record;
  /** Every state so far: index i holds the state after i events (frozen; consecutive states share structure). */
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

class PlayedGame<Setup, State extends EngineState, Event, Code extends string> implements Game<State, Event, Code> {
  readonly #ruleset: Ruleset<Setup, State, Event, Code>;
  readonly #setup: unknown;
  // states[i] is the state after i events; events[i] the frozen copy of event i.
  readonly #states: State[];
  readonly #events: Event[] = [];
  // The record and history handed out, until the game changes.
  #record: PlayedRecord<unknown, Event> | undefined;
  #history: readonly State[] | undefined;

  constructor(ruleset: Ruleset<Setup, State, Event, Code>, setup: unknown, first: State) {
    this.#ruleset = ruleset;
    this.#setup = setup;
    this.#states = [first];
  }

  get state(): State {
    return this.#states[this.#states.length - 1]!;
  }

  get eventCount(): number {
    return this.#events.length;
  }

  get record(): PlayedRecord<unknown, Event> {
    const versions = this.#ruleset.versions;
    return (this.#record ??= Object.freeze({ mode: this.#ruleset.mode, version: Math.max(...versions), setup: this.#setup, events: Object.freeze(this.#events.slice()) }));
  }

  get history(): readonly State[] {
    return (this.#history ??= Object.freeze(this.#states.slice()));
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
    this.#events.length = n - 1;
    this.#states.length = n;
    this.#changed();
    return this.state;
  };

  #changed(): void {
    this.#record = undefined;
    this.#history = undefined;
  }
}
