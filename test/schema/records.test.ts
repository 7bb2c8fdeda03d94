import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conformanceCases } from "../../src/conformance/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { RUNS } from "../properties/setup.js";
import { eventProblem, type Mode, MODES, recordProblem, schemaOf, setupProblem } from "./shapes.js";

// schema/<mode>.json against the engine: every record the engine accepts, the schema accepts; every
// event or setup whose shape the engine refuses, the schema refuses; and on any value, mutated or
// made, the schema and the engine's shape check give the same verdict.

type Engine = { readonly replay: (record: unknown) => unknown; readonly checkEvent: (raw: unknown) => { code: string } | undefined };
const ENGINES: { readonly [M in Mode]: Engine } = { "aces-high": acesHigh as never, epic: epic as never, "space-race": spaceRace as never, fireteam: fireteam as never, "intergalactic-ace": intergalacticAce as never };
type Record_ = { readonly mode?: string; readonly setup: unknown; readonly events: readonly unknown[] };
const RECORDS: { readonly [M in Mode]: { readonly record: () => fc.Arbitrary<Record_>; readonly invalid: (state: never) => fc.Arbitrary<{ event: unknown; code: string }>; readonly runs: number } } = {
  "aces-high": { record: () => arbitraries.acesHighRecord() as never, invalid: arbitraries.acesHighInvalidEvent as never, runs: 200 },
  epic: { record: () => arbitraries.epicRecord(), invalid: arbitraries.epicInvalidEvent as never, runs: 150 },
  "space-race": { record: () => arbitraries.spaceRaceRecord({ maxPlayers: 4 }), invalid: arbitraries.spaceRaceInvalidEvent as never, runs: 80 },
  fireteam: { record: () => arbitraries.fireteamRecord({ maxPlayers: 2 }), invalid: arbitraries.fireteamInvalidEvent as never, runs: 20 },
  "intergalactic-ace": { record: () => arbitraries.intergalacticAceRecord({ maxPlayers: 3 }), invalid: arbitraries.intergalacticAceInvalidEvent as never, runs: 20 },
};

// Values of the wrong kind for any field, and the ways a value is broken at one place of its tree.
const WRONG: readonly unknown[] = [null, true, 0, -1, 1.5, 1e9, "", "x", "x".repeat(300), [], {}, [1], { a: 1 }];
type Path = readonly (string | number)[];
function containers(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === "object" && value !== null) {
    out.push(path);
    for (const [key, item] of Object.entries(value)) containers(item, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}
/** `value` copied, with the container at one of its paths broken: a field removed, added, or of the wrong kind. */
function broken(value: unknown, pick: number, key: number, wrong: number, how: "remove" | "add" | "replace"): unknown {
  const copy = structuredClone(value);
  const all = containers(copy);
  if (all.length === 0) return WRONG[wrong % WRONG.length];
  const at = all[pick % all.length]!.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy as Record<string, unknown>);
  const keys = Object.keys(at);
  if (how === "add" || keys.length === 0) {
    if (Array.isArray(at)) at.push(WRONG[wrong % WRONG.length]);
    else at.unexpected = WRONG[wrong % WRONG.length];
  } else {
    const k = keys[key % keys.length]!;
    if (how === "remove") {
      if (Array.isArray(at)) at.splice(Number(k), 1);
      else delete at[k];
    } else at[k] = WRONG[wrong % WRONG.length];
  }
  return copy;
}
const breaking = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom("remove" as const, "add" as const, "replace" as const));

