import { defineConfig } from "vitest/config";

// Mutation runs of the tournament module: its tests, each independent of the others (Stryker runs only
// the tests that reach a mutant), with fewer property runs (FC_RUNS). The polluted-prototype test
// calls every function under some 80 pollutions and is left to `npm test`.
export default defineConfig({
  test: {
    include: ["test/tournament/**/*.test.ts"],
    exclude: ["test/tournament/prototype.test.ts"],
    testTimeout: 60_000,
  },
});
