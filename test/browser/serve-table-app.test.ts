/**
 * A table of a night served by `ace-ledger event serve` records its game in the table app and sends it,
 * in the real Chromium, on phones (375x812, touch): from the players' view, one tap opens the table's
 * game already set up (its seated players, their ships, the event's rules) in the table view; the game
 * is recorded in the table view alone; "Send to the organiser" sends it with the table's code through
 * the phone's outbox; the organiser accepts it in the console, and the standings are the record replayed
 * with the library. A second phone goes offline before it sends: the result is kept on the phone, and
 * sent once the phone is back online. The round's clock stops once both tables have their result, and
 * the players' view names each table's places.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreboard, tryReplay } from "../../src/modes/aces-high/index.js";
import { type AcesHighEvent, displayName, eventStandings } from "../../src/modes/tournament/index.js";
import { launch, root, trackErrors } from "./harness.js";
import { buildCli, freePort, type Serving, startServe } from "./night-server.js";

const CORPUS = join(root, "test", "fixtures", "xws", "corpus");
const CASSIAN = join(CORPUS, "dialcontrol-cassian-ap5-braylen-ten.json");
const SWARM = join(CORPUS, "grix-darth-swarm.json");
const PLAYERS = ["Zoë Ng=CASSIAN#1", "Ben Ito=CASSIAN#2", "Cara Diaz=CASSIAN#3", "Dev Rao=CASSIAN#4", "Eli Moss=SWARM#1", "Fay Orr=SWARM#2", "Gus Pike=SWARM#3", "Hal Quinn=SWARM#4"].map((p) => p.replace("CASSIAN", CASSIAN).replace("SWARM", SWARM));

let browser: Browser;
let eventPath: string;
let serving: Serving;
const errors: string[] = [];
/** Where the docs' screenshot is written, when asked for: NIGHT_SCREENSHOTS=docs. */
const SHOTS = process.env.NIGHT_SCREENSHOTS;

beforeAll(async () => {
  const cli = buildCli();
  eventPath = join(mkdtempSync(join(tmpdir(), "ace-ledger-serve-table-")), "night.json");
  // The event made and round 1 paired by the command line; everything after `serve` is done in the pages.
  execFileSync(process.execPath, [cli, "event", "init", eventPath, ...PLAYERS, "--limit", "125", "--time", "75", "--name", "Table night", "--rounds", "2"], { stdio: "pipe" });
  execFileSync(process.execPath, [cli, "event", "next", eventPath, "--write"], { stdio: "pipe" });
  serving = await startServe(cli, eventPath, await freePort());
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  serving?.process.kill("SIGTERM");
});

async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  trackErrors(page, errors);
  page.on("dialog", (d) => void d.accept());
  return page;
}

const eventFile = () => JSON.parse(readFileSync(eventPath, "utf8")) as AcesHighEvent & { meta: { serve: { submissions: { id: string; status: string; round: number; table: number }[] } } };
const kept = async (page: Page) => JSON.parse((await page.evaluate('localStorage.getItem("ace-ledger-playground/game")')) as string).record as { setup: { players: { id: string; order: number; ship: unknown }[]; rules: unknown }; events: unknown[]; meta: { round: number; table: number } };
const outbox = async (page: Page) => JSON.parse((await page.evaluate('localStorage.getItem("ace-ledger-night-outbox") ?? "[]"')) as string) as { id: string; state: string; round: number; table: number }[];

/** The code the console shows for a table of the round (printed on the table's sheet). */
async function codeOf(organiser: Page, table: number): Promise<string> {
  const text = await organiser.locator("ol.tables > li").nth(table - 1).locator(".code").first().innerText();
  return /code (\w+)/.exec(text)![1]!;
}

/** A phone at table `table`: its first player chooses their name, opens the table's page, and taps "Play this table's game". */
async function openGame(page: Page, table: number): Promise<void> {
  await page.goto(`${serving.origin}/`);
  const first = (await page.locator("ol.tables > li").nth(table - 1).locator("ol > li").first().innerText()).trim();
  await page.getByLabel("Who are you?").selectOption({ label: first });
  await page.locator(".mine a.button").tap();
  await page.getByRole("heading", { name: `Round 1, table ${table}` }).waitFor();
  await page.getByRole("link", { name: "Play this table's game" }).tap();
  await page.waitForURL(`${serving.origin}/play/?round=1&table=${table}`);
  await page.locator("[data-table-view=aces-high]").waitFor();
}

