// What the page knows of a mode: its engine functions and scoreboard behind one small interface, built
// by `mode()` from the library's own functions. Nothing here scores: every number comes from the
// library. Each mode's adapter is a file of its own (mode-*.ts): Aces High is part of app.js, the others
// are chunks the page loads when a record of their mode is opened (modes.ts).
import type { ExplainedEntry, Result, RuleViolation } from "ace-ledger";
import type { JSX } from "preact";

/** What every mode's scoreboard has: its standings (best first), the winners, the explained ledger. */
export interface Board {
  readonly mode: string;
  readonly over: boolean;
  readonly players: readonly Standing[];
  readonly winners: readonly string[];
  readonly ledger: readonly ExplainedEntry[];
}

/** A player's line: `id` and `rank`, then the mode's own fields. */
export interface Standing {
  readonly id: string;
  readonly rank: number;
  readonly [field: string]: unknown;
}

/** A state of any mode: opaque to the page, handed back to the same mode's functions. */
export type State = { readonly eventCount: number };

/** A record as the page holds it: the parsed JSON object of a game record. */
export interface GameRecord {
  readonly mode: string;
  readonly version?: number;
  readonly setup: unknown;
  readonly events: readonly unknown[];
  readonly meta?: unknown;
}

export interface Mode {
  readonly name: string;
  tryReplay(record: GameRecord): Result<State, RuleViolation>;
  tryApply(state: State, event: unknown): Result<State, RuleViolation>;
  /** The state after the first `n` events, `n` no more than the events that replay. */
  stateAt(record: GameRecord, n: number): State;
  scoreboard(state: State): Board;
  /** The first line of `ace-ledger score`. */
  title(board: Board): string;
  /**
   * The standings fields drawn in the chart, one panel each, with the ledger account each one is the
   * balance of (the chart reads it from the ledger), when it is one.
   */
  readonly metrics: readonly { readonly key: string; readonly label: string; readonly account?: string }[];
  /** What the mode's report shows besides the standings (mode-details.tsx), when it shows more. */
  readonly Details?: (props: { readonly board: Board }) => JSX.Element;
}

// Each mode's functions, with its own state and scoreboard types erased to the page's.
interface Engine<S, B> {
  tryReplay(record: never): Result<S, RuleViolation>;
  tryApply(state: S, event: unknown): Result<S, RuleViolation>;
  scoreboard(state: S): B;
}

export function mode<S, B>(name: string, engine: Engine<S, B>, title: (board: B) => string, metrics: Mode["metrics"], Details?: Mode["Details"]): Mode {
  const e = engine as unknown as Engine<State, Board> & { tryReplay(record: GameRecord): Result<State, RuleViolation> };
  return {
    name,
    tryReplay: (record) => e.tryReplay(record),
    tryApply: (state, event) => e.tryApply(state, event),
    // The replay of the first n events (n no more than replay): the library's stateAt is the same
    // replay, and the page then carries one function less per mode.
    stateAt: (record, n) => (e.tryReplay({ ...record, events: record.events.slice(0, n) }) as { value: State }).value,
    scoreboard: (state) => e.scoreboard(state),
    title: title as unknown as (board: Board) => string,
    metrics,
    ...(Details && { Details }),
  };
}

export const status = (over: boolean, done = "game over") => (over ? done : "in progress");

