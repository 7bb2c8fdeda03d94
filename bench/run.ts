// `npm run bench`: the library against baselines that do the same work, measured in one process on one
// machine (docs/performance.md, "Method"). In order:
// 1. the equality gate (bench/gate.ts): replay, the fold of tryApply, the mutable baseline and the immer
//    peer give the same ledgers and states, and the same rejections, on the long game, the league and
//    thousands of random records; any difference fails the run before anything is timed;
// 2. memory held by a replayed state;
// 3. paired timings (bench/paired.ts): replay / mutable baseline, fold of apply / immer peer, league
//    replay / league mutable baseline;
// 4. per-event tryApply at event 1,000 and at event 1,000,000 of one game (bench/apply-scale.ts);
// 5. the cold CLI against `node -e 0` (bench/cli-cold.ts; builds the package when it is stale).
// Figures are printed beside the targets of the issue; a missed target is reported, never fatal.
// Everything measured, sample by sample, goes to bench/results.json. `-- quick` runs a smaller version.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { apply, replay, start, type AcesHighRecord } from "../src/modes/aces-high/index.js";
import { applyScale } from "./apply-scale.js";
import { peerStart, peerTryApply } from "./baseline/immer-peer.js";
import { tryReplayMutable } from "./baseline/mutable.js";
import { builtCli, coldCli, type ColdCli } from "./cli-cold.js";
import { runGate } from "./gate.js";
import { type Paired, paired } from "./paired.js";
import { league, longGame } from "./synthetic.js";

const quick = process.argv.includes("quick");
const LONG_EVENTS = quick ? 20_000 : 100_000;
const LEAGUE_GAMES = quick ? 200 : 1000;
const GATE = quick ? { valid: 300, invalid: 300, corrupted: 300 } : { valid: 2000, invalid: 2000, corrupted: 2000 };
const PAIRS = quick ? 10 : 15;
const APPLY_PAIRS = quick ? 10 : 11;
const SCALE_EVENTS = quick ? 100_000 : 1_000_000;
const SCALE_WINDOW = 1_000;
const SCALE_REPEATS = 41;
const CLI_RUNS = quick ? 10 : 21;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const log = (line: string) => console.log(line);
const gc = (globalThis as { gc?: () => void }).gc;
const startedAt = new Date();
const loadBefore = os.loadavg();

// Records: built deterministically (bench/synthetic.ts).
let t = performance.now();
const long = longGame(LONG_EVENTS);
const games = league(LEAGUE_GAMES);
const leagueEvents = games.reduce((n, g) => n + g.events.length, 0);
log(`records: long game of ${LONG_EVENTS} events, league of ${games.length} games (${leagueEvents} events), built in ${Math.round(performance.now() - t)} ms`);

// 1. The equality gate. Throws (and so fails the run) on any difference.
log("\nequality gate (replay, fold of tryApply, mutable baseline, immer peer):");
const demo = JSON.parse(readFileSync(join(ROOT, "examples", "aces-high-demo.json"), "utf8")) as AcesHighRecord;
const gateReport = runGate(long, games, demo, GATE, log);
log(`  passed in ${(gateReport.ms / 1000).toFixed(1)} s`);

// 2. Memory held by the replayed state and ledger of the long game.
let bytesPerEvent: number | null = null;
if (gc) {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = replay(long);
  gc();
  bytesPerEvent = Math.round((process.memoryUsage().heapUsed - before) / LONG_EVENTS);
  if (kept.eventCount !== LONG_EVENTS) throw new Error("unreachable");
}

// 3. Paired timings.
function mutableRun(record: AcesHighRecord) {
  const r = tryReplayMutable(record);
  if (!r.ok) throw new Error(`the mutable baseline rejected a record the gate accepted: ${r.error.code}`);
  return r.game;
}
function foldApply(record: AcesHighRecord) {
  let state = start(record.setup);
  for (const e of record.events) state = apply(state, e);
  return state;
}
function peerRun(record: AcesHighRecord) {
  const started = peerStart(record.setup);
  if (!started.ok) throw new Error(`the immer peer rejected a setup the gate accepted: ${started.error.code}`);
  for (const e of record.events) {
    const broken = peerTryApply(started.game, e);
    if (broken) throw new Error(`the immer peer rejected an event the gate accepted: ${broken.code}`);
  }
  return started.game;
}

log(`\npaired timings (median of ${PAIRS} pairs, ${APPLY_PAIRS} for apply; each pair back to back, order alternating):`);
const pairs: Paired[] = [];
const show = (p: Paired) => log(`  ${p.name.padEnd(44)} ratio ${p.ratio.median.toFixed(3)} (${p.ratio.min.toFixed(3)} to ${p.ratio.max.toFixed(3)}); medians ${p.libraryMedianMs.toFixed(1)} ms library, ${p.baselineMedianMs.toFixed(1)} ms baseline`);
pairs.push(paired(`replay / mutable baseline, ${LONG_EVENTS} events`, { baseline: "mutable baseline", library: "replay" }, () => mutableRun(long), () => replay(long), PAIRS, 3));
show(pairs.at(-1)!);
pairs.push(paired(`league replay / league mutable baseline, ${games.length} games`, { baseline: "mutable baseline", library: "replay" }, () => games.map(mutableRun), () => games.map((g) => replay(g)), PAIRS, 3));
show(pairs.at(-1)!);
pairs.push(paired(`fold apply / immer peer, ${LONG_EVENTS} events`, { baseline: "immer peer", library: "fold of apply" }, () => peerRun(long), () => foldApply(long), APPLY_PAIRS, 1));
show(pairs.at(-1)!);

