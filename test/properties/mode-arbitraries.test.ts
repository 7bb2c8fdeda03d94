import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as epicMode from "../../src/modes/epic/index.js";
import * as fireteamMode from "../../src/modes/fireteam/index.js";
import * as aceMode from "../../src/modes/intergalactic-ace/index.js";
import * as raceMode from "../../src/modes/space-race/index.js";
import { arbitraries, type GameOptions } from "../../src/testing/index.js";
import { RUNS } from "./setup.js";

// The record and invalid-event arbitraries of Epic, Space Race, A.C.E. Fireteam and Intergalactic Ace
// (ace-ledger/testing): records replay without error and keep to their options; every invalid event
// is rejected with its code, at its index, leaving the state as it was; and the games are varied.
interface Mode {
  readonly name: string;
  readonly record: (options?: GameOptions) => fc.Arbitrary<{ readonly setup: unknown; readonly events: readonly unknown[] }>;
  readonly invalid: (state: never) => fc.Arbitrary<{ readonly event: unknown; readonly code: string }>;
  readonly engine: { readonly tryReplay: (record: unknown) => { ok: boolean; value?: unknown; error?: { code: string; event: number | null; message: string } }; readonly tryApply: (state: never, event: unknown) => { ok: boolean; error?: { code: string; event: number | null } }; readonly replay: (record: unknown) => unknown };
  readonly players: (setup: never) => number;
  readonly runs: number;
  /** Options whose games are quick to make, for the runs that need many. */
  readonly quick: GameOptions;
}

const MODES: readonly Mode[] = [
  { name: "epic", record: arbitraries.epicRecord, invalid: arbitraries.epicInvalidEvent as never, engine: epicMode as never, players: (s: { players: unknown[] }) => s.players.length, runs: 300, quick: {} },
  { name: "space-race", record: arbitraries.spaceRaceRecord, invalid: arbitraries.spaceRaceInvalidEvent as never, engine: raceMode as never, players: (s: { players: unknown[] }) => s.players.length, runs: 200, quick: { maxPlayers: 4 } },
  { name: "fireteam", record: arbitraries.fireteamRecord, invalid: arbitraries.fireteamInvalidEvent as never, engine: fireteamMode as never, players: (s: { players: unknown[] }) => s.players.length, runs: 40, quick: { maxPlayers: 2 } },
  { name: "intergalactic-ace", record: arbitraries.intergalacticAceRecord, invalid: arbitraries.intergalacticAceInvalidEvent as never, engine: aceMode as never, players: (s: { players: unknown[] }) => s.players.length, runs: 40, quick: { maxPlayers: 3 } },
];

const replayed = (m: Mode, record: unknown) => {
  const r = m.engine.tryReplay(record);
  if (!r.ok) throw new Error(`${r.error!.code} at ${r.error!.event}: ${r.error!.message}`);
  return r.value as { over: boolean };
};

describe.each(MODES)("$name record arbitrary", (m) => {
  it("every record replays without error; finished games are over", () => {
    fc.assert(fc.property(m.record(), (record) => void replayed(m, { mode: m.name, ...record })), { numRuns: RUNS(m.runs) });
    fc.assert(fc.property(m.record({ ...m.quick, finished: true }), (record) => {
      expect(replayed(m, record).over).toBe(true);
    }), { numRuns: RUNS(Math.ceil(m.runs / 4)) });
  });

  it("keeps to its options: players, events, finished", () => {
    const options = fc
      .record({ minPlayers: fc.integer({ min: 2, max: 3 }), extra: fc.nat(1), minEvents: fc.nat(40), span: fc.integer({ min: 20, max: 120 }) })
      .map(({ minPlayers, extra, minEvents, span }) => ({ minPlayers, maxPlayers: minPlayers + extra, minEvents, maxEvents: minEvents + span, finished: false }));
    fc.assert(
      fc.property(options.chain((o) => fc.tuple(fc.constant(o), m.record(o))), ([o, record]) => {
        expect(record.events.length).toBeGreaterThanOrEqual(o.minEvents);
        expect(record.events.length).toBeLessThanOrEqual(o.maxEvents);
        expect(m.players(record.setup as never)).toBeGreaterThanOrEqual(o.minPlayers);
        expect(m.players(record.setup as never)).toBeLessThanOrEqual(o.maxPlayers);
        replayed(m, record);
      }),
      { numRuns: RUNS(Math.ceil(m.runs / 4)) },
    );
    expect(() => m.record({ minPlayers: 1 })).toThrow(RangeError);
    expect(() => m.record({ minPlayers: 5, maxPlayers: 4 })).toThrow(RangeError);
    expect(() => m.record({ minEvents: 10, maxEvents: 5 })).toThrow(RangeError);
  });

  it("every invalid event is rejected with its code at its index, and leaves the state as it was", () => {
    const states = m.record(m.quick).chain((record) =>
      fc.nat(record.events.length).map((n) => ({ state: m.engine.replay({ ...record, events: record.events.slice(0, n) }) as never, n })),
    );
    fc.assert(
      fc.property(states.chain(({ state, n }) => fc.tuple(fc.constant(state), fc.constant(n), m.invalid(state))), ([state, n, { event, code }]) => {
        const before = structuredClone(state);
        const result = m.engine.tryApply(state, event);
        expect(result.ok ? "accepted" : result.error!.code, JSON.stringify(event)).toBe(code);
        expect(result.ok ? null : result.error!.event).toBe(n);
        expect(state).toEqual(before);
      }),
      { numRuns: RUNS(m.runs * 2) },
    );
  });
});

