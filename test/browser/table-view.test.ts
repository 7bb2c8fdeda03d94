/**
 * The table view, as a table uses it on a phone (375x812, touch): for each mode, a short game set up
 * with the setup form and then played to its end with the table view alone (no form, no JSON). Each
 * event takes at most 3 taps from the table view, and the page does not scroll between the tap that
 * records it and its score on the card. The cards' scores are those of the library run here on the
 * record kept on the device. axe-core on the setup form, the table view and the history view.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { axeSource, playground, screenshotDir, trackErrors } from "./harness.js";

type Json = { readonly [key: string]: any };
interface Engine {
  tryReplay(record: never): { ok: boolean; value?: any; error?: unknown };
}
const ENGINES: { readonly [mode: string]: Engine } = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce } as never;

const up = playground();

async function phone(): Promise<Page> {
  const context = await up.browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors: string[] = [];
  trackErrors(page, errors);
  page.on("dialog", (d) => void d.accept());
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${up.server.origin}/`);
  await page.locator("[data-table=standings]").waitFor();
  return page;
}

async function close(page: Page) {
  expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
  await page.context().close();
}

async function axe(page: Page, state: string) {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(" | ")))`,
  )) as string[];
  expect(found, state).toEqual([]);
}

/** The record kept on the device (what the table recorded). */
async function kept(page: Page): Promise<Json> {
  const text = (await page.evaluate(`localStorage.getItem("ace-ledger-playground/game")`)) as string;
  return JSON.parse(text).record;
}

/** The state the library replays the record to. */
async function replayed(page: Page): Promise<any> {
  const record = await kept(page);
  const result = ENGINES[record.mode]!.tryReplay(record as never);
  expect(result.ok, JSON.stringify(result.error)).toBe(true);
  return result.value;
}

const events = async (page: Page) => (await kept(page)).events.length as number;

/**
 * Records one event from the table view: the action on a piece's card (or in the bar when `piece` is
 * null), then its answers, each a tap. Checks the taps (at most 3), that the page did not scroll,
 * and that exactly one event was recorded; gives the piece's card as it now stands.
 */
async function play(page: Page, piece: string | null, action: string, ...picks: string[]): Promise<Locator> {
  expect(1 + picks.length, `${action} ${picks.join(" ")}`).toBeLessThanOrEqual(3);
  const before = await events(page);
  const y = await page.evaluate("scrollY");
  const from = piece === null ? page.locator("[data-bar]") : page.locator(`[data-piece="${piece}"]`);
  await from.locator(`[data-action="${action}"]`).tap();
  for (const pick of picks) await page.locator(`[data-ask] [data-pick="${pick}"]`).tap();
  await expect.poll(() => events(page), { message: `${piece} ${action} ${picks.join(" ")}` }).toBe(before + 1);
  expect(await page.evaluate("scrollY")).toBe(y);
  return page.locator(`[data-piece="${piece ?? ""}"]`);
}

const score = (page: Page, piece: string) => page.locator(`[data-piece="${piece}"] [data-score]`).textContent();

async function newGame(page: Page, mode: string, names: readonly string[]) {
  await page.click("[data-new-game]");
  const form = page.locator("[data-setup-form]");
  await form.waitFor();
  await form.locator("select[name=mode]").selectOption(mode);
  for (let i = 2; i < names.length; i++) await form.locator("[data-add-player]").click();
  for (const [i, n] of names.entries()) await form.locator(`input[name="player-${i + 1}"]`).fill(n);
  return form;
}

async function byHand(picker: Locator, hull: number, shields: number) {
  await picker.locator('input[type=radio][value="hand"]').check();
  await picker.locator('input[name$="-hull"]').fill(String(hull));
  await picker.locator('input[name$="-shields"]').fill(String(shields));
  await picker.getByRole("button", { name: "Use" }).click();
}

