// `npm run bench:site`: the playground page (site/dist, built by `npm run site`) in Chromium, on long
// Aces High records (docs/performance.md, "The playground on a long game"). Measured in the page,
// from the moment the input reaches it to the first frame that shows the result:
// - load: a record file dropped on the page, until the standings show its last event;
// - append: an event typed as JSON and appended, until the position shows it;
// - undo: the last event taken back, until the position shows the one before (many in a row, so that
//   the figure includes the page's occasional rebuilding of its history);
// - on the table view: a round control of the bar tapped, and Undo, until the bar says the new last
//   event (the cards and the actions the engine accepts are drawn again each time).
// Figures, not assertions: nothing here fails on a slow machine. `SITE_DIR` names another built page
// (to measure an older build); `-- quick` measures 5,000 events only.
import os from "node:os";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { replay, tryApply, type AcesHighRecord } from "../src/modes/aces-high/index.js";
import { launch, serve, siteDir } from "../test/browser/harness.js";
import { longGame } from "./synthetic.js";

const quick = process.argv.includes("quick");
const SIZES = quick ? [5_000] : [5_000, 50_000];
/** Loads timed per size (the median is reported), and appends and undos at the first size. */
const LOADS = 7;
const APPENDS = 25;
const UNDOS = 80;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const log = (what: string, value: string) => console.log(`${what.padEnd(52)} ${value}`);

/** Runs in the page: drops `text` as a file, resolves with the time until a frame shows position `n`. */
const DROP = `async ([text, n]) => {
  const shown = () => document.querySelector('[data-position="' + n + '"]') && document.querySelector("[data-table=standings]");
  const t0 = performance.now();
  const data = new DataTransfer();
  data.items.add(new File([text], "long.json", { type: "application/json" }));
  document.querySelector(".page").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  await new Promise((done) => { const check = () => (shown() ? done() : requestAnimationFrame(check)); check(); });
  return performance.now() - t0;
}`;

/**
 * Runs in the page: types `json` into the event field (if given), lets the page settle, then clicks
 * `selector` and resolves with the time until a frame shows position `n`.
 */
const ACT = `async ([selector, json, n]) => {
  if (json !== null) {
    const field = document.querySelector("#event-json");
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set.call(field, json);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // What the last step left to do after its frame (effects, observers) is done before the clock starts.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 250)));
  const t0 = performance.now();
  document.querySelector(selector).click();
  await new Promise((done) => { const check = () => (document.querySelector('[data-position="' + n + '"]') ? done() : requestAnimationFrame(check)); check(); });
  return performance.now() - t0;
}`;

/** Runs in the page: clicks `selector` on the table view, resolves with the time until a frame shows another last event. */
const TABLE_ACT = `async (selector) => {
  const line = () => document.querySelector("[data-last-event]").textContent;
  const before = line();
  const t0 = performance.now();
  document.querySelector(selector).click();
  await new Promise((done) => { const check = () => (line() !== before ? done() : requestAnimationFrame(check)); check(); });
  return performance.now() - t0;
}`;

const run = <T>(page: Page, fn: string, arg: unknown) => page.evaluate(`(${fn})(${JSON.stringify(arg)})`) as Promise<T>;

/** An event the record's last state accepts: the page must append it, not reject it. */
function legalNext(record: AcesHighRecord): object {
  const state = replay(record);
  const candidates = [{ type: "roundEnded" }, { type: "roundStarted" }, ...state.players.map((p) => ({ type: "respawned", target: p.id, marker: 1 }))];
  const found = candidates.find((e) => tryApply(state, e).ok);
  if (!found) throw new Error("no legal next event found for the benchmark record");
  return found;
}

const dir = resolve(process.env.SITE_DIR ?? siteDir);
const server = await serve(dir);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// After the appends the game is being recorded: opening the next record asks to replace it (the game
// goes to the recent games), and the bench means to.
page.on("dialog", (dialog) => void dialog.accept());
await page.goto(`${server.origin}/`);
await page.locator("[data-table=standings]").waitFor();
// The machine may be shared: its load is part of what the figures mean.
console.log(`bench:site: ${dir}, Chromium ${browser.version()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);

for (const [i, n] of SIZES.entries()) {
  const record = longGame(n);
  const text = JSON.stringify(record);
  log(`Aces High record of ${n} events`, `${(text.length / 1e6).toFixed(1)} MB of JSON`);
  const loads: number[] = [];
  for (let k = 0; k < LOADS; k++) {
    // Another record in between, so that each drop is a real load.
    await page.click('[data-example="aces-high-demo.json"]');
    await page.locator('[data-position="15"]').waitFor();
    loads.push(await run<number>(page, DROP, [text, n]));
  }
  log(`load ${n} events (median of ${LOADS})`, `${ms(median(loads))} (${loads.map((x) => x.toFixed(0)).join(", ")})`);
  if (i > 0) continue;
  // Appends and undos at the first size: append then undo, APPENDS times; then UNDOS undos in a row.
  const event = JSON.stringify(legalNext(record));
  const appends: number[] = [];
  const undos: number[] = [];
  for (let k = 0; k < APPENDS; k++) {
    appends.push(await run<number>(page, ACT, ["[data-append]", event, n + 1]));
    undos.push(await run<number>(page, ACT, ["[data-undo]", null, n]));
  }
  log(`append at ${n} events (median, max of ${APPENDS})`, `${ms(median(appends))}, ${ms(Math.max(...appends))}`);
  log(`undo of an appended event (median, max of ${APPENDS})`, `${ms(median(undos))}, ${ms(Math.max(...undos))}`);
  const row: number[] = [];
  for (let k = 1; k <= UNDOS; k++) row.push(await run<number>(page, ACT, ["[data-undo]", null, n - k]));
  log(`undo of loaded events, ${UNDOS} in a row (median, max)`, `${ms(median(row))}, ${ms(Math.max(...row))}`);
  log(`  mean of the ${UNDOS}`, ms(row.reduce((a, b) => a + b, 0) / row.length));
  // The same game on the table view: a round control of the bar, then Undo.
  await page.click("[data-view=table]");
  await page.locator("[data-table-view]").waitFor();
  const control = `[data-bar] [data-action="${(legalNext({ ...record, events: record.events.slice(0, n - UNDOS) }) as { type: string }).type === "roundEnded" ? "End round" : "Start round"}"]`;
  const taps: number[] = [];
  const tableUndos: number[] = [];
  for (let k = 0; k < APPENDS; k++) {
    taps.push(await run<number>(page, TABLE_ACT, control));
    tableUndos.push(await run<number>(page, TABLE_ACT, "[data-table-undo]"));
  }
  log(`table view: a round control (median, max of ${APPENDS})`, `${ms(median(taps))}, ${ms(Math.max(...taps))}`);
  log(`table view: its undo (median, max of ${APPENDS})`, `${ms(median(tableUndos))}, ${ms(Math.max(...tableUndos))}`);
  await page.click("[data-view=history]");
}

console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(1)}`);
await browser.close();
await server.close();