/** One event recorded in the table view: an action (on a piece's card, or in the bar), then each answer tapped. */
async function play(page: Page, piece: string | null, action: string, ...answers: string[]): Promise<void> {
  const before = (await kept(page).catch(() => ({ events: [] }))).events.length;
  const from: Locator = piece === null ? page.locator("[data-bar]") : page.locator(`[data-piece="${piece}"]`);
  await from.locator(`[data-action="${action}"]`).tap();
  for (const answer of answers) await page.locator(`[data-ask] [data-pick="${answer}"]`).tap();
  await expect.poll(async () => (await kept(page)).events.length).toBe(before + 1);
}

/** A short game played to its end in the table view: the second player damaged by the first, then time. */
async function playGame(page: Page): Promise<void> {
  const pieces = await page.locator("[data-piece]").evaluateAll((list) => list.map((p) => p.getAttribute("data-piece")!));
  const firstName = (await page.locator(`[data-piece="${pieces[0]}"] .piece-head strong`).innerText()).trim();
  await play(page, null, "Start round");
  await play(page, pieces[1]!, "Damage", "1", `attack by ${firstName}`);
  await play(page, pieces[2]!, "Damage", "1", `attack by ${firstName}`);
  await play(page, null, "End round");
  await play(page, null, "Call time");
  await page.locator("[data-table-over]").waitFor();
}

async function sendToOrganiser(page: Page, code: string): Promise<void> {
  const panel = page.locator("[data-night-send]");
  await panel.getByLabel("Table code").fill(code);
  await panel.getByRole("button", { name: "Send to the organiser" }).tap();
}

const panelSays = (page: Page, text: string) => page.locator("[data-night-send] ul.outbox li").last().getByText(text).waitFor({ timeout: 30_000 });

