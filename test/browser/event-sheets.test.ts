/**
 * The table sheets of `event sheets --html`, laid out by Chromium as it prints them: a table of 8
 * players with long names and ships keeps within a portrait page's width, on A4 and on Letter.
 * Needs no built site: the page is the command's output.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { memoryEventFiles } from "../cli/io.js";
import { launch } from "./harness.js";

/** The sheets of an event whose one table seats 8 players with long names, each with a long ship. */
function sheetsOf8(): string {
  const files = new Map<string, string>();
  const cli = (...args: string[]) => {
    const out: string[] = [];
    const code = run(args, { out: (t) => out.push(t), err: () => {}, readFile: (p) => files.get(p)!, eventFiles: memoryEventFiles(files) });
    expect(code, args.join(" ")).toBe(0);
    return out.join("\n");
  };
  const names = Array.from({ length: 8 }, (_, i) => `Player${i} Alexandrina-Wolfeschlegelsteinhausen`);
  cli("event", "init", "/ev/event.json", "--seed", "1", "--name", "Thursday Aces at the Corner Shop", ...names);
  const event = JSON.parse(files.get("/ev/event.json")!) as { ships?: { player: string; ship: string }[]; players: string[] };
  files.set("/ev/event.json", JSON.stringify({ ...event, ships: event.players.map((player) => ({ player, ship: "Captain Cardinal (TIE/sf Fighter) with Heavy Laser Cannon" })) }));
  cli("event", "seat", "/ev/event.json", `1=${names.map((n) => n.split(" ")[0]).join(",")}`);
  return cli("event", "sheets", "/ev/event.json", "--html");
}

describe("event sheets --html in print", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The width between the sheet's 12 mm margins, in CSS pixels (96 per inch): A4 is 210 mm wide, Letter 8.5 in.
  for (const [paper, mm] of [["A4", 210], ["Letter", 215.9]] as const) {
    it(`a table of 8 keeps within a portrait ${paper} page`, async () => {
      const width = Math.floor(((mm - 24) / 25.4) * 96);
      const page = await browser.newPage({ viewport: { width, height: 1000 } });
      await page.emulateMedia({ media: "print" });
      await page.setContent(sheetsOf8());
      const laid = (await page.evaluate(`({
        page: document.documentElement.scrollWidth,
        tables: [...document.querySelectorAll("table")].map((t) => t.getBoundingClientRect().right),
        cells: [...document.querySelectorAll("td, th")].filter((c) => c.scrollWidth > c.clientWidth).length,
      })`)) as { page: number; tables: number[]; cells: number };
      await page.close();
      expect(laid.tables).toHaveLength(1);
      expect(laid.page).toBeLessThanOrEqual(width);
      for (const right of laid.tables) expect(right).toBeLessThanOrEqual(width);
      // No text spills out of its cell: long names wrap inside it.
      expect(laid.cells).toBe(0);
    });
  }
});
