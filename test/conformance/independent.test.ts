// Records worked by hand from the rule texts and the docs alone (not from the code), for the sentences
// whose reading decides points or what a record may hold: saves that "trigger as usual", wings and
// reserve, victory counters, ROAD RAGE, ships moved onto mines, the Epic End Phase, markers and team
// order, several asteroids in a Space Race, Fireteam's "+" costs and the harvester. Each file quotes
// its sentence and shows the hand's working. Where the hand read a sentence as a ruling's option reads
// it, the record sets that option and names the ruling ("ruling"). Where the record format cannot say
// what the text says, the file has no record and gives the reason. The engine must give what the hand gave.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ConformanceMode, referenceResults } from "../../src/conformance/index.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "independent");

interface Worked {
  readonly mode: ConformanceMode;
  readonly question: string;
  readonly quote: string;
  readonly record: unknown;
  readonly expect: unknown;
  readonly reasoning: string;
}

/** Every field of `want` as `got` has it, recursively: the hand gives only the fields it is sure of. */
function differences(want: unknown, got: unknown, path = "results"): string[] {
  if (want !== null && typeof want === "object" && !Array.isArray(want)) {
    if (got === null || typeof got !== "object") return [`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];
    return Object.keys(want).flatMap((k) => differences((want as Record<string, unknown>)[k], (got as Record<string, unknown>)[k], `${path}.${k}`));
  }
  return JSON.stringify(want) === JSON.stringify(got) ? [] : [`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];
}

const files = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();
const cases = files.map((file) => [file, JSON.parse(readFileSync(join(DIR, file), "utf8")) as Worked] as const);

describe("records worked by hand from the rule texts and the docs", () => {
  it("there are 30 or more with a record, each quoting its sentence", () => {
    expect(cases.filter(([, c]) => c.record !== null).length).toBeGreaterThanOrEqual(30);
    for (const [file, c] of cases) expect(c.quote.length > 0 && c.reasoning.length > 0, file).toBe(true);
  });

  it.each(cases.filter(([, c]) => c.record !== null))("%s", (_file, c) => {
    expect(differences(c.expect, referenceResults(c.mode, c.record as never))).toEqual([]);
  });
});
