// The Epic ledger: the standard score and casualties are entries, posted once when the game ends,
// and shown as the game stands before that (epic-battles-rules-reference.txt, Standard Scoring and
// Casualties).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerEntries } from "../../src/core/ledger.js";
import { type EpicEvent, ledgerOf, playerTotals, replay, scoreboard, stateAt, teamTotals } from "../../src/modes/epic/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { RUNS } from "../properties/setup.js";

const root = join(import.meta.dirname, "..", "..");
const demo = JSON.parse(readFileSync(join(root, "examples", "epic-demo.json"), "utf8"));
const fixture = (name: string) => JSON.parse(readFileSync(join(root, "test", "fixtures", "epic", `${name}.json`), "utf8"));
/** A fixture's record with the events of all its `then` steps. */
function fullRecord(f: { record: { mode: string; setup: unknown; events: unknown[] }; expect: { then?: unknown } }) {
  const events = [...f.record.events];
  for (let then = f.expect.then as { events: unknown[]; then?: unknown } | undefined; then !== undefined; then = then.then as typeof then) events.push(...then.events);
  return { ...f.record, events };
}
const lines = (entries: readonly { event: number; player: string; account: string; delta: number; reason: string; subject?: string }[]) =>
  entries.map((e) => `#${e.event} ${e.player} ${e.account} ${e.delta} ${e.reason} ${e.subject ?? ""}`);

