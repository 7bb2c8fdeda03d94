// What `resumeGame(record)` costs beside `replay(record)` on a long Aces High record (bench/synthetic.ts:
// eight aces, every event scored), and beside what an app did before it, `startGame(record.setup)` with
// each event applied. Medians of runs taken in turns, after a warm-up, the collector run before each.
// Run from the project root with `npm run bench:resume` (100,000 events), or `npm run bench:resume -- 10000`.
import { performance } from "node:perf_hooks";
import { replay, resumeGame, startGame } from "../src/modes/aces-high/index.js";
import { longGame } from "./synthetic.js";

const [count = "100000"] = process.argv.slice(2);
const record = longGame(Number(count));
const gc = (globalThis as { gc?: () => void }).gc;

/** The median time of each of `runs`, taken in turns (the machine's load falls on all of them alike), after a warm-up. */
function medians(runs: readonly (() => unknown)[], times: number): number[] {
  for (const run of runs) run();
  const ms: number[][] = runs.map(() => []);
  for (let i = 0; i < times; i++) {
    runs.forEach((run, k) => {
      gc?.();
      const t = performance.now();
      run();
      ms[k]!.push(performance.now() - t);
    });
  }
  return ms.map((m) => m.sort((a, b) => a - b)[times >> 1]!);
}

const [replayed, resumed] = medians([() => replay(record), () => resumeGame(record)], 15);
const [folded, withHistory, saved] = medians([
  () => {
    const game = startGame(record.setup);
    for (const e of record.events) game.apply(e);
  },
  () => resumeGame(record).history,
  () => resumeGame(record).record,
], 3);
const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(`${record.events.length} events: replay ${ms(replayed!)}, resumeGame ${ms(resumed!)} (${(resumed! / replayed!).toFixed(2)}x replay)`);
console.log(`startGame + apply each ${ms(folded!)}; resumeGame then its history ${ms(withHistory!)}; resumeGame then its record ${ms(saved!)}`);