describe("a table records its game in the table app served by event serve, and sends it", () => {
  it("opens the table's game from the players' view, records it, sends it with its code; a phone offline keeps it and sends it once back", async () => {
    const organiser = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    trackErrors(organiser, errors);
    await organiser.goto(serving.console);
    await organiser.getByRole("button", { name: "Start the round's clock" }).click();
    await organiser.locator("#round").getByText(/^Round 1 of 2$/).waitFor();
    const codes = [await codeOf(organiser, 1), await codeOf(organiser, 2)];

    // The table app opened on its own (an example shown) loads nothing of a night.
    const plain = await phone();
    const asked: string[] = [];
    plain.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await plain.goto(`${serving.origin}/play/`);
    await plain.locator("[data-table=standings]").waitFor();
    expect(asked.filter((p) => p.includes("night") || p.startsWith("/api/"))).toEqual([]);
    await plain.context().close();

    // Table 1: the game opens set up as the event's table record: its seated players in order, their ships, the event's rules.
    const one = await phone();
    await openGame(one, 1);
    const served = (await (await fetch(`${serving.origin}/api/game/1/1`)).json()) as { setup: unknown; meta: unknown };
    const start = await kept(one);
    expect(start.setup).toEqual(served.setup);
    expect(start.meta).toEqual(served.meta);
    expect(start.setup.players.map((p) => p.id)).toEqual(eventFile().rounds[0]!.tables[0]!.players);
    expect(start.events).toEqual([]);
    await playGame(one);
    // Opened again from the table's page, the game goes on as kept on the phone.
    const played = await kept(one);
    await openGame(one, 1);
    expect(await kept(one)).toEqual(played);
    await one.locator("[data-table-over]").waitFor();
    // A wrong code is refused, in the server's words; the game stays on the phone.
    await sendToOrganiser(one, codes[0] === "AAAAA" ? "BBBBB" : "AAAAA");
    await panelSays(one, "Refused: ERR_TABLE_CODE: that is not the code of round 1, table 1");
    // The phone loses the network as it sends: kept, and sent on its own once the network is back, without a tap.
    await one.context().setOffline(true);
    await sendToOrganiser(one, codes[0]!.toLowerCase());
    await panelSays(one, "Kept on this phone, sending");
    await one.waitForTimeout(1000);
    expect(eventFile().meta.serve.submissions).toEqual([]);
    await one.context().setOffline(false);
    await panelSays(one, "Received: waiting for the organiser.");
    const recorded = await kept(one);
    expect(recorded.events.length).toBe(5);
    if (SHOTS !== undefined) {
      await one.locator("[data-night-send]").scrollIntoViewIfNeeded();
      await one.screenshot({ path: join(root, SHOTS, "serve-table-app.png") });
    }

    // Table 2: recorded, then the phone loses the network before it sends, and the page is closed.
    const gone = await phone();
    await openGame(gone, 2);
    await playGame(gone);
    await gone.context().setOffline(true);
    await sendToOrganiser(gone, codes[1]!);
    await panelSays(gone, "Kept on this phone, sending");
    expect((await outbox(gone)).map((o) => [o.round, o.table, o.state])).toEqual([[1, 2, "waiting"]]);
    await gone.waitForTimeout(1000);
    expect(eventFile().meta.serve.submissions.filter((s) => s.table === 2)).toEqual([]);
    const context = gone.context();
    await gone.close();
    // Back online, the phone opens the pairings: the result it kept is sent from there, without a tap.
    await context.setOffline(false);
    const two = await context.newPage();
    trackErrors(two, errors);
    await two.goto(`${serving.origin}/`);
    await expect.poll(async () => (await outbox(two)).map((o) => o.state), { timeout: 20_000 }).toEqual(["pending"]);
    expect(eventFile().meta.serve.submissions.filter((s) => s.table === 2).map((s) => s.status)).toEqual(["pending"]);
    await two.goto(`${serving.origin}/play/?round=1&table=2`);
    await panelSays(two, "Received: waiting for the organiser.");

    // The organiser accepts both; the phones say so, and the game stays on each phone.
    for (const t of [1, 2]) {
      await organiser.getByRole("button", { name: `Accept table ${t}`, exact: true }).click();
      await organiser.locator(".said-box").getByText(`Round 1, table ${t}: the result sent is entered`).waitFor({ timeout: 20_000 });
    }
    await panelSays(one, "Received and entered.");
    await one.locator("[data-night-send]").getByText("This table's result is in the standings").waitFor();
    await panelSays(two, "Received and entered.");
    expect(await kept(one)).toEqual(recorded);

    // The event file holds the records as played; the standings are those records replayed with the library.
    const event = eventFile();
    expect(event.rounds[0]!.tables[0]!.record).toEqual(recorded);
    expect(event.rounds[0]!.tables[1]!.record).toEqual(await kept(two));
    const counted = eventStandings(event);
    for (const record of [recorded, await kept(two)]) {
      const replayed = tryReplay(record as never);
      if (!replayed.ok) throw new Error(replayed.error.message);
      for (const p of scoreboard(replayed.value).players) expect(counted.standings.find((s) => s.id === p.id)!.victory).toBe(p.victory);
    }

    // The players' view: each table's winner and places, the clock stopped, the standings as counted.
    await one.goto(`${serving.origin}/`);
    await one.getByText("Round 1: every table has its result; the clock is stopped.").waitFor();
    for (const [t, table] of event.rounds[0]!.tables.entries()) {
      // In seat order; a place shared keeps it.
      const places = table.players.map((id) => [counted.standings.find((s) => s.id === id)!.places[0]!, displayName(event, id)] as const);
      const winners = places.filter(([place]) => place === 1).map(([, name]) => name);
      const line = await one.locator("ol.tables > li").nth(t).locator(".placed").innerText();
      expect(line).toContain(`Winner: ${winners.join(", ")}.`);
      expect(line).toContain(`Places: ${[...places].sort((a, b) => a[0] - b[0]).map(([place, name]) => `${place}. ${name}`).join(", ")}`);
    }
    const rows = await one.locator("table.standings tbody tr").allInnerTexts().then((lines) => lines.map((l) => l.split("\t").slice(0, 3)));
    expect(rows).toEqual(counted.standings.map((s) => [String(s.rank), displayName(event, s.id), String(s.victory)]));
    for (const p of [one, two]) expect(await p.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(375);
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
  }, 240_000);
});
