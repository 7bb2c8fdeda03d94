/**
 * What the page keeps on the device, and what it never loses: the game being recorded, kept in the
 * browser's storage, against a record that cannot be read, a second tab, an engine that does not
 * load, a kept game it cannot read, a damaged position, storage that is full, and a clear or a new
 * game (the recent games). On a phone (375 × 812, touch), tabs of one browser sharing its storage.
 */
import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeSource, example, playground, trackErrors } from "./harness.js";

interface GameRecord {
  readonly mode: string;
  readonly setup: unknown;
  readonly events: readonly unknown[];
  readonly meta?: { readonly title?: string };
}

const KEY = "ace-ledger-playground/game";
const demo = example<GameRecord>("aces-high-demo.json");
const epicDemo = example<GameRecord>("epic-demo.json");
/** The Aces High demo with its last event taken back (Undo once): a game being recorded. */
const undone = { ...demo, events: demo.events.slice(0, -1) };

const up = playground();

/** A tab of the page: its dialogs answered `reply` and their messages kept in `asked`. */
interface Tab {
  readonly page: Page;
  readonly errors: string[];
  readonly asked: string[];
  reply: boolean;
}

/**
 * A phone's browser: 375 × 812, touch; its tabs share its storage. With `kept`, the page finds that
 * text as the game kept when it is first opened (written before the page runs, as a browser that
 * kept it since an earlier visit gives it).
 */
async function phone(kept?: string): Promise<BrowserContext> {
  const context = await up.browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, acceptDownloads: true });
  if (kept !== undefined) {
    await context.addInitScript(
      `if (!sessionStorage.getItem("seeded")) { localStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(kept)}); sessionStorage.setItem("seeded", "1"); }`,
    );
  }
  return context;
}

async function open(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const tab: Tab = { page, errors: trackErrors(page), asked: [], reply: false };
  page.on("dialog", (d) => {
    tab.asked.push(d.message());
    void (tab.reply ? d.accept() : d.dismiss());
  });
  await page.goto(`${up.server.origin}/`);
  await history(page);
  return tab;
}

/** The history view, where these tests look (a page with a game kept opens on the table view). */
async function history(page: Page) {
  await page.locator("[data-view=history]").click();
  await page.locator("[data-view=history][aria-pressed=true]").waitFor();
}

/** The kept slot's text, as stored. */
const stored = (page: Page) => page.evaluate(`localStorage.getItem(${JSON.stringify(KEY)})`) as Promise<string | null>;
/** The record of the game kept, or null. */
const keptRecord = async (page: Page): Promise<GameRecord | null> => (JSON.parse((await stored(page)) ?? "null") as { record?: GameRecord } | null)?.record ?? null;

/** A slot as the page wrote it before revisions: the record, its name and the position shown. */
const oldSlot = (record: GameRecord, position: unknown, name = "game.json") => JSON.stringify({ record, name, position });

const position = (page: Page) => page.locator("[data-position]").getAttribute("data-position");

/**
 * `target` pressed (tapped, on a phone) once the page around it stops moving: the timeline lays out
 * its events as they come into view (content-visibility), which moves what lies below it for a frame
 * or two after a scroll.
 */
async function press(target: Locator, how: "click" | "tap" = "click") {
  await target.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await target.boundingBox());
      const still = now === last;
      last = now;
      return still;
    }, { interval: 100 })
    .toBe(true);
  await target[how]();
}

/**
 * An example looked at while a game is kept: asked or not, looking at it replaces nothing (the page
 * asks before it replaces the game being recorded, and the answer here is yes).
 */
async function lookAtExample(tab: Tab) {
  tab.reply = true;
  await tab.page.click('[data-example="aces-high-demo.json"]');
  await tab.page.locator('main[data-mode="aces-high"] [data-table=standings]').waitFor();
  tab.reply = false;
  tab.asked.length = 0;
}

/** Waits for the page's answer to a click of Undo: a question asked, or the event taken back. */
async function undoAnswered(tab: Tab, from: number) {
  await expect.poll(async () => tab.asked.length > 0 || (await position(tab.page)) !== String(from)).toBe(true);
}

/** The Aces High demo shown, and its last event undone: from then on it is the game being recorded. */
async function recordDemo(tab: Tab) {
  await tab.page.locator('main[data-mode="aces-high"] [data-table=standings]').waitFor();
  await press(tab.page.locator("[data-undo]"));
  await expect.poll(() => position(tab.page)).toBe(String(undone.events.length));
  await expect.poll(() => keptRecord(tab.page)).toEqual(undone);
}