describe("Epic ledger: every point of the standard score and casualties has an entry", () => {
  it("the worked example: the end of the game posts each enemy unit at half health in each rebel's score and in its owner's casualties", () => {
    const state = replay(demo);
    expect(lines(ledgerEntries(state.ledger))).toEqual([
      "#10 rebels-a victoryCounters 1 victoryCounters falcon",
      "#13 rebels-a score 2 halfHealth black-wing",
      "#13 rebels-a score 3 halfHealth decimator",
      "#13 rebels-b score 2 halfHealth black-wing",
      "#13 rebels-b score 3 halfHealth decimator",
      "#13 empire-a casualties 2 halfHealth black-wing",
      "#13 empire-b casualties 3 halfHealth decimator",
    ]);
    const [, wing, decimator] = scoreboard(state).ledger;
    expect(wing!.explanation).toBe("black-wing of empire-a (3 threat) at half health, 6 of 12 lost: +2 score (epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat))");
    expect(decimator!.explanation).toBe("decimator of empire-b (5 threat) at half health, 8 of 16 lost: +3 score (epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat))");
  });

  it("squad points: a ship destroyed or fled at its value, one at half health at half of it rounded up; casualties cite their own section", () => {
    const f = fixture("casualties-count-own-ships");
    const board = scoreboard(replay({ ...f.record, events: [...f.record.events, { type: "gameEnded" }] }));
    expect(board.ledger.map((e) => e.explanation)).toEqual([
      "b1 of ben (45 squad points) at half health, 3 of 5 lost: +23 score (epic-battles-rules-reference.txt, Standard Scoring (Squad Points))",
      "b2 of ben (30 squad points) destroyed or fled: +30 score (epic-battles-rules-reference.txt, Standard Scoring (Squad Points))",
      "b1 of ben (45 squad points) at half health, 3 of 5 lost: +23 casualties (epic-battles-rules-reference.txt, Casualties)",
      "b2 of ben (30 squad points) destroyed or fled: +30 casualties (epic-battles-rules-reference.txt, Casualties)",
    ]);
    expect(board.players.find((p) => p.id === "anna")).toMatchObject({ score: 53 });
  });

  it("allied ships give no entry to each other; a Quick Build of several ships is one entry, for its lost health added", () => {
    const allied = fixture("allied-ships-score-nothing-for-each-other");
    expect(lines(scoreboard(replay(allied.record)).ledger)).toEqual([
      "#5 anna score 25 destroyedOrFled b1",
      "#5 cara score 25 destroyedOrFled b1",
      "#5 cara casualties 30 destroyedOrFled c1",
      "#5 ben score 30 destroyedOrFled c1",
      "#5 ben casualties 25 destroyedOrFled b1",
      "#5 dev score 30 destroyedOrFled c1",
    ]);
    const pair = fixture("two-ship-quick-build-scores-as-one-ship");
    const ended = scoreboard(replay(fullRecord(pair)));
    expect(lines(ended.ledger)).toEqual([
      "#8 empire score 3 halfHealth ig-2000-pair",
      "#8 empire casualties 2 destroyedOrFled academy-pair",
      "#8 scum score 2 destroyedOrFled academy-pair",
      "#8 scum casualties 3 halfHealth ig-2000-pair",
    ]);
    expect(ended.ledger[0]!.explanation).toBe("ig-2000-pair of scum (6 threat) at half health, 8 of 16 lost: +3 score (epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat))");
  });

  it("an escaped ship gives no entry of its own; in a Quick Build the others' losses stand", () => {
    const f = fixture("escape-inside-a-quick-build");
    expect(lines(scoreboard(replay(fullRecord(f))).ledger)).toEqual(["#7 red casualties 2 halfHealth red-wing", "#7 blue score 2 halfHealth red-wing"]);
    const alone = fixture("escape-scores-nothing");
    expect(scoreboard(replay(fullRecord(alone))).ledger.filter((e) => e.reason !== "victoryCounters")).toEqual([]);
  });

  it("before the end: the same entries as the game stands, at the last event, stored nowhere", () => {
    const f = fixture("half-points-rounded-up");
    const state = replay(f.record);
    expect(ledgerEntries(state.ledger)).toEqual([]);
    const [entry, casualty] = ledgerOf(state);
    expect(entry).toMatchObject({ event: 1, player: "anna", account: "score", delta: 23, balance: 23, reason: "halfHealth", subject: "b1" });
    expect(entry!.explanation).toBe("b1 of ben (45 squad points) at half health, 3 of 5 lost, as the game stands: +23 score (epic-battles-rules-reference.txt, Standard Scoring (Squad Points))");
    expect(casualty).toMatchObject({ player: "ben", account: "casualties", delta: 23 });
  });

  it("on random games: no event but gameEnded posts a score or casualty; it posts what the scoreboard showed as the game stood", () => {
    fc.assert(fc.property(arbitraries.epicRecord({ finished: true }), (record) => {
      const events = record.events as readonly EpicEvent[];
      const n = events.length;
      expect(events[n - 1]!.type).toBe("gameEnded");
      const before = stateAt(record, n - 1);
      expect(ledgerEntries(before.ledger).every((e) => e.reason === "victoryCounters")).toBe(true);
      const after = replay(record);
      const posted = ledgerEntries(after.ledger).filter((e) => e.event === n - 1);
      expect(posted.every((e) => e.reason !== "victoryCounters")).toBe(true);
      const standing = ledgerOf(before).filter((e) => e.reason !== "victoryCounters");
      expect(standing.every((e) => e.event === n - 2 && e.explanation.includes("as the game stands"))).toBe(true);
      expect(posted).toEqual(standing.map(({ explanation: _, ...e }) => ({ ...e, event: n - 1 })));
      expect(ledgerOf(after).some((e) => e.explanation.includes("as the game stands"))).toBe(false);
      // The scoreboard sums the entries; playerTotals and teamTotals count the units on their own.
      for (const state of [before, after]) {
        const board = scoreboard(state);
        for (const p of board.players) expect({ score: p.score, casualties: p.casualties }).toEqual(playerTotals(state, p.id));
        for (const t of board.teams ?? []) expect({ score: t.score, casualties: t.casualties }).toEqual(teamTotals(state, state.setup.teams.findIndex((m) => m.includes(t.players[0]!))));
      }
    }), { numRuns: RUNS(200) });
  });
});
