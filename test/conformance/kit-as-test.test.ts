import { describe, expect, it } from "vitest";
import { CONFORMANCE_MODES, type ConformanceMode, checkConformance, conformanceCases, isConformanceMode, referenceResults } from "../../src/conformance/index.js";

// The kit as the only test of a mode's rules: `npm run mutation:kit` mutates a mode's code and runs
// this file with KIT_MODE set to that mode, so that a mutant the kit lets through (a wrong scorer
// that passes every case) survives. Without KIT_MODE (as under `vitest run`) it runs every mode.
const chosen = process.env.KIT_MODE;
const modes: readonly ConformanceMode[] = chosen === undefined || chosen === "" ? CONFORMANCE_MODES : isConformanceMode(chosen) ? [chosen] : [];

describe("the kit as a test", () => {
  it("KIT_MODE names a mode of the kit", () => {
    expect(modes.length, `KIT_MODE=${chosen}`).toBeGreaterThan(0);
  });

  it.each(modes)("%s: the reference scorer fails no case", (mode) => {
    const report = checkConformance(mode, (record) => referenceResults(mode, record));
    expect(report.failed).toBe(0);
    expect(report.total).toBe(conformanceCases(mode).length);
  });
});
