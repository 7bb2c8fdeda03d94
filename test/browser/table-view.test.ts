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
import { axeSource, example, playground, screenshotDir, trackErrors } from "./harness.js";

type Json = { readonly [key: string]: any };
interface Engine {
  tryReplay(record: never): { ok: boolean; value?: any; error?: unknown };
}
const ENGINES: { readonly [mode: string]: Engine } = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce } as never;

const up = playground();

/** A 375x812 touch phone on the playground; with `diceSeed`, the page's random numbers are seeded, so a run plays the same game each time. */
async function phone(diceSeed?: number): Promise<Page> {
  const context = await up.browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  if (diceSeed !== undefined) {
    await page.addInitScript((start: number) => {
      let seed = start;
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
        const words = array as unknown as Uint32Array;
        for (let i = 0; i < words.length; i++) words[i] = seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        return array;
      };
    }, diceSeed);
  }
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
 * null), then the answers to its questions, each a tap: for each question, the first of `answers`
 * that is one of its choices, else a "*" (its first choice); the answers before the one taken are
 * dropped (a question with one legal answer is not asked). Checks the taps (at most 3), that the page did not scroll, and that exactly
 * one event was recorded; gives the piece's card as it now stands.
 */
async function play(page: Page, piece: string | null, action: string, ...answers: string[]): Promise<Locator> {
  return playIn(page, 3, piece, action, ...answers);
}

/** `play`, for an event that names more than 3 taps can (a face-down scan names each card it revealed): at most `most` taps. */
async function playIn(page: Page, most: number, piece: string | null, action: string, ...answers: string[]): Promise<Locator> {
  const what = `${piece} ${action} ${answers.join(" ")}`;
  const before = await events(page);
  const from = piece === null ? page.locator("[data-bar]") : page.locator(`[data-piece="${piece}"]`);
  const button = from.locator(`[data-action="${action}"]`);
  // A card's button behind the bar (or above the screen) is scrolled to first, as a player would;
  // from then on the page must not move.
  if (piece !== null) await button.evaluate(showAboveBar);
  const y = await page.evaluate("scrollY");
  await button.tap();
  let taps = 1;
  const left = [...answers];
  for (let wait = 0; (await events(page)) === before && wait < 100; wait++) {
    const picks = await page.locator("[data-ask] [data-pick]").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-pick")!));
    if (picks.length === 0) {
      await page.waitForTimeout(20);
      continue;
    }
    // An answer named that is a choice here (the questions before it were not asked); else "*".
    const named = left.findIndex((a) => picks.includes(a));
    const at = named >= 0 ? named : left.indexOf("*");
    const answer = at >= 0 ? left[at] : undefined;
    left.splice(0, at + 1);
    expect(answer, `${what}: no answer among ${picks.join(", ")}`).toBeDefined();
    await page.locator("[data-ask] [data-pick]").nth(answer === "*" ? 0 : picks.indexOf(answer!)).tap();
    taps++;
  }
  expect(await events(page), what).toBe(before + 1);
  expect(taps, what).toBeLessThanOrEqual(most);
  expect(await page.evaluate("scrollY"), what).toBe(y);
  return page.locator(`[data-piece="${piece ?? ""}"]`);
}

/** Scrolls the page (as a player does) until the element is seen whole between the screen's top and the bar. */
function showAboveBar(el: any) {
  const page = globalThis as any; // the page's window (this runs in the browser)
  const bar = page.document.querySelector("[data-bar]").getBoundingClientRect();
  const at = el.getBoundingClientRect();
  if (at.bottom > bar.top) page.scrollBy({ top: at.bottom - bar.top + 8, behavior: "instant" });
  else if (at.top < 0) page.scrollBy({ top: at.top - 8, behavior: "instant" });
}

