// Bundle budgets: each entry of the built package bundled as a browser app would (esbuild,
// minified, immer included), then gzipped. Fails when an entry grows past its limit.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

const ENTRIES = [
  // target: the size we aim for; limit: what fails the build.
  { entry: ".", file: "dist/index.js", target: 6_000, limit: 7_000 },
  { entry: "./aces-high", file: "dist/aces-high.js", target: 9_000, limit: 13_000 },
  { entry: "./aces-high/rulings", file: "dist/aces-high-rulings.js", target: null, limit: null },
  { entry: "./epic", file: "dist/epic.js", target: null, limit: null },
  { entry: "./space-race", file: "dist/space-race.js", target: null, limit: null },
  { entry: "./fireteam", file: "dist/fireteam.js", target: null, limit: null },
  { entry: "./intergalactic-ace", file: "dist/intergalactic-ace.js", target: null, limit: null },
  { entry: "./tournament", file: "dist/tournament.js", target: null, limit: null },
  { entry: "./xws", file: "dist/xws.js", target: null, limit: null },
  // The built-in card catalogs: what dominates them is the pilot and upgrade lists (docs/performance.md).
  { entry: "./xws/legacy", file: "dist/xws-legacy.js", target: 60_000, limit: 80_000 },
  { entry: "./xws/2.5", file: "dist/xws-2.5.js", target: 60_000, limit: 80_000 },
];

let failed = false;
const rows = [];
for (const { entry, file, target, limit } of ENTRIES) {
  const result = await build({ entryPoints: [file], bundle: true, minify: true, write: false, format: "esm", platform: "browser", logLevel: "silent" });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  const over = limit !== null && gzip > limit;
  failed ||= over;
  const verdict = limit === null ? "reported" : over ? "OVER LIMIT" : target !== null && gzip > target ? "within limit, over target" : "within target";
  rows.push({ entry, minified: code.length, gzip, target: target ?? "-", limit: limit ?? "-", verdict });
}
console.table(rows);
if (failed) {
  console.error("bundle budget exceeded");
  process.exit(1);
}
