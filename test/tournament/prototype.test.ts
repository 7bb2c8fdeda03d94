// The tournament functions read their input as the engines do: own properties only, copied at the
// boundary into data they own. With Object.prototype polluted (by assignment or with defineProperty)
// with any field name an event file, a table, a result record, a game record or an option uses, every
// function answers exactly as it does without: a table with no result stays without one, and no rule,
// ship, roll or option comes from the prototype.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  activePlayers,
  addRound,
  createEvent,
  dropPlayer,
  enterResult,
  enterSalvos,
  eventStandings,
  joinPlayer,
  nextRound,
  parseEventFile,
  parseResultRecord,
  rejoinPlayer,
  removeArrival,
  roundCountOf,
  roundsPlayed,
  rulesOf,
  salvoRolls,
  scoreTable,
  seatTables,
  tableGameRecord,
  tableSheets,
  tryNextRound,
  undoRound,
  withEntrants,
} from "../../src/modes/tournament/index.js";
import { RUNS } from "../properties/setup.js";
import { EIGHT, eventOf, game, played, sheet, T1, T2 } from "./helpers.js";

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
const TEN = fixture.event as AcesHighEvent;

// Events as apps build them: plain objects, optional fields left out (no rules, no ships, no salvos).
const bare = (e: AcesHighEvent): AcesHighEvent => {
  const { rules: _rules, ...rest } = e;
  return rest as AcesHighEvent;
};
const waiting = bare(eventOf(EIGHT, [[played(T1), { players: T2 }]]));
const afterOne = bare(eventOf(EIGHT, [[played(T1), { players: T2, record: sheet(["eli", 4, 0, 1], ["fay", 0, 1, 2], ["gus", 0, 0, 3], ["hal", 0, 0, 3]) }]]));
const unfinished = bare(eventOf(EIGHT, [[played(T1), { players: T2, record: game(T2, [["eli", "fay"]], { over: false }) }]]));
const fresh = bare(eventOf(EIGHT));
const withShips = { ...waiting, entrants: T1.map((player) => ({ player, ship: { hull: 2, shields: 0 } })) };

/** Each call, on inputs that leave out every optional field, with what it returns or throws. */
const CALLS: Record<string, () => unknown> = {
  "eventStandings: ten players": () => eventStandings(TEN),
  "eventStandings: a table waiting for its result": () => eventStandings(waiting),
  "eventStandings: rounds 1": () => eventStandings(TEN, undefined, { rounds: 1 }),
  "eventStandings: an unfinished game": () => eventStandings(unfinished),
  "eventStandings: ties for rolls at the table": () => eventStandings(afterOne),
  "tryNextRound: round 1": () => tryNextRound(fresh),
  "tryNextRound: round 2": () => tryNextRound(afterOne),
  "tryNextRound: a table waiting": () => tryNextRound(waiting),
  "nextRound: ten players, round 3": () => nextRound({ ...TEN, rounds: TEN.rounds.slice(0, 2) }),
  "tableSheets": () => tableSheets(waiting),
  "createEvent": () => createEvent({ players: EIGHT, seed: 7 }),
  "enterResult: a table with a result": () => enterResult(afterOne, 1, 1, sheet(["anna", 4, 0, 1], ["ben", 0, 0, 2], ["cara", 0, 0, 2], ["dev", 0, 0, 2])),
  "enterResult: a table waiting": () => enterResult(waiting, 1, 2, sheet(["eli", 4, 0, 1], ["fay", 0, 1, 2], ["gus", 0, 0, 3], ["hal", 0, 0, 3])),
  "enterResult: an unfinished game": () => enterResult(waiting, 1, 2, game(T2, [["eli", "fay"]], { over: false })),
  "dropPlayer": () => dropPlayer(afterOne, "hal", 2),
  "joinPlayer": () => joinPlayer(afterOne, "ivy", 2),
  "joinPlayer: the round paired": () => joinPlayer(waiting, "ivy", 1),
  "enterSalvos": () => enterSalvos(afterOne, 1, new Map([["gus", [3]], ["hal", [5]]])),
  "seatTables": () => seatTables(fresh, 1, new Map([[1, T1.map((player, i) => ({ player, order: i + 1 }))], [2, T2.map((player, i) => ({ player, order: 4 - i }))]])),
  "addRound": () => addRound(fresh, [T1, T2]),
  "parseEventFile": () => parseEventFile(waiting),
  "parseResultRecord": () => parseResultRecord(sheet(["eli", 4, 0, 1], ["fay", 0, 1, 2]), ["eli", "fay"]),
  "scoreTable: no result": () => scoreTable({ players: T2 }),
  "scoreTable: a game record": () => scoreTable(played(T1)),
  "roundsPlayed": () => roundsPlayed(waiting),
  "salvoRolls": () => salvoRolls(fresh, 1),
  "undoRound: a table with a result": () => undoRound(afterOne),
  "tableGameRecord": () => tableGameRecord(withShips, 1, 1),
  "rejoinPlayer": () => rejoinPlayer(fresh, "hal"),
  "removeArrival": () => removeArrival(fresh, "hal"),
  "withEntrants": () => withEntrants(fresh, [{ player: "anna", name: "Anna" }]),
  "activePlayers, rulesOf, roundCountOf": () => [activePlayers(fresh, 2), rulesOf(fresh), roundCountOf(fresh)],
};

