/**
 * Input the page must refuse with a clear message rather than crash or exhaust memory on: a link
 * whose record nests deeper than any game, a link that inflates without end, and an event file
 * loaded as if it were a game record.
 */
import { deflateRawSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../src/modes/tournament/index.js";
import { example, playground, trackErrors } from "./harness.js";

const demo = example<{ readonly events: readonly unknown[] }>("aces-high-demo.json");
const link = (text: string) => `#record=${deflateRawSync(Buffer.from(text)).toString("base64url")}`;

const up = playground();

/** The page opened at `hash`; `errors` collects what the page threw or logged as an error. */
async function open(hash = ""): Promise<{ page: Page; errors: string[] }> {
  const page = await up.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  trackErrors(page, errors);
  await page.goto(`${up.server.origin}/${hash}`);
  return { page, errors };
}

describe("the page refuses hostile input with a message", () => {
  it("refuses a link whose record nests deeper than 100 levels, before drawing any of it", async () => {
    const levels = 200_000;
    // Written as text: JSON.stringify itself would overflow the stack here.
    const deep = JSON.stringify({ ...demo, events: [] }).replace('"events":[]', `"events":[{"type":"timeCalled","note":${"[".repeat(levels)}${"]".repeat(levels)}}]`);
    const hash = link(deep);
    expect(hash.length).toBeLessThan(2_000);
    const { page, errors } = await open(hash);
    const problem = page.locator("[data-load-error]");
    await expect.poll(() => problem.textContent()).toContain("ERR_INVALID_RECORD");
    expect(await problem.textContent()).toContain("expected a record nested at most 100 levels deep, got more in record.events[0].note");
    // The page still works: an example loads.
    await page.click('[data-example="aces-high-demo.json"]');
    await page.locator("[data-table=standings]").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("accepts a record nested 100 levels deep", async () => {
    // The record, its meta and 98 arrays: 100 levels of objects and arrays.
    const nested = JSON.stringify({ ...demo, meta: { a: JSON.parse(`${"[".repeat(98)}${"]".repeat(98)}`) } });
    const { page, errors } = await open(link(nested));
    // A link opens ready to play: on the table view.
    await page.locator("[data-table-view]").waitFor();
    expect(await page.locator("[data-load-error]").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("stops inflating a link past 16 MB and says so", async () => {
    // 20 MB of JSON in a link of about 27 kB.
    const big = JSON.stringify({ ...demo, meta: { title: "big", pad: "a".repeat(20 * 1024 * 1024) } });
    const hash = link(big);
    expect(hash.length).toBeLessThan(40_000);
    const { page, errors } = await open(hash);
    const problem = page.locator("[data-load-error]");
    await expect.poll(() => problem.textContent()).toContain("ERR_INVALID_RECORD");
    expect(await problem.textContent()).toContain("expected a link whose record is at most 16 MB of JSON");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("refuses a record file past 16 MB before reading it", async () => {
    const { page, errors } = await open();
    await page.locator("[data-table=standings]").waitFor();
    const big = Buffer.from(JSON.stringify({ ...demo, meta: { title: "big", pad: "a".repeat(17 * 1024 * 1024) } }));
    await page.setInputFiles("[data-file]", { name: "big.json", mimeType: "application/json", buffer: big });
    const problem = page.locator("[data-load-error]");
    await expect.poll(() => problem.textContent()).toContain("ERR_INVALID_RECORD");
    expect(await problem.textContent()).toContain("expected a record file of at most 16 MB, got 17.0 MB");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says that an event file is not a game record", async () => {
    const made = createEvent({ players: ["anna", "ben", "cleo", "dan"], seed: 7 });
    if (!made.ok) throw new Error(made.error.message);
    const { page, errors } = await open();
    await page.locator("[data-table=standings]").waitFor();
    await page.locator("details.paste summary").click();
    await page.fill("textarea[name=paste]", JSON.stringify(made.value));
    await page.click("[data-load-paste]");
    const problem = page.locator("[data-load-error]");
    await expect.poll(() => problem.textContent()).toContain("ERR_INVALID_RECORD");
    expect(await problem.textContent()).toContain('got an event file (mode "aces-high-event")');
    expect(errors).toEqual([]);
    await page.close();
  });
});
