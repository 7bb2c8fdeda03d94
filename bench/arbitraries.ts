// How long the Aces High records of `ace-ledger/testing` are: events, rounds and how the games end,
// over a fixed number of samples with a fixed seed, so the figures in docs/testing.md can be
// reproduced. Run from the project root with `npm run bench:game-lengths -- aces-high`.
// "byLimit": over with time never called (the victory limit ended it); "byTime": time was called.
import fc from "fast-check";
import { type AcesHighRecord, replay } from "../src/modes/aces-high/index.js";
import { arbitraries, type RecordOptions } from "../src/testing/index.js";
import { GAMES, PREFIX_GAMES } from "../test/properties/games.js";

export interface LengthFigures {
  readonly options: string;
  readonly samples: number;
  readonly events: { readonly min: number; readonly median: number; readonly p90: number; readonly max: number };
  readonly rounds: { readonly median: number; readonly max: number };
  /** Share of games over, ended by the victory limit (time not called), ended by time called. */
  readonly over: number;
  readonly byLimit: number;
  readonly byTime: number;
  readonly over200: number;
  /** Median events of the games the victory limit ended. */
  readonly limitMedian: number | null;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const share = (n: number, of: number) => Math.round((n / of) * 1000) / 1000;

/** Samples `arbitrary` as `fc.assert` would (same sizes and bias) and summarises the games. */
export function lengthFigures(label: string, arbitrary: fc.Arbitrary<AcesHighRecord>, samples: number, seed = 42): LengthFigures {
  const events: number[] = [];
  const rounds: number[] = [];
  let over = 0;
  let byLimit = 0;
  let byTime = 0;
  const limitEnded: number[] = [];
  for (const record of fc.sample(arbitrary, { numRuns: samples, seed })) {
    const state = replay(record);
    events.push(record.events.length);
    rounds.push(state.round);
    if (state.over) {
      over++;
      if (state.timeCalled) byTime++;
      else {
        byLimit++;
        limitEnded.push(record.events.length);
      }
    }
  }
  events.sort((a, b) => a - b);
  rounds.sort((a, b) => a - b);
  limitEnded.sort((a, b) => a - b);
  return {
    options: label,
    samples,
    events: { min: events[0]!, median: quantile(events, 0.5), p90: quantile(events, 0.9), max: events.at(-1)! },
    rounds: { median: quantile(rounds, 0.5), max: rounds.at(-1)! },
    over: share(over, samples),
    byLimit: share(byLimit, samples),
    byTime: share(byTime, samples),
    over200: share(events.filter((n) => n > 200).length, samples),
    limitMedian: limitEnded.length > 0 ? quantile(limitEnded, 0.5) : null,
  };
}

/** The options measured: the default, the README's example, each bound, and what the tests run on. */
const cases: [string, RecordOptions, number][] = [
  ["acesHighRecord()", {}, 10_000],
  ["acesHighRecord({ maxPlayers: 6, finished: true })", { maxPlayers: 6, finished: true }, 1_000],
  ["acesHighRecord({ maxEvents: 200 })", { maxEvents: 200 }, 1_000],
  ["acesHighRecord({ minEvents: 60, maxEvents: 200, finished: true })", { minEvents: 60, maxEvents: 200, finished: true }, 1_000],
  [`tests: GAMES ${JSON.stringify(GAMES)}`, GAMES, 10_000],
  [`tests: PREFIX_GAMES ${JSON.stringify(PREFIX_GAMES)}`, PREFIX_GAMES, 1_000],
];

export function arbitrariesReport(): LengthFigures[] {
  return cases.map(([label, options, samples]) => lengthFigures(label, arbitraries.acesHighRecord(options), samples));
}
