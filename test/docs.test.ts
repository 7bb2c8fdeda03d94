import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RULINGS } from "../src/modes/aces-high/rulings.js";
import { sourceEntries } from "./helpers/entries.js";
import { loadFixtures } from "./helpers/fixtures.js";
import { splitTables } from "../src/modes/tournament/index.js";

const root = join(import.meta.dirname, "..");
const rulesDoc = readFileSync(join(root, "docs", "aces-high.md"), "utf8");

describe("documentation stays true", () => {
  it("docs/tournament.md lists splitTables for 2 to 40 players, by both rules (ruling table-sizes)", () => {
    const doc = readFileSync(join(root, "docs", "tournament.md"), "utf8");
    for (let n = 2; n <= 40; n++) expect(doc).toContain(`| ${n} | ${splitTables(n).join(" + ")} | ${splitTables(n, "sixes").join(" + ")} |`);
  });

  it("docs/aces-high.md lists every ruling with its default", () => {
    for (const r of RULINGS) {
      expect(rulesDoc).toContain(`\`${r.id}\``);
      expect(rulesDoc).toContain(r.default.replace(/\|/g, "\\|"));
    }
  });

  it("every F.A.Q. fixture is in the F.A.Q. table and every fixture named there exists", () => {
    const names = new Set(loadFixtures("aces-high").map((f) => f.name));
    for (const name of names) if (name.startsWith("faq-")) expect(rulesDoc, name).toContain(`\`${name}\``);
    const table = rulesDoc.slice(rulesDoc.indexOf("## F.A.Q. answers"), rulesDoc.indexOf("## Worked example"));
    for (const [, name] of table.matchAll(/`([a-z0-9-]+)`/g)) expect(names.has(name!), name).toBe(true);
  });

  it("the API reference has every entry of the package, named by its import path", () => {
    const entries = sourceEntries(root);
    const typedoc = JSON.parse(readFileSync(join(root, "typedoc.json"), "utf8")) as { entryPoints: string[] };
    expect(typedoc.entryPoints.map((p) => resolve(root, p)).sort()).toEqual(Object.values(entries).sort());
    for (const [path, file] of Object.entries(entries)) expect(/@module (\S+)/.exec(readFileSync(file, "utf8"))?.[1], file).toBe(path);
  });
});
