import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The playground's tests need a real browser: `npm run test:browser` runs them.
    exclude: [...configDefaults.exclude, "test/browser/**"],
    testTimeout: 60_000,
  },
});
