// The options and arguments of the tournament functions are checked as the engines check theirs: a
// value a call does not take is a typed error (ERR_INVALID_OPTION) naming what was expected, thrown by
// the throwing forms and returned by the others, never a quiet misreading.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  addRound,
  createEvent,
  enterResult,
  enterSalvos,
  eventStandings,
  joinPlayer,
  nextRound,
  parseResultRecord,
  RuleViolationError,
  salvoRolls,
  scoreTable,
  type Seat,
  seatTables,
  TOURNAMENT_ERROR_CODES,
  tryEventStandings,
  tryNextRound,
} from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, game, played, sheet } from "./helpers.js";

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
const TEN = fixture.event as AcesHighEvent;
const twoOfThree = { ...TEN, rounds: TEN.rounds.slice(0, 2) };
const waiting = eventOf(EIGHT, [[played(EIGHT.slice(0, 4)), { players: EIGHT.slice(4) }]]);

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof RuleViolationError ? { code: e.code, message: e.message } : { untyped: String(e) };
  }
  return "no error";
};
const errorOf = (r: { ok: boolean; error?: { code: string; message: string } }) => (r.ok ? "ok" : { code: r.error!.code, message: r.error!.message });
const option = (message: string) => ({ code: "ERR_INVALID_OPTION", message });

describe("eventStandings: rounds", () => {
  it("is a whole number from 0 to the rounds paired: rounds 3 after 2 of 3 rounds is refused, not final", () => {
    const expected = { code: "ERR_INVALID_OPTION", message: "ERR_INVALID_OPTION: expected rounds to be a whole number of the rounds paired, 0 to 2, got 3" };
    expect(thrown(() => eventStandings(twoOfThree, undefined, { rounds: 3 }))).toEqual(expected);
    expect(thrown(() => eventStandings(twoOfThree, undefined, 3))).toEqual(expected);
    expect(errorOf(tryEventStandings(twoOfThree, undefined, { rounds: 3 }))).toEqual(option("expected rounds to be a whole number of the rounds paired, 0 to 2, got 3"));
    for (const rounds of [Infinity, -Infinity, Number.NaN, -1, 1.5, 2 ** 53]) {
      expect(errorOf(tryEventStandings(twoOfThree, undefined, { rounds })), String(rounds)).toEqual(option(`expected rounds to be a whole number of the rounds paired, 0 to 2, got ${rounds}`));
    }
    expect(errorOf(tryEventStandings(twoOfThree, undefined, { rounds: "2" as unknown as number }))).toEqual(option('expected rounds to be a whole number of the rounds paired, 0 to 2, got "2"'));
  });

  it("final only when the event's last round is counted", () => {
    expect(eventStandings(twoOfThree).final).toBe(false);
    expect(eventStandings(twoOfThree, undefined, { rounds: 2 }).final).toBe(false);
    expect(eventStandings(TEN, undefined, { rounds: 3 }).final).toBe(true);
    expect(eventStandings(TEN, undefined, { rounds: 2 }).final).toBe(false);
    expect(eventStandings({ ...TEN, roundCount: 4 }).final).toBe(false);
    const none = eventStandings(TEN, undefined, 0);
    expect([none.rounds, none.final, none.standings.every((p) => p.victory === 0 && p.places.length === 0)]).toEqual([0, false, true]);
    expect(eventStandings(TEN, undefined, { rounds: 1 }).rounds).toBe(1);
  });

  it("allowUnfinished is true or false; the options an object or a number; resolve a function", () => {
    expect(errorOf(tryEventStandings(TEN, undefined, { allowUnfinished: "yes" as unknown as boolean }))).toEqual(option('expected allowUnfinished to be true or false, got "yes"'));
    expect(errorOf(tryEventStandings(TEN, undefined, null as never))).toEqual(option("expected the options to be { rounds, allowUnfinished } or a number of rounds, got null"));
    expect(errorOf(tryEventStandings(TEN, undefined, [2] as never))).toEqual(option("expected the options to be { rounds, allowUnfinished } or a number of rounds, got an array of 1"));
    expect(errorOf(tryEventStandings(TEN, "files" as never))).toEqual(option('expected resolve to be a function reading a record by file name, got "files"'));
    expect(tryEventStandings(TEN, undefined, { allowUnfinished: false }).ok).toBe(true);
  });

  it("an event that is not an event file is ERR_INVALID_RECORD, thrown by eventStandings and returned by tryEventStandings", () => {
    expect(thrown(() => eventStandings({ ...TEN, players: "anna" } as never))).toMatchObject({ code: "ERR_INVALID_RECORD" });
    expect(errorOf(tryEventStandings(42 as never))).toMatchObject({ code: "ERR_INVALID_RECORD" });
    const cyclic: Record<string, unknown> = { ...TEN };
    cyclic.meta = cyclic;
    expect(errorOf(tryEventStandings(cyclic as never))).toMatchObject({ code: "ERR_INVALID_RECORD" });
  });
});

