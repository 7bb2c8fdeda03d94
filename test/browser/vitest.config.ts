import { join } from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:browser`: the playground page (site/dist, built by `npm run site`) in a real
// Chromium. Kept out of `npm test` (vitest.config.ts excludes test/browser), which needs no browser.
export default defineConfig({
  test: {
    root: join(import.meta.dirname, "..", ".."),
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
