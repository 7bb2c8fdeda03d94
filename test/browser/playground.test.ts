/**
 * The playground page in a real Chromium: what it shows is checked against the library run here,
 * in Node, from the sources (`scoreboard(replay(record))`, `stateAt`, `tryReplay`, `tryApply`), and
 * its first and last lines against what `ace-ledger score` prints.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatAcesHigh } from "../../src/cli/format-aces-high.js";
import { formatEpic } from "../../src/cli/format-epic.js";
import { formatFireteam } from "../../src/cli/format-fireteam.js";
import { formatIntergalacticAce } from "../../src/cli/format-intergalactic-ace.js";
import { formatSpaceRace } from "../../src/cli/format-space-race.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { example, playground, root, screenshotDir } from "./harness.js";

interface Record {
  readonly mode: string;
  readonly version?: number;
  readonly setup: unknown;
  readonly events: readonly unknown[];
  readonly meta?: unknown;
}
type Standing = { readonly id: string; readonly [field: string]: unknown };
interface Board {
  readonly players: readonly Standing[];
  readonly ledger: readonly { readonly event: number; readonly player: string; readonly explanation: string }[];
}
type Failure = { readonly code: string; readonly event: number | null; readonly message: string };
type Res<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

/** Each mode's functions, run in Node; its states and boards seen loosely. */
interface Engine {
  replay(record: Record): unknown;
  tryReplay(record: Record): Res<unknown>;
  stateAt(record: Record, n: number): unknown;
  tryApply(state: unknown, event: unknown): Res<unknown>;
  scoreboard(state: unknown): Board;
  /** What `ace-ledger score` prints, without the ledger. */
  format(board: Board): string;
}
const engine = (m: object, format: (board: never) => string): Engine => ({ ...(m as Omit<Engine, "format">), format: format as Engine["format"] });
const ENGINES: { readonly [mode: string]: Engine } = {
  "aces-high": engine(acesHigh, formatAcesHigh),
  epic: engine(epic, formatEpic),
  "space-race": engine(spaceRace, formatSpaceRace),
  fireteam: engine(fireteam, formatFireteam),
  "intergalactic-ace": engine(intergalacticAce, formatIntergalacticAce),
};

const examples = readdirSync(join(root, "examples"))
  .filter((f) => f.endsWith(".json"))
  .map((name) => ({ name, record: example<Record>(name) }));
const demo = examples.find((e) => e.name === "aces-high-demo.json")!.record;
const boardOf = (record: Record, n = record.events.length) => ENGINES[record.mode]!.scoreboard(ENGINES[record.mode]!.stateAt(record, n));

/** How a standings value reads on the page: the value, "-" for none, yes/no, lists joined. */
function show(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(show).join(", ");
  return String(value);
}

/** The standings as the board gives them: each player, each field, as the page must show it. */
const expected = (board: Board) => board.players.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, show(v)])));

/** The standings as the page shows them: a row per player, each cell by the field it shows. */
function shown(page: Page): Promise<{ [field: string]: string }[]> {
  return page.locator("[data-table=standings] tbody tr").evaluateAll((rows) =>
    rows.map((row) => Object.fromEntries([...row.querySelectorAll("td")].map((td) => [td.getAttribute("data-key") ?? "", (td.textContent ?? "").trim()]))),
  );
}

const up = playground();
let context: BrowserContext;

