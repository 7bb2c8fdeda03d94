// The organiser's work on the night, as a library: create the event, pair, seat by hand, enter
// results, drops and late arrivals, salvo rolls made at the table, table sheets.
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  addRound,
  createEvent,
  dropPlayer,
  enterResult,
  enterSalvos,
  eventStandings,
  joinPlayer,
  nextRound,
  parseEventFile,
  type Seat,
  seatTables,
  tableSheets,
  tryNextRound,
} from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, game, played, said, sheet } from "./helpers.js";


function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const errorOf = (r: { ok: boolean; error?: unknown }) => (r.ok ? "ok" : r.error);
const seats = (...players: string[]): Seat[] => players.map((player, i) => ({ player, order: i + 1 }));

/** The event with round 1 paired from its seed. */
const paired = (event: AcesHighEvent) => value(addRound(event, nextRound(event).tables));

describe("createEvent", () => {
  it("players with the ids game records use, each once; 3 rounds unless told", () => {
    const event = value(createEvent({ players: EIGHT, seed: 7, ships: new Map([["anna", "Darth Vader"]]) }));
    expect(event).toEqual({ mode: "aces-high-event", seed: 7, roundCount: 3, players: EIGHT, ships: [{ player: "anna", ship: "Darth Vader" }], rounds: [] });
    expect(value(createEvent({ players: EIGHT, seed: "club", roundCount: 4, rules: { tableSizes: "sixes" } })).rules).toEqual({ tableSizes: "sixes" });
    expect(errorOf(createEvent({ players: ["anna", "anna"], seed: 1 }))).toMatchObject({ code: "ERR_INVALID_RECORD", message: 'expected each player once; "anna" is repeated' });
    expect(errorOf(createEvent({ players: ["anna", "Ben K."], seed: 1 }))).toMatchObject({ message: expect.stringMatching(/^expected player ids of 1 to 64 letters/) });
    expect(errorOf(createEvent({ players: ["anna"], seed: 1 }))).toMatchObject({ message: "expected 2 to 1000 players, got 1" });
    expect(errorOf(createEvent({ players: EIGHT, seed: 1, roundCount: 0 }))).toMatchObject({ message: "expected 1 to 100 rounds, got 0" });
  });
});

