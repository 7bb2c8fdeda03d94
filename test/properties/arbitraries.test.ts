import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay, tryReplay, type AcesHighRecord } from "../../src/modes/aces-high/index.js";
import { arbitraries, type RecordOptions } from "../../src/testing/index.js";
import { RUNS } from "./setup.js";

/**
 * Samples as `fc.assert` would (same sizes and bias). The seed is fixed, so the shares below are
 * measured on the same games every run; each threshold sits well below what the generator gives
 * on any seed (docs/testing.md).
 */
function sample(options: RecordOptions, n: number): AcesHighRecord[] {
  return fc.sample(arbitraries.acesHighRecord(options), { numRuns: n, seed: 2026 });
}

function lengths(records: readonly AcesHighRecord[]): number[] {
  return records.map((r) => r.events.length).sort((a, b) => a - b);
}

const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

const bounds: fc.Arbitrary<RecordOptions & { minEvents: number; maxEvents: number }> = fc
  .record({ minEvents: fc.nat(120), span: fc.nat(120), finished: fc.constantFrom(true, false, undefined), maxPlayers: fc.integer({ min: 2, max: 8 }) })
  .map(({ minEvents, span, finished, maxPlayers }) => ({
    minEvents,
    // A finished game needs room for its end: at least one event more than minEvents.
    maxEvents: minEvents + span + (finished === true && span === 0 ? 1 : 0),
    maxPlayers,
    ...(finished === undefined ? {} : { finished }),
  }));

describe("acesHighRecord: the options mean what they say", () => {
  it("every record has minEvents to maxEvents events, replays without error, and is over when finished", () => {
    fc.assert(fc.property(bounds.chain((o) => fc.tuple(fc.constant(o), arbitraries.acesHighRecord(o))), ([o, record]) => {
      expect(record.events.length).toBeGreaterThanOrEqual(o.minEvents);
      expect(record.events.length).toBeLessThanOrEqual(o.maxEvents);
      expect(record.setup.players.length).toBeLessThanOrEqual(o.maxPlayers!);
      const replayed = tryReplay(record);
      if (!replayed.ok) throw new Error(`${replayed.error.code} at ${replayed.error.event}: ${replayed.error.message}`);
      if (o.finished) expect(replayed.value.over).toBe(true);
    }), { numRuns: RUNS(300) });
  });

  it("lengths use the whole range up to maxEvents", () => {
    // Without a victory limit only time ends a game: the lengths follow the choices.
    const open = lengths(sample({ maxEvents: 200, rules: fc.constant({ victoryLimit: null }) }, 300));
    expect(at(open, 1)).toBeGreaterThanOrEqual(190);
    for (const [from, to] of [[0, 50], [50, 100], [100, 150], [150, 201]] as const) {
      expect(share(open, (n) => n >= from && n < to), `${from} to ${to}`).toBeGreaterThanOrEqual(0.1);
    }
    // With the usual rules most games end by the limit sooner, but the long ones are there.
    const usual = lengths(sample({ maxEvents: 200 }, 1000));
    expect(share(usual, (n) => n > 150)).toBeGreaterThanOrEqual(0.01);
  });

  it("the default makes real games: a median of 20 events or more, some past 100, rounds past 10", () => {
    const records = sample({}, 1000);
    const sorted = lengths(records);
    expect(at(sorted, 0.5)).toBeGreaterThanOrEqual(20);
    expect(at(sorted, 1)).toBeGreaterThan(100);
    expect(Math.max(...records.map((r) => replay(r).round))).toBeGreaterThan(10);
  });

  it("finished: true: every game is over, at least a third by the victory limit, and a good share by time", () => {
    const states = sample({ maxPlayers: 6, finished: true }, 1000).map((r) => replay(r));
    expect(share(states, (s) => s.over)).toBe(1);
    expect(share(states, (s) => !s.timeCalled)).toBeGreaterThanOrEqual(1 / 3);
    expect(share(states, (s) => s.timeCalled)).toBeGreaterThanOrEqual(0.2);
  });

  it("minEvents keeps the game going, and the victory limit still ends many games after it", () => {
    const records = sample({ minEvents: 60, maxEvents: 200, finished: true }, 500);
    expect(Math.min(...lengths(records))).toBeGreaterThanOrEqual(60);
    expect(share(records, (r) => !replay(r).timeCalled)).toBeGreaterThanOrEqual(1 / 3);
  });

  it("rejects bounds it cannot meet", () => {
    expect(() => arbitraries.acesHighRecord({ minEvents: 5, maxEvents: 4 })).toThrow(RangeError);
    expect(() => arbitraries.acesHighRecord({ minEvents: -1 })).toThrow(RangeError);
    expect(() => arbitraries.acesHighRecord({ maxEvents: 2.5 })).toThrow(RangeError);
    // Player bounds as the other modes check them: when the arbitrary is made, not when a game is drawn.
    for (const players of [{ minPlayers: 5, maxPlayers: 3 }, { maxPlayers: 1 }, { minPlayers: 2.5 }, { maxPlayers: 9 }, { minPlayers: 1 }]) {
      expect(() => arbitraries.acesHighRecord(players), JSON.stringify(players)).toThrow(RangeError);
    }
    // The end of a finished game takes 1 to 3 events, so an exact length cannot always be met.
    expect(() => arbitraries.acesHighRecord({ minEvents: 10, maxEvents: 10, finished: true })).toThrow(RangeError);
    expect(sample({ minEvents: 10, maxEvents: 10 }, 50).every((r) => r.events.length === 10)).toBe(true);
  });

  it("shrinking stays useful: a failure shrinks to a game of a few events", () => {
    const kill = fc.check(fc.property(arbitraries.acesHighRecord(), (r) => !r.events.some((e) => e.type === "destroyed")), { seed: 5 });
    expect(kill.failed).toBe(true);
    expect(kill.counterexample![0].events.length).toBeLessThanOrEqual(6);
    const limit = fc.check(fc.property(arbitraries.acesHighRecord(), (r) => {
      const s = replay(r);
      return !(s.over && !s.timeCalled);
    }), { seed: 5 });
    expect(limit.failed).toBe(true);
    expect(limit.counterexample![0].events.length).toBeLessThanOrEqual(15);
  });
});