async function open(width = 1280, height = 900, hash = "", deviceScaleFactor = 1): Promise<Page> {
  context = await up.browser.newContext({ viewport: { width, height }, deviceScaleFactor, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${up.server.origin}/${hash}`);
  await page.locator("[data-table=standings]").waitFor();
  return page;
}

async function close(page: Page) {
  expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
  await page.context().close();
}

async function loadExample(page: Page, name: string) {
  await page.click(`[data-example="${name}"]`);
  const record = examples.find((e) => e.name === name)!.record;
  await page.locator(`main[data-mode="${record.mode}"]`).waitFor();
}

async function paste(page: Page, text: string) {
  const details = page.locator("details.paste");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await page.fill("textarea[name=paste]", text);
  await page.click("[data-load-paste]");
}

async function downloaded(page: Page): Promise<Record> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click("[data-download]")]);
  return JSON.parse(readFileSync((await file.path())!, "utf8")) as Record;
}

async function scrubTo(page: Page, n: number) {
  await page.locator("[data-scrubber]").fill(String(n));
  await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe(String(n));
}

describe("the playground page", () => {
  it("shows, for every example, the standings of scoreboard(replay(record)) and the lines of ace-ledger score", async () => {
    const page = await open();
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const { name, record } of examples) {
      await loadExample(page, name);
      const e = ENGINES[record.mode]!;
      const board = e.scoreboard(e.replay(record));
      await expect.poll(() => shown(page), { message: name }).toEqual(expected(board));
      const report = e.format(board).split("\n");
      expect(await page.locator("[data-title]").textContent(), name).toBe(report[0]);
      expect(report, name).toContain(await page.locator("[data-winners]").textContent());
      // Every ledger entry, with its explanation, under its event.
      const lines = page.locator(".timeline .ledger li");
      expect(await lines.count(), name).toBe(board.ledger.length);
      for (const [i, entry] of board.ledger.entries()) {
        expect(await lines.nth(i).textContent(), name).toContain(entry.explanation);
        expect(await page.locator(`.timeline > li[data-event="${entry.event}"] .ledger li`).filter({ hasText: entry.explanation }).count(), name).toBeGreaterThan(0);
      }
    }
    await close(page);
  });

  it("loads a record from a file, by the file picker and by dropping it on the page", async () => {
    const page = await open();
    const race = examples.find((e) => e.record.mode === "space-race")!.record;
    const e = ENGINES[race.mode]!;
    const want = expected(e.scoreboard(e.replay(race)));
    await page.locator("input[data-file]").setInputFiles({ name: "race.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(race)) });
    await page.locator('main[data-mode="space-race"]').waitFor();
    await expect.poll(() => shown(page)).toEqual(want);
    // Back to another record, then the same file dropped on the page.
    await loadExample(page, "aces-high-demo.json");
    // A DataTransfer holding the file, made in the page (its DOM types are not this file's).
    const drop = await page.evaluateHandle(`(() => {
      const data = new DataTransfer();
      data.items.add(new File([${JSON.stringify(JSON.stringify(race))}], "race.json", { type: "application/json" }));
      return data;
    })()`);
    await page.dispatchEvent(".page", "dragover", { dataTransfer: drop });
    await page.dispatchEvent(".page", "drop", { dataTransfer: drop });
    await page.locator('main[data-mode="space-race"]').waitFor();
    await expect.poll(() => shown(page)).toEqual(want);
    await close(page);
  });

  it("shows stateAt(record, k) after scrubbing to event k, by the slider and by the arrow keys", async () => {
    const page = await open();
    for (let k = 0; k <= demo.events.length; k++) {
      await scrubTo(page, k);
      await expect.poll(() => shown(page), { message: `k = ${k}` }).toEqual(expected(boardOf(demo, k)));
    }
    // The slider's own keys, then the page's arrow keys from a button.
    await page.locator("[data-scrubber]").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe(String(demo.events.length - 1));
    await page.locator('.timeline > li[data-event="5"] button').click();
    await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe("6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(demo, 4)));
    await page.keyboard.press("End");
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(demo)));
    // Every other example, halfway through.
    for (const { name, record } of examples.filter((e) => e.record !== demo)) {
      await loadExample(page, name);
      const k = Math.floor(record.events.length / 2);
      await scrubTo(page, k);
      await expect.poll(() => shown(page), { message: `${name} at ${k}` }).toEqual(expected(boardOf(record, k)));
    }
    await close(page);
  });

  it("draws victory and bounty per player over the events, and a point shows its event", async () => {
    const page = await open();
    expect(await page.locator("figure[data-metric]").evaluateAll((f) => f.map((x) => x.getAttribute("data-metric")))).toEqual(["victory", "bounty"]);
    expect(await page.locator('figure[data-metric="victory"] path.line').count()).toBe(demo.setup && (demo.setup as { players: unknown[] }).players.length);
    for (const x of [4, 9, 14]) {
      await page.locator(`figure[data-metric="victory"] rect[data-x="${x}"]`).hover();
      const note = page.locator("[data-chart-note]");
      await expect.poll(() => note.textContent()).toContain(`After event #${x - 1}:`);
      const board = boardOf(demo, x);
      for (const p of board.players) {
        expect(await note.textContent()).toContain(`${p.id} ${String(p.victory)}`);
      }
    }
    // A tap shows the game after that event.
    await page.locator('figure[data-metric="bounty"] rect[data-x="7"]').click();
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(demo, 7)));
    // Every mode draws its score: one panel per field, one line per player.
    for (const { name, record } of examples) {
      await loadExample(page, name);
      const players = boardOf(record, 0).players.length;
      await expect.poll(() => page.locator("figure[data-metric] path.line").count(), { message: name }).toBeGreaterThanOrEqual(players);
    }
    await close(page);
  });

  it("filters the ledger by player", async () => {
    const page = await open();
    const board = boardOf(demo);
    await page.selectOption("[data-filter]", "luke");
    const lines = page.locator(".timeline .ledger li");
    await expect.poll(() => lines.count()).toBe(board.ledger.filter((e) => e.player === "luke").length);
    expect(new Set(await lines.evaluateAll((l) => l.map((x) => x.getAttribute("data-player"))))).toEqual(new Set(["luke"]));
    await page.selectOption("[data-filter]", "");
    await expect.poll(() => lines.count()).toBe(board.ledger.length);
    await close(page);
  });

  it("shows a record that breaks a rule at the offending event, with its code and message and the state before it", async () => {
    const page = await open();
    const events = [...demo.events];
    events.splice(5, 0, { type: "destroyed", targets: ["vader"] });
    const broken = { ...demo, events };
    const failure = acesHigh.tryReplay(broken as acesHigh.AcesHighRecord);
    expect(failure.ok).toBe(false);
    if (failure.ok) return;
    expect(failure.error.event).toBe(5);
    await paste(page, JSON.stringify(broken));
    const alert = page.locator("[data-error]");
    await expect.poll(() => alert.getAttribute("data-error-event")).toBe("5");
    expect(await alert.textContent()).toContain(failure.error.code);
    expect(await alert.textContent()).toContain(failure.error.message);
    const row = page.locator('.timeline > li[data-event="5"]');
    expect(await row.getAttribute("class")).toContain("error");
    expect(await row.textContent()).toContain(failure.error.code);
    expect(await page.locator(".timeline > li.error").count()).toBe(1);
    expect(await page.locator("[data-position]").getAttribute("data-position")).toBe("5");
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(broken, 5)));
    // A broken setup: no state at all, the error alone.
    await paste(page, JSON.stringify({ ...demo, setup: { players: [] } }));
    await expect.poll(() => page.locator("[data-error]").getAttribute("data-error-event")).toBe("");
    expect(await page.locator("[data-error]").textContent()).toContain("ERR_INVALID_SETUP");
    expect(await page.locator("[data-table=standings]").count()).toBe(0);
    // Not JSON, and not a record of a mode the page knows.
    await paste(page, "{ nope");
    await expect.poll(() => page.locator("[data-load-error]").textContent()).toContain("ERR_INVALID_RECORD");
    await paste(page, JSON.stringify({ ...demo, mode: "chess" }));
    await expect.poll(() => page.locator("[data-load-error]").textContent()).toContain('got "chess"');
    await close(page);
  });

  it("appends a legal event, rejects an illegal one without changing anything, and undoes", async () => {
    const page = await open();
    const seven = { ...demo, events: demo.events.slice(0, 7) };
    // Undo back to the seven events of round 1 and its respawn.
    for (let n = demo.events.length - 1; n >= 7; n--) {
      await page.click("[data-undo]");
      await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe(String(n));
    }
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(seven)));
    expect(await downloaded(page)).toEqual(seven);

    // Illegal first: damage outside a round, by the event form.
    const state = acesHigh.replay(seven as acesHigh.AcesHighRecord);
    const outside = { type: "damaged", target: "luke", amount: 3, source: { kind: "attack", by: "vader" } };
    const rejected = acesHigh.tryApply(state, outside);
    expect(rejected.ok).toBe(false);
    if (rejected.ok) return;
    await page.click("[data-open-forms]");
    const form = page.locator('[data-event-form="aces-high"]');
    await form.locator("select[name=type]").selectOption("damaged");
    await form.locator('select[name="target"]').selectOption("luke");
    await form.locator('input[name="amount"]').fill("3");
    await form.locator('select[name="source.kind"]').selectOption("attack");
    await form.locator('select[name="source.by"]').selectOption("vader");
    await form.locator("[data-add-event]").click();
    const rejection = page.locator("[data-rejection]");
    await expect.poll(() => rejection.textContent()).toContain(rejected.error.code);
    expect(await rejection.textContent()).toContain(rejected.error.message);
    expect(await page.locator("[data-position]").getAttribute("data-position")).toBe("7");
    expect(await downloaded(page)).toEqual(seven);

    // Legal: the round starts (event form), then the same damage (typed as JSON).
    await form.locator("select[name=type]").selectOption("roundStarted");
    await form.locator("[data-add-event]").click();
    await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe("8");
    expect(await page.locator("[data-rejection]").count()).toBe(0);
    await page.fill("#event-json", JSON.stringify(outside));
    await page.click("[data-append]");
    await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe("9");
    const nine = { ...demo, events: [...seven.events, { type: "roundStarted" }, outside] };
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(nine)));
    expect(await downloaded(page)).toEqual(nine);

    // Illegal JSON event: a respawn during the round.
    const respawn = { type: "respawned", target: "soontir", marker: 1 };
    const again = acesHigh.tryApply(acesHigh.replay(nine as acesHigh.AcesHighRecord), respawn);
    expect(again.ok).toBe(false);
    if (again.ok) return;
    await page.fill("#event-json", JSON.stringify(respawn));
    await page.click("[data-append]");
    await expect.poll(() => page.locator("[data-rejection]").textContent()).toContain(`${again.error.code} ${again.error.message}`);
    expect(await downloaded(page)).toEqual(nine);

    // Undo takes back the last event only.
    await page.click("[data-undo]");
    await expect.poll(() => page.locator("[data-position]").getAttribute("data-position")).toBe("8");
    expect(await downloaded(page)).toEqual({ ...demo, events: nine.events.slice(0, 8) });
    await close(page);
  });

  it("works by keyboard", async () => {
    const page = await open();
    const epicRecord = examples.find((e) => e.name === "epic-demo.json")!.record;
    // The first stop of the tab order is the link that skips to the game, then the two views, then the examples.
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Skip to the game");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement.dataset.example")).toBe("epic-demo.json");
    await page.keyboard.press("Enter");
    await page.locator('main[data-mode="epic"]').waitFor();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(epicRecord, epicRecord.events.length - 1)));
    await page.keyboard.press("Home");
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(epicRecord, 0)));
    // An event typed and appended without the mouse: after the end of the game, rejected.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.locator('main[data-mode="aces-high"]').waitFor();
    await page.locator("#event-json").focus();
    await page.keyboard.type('{ "type": "timeCalled" }');
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("[data-rejection]").textContent()).toContain("ERR_GAME_OVER");
    await close(page);
  });

  it("gives back the same record through a link, for every example", async () => {
    const page = await open();
    for (const { name, record } of examples) {
      await loadExample(page, name);
      await page.click("[data-share]");
      const link = await page.locator("[data-link]").inputValue();
      expect(link, name).toMatch(/#record=[A-Za-z0-9_-]+$/);
      const other = await context.newPage();
      await other.goto(link);
      await other.locator(`main[data-mode="${record.mode}"]`).waitFor();
      // A link opens ready to play, on the table view; the record and its standings are in the history view.
      await other.locator(`[data-table-view="${record.mode}"]`).waitFor();
      await other.click("[data-view=history]");
      const [file] = await Promise.all([other.waitForEvent("download"), other.click("[data-download]")]);
      expect(JSON.parse(readFileSync((await file.path())!, "utf8")), name).toEqual(record);
      await expect.poll(() => shown(other), { message: name }).toEqual(expected(boardOf(record)));
      await other.close();
    }
    await close(page);
  });

  it("fits a 375 px wide phone screen without sideways scrolling", async () => {
    const page = await open(375, 812);
    const overflow = () => page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") as Promise<number>;
    await page.locator("details.paste summary").click();
    for (const { name } of examples) {
      await loadExample(page, name);
      await page.click("[data-share]");
      await page.locator("[data-link]").waitFor();
      expect(await overflow(), name).toBe(0);
    }
    const events = [...demo.events];
    events.splice(3, 0, { type: "respawned", target: "a-very-long-player-id-that-does-not-exist-in-this-game", marker: 1 });
    await paste(page, JSON.stringify({ ...demo, events }));
    await page.locator("[data-error]").waitFor();
    expect(await overflow()).toBe(0);
    await close(page);
  });

  it("loads a mode's engine when a record of that mode is first opened, and says so when it cannot", async () => {
    const from = up.server.requests.length;
    const page = await open();
    const scripts = () => up.server.requests.slice(from).filter((p) => p.endsWith(".js"));
    // The first load (an Aces High game) carries one engine: no mode chunk.
    expect(scripts().filter((p) => p.startsWith("/mode-"))).toEqual([]);
    await loadExample(page, "epic-demo.json");
    await loadExample(page, "aces-high-demo.json");
    await loadExample(page, "epic-demo.json");
    expect(scripts().filter((p) => p.startsWith("/mode-"))).toEqual(["/mode-epic.js"]);
    const epicRecord = examples.find((e) => e.name === "epic-demo.json")!.record;
    await expect.poll(() => shown(page)).toEqual(expected(boardOf(epicRecord)));
    // A chunk that does not arrive: the page says which and stays usable; the next try loads it.
    await context.route("**/mode-fireteam.js", (route) => route.abort());
    await page.click('[data-example="fireteam-demo.json"]');
    await expect.poll(() => page.locator("[data-load-error]").textContent()).toContain("ERR_NOT_LOADED");
    expect(await page.locator("[data-load-error]").textContent()).toContain("mode-fireteam.js");
    await context.unroute("**/mode-fireteam.js");
    await loadExample(page, "fireteam-demo.json");
    expect(await page.locator("[data-title]").textContent()).toMatch(/^A\.C\.E\. Fireteam/);
    // The aborted request is the page's only error, and it is the one it said.
    const errors = (page as Page & { errors: string[] }).errors;
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    errors.length = 0;
    await close(page);
  });

  it("makes no request but for its own files, and works offline and opened from a file", async () => {
    const page = await open();
    const outside: string[] = [];
    page.on("request", (r) => !r.url().startsWith(up.server.origin) && !/^(data|blob):/.test(r.url()) && outside.push(r.url()));
    for (const { name } of examples) await loadExample(page, name);
    expect(outside).toEqual([]);
    // The page's own files: the first load's, the chunks the forms load (an earlier test recorded with them), and the engines of the modes opened.
    const own = new Set(["/", "/index.html", "/style.css", "/app.js", "/sw.js", "/chart.js", "/forms.js", "/table-view.js", "/cards-2.5.js", "/cards-legacy.js", ...["epic", "space-race", "fireteam", "intergalactic-ace"].map((m) => `/mode-${m}.js`)]);
    expect(up.server.requests.filter((path) => !own.has(path))).toEqual([]);
    // Offline: the service worker has the page's files.
    await page.evaluate("navigator.serviceWorker.ready");
    await context.setOffline(true);
    await page.reload();
    await page.locator("[data-table=standings]").waitFor();
    await loadExample(page, "space-race-demo.json");
    expect(await page.locator("[data-title]").textContent()).toMatch(/^Space Race/);
    await close(page);
    // From a file, with no server at all.
    const local = await up.browser.newPage();
    await local.goto(`file://${join(root, "site", "dist", "index.html")}`);
    await expect.poll(() => shown(local)).toEqual(expected(boardOf(demo)));
    await local.close();
  });

  it("writes screenshots of a finished Aces High game at desktop and phone sizes", async () => {
    mkdirSync(screenshotDir, { recursive: true });
    const desktop = await open(1280, 900);
    await desktop.locator('figure[data-metric="victory"] rect[data-x="14"]').hover();
    await desktop.screenshot({ path: join(screenshotDir, "playground-desktop.png"), fullPage: true });
    await close(desktop);
    // A phone's screen (at its pixel density), scrolled to the game.
    const phone = await open(375, 812, "", 2);
    await phone.evaluate("document.querySelector('.summary').scrollIntoView(); scrollBy(0, -12)");
    await phone.screenshot({ path: join(screenshotDir, "playground-phone.png") });
    await close(phone);
    console.log(`screenshots: ${join(screenshotDir, "playground-desktop.png")}, ${join(screenshotDir, "playground-phone.png")}`);
  });
});
