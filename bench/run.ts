import { writeFileSync } from "node:fs";
import os from "node:os";
import { produce } from "immer";
import { Bench } from "tinybench";
import { apply, replay, start, type AcesHighRecord, type AcesHighState } from "../src/modes/aces-high/index.js";
import { initialScore, scoreEvent, type ScoreState } from "./scorer.js";
import { league, longGame } from "./synthetic.js";

// Figures are ratios against baselines measured in the same run, never absolute targets.
const LONG_EVENTS = 100_000;
const long = longGame(LONG_EVENTS);
const games = league(1000);
const leagueEvents = games.reduce((n, g) => n + g.events.length, 0);

function foldApply(record: AcesHighRecord): AcesHighState {
  let state = start(record.setup);
  for (const e of record.events) state = apply(state, e);
  return state;
}

function mutableScore(record: AcesHighRecord): ScoreState {
  const s = initialScore(record);
  const events = record.events;
  for (let i = 0; i < events.length; i++) scoreEvent(s, events[i]!, i);
  return s;
}

function immerScore(record: AcesHighRecord): ScoreState {
  let s = initialScore(record);
  const events = record.events;
  for (let i = 0; i < events.length; i++) s = produce(s, (d: ScoreState) => scoreEvent(d, events[i]!, i));
  return s;
}

type Scores = Record<string, [number, number]>;
const fromState = (s: AcesHighState): Scores => Object.fromEntries(s.players.map((p) => [p.id, [p.victory, p.bounty]]));
const fromScore = (s: ScoreState): Scores => Object.fromEntries(s.ids.map((id, i) => [id, [s.victory[i]!, s.bounty[i]!]]));

function agree(label: string, a: Scores, b: Scores) {
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${label}: the paths disagree\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
}

// 1. Every path computes the same final scores before anything is timed.
const reference = fromState(replay(long));
agree("apply vs replay (100k)", fromState(foldApply(long)), reference);
agree("mutable baseline vs replay (100k)", fromScore(mutableScore(long)), reference);
agree("immer reducer vs replay (100k)", fromScore(immerScore(long)), reference);
for (const g of games) agree("league game", fromScore(mutableScore(g)), fromState(replay(g)));
console.log(`agreement: all paths give the same final victory and bounty (${LONG_EVENTS} events; ${games.length} league games, ${leagueEvents} events)`);

// 2. Memory held by the replayed state and ledger of the long record.
const gc = (globalThis as { gc?: () => void }).gc;
let bytesPerEvent: number | null = null;
if (gc) {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = replay(long);
  gc();
  bytesPerEvent = Math.round((process.memoryUsage().heapUsed - before) / LONG_EVENTS);
  if (kept.eventCount !== LONG_EVENTS) throw new Error("unreachable");
}

// 3. Timing.
const bench = new Bench({ time: 3000, warmupTime: 500, iterations: 5 });
bench
  .add("replay 100k events", () => void replay(long))
  .add("fold apply 100k events (immer path)", () => void foldApply(long))
  .add("baseline: hand-written mutable scorer 100k", () => void mutableScore(long))
  .add("peer: plain immer reducer 100k", () => void immerScore(long))
  .add("replay league: 1000 games", () => {
    for (const g of games) replay(g);
  })
  .add("baseline league: 1000 games", () => {
    for (const g of games) mutableScore(g);
  });
await bench.run();
console.table(bench.table());

const mean = (name: string) => {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || !("latency" in result)) throw new Error(`no result for ${name}`);
  return result.latency.mean;
};
const ratios = {
  replayVsBaseline: mean("baseline: hand-written mutable scorer 100k") / mean("replay 100k events"),
  applyVsImmerReducer: mean("peer: plain immer reducer 100k") / mean("fold apply 100k events (immer path)"),
  leagueReplayVsBaseline: mean("baseline league: 1000 games") / mean("replay league: 1000 games"),
};
const targets = { replayVsBaseline: 0.25, applyVsImmerReducer: 0.8 };
console.log("\nthroughput ratios (higher is better; same run, same machine):");
console.log(`  replay / mutable baseline       ${ratios.replayVsBaseline.toFixed(3)}  (target >= ${targets.replayVsBaseline}) ${ratios.replayVsBaseline >= targets.replayVsBaseline ? "met" : "MISSED"}`);
console.log(`  apply / plain immer reducer     ${ratios.applyVsImmerReducer.toFixed(3)}  (target >= ${targets.applyVsImmerReducer}) ${ratios.applyVsImmerReducer >= targets.applyVsImmerReducer ? "met" : "MISSED"}`);
console.log(`  league replay / league baseline ${ratios.leagueReplayVsBaseline.toFixed(3)}`);
console.log(`  replay memory (state + ledger)  ${bytesPerEvent === null ? "n/a (run with --expose-gc)" : `${bytesPerEvent} bytes per event`}`);

const summary = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpu: os.cpus()[0]?.model ?? "unknown", cores: os.cpus().length, platform: `${os.platform()} ${os.arch()}` },
  records: { longEvents: LONG_EVENTS, leagueGames: games.length, leagueEvents },
  meanMs: Object.fromEntries(bench.tasks.map((t) => [t.name, mean(t.name)])),
  ratios,
  targets,
  bytesPerEvent,
};
writeFileSync(new URL("../results.json", import.meta.url), JSON.stringify(summary, null, 2) + "\n");
console.log("\nsummary written to bench/results.json");
