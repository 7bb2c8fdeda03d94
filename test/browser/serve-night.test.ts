/**
 * A night run through `ace-ledger event serve` alone, in the real Chromium: the organiser's console on a
 * laptop and four phones (375 px, touch) at the tables. Twelve players registered with their XWS squads
 * (files dropped, a pilot picked from each), three rounds, every table sending its own result from a
 * phone (two at the same moment), a wrong table code refused, a result corrected by the organiser, a drop
 * and an arrival; the server killed (SIGKILL) in the middle of round 2 and started again, every result
 * acknowledged found in the file and the one a phone still held sent again; the final standings on a
 * phone equal to the event file's records counted by the library. No JSON is typed and no command is
 * run after `serve`.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AcesHighEvent, displayName, eventStandings } from "../../src/modes/tournament/index.js";
import { launch, root, trackErrors } from "./harness.js";
import { buildCli, crash, freePort, type Serving, startServe } from "./night-server.js";

const CORPUS = join(root, "test", "fixtures", "xws", "corpus");
const CASSIAN = join(CORPUS, "dialcontrol-cassian-ap5-braylen-ten.json");
const SWARM = join(CORPUS, "grix-darth-swarm.json");
const SABACC = join(CORPUS, "dialcontrol-sabacc-ciena-fifth-gideon-lbn.json");

/** The twelve players, each with the squad file they bring and the pilot they fly from it. */
const PLAYERS: readonly (readonly [string, string, number])[] = [
  ["Zoë Ng", CASSIAN, 1],
  ["Ben Ito", CASSIAN, 2],
  ["Cara Diaz", CASSIAN, 3],
  ["Dev Rao", CASSIAN, 4],
  ["Eli Moss", SWARM, 1],
  ["Fay Orr", SWARM, 2],
  ["Gus Pike", SWARM, 3],
  ["Hal Quinn", SWARM, 4],
  ["Ivy Roe", SWARM, 5],
  ["Jon Sato", SWARM, 6],
  ["Kai Tran", SABACC, 1],
  ["Lou Vega", SABACC, 2],
];

/** What a table writes on its sheet, by order number: victory and bounty; places follow the totals. */
const SHEETS: { readonly [size: number]: readonly (readonly [number, number])[] } = {
  4: [[4, 1], [2, 1], [1, 0], [0, 0]],
  5: [[5, 0], [3, 0], [2, 0], [1, 0], [0, 0]],
};

let browser: Browser;
let cli: string;
let port: number;
let eventPath: string;
let serving: Serving;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  cli = buildCli();
  port = await freePort();
  eventPath = join(mkdtempSync(join(tmpdir(), "ace-ledger-serve-night-")), "night.json");
  serving = await startServe(cli, eventPath, port);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  serving?.process.kill("SIGTERM");
});

async function newPage(phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  trackErrors(page, errors);
  return page;
}

const eventFile = () => JSON.parse(readFileSync(eventPath, "utf8")) as AcesHighEvent & { meta: { serve: { submissions: { id: string; status: string; round: number; table: number }[] } } };

/** Waits for what the console said last to contain `text`. */
async function said(organiser: Page, text: string): Promise<void> {
  await organiser
    .locator(".said-box")
    .getByText(text, { exact: false })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(async (e: unknown) => {
      throw new Error(`the console said ${JSON.stringify(await organiser.locator(".said-box").innerText())}, not ${JSON.stringify(text)}`, { cause: e });
    });
}

/**
 * Pairs the next round from the console. When the standings hold a tie that only a final salvo roll
 * breaks (the seating needs it), the console refuses as the command line does; the organiser enters
 * the rolls made at the table, and pairs again.
 */
async function pair(organiser: Page, round: number): Promise<void> {
  await organiser.getByRole("button", { name: `Pair round ${round}` }).click();
  const box = organiser.locator(".said-box");
  await box.getByText(new RegExp(`Round ${round} paired|ERR_SALVO`)).first().waitFor({ timeout: 20_000 });
  if (!(await box.innerText()).includes("ERR_SALVO")) return;
  const rolls = organiser.locator("section[aria-labelledby=salvo] input");
  for (let i = 0; i < (await rolls.count()); i++) await rolls.nth(i).fill(String(i + 1));
  await organiser.getByRole("button", { name: "Enter the rolls" }).click();
  await said(organiser, "Final salvo rolls for the standings after round");
  await organiser.getByRole("button", { name: `Pair round ${round}` }).click();
  await said(organiser, `Round ${round} paired`);
}

