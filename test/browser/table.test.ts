/**
 * The playground as a table app: for each of the five modes, a game started from an empty page with
 * the setup form and recorded with the event forms only (no JSON typed), reloaded in the middle and
 * found as it was, its standings checked against the library run here; axe-core in every main state.
 * Also: an event file's table opened with its players in order, and a link that keeps its position.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Shape } from "../../src/core/shape.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { axeSource, example, playground, screenshotDir, trackErrors } from "./harness.js";

type Json = { readonly [key: string]: any };
interface GameRecord {
  readonly mode: string;
  readonly setup: Json;
  readonly events: readonly Json[];
}
interface Mode {
  tryReplay(record: never): { ok: boolean; value?: unknown; error?: unknown };
  scoreboard(state: never): { players: readonly Json[] };
}
const MODES: { readonly [mode: string]: Mode } = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce } as never;


const up = playground();

async function open(width = 375, height = 812): Promise<Page> {
  const context = await up.browser.newContext({ viewport: { width, height }, acceptDownloads: true, deviceScaleFactor: 2 });
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

/** axe-core's serious and critical violations on the page as it is now: none expected. */
async function axe(page: Page, state: string) {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(" | ")))`,
  )) as string[];
  expect(found, state).toEqual([]);
}

async function downloaded(page: Page): Promise<GameRecord> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click("[data-download]")]);
  return JSON.parse(readFileSync((await file.path())!, "utf8")) as GameRecord;
}

const position = (page: Page) => page.locator("[data-position]").getAttribute("data-position");

/** The standings on the page, a row per player, each cell by its field; the player (shown by name) by its id. */
function shown(page: Page): Promise<{ [field: string]: string }[]> {
  return page.locator("[data-table=standings] tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({
      ...Object.fromEntries([...row.querySelectorAll("td")].map((td) => [td.getAttribute("data-key") ?? "", (td.textContent ?? "").trim()])),
      id: row.getAttribute("data-player") ?? "",
    })),
  );
}
function show(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(show).join(", ");
  return String(value);
}
function expected(record: GameRecord) {
  const m = MODES[record.mode]!;
  const replayed = m.tryReplay(record as never);
  expect(replayed.ok, JSON.stringify(replayed.error)).toBe(true);
  return m.scoreboard(replayed.value as never).players.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, show(v)])));
}

// ---- Driving the event form by its fields, as a player would: selects, boxes, number fields. ----

const name = (path: readonly string[]) => path.join(".");

async function fill(form: Locator, shape: Shape, path: readonly string[], value: unknown): Promise<void> {
  switch (shape.kind) {
    case "optional": {
      if (value === undefined) return;
      const inner = shape.of;
      if (inner.kind === "object" || inner.kind === "tagged") await form.locator(`input[name="${name(path)}?"]`).check();
      if (inner.kind === "oneOf" && inner.values.length === 1) return form.locator(`input[name="${name(path)}"]`).check();
      return fill(form, inner, path, value);
    }
    case "either":
      return fill(form, shape.of, path, value);
    case "when":
      return fill(form, shape.otherwise, path, value);
    case "nullable":
      if (value === null) return void (await form.locator(`select[name="${name(path)}"]`).selectOption({ value: "(none)" }));
      return fill(form, shape.of, path, value);
    case "boolean":
      if (value === true) await form.locator(`input[name="${name(path)}"]`).check();
      return;
    case "oneOf":
      // A value with one choice is not asked: the form fills it in.
      if (shape.values.length === 1) return;
      await form.locator(`select[name="${name(path)}"]`).selectOption({ value: JSON.stringify(value) });
      return;
    case "integer": {
      const select = form.locator(`select[name="${name(path)}"]`);
      if ((await select.count()) > 0) await select.selectOption({ value: String(value) });
      else await form.locator(`input[name="${name(path)}"]`).fill(String(value));
      return;
    }
    case "text":
    case "custom": {
      const select = form.locator(`select[name="${name(path)}"]`);
      if ((await select.count()) > 0) await select.selectOption({ value: String(value) });
      else await form.locator(`input[name="${name(path)}"]`).fill(String(value));
      return;
    }
    case "list": {
      const items = value as unknown[];
      const boxes = form.locator(`input[type=checkbox][name="${name(path)}"]`);
      if (shape.item.kind === "text" && shape.unique && (await boxes.count()) > 0) {
        for (const v of items) await form.locator(`input[type=checkbox][name="${name(path)}"][value="${String(v)}"]`).check();
        return;
      }
      if (shape.max > 6) for (let i = 0; i < items.length; i++) await form.locator(`[data-field="${name(path)}"] > .row button`).first().click();
      for (const [i, v] of items.entries()) await fill(form, shape.item, [...path, String(i)], v);
      return;
    }
    case "object":
      for (const [k, v] of Object.entries(value as Json)) await fill(form, shape.fields[k]!, [...path, k], v);
      return;
    case "tagged": {
      const v = value as Json;
      await form.locator(`select[name="${name([...path, shape.tag])}"]`).selectOption(String(v[shape.tag]));
      for (const [k, x] of Object.entries(v)) if (k !== shape.tag) await fill(form, shape.cases[v[shape.tag]]![k]!, [...path, k], x);
      return;
    }
    case "dictionary": {
      for (const [i, [k, v]] of Object.entries(value as Json).entries()) {
        await form.locator(`[data-field="${name(path)}"] > .row button`).first().click();
        const key = form.locator(`[name="${name(path)}.${i}.key"]`);
        if ((await key.evaluate((e) => e.tagName)) === "SELECT") await key.selectOption(k);
        else await key.fill(k);
        await fill(form, shape.value, [...path, k], v);
      }
      return;
    }
  }
}

/** Adds an event with the event form and waits for it to count. */
async function addEvent(page: Page, mode: string, event: Json) {
  const form = page.locator(`[data-event-form="${mode}"]`);
  const before = Number(await position(page));
  await form.locator("select[name=type]").selectOption(event.type);
  // The shapes the page's forms are drawn from (forms.js is loaded once a game is recorded).
  const shape = ((await page.evaluate("aceLedgerChunks.forms.EVENT_SHAPES")) as { [mode: string]: Shape })[mode]!;
  if (shape.kind !== "tagged") throw new Error("expected a tagged shape");
  const { type, ...fields } = event;
  for (const [k, v] of Object.entries(fields)) await fill(form, shape.cases[type]![k]!, [k], v);
  await form.locator("[data-add-event]").click();
  await expect.poll(async () => ((await page.locator("[data-rejection]").count()) > 0 ? await page.locator("[data-rejection]").textContent() : await position(page)), { message: JSON.stringify(event) }).toBe(String(before + 1));
}

// ---- Setting up each mode with the setup form. ----

async function newGame(page: Page, mode: string, names: readonly string[]) {
  await page.click("[data-new-game]");
  const form = page.locator("[data-setup-form]");
  await form.waitFor();
  await form.locator("select[name=mode]").selectOption(mode);
  await form.locator("input[name=title]").fill(`Thursday at the table: ${mode}`);
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

async function start(page: Page, mode: string) {
  await page.locator("[data-setup-form] [data-start]").click();
  // A game started opens on the table view; the event forms are in the history view.
  await page.locator(`[data-table-view="${mode}"]`).waitFor();
  await page.click("[data-view=history]");
  await page.locator(`main[data-mode="${mode}"] [data-event-form="${mode}"]`).waitFor();
  expect(await position(page)).toBe("0");
}

interface Game {
  readonly mode: string;
  readonly setUp: (page: Page) => Promise<void>;
  /** Player ids the form makes of the names typed, mapped onto the events' ids. */
  readonly events: readonly Json[];
  /** Checks on the setup the form built. */
  readonly setup: (setup: Json) => void;
}

const ahDemo = example<GameRecord>("aces-high-demo.json");
const srDemo = example<GameRecord>("space-race-demo.json");
const ftDemo = example<GameRecord>("fireteam-demo.json");
const iaLive = example<GameRecord>("intergalactic-ace-live-table.json");
const rename = (events: readonly Json[], ids: { readonly [from: string]: string }) =>
  JSON.parse(JSON.stringify(events).replace(/"([^"]+)"/g, (all, id: string) => (Object.hasOwn(ids, id) ? `"${ids[id]}"` : all))) as Json[];

const GAMES: readonly Game[] = [
  {
    mode: "aces-high",
    async setUp(page) {
      const form = await newGame(page, "aces-high", ["vader", "soontir", "tel", "luke"]);
      await fromCatalog(form.locator('[data-ship-picker="vader"]'), "legacy", "darth vader", "TIE Advanced");
      await byHand(form.locator('[data-ship-picker="soontir"]'), 3, 1);
      // An XWS list of two ships: the form asks which pilot this player flies.
      const tel = form.locator('[data-ship-picker="tel"]');
      await tel.locator('input[type=radio][value="xws"]').check();
      await tel.locator('textarea[name="tel-xws"]').fill(JSON.stringify({ faction: "scumandvillainy", ruleset: "xwa", pilots: [{ id: "bobafett", ship: "firesprayclasspatrolcraft" }, { id: "teltrevura", ship: "jumpmaster5000" }] }));
      const pilot = tel.locator('select[name="tel-xws-pilot"]');
      await pilot.selectOption({ label: (await pilot.locator("option", { hasText: "teltrevura" }).textContent())! });
      await fromCatalog(form.locator('[data-ship-picker="luke"]'), "2.5", "luke skywalker", "T-65");
      await form.locator('input[name="rules?"]').check();
      await form.locator('select[name="rules.preset"]').selectOption({ value: '"community"' });
      expect(await form.locator("[data-rulings]").textContent()).toContain("pushed-off-board");
    },
    events: ahDemo.events,
    setup(setup) {
      expect(setup.players.map((p: Json) => [p.id, p.order, p.ship.hull, p.ship.shields])).toEqual([
        ["vader", 1, 3, 2],
        ["soontir", 2, 3, 1],
        ["tel", 3, 6, 3],
        ["luke", 4, 4, 2],
      ]);
      expect(setup.players[0].ship.pilot).toBe("darthvader");
      expect(setup.rules).toEqual({ preset: "community" });
    },
  },
  {
    mode: "epic",
    async setUp(page) {
      const form = await newGame(page, "epic", ["Ann", "Bob"]);
      await form.locator('select[name="scoring"]').selectOption({ value: '"threat"' });
      await form.locator('[data-add-ship="ann"]').click();
      await fromCatalog(form.locator('[data-ship-picker="ann-1"]'), "2.5", "darth vader", "TIE Advanced x1");
      await form.locator('[data-add-ship="ann"]').click();
      await byHand(form.locator('[data-ship-picker="ann-2"]'), 4, 0);
      await form.locator('[data-add-ship="bob"]').click();
      await byHand(form.locator('[data-ship-picker="bob-1"]'), 5, 3);
      await form.locator('input[name="threat-1-1"]').fill("2");
      await form.locator('input[name="threat-1-2"]').fill("1");
      await form.locator('input[name="threat-2-1"]').fill("3");
    },
    events: [
      { type: "roundStarted" },
      { type: "damaged", target: "bob-1", amount: 3, source: { kind: "attack", by: "ann-1" } },
      { type: "damaged", target: "ann-2", amount: 2, source: { kind: "attack", by: "bob-1" } },
      { type: "markerAssigned", ship: "ann-1", marker: "plans" },
      { type: "roundEnded" },
      { type: "roundStarted" },
      { type: "damaged", target: "ann-2", amount: 2 },
      { type: "destroyed", targets: ["ann-2"] },
      { type: "repaired", target: "bob-1", shields: 1 },
      { type: "victoryCounters", player: "bob", count: 2 },
      { type: "roundEnded" },
      { type: "gameEnded" },
    ],
    setup(setup) {
      expect(setup.scoring).toBe("threat");
      expect(setup.players[0].ships).toEqual([
        { id: "ann-1", hull: 3, shields: 2, points: expect.any(Number), threat: 2 },
        { id: "ann-2", hull: 4, shields: 0, threat: 1 },
      ]);
    },
  },
  {
    mode: "space-race",
    async setUp(page) {
      const form = await newGame(page, "space-race", ["hare", "tortoise"]);
      for (const p of srDemo.setup.players) {
        await form.locator(`select[name="${p.id}-ship"]`).selectOption(p.ship);
        await form.locator(`select[name="${p.id}-pilot"]`).selectOption(p.pilot);
        await form.locator(`select[name="${p.id}-card"]`).selectOption(String(p.card));
        await form.locator(`input[name="${p.id}-points"]`).fill(String(p.points));
      }
    },
    events: srDemo.events.slice(0, 16),
    setup(setup) {
      expect(setup.players).toEqual(srDemo.setup.players.map((p: Json) => ({ ...p, name: p.id })));
    },
  },
  {
    mode: "fireteam",
    async setUp(page) {
      const form = await newGame(page, "fireteam", ["red", "blue"]);
      for (const [i, p] of ftDemo.setup.players.entries()) {
        const unit = p.units[0];
        const select = form.locator(`select[name="unit-${i + 1}"]`);
        const label = await select.locator("option", { hasText: unit.weapons.map((w: Json) => w.name).join(", ") + " (" }).first().getAttribute("value");
        await select.selectOption(label!);
      }
    },
    events: rename(ftDemo.events.slice(0, 14), { g1: "red-1", g2: "blue-1" }),
    setup(setup) {
      expect(setup.gameMode).toBe("deathmatch");
      expect(setup.players.map((p: Json) => p.units.map((u: Json) => u.id))).toEqual([["red-1"], ["blue-1"]]);
    },
  },
  {
    mode: "intergalactic-ace",
    async setUp(page) {
      const form = await newGame(page, "intergalactic-ace", ["ace", "rook"]);
      for (const [i, p] of iaLive.setup.players.entries()) {
        const select = form.locator(`select[name="starter-${i + 1}"]`);
        const text = Object.entries(p.starter).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(", ");
        await select.selectOption({ label: text });
      }
      await form.locator('select[name="firstPlayer"]').selectOption(iaLive.setup.firstPlayer);
      await form.locator('select[name="deckOrder"]').selectOption("unknown");
    },
    events: iaLive.events,
    setup(setup) {
      expect(setup.decks.order).toBe("unknown");
      expect(setup.players.map((p: Json) => p.starter)).toEqual(iaLive.setup.players.map((p: Json) => p.starter));
    },
  },
];

describe("a game at the table, on a phone, with the forms only", () => {
  for (const game of GAMES) {
    it(`${game.mode}: set up with the setup form, ${game.events.length} events with the event forms, a reload in the middle`, async () => {
      const page = await open();
      const requested = up.server.requests.length;
      await axe(page, `${game.mode}: the first page`);
      await game.setUp(page);
      await axe(page, `${game.mode}: the setup form, filled in`);
      await start(page, game.mode);
      const started = await downloaded(page);
      game.setup(started.setup);
      await axe(page, `${game.mode}: a new game`);
      const half = Math.floor(game.events.length / 2);
      for (const event of game.events.slice(0, half)) await addEvent(page, game.mode, event);
      // A reload (a phone that slept, a tab closed and opened again): the game comes back as it was.
      const before = await downloaded(page);
      await page.reload();
      await page.locator(`[data-table-view="${game.mode}"]`).waitFor();
      await page.click("[data-view=history]");
      await page.locator(`main[data-mode="${game.mode}"] [data-event-form="${game.mode}"]`).waitFor();
      expect(await position(page)).toBe(String(half));
      expect(await downloaded(page)).toEqual(before);
      for (const event of game.events.slice(half)) await addEvent(page, game.mode, event);
      await axe(page, `${game.mode}: the game recorded`);
      const record = await downloaded(page);
      expect(record.events).toEqual(game.events);
      expect(record.setup).toEqual(started.setup);
      await expect.poll(() => shown(page)).toEqual(expected(record));
      if (game.mode === "aces-high") {
        // The card catalog was loaded for the setup form only: the page itself asked for app.js alone.
        expect(up.server.requests.slice(requested).filter((p) => p.endsWith(".js"))).toEqual(expect.arrayContaining(["/forms.js", "/cards-2.5.js", "/cards-legacy.js"]));
      }
      mkdirSync(screenshotDir, { recursive: true });
      await page.evaluate("document.querySelector('.summary').scrollIntoView(); scrollBy(0, -12)");
      await page.screenshot({ path: join(screenshotDir, `forms-${game.mode}.png`) });
      await close(page);
    });
  }
});

describe("the table app", () => {
  it("loads no forms and no card data at first: app.js, and the history's chart (chart.js) for the example shown", async () => {
    const from = up.server.requests.length;
    const page = await open(1280, 900);
    await page.locator("figure[data-metric]").first().waitFor();
    const js = up.server.requests.slice(from).filter((p) => p.endsWith(".js"));
    expect(js.filter((p) => p !== "/app.js" && p !== "/sw.js" && p !== "/chart.js")).toEqual([]);
    await close(page);
  });

  it("opens a table of an event file: the players seated there, in their order; the record is named for event result", async () => {
    const file = join(tmpdir(), "ace-ledger-evening.json");
    const event = {
      mode: "aces-high-event",
      seed: 7,
      players: ["anna", "ben", "cara", "dev", "eli", "fay"],
      ships: [{ player: "cara", ship: "Darth Vader (TIE Advanced x1)" }],
      rounds: [{ tables: [{ players: ["cara", "anna", "ben"] }, { players: ["fay", "dev", "eli"] }] }],
    };
    writeFileSync(file, JSON.stringify(event));
    const page = await open();
    await page.click("[data-new-game]");
    const form = page.locator("[data-setup-form]");
    await form.locator("details.open-table summary").click();
    await form.locator("input[name=event-file]").setInputFiles(file);
    await form.locator("select[name=event-table]").selectOption("2");
    await form.locator("[data-table-opened]").waitFor();
    expect(await form.locator("[data-table-opened]").textContent()).toContain("--round 1 --table 2 --game r1-t2.json");
    for (const p of ["fay", "dev", "eli"]) await byHand(form.locator(`[data-ship-picker="${p}"]`), 3, 2);
    // The ship the event file names is searched for the player.
    expect(await form.locator('[data-ship-picker="cara"]').count()).toBe(0);
    await start(page, "aces-high");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-download]")]);
    expect(download.suggestedFilename()).toBe("r1-t2.json");
    const record = JSON.parse(readFileSync((await download.path())!, "utf8")) as GameRecord;
    expect(record.setup.players.map((p: Json) => [p.id, p.order])).toEqual([
      ["fay", 1],
      ["dev", 2],
      ["eli", 3],
    ]);
    await close(page);
  });

  it("asks before a new game replaces the one being recorded, and keeps it when the answer is no", async () => {
    const page = await open();
    page.removeAllListeners("dialog");
    const form = await newGame(page, "aces-high", ["a", "b"]);
    await byHand(form.locator('[data-ship-picker="a"]'), 3, 2);
    await byHand(form.locator('[data-ship-picker="b"]'), 3, 2);
    await start(page, "aces-high");
    await addEvent(page, "aces-high", { type: "roundStarted" });
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.click('[data-example="epic-demo.json"]');
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("Replace the game being recorded?");
    expect(await page.locator('main[data-mode="aces-high"]').count()).toBe(1);
    await page.reload();
    await page.locator('[data-table-view="aces-high"]').waitFor();
    await page.click("[data-view=history]");
    await page.locator('main[data-mode="aces-high"] [data-event-form]').waitFor();
    expect(await position(page)).toBe("1");
    await close(page);
  });

  it("says so when the browser refuses to keep the game (storage full or blocked)", async () => {
    const page = await open();
    await page.evaluate(`Storage.prototype.setItem = () => { throw new DOMException("full", "QuotaExceededError"); }`);
    const form = await newGame(page, "aces-high", ["a", "b"]);
    for (const p of ["a", "b"]) await byHand(form.locator(`[data-ship-picker="${p}"]`), 3, 2);
    await start(page, "aces-high");
    await expect.poll(() => page.locator('[data-kept-notice="full"]').textContent()).toContain("storage is full or blocked");
    expect(await page.locator("[data-not-saved]").count()).toBe(1);
    await close(page);
  });

  it("offers only what can be legal: a round ends only once begun, a respawn only for a ship that is gone", async () => {
    const page = await open();
    const form = await newGame(page, "aces-high", ["a", "b", "c"]);
    for (const p of ["a", "b", "c"]) await byHand(form.locator(`[data-ship-picker="${p}"]`), 3, 2);
    await start(page, "aces-high");
    const events = page.locator('[data-event-form="aces-high"]');
    const disabled = (type: string) => events.locator(`select[name=type] option[value="${type}"]`).evaluate((o) => (o as unknown as { disabled: boolean }).disabled);
    expect(await disabled("roundEnded")).toBe(true);
    await addEvent(page, "aces-high", { type: "roundStarted" });
    expect(await disabled("roundEnded")).toBe(false);
    for (const e of [
      { type: "damaged", target: "b", amount: 5, source: { kind: "attack", by: "a" } },
      { type: "destroyed", targets: ["b"] },
      { type: "roundEnded" },
    ]) await addEvent(page, "aces-high", e);
    await events.locator("select[name=type]").selectOption("respawned");
    await events.locator('select[name="marker"]').selectOption({ value: "1" });
    const targets = await events.locator('select[name="target"] option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value).filter(Boolean));
    expect(targets).toEqual(["b"]);
    await close(page);
  });

  it("reaches every field of the Aces High record: a tractor onto a device (movedBy) and an obstacle's owner", async () => {
    const page = await open();
    const form = await newGame(page, "aces-high", ["a", "b", "c"]);
    for (const p of ["a", "b", "c"]) await byHand(form.locator(`[data-ship-picker="${p}"]`), 3, 2);
    await start(page, "aces-high");
    const events = [
      { type: "roundStarted", order: ["c", "a", "b"] },
      { type: "damaged", target: "a", amount: 2, source: { kind: "device", owner: "a", movedBy: "b" } },
      { type: "damaged", target: "b", amount: 1, source: { kind: "obstacle", owner: "c", movedBy: "a" } },
      { type: "damaged", target: "c", amount: 12, source: { kind: "attack", by: "a" } },
    ];
    for (const e of events) await addEvent(page, "aces-high", e);
    expect((await downloaded(page)).events).toEqual(events);
    await close(page);
  });

  it("keeps the amount typed: cleared and typed again, 3 is 3", async () => {
    const page = await open();
    const form = await newGame(page, "aces-high", ["a", "b"]);
    for (const p of ["a", "b"]) await byHand(form.locator(`[data-ship-picker="${p}"]`), 3, 2);
    await start(page, "aces-high");
    await addEvent(page, "aces-high", { type: "roundStarted" });
    const events = page.locator('[data-event-form="aces-high"]');
    await events.locator("select[name=type]").selectOption("damaged");
    const amount = events.locator('input[name="amount"]');
    await amount.fill("2");
    await amount.press("Backspace");
    expect(await amount.inputValue()).toBe("");
    await amount.pressSequentially("3");
    expect(await amount.inputValue()).toBe("3");
    await events.locator('select[name="target"]').selectOption("b");
    await events.locator('select[name="source.kind"]').selectOption("attack");
    await events.locator('select[name="source.by"]').selectOption("a");
    await events.locator("[data-add-event]").click();
    await expect.poll(() => position(page)).toBe("2");
    expect((await downloaded(page)).events[1]).toEqual({ type: "damaged", target: "b", amount: 3, source: { kind: "attack", by: "a" } });
    await close(page);
  });

  it("never keeps another mode's event form, never asks a value with one choice, and names the fields left empty", async () => {
    const page = await open();
    await page.click("[data-open-forms]");
    await page.locator('[data-event-form="aces-high"] select[name=type]').selectOption("repaired");
    await page.click('[data-example="fireteam-demo.json"]');
    const fireteam = page.locator('[data-event-form="fireteam"]');
    await fireteam.waitFor();
    expect(await fireteam.locator("select[name=type]").inputValue()).toBe("turnStarted");
    expect(await fireteam.locator("[data-add-event]").textContent()).toBe("Add turn started");
    await page.click('[data-example="space-race-demo.json"]');
    const race = page.locator('[data-event-form="space-race"]');
    await race.waitFor();
    await race.locator("select[name=type]").selectOption("asteroidCollision");
    // The recoil shield has one value: the form fills it in.
    expect(await race.locator('[name="recoilShield"]').count()).toBe(0);
    await race.locator("[data-add-event]").click();
    await expect.poll(() => race.locator("[data-missing]").textContent()).toBe("Choose target, damage roll first.");
    await close(page);
  });

  it("keeps the position shown in a link", async () => {
    const page = await open(1280, 900);
    await page.locator("[data-scrubber]").fill("5");
    await expect.poll(() => position(page)).toBe("5");
    await page.click("[data-share]");
    const link = await page.locator("[data-link]").inputValue();
    expect(link).toMatch(/#record=[A-Za-z0-9_-]+&at=5$/);
    const other = await page.context().newPage();
    await other.goto(link);
    // A link to a moment of the game opens on that moment, in the history view.
    await other.locator("[data-table=standings]").waitFor();
    await expect.poll(() => other.locator("[data-position]").getAttribute("data-position")).toBe("5");
    await other.close();
    await close(page);
  });
});
