// The organiser's functions at their edges: each refusal with the message that names it, at the
// boundary (the last value accepted, the first refused), and how a table's result is read.
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  addRound,
  dropPlayer,
  enterResult,
  enterSalvos,
  eventStandings,
  joinPlayer,
  RuleViolationError,
  scoreTable,
  type Seat,
  seatTables,
  tableSheets,
} from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, game, played, said, sheet, T1, T2 } from "./helpers.js";

const seats = (...players: string[]): Seat[] => players.map((player, i) => ({ player, order: i + 1 }));
const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fresh = eventOf(EIGHT);
const paired = eventOf(EIGHT, [[{ players: T1 }, { players: T2 }]]);
const playedOne = eventOf(EIGHT, [[played(T1), played(T2)]]);
const lastRound = eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), played(T2)], [{ players: T1 }, { players: T2 }]]);

describe("seatTables", () => {
  it("the round: the last paired or the next, within the event", () => {
    expect(said(seatTables(fresh, 2, new Map([[1, seats(...T1)]])))).toBe("ERR_SEATING: expected round 1 or 1 (the last round paired, or the next), got 2");
    expect(said(seatTables(fresh, 0, new Map()))).toBe("ERR_SEATING: expected round 1 or 1 (the last round paired, or the next), got 0");
    expect(said(seatTables(playedOne, 3, new Map()))).toBe("ERR_SEATING: expected round 1 or 2 (the last round paired, or the next), got 3");
    expect(said(seatTables(lastRound, 4, new Map()))).toBe("ERR_SEATING: expected round 3 (the last round paired, or the next), got 4");
    expect(said(seatTables(playedOne, 1.5, new Map()))).toBe("ERR_SEATING: expected round 1 or 2 (the last round paired, or the next), got 1.5");
    expect(said(seatTables(lastRound, 3, new Map([[1, seats(...T2)], [2, seats(...T1)]])))).toBe("ok");
  });

  it("table numbers from 1, with no gap", () => {
    expect(said(seatTables(fresh, 1, new Map([[0, seats(...T1)], [1, seats(...T2)]])))).toBe("ERR_SEATING: expected table numbers from 1, got 0");
    expect(said(seatTables(fresh, 1, new Map([[1, seats(...T1)], [3, seats(...T2)]])))).toBe("ERR_SEATING: expected tables numbered 1 to 3; table 2 has no players");
    expect(said(seatTables(fresh, 1, new Map([[2, seats(...T2)], [1, seats(...T1)]])))).toBe("ok");
    expect(value(seatTables(fresh, 1, new Map([[2, seats(...T2)], [1, seats(...T1)]]))).rounds[0]!.tables.map((t) => t.players)).toEqual([T1, T2]);
  });
});

describe("dropPlayer", () => {
  it("from the round they arrived to the last", () => {
    expect(said(dropPlayer(playedOne, "hal", 4))).toBe('ERR_SEATING: expected "hal" to leave from round 1 to 3, got 4');
    expect(said(dropPlayer(playedOne, "hal", 0))).toBe('ERR_SEATING: expected "hal" to leave from round 1 to 3, got 0');
    expect(said(dropPlayer(playedOne, "hal", 2.5))).toBe('ERR_SEATING: expected "hal" to leave from round 1 to 3, got 2.5');
    expect(said(dropPlayer(playedOne, "hal", 3))).toBe("ok");
    const late = eventOf([...EIGHT, "ivy"], [[played(T1), played(T2)]], { arrivals: [{ player: "ivy", round: 2 }] });
    expect(said(dropPlayer(late, "ivy", 1))).toBe('ERR_SEATING: expected "ivy" to leave from round 2 to 3, got 1');
    expect(said(dropPlayer(late, "ivy", 2))).toBe("ok");
  });

  it("a table of the round paired keeps 2 players; a table with a result keeps its players", () => {
    const pairs = eventOf(["anna", "ben", "cara", "dev"], [[{ players: ["anna", "ben"] }, { players: ["cara", "dev"] }]]);
    expect(said(dropPlayer(pairs, "ben", 1))).toBe("ERR_SEATING: expected 2 players left at table 1 of round 1; seat the round again by hand first");
    const dropped = value(dropPlayer(paired, "hal", 1));
    expect(dropped.rounds[0]!.tables.map((t) => t.players)).toEqual([T1, ["eli", "fay", "gus"]]);
    expect(said(dropPlayer(playedOne, "hal", 1))).toBe('ERR_SEATING: expected "hal" not to have played round 1; table 2 has a result with them (drop them from round 2)');
  });
});

