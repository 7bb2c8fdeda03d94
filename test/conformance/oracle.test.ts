import { describe, expect, it } from "vitest";
import { checkConformance, conformanceCases, referenceResults } from "../../src/conformance/index.js";
import { ORACLE_OPTIONS, oracleScorer } from "./oracle-scorer.js";

const cases = conformanceCases("aces-high");
const failing = (report: ReturnType<typeof checkConformance>) => report.cases.filter((c) => c.status === "fail").map((c) => c.name);

describe("a deliberately wrong scorer fails the right cases", () => {
  it("the oracle passes every case of the Aces High kit it can answer", () => {
    const report = checkConformance("aces-high", oracleScorer(), ORACLE_OPTIONS);
    expect(failing(report)).toEqual([]);
    expect(report.passed).toBeGreaterThanOrEqual(45);
  });

  it("the oracle with the mutual-kill resolution reversed fails exactly the cases where one destruction credits kills to two players", () => {
    // Found from ace-ledger's own ledger: an event at which two different players score a kill.
    const relevant = cases
      .filter((c) => {
        const results = referenceResults("aces-high", c.record);
        if ("error" in results) return false;
        const killers = new Map<number, Set<string>>();
        for (const l of results.ledger) if (l.reason === "kill") (killers.get(l.event) ?? killers.set(l.event, new Set()).get(l.event)!).add(l.player);
        return [...killers.values()].some((players) => players.size >= 2);
      })
      .map((c) => c.name);
    expect(relevant).toEqual(["faq-mutual-kill", "player-order-higher-numbers-resolve-first"]);
    const report = checkConformance("aces-high", oracleScorer({ reverseKills: true }), ORACLE_OPTIONS);
    expect(failing(report)).toEqual(relevant);
    expect(report.cases.find((c) => c.name === "faq-mutual-kill")!.differences.map((d) => d.message)).toEqual([
      "players.vader.victory: expected 8, got 9",
      "players.soontir.victory: expected 11, got 10",
    ]);
  });
});
