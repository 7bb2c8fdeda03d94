import type { Draft } from "immer";
import type { Violation } from "./errors.js";
import type { Ledger, LedgerEntry } from "./ledger.js";
import type { Result } from "./result.js";

/** What the core keeps in every state: how many events it has absorbed, and the score ledger. */
export interface EngineState<Entry extends LedgerEntry = LedgerEntry> {
  readonly eventCount: number;
  /** Appended by the core from what the mode posts; read it with `ledgerEntries`. */
  readonly ledger: Ledger<Entry>;
}

/** The ledger entry type of a state. */
export type EntryOf<State> = State extends EngineState<infer Entry> ? Entry : never;

/**
 * A game mode, as a plain object of hooks. The core calls them in a fixed order:
 * `parseSetup` once, `initial` once, then for each event `checkEvent`, `validate`, `mutate`.
 *
 * - `checkEvent` checks shape only (types, fields); it never looks at the state. Events are
 *   plain JSON and a valid one is used as it is, so it returns only the violation, if any.
 * - `validate` reads the state and says whether the event is legal now; it never writes.
 * - `mutate` assumes the event is legal and only writes. It runs inside an immer draft
 *   for `apply` and on a private plain object for `replay`, so it must not keep references
 *   to the draft or read anything but its arguments. It never writes the ledger: it hands
 *   each entry to `post`, and the core appends them (without drafting the whole ledger).
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
  mutate(draft: Draft<State>, event: Event, index: number, post: (entry: EntryOf<State>) => void): void;
}
