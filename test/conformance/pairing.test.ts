import { describe, expect, it } from "vitest";
import { type AcesHighEventResults, checkConformance, conformanceCases, referenceResults } from "../../src/conformance/index.js";
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
      "a-player-arrives-before-the-first-round",
      "a-player-leaves-a-table-of-three/2",
      "a-player-who-leaves-before-the-first-game",
      "a-tie-with-a-player-who-left-needs-no-roll",
      "a-two-round-event/3",
      "equal-salvo-rolls-break-nothing",
      "error-salvo-roll-off-one-has-not-rolled",
      "error-salvo-roll-off-one-has-not-rolled/2",
      "error-salvo-roll-off-still-tied",
      "error-salvo-rolls-count-for-their-round/2",
      "error-salvo-rolls-count-for-their-round/3",
      "final-standings-shared-only-at-the-end",
      "final-tie-at-the-top-needs-a-salvo-roll",
      "final-tie-at-the-top-needs-a-salvo-roll/2",
      "salvo-roll-breaks-the-tie",
      "salvo-roll-off-of-three",
      "salvo-roll-off-of-three/2",
      "salvo-roll-off-of-three/3",
      "salvo-roll-off-the-first-roll-decides",
      "salvo-rolled-again-after-equal-rolls",
      "salvo-rolls-of-0-and-1000",
      "standings-before-any-result",
      "standings-with-one-table-entered",
      "ten-players-three-rounds",
      "ten-players-three-rounds/2",
      "ten-players-three-rounds/3",
      "the-organiser-seats-round-two-by-hand/2",
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
    // Found from ace-ledger's own results: the records accepted in which a round is paired from the results
    // at two tables or more (at one table, the deal changes nothing), and the records refused after a
    // round paired whose tables a result entered then names (dealt otherwise, that result is another
    // table's: refused for it, not where the case expects).
    const typeOf = (e: unknown) => (e as { type: string }).type;
    const paired = cases
      .filter((c) => {
        const results = referenceResults("aces-high-event", c.record);
        if (!("error" in results)) {
          const seated = c.record.events.map(typeOf).filter((t) => t === "roundSeated" || t === "roundPaired");
          const { rounds } = results as AcesHighEventResults;
          return seated.some((t, i) => t === "roundPaired" && rounds[String(i + 1)]!.sizes.length > 1);
        }
        const before = c.record.events.slice(0, results.error.event ?? 0).map(typeOf);
        const first = before.indexOf("roundPaired");
        return first >= 0 && before.slice(first).includes("resultEntered");
      })
      .map((c) => c.name);
    expect(paired.length).toBeGreaterThanOrEqual(10);
    expect(failing(pairingScorer({ wrong: "bestWithWorst" }))).toEqual(paired);
  });
});
