import { defineConfig } from "vitest/config";

// Mutation runs of the A.C.E. Fireteam and Intergalactic Ace modes: their tests only, with fewer
// property runs (FC_RUNS) so that every mutant can run the whole set.
export default defineConfig({
  test: {
    include: ["test/fireteam/**/*.test.ts", "test/intergalactic-ace/**/*.test.ts", "test/properties/fireteam.test.ts", "test/properties/intergalactic-ace.test.ts", "test/core/modes.test.ts"],
    testTimeout: 60_000,
  },
});
