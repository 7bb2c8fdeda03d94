import { defineConfig } from "vitest/config";

// Mutation runs of the tournament module: its tests and the event commands' (which drive it from the
// command line), with fewer property runs (FC_RUNS) so that every mutant can run the whole set.
export default defineConfig({
  test: {
    include: ["test/tournament/**/*.test.ts", "test/cli/event.test.ts", "test/cli/evening.test.ts"],
    testTimeout: 60_000,
  },
});