// 4. Per-event tryApply early and late in one long game.
log(`\nper-event tryApply at event ${SCALE_WINDOW} and at event ${SCALE_EVENTS} (windows of ${SCALE_WINDOW} events, ${SCALE_REPEATS} repeats):`);
t = performance.now();
const scaleRecord = longGame(SCALE_EVENTS);
log(`  built the ${SCALE_EVENTS}-event game in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const scale = applyScale(scaleRecord, SCALE_WINDOW, SCALE_REPEATS);
log(`  fold of tryApply over ${SCALE_EVENTS} events: ${(scale.foldMs / 1000).toFixed(1)} s`);
log(`  at event ${scale.earlyAt}: ${scale.early.median.toFixed(2)} us (${scale.early.min.toFixed(2)} to ${scale.early.max.toFixed(2)}); at event ${scale.lateAt}: ${scale.late.median.toFixed(2)} us (${scale.late.min.toFixed(2)} to ${scale.late.max.toFixed(2)})`);

// 5. The cold CLI.
log(`\ncold CLI against node -e 0 (${CLI_RUNS} runs each, alternating):`);
const cliBuild = builtCli(ROOT, log);
let cli: ColdCli | { error: string };
if ("error" in cliBuild) {
  cli = cliBuild;
  log(`  NOT MEASURED: ${cliBuild.error}`);
} else {
  cli = coldCli(ROOT, cliBuild.bin, cliBuild.built, cliBuild.stale, CLI_RUNS);
  log(`  ${cli.command}: ${cli.cli.median.toFixed(1)} ms (${cli.cli.min.toFixed(1)} to ${cli.cli.max.toFixed(1)}); node -e 0: ${cli.node.median.toFixed(1)} ms (${cli.node.min.toFixed(1)} to ${cli.node.max.toFixed(1)})`);
}

// Figures against the targets of the issue.
interface Figure {
  readonly figure: string;
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly target: string;
  readonly met: boolean | null;
}
const atLeast = (x: number | null, target: number) => (x === null ? null : x >= target);
const atMost = (x: number | null, target: number) => (x === null ? null : x <= target);
const [replayPair, leaguePair, applyPair] = pairs as [Paired, Paired, Paired];
const cliRatio = "error" in cli ? null : cli.ratio;
const figures: Figure[] = [
  { figure: replayPair.name, ...replayPair.ratio, target: ">= 0.6", met: atLeast(replayPair.ratio.median, 0.6) },
  { figure: applyPair.name, ...applyPair.ratio, target: ">= 1.0", met: atLeast(applyPair.ratio.median, 1.0) },
  { figure: `tryApply per event, event ${scale.lateAt} / event ${scale.earlyAt}`, ...scale.ratio, target: "<= 1.3", met: atMost(scale.ratio.median, 1.3) },
  { figure: `cold CLI score of the demo / node -e 0 (medians)${"error" in cli || cli.stale === null ? "" : ", STALE build"}`, median: cliRatio, min: "error" in cli ? null : cli.pairRatio.min, max: "error" in cli ? null : cli.pairRatio.max, target: "<= 1.15", met: atMost(cliRatio, 1.15) },
  { figure: leaguePair.name, ...leaguePair.ratio, target: "(reported)", met: null },
  { figure: "replay memory, state + ledger, bytes per event", median: bytesPerEvent, min: null, max: null, target: "(reported)", met: null },
];
const num = (x: number | null, digits = 3) => (x === null ? "n/a" : Number.isInteger(x) ? String(x) : x.toFixed(digits));
log("\nfigures (ratios: throughput of the library against its baseline, higher is better, except the two at most):");
log(`  ${"figure".padEnd(58)} ${"median".padStart(7)}  ${"min to max".padEnd(15)} ${"target".padEnd(10)} result`);
for (const f of figures) {
  const range = f.min === null ? "" : `${num(f.min)} to ${num(f.max)}`;
  log(`  ${f.figure.padEnd(58)} ${num(f.median).padStart(7)}  ${range.padEnd(15)} ${f.target.padEnd(10)} ${f.met === null ? "" : f.met ? "met" : "MISSED"}`);
}

const cpus = os.cpus();
const results = {
  date: startedAt.toISOString(),
  command: process.env.npm_lifecycle_event === undefined ? `node ${process.argv.slice(1).join(" ")}` : `npm run ${process.env.npm_lifecycle_event}${quick ? " -- quick" : ""}`,
  script: process.env.npm_lifecycle_script ?? null,
  machine: {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: { start: loadBefore, end: os.loadavg() },
  },
  records: { longEvents: LONG_EVENTS, leagueGames: games.length, leagueEvents, scaleEvents: SCALE_EVENTS },
  gate: gateReport,
  figures,
  paired: pairs,
  applyScale: scale,
  cli,
  bytesPerEvent,
  durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
};
writeFileSync(new URL("../results.json", import.meta.url), JSON.stringify(results, null, 2) + "\n");
log(`\nevery sample written to bench/results.json (${results.durationS} s in all)`);