/** What a call gives, as JSON: its value, or the error it throws. */
function outcome(call: () => unknown): string {
  try {
    const value = call();
    return JSON.stringify(value instanceof Map ? [...value] : value);
  } catch (e) {
    return JSON.stringify({ thrown: String(e) });
  }
}

/** Every key of the inputs, with a value it takes there. */
function keysOf(value: unknown, seen = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, seen);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (!seen.has(k)) seen.set(k, v);
      keysOf(v, seen);
    }
  }
  return seen;
}

// The fields the inputs use, and the optional fields and options they leave out, each with a value
// that would change the answer if it were read from the prototype.
const FIELDS: [string, unknown][] = [
  ...keysOf([TEN, waiting, afterOne, unfinished]),
  ["record", sheet(["eli", 9, 0, 1], ["fay", 0, 0, 2], ["gus", 0, 0, 2], ["hal", 0, 0, 2])],
  ["rules", { salvoRolls: "seeded", unfinishedGames: "counted", finalStandings: "shared", tableSizes: "sixes" }],
  ["salvoRolls", "seeded"],
  ["unfinishedGames", "counted"],
  ["finalStandings", "shared"],
  ["tableSizes", "sixes"],
  ["ships", [{ player: "anna", ship: "X-wing" }]],
  ["salvos", [{ round: 1, player: "gus", rolls: [6] }]],
  ["arrivals", [{ player: "hal", round: 2 }]],
  ["drops", [{ player: "hal", round: 2 }]],
  ["roundCount", 1],
  ["meta", { deep: true }],
  ["rounds", 1],
  ["allowUnfinished", true],
  ["replace", true],
  ["table", 1],
  ["ship", "B-wing"],
  ["resolve", () => sheet(["eli", 9, 0, 1], ["fay", 0, 0, 2])],
  ["entrants", [{ player: "anna", name: "Anna", ship: { hull: 3, shields: 1 } }]],
  ["name", "Thursday night"],
  ["date", "2026-11-26"],
  ["game", { preset: "epicBattles", victoryLimit: null, timeLimit: null }],
  ["preset", "epicBattles"],
  ["victoryLimit", null],
  ["timeLimit", null],
  ["pointLimit", 200],
  ["edition", "legacy"],
  ["force", true],
].filter(([k]) => k !== "__proto__") as [string, unknown][];

const POLLUTERS = {
  assigned: (key: string, value: unknown) => void ((Object.prototype as Record<string, unknown>)[key] = value),
  defined: (key: string, value: unknown) => void Object.defineProperty(Object.prototype, key, { value, writable: true, configurable: true }),
};

function polluted<T>(how: keyof typeof POLLUTERS, key: string, value: unknown, body: () => T): T {
  POLLUTERS[how](key, value);
  try {
    return body();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

describe("a polluted Object.prototype changes nothing in the tournament functions", () => {
  // Worked out inside the tests (once), not while they are collected.
  let answers: Record<string, string> | undefined;
  const cleanAnswers = () => (answers ??= Object.fromEntries(Object.entries(CALLS).map(([name, call]) => [name, outcome(call)])));

  it("the calls answer, and differ where their inputs do (so a change would show)", () => {
    const clean = cleanAnswers();
    expect(clean["eventStandings: a table waiting for its result"]).toContain("ERR_NO_RESULT");
    expect(clean["tableSheets"]).toContain('"hasResult":false');
    expect(clean["createEvent"]).not.toContain("rules");
    expect(clean["enterResult: a table with a result"]).toContain("ERR_INVALID_RESULT");
  });

  it.each(Object.keys(POLLUTERS) as (keyof typeof POLLUTERS)[])("every call gives the same answer with any of the fields polluted (%s)", (how) => {
    const clean = cleanAnswers();
    const changed: string[] = [];
    for (const [key, value] of FIELDS) {
      const results = polluted(how, key, value, () => Object.entries(CALLS).map(([name, call]) => [name, outcome(call)] as const));
      for (const [name, result] of results) if (result !== clean[name]) changed.push(`${key} in ${name}: ${result.slice(0, 200)}`);
    }
    expect(changed).toEqual([]);
  });

  it("property: any field name, any JSON value, any call", () => {
    const names = Object.keys(CALLS);
    const clean = cleanAnswers();
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS.map(([k]) => k)),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...names),
        fc.constantFrom("assigned" as const, "defined" as const),
        (key, value, name, how) => {
          expect(polluted(how, key, value, () => outcome(CALLS[name]!))).toBe(clean[name]);
        },
      ),
      { numRuns: RUNS(300) },
    );
  });
});
