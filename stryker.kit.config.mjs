// @ts-check
// The kit's mutation score (npm run mutation:kit, docs/conformance.md): Stryker over one mode's rules
// with the conformance kit as the only test. KIT_MODE names the mode; scripts/mutation-kit.mjs runs
// every mode in turn.
const mode = process.env.KIT_MODE;
/** The code each mode of the kit scores with: its rules, the rulings' tables left out as the other runs do. */
const MUTATE = {
  "aces-high": ["src/modes/aces-high/**/*.ts", "!src/modes/aces-high/rulings.ts"],
  epic: ["src/modes/epic/**/*.ts", "!src/modes/epic/rulings.ts"],
  "space-race": ["src/modes/space-race/**/*.ts", "!src/modes/space-race/rulings.ts"],
  fireteam: ["src/modes/fireteam/**/*.ts", "!src/modes/fireteam/rulings.ts"],
  "intergalactic-ace": ["src/modes/intergalactic-ace/**/*.ts", "!src/modes/intergalactic-ace/rulings.ts"],
  "aces-high-event": ["src/modes/tournament/**/*.ts", "!src/modes/tournament/rulings.ts"],
};
if (mode === undefined || !(mode in MUTATE)) throw new Error(`KIT_MODE must be one of ${Object.keys(MUTATE).join(", ")} (got ${mode})`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  $schema: "./node_modules/@stryker-mutator/core/schema/stryker-schema.json",
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker-kit.config.ts" },
  mutate: MUTATE[mode],
  coverageAnalysis: "perTest",
  thresholds: { high: 90, low: 85, break: null },
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: `reports/mutation/kit-${mode}.json` },
  concurrency: 1,
  timeoutMS: 60000,
  tempDirName: ".stryker-tmp-kit",
  cleanTempDir: "always",
  mutator: { excludedMutations: ["StringLiteral"] },
  // A static mutant (a module-level value) needs the kit reloaded whole for each: left out, as the
  // tournament run does, and counted apart.
  ignoreStatic: true,
};
