// The standings as a player reads them: which rounds count, who is listed where among equals, the
// final salvo roll-offs (ruling salvo-roll: the higher roll ranks first, an equal roll breaks nothing and
// those players roll again), and how a table's result is checked before it counts (scoreTable).
import { describe, expect, it } from "vitest";
import {
  DEFAULT_GAME_RULES,
  type EventStandings,
  eventStandings,
  RuleViolationError,
  roundsPlayed,
  salvoRolls,
  scoreTable,
  tryEventStandings,
} from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, game, played, said, sheet, T1, T2 } from "./helpers.js";

const ranks = (s: EventStandings) => Object.fromEntries(s.standings.map((p) => [p.id, p.rank]));
const order = (s: EventStandings) => s.standings.map((p) => p.id);
const salvos = (s: EventStandings) => Object.fromEntries(s.standings.map((p) => [p.id, p.salvo]));

describe("the rounds counted by default: up to the last round with a result", () => {
  it("before any result: no round counted, nobody placed, nothing missing", () => {
    for (const event of [eventOf(EIGHT), eventOf(EIGHT, [[{ players: T1 }, { players: T2 }]])]) {
      const s = eventStandings(event);
      expect([roundsPlayed(event), s.rounds, s.final, s.games, s.errors]).toEqual([0, 0, false, [], []]);
      expect(s.standings.map((p) => [p.victory, p.places])).toEqual(EIGHT.map(() => [0, []]));
    }
  });

  it("a round just paired is not counted until one of its tables has a result", () => {
    const waiting = eventOf(EIGHT, [[played(T1), played(T2)], [{ players: T1 }, { players: T2 }]]);
    const s = eventStandings(waiting);
    expect([roundsPlayed(waiting), s.rounds, s.games.length, s.errors]).toEqual([1, 1, 2, []]);
    const started = eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), { players: T2 }]]);
    const t = eventStandings(started);
    expect([roundsPlayed(started), t.rounds, t.errors.map((e) => [e.round, e.table, e.error.code])]).toEqual([2, 2, [[2, 2, "ERR_NO_RESULT"]]]);
  });
});

describe("players who share a rank", () => {
  it("are listed by id, whatever order the event file lists them in", () => {
    // Final standings with rules.finalStandings "shared": equal victory is an equal rank.
    const event = eventOf(
      ["zed", "yan", "amy", "bob"],
      [[{ players: ["zed", "bob"], record: sheet(["zed", 4, 0, 1], ["bob", 0, 0, 2]) }, { players: ["yan", "amy"], record: sheet(["amy", 4, 0, 1], ["yan", 0, 0, 2]) }]],
      { roundCount: 1, rules: { finalStandings: "shared" } },
    );
    const s = eventStandings(event);
    expect(s.final).toBe(true);
    expect(order(s)).toEqual(["amy", "zed", "bob", "yan"]);
    expect(ranks(s)).toEqual({ amy: 1, zed: 1, bob: 3, yan: 3 });
  });
});

describe("final salvo roll-offs made at the table", () => {
  // anna, ben and cara share first place on 2 victory; dev is fourth.
  const tied = (rolls: Record<string, number[]>) =>
    eventOf(["anna", "ben", "cara", "dev"], [[{ players: ["anna", "ben", "cara", "dev"], record: sheet(["anna", 2, 0, 1], ["ben", 2, 0, 1], ["cara", 2, 0, 1], ["dev", 0, 0, 4]) }]], {
      rules: { salvoRolls: "atTable" },
      salvos: Object.entries(rolls).map(([player, r]) => ({ round: 1, player, rolls: r })),
    });

  it("three equal rolls: one tie of the three, who roll again", () => {
    const s = eventStandings(tied({ anna: [4], ben: [4], cara: [4] }));
    expect(s.ties).toEqual([{ round: 1, players: ["anna", "ben", "cara"], reason: "equal final salvo rolls (4): they roll again" }]);
    expect(ranks(s)).toEqual({ anna: 1, ben: 1, cara: 1, dev: 4 });
  });

  it("a player who has not rolled again keeps everyone they rolled the same as tied, whatever those rolled next", () => {
    // ben and cara rolled 3 again and then differ; anna, who also rolled 3, has not rolled again yet.
    const s = eventStandings(tied({ anna: [3], ben: [3, 5], cara: [3, 4] }));
    expect(s.ties).toEqual([{ round: 1, players: ["anna", "ben", "cara"], reason: "equal final salvo rolls (3); no roll 2 entered for anna" }]);
    expect(ranks(s)).toEqual({ anna: 1, ben: 1, cara: 1, dev: 4 });
    // Once anna rolls again, the three are placed.
    const done = eventStandings(tied({ anna: [3, 1], ben: [3, 5], cara: [3, 4] }));
    expect([order(done), done.ties]).toEqual([["ben", "cara", "anna", "dev"], []]);
  });
});

