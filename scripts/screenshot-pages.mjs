// Screenshots of HTML pages in Chromium (Debian's `chromium`, driven by playwright-core), as PNG files:
// node scripts/screenshot-pages.mjs <out-folder> <page.html>... (each page.html gives <out-folder>/<prefix><page>.png).
// The night's pages in docs/: NIGHT_PAGES=/tmp/night npx vitest run test/cli/night.test.ts, then
// node scripts/screenshot-pages.mjs docs --prefix event- /tmp/night/pairings.html /tmp/night/sheets.html /tmp/night/standings.html
import { execFileSync } from "node:child_process";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const out = args.shift();
let prefix = "";
if (args[0] === "--prefix") {
  args.shift();
  prefix = args.shift() ?? "";
}
if (out === undefined || args.length === 0) {
  console.error("usage: node scripts/screenshot-pages.mjs <out-folder> [--prefix <text>] <page.html>...");
  process.exit(2);
}
const executablePath = execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  for (const file of args) {
    await page.goto(pathToFileURL(resolve(file)).href);
    const png = resolve(out, `${prefix}${basename(file, ".html")}.png`);
    await page.screenshot({ path: png, fullPage: true });
    console.log(png);
  }
} finally {
  await browser.close();
}
