// Builds the command line into a folder: cli.cjs (the command line itself) and one file per command's
// code (cli-score.cjs, ...), which cli.cjs loads only when the command needs it (src/cli/bin.ts).
// `npm run build` builds it into dist/, `npm run demo` into scripts/.build/.
//   node scripts/cli-build.mjs <folder>
import { build } from "esbuild";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: node scripts/cli-build.mjs <folder>");
  process.exit(2);
}
const PARTS = ["score-aces-high", "score-epic", "score-space-race", "score-fireteam", "score-intergalactic-ace", "tables", "event", "setup", "conformance"];
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
  logLevel: "warning",
});
