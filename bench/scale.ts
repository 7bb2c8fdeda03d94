// Scale figures (docs/performance.md, "Scale"): what an event costs late in a long game against
// early, what `history` holds per state at two lengths, Epic markers, and the CLI table on a
// 1M-event record. Run from the project root with `npm run bench:scale` (it needs --expose-gc and
// the CLI bundle that script builds). Add `-- quick` for a smaller run that checks the script.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { history, type AcesHighRecord } from "../src/modes/aces-high/index.js";
import { replay as epicReplay } from "../src/modes/epic/index.js";
import { applyScale } from "./apply-scale.js";
import { longGame } from "./synthetic.js";

const quick = process.argv[2] === "quick";
const EVENTS = quick ? 100_000 : 1_000_000;
const WINDOW = 1_000;
const REPEATS = 21;
const HISTORY_LENGTHS = quick ? [10_000, 30_000] : [10_000, 100_000, 300_000];
const MARKERS = quick ? 5_000 : 20_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc (npm run bench:scale)");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const us = (ms: number, n: number) => +((ms * 1000) / n).toFixed(2);
const log = (what: string, value: unknown) => console.log(`${what.padEnd(58)} ${typeof value === "string" ? value : JSON.stringify(value)}`);

let t = performance.now();
const long = longGame(EVENTS);
log(`built the Aces High record (${EVENTS} events)`, `${Math.round(performance.now() - t)} ms`);

// 1. Per-event tryApply early and late (bench/apply-scale.ts): fold tryApply over the whole record,
// keep the states where the two windows of WINDOW events start, then time each window again from
// its state, REPEATS times in alternation, and take the medians.
const scale = applyScale(long, WINDOW, REPEATS);
log(`fold tryApply, ${EVENTS} events`, `${(scale.foldMs / 1000).toFixed(1)} s (${us(scale.foldMs, EVENTS)} us per event)`);
log("fold tryApply, us per event in the windows", Object.fromEntries(Object.entries(scale.foldWindowsUs).map(([k, v]) => [k, +v.toFixed(2)])));
log(`tryApply at event ${scale.earlyAt} (median of ${REPEATS} x ${WINDOW} events)`, `${scale.early.median.toFixed(2)} us`);
log(`tryApply at event ${scale.lateAt} (median of ${REPEATS} x ${WINDOW} events)`, `${scale.late.median.toFixed(2)} us`);
log("late / early (median of the paired ratios)", `${scale.ratio.median.toFixed(2)} (${scale.ratio.min.toFixed(2)} to ${scale.ratio.max.toFixed(2)})`);

// 2. History: heap held per state, between two forced collections. In a function, so that the
// states of one length are garbage before the next is measured.
function historyBytesPerState(n: number): number {
  const record: AcesHighRecord = { ...long, events: long.events.slice(0, n) };
  gc!();
  const before = process.memoryUsage().heapUsed;
  const states = history(record);
  gc!();
  return Math.round((process.memoryUsage().heapUsed - before) / states.length);
}
historyBytesPerState(5_000); // warm-up: compiled code is not part of the figure
const historyBytes: Record<number, number> = {};
for (const n of HISTORY_LENGTHS) {
  historyBytes[n] = historyBytesPerState(n);
  log(`history, ${n} events`, `${historyBytes[n]} bytes per state (${((historyBytes[n] * (n + 1)) / 1e6).toFixed(0)} MB)`);
}
const [h1, h2] = HISTORY_LENGTHS;
log(`history bytes per state, ${h2} / ${h1}`, (historyBytes[h2!]! / historyBytes[h1!]!).toFixed(2));

// 3. Epic: replay of MARKERS marker assignments, each marker new, against three markers in turn.
function epicRecord(distinct: number) {
  const ships = ["a1", "a2", "b1", "b2"];
  const events: unknown[] = [{ type: "roundStarted" }];
  for (let i = 0; i < MARKERS; i++) events.push({ type: "markerAssigned", ship: ships[i % 4], marker: `m${i % distinct}` });
  return {
    mode: "epic",
    setup: {
      scoring: "points",
      players: [
        { id: "anna", order: 1, ships: [{ id: "a1", hull: 3, shields: 2, points: 40 }, { id: "a2", hull: 3, shields: 2, points: 40 }] },
        { id: "ben", order: 2, ships: [{ id: "b1", hull: 3, shields: 2, points: 45 }, { id: "b2", hull: 4, shields: 0, points: 30 }] },
      ],
    },
    events,
  };
}
const epicRuns: Record<string, number[]> = { "3 markers": [], [`${MARKERS} markers`]: [] };
const epicRecords = [["3 markers", epicRecord(3)], [`${MARKERS} markers`, epicRecord(MARKERS)]] as const;
for (let r = 0; r < 7; r++) {
  for (const [name, record] of epicRecords) {
    const start = performance.now();
    epicReplay(record);
    epicRuns[name]!.push(performance.now() - start);
  }
}
const epicMs: Record<string, number> = {};
for (const [name] of epicRecords) {
  epicMs[name] = median(epicRuns[name]!);
  log(`epic replay, ${MARKERS} assignments of ${name} (median of 7)`, `${epicMs[name]!.toFixed(1)} ms (${us(epicMs[name]!, MARKERS)} us per event)`);
}
log("epic, distinct / 3", (epicMs[`${MARKERS} markers`]! / epicMs["3 markers"]!).toFixed(2));

// 4. The CLI table of the long record, in a child process: wall time and peak RSS.
const dir = mkdtempSync(join(os.tmpdir(), "ace-ledger-scale-"));
try {
  const file = join(dir, "big.json");
  writeFileSync(file, JSON.stringify(long));
  const peak = join(dir, "peak.cjs");
  writeFileSync(peak, `process.on("exit", () => process.stderr.write("\\nmaxRSS " + process.resourceUsage().maxRSS + "\\n"));\n`);
  const walls: number[] = [];
  const peaks: number[] = [];
  for (let r = 0; r < 3; r++) {
    const start = performance.now();
    const cli = spawnSync(process.execPath, ["--require", peak, "bench/.build/cli.cjs", "score", file], { encoding: "utf8", maxBuffer: 1 << 26 });
    walls.push(performance.now() - start);
    const rss = /maxRSS (\d+)/.exec(cli.stderr)?.[1];
    if (cli.status !== 0 || rss === undefined) throw new Error(`the CLI failed (${cli.status}): ${cli.stderr.slice(0, 2000)}`);
    peaks.push(Number(rss) / 1024);
  }
  log(`CLI score (table), ${EVENTS} events (3 runs)`, `${(median(walls) / 1000).toFixed(2)} s wall (median; best ${(Math.min(...walls) / 1000).toFixed(2)} s), ${Math.max(...peaks).toFixed(0)} MB peak RSS`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${new Date().toISOString()} Node ${process.version} ${os.cpus()[0]?.model ?? ""} x${os.cpus().length}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
