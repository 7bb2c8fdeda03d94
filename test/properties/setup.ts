import fc from "fast-check";

// Thousands of runs by default; FC_RUNS scales them, FC_SEED replays a failure (fast-check prints
// the seed and the counterexample path on every failure).
const runs = Number(process.env.FC_RUNS ?? "0");
const seed = process.env.FC_SEED;
fc.configureGlobal({
  ...(runs > 0 ? { numRuns: runs } : {}),
  ...(seed !== undefined ? { seed: Number(seed) } : {}),
  verbose: 1,
});

export const RUNS = (n: number) => (runs > 0 ? runs : n);