describe("addRound and seatTables (re-pairing by hand)", () => {
  const event = paired(eventOf(EIGHT));

  it("addRound stores the round, each table in player order", () => {
    expect(event.rounds[0]!.tables.map((t) => t.players)).toEqual(nextRound(eventOf(EIGHT)).tables);
    expect(errorOf(addRound(eventOf(EIGHT), [EIGHT.slice(0, 7)]))).toMatchObject({ code: "ERR_SEATING", message: 'expected round 1 to seat every player taking part in it; "hal" has no table' });
  });

  it("a table replaced: order numbers given by hand, players sorted by them", () => {
    const [t1] = event.rounds[0]!.tables;
    const reversed = [...t1!.players].reverse();
    const seated = value(seatTables(event, 1, new Map([[1, reversed.map((player, i) => ({ player, order: reversed.length - i }))]])));
    expect(seated.rounds[0]!.tables[0]!.players).toEqual(t1!.players);
    const swapped = value(seatTables(event, 1, new Map([[1, seats(...reversed)]])));
    expect(swapped.rounds[0]!.tables[0]!.players).toEqual(reversed);
    expect(swapped.rounds[0]!.tables[1]).toEqual(event.rounds[0]!.tables[1]);
  });

  it("checks sizes 2 to 8, every player taking part once, order numbers 1 to n", () => {
    const [t1, t2] = event.rounds[0]!.tables.map((t) => t.players);
    const moved = [...t1!, t2![0]!];
    expect(errorOf(seatTables(event, 1, new Map([[1, seats(...moved)]])))).toMatchObject({ code: "ERR_SEATING", message: `expected round 1 to seat each player once; ${JSON.stringify(t2![0])} sits twice` });
    expect(value(seatTables(event, 1, new Map([[1, seats(...moved)], [2, seats(...t2!.slice(1))]]))).rounds[0]!.tables.map((t) => t.players.length)).toEqual([5, 3]);
    expect(errorOf(seatTables(event, 1, new Map([[1, seats(...EIGHT.slice(0, 1))], [2, seats(...EIGHT.slice(1))]])))).toMatchObject({ message: "expected 2 to 8 players at table 1 of round 1, got 1" });
    expect(errorOf(seatTables(event, 1, new Map([[1, t1!.map((player) => ({ player, order: 1 }))]])))).toMatchObject({ message: "expected the order numbers at table 1 to be 1 to 4, each once; got 1, 1, 1, 1" });
    expect(errorOf(seatTables(event, 1, new Map([[1, [...seats(...t1!.slice(0, 3)), { player: "zed", order: 4 }]]])))).toMatchObject({ message: 'expected round 1 to seat only players taking part in it; "zed" is not a player of the event' });
    expect(errorOf(seatTables(event, 1, new Map([[3, seats("anna", "ben")]])))).toMatchObject({ code: "ERR_SEATING" });
  });

  it("the next round seated by hand: every table named; a table with a result is not changed", () => {
    const played1 = { ...event, rounds: [{ tables: event.rounds[0]!.tables.map((t) => played(t.players)) }] };
    const round2 = value(seatTables(played1, 2, new Map([[1, seats(...EIGHT.slice(0, 4))], [2, seats(...EIGHT.slice(4))]])));
    expect(round2.rounds[1]!.tables.map((t) => t.players)).toEqual([EIGHT.slice(0, 4), EIGHT.slice(4)]);
    expect(errorOf(seatTables(played1, 1, new Map([[1, seats(...played1.rounds[0]!.tables[0]!.players)]])))).toMatchObject({ message: "expected a table without a result; table 1 of round 1 has one" });
    expect(errorOf(seatTables(round2, 1, new Map([[1, seats("anna", "ben")]])))).toMatchObject({ message: "expected the last round paired (2) or the next; round 2 is already paired" });
  });
});

describe("enterResult", () => {
  const event = paired(eventOf(EIGHT));
  const [t1, t2] = event.rounds[0]!.tables.map((t) => t.players);

  it("a game record: checked (its players, over) and stored; a score sheet: checked and stored", () => {
    const withGame = value(enterResult(event, 1, 1, game(t1!, [[t1![0]!, t1![1]!]])));
    expect(withGame.score).toEqual({ source: "record", over: true, players: expect.arrayContaining([{ id: t1![0], victory: 4, place: 1 }]) });
    const [a, b, c, d] = t2!;
    const both = value(enterResult(withGame.event, 1, 2, sheet([a!, 2, 1, 1], [b!, 3, 0, 1], [c!, 0, 0, 3], [d!, 0, 0, 3])));
    expect(both.score.source).toBe("result");
    expect(eventStandings(both.event).errors).toEqual([]);
    expect(nextRound(both.event).round).toBe(2);
  });

  it("refuses a game not over, a record of other players, a second result (unless replaced), a table not paired", () => {
    expect(errorOf(enterResult(event, 1, 1, game(t1!, [], { over: false })))).toMatchObject({ code: "ERR_GAME_NOT_OVER" });
    expect(value(enterResult(event, 1, 1, game(t1!, [], { over: false }), { allowUnfinished: true })).score.over).toBe(false);
    expect(errorOf(enterResult(event, 1, 1, game(t2!)))).toMatchObject({ code: "ERR_INVALID_RECORD", message: expect.stringMatching(/^expected the record's players to be the table's/) });
    const once = value(enterResult(event, 1, 1, game(t1!))).event;
    expect(errorOf(enterResult(once, 1, 1, game(t1!)))).toMatchObject({ code: "ERR_INVALID_RESULT", message: "expected a table without a result; round 1, table 1 has one (replace it to correct it)" });
    expect(enterResult(once, 1, 1, game(t1!, [[t1![1]!, t1![0]!]]), { replace: true }).ok).toBe(true);
    expect(errorOf(enterResult(event, 2, 1, game(t1!)))).toMatchObject({ message: "expected a table of a paired round (rounds 1 to 1), got round 2, table 1" });
  });

  it("a game record is preferred: it takes the place of a score sheet, not the other way round", () => {
    const [a, b, c, d] = t1!;
    const fromSheet = value(enterResult(event, 1, 1, sheet([a!, 4, 0, 1], [b!, 0, 0, 2], [c!, 0, 0, 2], [d!, 0, 0, 2]))).event;
    const fromGame = value(enterResult(fromSheet, 1, 1, game(t1!, [[a!, b!]])));
    expect(fromGame.score.source).toBe("record");
    expect(errorOf(enterResult(fromGame.event, 1, 1, sheet([a!, 4, 0, 1], [b!, 0, 0, 2], [c!, 0, 0, 2], [d!, 0, 0, 2])))).toMatchObject({ code: "ERR_INVALID_RESULT" });
  });

  it("a record by file name is read through the resolver", () => {
    const files = new Map([["t1.json", game(t1!)]]);
    const entered = value(enterResult(event, 1, 1, "t1.json", { resolve: (name) => files.get(name) }));
    expect(entered.event.rounds[0]!.tables[0]!.record).toBe("t1.json");
    expect(errorOf(enterResult(event, 1, 1, "t9.json", { resolve: () => { throw new Error("ENOENT"); } }))).toMatchObject({ code: "ERR_INVALID_RECORD", message: "cannot read t9.json: ENOENT" });
  });
});

