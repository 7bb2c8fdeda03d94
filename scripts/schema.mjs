// npm run schema [-- --check]: bundles scripts/schema/main.ts with the modes' definitions read by
// src/core/shape.ts (the describing twins of the combinators of src/core/schema.ts), whose shapes
// scripts/schema/describe.ts writes as JSON Schema, then runs it.
import { build } from "esbuild";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const describer = fileURLToPath(new URL("../src/core/shape.ts", import.meta.url));
const outfile = `${root}scripts/.build/schema.mjs`;

// Every import of src/core/schema.js, but the describing twin's own, gets the twin.
const describeChecks = {
  name: "describe-checks",
  setup(b) {
    b.onResolve({ filter: /(^|\/)core\/schema\.js$/ }, (args) => (args.importer === describer ? undefined : { path: describer }));
  },
};

await build({
  entryPoints: [`${root}scripts/schema/main.ts`],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  outfile,
  plugins: [describeChecks],
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
