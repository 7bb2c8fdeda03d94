// Builds the command line into a folder: cli.cjs (the command line itself) and one file per command's
// code (cli-score-aces-high.cjs, ...), which cli.cjs loads only when the command needs it (src/cli/bin.ts).
// `npm run build` builds it into dist/ with --package: there the card catalogs and the conformance kit
// are the package's own entries beside it (xws-legacy.cjs, xws-2.5.cjs, conformance.cjs), loaded from
// there rather than bundled a second time. `npm run demo` builds it whole into scripts/.build/.
//   node scripts/cli-build.mjs <folder> [--package]
import { build } from "esbuild";

const [folder, ...flags] = process.argv.slice(2);
if (!folder || flags.some((f) => f !== "--package")) {
  console.error("usage: node scripts/cli-build.mjs <folder> [--package]");
  process.exit(2);
}
// Source modules that are entries of the package, and the built file of each.
const ENTRIES = [
  [/\/xws\/builtin\/legacy\.js$/, "./xws-legacy.cjs"],
  [/\/xws\/builtin\/2-5\.js$/, "./xws-2.5.cjs"],
  [/\/conformance\/index\.js$/, "./conformance.cjs"],
];
const packageEntries = {
  name: "package-entries",
  setup(build) {
    for (const [filter, file] of ENTRIES) build.onResolve({ filter }, () => ({ path: file, external: true }));
  },
};
const PARTS = ["score-aces-high", "score-epic", "score-space-race", "score-fireteam", "score-intergalactic-ace", "tables", "event", "setup", "conformance", "serve"];
await build({
  entryPoints: { cli: "src/cli/bin.ts", ...Object.fromEntries(PARTS.map((part) => [`cli-${part}`, `src/cli/parts/${part}.ts`])) },
  outdir: folder,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  // The parts are loaded at run time from beside cli.cjs, never bundled into it.
  external: PARTS.map((part) => `./cli-${part}.cjs`),
  // immer's CommonJS entry picks its development build unless NODE_ENV says production.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  banner: { js: "#!/usr/bin/env node" },
  // Unminified and without source maps: stack traces are readable as they are, and a map would be the
  // package's largest file.
  plugins: flags.includes("--package") ? [packageEntries] : [],
  logLevel: "warning",
});
