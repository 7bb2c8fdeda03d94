// A record, scored once when it is loaded or changed: the replay (or the rule it breaks), the state
// an app would go on from, and the points of the chart.
import type { RuleViolation } from "ace-ledger";
import { type Board, type GameRecord, type Mode, MODES, type State } from "./modes.js";

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
}

/** The most positions drawn in the chart; a longer game is sampled evenly, the last event always drawn. */
const MAX_POINTS = 240;

export function analyse(record: GameRecord): Analysis {
  const mode = MODES[record.mode]!;
  const replayed = mode.tryReplay(record);
  let error: RuleViolation | null = null;
  let played = record.events.length;
  let last: State | null = null;
  if (replayed.ok) {
    last = replayed.value;
  } else {
    error = replayed.error;
    played = error.event ?? 0;
    // The state just before the event that breaks a rule (none when the setup itself is broken).
    if (error.event !== null) last = mode.stateAt(record, error.event);
  }
  if (last === null) return { record, mode, error, played: 0, last, board: null, ids: [], series: null };
  const board = mode.scoreboard(last);
  const states = mode.history({ ...record, events: record.events.slice(0, played) });
  const ids = mode.scoreboard(states[0]!).players.map((p) => p.id);
  return { record, mode, error, played, last, board, ids, series: seriesOf(mode, states, ids) };
}

function seriesOf(mode: Mode, states: readonly State[], ids: readonly string[]): Series {
  const n = states.length - 1;
  const step = Math.max(1, n / (MAX_POINTS - 1));
  const xs: number[] = [];
  for (let x = 0; x < n; x += step) xs.push(Math.round(x));
  xs.push(n);
  const boards = [...new Set(xs)].map((x) => mode.scoreboard(states[x]!));
  const metrics = mode.metrics.map(({ key, label }) => {
    const values = new Map<string, number[]>(ids.map((id) => [id, []]));
    for (const board of boards) {
      for (const p of board.players) values.get(p.id)?.push(Number(p[key]) || 0);
    }
    const all = [...values.values()].flat();
    return { key, label, values, min: Math.min(0, ...all), max: Math.max(1, ...all) };
  });
  return { xs: [...new Set(xs)], metrics };
}
