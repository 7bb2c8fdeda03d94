import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { epic, scoreboard as epicBoard } from "../../src/modes/epic/index.js";
import { scoreboard as raceBoard, spaceRace } from "../../src/modes/space-race/index.js";
import { RUNS } from "./setup.js";

// Epic and Space Race share the core. Random streams of plausible and broken events: every event is
// either applied or rejected with a typed code, a rejection changes nothing, and replaying the
// accepted events equals folding apply over them.
const EPIC_SETUP = {
  scoring: "threat",
  teams: [["a", "b"], ["c"]],
  players: [
    { id: "a", order: 1, ships: [{ id: "a1", hull: 3, shields: 2, threat: 2 }] },
    { id: "b", order: 2, ships: [{ id: "bw", threat: 3, ships: [{ id: "b1", hull: 2, shields: 0 }, { id: "b2", hull: 2, shields: 0 }, { id: "b3", hull: 2, shields: 0 }] }] },
    { id: "c", order: 3, ships: [{ id: "c1", hull: 6, shields: 2, threat: 4 }] },
  ],
};
const ships = ["a1", "b1", "b2", "b3", "c1", "zz"];
const epicEvent = fc.oneof(
  fc.constantFrom({ type: "roundStarted" }, { type: "roundEnded" }, { type: "gameEnded" }),
  fc.record({ type: fc.constant("damaged"), target: fc.constantFrom(...ships), amount: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ type: fc.constant("repaired"), target: fc.constantFrom(...ships), hull: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ type: fc.constantFrom("fled", "escaped", "reserved", "deployed", "restored"), target: fc.constantFrom(...ships) }),
  fc.record({ type: fc.constant("destroyed"), targets: fc.subarray(ships, { minLength: 1 }) }),
  fc.record({ type: fc.constant("victoryCounters"), player: fc.constantFrom("a", "b", "c", "x"), count: fc.integer({ min: -2, max: 3 }) }),
  fc.record({ type: fc.constant("markerAssigned"), ship: fc.constantFrom(...ships), marker: fc.constantFrom("m1", "m2") }),
  fc.jsonValue(),
);

const RACE_SETUP = {
  players: [
    { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
    { id: "b", card: 5, ship: "tielnfighter", initiative: 3, points: 12, hull: 3, shields: 0 },
    { id: "c", card: 8, ship: "rz1awing", initiative: 3, points: 12, hull: 2, shields: 2 },
  ],
  tiebreak: ["c", "b"],
};
const racers = ["a", "b", "c", "x"];
const raceEvent = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom({ type: "roundStarted" }, { type: "roundEnded" }) },
  { weight: 5, arbitrary: fc.record({ type: fc.constantFrom("turnStarted", "turnEnded"), player: fc.constantFrom(...racers) }) },
  { weight: 2, arbitrary: fc.constant({ type: "turnEnded" }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("actionPerformed"), player: fc.constantFrom(...racers), action: fc.constantFrom("focus", "boost", "cloak", "other"), free: fc.constantFrom(true, undefined) }, { requiredKeys: ["type", "player", "action"] }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("actionLost"), player: fc.constantFrom(...racers), cause: fc.constantFrom("bump", "stress") }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("damaged"), target: fc.constantFrom(...racers), amount: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("buoyActivated"), player: fc.constantFrom(...racers), buoy: fc.constantFrom("red", "yellow", "green", "blue", "purple") }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("gravityCannonHit"), by: fc.constantFrom(...racers), target: fc.constantFrom(...racers), hits: fc.nat(3), crits: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("asteroidShot"), by: fc.constantFrom(...racers), hits: fc.nat(3), crits: fc.nat(3), evades: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("asteroidCollision"), target: fc.constantFrom(...racers), damageRoll: fc.constantFrom("hit", "crit", "blank"), recoilShield: fc.constant(true) }) },
  { weight: 1, arbitrary: fc.jsonValue() },
);

const engines = [
  { name: "epic", engine: epic, setup: EPIC_SETUP, event: epicEvent, board: epicBoard as (s: never) => unknown },
  { name: "space-race", engine: spaceRace, setup: RACE_SETUP, event: raceEvent, board: raceBoard as (s: never) => unknown },
] as const;

describe.each(engines)("$name on random event streams", ({ name, engine, setup, event, board }) => {
  it("every event is applied or rejected with a code; rejections change nothing; replay equals the fold", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), (events) => {
        let state = engine.start(setup as never) as never;
        const accepted: unknown[] = [];
        for (const e of events) {
          const snapshot = structuredClone(state);
          const result = engine.tryApply(state, e);
          if (result.ok) {
            accepted.push(e);
            state = result.value as never;
          } else {
            expect(result.error.code).toMatch(/^ERR_[A-Z_]+$/);
            expect(result.error.event).toBe(accepted.length);
            expect(state).toEqual(snapshot);
          }
        }
        expect(engine.replay({ mode: name, setup, events: accepted } as never)).toEqual(state);
        expect(() => board(state)).not.toThrow();
      }),
      { numRuns: RUNS(1000) },
    );
  });
});