/** The code the console shows for a table of the round being played (printed on the table's sheet). */
async function codeOf(organiser: Page, table: number): Promise<string> {
  await organiser.locator("#round").getByText(/^Round \d+ of 3$/).waitFor();
  const text = await organiser.locator("ol.tables > li").nth(table - 1).locator(".code").first().innerText();
  return /code (\w+)/.exec(text)![1]!;
}

/** A phone at table `table`: its player chooses their name, opens their table and fills in the sheet (not sent yet). */
async function fillSheet(phone: Page, origin: string, table: number, code: string): Promise<void> {
  await phone.goto(`${origin}/`);
  const first = (await phone.locator("ol.tables > li").nth(table - 1).locator("ol > li").first().innerText()).trim();
  await phone.getByLabel("Who are you?").selectOption({ label: first });
  await phone.locator(".mine").getByText(`Your table: ${table}`, { exact: false }).waitFor();
  await phone.locator(".mine a.button").click();
  await phone.getByRole("heading", { name: /table \d+$/ }).waitFor();
  await phone.getByLabel("Table code").fill(code);
  const names = await phone.locator("form.sheet tbody th").allInnerTexts();
  const sheet = SHEETS[names.length]!;
  for (const [i, name] of names.entries()) {
    await phone.getByLabel(`victory of ${name}`).fill(String(sheet[i]![0]));
    await phone.getByLabel(`bounty of ${name}`).fill(String(sheet[i]![1]));
  }
  // The place is worked out from the totals, never typed.
  for (const [i, name] of names.entries()) expect(await phone.getByLabel(`place of ${name}`).innerText()).toBe(String(i + 1));
}

const send = (phone: Page) => phone.getByRole("button", { name: "Send the result" }).click();
async function received(phone: Page): Promise<void> {
  const last = phone.locator("ul.outbox li").last();
  await phone.locator("ul.outbox li").first().waitFor();
  // Sent and acknowledged, or refused: a refusal fails the test with what it said.
  await phone.locator("ul.outbox li.pending, ul.outbox li.accepted, ul.outbox li.refused").last().waitFor({ timeout: 30_000 });
  expect(await last.getAttribute("class"), await last.innerText()).not.toBe("refused");
}

async function accept(organiser: Page, round: number, table: number): Promise<void> {
  await organiser.getByRole("button", { name: `Accept table ${table}`, exact: true }).click();
  await said(organiser, `Round ${round}, table ${table}: the result sent is entered`);
}

/** Where the screenshots of the docs are written, when asked for: NIGHT_SCREENSHOTS=docs. */
const SHOTS = process.env.NIGHT_SCREENSHOTS;

/** The console and the players' view at 375 px, in the middle of round 2 (a result waiting for the organiser). */
async function screenshots(organiser: Page, phone: Page): Promise<void> {
  const folder = join(root, SHOTS!);
  await organiser.setViewportSize({ width: 375, height: 1200 });
  await organiser.evaluate("window.scrollTo(0, 0)");
  await organiser.screenshot({ path: join(folder, "serve-console.png") });
  await organiser.setViewportSize({ width: 1280, height: 900 });
  await phone.goto(`${serving.origin}/`);
  await phone.getByLabel("Who are you?").selectOption({ label: "Mia Wu" });
  await phone.locator(".mine").waitFor();
  await phone.screenshot({ path: join(folder, "serve-players.png"), fullPage: true });
}

/** What the phones acknowledged: every result their outbox holds as received. */
async function acknowledged(phones: readonly Page[]): Promise<string[]> {
  const ids: string[] = [];
  for (const phone of phones) {
    const box = (await phone.evaluate('localStorage.getItem("ace-ledger-night-outbox") ?? "[]"')) as string;
    for (const o of JSON.parse(box) as { id: string; state: string }[]) if (o.state === "pending" || o.state === "accepted") ids.push(o.id);
  }
  return ids;
}

