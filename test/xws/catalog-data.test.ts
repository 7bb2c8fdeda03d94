import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_IN, renderCatalogModule } from "../../scripts/catalog/render.js";
import { catalogData as data25 } from "../../src/xws/builtin/2-5.js";
import { catalogData as legacyData } from "../../src/xws/builtin/legacy.js";
import { type CatalogData, catalogDataFrom, type DataManifest } from "../../src/xws/index.js";

const root = join(import.meta.dirname, "..", "..");

// The data sets the built-in catalogs are generated from, when a checkout is at hand:
// XWING_DATA2_LEGACY=<xwing-data2-legacy checkout> XWING_DATA2=<xwing-data2 checkout> npm test
const builtIn: readonly { name: string; env: string; data: CatalogData }[] = [
  { name: "xwing-data2-legacy", env: "XWING_DATA2_LEGACY", data: legacyData },
  { name: "xwing-data2", env: "XWING_DATA2", data: data25 },
];

describe("the built-in card catalogs", () => {
  it.each(builtIn)("$name: records its source and is the generator's output for its own data", ({ data }) => {
    expect(data.source?.repository).toMatch(/^https:\/\/github\.com\//);
    expect(data.source?.commit).toMatch(/^[0-9a-f]{40}$/);
    // The committed file is exactly what the generator writes: nothing in it was edited by hand.
    expect(readFileSync(join(root, BUILT_IN[data.edition].file), "utf8")).toBe(renderCatalogModule(data));
    // The package carries the data's license notice, naming the very commit the data comes from.
    const notices = readFileSync(join(root, "THIRD_PARTY_NOTICES.md"), "utf8");
    expect(notices).toContain(data.source!.repository);
    expect(notices).toContain(data.source!.commit);
    expect(notices).toContain("Copyright (c) 2018 Guido Kessels");
  });

  it.for(builtIn)("$name: equals what `npm run catalog` makes of the recorded commit, when that checkout is at hand", ({ env, data }, ctx) => {
    const folder = process.env[env];
    if (!folder || !existsSync(join(folder, "data", "manifest.json"))) return ctx.skip(`set ${env} to a checkout of ${data.source?.repository}`);
    const head = gitHead(folder);
    if (head !== undefined && head !== data.source?.commit) return ctx.skip(`${folder} is at ${head}, not the recorded ${data.source?.commit}`);
    const read = (path: string): unknown => JSON.parse(readFileSync(join(folder, path), "utf8"));
    const fresh = catalogDataFrom(read("data/manifest.json") as DataManifest, read, { repository: data.source!.repository, commit: data.source!.commit });
    expect(fresh.edition).toBe(data.edition);
    expect(renderCatalogModule(fresh)).toBe(renderCatalogModule(data));
  });
});

/** The commit of a folder that is itself a git checkout, else undefined. */
function gitHead(folder: string): string | undefined {
  try {
    const ask = (args: string[]) => execFileSync("git", ["-C", folder, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return resolve(ask(["rev-parse", "--show-toplevel"])) === resolve(folder) ? ask(["rev-parse", "HEAD"]) : undefined;
  } catch {
    return undefined;
  }
}
