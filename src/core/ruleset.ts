import type { Draft } from "immer";
import type { Violation } from "./errors.js";
import type { Result } from "./result.js";

/** What the core needs of every state: how many events it has absorbed. */
export interface EngineState {
  readonly eventCount: number;
}

/**
 * A game mode, as a plain object of hooks. The core calls them in a fixed order:
 * `parseSetup` once, `initial` once, then for each event `checkEvent`, `validate`, `mutate`.
 *
 * - `checkEvent` checks shape only (types, fields); it never looks at the state. Events are
 *   plain JSON and a valid one is used as it is, so it returns only the violation, if any.
 * - `validate` reads the state and says whether the event is legal now; it never writes.
 * - `mutate` assumes the event is legal and only writes. It runs inside an immer draft
 *   for `apply` and on a private plain object for `replay`, so it must not keep references
 *   to the draft or read anything but its arguments.
 */
export interface Ruleset<Setup, State extends EngineState, Event, Code extends string = string> {
  /** The `mode` string of records this ruleset reads. */
  readonly mode: string;
  /** Record format versions this ruleset reads. A record without `version` is version 1. */
  readonly versions: readonly number[];
  parseSetup(raw: unknown): Result<Setup, Violation<Code>>;
  initial(setup: Setup): State;
  checkEvent(raw: unknown): Violation<Code> | undefined;
  validate(state: State, event: Event): Violation<Code> | undefined;
  mutate(draft: Draft<State>, event: Event, index: number): void;
}
