/**
 * How the page holds up at a desktop's and a phone's width, for the keyboard and for assistive
 * technology (axe-core, run in the page), and what its service worker answers.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeSource, example, playground, trackErrors } from "./harness.js";

interface Rec {
  readonly mode: string;
  readonly setup: { readonly players: readonly { readonly id: string }[] };
  readonly events: readonly unknown[];
}
const examples = ["aces-high-demo.json", "epic-demo.json", "fireteam-demo.json", "intergalactic-ace-demo.json", "space-race-demo.json"].map((name) => ({
  name,
  record: example<Rec>(name),
}));
const demo = examples[0]!.record;

const up = playground();

type Tracked = Page & { errors: string[] };

async function open(width: number, height = 900): Promise<Tracked> {
  const page = (await up.browser.newPage({ viewport: { width, height } })) as Tracked;
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

async function loadExample(page: Page, name: string) {
  await page.click(`[data-example="${name}"]`);
  await page.locator(`main[data-mode="${examples.find((e) => e.name === name)!.record.mode}"]`).waitFor();
}

async function paste(page: Page, text: string) {
  const details = page.locator("details.paste");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await page.fill("textarea[name=paste]", text);
  await page.click("[data-load-paste]");
}

/** Every table box: how wide its table is, how wide the box shows, and whether it takes the focus. */
const tableBoxes = (page: Page) =>
  page.locator(".table-wrap").evaluateAll((boxes) =>
    boxes.map((b) => ({ table: b.querySelector("table")!.dataset.table, wide: b.scrollWidth, box: b.clientWidth, tabIndex: b.getAttribute("tabindex"), role: b.getAttribute("role") })),
  );

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(axeSource);
  const found = (await page.evaluate(`axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) })))`)) as {
    id: string;
    impact: string;
    nodes: string[];
  }[];
  return found.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).join(", ")}`);
}

/** The demo record with every player id made 64 characters long (the longest a record allows). */
function longIds(): string {
  let text = JSON.stringify(demo);
  for (const { id } of demo.setup.players) text = text.replaceAll(`"${id}"`, `"${id}${"x".repeat(64 - id.length)}"`);
  return text;
}

describe("layout, keyboard and accessibility", () => {
  it("shows every column of every standings table at 1280 px, and a wider table scrolls by keyboard", async () => {
    const page = await open(1280);
    for (const { name } of examples) {
      await loadExample(page, name);
      for (const box of await tableBoxes(page)) expect(box.wide, `${name}: ${box.table}`).toBeLessThanOrEqual(box.box);
    }
    await page.setViewportSize({ width: 1050, height: 900 });
    await loadExample(page, "space-race-demo.json");
    const wrap = page.locator(".table-wrap").first();
    await expect.poll(() => wrap.getAttribute("tabindex")).toBe("0");
    expect(await wrap.getAttribute("role")).toBe("region");
    expect(await wrap.getAttribute("aria-label")).toContain("standings");
    await wrap.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A table that fits is no tab stop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => wrap.getAttribute("tabindex")).toBe(null);
    await close(page);
  });

  it("keeps a phone page 375 px wide with 64-character player ids", async () => {
    const page = await open(375, 812);
    await paste(page, longIds());
    await page.locator('main[data-mode="aces-high"]').waitFor();
    await expect.poll(() => page.locator("[data-table=standings] tbody tr").count()).toBe(demo.setup.players.length);
    await page.click("[data-open-forms]");
    await page.locator('[data-event-form="aces-high"] select[name=type]').selectOption("respawned");
    await page.selectOption("[data-filter]", `${demo.setup.players[0]!.id}${"x".repeat(64 - demo.setup.players[0]!.id.length)}`);
    // Any text past the right edge (a text may overflow its element, whose box then stays inside).
    const wide = `(() => { const out = []; const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); for (let n = w.nextNode(); n; n = w.nextNode()) { const r = document.createRange(); r.selectNodeContents(n); if (r.getBoundingClientRect().right + scrollX > innerWidth + 1) out.push(n.parentElement.className + ": " + n.textContent.slice(0, 30)); } return out; })()`;
    expect(await page.evaluate(wide)).toEqual([]);
    expect(await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")).toBe(0);
    await close(page);
  });

  it("clears an old rejection when the browser refuses the next input, and counts events in words", async () => {
    const page = await open(1280);
    await page.fill("#event-json", '{ "type": "timeCalled" }');
    await page.click("[data-append]");
    await page.locator("[data-rejection]").waitFor();
    // Then an amount the field refuses: the browser blocks the submit before the page sees it.
    await page.click("[data-open-forms]");
    const form = page.locator('[data-event-form="aces-high"]');
    await form.locator("select[name=type]").selectOption("damaged");
    await form.locator('input[name="amount"]').fill("0");
    await form.locator("[data-add-event]").click();
    // Had the event gone through, the game being over, it would have been rejected in turn.
    await expect.poll(() => page.locator("[data-rejection]").count()).toBe(0);
    // A record broken at event 1: "after 1 event".
    await paste(page, JSON.stringify({ ...demo, events: [demo.events[0], { type: "destroyed", targets: ["nobody"] }] }));
    await expect.poll(() => page.locator("[data-error]").textContent()).toContain("after 1 event.");
    await close(page);
  });

  it("drops the drop outline when a drag leaves the page over one of its elements", async () => {
    const page = await open(1280);
    await page.dispatchEvent(".page", "dragover");
    await expect.poll(() => page.locator(".page.dragging").count()).toBe(1);
    // Leaving the window from the header: the leave comes from a child, with no element to go to.
    await page.dispatchEvent(".top h1", "dragleave");
    await expect.poll(() => page.locator(".page.dragging").count()).toBe(0);
    // Moving from the page onto a child is no leave.
    await page.dispatchEvent(".page", "dragover");
    await page.evaluate(`document.querySelector(".page").dispatchEvent(new DragEvent("dragleave", { bubbles: true, relatedTarget: document.querySelector(".top h1") }))`);
    expect(await page.locator(".page.dragging").count()).toBe(1);
    await close(page);
  });

  it("has no serious or critical axe-core violation in any main state of any mode, at 1280 and 375 px", async () => {
    for (const width of [1280, 375]) {
      const page = await open(width);
      for (const { name, record } of examples) {
        await loadExample(page, name);
        expect(await seriousViolations(page), `${name} at ${width} px, the end`).toEqual([]);
        await page.locator("[data-scrubber]").fill(String(Math.floor(record.events.length / 2)));
        expect(await seriousViolations(page), `${name} at ${width} px, halfway`).toEqual([]);
      }
      // A rejected event, a record broken at an event, a load error.
      await page.fill("#event-json", "{}");
      await page.click("[data-append]");
      await page.locator("[data-rejection]").waitFor();
      expect(await seriousViolations(page), `rejection at ${width} px`).toEqual([]);
      await paste(page, JSON.stringify({ ...demo, events: [demo.events[0], { type: "destroyed", targets: ["nobody"] }] }));
      await page.locator("[data-error]").waitFor();
      expect(await seriousViolations(page), `broken record at ${width} px`).toEqual([]);
      // Broken at its first event: every event after it is skipped (no button to focus) in a timeline that scrolls.
      await paste(page, JSON.stringify({ ...demo, events: [{ type: "destroyed", targets: ["nobody"] }, ...demo.events, ...demo.events, ...demo.events] }));
      await expect.poll(() => page.locator("[data-error]").getAttribute("data-error-event")).toBe("0");
      expect(await seriousViolations(page), `record broken at its first event at ${width} px`).toEqual([]);
      await paste(page, "{ nope");
      await page.locator("[data-load-error]").waitFor();
      expect(await page.locator("main").count()).toBe(1);
      expect(await seriousViolations(page), `load error at ${width} px`).toEqual([]);
      await close(page);
    }
  });

  it("answers from its cache only the page's own files: any other address goes to the server", async () => {
    const page = await open(1280);
    await page.evaluate("navigator.serviceWorker.ready");
    await page.reload();
    await page.locator("[data-table=standings]").waitFor();
    expect(await page.evaluate("!!navigator.serviceWorker.controller")).toBe(true);
    const licenses = await page.goto(`${up.server.origin}/LICENSES.txt`);
    expect(licenses?.status()).toBe(200);
    expect(await page.textContent("body")).toContain("preact");
    expect(await page.locator("#app").count()).toBe(0);
    const missing = await page.goto(`${up.server.origin}/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator("#app").count()).toBe(0);
    expect(page.errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });
});
