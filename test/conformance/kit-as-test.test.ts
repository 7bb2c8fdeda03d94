import { describe, expect, it } from "vitest";
import { CONFORMANCE_MODES, type ConformanceMode, checkConformance, conformanceCases, isConformanceMode, referenceResults } from "../../src/conformance/index.js";

// The kit as the only test of a mode's rules: `npm run mutation:kit` mutates a mode's code and runs
// this file with KIT_MODE set to that mode, so that a mutant the kit lets through (a wrong scorer
// that passes every case) survives. Without KIT_MODE (as under `vitest run`) it runs every mode.
// One test a case: Stryker runs against a mutant only the cases whose records reach it, and stops at
// the first that fails, so a run costs about what the cases reaching each mutant cost.
const chosen = process.env.KIT_MODE;
const modes: readonly ConformanceMode[] = chosen === undefined || chosen === "" ? CONFORMANCE_MODES : isConformanceMode(chosen) ? [chosen] : [];

describe("the kit as a test", () => {
  it("KIT_MODE names a mode of the kit", () => {
    expect(modes.length, `KIT_MODE=${chosen}`).toBeGreaterThan(0);
  });

  describe.each(modes)("%s", (mode) => {
    const scorer = (record: Parameters<typeof referenceResults>[1]) => referenceResults(mode, record);
    it.each(conformanceCases(mode).map((c) => c.name))("the reference scorer passes %s", (name) => {
      const report = checkConformance(mode, scorer, { cases: [name] });
      expect(report.cases.map((c) => ({ name: c.name, status: c.status, differences: c.differences }))).toEqual([{ name, status: "pass", differences: [] }]);
    });
  });
});