describe("drops and late arrivals", () => {
  const event = paired(eventOf(EIGHT));
  const round1 = { ...event, rounds: [{ tables: event.rounds[0]!.tables.map((t) => played(t.players)) }] };

  it("a drop after round 1: results kept, not seated in round 2; the file stays usable", () => {
    const dropped = value(dropPlayer(round1, "ben", 2));
    expect(dropped.drops).toEqual([{ player: "ben", round: 2 }]);
    expect(parseEventFile(JSON.parse(JSON.stringify(dropped))).ok).toBe(true);
    expect(nextRound(dropped).tables.flat().sort()).toEqual(EIGHT.filter((id) => id !== "ben"));
    expect(eventStandings(dropped).standings.map((s) => s.id)).toContain("ben");
    expect(errorOf(dropPlayer(dropped, "ben", 3))).toMatchObject({ code: "ERR_UNKNOWN_PLAYER", message: 'expected a player taking part; "ben" left from round 2 on' });
    expect(errorOf(dropPlayer(round1, "zed", 2))).toMatchObject({ code: "ERR_UNKNOWN_PLAYER" });
  });

  it("a drop from a round already paired: off their table while it has no result", () => {
    const round2 = value(addRound(round1, nextRound(round1).tables));
    const dropped = value(dropPlayer(round2, "ben", 2));
    expect(dropped.rounds[1]!.tables.flatMap((t) => t.players)).not.toContain("ben");
    expect(errorOf(dropPlayer(round1, "ben", 1))).toMatchObject({ code: "ERR_SEATING", message: expect.stringContaining('expected "ben" not to have played round 1') });
  });

  it("a late arrival: seated from the next round, or at a table of the round just paired", () => {
    const joined = value(joinPlayer(round1, "kim", 2, { ship: "Whisper" }));
    expect([joined.players.at(-1), joined.arrivals, joined.ships]).toEqual(["kim", [{ player: "kim", round: 2 }], [{ player: "kim", ship: "Whisper" }]]);
    expect(nextRound(joined).tables.flat()).toContain("kim");
    const atTable = value(joinPlayer(event, "kim", 1, { table: 2 }));
    expect(atTable.rounds[0]!.tables[1]!.players.at(-1)).toBe("kim");
    expect(atTable.arrivals).toBeUndefined();
    expect(errorOf(joinPlayer(event, "kim", 1))).toMatchObject({ code: "ERR_SEATING", message: 'expected the table "kim" joins in round 1, which is paired (or join from round 2)' });
    expect(errorOf(joinPlayer(round1, "anna", 2))).toMatchObject({ code: "ERR_UNKNOWN_PLAYER" });
    expect(errorOf(joinPlayer(round1, "Kim S.", 2))).toMatchObject({ code: "ERR_INVALID_RECORD" });
  });
});