describe("joinPlayer", () => {
  it("from the round paired (at a table) or a later one, within the event", () => {
    expect(said(joinPlayer(playedOne, "ivy", 0))).toBe('ERR_SEATING: expected "ivy" to join from round 1 to 3, got 0');
    expect(said(joinPlayer(playedOne, "ivy", 4))).toBe('ERR_SEATING: expected "ivy" to join from round 1 to 3, got 4');
    expect(said(joinPlayer(lastRound, "ivy", 2))).toBe('ERR_SEATING: expected "ivy" to join from round 3 to 3, got 2');
    expect(said(joinPlayer(fresh, "ivy", 1))).toBe("ok");
    expect(value(joinPlayer(fresh, "ivy", 1)).arrivals).toBeUndefined();
    expect(value(joinPlayer(fresh, "ivy", 3)).arrivals).toEqual([{ player: "ivy", round: 3 }]);
    expect(said(joinPlayer(fresh, "ivy", 2, { table: 1 }))).toBe("ERR_SEATING: expected no table: round 2 is not paired yet");
  });

  it("a table of the round paired: one with no result and fewer than 8 players", () => {
    expect(said(joinPlayer(playedOne, "ivy", 1, { table: 1 }))).toBe("ERR_SEATING: expected a table without a result; table 1 of round 1 has one");
    expect(said(joinPlayer(paired, "ivy", 1, { table: 3 }))).toBe('ERR_SEATING: expected the table "ivy" joins in round 1, which is paired (or join from round 2)');
    const seven = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2"];
    const full = eventOf(seven, [[{ players: seven.slice(0, 8) }, { players: ["b1", "b2"] }]]);
    expect(said(joinPlayer(full, "ivy", 1, { table: 1 }))).toBe("ERR_SEATING: expected a table of fewer than 8 players; table 1 of round 1 has 8");
    const atTwo = value(joinPlayer(full, "ivy", 1, { table: 2, ship: "A-wing" }));
    expect([atTwo.rounds[0]!.tables[1]!.players, atTwo.ships]).toEqual([["b1", "b2", "ivy"], [{ player: "ivy", ship: "A-wing" }]]);
  });
});

describe("enterSalvos, tableSheets, enterResult, addRound: rounds and tables", () => {
  it("enterSalvos: a round played, 1 to 20 rolls of 0 to 1000", () => {
    expect(said(enterSalvos(fresh, 1, new Map([["anna", [1]]])))).toBe("ERR_SALVO: expected a round played, 1 to 0, got 1");
    expect(said(enterSalvos(playedOne, 0, new Map([["anna", [1]]])))).toBe("ERR_SALVO: expected a round played, 1 to 1, got 0");
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", []]])))).toBe('ERR_SALVO: expected 1 to 20 rolls of 0 to 1000 for "anna", got none');
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", Array.from({ length: 21 }, () => 1)]])))).toMatch(/^ERR_SALVO: expected 1 to 20 rolls of 0 to 1000 for "anna", got 1, 1/);
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", Array.from({ length: 20 }, () => 1)]])))).toBe("ok");
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", [0, 1000]]])))).toBe("ok");
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", [-1]]])))).toBe('ERR_SALVO: expected 1 to 20 rolls of 0 to 1000 for "anna", got -1');
    expect(said(enterSalvos(playedOne, 1, new Map([["anna", [2.5]]])))).toBe('ERR_SALVO: expected 1 to 20 rolls of 0 to 1000 for "anna", got 2.5');
    expect(value(enterSalvos(value(enterSalvos(playedOne, 1, new Map([["anna", [3]]]))), 1, new Map([["ben", [4]]]))).salvos).toEqual([{ round: 1, player: "anna", rolls: [3] }, { round: 1, player: "ben", rolls: [4] }]);
  });

  it("tableSheets: a paired round, the last by default", () => {
    expect(said(tableSheets(playedOne, 2))).toBe("ERR_SEATING: expected a paired round, 1 to 1, got 2");
    expect(said(tableSheets(playedOne, 0.5))).toBe("ERR_SEATING: expected a paired round, 1 to 1, got 0.5");
    const sheets = value(tableSheets(lastRound));
    expect([sheets.round, sheets.roundCount, sheets.tables.map((t) => t.hasResult)]).toEqual([3, 3, [false, false]]);
    expect(value(tableSheets(lastRound, 1)).tables.map((t) => [t.table, t.hasResult, t.seats[0]])).toEqual([[1, true, { order: 1, player: "anna", ship: null }], [2, true, { order: 1, player: "eli", ship: null }]]);
  });

  it("enterResult: no round paired; addRound: no round left", () => {
    expect(said(enterResult(fresh, 1, 1, sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2])))).toBe("ERR_INVALID_RESULT: expected a round paired first; no round is");
    expect(said(enterResult(paired, 1, 2.5, sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2])))).toBe("ERR_INVALID_RESULT: expected a table of a paired round (rounds 1 to 1), got round 1, table 2.5");
    const three = eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), played(T2)], [played(T1), played(T2)]]);
    expect(said(addRound(three, [T1, T2]))).toBe("ERR_EVENT_OVER: expected at most 3 rounds (the event's roundCount); round 3 was the last");
    expect(value(addRound(lastRound.rounds.length === 3 ? { ...lastRound, rounds: lastRound.rounds.slice(0, 2) } : lastRound, [T2, T1])).rounds[2]!.tables).toEqual([{ players: T2 }, { players: T1 }]);
  });
});