describe("seeded final salvo rolls (rules.salvoRolls seeded)", () => {
  // Before round 1 all 100 players are tied (no victory, no place): one roll-off among all of them.
  const HUNDRED = Array.from({ length: 100 }, (_, i) => `p${i + 1}`);
  const event = eventOf(HUNDRED, [], { seed: 22 });

  it("are 1 to 1000; players who roll the same roll again until no two are equal, the higher ranking first", () => {
    const s = eventStandings(event, undefined, 0);
    const rolls = s.standings.map((p) => p.salvo);
    expect(rolls.flat().every((r) => Number.isInteger(r) && r >= 1 && r <= 1000)).toBe(true);
    expect(new Set(rolls.map((r) => r.join(","))).size).toBe(HUNDRED.length);
    expect(rolls.some((r) => r.length > 1)).toBe(true);
    for (const [i, r] of rolls.entries()) {
      // A player rolled again only beside another who had rolled the same so far.
      if (r.length > 1) expect(rolls.some((q, j) => j !== i && q.length >= r.length && q.slice(0, r.length - 1).join() === r.slice(0, -1).join()), String(r)).toBe(true);
    }
    expect(s.standings.map((p) => p.rank)).toEqual(HUNDRED.map((_, i) => i + 1));
    expect(s.ties).toEqual([]);
  });

  it("are a player's whatever order the event file lists the players in", () => {
    const reversed = eventOf([...HUNDRED].reverse(), [], { seed: 22 });
    expect(salvos(eventStandings(reversed, undefined, 0))).toEqual(salvos(eventStandings(event, undefined, 0)));
    expect(new Map([...salvoRolls(reversed, 1)].sort())).toEqual(new Map([...salvoRolls(event, 1)].sort()));
  });

  it("are the same in every version: anyone holding the event file computes them", () => {
    // Seed 22: p100 and p88 both roll 916, then both 420, then 224 and 76.
    const s = salvos(eventStandings(event, undefined, 0));
    expect([s.p100, s.p88]).toEqual([
      [916, 420, 224],
      [916, 420, 76],
    ]);
  });

  it("salvoRolls gives the first rolls for the standings after 0 to 100 rounds", () => {
    expect(salvoRolls(event, 100).size).toBe(100);
    expect(() => salvoRolls(event, 101)).toThrow(new RuleViolationError({ code: "ERR_INVALID_OPTION", event: null, message: "expected rounds to be a whole number of rounds, 0 to 100, got 101" }));
  });
});

describe("scoreTable: a table's result checked before it counts", () => {
  const ABC = ["anna", "ben", "cara"];

  it("with the event's game rules: a game record under other rules is refused; its players may be listed in any order", () => {
    const record = game(ABC, [["anna", "ben"]]);
    const listed = { ...record, setup: { players: [...record.setup.players].reverse() } };
    expect(said(scoreTable({ players: ABC, record: listed }, undefined, false, DEFAULT_GAME_RULES))).toBe("ok");
    expect(said(scoreTable({ players: ["ben", "anna", "cara"], record: listed }, undefined, false, DEFAULT_GAME_RULES))).toBe(
      "ERR_INVALID_RECORD: expected the record's players and order numbers to be the table's (ben 1, anna 2, cara 3), got anna 1, ben 2, cara 3",
    );
    expect(said(scoreTable({ players: ABC, record }, undefined, false, { ...DEFAULT_GAME_RULES, victoryLimit: 8 }))).toBe(
      "ERR_INVALID_RECORD: expected the event's game rules (preset community, victory limit 8), got victoryLimit 6 (the event's: 8)",
    );
  });

  it("game rules that an event file could not hold are ERR_INVALID_OPTION", () => {
    const table = { players: ABC, record: game(ABC) };
    expect(said(scoreTable(table, undefined, false, { preset: "chess" } as never))).toBe('ERR_INVALID_OPTION: expected game.preset to be one of "community", "epicBattles", got "chess"');
    expect(said(scoreTable(table, undefined, false, { ...DEFAULT_GAME_RULES, timeLimit: (() => 60) as never }))).toBe("ERR_INVALID_OPTION: expected game.timeLimit to be JSON data, got function");
  });

  it("without game rules a score sheet counts as written, negative victory included", () => {
    const table = { players: ["anna", "ben"], record: sheet(["anna", -1, 0, 2], ["ben", 0, 0, 1]) };
    expect(scoreTable(table)).toEqual({ ok: true, value: { source: "result", over: true, players: [{ id: "anna", victory: -1, place: 2 }, { id: "ben", victory: 0, place: 1 }] } });
    expect(said(scoreTable(table, undefined, false, DEFAULT_GAME_RULES))).toMatch(/^ERR_INVALID_RESULT: expected victory of 0 or more/);
  });

  it("a game record must have the table's players, no more and no others", () => {
    expect(said(scoreTable({ players: ["anna", "ben"], record: game(ABC) }))).toBe("ERR_INVALID_RECORD: expected the record's players to be the table's (anna, ben), got anna, ben, cara");
    expect(said(scoreTable({ players: ["anna", "ben"], record: game(["anna", "cara"]) }))).toBe("ERR_INVALID_RECORD: expected the record's players to be the table's (anna, ben), got anna, cara");
  });

  it("a record that is no object is the game's error, counted for nobody", () => {
    expect(said(scoreTable({ players: ["anna", "ben"], record: null }))).toBe("ERR_INVALID_RECORD: expected a record object, got null");
    expect(said(scoreTable({ players: ["anna", "ben"], record: "t1.json" }, () => undefined))).toBe("ERR_INVALID_RECORD: expected a record object, got nothing");
    const s = eventStandings(eventOf(EIGHT, [[{ players: T1, record: null }, played(T2)]]));
    expect(s.errors.map((e) => [e.table, e.error.code])).toEqual([[1, "ERR_INVALID_RECORD"]]);
    expect(s.games.map((g) => g.table)).toEqual([2]);
  });

  it("a table holding what JSON cannot hold, and a resolver that is no function, are refused", () => {
    expect(said(scoreTable({ players: ["anna", "ben"], record: { ...game(["anna", "ben"]), meta: () => 1 } }))).toBe("ERR_INVALID_RECORD: expected table.record.meta to be JSON data, got function");
    expect(said(scoreTable(played(["anna", "ben"]), "records/" as never))).toBe('ERR_INVALID_OPTION: expected resolve to be a function reading a record by file name, got "records/"');
    expect(said(tryEventStandings(eventOf(EIGHT), "records/" as never))).toBe('ERR_INVALID_OPTION: expected resolve to be a function reading a record by file name, got "records/"');
  });
});