describe("the other functions check their options and arguments", () => {
  it("tryNextRound and nextRound", () => {
    expect(errorOf(tryNextRound(twoOfThree, undefined, { allowUnfinished: 1 as unknown as boolean }))).toEqual(option("expected allowUnfinished to be true or false, got 1"));
    expect(errorOf(tryNextRound(twoOfThree, 7 as never))).toEqual(option("expected resolve to be a function reading a record by file name, got 7"));
    expect(errorOf(tryNextRound(twoOfThree, undefined, "x" as never))).toEqual(option('expected the options to be { allowUnfinished }, got "x"'));
    expect(thrown(() => nextRound(twoOfThree, undefined, { allowUnfinished: null as unknown as boolean }))).toMatchObject({ code: "ERR_INVALID_OPTION" });
    expect(tryNextRound(twoOfThree, undefined, { allowUnfinished: true }).ok).toBe(true);
  });

  it("enterResult", () => {
    const result = sheet(["eli", 4, 0, 1], ["fay", 0, 1, 2], ["gus", 0, 0, 3], ["hal", 0, 0, 3]);
    expect(errorOf(enterResult(waiting, 1, 2, result, { replace: "yes" as unknown as boolean }))).toEqual(option('expected replace to be true or false, got "yes"'));
    expect(errorOf(enterResult(waiting, 1, 2, result, { allowUnfinished: 0 as unknown as boolean }))).toEqual(option("expected allowUnfinished to be true or false, got 0"));
    expect(errorOf(enterResult(waiting, 1, 2, result, { resolve: {} as never }))).toEqual(option("expected resolve to be a function reading a record by file name, got an object"));
    expect(errorOf(enterResult(waiting, 1, 2, result, null as never))).toEqual(option("expected the options to be { resolve, allowUnfinished, replace }, got null"));
    expect(enterResult(waiting, 1, 2, result, { replace: false }).ok).toBe(true);
  });

  it("enterResult stores a copy of the record: the caller's object is neither kept nor changed", () => {
    const result = sheet(["eli", 4, 0, 1], ["fay", 0, 1, 2], ["gus", 0, 0, 3], ["hal", 0, 0, 3]);
    const before = JSON.stringify(result);
    const entered = enterResult(waiting, 1, 2, result);
    if (!entered.ok) throw new Error(entered.error.message);
    result.players[0]!.victory = 9;
    expect(JSON.stringify(entered.value.event.rounds[0]!.tables[1]!.record)).toBe(before);
    expect(Object.isFrozen(result)).toBe(false);
  });

  it("joinPlayer, seatTables, enterSalvos, addRound, createEvent", () => {
    expect(errorOf(joinPlayer(waiting, "ivy", 1, { table: 1.5 }))).toEqual(option("expected table to be a table number, got 1.5"));
    expect(errorOf(joinPlayer(waiting, "ivy", 2, { ship: 5 as unknown as string }))).toEqual(option("expected ship to be the ship's name, got 5"));
    expect(errorOf(joinPlayer(waiting, "ivy", 2, null as never))).toEqual(option("expected the options to be { table, ship }, got null"));
    const fresh = eventOf(EIGHT);
    expect(errorOf(seatTables(fresh, 1, { 1: [] } as never))).toEqual(option("expected tables to be a Map from table number to seats, got an object"));
    expect(errorOf(seatTables(fresh, 1, new Map([[1, [{ player: "anna" } as Seat]]])))).toEqual(option("expected the seats of table 1 to be a list of { player, order }, got an array of 1"));
    expect(errorOf(seatTables(fresh, 1, new Map([[1, "anna" as never]])))).toEqual(option('expected the seats of table 1 to be a list of { player, order }, got "anna"'));
    expect(errorOf(enterSalvos(waiting, 1, { anna: [3] } as never))).toEqual(option("expected rolls to be a Map from player id to rolls, got an object"));
    expect(errorOf(enterSalvos(waiting, 1, new Map([["anna", 3 as never]])))).toMatchObject({ code: "ERR_SALVO", message: 'expected 1 to 20 rolls of 0 to 1000 for "anna", got none' });
    expect(errorOf(addRound(fresh, "anna" as never))).toEqual(option('expected tables to be a list of tables, each a list of player ids, got "anna"'));
    expect(errorOf(addRound(fresh, [[1, 2]] as never))).toEqual(option("expected tables to be a list of tables, each a list of player ids, got an array of 1"));
    expect(errorOf(createEvent(null as never))).toEqual(option("expected the event to be { players, seed, roundCount?, rules?, ships?, entrants?, game?, name?, date? }, got null"));
    expect(errorOf(createEvent({ players: "anna" as never, seed: 1 }))).toEqual({ code: "ERR_INVALID_RECORD", message: "expected players to be a list of player ids, got string" });
    expect(errorOf(createEvent({ players: EIGHT, seed: 1, ships: { anna: "X-wing" } as never }))).toEqual(option("expected ships to be a Map from player id to ship, got an object"));
    expect(errorOf(createEvent({ players: EIGHT, seed: 1, roundCount: Infinity }))).toEqual({ code: "ERR_INVALID_RECORD", message: "expected 1 to 100 rounds, got Infinity" });
  });

  it("scoreTable, parseResultRecord, salvoRolls", () => {
    expect(errorOf(scoreTable(played(EIGHT.slice(0, 4)), undefined, "no" as unknown as boolean))).toEqual(option('expected allowUnfinished to be true or false, got "no"'));
    expect(errorOf(scoreTable({ players: ["anna"] }))).toMatchObject({ code: "ERR_INVALID_RECORD", message: expect.stringContaining("table.players") });
    expect(errorOf(scoreTable({ players: ["anna", "ben"], record: game(["anna", "ben"]) }, undefined, true))).toBe("ok");
    expect(errorOf(parseResultRecord(sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2]), "anna" as never))).toEqual(option('expected players to be the table\'s player ids, got "anna"'));
    expect(thrown(() => salvoRolls(TEN, Infinity))).toEqual({ code: "ERR_INVALID_OPTION", message: "ERR_INVALID_OPTION: expected rounds to be a whole number of rounds, 0 to 100, got Infinity" });
    expect(thrown(() => salvoRolls(TEN, -1))).toMatchObject({ code: "ERR_INVALID_OPTION" });
    expect(thrown(() => salvoRolls({} as never, 1))).toMatchObject({ code: "ERR_INVALID_RECORD" });
    expect(salvoRolls(TEN, 0).size).toBe(10);
  });

  it("ERR_INVALID_OPTION is one of the codes", () => {
    expect(TOURNAMENT_ERROR_CODES).toContain("ERR_INVALID_OPTION");
  });
});
