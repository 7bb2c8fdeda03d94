import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import config from "../../tsup.config.js";
import { root } from "./io.js";

const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

it("immer is a caret range, and the lock file records the same ranges as package.json", () => {
  const pkg = json("package.json");
  expect(pkg.dependencies.immer).toMatch(/^\^11\.\d+\.\d+$/);
  const locked = json("package-lock.json").packages[""];
  expect(locked.dependencies).toEqual(pkg.dependencies);
  expect(locked.devDependencies).toEqual(pkg.devDependencies);
});

it("the CLI bundle ships without a source map", () => {
  const builds = Array.isArray(config) ? config : [config];
  const cli = builds.find((b) => typeof b === "object" && b.entry !== undefined && "cli" in (b.entry as object));
  expect(cli).toBeDefined();
  expect(cli && typeof cli === "object" ? cli.sourcemap ?? false : "not found").toBe(false);
});
