import { describe, expect, it } from "vitest";
import { checkConformance, conformanceCases, referenceResults } from "../../src/conformance/index.js";
import { pairingScorer } from "./pairing-scorer.js";

// The side-event kit against pairing code written from the text alone (test/conformance/pairing-scorer.ts,
// no code shared with src/): right, it passes every case; wrong in one way, it fails exactly the cases
// that rest on what it gets wrong.
const cases = conformanceCases("aces-high-event");
const failing = (scorer: ReturnType<typeof pairingScorer>) => checkConformance("aces-high-event", scorer).cases.filter((c) => c.status === "fail").map((c) => c.name);

describe("a deliberately wrong pairing scorer fails the right cases", () => {
  it("the pairing code written from the text passes every side-event case, ledger aside", () => {
    const report = checkConformance("aces-high-event", pairingScorer());
    expect(failing(pairingScorer())).toEqual([]);
    expect(report.passed).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it("ties broken by the seat at the table instead of the place taken, and never by a roll: fails the cases a place or a roll decides", () => {
    // Each of these has a tie on victory that the place taken or a salvo roll decides (or that waits,
    // shared, for a roll) where a case looks: who sits where, a rank, the winners, a refusal.
    expect(failing(pairingScorer({ wrong: "seatOrder" }))).toEqual([
      "equal-salvo-rolls-break-nothing",
      "final-tie-at-the-top-needs-a-salvo-roll",
      "final-tie-at-the-top-needs-a-salvo-roll/2",
      "salvo-roll-breaks-the-tie",
      "salvo-rolled-again-after-equal-rolls",
      "ten-players-three-rounds",
      "ten-players-three-rounds/2",
      "ten-players-three-rounds/3",
      "third-round-and-final-standings",
      "third-round-and-final-standings/2",
      "tie-across-tables-waits-for-a-salvo-roll",
      "tie-broken-by-the-place-at-the-table",
      "tie-inside-a-table-needs-no-roll",
    ]);
    const report = checkConformance("aces-high-event", pairingScorer({ wrong: "seatOrder" }));
    expect(report.cases.find((c) => c.name === "tie-broken-by-the-place-at-the-table")!.differences.map((d) => d.message)).toEqual([
      'rounds["2"].tables["1"]: expected ["anna","ben","cara","fay","gus"] (in any order), got ["anna","ben","cara","fay","dev"]',
      'rounds["2"].tables["2"]: expected ["dev","hal","ivy","eli","jon"] (in any order), got ["gus","hal","ivy","eli","jon"]',
      "players.gus.rank: expected 5, got 6",
      "players.dev.rank: expected 6, got 5",
    ]);
  });

  it("the ranking dealt round the tables, best with worst: fails every case that pairs a round, and only those", () => {
    // Found from ace-ledger's own results: the records accepted in which a round is paired from the results.
    const paired = cases
      .filter((c) => c.record.events.some((e) => (e as { type: string }).type === "roundPaired") && !("error" in referenceResults("aces-high-event", c.record)))
      .map((c) => c.name);
    expect(paired.length).toBeGreaterThanOrEqual(10);
    expect(failing(pairingScorer({ wrong: "bestWithWorst" }))).toEqual(paired);
  });
});