/** The actions offered now, on a piece's card or in the bar. */
const offered = (page: Page, piece: string | null) => page.locator(piece === null ? "[data-bar] [data-action]" : `[data-piece="${piece}"] [data-action]`).allTextContents();

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
    // Pilots that look the same are told apart (initiative, points, and the XWS id of two printings).
    const lukes = await form.locator('[data-ship-picker="ana"] [data-pilot-pick] option').allInnerTexts();
    expect(lukes.length).toBeGreaterThan(2);
    expect(new Set(lukes).size).toBe(lukes.length);
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await byHand(form.locator('[data-ship-picker="cy"]'), 2, 1);
    // Every field and button of the setup form is a target a finger can hit (a box with its label).
    const small = await form.locator("button, select, input:not([type=checkbox]):not([type=radio]):not([type=file]), label:has(input[type=checkbox]), label:has(input[type=radio])").evaluateAll((targets) =>
      targets.flatMap((t) => {
        const box = t.getBoundingClientRect();
        return box.width > 0 && (box.width < 44 || box.height < 44) ? [`${t.outerHTML.slice(0, 80)} ${box.width}x${box.height}`] : [];
      }),
    );
    expect(small).toEqual([]);
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

  it("aces-high: a setup form left open never sits on the table view; the header says where the round is; repairs only of what was lost", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben"]);
    // The table view shown with the form open: the form waits out of the way, the cards at the top.
    await page.locator("[data-view=table]").tap();
    await page.locator('[data-table-view="aces-high"]').waitFor();
    expect(await form.isVisible()).toBe(false);
    expect((await page.locator('[data-table-view="aces-high"]').boundingBox())!.y).toBeLessThan(400);
    // Back on the history, the form is as it was left; started, the table view opens clean.
    await page.locator("[data-view=history]").tap();
    await form.waitFor();
    expect(await form.locator('input[name="player-2"]').inputValue()).toBe("Ben");
    await byHand(form.locator('[data-ship-picker="ana"]'), 4, 0);
    await byHand(form.locator('[data-ship-picker="ben"]'), 2, 1);
    await start(page, "aces-high");
    expect(await page.locator("[data-setup-form]").count()).toBe(0);
    const title = page.locator('[data-table-view="aces-high"] [data-title]');
    expect(await title.textContent()).toBe("Aces High, round 1 not started");
    await play(page, null, "Start round");
    expect(await title.textContent()).toBe("Aces High, round 1, in progress");
    // A ship at full hull and shields is offered no repair.
    expect(await offered(page, "ana")).not.toContain("Repair");
    expect(await offered(page, "ben")).not.toContain("Repair");
    // A shield lost: one shield to repair (one answer: no question), said "1 shield"; none after it.
    await play(page, "ben", "Damage", "1", "attack by Ana");
    expect(await page.locator('[data-piece="ben"] .facts').textContent()).toContain("shields0 of 1");
    await play(page, "ben", "Repair");
    expect(await page.locator("[data-last-event]").textContent()).toBe("Last: Ben repairs 1 shield");
    expect((await kept(page)).events.at(-1)).toEqual({ type: "repaired", target: "ben", shields: 1 });
    expect(await offered(page, "ben")).not.toContain("Repair");
    await play(page, null, "End round");
    expect(await title.textContent()).toBe("Aces High, round 1 ended, round 2 next");
    await close(page);
  });

  it("aces-high: a refused action says why in a player's words, the code and the rule one tap further; Undo takes the last event back", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben"]);
    await byHand(form.locator('[data-ship-picker="ana"]'), 3, 1);
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await start(page, "aces-high");
    const ben = page.locator('[data-piece="ben"]');
    expect(await ben.locator("[data-action]").allTextContents()).not.toContain("Destroyed");
    await ben.locator(".refused > summary").tap();
    // What a player reads: the ship by its player's name, no code, no "expected", no id.
    const destroyed = ben.locator('[data-refused="Destroyed"]');
    expect(await destroyed.innerText()).toMatch(/^Destroyed: Ben must be down \(hull damage 0 of hull 3\) to be destroyed\.\s*The rule$/);
    expect(await ben.locator(".refused").innerText()).not.toMatch(/ERR_|expected|\bben\b/);
    // One tap more: the code and the engine's own words.
    await destroyed.locator("[data-rule] summary").tap();
    expect(await destroyed.locator("[data-rule]").innerText()).toMatch(/ERR_NOT_DOWN\s+expected ben to be down/);
    await play(page, null, "Start round");
    await play(page, "ben", "Damage", "1", "hazard");
    await page.locator("[data-table-undo]").tap();
    await expect.poll(() => events(page)).toBe(1);
    expect(await ben.locator(".facts").textContent()).toContain("hull3 of 3");
    // A kept record with an event that breaks a rule: the table says which and why, in the same words.
    await page.evaluate(`(() => {
      const slot = "ace-ledger-playground/game";
      const kept = JSON.parse(localStorage.getItem(slot));
      kept.record.events.push({ type: "destroyed", targets: ["ben"] });
      localStorage.setItem(slot, JSON.stringify(kept));
    })()`);
    await page.reload();
    const problem = page.locator("[data-table-view] .problem[role=alert]");
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(/^Event #1 breaks a rule: Ben must be down \(hull damage 0 of hull 3\) to be destroyed\.\s*The rule\s*Nothing can be recorded until it is undone \(History\)\.$/);
    await close(page);
  });

  it("aces-high: every target 44x44 CSS px at least; a skip link; an event recorded by keyboard alone", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben"]);
    await byHand(form.locator('[data-ship-picker="ana"]'), 3, 1);
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await start(page, "aces-high");
    // The refusals open (their "The rule" targets drawn), then a question in the bar.
    await page.locator('[data-piece="ben"] .refused > summary').tap();
    await page.locator('[data-piece="ben"] [data-action="Damage"]').tap();
    const small = await page.locator(".views button, [data-table-view] button, [data-table-view] summary").evaluateAll((targets) =>
      targets.flatMap((t) => {
        const box = t.getBoundingClientRect();
        // Drawn targets only: a summary inside a closed list is not on the page.
        return box.width > 0 && (box.width < 44 || box.height < 44) ? [`${t.textContent} ${box.width}x${box.height}`] : [];
      }),
    );
    expect(small).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[data-ask]").count()).toBe(0);
    // The first Tab stop skips to the game; from there, Tab reaches every action, Enter takes it.
    await page.reload();
    await page.locator('[data-table-view="aces-high"]').waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Skip to the game");
    await page.keyboard.press("Enter");
    expect(await page.evaluate("document.activeElement.id")).toBe("main");
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 40 && !(await page.evaluate(`document.activeElement.matches(${JSON.stringify(selector)})`)); i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(`document.activeElement.matches(${JSON.stringify(selector)})`), selector).toBe(true);
    };
    await tabTo('[data-bar] [data-action="Start round"]');
    await page.keyboard.press("Enter");
    await expect.poll(() => events(page)).toBe(1);
    // Start round is gone from the bar: the focus stays in the bar, on its first action.
    await expect.poll(() => page.evaluate("document.activeElement.closest('[data-bar]') && document.activeElement.textContent")).toBe("End round");
    await tabTo('[data-piece="ben"] [data-action="Damage"]');
    await page.keyboard.press("Enter");
    // The question takes the focus, on its first answer; Escape closes it and gives the focus back.
    await expect.poll(() => page.evaluate("document.activeElement.dataset.pick")).toBe("1");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate("document.activeElement.dataset.action")).toBe("Damage");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate("document.activeElement.dataset.pick")).toBe("1");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate("document.activeElement.dataset.pick")).toBe("attack by Ana");
    await page.keyboard.press("Enter");
    await expect.poll(() => events(page)).toBe(2);
    expect(await page.locator('[data-piece="ben"] .facts').textContent()).toContain("hull1 of 3");
    // The focus is back on the action taken, ready for the next.
    await expect.poll(() => page.evaluate("document.activeElement.closest('[data-piece]')?.dataset.piece + ' ' + document.activeElement.dataset.action")).toBe("ben Damage");
    await close(page);
  });

  it("the bar that stays on screen never hides the last card: at 375x812 it scrolls fully above the bar, a question open in the bar or not", async () => {
    const page = await phone();
    const players = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay"];
    const form = await newGame(page, "aces-high", players);
    for (const p of players) await byHand(form.locator(`[data-ship-picker="${p.toLowerCase()}"]`), 3, 1);
    await start(page, "aces-high");
    await play(page, null, "Start round");
    const last = page.locator("[data-piece]").last();
    const bar = page.locator("[data-bar]");
    /** Scrolled to the end of the page: where the last card is, and where the bar begins. */
    const atTheEnd = async () => {
      await page.evaluate("scrollTo(0, document.documentElement.scrollHeight)");
      await page.waitForTimeout(50);
      const card = (await last.boundingBox())!;
      const top = (await bar.boundingBox())!.y;
      return { card, top, height: (await page.evaluate("innerHeight")) as number };
    };
    const shut = await atTheEnd();
    expect(shut.card.y).toBeGreaterThanOrEqual(0);
    expect(shut.card.y + shut.card.height).toBeLessThanOrEqual(shut.top);
    // A question makes the bar taller (its answers are in it): the list's end makes as much room.
    await page.locator('[data-piece="ana"] [data-action="Damage"]').tap();
    await page.locator("[data-ask]").waitFor();
    const open = await atTheEnd();
    expect(open.height - open.top, "the bar with a question").toBeGreaterThan(shut.height - shut.top);
    expect(open.card.y + open.card.height).toBeLessThanOrEqual(open.top);
    await page.locator("[data-ask] .cancel").tap();
    // The last card's actions take a tap where they are (nothing covers them), and record.
    await atTheEnd();
    await play(page, "fay", "Damage", "1", "hazard");
    expect(await last.locator(".facts").textContent()).toContain("shields0 of 1");
    await close(page);
  });

  it("epic: ships by their pilots' names, a ship down offered destroyed, the game ended from the bar", async () => {
    const page = await phone();
    const form = await newGame(page, "epic", ["Ann", "Bob"]);
    await form.locator('select[name="scoring"]').selectOption({ value: '"threat"' });
    await form.locator('[data-add-ship="ann"]').click();
    await fromCatalog(form.locator('[data-ship-picker="ann-1"]'), "2.5", "darth vader", "TIE Advanced x1");
    await form.locator('[data-add-ship="bob"]').click();
    await byHand(form.locator('[data-ship-picker="bob-1"]'), 3, 1);
    await form.locator('input[name="threat-1-1"]').fill("2");
    await form.locator('input[name="threat-2-1"]').fill("3");
    await axe(page, "epic: the setup form");
    await start(page, "epic");
    const vader = page.locator('[data-piece="ann-1"]');
    await expect.poll(() => vader.textContent()).toContain("Darth Vader");
    await axe(page, "epic: the table view");
    await play(page, null, "Start round");
    const attack = "attack by Ann's Darth Vader (TIE Advanced x1) · ann-1";
    const bob = await play(page, "bob-1", "Damage", "2", attack);
    expect(await bob.getAttribute("data-marker")).toBe("half health");
    await screenshot(page, "epic");
    await play(page, "bob-1", "Damage", "2", attack);
    expect(await bob.getAttribute("data-marker")).toBe("down");
    expect(await offered(page, "bob-1")).toContain("Destroyed");
    await play(page, "bob-1", "Destroyed");
    await play(page, null, "End round");
    await history(page, "epic");
    // The history view names the players too.
    await page.locator("[data-view=history]").tap();
    expect(await page.locator('[data-table=standings] [data-player="ann"] .who').textContent()).toBe("Ann");
    await page.locator("[data-view=table]").tap();
    await play(page, null, "End game");
    await page.locator("[data-table-over]").waitFor();
    const board = epic.scoreboard(await replayed(page));
    expect(board.over).toBe(true);
    for (const p of board.players) expect(await score(page, p.id === "ann" ? "ann-1" : "bob-1")).toBe(`${p.id === "ann" ? "Ann" : "Bob"}: ${p.total} total`);
    await close(page);
  });

  it("space-race: racers of the same initiative and points start; the page draws their order when the table gives none", async () => {
    const page = await phone();
    const form = await newGame(page, "space-race", ["Anna", "Ben", "Cleo"]);
    const ids = ["anna", "ben", "cleo"];
    for (const [i, id] of ids.entries()) {
      await form.locator(`select[name="${id}-ship"]`).selectOption("t65xwing");
      await form.locator(`select[name="${id}-pilot"]`).selectOption({ index: 1 });
      await form.locator(`select[name="${id}-card"]`).selectOption(String(i + 1));
      await form.locator(`input[name="${id}-points"]`).fill("20");
    }
    await start(page, "space-race");
    // The table opens at its top, not where the long setup form left the page.
    expect(await page.evaluate("scrollY")).toBe(0);
    const record = await kept(page);
    expect([...(record.setup.tiebreak as string[])].sort()).toEqual(ids);
    expect([...((await replayed(page)).turnOrder as string[])].sort()).toEqual(ids);
  });

  it("space-race: a race of two to its finish, every turn from the racer's card", async () => {
    const demo = example<Json>("space-race-demo.json");
    const page = await phone();
    const form = await newGame(page, "space-race", ["Hare", "Tortoise"]);
    for (const p of demo.setup.players) {
      await form.locator(`select[name="${p.id}-ship"]`).selectOption(p.ship);
      await form.locator(`select[name="${p.id}-pilot"]`).selectOption(p.pilot);
      await form.locator(`select[name="${p.id}-card"]`).selectOption(String(p.card));
      await form.locator(`input[name="${p.id}-points"]`).fill(String(p.points));
    }
    await axe(page, "space-race: the setup form");
    await start(page, "space-race");
    await expect.poll(() => page.locator('[data-piece="hare"]').textContent()).toContain("Green Squadron Pilot");
    await axe(page, "space-race: the table view");
    for (let round = 1; !(await replayed(page)).over; round++) {
      await play(page, null, "Start round");
      for (const racer of (await replayed(page)).turnOrder as string[]) {
        if ((await replayed(page)).over) break;
        await play(page, racer, "Start turn");
        const buoy = (await offered(page, racer)).find((a) => a.startsWith("Buoy "));
        // A buoy is the turn's action: in round 2 the hare boosts instead, and misses its buoy.
        if (round === 2 && racer === "hare") {
          await play(page, racer, "Action", "boost");
          expect(await offered(page, racer)).not.toContain(buoy);
          await screenshot(page, "space-race");
          await history(page, "space-race");
        } else if (buoy) await play(page, racer, buoy);
        await play(page, racer, "End turn");
      }
      if (!(await replayed(page)).over) await play(page, null, "End round");
    }
    await page.locator("[data-table-over]").waitFor();
    for (const p of spaceRace.scoreboard(await replayed(page)).players) expect(await score(page, p.id)).toBe(`${p.buoysDone} buoy${p.buoysDone === 1 ? "" : "s"} · ${(await replayed(page)).players.find((r: Json) => r.id === p.id).points} points`);
    await close(page);
  });

  it("fireteam: a deathmatch of six turns to its end, attacks and melee from the units' cards, the dice rolled by the page", { timeout: 300_000 }, async () => {
    const demo = example<Json>("fireteam-demo.json");
    // The page's dice, seeded: every run plays the same game, with melee, a disabled unit's restart roll
    // behind the bar, and the game's end.
    const page = await phone(2026);
    const form = await newGame(page, "fireteam", ["Red", "Blue"]);
    for (const [i, p] of demo.setup.players.entries()) {
      const unit = p.units[0];
      const select = form.locator(`select[name="unit-${i + 1}"]`);
      const value = await select.locator("option", { hasText: unit.weapons.map((w: Json) => w.name).join(", ") + " (" }).first().getAttribute("value");
      await select.selectOption(value!);
    }
    await axe(page, "fireteam: the setup form");
    await start(page, "fireteam");
    expect(await page.locator('[data-piece="red-1"]').textContent()).toContain("Charon Gladius-1");
    await axe(page, "fireteam: the table view");
    const units = ["red-1", "blue-1"];
    let shot = false;
    const made = { attack: 0, melee: 0, restart: 0 };
    while (!(await replayed(page)).over) {
      const bar = await offered(page, null);
      const board = fireteam.scoreboard(await replayed(page));
      const next = board.next;
      const can = next ? await offered(page, next) : [];
      const initiative = [];
      for (const u of units) if ((await offered(page, u)).includes("Initiative")) initiative.push(u);
      const endPhase = bar.find((a) => a.startsWith("End phase"));
      const disabled = units.find((u) => board.units.find((x) => x.id === u)!.status === "disabled");
      if (bar.includes("Start turn")) await play(page, null, "Start turn");
      else if (initiative.length > 0) await play(page, initiative[0]!, "Initiative", String(3 + units.indexOf(initiative[0]!)));
      else if (bar.includes("Start phase")) await play(page, null, "Start phase");
      // Each unit fires in phase 2 and fights in melee in phase 4, when it can; else it moves or guards.
      else if (next && board.phase === 2 && can.includes("Attack")) {
        const before = (await kept(page)).events.length;
        await play(page, next, "Attack", "*", "3");
        const e = (await kept(page)).events[before];
        expect([e.type, e.unit, e.range]).toEqual(["attacked", next, 3]);
        // The last event says the dice the page rolled and what they did.
        expect(await page.locator("[data-last-event]").textContent()).toMatch(new RegExp(`fires at .* at range 3: rolls ${e.roll[0]}\\+${e.roll[1]} `));
        made.attack++;
        if (!shot) {
          await screenshot(page, "fireteam");
          await history(page, "fireteam");
          shot = true;
        }
      } else if (next && board.phase === 4 && can.includes("Melee")) {
        await play(page, next, "Melee", "*");
        expect((await kept(page)).events.at(-1).type).toBe("meleeAttacked");
        made.melee++;
      } else if (next && can.includes("Move")) await play(page, next, "Move");
      else if (next && can.includes("Guard")) await play(page, next, "Guard");
      else if (disabled && (await offered(page, disabled)).includes("Restart roll")) {
        await play(page, disabled, "Restart roll", "6");
        made.restart++;
      } else {
        // The phase that ends the game says so.
        expect(endPhase).toBe(board.turn === 6 && board.phase === 6 ? "End phase: end the game" : "End phase");
        await play(page, null, endPhase!);
      }
    }
    expect(made.attack).toBeGreaterThan(0);
    expect(made.melee).toBeGreaterThan(0);
    expect(made.restart).toBeGreaterThan(0);
    await page.locator("[data-table-over]").waitFor();
    const over = fireteam.scoreboard(await replayed(page));
    expect([over.turn, over.phase, over.over]).toEqual([6, 6, true]);
    for (const p of over.players) expect(await score(page, `${p.id}-1`)).toBe(`${p.id === "red" ? "Red" : "Blue"}: ${p.score}`);
    await close(page);
  });

  it("intergalactic-ace: the deck dealt by the page (the default), a scan and its card kept, to an Intergalactic Ace", { timeout: 420_000 }, async () => {
    const live = example<Json>("intergalactic-ace-live-table.json");
    const page = await phone();
    const form = await newGame(page, "intergalactic-ace", ["Ace", "Rook"]);
    for (const [i, p] of live.setup.players.entries()) {
      const text = Object.entries(p.starter as Json).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(", ");
      await form.locator(`select[name="starter-${i + 1}"]`).selectOption({ label: text });
    }
    await form.locator('select[name="firstPlayer"]').selectOption(live.setup.firstPlayer);
    // The decks as the form sets them: dealt by the page.
    expect(await form.locator('select[name="deckOrder"]').inputValue()).toBe("dealt");
    await axe(page, "intergalactic-ace: the setup form");
    await start(page, "intergalactic-ace");
    const setup = (await kept(page)).setup;
    expect(setup.decks.order).toBe("known");
    expect([...setup.decks.enemyOrder].sort()).toEqual(setup.decks.enemies.map((c: Json) => c.id).sort());
    await axe(page, "intergalactic-ace: the table view");
    const scanned = new Set<string>();
    let peeked = false;
    for (let turn = 0; !(await replayed(page)).over; turn++) {
      const state = await replayed(page);
      const player = intergalacticAce.scoreboard(state).next!;
      const me = state.players.find((p: Json) => p.id === player);
      const can = await offered(page, player);
      const bar = await offered(page, null);
      // Each player buys a scan by hand, scans with it, and keeps the first card it reveals.
      if (can.includes("Keep a scanned card")) {
        const revealed = state.scan.revealed as string[];
        await play(page, player, "Keep a scanned card", "*");
        const kept = setup.decks.enemies.find((c: Json) => c.id === revealed[0]);
        expect((await replayed(page)).players.find((p: Json) => p.id === player).saved).toContain(kept.id);
        expect(await page.locator(`[data-piece="${player}"] .facts`).textContent()).toContain(kept.name);
      } else if (!scanned.has(player) && me.scans > 0 && can.includes("Scan")) {
        await play(page, player, "Scan");
        scanned.add(player);
        const e = (await kept(page)).events.at(-1);
        expect([e.type, e.scans, e.revealed]).toEqual(["scanned", 1, undefined]);
        expect((await replayed(page)).scan.revealed).toHaveLength(3);
        // The cards the scan revealed are on the player's card, by name.
        expect(await page.locator(`[data-piece="${player}"] .facts`).textContent()).toMatch(/revealed/);
      } else if (bar.includes("Reshuffle enemies")) await play(page, null, "Reshuffle enemies");
      else if (bar.includes("Reshuffle upgrades")) await play(page, null, "Reshuffle upgrades");
      else if (!scanned.has(player) && me.scans === 0 && can.includes("Upgrade by hand")) await play(page, player, "Upgrade by hand", "+1 scans");
      else if (can.includes("Dogfight")) {
        if (!peeked) {
          // The card drawn is named before the roll.
          await page.locator(`[data-piece="${player}"] [data-action="Dogfight"]`).tap();
          const top = setup.decks.enemies.find((c: Json) => c.id === state.enemyPile[0]);
          expect(await page.locator("[data-ask] p").textContent()).toContain(`Roll (two dice) against ${top.name}`);
          await page.locator("[data-ask] .cancel").tap();
          peeked = true;
        }
        await play(page, player, "Dogfight", "12");
      } else if (can.includes("Dogfight a saved card")) await play(page, player, "Dogfight a saved card", "12");
      else if (can.includes("Fight a player")) await play(page, player, "Fight a player", "*", "12");
      else if (can.includes("Fight a player with a saved card")) await play(page, player, "Fight a player with a saved card", "*", "12");
      else if (can.includes("Upgrade")) await play(page, player, "Upgrade");
      else if (can.includes("Upgrade by hand")) await play(page, player, "Upgrade by hand", "+3 fuel");
      else if (bar.includes("Reshuffle upgrades")) await play(page, null, "Reshuffle upgrades");
      else await play(page, null, "Reshuffle enemies");
      if (turn === 6) {
        await screenshot(page, "intergalactic-ace");
        await history(page, "intergalactic-ace");
      }
    }
    expect(scanned.size).toBe(2);
    await page.locator("[data-table-over]").waitFor();
    for (const p of intergalacticAce.scoreboard(await replayed(page)).players) expect(await score(page, p.id)).toBe(`${p.kills} kill${p.kills === 1 ? "" : "s"}`);
    await close(page);
  });

  it("intergalactic-ace: a face-down deck: each card turned over named, a scan naming the cards it revealed and the one kept", { timeout: 120_000 }, async () => {
    const live = example<Json>("intergalactic-ace-live-table.json");
    const page = await phone();
    const form = await newGame(page, "intergalactic-ace", ["Ace", "Rook"]);
    for (const [i, p] of live.setup.players.entries()) {
      const text = Object.entries(p.starter as Json).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(", ");
      await form.locator(`select[name="starter-${i + 1}"]`).selectOption({ label: text });
    }
    await form.locator('select[name="firstPlayer"]').selectOption("ace");
    await form.locator('select[name="deckOrder"]').selectOption("unknown");
    await start(page, "intergalactic-ace");
    await play(page, "ace", "Upgrade by hand", "+1 scans");
    await play(page, "rook", "Dogfight", "*", "12");
    expect((await kept(page)).events.at(-1).enemy).toBeDefined();
    // Three cards named, then the one kept: one event, each answer a tap.
    await playIn(page, 5, "ace", "Scan", "*", "*", "*", "*");
    const e = (await kept(page)).events.at(-1);
    expect(e.type).toBe("scanned");
    expect(e.revealed).toHaveLength(3);
    expect(e.saved).toBe(e.revealed[0]);
    const name = (await kept(page)).setup.decks.enemies.find((c: Json) => c.id === e.saved).name;
    expect(await page.locator('[data-piece="ace"] .facts').textContent()).toContain(name);
    expect(await page.locator("[data-last-event]").textContent()).toBe(`Last: Ace scans once, keeps ${name}`);
    await axe(page, "intergalactic-ace: the table view, a face-down deck");
    await close(page);
  });

  it("intergalactic-ace: cards by their names and what they do, alike ones told apart; the header names the player to play", async () => {
    const page = await phone();
    const form = await newGame(page, "intergalactic-ace", ["Ann", "Bob"]);
    await form.locator('select[name="firstPlayer"]').selectOption("ann");
    await form.locator('select[name="deckOrder"]').selectOption("unknown");
    await start(page, "intergalactic-ace");
    expect(await page.locator('[data-table-view="intergalactic-ace"] [data-title]').textContent()).toBe("Intergalactic Ace, round 1, in progress, Ann to play");
    const picks = async (action: string) => {
      await page.locator(`[data-piece="ann"] [data-action="${action}"]`).tap();
      const labels = await page.locator("[data-ask] [data-pick]").allTextContents();
      await page.locator("[data-ask] .cancel").tap();
      return labels;
    };
    // Upgrade cards: by what they give, never by id; each label once.
    const upgrades = await picks("Upgrade");
    expect(upgrades.length).toBeGreaterThan(3);
    expect(upgrades.filter((l) => /^u\d+/.test(l))).toEqual([]);
    expect(upgrades[0]).toMatch(/^Upgrade.* \(.*\+\d/);
    expect(new Set(upgrades).size).toBe(upgrades.length);
    // The enemy deck's three "Fight a Player" cards are told apart.
    const enemies = await picks("Fight a player");
    expect(enemies).toContain("Fight a Player 1 of 3");
    expect(enemies).toContain("Fight a Player 3 of 3");
    expect(new Set(enemies).size).toBe(enemies.length);
    await close(page);
  });

  it("space-race: the setup form names ships and pilots by their cards", async () => {
    const page = await phone();
    const form = await newGame(page, "space-race", ["Ann", "Bob"]);
    const ships = form.locator('select[name="ann-ship"] option');
    await expect.poll(() => ships.allTextContents()).toContain("T-65 X-wing");
    expect((await ships.allTextContents()).filter((t) => /^[a-z0-9]+$/.test(t))).toEqual([]);
    await form.locator('select[name="ann-ship"]').selectOption("t65xwing");
    const pilots = await form.locator('select[name="ann-pilot"] option').allTextContents();
    expect(pilots.filter((t) => /^[a-z0-9]+ \(/.test(t))).toEqual([]);
    expect(pilots.some((t) => /^Blue Squadron Escort \(initiative 2\)$/.test(t))).toBe(true);
    await close(page);
  });
});
