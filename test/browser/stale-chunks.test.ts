/**
 * A mode chunk that loads but is not of the page's build (a copy cached before an update): the page
 * takes it for nothing, fetches it again past the caches, and says so when that copy is no better,
 * rather than "Loading the Epic Battles engine…" for good.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { example, playground, trackErrors } from "./harness.js";

const up = playground();

/** An Epic chunk of an older page: it loads, and its mode names its functions otherwise. */
const STALE = `var aceLedgerChunks = aceLedgerChunks || {}; aceLedgerChunks.modeEpic = { mode: { name: "epic", replay() { return {}; }, scoreboard() { return {}; } } };`;
const epicTitle = example<{ readonly meta: { readonly title: string } }>("epic-demo.json").meta.title;

/** Scripts on the page: a test reads its own, which the browser's JavaScript types do not describe here. */
const run = <T>(page: Page, script: string) => page.evaluate(script) as Promise<T>;

describe("a mode chunk of another build of the page (16)", () => {
  it("is fetched again past the service worker's cache, and the game is shown", async () => {
    const context = await up.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${up.server.origin}/`);
    await page.locator("[data-table=standings]").waitFor();
    await run(page, "navigator.serviceWorker.ready");
    await expect.poll(() => run<boolean>(page, "!!navigator.serviceWorker.controller")).toBe(true);
    // The worker's cache holds an Epic chunk from before an update.
    await run(page, `caches.keys().then((k) => caches.open(k[0])).then((c) => c.put(new URL("mode-epic.js", location.href).href, new Response(${JSON.stringify(STALE)}, { headers: { "content-type": "text/javascript" } })))`);
    await page.click('[data-example="epic-demo.json"]');
    await page.locator('main[data-mode="epic"] [data-table=standings]').waitFor();
    expect(await page.locator("#game-title").textContent()).toBe(epicTitle);
    expect(await page.locator("[data-busy]").count()).toBe(0);
    // The worker now keeps the chunk of this build.
    const kept = await run<string>(page, `caches.keys().then((k) => caches.open(k[0])).then((c) => c.match(new URL("mode-epic.js", location.href).href)).then((r) => r.text())`);
    expect(kept).not.toBe(STALE);
    expect(kept).toContain("aceLedgerChunks.modeEpic.build=");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is said when fetched again it is no better, the game shown stays, and the next try loads the right one", async () => {
    const context = await up.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
    const asked: string[] = [];
    await context.route("**/mode-epic.js*", (route) => {
      asked.push(new URL(route.request().url()).search);
      return route.fulfill({ status: 200, contentType: "text/javascript", body: STALE });
    });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${up.server.origin}/`);
    await page.locator("[data-table=standings]").waitFor();
    await page.click('[data-example="epic-demo.json"]');
    const problem = page.locator("[data-load-error]");
    await expect.poll(() => page.locator("[data-busy]").count()).toBe(0);
    await expect.poll(() => problem.textContent()).toContain("ERR_NOT_LOADED");
    expect(await problem.textContent()).toContain("mode-epic.js is from another version of the page: reload the page");
    // Asked twice: as usual, then past the caches.
    expect(asked).toEqual(["", expect.stringMatching(/^\?build=[0-9a-f]{12}$/)]);
    expect(await page.locator('main[data-mode="aces-high"] [data-table=standings]').count()).toBe(1);
    await context.unroute("**/mode-epic.js*");
    await page.click('[data-example="epic-demo.json"]');
    await page.locator('main[data-mode="epic"] [data-table=standings]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
