import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      "aces-high": "src/modes/aces-high/index.ts",
      "aces-high-rulings": "src/modes/aces-high/rulings.ts",
      epic: "src/modes/epic/index.ts",
      "space-race": "src/modes/space-race/index.ts",
      fireteam: "src/modes/fireteam/index.ts",
      "intergalactic-ace": "src/modes/intergalactic-ace/index.ts",
      tournament: "src/modes/tournament/index.ts",
      xws: "src/xws/index.ts",
      testing: "src/testing/index.ts",
    },
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    // No source maps: the code is not minified and keeps its names, so a stack trace reads as it is.
    // The maps were 3.6 MB of an 8.5 MB package (docs/performance.md, The package).
    sourcemap: false,
    clean: false,
    treeshake: true,
    target: "es2022",
    platform: "neutral",
  },
  {
    // The card catalogs are entries of their own, so an app that does not import them never loads
    // them. They are data: minified, and without source maps, which would triple the package.
    // The conformance kit is the same: every case of every mode as data, with a small runner.
    entry: { "xws-legacy": "src/xws/builtin/legacy.ts", "xws-2.5": "src/xws/builtin/2-5.ts", conformance: "src/conformance/index.ts" },
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    sourcemap: false,
    minify: true,
    clean: false,
    treeshake: true,
    target: "es2022",
    platform: "neutral",
  }
  // The command line is built by scripts/cli-build.mjs: one file for it and one for each command's code.
]);
