// `npm run site`: the playground page, built into site/dist from the library's own ESM build
// (dist/, made by `npm run build`, rebuilt here when it is missing or older than src/).
// The page is index.html (with the example records as JSON), style.css, app.js (the library,
// Preact and the page, one classic script, so that the page also runs opened from a file), the
// chunks it loads when they are needed (forms.js, cards-2.5.js, cards-legacy.js, and mode-<name>.js, the
// engine of each mode but Aces High), sw.js (the service worker that keeps them for offline use) and
// LICENSES.txt. Fails when the type check fails or the JavaScript of the first load (app.js, sw.js)
// grows past its budget. app.js and every chunk carry the same build id (a hash of the files), which
// the page checks when it loads a chunk: a chunk cached before an update is not taken for this one.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildPlayground } from "./playground.mjs";

const root = join(import.meta.dirname, "..");
const out = join(root, "site", "dist");
/**
 * The JavaScript of the page's first load (app.js, with Aces High's engine, sw.js, and chart.js, which
 * the first view, an example on the history view, fetches at once), gzipped (level 9): at most this
 * many bytes. 60 kB while app.js carried all five engines; 32 kB since the other four are chunks
 * (30,001 bytes then); 33 kB since a tab whose copy of the game is stale refuses to record and the
 * table view's fixes after 1.1.0 (32,822 bytes then).
 */
const BUDGET = 33_000;
/** The files of the first load: a chunk the first view fetches at once counts as if it were in app.js. */
const FIRST_LOAD = new Set(["app.js", "sw.js", "chart.js"]);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
}

// 1. The library's ESM build.
const built = join(root, "dist", "index.js");
if (!existsSync(built) || newest(join(root, "src")) > statSync(built).mtimeMs) {
  console.log("site: dist/ is missing or older than src/: npm run build");
  run("npm", ["run", "build", "--silent"]);
}

// 2. The page's own type check (browser code, its own tsconfig).
run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", join(root, "site", "tsconfig.json")]);

// 3. and 4. The page's files (scripts/playground.mjs).
await buildPlayground({ out });

// 5. The budget: the JavaScript of the page's first load (FIRST_LOAD), gzipped. The other chunks load
// later, when a form needs them, and are reported.
const rows = [];
let total = 0;
for (const f of readdirSync(out).sort()) {
  const bytes = readFileSync(join(out, f));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  if (FIRST_LOAD.has(f)) total += gzip;
  rows.push({ file: `site/dist/${f}`, bytes: bytes.length, gzip });
}
console.table(rows);
console.log(`site: the page's JavaScript at first load (${[...FIRST_LOAD].join(", ")}) is ${total} bytes gzipped (budget ${BUDGET}); open site/dist/index.html`);
if (total > BUDGET) {
  console.error(`site: over budget by ${total - BUDGET} bytes (docs/performance.md, "The playground page", says what app.js carries)`);
  process.exit(1);
}
