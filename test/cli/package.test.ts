import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./io.js";

const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

it("immer is a caret range, and the lock file records the same ranges as package.json", () => {
  const pkg = json("package.json");
  expect(pkg.dependencies.immer).toMatch(/^\^11\.\d+\.\d+$/);
  const locked = json("package-lock.json").packages[""];
  expect(locked.dependencies).toEqual(pkg.dependencies);
  expect(locked.devDependencies).toEqual(pkg.devDependencies);
});

describe("the command line as built (scripts/cli-build.mjs)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ace-ledger-cli-build-"));
    const built = spawnSync(process.execPath, [join(root, "scripts", "cli-build.mjs"), dir], { cwd: root, encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ships without source maps", () => {
    expect(readdirSync(dir).filter((f) => f.endsWith(".map"))).toEqual([]);
  });

  it("is the command line and exactly the parts it loads, none of them bundled into it", () => {
    const loaded = [...readFileSync(join(root, "src", "cli", "bin.ts"), "utf8").matchAll(/require\("\.\/(cli-[a-z-]+\.cjs)"\)/g)].map((m) => m[1]);
    expect(readdirSync(dir).sort()).toEqual(["cli.cjs", ...loaded].sort());
    const cli = readFileSync(join(dir, "cli.cjs"), "utf8");
    for (const part of loaded) expect(cli).toContain(`require("./${part}")`);
    // The command line itself holds no mode, no card data and no kit.
    expect(cli.length).toBeLessThan(60_000);
  });
});
