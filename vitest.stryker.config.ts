import { defineConfig } from "vitest/config";

// Mutation runs: the tests of the core and the Aces High mode only (the modes Stryker mutates),
// with fewer property runs (FC_RUNS) so that every mutant can run the whole set.
export default defineConfig({
  test: {
    include: ["test/core/**/*.test.ts", "test/aces-high/**/*.test.ts", "test/properties/**/*.test.ts", "test/docs.test.ts"],
    testTimeout: 60_000,
  },
});