/** Samples as `fc.assert` would, with a fixed seed: the same records on every run. */
const sample = <T>(arbitrary: fc.Arbitrary<T>, n: number) => fc.sample(arbitrary, { numRuns: n, seed: 2026 });
const typesOf = (records: readonly { events: readonly unknown[] }[]) => new Set(records.flatMap((r) => r.events.map((e) => (e as { type: string }).type)));

describe("the games are varied", () => {
  it("Epic: every event, points and threat, Quick Builds and wings, team battles", () => {
    const records = sample(arbitraries.epicRecord(), 300);
    expect([...typesOf(records)].sort()).toEqual(["damaged", "deployed", "destroyed", "escaped", "fled", "gameEnded", "markerAssigned", "repaired", "reserved", "restored", "roundEnded", "roundStarted", "victoryCounters"]);
    const setups = records.map((r) => r.setup);
    expect(new Set(setups.map((s) => s.scoring))).toEqual(new Set(["points", "threat"]));
    expect(setups.some((s) => s.teams !== undefined)).toBe(true);
    const entries = setups.flatMap((s) => s.players.flatMap((p) => p.ships));
    expect(entries.some((e) => "ships" in e && e.wing === true)).toBe(true);
    expect(entries.some((e) => "ships" in e && e.wing === undefined)).toBe(true);
    expect(records.some((r) => r.events.some((e) => e.type === "destroyed" && e.targets.length > 1))).toBe(true);
  });

  it("Space Race: every event, whole races won, racers destroyed, ties settled", () => {
    const records = sample(arbitraries.spaceRaceRecord({ maxPlayers: 5 }), 200);
    expect([...typesOf(records)].sort()).toEqual(["actionLost", "actionPerformed", "asteroidCollision", "asteroidShot", "buoyActivated", "gravityCannonHit", "repaired", "roundEnded", "roundStarted", "turnEnded", "turnStarted"]);
    const boards = records.map((r) => raceMode.scoreboard(raceMode.replay(r)));
    expect(boards.filter((b) => b.over).length).toBeGreaterThan(100);
    expect(boards.some((b) => b.players.some((p) => p.destroyed))).toBe(true);
    expect(records.some((r) => r.setup.tiebreak !== undefined)).toBe(true);
  });

  it("A.C.E. Fireteam: every game mode, attacks that hit, units disabled and destroyed", () => {
    const records = sample(arbitraries.fireteamRecord({ finished: true }), 40);
    expect(new Set(records.map((r) => r.setup.gameMode))).toEqual(new Set(fireteamMode.GAME_MODES));
    const types = typesOf(records);
    for (const t of ["attacked", "meleeAttacked", "kicked", "moved", "guarded", "damaged", "restartRolled", "harvesterMoved", "meteorCollected"]) expect(types.has(t), t).toBe(true);
    const units = records.flatMap((r) => fireteamMode.replay(r).units);
    expect(units.some((u) => u.status === "destroyed")).toBe(true);
    expect(units.some((u) => u.status === "disabled" || u.restarted)).toBe(true);
  });

  it("Intergalactic Ace: every event, face-down decks, Aces", () => {
    const records = sample(arbitraries.intergalacticAceRecord({ finished: true, maxPlayers: 4 }), 40);
    const types = typesOf(records);
    for (const t of ["upgraded", "dogfight", "duel", "scanned", "reshuffled"]) expect(types.has(t), t).toBe(true);
    expect(records.some((r) => (r.setup as { decks: { order?: string } }).decks.order === "unknown")).toBe(true);
    for (const r of records) expect(aceMode.replay(r).winners.length).toBeGreaterThan(0);
  });
});

describe("unfinished records of the played modes spread over their bounds", () => {
  it.each([
    ["fireteamRecord", arbitraries.fireteamRecord({ finished: false, maxEvents: 120 })],
    ["intergalacticAceRecord", arbitraries.intergalacticAceRecord({ finished: false, maxEvents: 120 })],
  ] as const)("%s: few empty, few at the most, the rest between", (_, arbitrary) => {
    const lengths = sample(arbitrary as fc.Arbitrary<{ events: readonly unknown[] }>, 100).map((r) => r.events.length);
    expect(lengths.filter((n) => n === 0).length).toBeLessThan(10);
    expect(lengths.filter((n) => n >= 100).length).toBeLessThan(40);
    expect(lengths.filter((n) => n > 10 && n < 100).length).toBeGreaterThan(50);
  });
});

describe("a long race when minEvents asks for one", () => {
  it("spaceRaceRecord({ minEvents: 500 }): every record reaches 500 events and replays", () => {
    for (const record of sample(arbitraries.spaceRaceRecord({ minEvents: 500 }), 10)) {
      expect(record.events.length).toBeGreaterThanOrEqual(500);
      expect(raceMode.tryReplay(record).ok).toBe(true);
    }
  });
});

describe("bounds no played game meets are a RangeError, not a draw that never ends", () => {
  it("fireteamRecord and intergalacticAceRecord", () => {
    // A finished Fireteam game is six turns of six phases: more than 50 events. A finished Intergalactic
    // Ace game takes five kills and their fights, deals and rounds: more than 5 events.
    expect(() => arbitraries.fireteamRecord({ maxEvents: 50, finished: true })).toThrow(RangeError);
    expect(() => arbitraries.intergalacticAceRecord({ maxEvents: 5, finished: true })).toThrow(RangeError);
    expect(() => arbitraries.fireteamRecord({ minEvents: 100_000 })).toThrow(/none of 100 games drawn/);
    // Bounds that games meet are kept.
    expect(sample(arbitraries.fireteamRecord({ minEvents: 100, maxEvents: 150, finished: false }), 3).every((r) => r.events.length >= 100 && r.events.length <= 150)).toBe(true);
  });
});
