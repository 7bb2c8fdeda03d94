// Builds the night's page (`event serve`: the players' view, the tables' pages and the organiser's
// console) into a folder: night.html, night.css and night.js (Preact and the page, one script); and
// into its table/ folder the table app (the playground page, scripts/playground.mjs), which `serve`
// serves under /play/ for a table to record its game and send it. The built command line serves them
// from night/ beside cli.cjs, so `npm run build` builds them into dist/night.
//   node scripts/night-build.mjs <folder>
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { BROWSER_SCRIPT, buildPlayground } from "./playground.mjs";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("usage: node scripts/night-build.mjs <folder>");
  process.exit(2);
}
const root = join(import.meta.dirname, "..");
mkdirSync(folder, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: ["site/src/night/main.tsx"],
  outfile: join(folder, "night.js"),
  ...BROWSER_SCRIPT,
  logLevel: "warning",
});
for (const file of ["night.html", "night.css"]) copyFileSync(join(root, "site", "night", file), join(folder, file));
await buildPlayground({ out: join(folder, "table"), served: true });
