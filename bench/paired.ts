// Paired measurements: a baseline and the library timed back to back, the order alternating from
// one pair to the next (baseline first in even pairs, library first in odd ones). A ratio is the
// baseline's time over the library's in one pair (throughput of the library against the baseline:
// higher is better); the figure is the median of the pairs' ratios, with their min and max. Pairs
// taken together cancel most of the load of a shared machine, which moves both sides of a pair alike.
// No collection is forced between runs: a forced collection shrinks V8's young generation, and the
// run after it pays for growing it again (replay of the long game: about 80 ms after one, 57 ms
// without), which would weigh on the side that allocates more. The alternation shares out the
// garbage each run leaves to the next.

export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function summarise(xs: readonly number[]): Summary {
  const sorted = [...xs].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 === 1 ? sorted[n >> 1]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return { median, min: sorted[0]!, max: sorted[n - 1]! };
}

export interface Paired {
  readonly name: string;
  readonly baseline: string;
  readonly library: string;
  /** Milliseconds of each measurement, pair by pair. */
  readonly baselineMs: number[];
  readonly libraryMs: number[];
  /** Which ran first in each pair. */
  readonly firstInPair: ("baseline" | "library")[];
  /** Baseline time / library time, pair by pair. */
  readonly ratios: number[];
  readonly ratio: Summary;
  readonly baselineMedianMs: number;
  readonly libraryMedianMs: number;
}

function time(run: () => unknown): number {
  const start = performance.now();
  const kept = run();
  const ms = performance.now() - start;
  if (kept === undefined) throw new Error("a timed run returned nothing");
  return ms;
}

/**
 * `pairs` paired measurements of `baseline` and `library` (each returns something, so nothing is
 * optimised away), after `warmup` runs of each in alternation.
 */
export function paired(name: string, labels: { baseline: string; library: string }, baseline: () => unknown, library: () => unknown, pairs: number, warmup: number): Paired {
  for (let i = 0; i < warmup; i++) {
    time(baseline);
    time(library);
  }
  const baselineMs: number[] = [];
  const libraryMs: number[] = [];
  const firstInPair: ("baseline" | "library")[] = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      baselineMs.push(time(baseline));
      libraryMs.push(time(library));
      firstInPair.push("baseline");
    } else {
      libraryMs.push(time(library));
      baselineMs.push(time(baseline));
      firstInPair.push("library");
    }
  }
  const ratios = baselineMs.map((b, i) => b / libraryMs[i]!);
  return {
    name,
    ...labels,
    baselineMs,
    libraryMs,
    firstInPair,
    ratios,
    ratio: summarise(ratios),
    baselineMedianMs: summarise(baselineMs).median,
    libraryMedianMs: summarise(libraryMs).median,
  };
}
