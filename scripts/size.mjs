// Bundle budgets, measured as apps: a few lines importing what an app uses from the built package,
// bundled as a browser app would be (esbuild, minified, tree-shaken), then gzipped (level 9). Fails when
// an app with a limit grows past it. Whole entries are reported too, for apps that import everything.
// `--json` prints the rows as JSON (docs/performance.md quotes them).
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const MODES = [
  ["aces-high", "Aces High"],
  ["epic", "Epic"],
  ["space-race", "Space Race"],
  ["fireteam", "A.C.E. Fireteam"],
  ["intergalactic-ace", "Intergalactic Ace"],
];

// target: the size we aim for; limit: what fails the build (null: reported only).
const APPS = [
  { app: "Aces High: replay + scoreboard (no immer)", code: `import { replay, scoreboard } from "./dist/aces-high.js"; export default (r) => scoreboard(replay(r));`, target: 7_000, limit: 10_000, without: "immer" },
  { app: "Aces High: start + apply + scoreboard", code: `import { apply, start, scoreboard } from "./dist/aces-high.js"; export default (s, e) => scoreboard(apply(start(s), e));`, target: 11_000, limit: 13_300 },
  // The paths the README teaches: a live game with its history and undo, a game resumed from its saved
  // record, and a record replayed then carried on live (docs/performance.md, Bundle sizes, says what each
  // byte pays for).
  { app: "Aces High: startGame + apply + undo + scoreboard", code: `import { startGame, scoreboard } from "./dist/aces-high.js"; export default (s, e) => { const g = startGame(s); g.apply(e); g.undo(); return scoreboard(g.state); };`, target: null, limit: 14_000 },
  { app: "Aces High: resumeGame + apply + scoreboard", code: `import { resumeGame, scoreboard } from "./dist/aces-high.js"; export default (r, e) => { const g = resumeGame(r); g.apply(e); return scoreboard(g.state); };`, target: null, limit: 14_600 },
  { app: "Aces High: replay, then apply + scoreboard", code: `import { apply, replay, scoreboard } from "./dist/aces-high.js"; export default (r, e) => scoreboard(apply(replay(r), e));`, target: null, limit: 14_000 },
  ...MODES.slice(1).map(([mode, name]) => ({ app: `${name}: replay + scoreboard`, code: `import { replay, scoreboard } from "./dist/${mode}.js"; export default (r) => scoreboard(replay(r));`, target: null, limit: null, without: "immer" })),
];

const ENTRIES = [
  [".", "index"],
  ...MODES.map(([mode]) => [`./${mode}`, mode]),
  ["./aces-high/rulings", "aces-high-rulings"],
  ["./tournament", "tournament"],
  ["./xws", "xws"],
  ["./xws/legacy", "xws-legacy"],
  ["./xws/2.5", "xws-2.5"],
  ["./testing", "testing"],
  ["./conformance", "conformance"],
].map(([entry, file]) => ({ app: `whole entry ${entry}`, code: `export * from "./dist/${file}.js";`, target: null, limit: null, external: ["fast-check"] }));

async function measure({ code, external = [] }) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    external,
    logLevel: "silent",
  });
  const out = result.outputFiles[0].contents;
  // The modules that put code in the bundle (a module parsed but shaken off entirely puts none).
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([file]) => file);
  return { minified: out.length, gzip: gzipSync(out, { level: 9 }).length, inputs };
}

let failed = false;
const rows = [];
for (const item of [...APPS, ...ENTRIES]) {
  const { minified, gzip, inputs } = await measure(item);
  // An app promised not to load a dependency must not: a module that keeps it alive is a defect.
  const leaked = item.without !== undefined && inputs.some((file) => file.includes(`node_modules/${item.without}/`));
  const over = (item.limit !== null && gzip > item.limit) || leaked;
  failed ||= over;
  const verdict = leaked ? `LOADS ${item.without}` : item.limit === null ? "reported" : over ? "OVER LIMIT" : item.target === null ? "within limit" : gzip > item.target ? "within limit, over target" : "within target";
  rows.push({ app: item.app, minified, gzip, target: item.target ?? "-", limit: item.limit ?? "-", verdict });
}
if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
else console.table(rows);
if (failed) {
  console.error("bundle budget exceeded");
  process.exit(1);
}