describe.each(MODES)("schema/%s.json", (mode) => {
  const schema = schemaOf(mode);
  const engine = ENGINES[mode];
  const { record: records, invalid, runs } = RECORDS[mode];

  it("accepts every record of the conformance kit the engine reads, and refuses those whose shape it refuses", () => {
    let refused = 0;
    for (const c of conformanceCases(mode)) {
      const problem = recordProblem(mode, c.record);
      expect(schema.record(c.record), `${c.name}: ${problem ?? "accepted"}`).toBe(problem === undefined);
      if (!c.expected.some((e) => e.kind === "rejected")) expect(schema.record(c.record), c.name).toBe(true);
      if (problem !== undefined) refused++;
    }
    expect(conformanceCases(mode).length).toBeGreaterThan(10);
    // The kit's records are games a table can play; a few break a rule, and fewer still a shape.
    expect(refused).toBeLessThan(conformanceCases(mode).length / 2);
  });

  it("accepts every record of the fast-check arbitrary, and each of its events", () => {
    fc.assert(
      fc.property(records(), (record) => {
        const full = { mode, ...record };
        expect(schema.record(full), JSON.stringify(schema.record.errors)).toBe(true);
        expect(schema.setup(record.setup)).toBe(true);
        for (const event of record.events) expect(schema.event(event)).toBe(true);
      }),
      { numRuns: RUNS(runs) },
    );
  });

  it("gives the engine's verdict on events and setups broken at one place (a field removed, added, or of the wrong kind)", () => {
    let refusedEvents = 0;
    let refusedSetups = 0;
    fc.assert(
      fc.property(records(), breaking, breaking, (record, [p, k, w, how], [p2, k2, w2, how2]) => {
        for (const [i, event] of record.events.slice(0, 40).entries()) {
          const bad = broken(event, p + i, k + i, w + i, how);
          const problem = eventProblem(mode, bad);
          expect(schema.event(bad), `${JSON.stringify(bad)}: ${problem ?? "accepted"}`).toBe(problem === undefined);
          if (problem !== undefined) {
            refusedEvents++;
            expect(engine.checkEvent(bad)?.code).toBe("ERR_INVALID_EVENT");
          }
        }
        const bad = broken(record.setup, p2, k2, w2, how2);
        const problem = setupProblem(mode, bad);
        expect(schema.setup(bad), `${JSON.stringify(bad)}: ${problem ?? "accepted"}`).toBe(problem === undefined);
        if (problem !== undefined) refusedSetups++;
      }),
      { numRuns: RUNS(runs) },
    );
    expect(refusedEvents).toBeGreaterThan(runs);
    expect(refusedSetups).toBeGreaterThan(runs / 2);
  });

  it("refuses every invalid event of the testing arbitraries whose shape the engine refuses, and only those", () => {
    let refused = 0;
    const states = records().chain((record) => fc.nat(record.events.length).map((n) => engine.replay({ mode, ...record, events: record.events.slice(0, n) })));
    fc.assert(
      fc.property(states.chain((state) => invalid(state as never)), ({ event }) => {
        const problem = eventProblem(mode, event);
        expect(schema.event(event), `${JSON.stringify(event)}: ${problem ?? "accepted"}`).toBe(problem === undefined);
        if (problem !== undefined) refused++;
      }),
      { numRuns: RUNS(runs * 2) },
    );
    expect(refused).toBeGreaterThan(0);
  });

  it("refuses events of no known type, of the wrong kind, or with an unknown field", () => {
    const typeOf = (e: unknown) => (e as { type: string }).type;
    // One well-formed event of each type the kit holds (its cases of bad shapes left out).
    const wellFormed = conformanceCases(mode).flatMap((c) => c.record.events).filter((e) => e !== null && typeof e === "object" && typeof typeOf(e) === "string" && schema.event(e));
    const sample = wellFormed.filter((e, i, all) => all.findIndex((x) => typeOf(x) === typeOf(e)) === i);
    expect(sample.length).toBeGreaterThan(3);
    const made: unknown[] = [
      null, 7, "roundStarted", [], {}, { type: "noSuchEvent" }, { type: 5 }, { type: null }, { Type: typeOf(sample[0]) },
      ...sample.map((e) => ({ ...(e as object), unexpected: 1 })),
      ...sample.map((e) => ({ ...(e as object), type: typeOf(e).toUpperCase() })),
      ...sample.flatMap((e) => Object.keys(e as object).filter((k) => k !== "type").map((k) => ({ ...(e as object), [k]: { wrong: true } }))),
    ];
    for (const event of made) {
      expect(schema.event(event), JSON.stringify(event)).toBe(false);
      expect(engine.checkEvent(event)?.code, JSON.stringify(event)).toBe("ERR_INVALID_EVENT");
    }
    expect(schema.record({ mode, setup: {}, events: [], extra: 1 })).toBe(false);
    expect(schema.record({ mode: mode === "epic" ? "aces-high" : "epic", setup: conformanceCases(mode)[0]!.record.setup, events: [] })).toBe(false);
    expect(schema.record({ ...conformanceCases(mode)[0]!.record, version: 2 })).toBe(false);
    expect(schema.record({ ...conformanceCases(mode)[0]!.record, meta: { table: 3, anything: [null] } })).toBe(true);
  });
});