describe("a table's result as scoreTable reads it", () => {
  it("a game record as JSON text, a result record as JSON text, text that is not JSON", () => {
    const text = JSON.stringify(game(T1, [["anna", "ben"]]));
    expect(value(scoreTable({ players: T1, record: text })).players.find((p) => p.id === "anna")).toEqual({ id: "anna", victory: 4, place: 1 });
    expect(value(scoreTable({ players: T1, record: `  ${text}` })).source).toBe("record");
    const result = JSON.stringify(sheet(["anna", 2, 1, 1], ["ben", 0, 0, 2], ["cara", 0, 0, 2], ["dev", 0, 0, 2]));
    expect(value(scoreTable({ players: T1, record: result }))).toEqual({
      source: "result",
      over: true,
      players: [{ id: "anna", victory: 3, place: 1 }, { id: "ben", victory: 0, place: 2 }, { id: "cara", victory: 0, place: 2 }, { id: "dev", victory: 0, place: 2 }],
    });
    expect(said(scoreTable({ players: T1, record: "{ not json" }))).toMatch(/^ERR_INVALID_RECORD: expected JSON text/);
  });

  it("a record by file name: the resolver's record, its RuleViolationError as it is, anything else it throws as ERR_INVALID_RECORD", () => {
    expect(value(scoreTable({ players: T1, record: "t1.json" }, () => game(T1))).source).toBe("record");
    expect(value(scoreTable({ players: T1, record: "t1.json" }, () => JSON.stringify(game(T1)))).source).toBe("record");
    expect(said(scoreTable({ players: T1, record: "t1.json" }))).toBe("ERR_INVALID_RECORD: cannot read t1.json: records by file name need a resolver (t1.json)");
    const violation = new RuleViolationError({ code: "ERR_INVALID_JSON", event: null, message: "not JSON" });
    expect(said(scoreTable({ players: T1, record: "t1.json" }, () => { throw violation; }))).toBe("ERR_INVALID_JSON: not JSON");
    expect(said(scoreTable({ players: T1, record: "t1.json" }, () => { throw "gone"; }))).toBe("ERR_INVALID_RECORD: cannot read t1.json: gone");
  });

  it("a game that has not ended says where it stopped", () => {
    const stopped = (events: { type: string }[]) => ({ ...game(T1), events });
    expect(said(scoreTable({ players: T1, record: stopped([]) }))).toMatch(/^ERR_GAME_NOT_OVER: expected a game that has ended \(time called or the victory limit reached, and that round played to its end\): no round has been played; /);
    expect(said(scoreTable({ players: T1, record: stopped([{ type: "roundStarted" }, { type: "timeCalled" }]) }))).toMatch(/: time was called but round 1 has not ended; /);
    expect(said(scoreTable({ players: T1, record: stopped([{ type: "roundStarted" }, { type: "roundEnded" }]) }))).toMatch(/: it stopped in round 1; time was not called and nobody reached the victory limit; /);
    expect(value(scoreTable({ players: T1, record: stopped([{ type: "roundStarted" }, { type: "roundEnded" }]) }, undefined, true)).over).toBe(false);
  });
});

describe("eventStandings: what each line says", () => {
  it("places, sources, joined and dropped; games counted and not", () => {
    const late = [...EIGHT, "ivy"];
    const event: AcesHighEvent = eventOf(
      late,
      [
        [played(T1), { players: T2, record: sheet(["eli", 4, 0, 1], ["fay", 0, 0, 2], ["gus", 0, 0, 2], ["hal", 0, 0, 2]) }],
        [{ players: ["anna", "ben", "cara", "ivy"], record: game(["anna", "ben", "cara", "ivy"], [], { over: false }) }, { players: ["dev", "eli", "fay", "gus"] }],
      ],
      { arrivals: [{ player: "ivy", round: 2 }], drops: [{ player: "hal", round: 2 }], rules: { salvoRolls: "seeded", unfinishedGames: "counted" } },
    );
    const s = eventStandings(event);
    const line = (id: string) => s.standings.find((p) => p.id === id)!;
    expect([line("anna").places, line("anna").sources]).toEqual([[1, 1], ["record", "unfinished"]]);
    expect([line("eli").places, line("eli").sources]).toEqual([[1, null], ["result", null]]);
    expect([line("ivy").joined, line("ivy").dropped, line("ivy").places]).toEqual([2, null, [null, 1]]);
    expect([line("hal").joined, line("hal").dropped, line("hal").places]).toEqual([1, 2, [2, null]]);
    expect(s.games).toEqual([{ round: 1, table: 1, source: "record", over: true }, { round: 1, table: 2, source: "result", over: true }, { round: 2, table: 1, source: "record", over: false }]);
    expect(s.errors.map((e) => [e.round, e.table, e.error.code])).toEqual([[2, 2, "ERR_NO_RESULT"]]);
    expect([s.rounds, s.roundCount, s.final]).toEqual([2, 3, false]);
  });
});
