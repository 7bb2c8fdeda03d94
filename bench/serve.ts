// `npm run bench:serve`: `ace-ledger event serve` under a night's load. A 64-player event, round 1 paired
// (16 tables of 4); the server started as the organiser starts it; 200 phones watching the night live
// (Server-Sent Events) and 200 more connections asking for the standings every second (autocannon;
// `FLOOD=1 npm run bench:serve` asks as fast as the server answers),
// while the 16 tables send their results at once and the organiser accepts them. Prints the latencies
// (p50, p99) of the standings, of the tables' submissions and of the news reaching the 200 watchers, and
// checks that every submission acknowledged is in the event file. Figures, not a test: nothing asserted
// but the file.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const CLI = join(import.meta.dirname, "serve", "cli.cjs");
const WATCHERS = 200;
const TABLES = 16;
const SECONDS = 10;

const folder = mkdtempSync(join(tmpdir(), "ace-ledger-bench-serve-"));
const event = join(folder, "night.json");
writeFileSync(join(folder, "names.txt"), Array.from({ length: TABLES * 4 }, (_, i) => `player-${i + 1}`).join("\n"));
execFileSync(process.execPath, [CLI, "event", "init", event, "--players", join(folder, "names.txt"), "--seed", "2026", "--name", "Bench night"], { stdio: "ignore" });
execFileSync(process.execPath, [CLI, "event", "next", event, "--write"], { stdio: "ignore" });

const server: ChildProcess = spawn(process.execPath, [CLI, "event", "serve", event, "--port", "0", "--host", "127.0.0.1"], { stdio: ["ignore", "pipe", "inherit"] });
const consoleUrl = await new Promise<string>((resolve) => {
  let out = "";
  server.stdout!.on("data", (c: Buffer) => {
    out += c.toString();
    const found = /(http:\/\/\S+\/console#\S+)/.exec(out)?.[1];
    if (found !== undefined && out.includes("Stop with Ctrl+C")) resolve(found);
  });
});
const origin = consoleUrl.slice(0, consoleUrl.indexOf("/console"));
const secret = consoleUrl.slice(consoleUrl.indexOf("#") + 1);

/** A request as a phone makes it: a connection of its own (no pool shared with the other tables). */
function api<T>(method: string, path: string, body?: unknown, auth = false): Promise<{ status: number; data: T }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(origin + path, { method, agent: false, headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${secret}` } : {}) } }, (res) => {
      let data = "";
      res.on("data", (c: Buffer) => (data += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, data: JSON.parse(data) as T }));
    });
    req.on("error", reject);
    req.end(text);
  });
}

interface Console {
  rounds: { tables: { players: string[] }[] }[];
  codes: { table: number; code: string }[];
  submissions: { id: string; status: string }[];
}
const view = (await api<Console>("GET", "/api/console", undefined, true)).data;

// 200 phones watching: each counts the news it receives, and when.
const heard: number[][] = Array.from({ length: WATCHERS }, () => []);
const streams = await Promise.all(
  heard.map(
    (times) =>
      new Promise<() => void>((resolve) => {
        const req = request(`${origin}/api/live`, (res) => {
          res.on("data", (chunk: Buffer) => {
            for (const _ of chunk.toString().matchAll(/event: night/g)) times.push(performance.now());
          });
          resolve(() => req.destroy());
        });
        req.end();
      }),
  ),
);
await new Promise((r) => setTimeout(r, 500));

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

// The standings asked for again and again while the tables send and the organiser accepts.
// In a worker thread of its own: the load it makes does not hold up this script's own requests.
// Each of 200 phones asks every second (RATE requests a second in all), as a page reloaded by hand would;
// FLOOD=1 asks as fast as the server answers, to find where it saturates.
const RATE = process.env.FLOOD ? undefined : WATCHERS;
const standings = autocannon({ url: `${origin}/api/night`, connections: WATCHERS, duration: SECONDS, workers: 1, ...(RATE === undefined ? {} : { overallRate: RATE }) });
// The tables send once the load is steady (its 200 connections opened).
await new Promise((r) => setTimeout(r, 3000));
const sent = performance.now();
const submissions = await Promise.all(
  view.rounds[0]!.tables.map(async (t, i) => {
    const started = performance.now();
    const id = `bench-table-${i + 1}-xxxxxxxx`;
    const sheet = t.players.map((player, k) => ({ player, victory: [4, 2, 1, 0][k]!, bounty: [1, 1, 0, 0][k]!, place: k + 1 }));
    const answer = await api<{ status: string }>("POST", "/api/submit", { id, round: 1, table: i + 1, code: view.codes[i]!.code, kind: "sheet", sheet });
    return { id, status: answer.status, said: answer.data.status, ms: performance.now() - started };
  }),
);
const accepted: number[] = [];
for (const s of submissions) {
  const started = performance.now();
  const r = await api("POST", "/api/console/accept", { id: s.id }, true);
  if (r.status === 200) accepted.push(performance.now() - started);
}
const done = performance.now();
const load = await standings;

// Each change reached every watcher: the time from the first submission to each piece of news.
const news = heard.flatMap((times) => times.filter((t) => t >= sent).map((t) => t - sent));
const lastNews = heard.map((times) => times.filter((t) => t >= sent).length);
for (const stop of streams) stop();
server.kill("SIGTERM");

const file = JSON.parse(readFileSync(event, "utf8")) as { rounds: { tables: { record?: unknown }[] }[]; meta: { serve: { submissions: { id: string; status: string }[] } } };
const inFile = new Set(file.meta.serve.submissions.map((s) => s.id));
const acknowledged = submissions.filter((s) => s.status === 200);
const missing = acknowledged.filter((s) => !inFile.has(s.id));
const withResult = file.rounds[0]!.tables.filter((t) => t.record !== undefined).length;

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`event serve, ${TABLES * 4} players, ${TABLES} tables, node ${process.version}`);
console.log(`standings (GET /api/night), ${WATCHERS} connections for ${SECONDS} s, ${RATE === undefined ? "as fast as answered" : `${RATE} requests a second`}: ${load.requests.total} requests, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.non2xx} not 2xx, ${load.errors} errors`);
console.log(`submissions, ${TABLES} at once: p50 ${ms(percentile(submissions.map((s) => s.ms), 50))}, p99 ${ms(percentile(submissions.map((s) => s.ms), 99))}; ${acknowledged.length} of ${TABLES} acknowledged`);
console.log(`accepting them one by one from the console: p50 ${ms(percentile(accepted, 50))}, p99 ${ms(percentile(accepted, 99))}; all in ${ms(done - sent)}`);
console.log(`${WATCHERS} live watchers: news after the first submission p50 ${ms(percentile(news, 50))}, p99 ${ms(percentile(news, 99))}; each heard ${Math.min(...lastNews)} to ${Math.max(...lastNews)} pieces of news`);
console.log(`event file: ${acknowledged.length - missing.length} of ${acknowledged.length} acknowledged submissions in it, ${withResult} of ${TABLES} tables with their result`);
if (missing.length > 0 || withResult !== TABLES) {
  console.error(`missing from the file: ${missing.map((s) => s.id).join(", ")}`);
  process.exit(1);
}
