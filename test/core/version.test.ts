import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { version } from "../../src/index.js";

// The root's `version` is package.json's: read here from the file itself, not through the import the
// source uses. (scripts/check-pack.mjs checks the same of the built ESM and CommonJS files.)
describe("version", () => {
  it("is the version package.json gives", () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as { version: string };
    expect(version).toBe(pkg.version);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
