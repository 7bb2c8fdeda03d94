// A record as the page holds it: scored once when it is loaded (one replay), then kept up to date
// event by event: an appended event is one `tryApply` on the last state, an undo goes back to a state
// kept from before. Each step costs the length of the record once (the scoreboard's explained ledger,
// the chart's series read from it), never a replay per point or per step.
import { ok, type Result, type RuleViolation } from "ace-ledger";
import type { Board, GameRecord, Mode, State } from "./mode.js";

export interface Series {
  /** Positions drawn: the number of events played (0 = before the first). */
  readonly xs: readonly number[];
  readonly metrics: readonly {
    readonly key: string;
    readonly label: string;
    /** Per player id, the value at each position of `xs`. */
    readonly values: ReadonlyMap<string, readonly number[]>;
    readonly min: number;
    readonly max: number;
  }[];
}

export interface Analysis {
  readonly record: GameRecord;
  readonly mode: Mode;
  /** The first rule the record breaks, or null. */
  readonly error: RuleViolation | null;
  /** How many events replay: all of them, or those before the one that breaks a rule. */
  readonly played: number;
  /** The state after `played` events (the one an app goes on from), or null when the setup is broken. */
  readonly last: State | null;
  /** The scoreboard of `last`, whose ledger the timeline shows. */
  readonly board: Board | null;
  /** Player ids in the order of the standings before the first event (player order). */
  readonly ids: readonly string[];
  readonly series: Series | null;
  /** The states after the last few events played, oldest first, ending with `last`: what undo goes back to. */
  readonly recent: readonly State[];
  /** The state before the first event (null when the setup is broken). */
  readonly initial: State | null;
}

/** The most positions drawn in the chart; a longer game is sampled evenly, the last event always drawn. */
const MAX_POINTS = 240;
/** States kept for undo after a load: when undo has taken them all back, one replay keeps as many again. */
const KEEP = 32;
/** The most states kept for undo as events are appended (states share their structure). */
const MAX_KEPT = 500;

/** `record` scored by `mode`, its own mode's engine (modes.ts loads it). */
export function analyse(record: GameRecord, mode: Mode): Analysis {
  const start = mode.tryReplay({ ...record, events: [] });
  if (!start.ok) return { record, mode, error: start.error, played: 0, last: null, board: null, ids: [], series: null, recent: [], initial: null };
  const { recent, error } = recentStates(mode, record, record.events.length);
  return scored(record, mode, start.value, recent, error);
}

/** The record with `event` appended, or the rule it breaks. `game` breaks none and has a state. */
export function append(game: Analysis, event: unknown): Result<Analysis, RuleViolation> {
  const next = game.mode.tryApply(game.last!, event);
  if (!next.ok) return next;
  return ok(scored({ ...game.record, events: [...game.record.events, event] }, game.mode, game.initial!, [...game.recent.slice(1 - MAX_KEPT), next.value], null));
}

/** The record without its last event. */
export function undo(game: Analysis): Analysis {
  const record = { ...game.record, events: game.record.events.slice(0, -1) };
  // Events after the one that breaks a rule never replayed: taking one back changes only the record;
  // taking back the one that breaks a rule leaves the game as it stood, now whole.
  if (!game.last) return { ...game, record };
  if (game.error) return { ...game, record, error: record.events.length > game.error.event! ? game.error : null };
  const recent = game.recent.length > 1 ? game.recent.slice(0, -1) : recentStates(game.mode, record, record.events.length).recent;
  return scored(record, game.mode, game.initial!, recent, null);
}

/**
 * The states after the last KEEP events of the first `end` (or up to the event that breaks a rule,
 * and that rule): one replay to where they start, then `tryApply` event by event.
 */
function recentStates(mode: Mode, record: GameRecord, end: number): { recent: State[]; error: RuleViolation | null } {
  const from = Math.max(0, end - KEEP);
  const head = mode.tryReplay({ ...record, events: record.events.slice(0, from) });
  // A rule broken before `from`: the state just before that event is all there is to keep.
  if (!head.ok) return { recent: [mode.stateAt(record, head.error.event!)], error: head.error };
  const recent = [head.value];
  for (let i = from; i < end; i++) {
    const next = mode.tryApply(recent[recent.length - 1]!, record.events[i]);
    if (!next.ok) return { recent, error: next.error };
    recent.push(next.value);
  }
  return { recent, error: null };
}

function scored(record: GameRecord, mode: Mode, initial: State, recent: readonly State[], error: RuleViolation | null): Analysis {
  const last = recent[recent.length - 1]!;
  const board = mode.scoreboard(last);
  const first = mode.scoreboard(initial);
  const played = last.eventCount;
  const ids = first.players.map((p) => p.id);
  return { record, mode, error, played, last, board, ids, series: seriesOf(mode, record, initial, first, board, played, ids), recent, initial };
}

/**
 * The chart's points. A score that is a ledger account (Aces High's, Space Race's buoys, Intergalactic
 * Ace's kills) is read from the ledger of the last state, in one pass: its value after x events is the
 * balance of the player's last entry before event x. Epic's total (with the value of ships destroyed)
 * and A.C.E. Fireteam's score (the game as it stands) are no ledger balance: their points are the
 * scoreboards of a fold of `tryApply` over the record, one per point drawn.
 */
function seriesOf(mode: Mode, record: GameRecord, initial: State, first: Board, board: Board, played: number, ids: readonly string[]): Series {
  const step = Math.max(1, played / (MAX_POINTS - 1));
  const drawn = new Set<number>();
  for (let x = 0; x < played; x += step) drawn.add(Math.round(x));
  drawn.add(played);
  const xs = [...drawn];
  const boards = mode.metrics.some((m) => !m.account) ? foldBoards(mode, record, initial, xs) : [];
  const metrics = mode.metrics.map(({ key, label, account }) => {
    const values = new Map<string, number[]>(ids.map((id) => [id, []]));
    if (account) {
      const now = new Map(first.players.map((p) => [p.id, Number(p[key]) || 0]));
      let j = 0;
      for (const x of xs) {
        for (; j < board.ledger.length && board.ledger[j]!.event < x; j++) {
          const entry = board.ledger[j]!;
          if (entry.account === account) now.set(entry.player, entry.balance);
        }
        for (const [id, v] of now) values.get(id)?.push(v);
      }
    } else {
      for (const b of boards) for (const p of b.players) values.get(p.id)?.push(Number(p[key]) || 0);
    }
    let min = 0;
    let max = 1;
    for (const vs of values.values()) for (const v of vs) (min = Math.min(min, v)), (max = Math.max(max, v));
    return { key, label, values, min, max };
  });
  return { xs, metrics };
}

/** The scoreboards after each of `xs` events (ascending): one fold of `tryApply`. */
function foldBoards(mode: Mode, record: GameRecord, initial: State, xs: readonly number[]): Board[] {
  const boards: Board[] = [];
  let state = initial;
  for (const x of xs) {
    for (let i = state.eventCount; i < x; i++) {
      const next = mode.tryApply(state, record.events[i]);
      if (!next.ok) return boards;
      state = next.value;
    }
    boards.push(mode.scoreboard(state));
  }
  return boards;
}