async function fromCatalog(picker: Locator, edition: "2.5" | "legacy", search: string, pick: string) {
  await picker.locator('select[name$="-edition"]').selectOption(edition);
  await picker.locator("[data-pilot-search]").fill(search);
  const select = picker.locator("[data-pilot-pick]");
  await select.waitFor();
  const value = await select.locator("option", { hasText: pick }).first().getAttribute("value");
  await select.selectOption(value!);
}

/** Starts the game of the setup form: the table view opens. */
async function start(page: Page, mode: string) {
  await page.locator("[data-setup-form] [data-start]").click();
  await page.locator(`[data-table-view="${mode}"]`).waitFor();
}

/** The table view in the middle of a game, at 375 px, for docs/. */
async function screenshot(page: Page, mode: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate("scrollTo(0, 0)");
  await page.screenshot({ path: join(screenshotDir, `table-${mode}.png`) });
}

/** The history view passes axe too, and the table view comes back as it was. */
async function history(page: Page, mode: string) {
  await page.locator("[data-view=history]").tap();
  await page.locator("[data-table=standings]").waitFor();
  await axe(page, `${mode}: the history view`);
  await page.locator("[data-view=table]").tap();
  await page.locator(`[data-table-view="${mode}"]`).waitFor();
}

describe("the table view, a game of each mode played on a phone to its end", () => {
  it("aces-high: cards by name, damage in 3 taps, down offered destroyed, the game over at time", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben", "Cy"]);
    await fromCatalog(form.locator('[data-ship-picker="ana"]'), "2.5", "luke skywalker", "T-65");
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await byHand(form.locator('[data-ship-picker="cy"]'), 2, 1);
    await axe(page, "aces-high: the setup form");
    await start(page, "aces-high");
    const ana = page.locator('[data-piece="ana"]');
    await expect.poll(() => ana.textContent()).toContain("Luke Skywalker");
    expect(await ana.textContent()).toContain("Ana");
    await axe(page, "aces-high: the table view");
    await play(page, null, "Start round");
    const ben = await play(page, "ben", "Damage", "2", "attack by Ana");
    expect(await ben.locator(".facts").textContent()).toContain("hull1 of 3");
    expect(await score(page, "ana")).toBe("1 victory · 0 bounty");
    await play(page, "ben", "Damage", "1", "attack by Cy");
    // Down: all its hull taken, not destroyed yet; destroyed is offered, damage no more.
    expect(await ben.getAttribute("data-marker")).toBe("down");
    expect(await ben.locator(".marker").textContent()).toBe("down");
    await expect.poll(() => ben.locator("[data-action]").allTextContents()).toContain("Destroyed");
    await screenshot(page, "aces-high");
    await history(page, "aces-high");
    await play(page, "ben", "Destroyed");
    expect(await ben.getAttribute("data-marker")).toBe("destroyed");
    expect(await page.locator("[data-last-event]").textContent()).toBe("Last: Ben destroyed");
    await play(page, null, "End round");
    await play(page, "ben", "Respawn", "marker 2");
    await play(page, null, "Call time");
    await page.locator("[data-table-over]").waitFor();
    const state = await replayed(page);
    expect(state.over).toBe(true);
    for (const p of acesHigh.scoreboard(state).players) expect(await score(page, p.id)).toBe(`${p.victory} victory · ${p.bounty} bounty`);
    await close(page);
  });

  it("aces-high: a refused action says the rule, one tap away; Undo takes the last event back", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben"]);
    await byHand(form.locator('[data-ship-picker="ana"]'), 3, 1);
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await start(page, "aces-high");
    const ben = page.locator('[data-piece="ben"]');
    expect(await ben.locator("[data-action]").allTextContents()).not.toContain("Destroyed");
    await ben.locator(".refused summary").tap();
    expect(await ben.locator(".refused").textContent()).toMatch(/Destroyed:.*\(ERR_/);
    await play(page, null, "Start round");
    await play(page, "ben", "Damage", "1", "hazard");
    await page.locator("[data-table-undo]").tap();
    await expect.poll(() => events(page)).toBe(1);
    expect(await ben.locator(".facts").textContent()).toContain("hull3 of 3");
    await close(page);
  });
});
