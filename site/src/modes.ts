// The five modes as the page sees them: each mode's own engine functions and scoreboard, from the
// library's entries, behind one small interface. Nothing here scores: every number comes from the
// library.
import type { ExplainedEntry, Result, RuleViolation } from "ace-ledger";
// Named imports, never a namespace passed around: the bundle keeps only what the page uses.
import { scoreboard as ahScoreboard, tryApply as ahTryApply, tryReplay as ahTryReplay } from "ace-ledger/aces-high";
import { scoreboard as epScoreboard, tryApply as epTryApply, tryReplay as epTryReplay } from "ace-ledger/epic";
import { lowestWins, scoreboard as ftScoreboard, tryApply as ftTryApply, tryReplay as ftTryReplay } from "ace-ledger/fireteam";
import { scoreboard as iaScoreboard, tryApply as iaTryApply, tryReplay as iaTryReplay } from "ace-ledger/intergalactic-ace";
import { scoreboard as srScoreboard, tryApply as srTryApply, tryReplay as srTryReplay } from "ace-ledger/space-race";

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
  readonly label: string;
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
}

// Each mode's functions, with its own state and scoreboard types erased to the page's.
interface Engine<S, B> {
  tryReplay(record: never): Result<S, RuleViolation>;
  tryApply(state: S, event: unknown): Result<S, RuleViolation>;
  scoreboard(state: S): B;
}

function mode<S, B>(name: string, label: string, engine: Engine<S, B>, title: (board: B) => string, metrics: Mode["metrics"]): Mode {
  const e = engine as unknown as Engine<State, Board> & { tryReplay(record: GameRecord): Result<State, RuleViolation> };
  return {
    name,
    label,
    tryReplay: (record) => e.tryReplay(record),
    tryApply: (state, event) => e.tryApply(state, event),
    // The replay of the first n events (n no more than replay): the library's stateAt is the same
    // replay, and the page then carries one function less per mode.
    stateAt: (record, n) => (e.tryReplay({ ...record, events: record.events.slice(0, n) }) as { value: State }).value,
    scoreboard: (state) => e.scoreboard(state),
    title: title as unknown as (board: Board) => string,
    metrics,
  };
}

const status = (over: boolean, done = "game over") => (over ? done : "in progress");

export const MODES: { readonly [name: string]: Mode } = {
  "aces-high": mode("aces-high", "Aces High", { tryReplay: ahTryReplay, tryApply: ahTryApply, scoreboard: ahScoreboard }, (b) => `Aces High, round ${b.round}, ${status(b.over)}`, [
    { key: "victory", label: "Victory", account: "victory" },
    { key: "bounty", label: "Bounty", account: "bounty" },
  ]),
  epic: mode("epic", "Epic Battles", { tryReplay: epTryReplay, tryApply: epTryApply, scoreboard: epScoreboard }, (b) => `Epic, round ${b.round}, ${status(b.over)}`, [{ key: "total", label: "Total" }]),
  "space-race": mode("space-race", "Space Race", { tryReplay: srTryReplay, tryApply: srTryApply, scoreboard: srScoreboard }, (b) => `Space Race, round ${b.round}, ${status(b.over, "race over")}`, [
    { key: "buoysDone", label: "Buoys", account: "buoys" },
  ]),
  fireteam: mode(
    "fireteam",
    "A.C.E. Fireteam",
    { tryReplay: ftTryReplay, tryApply: ftTryApply, scoreboard: ftScoreboard },
    (b) => `A.C.E. Fireteam, ${b.gameMode} (${lowestWins(b) ? "lowest" : "highest"} score wins), turn ${b.turn} phase ${b.phase}, ${status(b.over)}`,
    // The score of the game as it stands (sectors held, units down): not a ledger account.
    [{ key: "score", label: "Score" }],
  ),
  "intergalactic-ace": mode(
    "intergalactic-ace",
    "Intergalactic Ace",
    { tryReplay: iaTryReplay, tryApply: iaTryApply, scoreboard: iaScoreboard },
    (b) => `Intergalactic Ace, round ${b.round}, ${b.over ? "game over" : `in progress, ${b.next} to play`}`,
    [{ key: "kills", label: "Kills", account: "kills" }],
  ),
};

/** The line under the standings, as `ace-ledger score` ends its report. */
export function winnerLine(board: Board): string {
  if (!board.over) return board.mode === "aces-high" ? "No winner yet: the game is not over." : board.mode === "intergalactic-ace" ? "No Intergalactic Ace yet." : "No winner yet.";
  const teams = (board as Board & { teams?: readonly { rank: number }[] }).teams;
  const firsts = teams ? teams.filter((t) => t.rank === 1).length : board.winners.length;
  if (board.mode === "epic" && firsts > 1) return `Draw: ${board.winners.join(", ")}`;
  return `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}`;
}

/** Column headings for the standings fields; any other field shows under its own name. */
export const LABELS: { readonly [field: string]: string } = {
  victoryCounters: "counters",
  buoysDone: "buoys",
  nextBuoy: "next buoy",
  finishedRound: "finished (round)",
  shieldsLost: "shields lost",
  hullDamage: "hull damage",
};

/** How the page shows a standings value: the value itself, "-" for none. */
export function show(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(show).join(", ");
  return String(value);
}
