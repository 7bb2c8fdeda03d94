// What every function of the tournament module does with arguments it does not take: an event that is
// not an event file is ERR_INVALID_RECORD, options that are not an object ERR_INVALID_OPTION, and a
// round or table number given as text ("1", as a form gives it) is refused, not read as a number.
// Each is a typed error result, never an exception from deep inside the call.
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  addRound,
  createEvent,
  dropPlayer,
  enterResult,
  enterSalvos,
  joinPlayer,
  rejoinPlayer,
  removeArrival,
  type RuleViolation,
  seatTables,
  tableGameRecord,
  tableSheets,
  tryEventStandings,
  tryNextRound,
  undoRound,
  withEntrants,
} from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, played, said, sheet, T1, T2 } from "./helpers.js";

type Outcome = { ok: true } | { ok: false; error: RuleViolation };
const paired = eventOf(EIGHT, [[{ players: T1 }, { players: T2 }]]);
const playedOne = eventOf(EIGHT, [[played(T1), played(T2)]]);
const squads = (() => {
  const created = createEvent({ players: EIGHT, seed: 1, entrants: EIGHT.map((player) => ({ player, ship: { hull: 3, shields: 1 } })) });
  if (!created.ok) throw new Error(created.error.message);
  return { ...created.value, rounds: paired.rounds };
})();

describe("an event that is not an event file", () => {
  const calls: readonly (readonly [string, (event: AcesHighEvent) => Outcome])[] = [
    ["withEntrants", (e) => withEntrants(e, [])],
    ["undoRound", (e) => undoRound(e)],
    ["rejoinPlayer", (e) => rejoinPlayer(e, "anna")],
    ["removeArrival", (e) => removeArrival(e, "anna")],
    ["seatTables", (e) => seatTables(e, 1, new Map())],
    ["enterResult", (e) => enterResult(e, 1, 1, sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2]))],
    ["dropPlayer", (e) => dropPlayer(e, "anna", 1)],
    ["joinPlayer", (e) => joinPlayer(e, "ivy", 1)],
    ["enterSalvos", (e) => enterSalvos(e, 1, new Map())],
    ["tableSheets", (e) => tableSheets(e)],
    ["addRound", (e) => addRound(e, [EIGHT])],
    ["tableGameRecord", (e) => tableGameRecord(e, 1, 1)],
    ["tryNextRound", (e) => tryNextRound(e)],
    ["tryEventStandings", (e) => tryEventStandings(e)],
  ];
  const notEvents: readonly [string, unknown, string][] = [
    ["nothing", undefined, "expected event to be an object, got nothing"],
    ["a number", 42, "expected event to be an object, got 42"],
    ["an event without its players", { mode: "aces-high-event", seed: 1, rounds: [] }, "expected event.players to be an array of 2 to 1000 items, got nothing"],
  ];

  it("is ERR_INVALID_RECORD, returned by every function that takes one", () => {
    for (const [name, call] of calls) {
      for (const [what, raw, message] of notEvents) expect(said(call(raw as AcesHighEvent)), `${name}, ${what}`).toBe(`ERR_INVALID_RECORD: ${message}`);
    }
  });
});

describe("options that are not an object", () => {
  it("undoRound takes { force, resolve }, force true or false, resolve a function", () => {
    for (const options of [null, 5, "force"]) {
      expect(said(undoRound(paired, options as never))).toMatch(/^ERR_INVALID_OPTION: expected the options to be \{ force, resolve \}, got /);
    }
    expect(said(undoRound(paired, { resolve: "files" as never }))).toMatch(/^ERR_INVALID_OPTION: expected resolve to be a function/);
    expect(said(undoRound(paired, { force: "yes" as never }))).toBe('ERR_INVALID_OPTION: expected force to be true or false, got "yes"');
    expect(said(undoRound(paired, { force: false }))).toBe("ok");
  });

  it("enterResult, joinPlayer, tryNextRound and tryEventStandings refuse text and null", () => {
    const result = sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2], ["cara", 0, 0, 2], ["dev", 0, 0, 2]);
    expect(said(enterResult(paired, 1, 1, result, "replace" as never))).toBe('ERR_INVALID_OPTION: expected the options to be { resolve, allowUnfinished, replace }, got "replace"');
    expect(said(joinPlayer(paired, "ivy", 2, "table 1" as never))).toBe('ERR_INVALID_OPTION: expected the options to be { table, ship }, got "table 1"');
    expect(said(tryNextRound(playedOne, undefined, null as never))).toBe("ERR_INVALID_OPTION: expected the options to be { allowUnfinished }, got null");
    expect(said(tryEventStandings(playedOne, undefined, "1" as never))).toBe('ERR_INVALID_OPTION: expected the options to be { rounds, allowUnfinished } or a number of rounds, got "1"');
    expect(said(tryEventStandings(playedOne, undefined, true as never))).toBe("ERR_INVALID_OPTION: expected the options to be { rounds, allowUnfinished } or a number of rounds, got boolean");
  });
});

describe("round and table numbers", () => {
  it("given as text are refused by tableGameRecord and enterResult, as any number that is not whole", () => {
    expect(said(tableGameRecord(squads, 1, 1))).toBe("ok");
    expect(said(tableGameRecord(squads, "1" as never, 1))).toBe("ERR_SEATING: expected a table of a paired round (rounds 1 to 1), got round 1, table 1");
    expect(said(tableGameRecord(squads, 1, "2" as never))).toBe("ERR_SEATING: expected a table of a paired round (rounds 1 to 1), got round 1, table 2");
    const result = sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2], ["cara", 0, 0, 2], ["dev", 0, 0, 2]);
    expect(said(enterResult(paired, "1" as never, 1, result))).toBe("ERR_INVALID_RESULT: expected a table of a paired round (rounds 1 to 1), got round 1, table 1");
    expect(said(enterResult(paired, 1, "1" as never, result))).toBe("ERR_INVALID_RESULT: expected a table of a paired round (rounds 1 to 1), got round 1, table 1");
    expect(said(enterResult(paired, 1, 1, result))).toBe("ok");
  });
});
