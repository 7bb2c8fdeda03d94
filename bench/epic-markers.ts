// Epic markers: what one markerAssigned costs as the markers held grow. Replays a round of N
// markerAssigned events with N distinct markers against the same round with 3 markers passed
// around, and times `apply` of one more markerAssigned (a new marker, and one moved from another
// ship) on a state holding M markers. Run from the project root with `npm run bench:epic-markers`;
// `-- 20000 40000` sets N and M (defaults 20,000 and 40,000).
import { apply, type EpicState, replay } from "../src/modes/epic/index.js";

const N = Number(process.argv[2] ?? 20_000);
const M = Number(process.argv[3] ?? 40_000);
const SHIPS = ["a1", "a2", "b1", "b2"];

const setup = {
  scoring: "points",
  players: [
    { id: "a", order: 1, ships: [{ id: "a1", hull: 3, shields: 2, points: 40 }, { id: "a2", hull: 3, shields: 2, points: 40 }] },
    { id: "b", order: 2, ships: [{ id: "b1", hull: 3, shields: 2, points: 40 }, { id: "b2", hull: 3, shields: 2, points: 40 }] },
  ],
};

function round(count: number, marker: (i: number) => string) {
  const events: unknown[] = [{ type: "roundStarted" }];
  for (let i = 0; i < count; i++) events.push({ type: "markerAssigned", ship: SHIPS[i % SHIPS.length], marker: marker(i) });
  return { mode: "epic", version: 1, setup, events };
}

/** The median of `runs` timings of `f` (each the mean of `batch` calls), in milliseconds. */
function median(runs: number, f: () => unknown, batch = 1): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) f();
    times.push((performance.now() - t0) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const distinct = round(N, (i) => `m${i}`);
const reused = round(N, (i) => `m${i % 3}`);
// A check that both replays hold what they should, and a warm-up.
if (replay(distinct as never).ships.reduce((n, s) => n + s.markers.length, 0) !== N) throw new Error("distinct: wrong marker count");
if (replay(reused as never).ships.reduce((n, s) => n + s.markers.length, 0) !== 3) throw new Error("reused: wrong marker count");
for (let i = 0; i < 2; i++) {
  replay(distinct as never);
  replay(reused as never);
}
// Alternated, so that a noisy machine slows both alike: the ratio is the median of each pair's.
const pairs: [number, number][] = [];
for (let r = 0; r < 9; r++) pairs.push([median(1, () => replay(distinct as never)), median(1, () => replay(reused as never))]);
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const distinctMs = middle(pairs.map((p) => p[0]));
const reusedMs = middle(pairs.map((p) => p[1]));
const ratio = middle(pairs.map(([d, r]) => d / r));

const held: EpicState = replay(round(M, (i) => `m${i}`) as never);
const damaged = { type: "damaged", target: "b2", amount: 1 } as const;
const fresh = { type: "markerAssigned", ship: "a1", marker: "new" } as const;
const moved = { type: "markerAssigned", ship: "a1", marker: `m${M - 1}` } as const;
const applyOther = median(11, () => apply(held, damaged), 20);
const applyNew = median(11, () => apply(held, fresh), 20);
const applyMoved = median(11, () => apply(held, moved), 20);

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
console.log(`replay, ${N} markerAssigned, ${N} distinct markers: ${ms(distinctMs)}`);
console.log(`replay, ${N} markerAssigned, 3 markers reused: ${ms(reusedMs)}`);
console.log(`ratio distinct / reused (median of ${pairs.length} alternated pairs): ${ratio.toFixed(2)}`);
console.log(`apply on a state holding ${M} markers (${M / SHIPS.length} on each ship): new marker ${ms(applyNew)}, marker moved between ships ${ms(applyMoved)}, damaged ${ms(applyOther)}`);