describe("a 12-player, 3-round night through event serve", () => {
  it("runs from registration to the final standings, through a crash of the server", async () => {
    const organiser = await newPage(false);
    const phones = [await newPage(true), await newPage(true), await newPage(true), await newPage(true)];
    expect(serving.output).toContain("What it exposes to anyone on the network");

    // Registration: names typed, squads dropped as files, a pilot picked from each; checked at once.
    await organiser.goto(serving.console);
    await organiser.getByLabel("Event name").fill("Thursday Aces");
    await organiser.getByLabel("Point limit").fill("125");
    await organiser.getByLabel("Minutes a game").fill("75");
    for (const [i, [name, squad, pilot]] of PLAYERS.entries()) {
      if (i > 0) await organiser.getByRole("button", { name: "Add a player" }).click();
      const row = organiser.locator("ol.registrations > li").nth(i);
      await row.getByLabel(`name of player ${i + 1}`).fill(name);
      await row.getByLabel(`Squad of player ${i + 1}: XWS file`).setInputFiles(squad);
      await row.getByLabel("Pilot flown").selectOption(String(pilot));
      await row.getByText("Legal:").waitFor();
    }
    await organiser.getByRole("button", { name: "Open the event with 12 players" }).click();
    await said(organiser, "The event is open: 12 players, 3 rounds.");
    expect(eventFile().players).toHaveLength(12);
    // The players' address and its QR code, on the organiser's screen.
    await organiser.locator("details.address summary").click();
    await organiser.waitForFunction("document.querySelector('details.address img')?.naturalWidth > 0");

    // Round 1: paired, the clock started, every table sends its own result.
    await pair(organiser, 1);
    await said(organiser, "Round 1 paired: 3 tables of 4, 4, 4.");
    await organiser.getByRole("button", { name: "Start the round's clock" }).click();
    const codes1 = [await codeOf(organiser, 1), await codeOf(organiser, 2), await codeOf(organiser, 3)];

    // A wrong code is refused, and the phone says so as the command line would.
    await fillSheet(phones[3]!, serving.origin, 1, codes1[0] === "AAAAA" ? "BBBBB" : "AAAAA");
    await send(phones[3]!);
    await phones[3]!.locator("ul.outbox li.refused").getByText("ERR_TABLE_CODE: that is not the code of round 1, table 1").waitFor();
    await phones[0]!.goto(`${serving.origin}/`);
    await phones[0]!.getByText(/Round 1: \d+:\d\d left/).waitFor();

    // Two tables send at the same moment; then the third.
    await fillSheet(phones[0]!, serving.origin, 1, codes1[0]!);
    await fillSheet(phones[1]!, serving.origin, 2, codes1[1]!.toLowerCase());
    await Promise.all([send(phones[0]!), send(phones[1]!)]);
    await Promise.all([received(phones[0]!), received(phones[1]!)]);
    await fillSheet(phones[2]!, serving.origin, 3, codes1[2]!);
    await send(phones[2]!);
    await received(phones[2]!);
    for (const t of [1, 2, 3]) await accept(organiser, 1, t);
    await phones[0]!.getByText("This table's result is in the standings").waitFor();

    // The organiser corrects table 2: the result it replaces is kept.
    const table2 = organiser.locator("ol.tables > li").nth(1);
    await table2.getByRole("button", { name: "Correct table 2" }).click();
    const names2 = await table2.locator("form.sheet tbody th").allInnerTexts();
    for (const [i, name] of names2.entries()) {
      await table2.getByLabel(`victory of ${name}`).fill(String([3, 2, 1, 0][i]));
      await table2.getByLabel(`bounty of ${name}`).fill("0");
    }
    await table2.getByRole("button", { name: "Correct table 2's result" }).click();
    await said(organiser, "Round 1, table 2: result entered; round 1: 3 of 3 tables have a result.");
    await organiser.getByText("Results replaced or taken off (kept)").waitFor();
    expect(eventFile().replaced).toHaveLength(1);

    // A drop and an arrival, chosen and typed by name; the arrival's squad dropped as a file.
    await organiser.getByRole("button", { name: "Drop Hal Quinn" }).click();
    await said(organiser, "Hal Quinn leaves: not seated from round 2 on; their results of round 1 stand.");
    await organiser.getByLabel("name of the arriving player").fill("Mia Wu");
    await organiser.getByLabel("Their squad: XWS file").setInputFiles(SABACC);
    await organiser.locator("#players").locator("..").getByLabel("Pilot flown").selectOption("3");
    await organiser.locator("#players").locator("..").getByText("Legal:").waitFor();
    await organiser.getByRole("button", { name: "Join Mia Wu" }).click();
    await said(organiser, "Mia Wu joins from round 2.");

    // Round 2: two tables send; the organiser takes one; the server is killed.
    await pair(organiser, 2);
    await said(organiser, "Round 2 paired: 3 tables of 4, 4, 4.");
    const codes2 = [await codeOf(organiser, 1), await codeOf(organiser, 2), await codeOf(organiser, 3)];
    await fillSheet(phones[0]!, serving.origin, 1, codes2[0]!);
    await fillSheet(phones[1]!, serving.origin, 2, codes2[1]!);
    await Promise.all([send(phones[0]!), send(phones[1]!)]);
    await Promise.all([received(phones[0]!), received(phones[1]!)]);
    await accept(organiser, 2, 1);
    if (SHOTS !== undefined) await screenshots(organiser, phones[3]!);
    await fillSheet(phones[2]!, serving.origin, 3, codes2[2]!);
    const before = await acknowledged(phones);
    await crash(serving);

    // The third table sends while the server is down: its phone keeps the result.
    await send(phones[2]!);
    await phones[2]!.getByText("Kept on this phone, sending").waitFor();
    const file = eventFile();
    const inFile = new Set(file.meta.serve.submissions.map((s) => s.id));
    expect(before.filter((id) => !inFile.has(id))).toEqual([]);
    expect(file.rounds[1]!.tables[0]!.record).toBeDefined();

    // Started again on the same file: the same night; the phone sends its result again on its own.
    serving = await startServe(cli, eventPath, port);
    await received(phones[2]!);
    const after = await acknowledged(phones);
    const inFileAfter = new Set(eventFile().meta.serve.submissions.map((s) => s.id));
    expect(after.filter((id) => !inFileAfter.has(id))).toEqual([]);
    expect(after.length).toBe(before.length + 1);
    await organiser.goto(serving.console);
    await accept(organiser, 2, 2);
    await accept(organiser, 2, 3);

    // Round 3.
    await pair(organiser, 3);
    const codes3 = [await codeOf(organiser, 1), await codeOf(organiser, 2), await codeOf(organiser, 3)];
    for (const [i, phone] of phones.slice(0, 3).entries()) {
      await fillSheet(phone, serving.origin, i + 1, codes3[i]!);
      await send(phone);
      await received(phone);
    }
    for (const t of [1, 2, 3]) await accept(organiser, 3, t);

    // The draw is random: when the night ends on a tie, it is not final until the organiser enters the
    // final salvo rolls the tied players made ("Final salvo rolls" on the console), all different here.
    const ties = eventStandings(eventFile()).ties;
    if (ties.length > 0) {
      const tied = [...new Set(ties.flatMap((t) => t.players))];
      for (const [i, id] of tied.entries()) await organiser.getByLabel(`${displayName(eventFile(), id)} rolled`).fill(String(i + 1));
      await organiser.getByRole("button", { name: "Enter the rolls" }).click();
      await said(organiser, "Final salvo rolls for the standings after round 3");
    }

    // The final standings on a phone are the event file's records counted by the library.
    const event = eventFile();
    const counted = eventStandings(event);
    expect(counted.final).toBe(true);
    expect(counted.ties).toEqual([]);
    const expected = counted.standings.map((s) => [String(s.rank), displayName(event, s.id), String(s.victory)]);
    const phone = phones[3]!;
    await phone.goto(`${serving.origin}/`);
    await phone.getByText("Final standings, after round 3 of 3").waitFor();
    const rows = await phone.locator("table.standings tbody tr").allInnerTexts().then((lines) => lines.map((line) => line.split("\t").slice(0, 3)));
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(13);
    // Every phone's page fits its 375 px.
    for (const p of phones) expect(await p.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(375);
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
  }, 300_000);
});
