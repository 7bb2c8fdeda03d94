import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { casesOf, readFixtures, renderDataModule, withSizes } from "../../scripts/kit/convert.js";
import { CONFORMANCE_MODES, checkConformance, conformanceCases, MODE_RULINGS, referenceResults } from "../../src/conformance/index.js";

const root = join(import.meta.dirname, "..", "..");

describe("the conformance kit is made from test/fixtures", () => {
  it.each(CONFORMANCE_MODES)("src/conformance/data/%s.ts is what the fixtures make (npm run kit)", (mode) => {
    const made = renderDataModule(mode, casesOf(mode, readFixtures(root, mode)));
    expect(readFileSync(join(root, "src", "conformance", "data", `${mode}.ts`), "utf8"), "run npm run kit").toBe(made);
  });

  it.each(["conformance.md", "testing.md"])("docs/%s shows the kit's sizes (npm run kit)", (page) => {
    const sizes = CONFORMANCE_MODES.map((mode) => ({ mode, fixtures: readFixtures(root, mode).length, cases: conformanceCases(mode).length }));
    const text = readFileSync(join(root, "docs", page), "utf8");
    expect(withSizes(text, sizes, page), "run npm run kit").toBe(text);
  });

  it.each(CONFORMANCE_MODES)("%s: a case for every fixture, and the fixture's record and rulings", (mode) => {
    const fixtures = readFixtures(root, mode);
    const cases = conformanceCases(mode);
    for (const f of fixtures) {
      const c = cases.find((x) => x.name === f.name);
      expect(c, f.name).toBeDefined();
      expect(c!.record).toEqual(f.record);
      expect(c!.rulings).toEqual(f.rulings ?? []);
      expect(c!.expected.length, f.name).toBeGreaterThan(0);
    }
    const known = MODE_RULINGS[mode].map((r) => r.id);
    for (const c of cases) for (const r of c.rulings) expect(known, `${c.name}: ${r}`).toContain(r);
  });
});

describe("ace-ledger passes its own kit", () => {
  it.each(CONFORMANCE_MODES)("%s: every case passes", (mode) => {
    const report = checkConformance(mode, (record) => referenceResults(mode, record));
    expect(report.cases.filter((c) => c.status !== "pass").map((c) => [c.name, c.differences.map((d) => d.message)])).toEqual([]);
    expect(report.total).toBe(conformanceCases(mode).length);
  });
});
