/**
 * The page on records longer than its examples: undo and append work from the states the page keeps
 * (and rebuilds when undo has used them up), scrubbing reaches every event, the chart's points (read
 * from the ledger, or folded for Epic and A.C.E. Fireteam) are the library's, and a long load says
 * that it is busy. Every figure is checked against the library run here, in Node.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { example, playground, trackErrors } from "./harness.js";

interface Rec {
  readonly mode: string;
  readonly setup: unknown;
  readonly events: readonly unknown[];
}
type Board = { readonly players: readonly { readonly id: string; readonly [field: string]: unknown }[] };
const ENGINES: { readonly [mode: string]: { stateAt(record: Rec, n: number): unknown; scoreboard(state: unknown): Board } } = {
  "aces-high": acesHigh as never,
  epic: epic as never,
  fireteam: fireteam as never,
  "intergalactic-ace": intergalacticAce as never,
  "space-race": spaceRace as never,
};
const boardOf = (record: Rec, n: number) => ENGINES[record.mode]!.scoreboard(ENGINES[record.mode]!.stateAt(record, n));
const show = (v: unknown): string => (v === null || v === undefined ? "-" : typeof v === "boolean" ? (v ? "yes" : "no") : Array.isArray(v) ? (v.length === 0 ? "-" : v.map(show).join(", ")) : String(v));
const expected = (board: Board) => board.players.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, show(v)])));

/** A 90-event Aces High game of four players, the same every run. */
const long = fc.sample(arbitraries.acesHighRecord({ minPlayers: 4, maxPlayers: 4, minEvents: 90, maxEvents: 90 }), { seed: 33, numRuns: 1 })[0] as unknown as Rec;
const examples = ["aces-high-demo.json", "epic-demo.json", "fireteam-demo.json", "intergalactic-ace-demo.json", "space-race-demo.json"].map(
  (name) => ({ name, record: example<Rec>(name) }),
);

const up = playground();

type Tracked = Page & { errors: string[] };

async function open(): Promise<Tracked> {
  const page = (await up.browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })) as Tracked;
  page.errors = [];
  trackErrors(page, page.errors);
  await page.goto(`${up.server.origin}/`);
  await page.locator("[data-table=standings]").waitFor();
  return page;
}

async function close(page: Tracked) {
  expect(page.errors).toEqual([]);
  await page.close();
}

const shown = (page: Page) =>
  page.locator("[data-table=standings] tbody tr").evaluateAll((rows) => rows.map((row) => Object.fromEntries([...row.querySelectorAll("td")].map((td) => [td.getAttribute("data-key") ?? "", (td.textContent ?? "").trim()]))));
const position = (page: Page) => page.locator("[data-position]").getAttribute("data-position");

async function paste(page: Page, record: Rec) {
  await page.locator("details.paste summary").click();
  await page.fill("textarea[name=paste]", JSON.stringify(record));
  await page.click("[data-load-paste]");
  await expect.poll(() => position(page)).toBe(String(record.events.length));
}

async function downloaded(page: Page): Promise<Rec> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click("[data-download]")]);
  return JSON.parse(readFileSync((await file.path())!, "utf8")) as Rec;
}

describe("long records", () => {
  it("undoes 40 events (past the states kept at load) and appends them again, as the library replays them", async () => {
    const page = await open();
    const n = long.events.length;
    expect(n).toBe(90);
    await paste(page, long);
    for (let k = 1; k <= 40; k++) {
      await page.click("[data-undo]");
      await expect.poll(() => position(page)).toBe(String(n - k));
      if (k % 8 === 0 || k === 33) await expect.poll(() => shown(page), { message: `after ${k} undos` }).toEqual(expected(boardOf(long, n - k)));
    }
    expect(await downloaded(page)).toEqual({ ...long, events: long.events.slice(0, n - 40) });
    for (let k = n - 40; k < n; k++) {
      await page.fill("#event-json", JSON.stringify(long.events[k]));
      await page.click("[data-append]");
      await expect.poll(() => position(page)).toBe(String(k + 1));
    }
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(long, n)));
    expect(await downloaded(page)).toEqual(long);
    await close(page);
  });

  it("shows stateAt(record, k) after scrubbing anywhere in a long record", async () => {
    const page = await open();
    await paste(page, long);
    for (const k of [0, 1, 30, 57, 58, 75, 89, 90]) {
      await page.locator("[data-scrubber]").fill(String(k));
      await expect.poll(() => position(page)).toBe(String(k));
      await expect.poll(() => shown(page), { message: `k = ${k}` }).toEqual(expected(boardOf(long, k)));
    }
    await close(page);
  });

  it("draws, for every mode, each score of each player at each point as the library's standings there", async () => {
    const page = await open();
    for (const { name, record } of [...examples, { name: "long", record: long }]) {
      if (name === "long") await paste(page, record);
      else {
        await page.click(`[data-example="${name}"]`);
        await page.locator(`main[data-mode="${record.mode}"]`).waitFor();
      }
      const figures = page.locator("figure[data-metric]");
      await expect.poll(() => figures.count(), { message: name }).toBeGreaterThan(0);
      const keys = await figures.evaluateAll((fs) => fs.map((f) => f.getAttribute("data-metric")!));
      const xs = (await page.locator("figure[data-metric] rect[data-x]").evaluateAll((rs) => [...new Set(rs.map((r) => Number(r.getAttribute("data-x"))))])).sort((a, b) => a - b);
      expect(xs[xs.length - 1], name).toBe(record.events.length);
      for (const x of [...new Set([0, xs[Math.floor(xs.length / 3)]!, xs[Math.floor((2 * xs.length) / 3)]!, xs[xs.length - 1]!])]) {
        await page.locator(`figure[data-metric="${keys[0]}"] rect[data-x="${x}"]`).hover();
        await expect.poll(() => page.locator("[data-chart-note]").textContent(), { message: `${name} at ${x}` }).toContain(x === 0 ? "Before the first event" : `After event #${x - 1}:`);
        // Each metric's line of the note: "Label: id value, id value".
        const lines = await page.locator("[data-chart-note] .chart-values").evaluateAll((ls) => ls.map((l) => [...l.querySelectorAll(":scope > span")].map((s) => (s.textContent ?? "").replace(/^, /, "").trim())));
        const board = boardOf(record, x);
        const want = keys.map((key) => board.players.map((p) => p.id).sort().map((id) => `${id} ${Number(board.players.find((p) => p.id === id)![key]) || 0}`));
        expect(lines.map((l) => [...l].sort()), `${name} at ${x}`).toEqual(want);
      }
    }
    await close(page);
  });

  it("says it is busy while it scores a long record, then shows it", async () => {
    const page = await open();
    const record = fc.sample(arbitraries.acesHighRecord({ minPlayers: 6, maxPlayers: 6, minEvents: 2500, maxEvents: 2500 }), { seed: 5, numRuns: 1 })[0] as unknown as Rec;
    // Whatever the page says is busy, noted as it appears.
    await page.evaluate(`window.busy = []; new MutationObserver(() => { const b = document.querySelector("[data-busy]"); if (b && !window.busy.includes(b.textContent)) window.busy.push(b.textContent); }).observe(document.body, { subtree: true, childList: true, characterData: true })`);
    await page.locator("input[data-file]").setInputFiles({ name: "long.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
    await expect.poll(() => position(page), { timeout: 30_000 }).toBe("2500");
    expect(await page.evaluate("window.busy")).toEqual(["Scoring 2,500 events…"]);
    expect(await page.locator("[data-busy]").count()).toBe(0);
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(record, 2500)));
    await close(page);
  });
});
