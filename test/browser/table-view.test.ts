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
 * null), then the answers to its questions, each a tap: for each question, the first of `answers`
 * that is one of its choices, else a "*" (its first choice); the answers before the one taken are
 * dropped (a question with one legal answer is not asked). Checks the taps (at most 3), that the page did not scroll, and that exactly
 * one event was recorded; gives the piece's card as it now stands.
 */
async function play(page: Page, piece: string | null, action: string, ...answers: string[]): Promise<Locator> {
  const what = `${piece} ${action} ${answers.join(" ")}`;
  const before = await events(page);
  const y = await page.evaluate("scrollY");
  const from = piece === null ? page.locator("[data-bar]") : page.locator(`[data-piece="${piece}"]`);
  await from.locator(`[data-action="${action}"]`).tap();
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
  expect(taps, what).toBeLessThanOrEqual(3);
  expect(await page.evaluate("scrollY"), what).toBe(y);
  return page.locator(`[data-piece="${piece ?? ""}"]`);
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

  it("aces-high: every target 44x44 CSS px at least; a skip link; an event recorded by keyboard alone", async () => {
    const page = await phone();
    const form = await newGame(page, "aces-high", ["Ana", "Ben"]);
    await byHand(form.locator('[data-ship-picker="ana"]'), 3, 1);
    await byHand(form.locator('[data-ship-picker="ben"]'), 3, 0);
    await start(page, "aces-high");
    await page.locator('[data-piece="ben"] [data-action="Damage"]').tap();
    const small = await page.locator(".views button, [data-table-view] button, [data-table-view] summary").evaluateAll((targets) =>
      targets.flatMap((t) => {
        const box = t.getBoundingClientRect();
        return box.width < 44 || box.height < 44 ? [`${t.textContent} ${box.width}x${box.height}`] : [];
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

  it("fireteam: six turns of six phases from the units' cards and the bar", { timeout: 240_000 }, async () => {
    const demo = example<Json>("fireteam-demo.json");
    const page = await phone();
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
    while (!(await replayed(page)).over) {
      const bar = await offered(page, null);
      const next = fireteam.scoreboard(await replayed(page)).next;
      const initiative = [];
      for (const u of units) if ((await offered(page, u)).includes("Initiative")) initiative.push(u);
      if (bar.includes("Start turn")) await play(page, null, "Start turn");
      else if (initiative.length > 0) await play(page, initiative[0]!, "Initiative", String(3 + units.indexOf(initiative[0]!)));
      else if (bar.includes("Start phase")) await play(page, null, "Start phase");
      else if (next && (await offered(page, next)).includes("Move")) await play(page, next, "Move");
      else if (next && (await offered(page, next)).includes("Guard")) await play(page, next, "Guard");
      else await play(page, null, "End phase");
      if (!shot && fireteam.scoreboard(await replayed(page)).turn === 2) {
        await play(page, "blue-1", "Damage", "left arm", "1");
        await screenshot(page, "fireteam");
        await history(page, "fireteam");
        shot = true;
      }
    }
    await page.locator("[data-table-over]").waitFor();
    for (const p of fireteam.scoreboard(await replayed(page)).players) expect(await score(page, `${p.id}-1`)).toBe(`${p.id === "red" ? "Red" : "Blue"}: ${p.score}`);
    await close(page);
  });

  it("intergalactic-ace: a face-down deck turned card by card, to an Intergalactic Ace", { timeout: 180_000 }, async () => {
    const live = example<Json>("intergalactic-ace-live-table.json");
    const page = await phone();
    const form = await newGame(page, "intergalactic-ace", ["Ace", "Rook"]);
    for (const [i, p] of live.setup.players.entries()) {
      const text = Object.entries(p.starter as Json).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(", ");
      await form.locator(`select[name="starter-${i + 1}"]`).selectOption({ label: text });
    }
    await form.locator('select[name="firstPlayer"]').selectOption(live.setup.firstPlayer);
    await form.locator('select[name="deckOrder"]').selectOption("unknown");
    await axe(page, "intergalactic-ace: the setup form");
    await start(page, "intergalactic-ace");
    await axe(page, "intergalactic-ace: the table view");
    for (let turn = 0; !(await replayed(page)).over; turn++) {
      const player = intergalacticAce.scoreboard(await replayed(page)).next!;
      const can = await offered(page, player);
      const bar = await offered(page, null);
      if (can.includes("Dogfight")) await play(page, player, "Dogfight", "*", "12");
      else if (can.includes("Fight a player")) await play(page, player, "Fight a player", "*", "12");
      else if (can.includes("Upgrade")) await play(page, player, "Upgrade", "*");
      else if (can.includes("Upgrade by hand")) await play(page, player, "Upgrade by hand", "+3 fuel");
      else if (bar.includes("Reshuffle upgrades")) await play(page, null, "Reshuffle upgrades");
      else await play(page, null, "Reshuffle enemies");
      if (turn === 6) {
        await screenshot(page, "intergalactic-ace");
        await history(page, "intergalactic-ace");
      }
    }
    await page.locator("[data-table-over]").waitFor();
    for (const p of intergalacticAce.scoreboard(await replayed(page)).players) expect(await score(page, p.id)).toBe(`${p.kills} kill${p.kills === 1 ? "" : "s"}`);
    await close(page);
  });
});