describe("enterSalvos and tableSheets", () => {
  it("rolls are kept per round and player, replaced when entered again", () => {
    const event = paired(eventOf(EIGHT));
    const once = value(enterSalvos(event, 1, new Map([["anna", [3]], ["ben", [3, 5]]])));
    const twice = value(enterSalvos(once, 1, new Map([["anna", [3, 2]]])));
    expect(twice.salvos).toEqual([{ round: 1, player: "ben", rolls: [3, 5] }, { round: 1, player: "anna", rolls: [3, 2] }]);
    expect(errorOf(enterSalvos(event, 2, new Map([["anna", [1]]])))).toMatchObject({ code: "ERR_SALVO" });
    expect(errorOf(enterSalvos(event, 1, new Map([["anna", [1001]]])))).toMatchObject({ code: "ERR_SALVO" });
  });

  it("a sheet per table: order number, player, ship", () => {
    const event = paired(value(createEvent({ players: EIGHT, seed: 2026, ships: new Map([["anna", "Darth Vader"]]) })));
    const sheets = value(tableSheets(event));
    expect(sheets.tables).toHaveLength(2);
    const anna = sheets.tables.flatMap((t) => t.seats).find((s) => s.player === "anna")!;
    expect(anna.ship).toBe("Darth Vader");
    expect(sheets.tables[0]!.seats.map((s) => s.order)).toEqual([1, 2, 3, 4]);
    expect(tryNextRound(event).ok).toBe(false);
    expect(errorOf(tableSheets(eventOf(EIGHT)))).toMatchObject({ code: "ERR_SEATING", message: "expected a round paired first; no round is" });
  });
});

