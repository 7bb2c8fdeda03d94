import type { Draft } from "immer";
import type { Violation } from "./errors.js";
import type { Ledger, LedgerEntry } from "./ledger.js";
import type { Result } from "./result.js";

/** What the core keeps in every state: how many events it has absorbed, and the score ledger. */
export interface EngineState<Entry extends LedgerEntry = LedgerEntry> {
  readonly eventCount: number;
  /** Appended by the core from what the mode posts (a persistent list: see `Ledger`); read it with `ledgerEntries`. */
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
  /** Checks a setup as written in a record and returns the mode's own form of it, or the first violation. */
  parseSetup(raw: unknown): Result<Setup, Violation<Code>>;
  /**
   * The state before any event, a new object on every call, with an empty ledger (`{ pages: null, tail: [] }`):
   * `replay` appends to it in place.
   */
  initial(setup: Setup): State;
  /**
   * The violation of an event's shape (unknown type, missing, wrong or extra field), or `undefined`. Never
   * reads the state.
   */
  checkEvent(raw: unknown): Violation<Code> | undefined;
  /**
   * Optional fast path for copying and checking an event: a well-formed event read in one pass, each value
   * once, into a new object (the data `snapshot` would copy and `checkEvent` accept). For anything else it
   * returns `undefined`; if it read some of the event, it hands what it read to `passOn` (plain data, or the
   * app's own values where it read no further), which the core then copies and checks the general way, so
   * that no value is read twice. It must never return an event `checkEvent` refuses.
   */
  readEvent?(raw: unknown, passOn: (read: unknown) => void): Event | undefined;
  /** The rule a well-formed event breaks in `state`, or `undefined` when it is legal now. Never writes. */
  validate(state: State, event: Event): Violation<Code> | undefined;
  /**
   * Folds a legal event into `draft` and hands every ledger entry it causes to `post`. `index` is the
   * event's 0-based position in the record. It never changes the event: a resumed game keeps the one it
   * was given for its record.
   */
  mutate(draft: Draft<State>, event: Event, index: number, post: (entry: EntryOf<State>) => void): void;
}
