import { defineConfig } from "vitest/config";

// Mutation runs of the conformance kit (npm run mutation:kit): the kit is the only test, run with the
// engine's reference scorer for the mode KIT_MODE names. A mutant that survives is a wrong scorer
// that passes every case.
export default defineConfig({
  test: {
    include: ["test/conformance/kit-as-test.test.ts"],
    testTimeout: 60_000,
    // One test file, run again for each mutant: the modules stay loaded between runs (Stryker switches
    // mutants at run time; static mutants are left out, stryker.kit.config.mjs).
    isolate: false,
  },
});