describe("tryNextRound never throws", () => {
  it("refuses what is not an event file with ERR_INVALID_RECORD, and reads the event once", () => {
    const trap = () => {
      throw new Error("trap");
    };
    const hostile: unknown[] = [undefined, null, 0, "event", [], {}, { players: 3 }, { players: ["a", "b"], rounds: "x" }, new Proxy({}, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap })];
    for (const value of hostile) {
      const result = tryNextRound(value as AcesHighEvent);
      expect(result.ok ? "accepted" : result.error.code).toBe("ERR_INVALID_RECORD");
    }
    // A getter read twice would seat a list of players other than the one checked.
    let reads = 0;
    const players = ["a", "b", "c", "d"];
    const event = { get players() {
      reads += 1;
      return reads === 1 ? players : [...players, 42];
    }, mode: "aces-high-event", seed: 7, rounds: [] };
    const result = tryNextRound(event as unknown as AcesHighEvent);
    expect(result.ok && result.value.tables.flat().sort()).toEqual(players);
    expect(reads).toBe(1);
  });
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe("createEvent: what the event file holds, and its limits", () => {
  it("no ships or entrants, empty or not given, leave no list in the file", () => {
    const plain = { mode: "aces-high-event", seed: 7, roundCount: 3, players: EIGHT, rounds: [] };
    expect(value(createEvent({ players: EIGHT, seed: 7 }))).toEqual(plain);
    expect(value(createEvent({ players: EIGHT, seed: 7, ships: new Map(), entrants: [] }))).toEqual(plain);
  });

  it("2 to 1000 players, 1 to 100 rounds", () => {
    expect(said(createEvent({ players: ids(1000), seed: 1 }))).toBe("ok");
    expect(said(createEvent({ players: ids(1001), seed: 1 }))).toBe("ERR_INVALID_RECORD: expected 2 to 1000 players, got 1001");
    for (const roundCount of [1, 100]) expect(value(createEvent({ players: EIGHT, seed: 1, roundCount })).roundCount).toBe(roundCount);
    expect(said(createEvent({ players: EIGHT, seed: 1, roundCount: 101 }))).toBe("ERR_INVALID_RECORD: expected 1 to 100 rounds, got 101");
  });

  it("the event an object, its players a list of ids as text, its entrants a list", () => {
    const rule = "1 to 64 letters, digits, _ . : or -, starting with a letter or digit (as game records need)";
    expect(said(createEvent({ players: ["anna", 5 as never], seed: 1 }))).toBe(`ERR_INVALID_RECORD: expected player ids of ${rule}, got 5`);
    expect(said(joinPlayer(eventOf(EIGHT), 7 as never, 2))).toBe(`ERR_INVALID_RECORD: expected a player id of ${rule}, got 7`);
    expect(said(createEvent("anna, ben" as never))).toBe('ERR_INVALID_OPTION: expected the event to be { players, seed, roundCount?, rules?, ships?, entrants?, game?, name?, date? }, got "anna, ben"');
    expect(said(createEvent({ seed: 1 } as never))).toBe("ERR_INVALID_RECORD: expected players to be a list of player ids, got nothing");
    expect(said(createEvent({ players: EIGHT, seed: 1, entrants: "anna" as never }))).toBe('ERR_INVALID_OPTION: expected entrants to be a list of { player, name?, ship? }, got "anna"');
  });
});

describe("seating by hand: the seats and tables given", () => {
  const fresh = eventOf(EIGHT);

  it("every seat is a { player, order }; what JSON cannot hold is refused, naming where", () => {
    const refused = (list: unknown[]) => said(seatTables(fresh, 1, new Map([[1, list as Seat[]]])));
    for (const list of [[{ player: "anna", order: 1 }, { player: "ben" }], [{ player: 5, order: 1 }], [null], [{ order: 1 }], ["anna"]]) {
      expect(refused(list), JSON.stringify(list)).toBe(`ERR_INVALID_OPTION: expected the seats of table 1 to be a list of { player, order }, got an array of ${list.length}`);
    }
    expect(refused([{ player: "anna", order: 1, note: () => 1 }])).toBe("ERR_INVALID_OPTION: expected the seats of table 1[0].note to be JSON data, got function");
  });

  it("the next round seated by hand starts at table 1", () => {
    const playedOne = eventOf(EIGHT, [[played(EIGHT.slice(0, 4)), played(EIGHT.slice(4))]]);
    expect(said(seatTables(playedOne, 2, new Map([[2, seats(...EIGHT.slice(0, 4))], [3, seats(...EIGHT.slice(4))]])))).toBe(
      "ERR_SEATING: expected tables numbered 1 to 3; table 1 has no players",
    );
  });

  it("of several tables given wrong, the lowest number is named, whatever order they are given in", () => {
    const twice = (players: string[]) => players.map((player) => ({ player, order: 1 }));
    expect(said(seatTables(fresh, 1, new Map([[2, twice(EIGHT.slice(4))], [1, twice(EIGHT.slice(0, 4))]])))).toBe(
      "ERR_SEATING: expected the order numbers at table 1 to be 1 to 4, each once; got 1, 1, 1, 1",
    );
  });

  it("a table seats 2 to 8 players, also when a round is added", () => {
    const eleven = [...EIGHT, "ivy", "jon", "kim"];
    expect(said(addRound(eventOf(eleven), [eleven.slice(0, 9), eleven.slice(9)]))).toBe("ERR_SEATING: expected 2 to 8 players at table 1 of round 1, got 9");
    expect(said(addRound(eventOf(eleven), [eleven.slice(0, 8), eleven.slice(8)]))).toBe("ok");
  });
});

describe("results entered and corrected", () => {
  const event = eventOf(EIGHT, [[{ players: EIGHT.slice(0, 4) }, { players: EIGHT.slice(4) }]]);
  const first = sheet(["anna", 4, 0, 1], ["ben", 0, 0, 2], ["cara", 0, 0, 2], ["dev", 0, 0, 2]);
  const second = sheet(["anna", 0, 0, 2], ["ben", 4, 0, 1], ["cara", 0, 0, 2], ["dev", 0, 0, 2]);
  const third = sheet(["anna", 0, 0, 2], ["ben", 0, 0, 2], ["cara", 4, 0, 1], ["dev", 0, 0, 2]);

  it("a table keeps its score sheet: another sheet is refused unless it replaces the first", () => {
    const once = value(enterResult(event, 1, 1, first)).event;
    expect(said(enterResult(once, 1, 1, second))).toBe("ERR_INVALID_RESULT: expected a table without a result; round 1, table 1 has one (replace it to correct it)");
    expect(value(enterResult(once, 1, 1, second, { replace: true })).event.rounds[0]!.tables[0]!.record).toEqual(second);
  });

  it("each result replaced is kept in replaced, oldest first; a first result replaces nothing", () => {
    const once = value(enterResult(event, 1, 1, first)).event;
    expect(once).not.toHaveProperty("replaced");
    const twice = value(enterResult(once, 1, 1, second, { replace: true })).event;
    expect(twice.replaced).toEqual([{ round: 1, table: 1, record: first }]);
    const thrice = value(enterResult(twice, 1, 1, third, { replace: true })).event;
    expect(thrice.replaced).toEqual([{ round: 1, table: 1, record: first }, { round: 1, table: 1, record: second }]);
    expect(eventStandings(thrice).standings[0]!.id).toBe("cara");
  });

  it("a record holding what JSON cannot hold is refused, naming where", () => {
    expect(said(enterResult(event, 1, 1, { ...first, meta: { at: () => 1 } }))).toBe("ERR_INVALID_RESULT: expected record.meta.at to be JSON data, got function");
  });
});

describe("salvo rolls entered, late arrivals, table sheets", () => {
  const twoRounds = eventOf(EIGHT, [[played(EIGHT.slice(0, 4)), played(EIGHT.slice(4))], [played(EIGHT.slice(0, 4)), played(EIGHT.slice(4))]]);

  it("rolls are for players of the event, each roll 0 to 1000", () => {
    expect(said(enterSalvos(twoRounds, 1, new Map([["zed", [3]]])))).toBe('ERR_UNKNOWN_PLAYER: expected a player of the event, got "zed"');
    expect(said(enterSalvos(twoRounds, 1, new Map([["anna", [3, 1001]]])))).toBe('ERR_SALVO: expected 1 to 20 rolls of 0 to 1000 for "anna", got 3, 1001');
  });

  it("a player's rolls for one round do not replace theirs for another", () => {
    const both = value(enterSalvos(value(enterSalvos(twoRounds, 1, new Map([["anna", [3]]]))), 2, new Map([["anna", [5]]])));
    expect(both.salvos).toEqual([{ round: 1, player: "anna", rolls: [3] }, { round: 2, player: "anna", rolls: [5] }]);
  });

  it("a late arrival joins from round 1 to the last", () => {
    expect(said(joinPlayer(eventOf(EIGHT), "ivy", 0))).toBe('ERR_SEATING: expected "ivy" to join from round 1 to 3, got 0');
  });

  it("a sheet shows no ship for a player who has none", () => {
    const event = paired(value(createEvent({ players: EIGHT, seed: 2026, ships: new Map([["anna", "Darth Vader"]]) })));
    const ships = Object.fromEntries(value(tableSheets(event)).tables.flatMap((t) => t.seats.map((s) => [s.player, s.ship])));
    expect(ships).toEqual({ ...Object.fromEntries(EIGHT.map((id) => [id, null])), anna: "Darth Vader" });
  });
});
