// What one `tryApply` costs early and late in one long game: folds `tryApply` over the whole record,
// keeping the states where two windows of `window` events start (at event `window` and at the end of
// the record), then times each window again from its state, `repeats` times, the two windows back to
// back in alternating order. Used by `npm run bench` (per-event cost at event 1,000 and at event
// 1,000,000) and `npm run bench:scale`.
import { type AcesHighRecord, type AcesHighState, replay, start, tryApply } from "../src/modes/aces-high/index.js";
import { type Summary, summarise } from "./paired.js";

export interface ApplyScale {
  readonly events: number;
  readonly window: number;
  /** First event of each window. */
  readonly earlyAt: number;
  readonly lateAt: number;
  /** Microseconds per event of each timed window, repeat by repeat. */
  readonly earlyUs: number[];
  readonly lateUs: number[];
  /** Late / early, repeat by repeat (each repeat times both windows back to back). */
  readonly ratios: number[];
  readonly early: Summary;
  readonly late: Summary;
  readonly ratio: Summary;
  /** The fold over the whole record, and its per-event cost in the two windows on the way. */
  readonly foldMs: number;
  readonly foldWindowsUs: Record<string, number>;
}

function fold(record: AcesHighRecord, from: AcesHighState, first: number, count: number): AcesHighState {
  let s = from;
  for (let i = first; i < first + count; i++) {
    const next = tryApply(s, record.events[i]);
    if (!next.ok) throw new Error(`tryApply rejected event ${i} of the long game: ${next.error.code} ${next.error.message}`);
    s = next.value;
  }
  return s;
}

export function applyScale(record: AcesHighRecord, window: number, repeats: number): ApplyScale {
  const events = record.events.length;
  const earlyAt = window;
  const lateAt = events - window;
  if (lateAt <= earlyAt || events % window !== 0) throw new Error(`expected a record of a multiple of ${window} events, longer than ${2 * window}`);
  const perEvent = (ms: number) => (ms * 1000) / window;
  let state = start(record.setup);
  let atEarly: AcesHighState | undefined;
  let atLate: AcesHighState | undefined;
  const foldWindowsUs: Record<string, number> = {};
  const foldStart = performance.now();
  let t = foldStart;
  for (let i = 0; i < events; i += window) {
    if (i === earlyAt) atEarly = state;
    if (i === lateAt) atLate = state;
    state = fold(record, state, i, window);
    const now = performance.now();
    if (i === earlyAt || i === lateAt) foldWindowsUs[`events ${i}-${i + window - 1}`] = perEvent(now - t);
    t = now;
  }
  const foldMs = performance.now() - foldStart;
  if (state.eventCount !== events || atEarly === undefined || atLate === undefined) throw new Error("unreachable");
  if (JSON.stringify(state.players) !== JSON.stringify(replay(record).players)) throw new Error("the fold of tryApply and replay disagree on the long game");
  state = undefined as unknown as AcesHighState;
  const earlyUs: number[] = [];
  const lateUs: number[] = [];
  const timeWindow = (from: AcesHighState, first: number) => {
    const begin = performance.now();
    fold(record, from, first, window);
    return perEvent(performance.now() - begin);
  };
  // No forced collection between repeats: the window after one is slower (see bench/paired.ts).
  for (let r = 0; r < repeats; r++) {
    if (r % 2 === 0) {
      earlyUs.push(timeWindow(atEarly, earlyAt));
      lateUs.push(timeWindow(atLate, lateAt));
    } else {
      lateUs.push(timeWindow(atLate, lateAt));
      earlyUs.push(timeWindow(atEarly, earlyAt));
    }
  }
  const ratios = lateUs.map((late, i) => late / earlyUs[i]!);
  return { events, window, earlyAt, lateAt, earlyUs, lateUs, ratios, early: summarise(earlyUs), late: summarise(lateUs), ratio: summarise(ratios), foldMs, foldWindowsUs };
}