async function appendJson(page: Page, event: unknown) {
  await page.fill("#event-json", JSON.stringify(event));
  await press(page.locator("[data-append]"));
}

async function paste(page: Page, text: string) {
  const details = page.locator("details.paste");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await page.fill("textarea[name=paste]", text);
  await page.click("[data-load-paste]");
}

async function downloadText(page: Page, selector: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click(selector)]);
  return readFileSync((await file.path())!, "utf8");
}

/** The recent games listed, opened. */
async function recentList(page: Page) {
  const list = page.locator("[data-recent]");
  await list.waitFor();
  if ((await list.getAttribute("open")) === null) await list.locator("summary").click();
  return list.locator("[data-recent-game]");
}

/** axe-core's serious and critical violations on the page as it is now: none expected. */
async function axe(page: Page, state: string) {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(" | ")))`,
  )) as string[];
  expect(found, state).toEqual([]);
}

/** The space between two boxes, in px (0 when they touch or overlap). */
function gap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.hypot(dx, dy);
}

describe("a record that replaces the game being recorded is checked first (3)", () => {
  it("keeps the game on screen and in storage when a paste, a file or a link cannot be read, or its engine does not load", async () => {
    const context = await phone();
    const tab = await open(context);
    const { page } = tab;
    await recordDemo(tab);
    // Whatever is asked is answered yes: only a record accepted may then replace the game.
    tab.reply = true;
    const unchanged = async (what: string) => {
      await expect.poll(() => page.locator("[data-load-error]").count(), { message: what }).toBe(1);
      expect(await keptRecord(page), what).toEqual(undone);
      expect(await page.locator('main[data-mode="aces-high"]').count(), what).toBe(1);
      expect(await position(page), what).toBe(String(undone.events.length));
    };
    await paste(page, "{ nope");
    await unchanged("a paste that is not JSON");
    await page.setInputFiles("[data-file]", { name: "torn.json", mimeType: "application/json", buffer: Buffer.from('{"mode": "aces-high", "setup": ') });
    await unchanged("a torn file");
    await page.evaluate(`location.hash = "#record=not-a-record"`);
    await unchanged("a link that cannot be read");
    // Nothing was asked: an unreadable record replaces nothing.
    expect(tab.asked).toEqual([]);
    // A readable record whose engine does not load: asked, then nothing replaced either.
    await context.route("**/mode-epic.js*", (route) => route.abort());
    await paste(page, JSON.stringify(epicDemo));
    await expect.poll(() => page.locator("[data-load-error]").textContent()).toContain("ERR_NOT_LOADED");
    expect(tab.asked).toHaveLength(1);
    await unchanged("an Epic record whose engine did not load");
    await context.unroute("**/mode-epic.js*");
    // The game comes back after a reload, as it was.
    await page.reload();
    await history(page);
    await page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
    expect(await position(page)).toBe(String(undone.events.length));
    expect(await keptRecord(page)).toEqual(undone);
    expect(tab.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});

describe("two tabs on one game (4)", () => {
  it("never lets the older tab write its copy over the newer one: it says why, and offers the newer one", async () => {
    const context = await phone();
    const older = await open(context);
    await recordDemo(older);
    // A second tab opens the game kept, and records the event the first tab took back.
    const newer = await open(context);
    await newer.page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
    expect(await position(newer.page)).toBe(String(undone.events.length));
    await appendJson(newer.page, demo.events.at(-1));
    await expect.poll(() => keptRecord(newer.page)).toEqual(demo);
    // The older tab hidden, shown again and left: it writes nothing over the newer game.
    await older.page.evaluate(`Object.defineProperty(document, "hidden", { value: true, configurable: true }); document.dispatchEvent(new Event("visibilitychange"))`);
    await older.page.evaluate(`Object.defineProperty(document, "hidden", { value: false, configurable: true }); document.dispatchEvent(new Event("visibilitychange")); dispatchEvent(new Event("pagehide"))`);
    expect(await keptRecord(older.page)).toEqual(demo);
    // It has noticed, and says so.
    const notice = older.page.locator('[data-kept-notice="newer"]');
    await expect.poll(() => notice.textContent()).toContain("Another tab changed the game kept on this device");
    await axe(older.page, "the notice of a newer game in another tab");
    // Once it knows, it records nothing until the player chooses: an Undo, or a tap on the table view, is refused and said.
    await press(older.page.locator("[data-undo]"));
    await older.page.locator("[data-rejection]").waitFor();
    expect(await older.page.locator("[data-rejection]").textContent()).toContain("another tab changed this game");
    expect(await position(older.page)).toBe(String(undone.events.length));
    await older.page.click("[data-view=table]");
    const tableUndo = older.page.locator("[data-table-undo]");
    await press(tableUndo);
    await expect.poll(() => older.page.locator("[data-table-view]").textContent()).toContain("another tab changed this game");
    await history(older.page);
    expect(await position(older.page)).toBe(String(undone.events.length));
    expect(await keptRecord(older.page)).toEqual(demo);
    // The newer game loaded in the older tab: it had nothing unsaved, so nothing goes to recent games.
    await older.page.click("[data-load-newer]");
    await expect.poll(() => position(older.page)).toBe(String(demo.events.length));
    expect(await older.page.locator("[data-kept-notice=newer]").count()).toBe(0);
    expect(await older.page.locator("[data-recent]").count()).toBe(0);
    // From then on that tab writes, and the other one is told in its turn.
    await press(older.page.locator("[data-undo]"));
    await expect.poll(() => keptRecord(older.page)).toEqual(undone);
    await expect.poll(() => newer.page.locator('[data-kept-notice="newer"]').count()).toBe(1);
    expect([...older.errors, ...newer.errors]).toEqual([]);
    await context.close();
  });

  it("keeps what a tab recorded before it heard of the newer copy: loaded over, it goes to recent games, and is said", async () => {
    const context = await phone();
    const older = await open(context);
    await recordDemo(older);
    // Another tab's newer game, written where this tab does not hear of it (a tab is told only of
    // writes by the others: here the test writes it from this tab, as a slow or missed event leaves it).
    await older.page.evaluate(
      `const slot = JSON.parse(localStorage.getItem(${JSON.stringify(KEY)})); localStorage.setItem(${JSON.stringify(KEY)}, JSON.stringify({ ...slot, revision: slot.revision + 1, record: ${JSON.stringify(demo)}, position: null }))`,
    );
    // It records an event: not written over the newer game, said, and nothing more is recorded.
    await press(older.page.locator("[data-undo]"));
    await expect.poll(() => position(older.page)).toBe(String(undone.events.length - 1));
    await older.page.locator('[data-kept-notice="newer"]').waitFor();
    expect(await keptRecord(older.page)).toEqual(demo);
    await press(older.page.locator("[data-undo]"));
    await older.page.locator("[data-rejection]").waitFor();
    expect(await position(older.page)).toBe(String(undone.events.length - 1));
    // Loading the newer game puts this tab's copy in recent games, and says so, with a way back.
    await older.page.click("[data-load-newer]");
    await expect.poll(() => position(older.page)).toBe(String(demo.events.length));
    const aside = older.page.locator('[data-kept-notice="aside"]');
    expect(await aside.textContent()).toContain(`(Aces High, ${undone.events.length - 1} events) is in recent games`);
    const games = await recentList(older.page);
    expect(await games.count()).toBe(1);
    expect(await games.first().textContent()).toContain(`(Aces High, ${undone.events.length - 1} events)`);
    await context.close();
  });

  it("keeps this tab's game on the player's word: the other tab's copy goes to recent games, and that tab is told", async () => {
    const context = await phone();
    const older = await open(context);
    await recordDemo(older);
    const newer = await open(context);
    await newer.page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
    await appendJson(newer.page, demo.events.at(-1));
    await expect.poll(() => keptRecord(newer.page)).toEqual(demo);
    await older.page.locator('[data-kept-notice="newer"]').waitFor();
    await older.page.click("[data-keep-mine]");
    await expect.poll(() => keptRecord(older.page)).toEqual(undone);
    expect(await older.page.locator('[data-kept-notice="aside"]').textContent()).toContain(`(Aces High, ${demo.events.length} events) is in recent games`);
    const games = await recentList(older.page);
    expect(await games.count()).toBe(1);
    // This tab records again; the other one is told in its turn, and refuses until its player chooses.
    await press(older.page.locator("[data-undo]"));
    await expect.poll(() => keptRecord(older.page)).toEqual({ ...demo, events: demo.events.slice(0, -2) });
    await newer.page.locator('[data-kept-notice="newer"]').waitFor();
    await press(newer.page.locator("[data-undo]"));
    await newer.page.locator("[data-rejection]").waitFor();
    expect(await keptRecord(newer.page)).toEqual({ ...demo, events: demo.events.slice(0, -2) });
    expect([...older.errors, ...newer.errors]).toEqual([]);
    await context.close();
  });

  it("goes on quietly when the other tab only moved through the same game", async () => {
    const context = await phone();
    const first = await open(context);
    await recordDemo(first);
    const second = await open(context);
    await second.page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
    await second.page.locator("[data-scrubber]").fill("4");
    await expect.poll(async () => JSON.parse((await stored(second.page))!).position).toBe(4);
    // The first tab records on: the same record, so nothing stands in its way.
    await appendJson(first.page, demo.events.at(-1));
    await expect.poll(() => keptRecord(first.page)).toEqual(demo);
    expect(await first.page.locator("[data-kept-notice]").count()).toBe(0);
    await context.close();
  });
});

describe("a kept game whose engine does not load (5)", () => {
  it("is kept untouched, even by an Undo on an example, until the player decides", async () => {
    const text = oldSlot(epicDemo, 3, "epic.json");
    const context = await phone(text);
    await context.route("**/mode-epic.js*", (route) => route.abort());
    const tab = await open(context);
    const { page } = tab;
    // An example looked at; one Undo on it asks first, and "no" leaves the kept game as it was.
    await lookAtExample(tab);
    await press(page.locator("[data-undo]"));
    await undoAnswered(tab, demo.events.length);
    expect(await stored(page)).toBe(text);
    expect(tab.asked).toHaveLength(1);
    // What happened is said, with what the player can do.
    const notice = page.locator('[data-kept-notice="unshown"]');
    expect(await notice.textContent()).toContain("mode-epic.js");
    expect(await downloadText(page, "[data-download-kept]")).toBe(text);
    await axe(page, "the notice of a kept game whose engine did not load");
    // Tried again once the engine can load: the game, at its position, recorded from then on.
    await context.unroute("**/mode-epic.js*");
    await page.click("[data-retry-kept]");
    await page.locator('main[data-mode="epic"] [data-event-form]').waitFor();
    expect(await position(page)).toBe("3");
    expect(await notice.count()).toBe(0);
    expect(await keptRecord(page)).toEqual(epicDemo);
    await context.close();
  });

  it("goes to the recent games when the player records another game over it, and comes back from there", async () => {
    const context = await phone(oldSlot(epicDemo, null, "epic.json"));
    await context.route("**/mode-epic.js*", (route) => route.abort());
    const tab = await open(context);
    const { page } = tab;
    await page.locator('[data-kept-notice="unshown"]').waitFor();
    tab.reply = true;
    await press(page.locator("[data-undo]"));
    await expect.poll(() => keptRecord(page)).toEqual(undone);
    const games = await recentList(page);
    expect(await games.first().textContent()).toContain(`“${epicDemo.meta!.title}” (Epic Battles, ${epicDemo.events.length} events)`);
    await context.unroute("**/mode-epic.js*");
    await games.first().locator("[data-restore]").click();
    await page.locator('main[data-mode="epic"] [data-event-form]').waitFor();
    expect(await keptRecord(page)).toEqual(epicDemo);
    // The game it replaced is in the list in its turn.
    expect(await (await recentList(page)).first().textContent()).toContain(`(Aces High, ${undone.events.length} events)`);
    await context.close();
  });
});

describe("a kept game the page cannot read (6)", () => {
  const cases = [
    { what: "not JSON", text: '{"record": {"mode": "aces-high", "setup"', why: "it is not JSON" },
    { what: "a mode the page does not know", text: oldSlot({ ...demo, mode: "chess" }, 2), why: 'got "chess"' },
    { what: "a slot of a newer page", text: JSON.stringify({ revision: 4, format: 2, record: demo, name: "game.json", position: 2 }), why: "a newer version of this page" },
  ];
  for (const { what, text, why } of cases) {
    it(`is said (${what}), offered as it is, and never written over unasked`, async () => {
      const context = await phone(text);
      const tab = await open(context);
      const { page } = tab;
      await lookAtExample(tab);
      await press(page.locator("[data-undo]"));
      await undoAnswered(tab, demo.events.length);
      expect(await stored(page)).toBe(text);
      expect(tab.asked).toHaveLength(1);
      const notice = page.locator('[data-kept-notice="unreadable"]');
      expect(await notice.textContent()).toContain(why);
      expect(await downloadText(page, "[data-download-kept]")).toBe(text);
      await axe(page, `the notice of a kept game the page cannot read (${what})`);
      // Put aside on the player's word: still there, as it was, to download.
      await page.click("[data-aside-kept]");
      expect(await stored(page)).not.toContain(text);
      const games = await recentList(page);
      expect(await games.first().textContent()).toContain("A game this page cannot read");
      expect(await games.first().locator("[data-restore]").count()).toBe(0);
      expect(await downloadText(page, "[data-recent-game] [data-download-recent]")).toBe(text);
      await context.close();
    });
  }

  it("is said (a newer version of the record: its engine refuses it whole), and stays a record to download", async () => {
    const newer = { ...demo, version: 99 };
    const text = oldSlot(newer as GameRecord, 2);
    const context = await phone(text);
    const tab = await open(context);
    const { page } = tab;
    await lookAtExample(tab);
    await press(page.locator("[data-undo]"));
    await undoAnswered(tab, demo.events.length);
    expect(await stored(page)).toBe(text);
    expect(await page.locator('[data-kept-notice="unreadable"]').textContent()).toContain("expected record version 1, got 99");
    expect(await downloadText(page, "[data-download-kept]")).toBe(text);
    await page.click("[data-aside-kept]");
    // In the list its envelope reads: restoring it is refused with the engine's reason, and it stays there.
    const games = await recentList(page);
    expect(await games.first().textContent()).toContain(`(Aces High, ${demo.events.length} events)`);
    await games.first().locator("[data-restore]").click();
    await expect.poll(() => page.locator("[data-load-error]").textContent()).toContain("expected record version 1, got 99");
    expect(await games.count()).toBe(1);
    expect(await keptRecord(page)).toBe(null);
    expect(JSON.parse(await downloadText(page, "[data-recent-game] [data-download-recent]"))).toEqual(newer);
    await context.close();
  });
});

describe("a clear or a new game is undone from the recent games (7)", () => {
  it("keeps Clear away from Undo, and a clear restorable at once and after a reload", async () => {
    const context = await phone();
    const tab = await open(context);
    const { page } = tab;
    await recordDemo(tab);
    const undo = (await page.locator("[data-undo]").boundingBox())!;
    const clear = (await page.getByRole("button", { name: "Clear events" }).boundingBox())!;
    expect(gap(undo, clear)).toBeGreaterThanOrEqual(32);
    await press(page.getByRole("button", { name: "Clear events" }), "tap");
    await expect.poll(() => keptRecord(page)).toEqual({ ...demo, events: [] });
    const notice = page.locator('[data-kept-notice="aside"]');
    expect(await notice.textContent()).toContain(`“${demo.meta!.title}” (Aces High, ${undone.events.length} events) is in recent games`);
    await axe(page, "a game put aside");
    tab.reply = true;
    await page.locator("[data-restore-aside]").tap();
    await expect.poll(() => keptRecord(page)).toEqual(undone);
    expect(await position(page)).toBe(String(undone.events.length));
    // Cleared again, then the page reloaded: the game is in the list, and restored from there.
    await press(page.getByRole("button", { name: "Clear events" }), "tap");
    await expect.poll(() => keptRecord(page)).toEqual({ ...demo, events: [] });
    await page.reload();
    await history(page);
    const games = await recentList(page);
    const entry = games.filter({ hasText: `(Aces High, ${undone.events.length} events)` });
    await axe(page, "the recent games");
    await entry.locator("[data-restore]").tap();
    await expect.poll(() => keptRecord(page)).toEqual(undone);
    await context.close();
  });

  it("says no more that a game is in recent games once it is restored from there", async () => {
    const context = await phone();
    const tab = await open(context);
    const { page } = tab;
    await recordDemo(tab);
    // An example looked at over the game being recorded: the game goes to recent games, and is said.
    tab.reply = true;
    await page.click('[data-example="epic-demo.json"]');
    await page.locator('main[data-mode="epic"] [data-table=standings]').waitFor();
    const notice = page.locator('[data-kept-notice="aside"]');
    expect(await notice.textContent()).toContain(`(Aces High, ${undone.events.length} events) is in recent games`);
    await page.locator("[data-restore-aside]").tap();
    await expect.poll(() => keptRecord(page)).toEqual(undone);
    await page.locator('main[data-mode="aces-high"]').waitFor();
    // Restored: the notice is gone, and so is the game from the list (nothing else was put aside).
    await expect.poll(() => notice.count()).toBe(0);
    expect(await page.locator("[data-restore-aside]").count()).toBe(0);
    expect(await page.locator("[data-recent]").count()).toBe(0);
    await context.close();
  });

  it("keeps a game a new game replaced, until the player deletes it; the newest ten", async () => {
    const context = await phone();
    const tab = await open(context);
    const { page } = tab;
    await recordDemo(tab);
    tab.reply = true;
    await page.click("[data-new-game]");
    const form = page.locator("[data-setup-form]");
    await form.locator("select[name=mode]").selectOption("aces-high");
    for (const [i, id] of ["a", "b"].entries()) {
      await form.locator(`input[name="player-${i + 1}"]`).fill(id);
      const picker = form.locator(`[data-ship-picker="${id}"]`);
      await picker.locator('input[type=radio][value="hand"]').check();
      await picker.locator('input[name$="-hull"]').fill("3");
      await picker.locator('input[name$="-shields"]').fill("2");
      await picker.getByRole("button", { name: "Use" }).click();
    }
    await form.locator("[data-start]").click();
    await expect.poll(async () => (await keptRecord(page))?.events.length).toBe(0);
    expect(tab.asked).toEqual([expect.stringContaining("Replace the game being recorded?")]);
    // The new game opens on the table view; the recent games are in the history view.
    await history(page);
    let games = await recentList(page);
    expect(await games.count()).toBe(1);
    expect(await games.first().textContent()).toContain(`(Aces High, ${undone.events.length} events)`);
    // Deleted on the player's word only: "no" keeps it, "yes" deletes it, after a reload too.
    tab.reply = false;
    await games.first().locator("[data-delete]").tap();
    expect(await games.count()).toBe(1);
    tab.reply = true;
    await games.first().locator("[data-delete]").tap();
    await expect.poll(() => page.locator("[data-recent]").count()).toBe(0);
    await page.reload();
    await history(page);
    await page.locator("main[data-mode] [data-event-form]").waitFor();
    expect(await page.locator("[data-recent]").count()).toBe(0);
    // The list keeps the ten newest.
    for (let i = 0; i < 11; i++) {
      await appendJson(page, { type: "roundStarted" });
      await expect.poll(() => position(page)).toBe("1");
      await press(page.getByRole("button", { name: "Clear events" }), "tap");
      await expect.poll(() => position(page)).toBe("0");
    }
    games = await recentList(page);
    expect(await games.count()).toBe(10);
    await context.close();
  });
});

describe("a kept position that is not a count of events (15)", () => {
  it("shows the game at its end", async () => {
    for (const at of ["abc", -5, 1.5, null, { n: 3 }, 6]) {
      const context = await phone(oldSlot(demo, at));
      const { page, errors } = await open(context);
      await page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
      // A position that is a count of events is kept; any other shows the end of the game.
      const shown = at === 6 ? 6 : demo.events.length;
      expect(await page.locator(".position strong").textContent(), JSON.stringify(at)).toBe(`After ${shown} of ${demo.events.length} events`);
      expect(await position(page), JSON.stringify(at)).toBe(String(shown));
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("storage that is full", () => {
  it("is said on screen, the game kept in the page, and written once there is room", async () => {
    const context = await phone();
    const tab = await open(context);
    const { page } = tab;
    await recordDemo(tab);
    // The browser refuses every write, as a full storage does.
    await page.evaluate(`
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (window.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return setItem.call(this, key, value);
      };
      window.full = true;
    `);
    await appendJson(page, demo.events.at(-1));
    await expect.poll(() => position(page)).toBe(String(demo.events.length));
    const notice = page.locator('[data-kept-notice="full"]');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain("storage is full");
    await page.locator("[data-not-saved]").waitFor();
    await axe(page, "the notice of a storage that is full");
    expect(await keptRecord(page)).toEqual(undone);
    // A clear needs room for the game as it was: refused, and the game left as it is.
    await press(page.getByRole("button", { name: "Clear events" }), "tap");
    expect(await position(page)).toBe(String(demo.events.length));
    expect(await notice.count()).toBe(1);
    // Room again: the next change is written, with the event the full storage refused.
    await page.evaluate("window.full = false");
    await page.locator("[data-scrubber]").fill("3");
    await expect.poll(() => keptRecord(page)).toEqual(demo);
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
