// One block per ruling of TOURNAMENT_RULINGS (src/modes/tournament/rulings.ts), each test quoting the
// sentence of aces-high.txt it rests on. The blocks are named by the ruling's id; the last test
// checks every ruling has one and docs/tournament.md lists them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AcesHighEvent,
  enterResult,
  eventStandings,
  nextRound,
  parseEventFile,
  salvoRolls,
  splitTables,
  TOURNAMENT_RULINGS,
  tryNextRound,
} from "../../src/modes/tournament/index.js";
import { cli } from "../cli/io.js";
import { docPage, expectRulingsListed } from "../helpers/docs.js";
import { eventOf, game, played, sheet } from "./helpers.js";

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
const tenPlayers = fixture.event as AcesHighEvent;
const SIXTEEN = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal", "ivy", "jon", "kim", "lou", "max", "nia", "oli", "pat"];
const tested = new Set<string>();
const ruling = (id: string, body: () => void) => {
  tested.add(id);
  describe(id, body);
};
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return "no error";
};
const messageOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return "no error";
};

ruling("table-sizes", () => {
  it('Synopsis: "It makes sense to divide tables by multiples of 4 participants from the total number": floor(n / 4) tables by default', () => {
    expect(splitTables(12)).toEqual([4, 4, 4]);
    expect(splitTables(16)).toEqual([4, 4, 4, 4]);
    expect(splitTables(17)).toEqual([4, 4, 4, 5]);
    expect(splitTables(24)).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it('both rules give every row of Pairings: "6 people 1 table of 6, 7 people 1 table, 8 people 2 tables of 4, 9 people 1 table of 4, 1 table of 5, 10 people 2 tables of 5"', () => {
    for (const rule of ["fours", "sixes"] as const) expect([6, 7, 8, 9, 10].map((n) => splitTables(n, rule)), rule).toEqual([[6], [7], [4, 4], [4, 5], [5, 5]]);
  });

  it('option sixes: the fewest tables of at most 6 ("the ideal number of participants is 4-6")', () => {
    expect([12, 16, 17, 24].map((n) => splitTables(n, "sixes"))).toEqual([[6, 6], [5, 5, 6], [5, 6, 6], [6, 6, 6, 6]]);
  });

  it("seating and `ace-ledger tables` use the event's rule", () => {
    expect(nextRound(eventOf(SIXTEEN)).tables.map((t) => t.length)).toEqual([4, 4, 4, 4]);
    expect(nextRound(eventOf(SIXTEEN, [], { rules: { tableSizes: "sixes" } })).tables.map((t) => t.length)).toEqual([5, 5, 6]);
    expect(cli(["tables", "16"]).out).toBe("16 players: 4 tables of 4, 4, 4, 4");
    expect(cli(["tables", "16", "--sizes", "sixes"]).out).toBe("16 players: 3 tables of 5, 5, 6");
    expect(cli(["tables", "16", "--sizes", "eights"]).code).toBe(2);
  });
});

ruling("grouping-by-results", () => {
  it('Pairings: "with 10 participants, in the second round, the 5 players with the best results and the 5 with the worst results will meet"', () => {
    const afterOne = { ...tenPlayers, rounds: tenPlayers.rounds.slice(0, 1) };
    const best = eventStandings(afterOne).standings.slice(0, 5).map((s) => s.id).sort();
    const [first, second] = nextRound(afterOne).tables;
    expect([...first!].sort()).toEqual(best);
    expect(second!.some((id) => best.includes(id))).toBe(false);
  });

  it("the best fill the smallest table: 9 players after round 1, the 4 best at table 1 (of 4 and 5)", () => {
    const nine = SIXTEEN.slice(0, 9);
    const event = eventOf(nine, [[played(nine.slice(0, 4)), played(nine.slice(4))]]);
    const ranking = eventStandings(event).standings.map((s) => s.id);
    const tables = nextRound(event).tables;
    expect(tables.map((t) => t.length)).toEqual([4, 5]);
    expect([...tables[0]!].sort()).toEqual(ranking.slice(0, 4).sort());
  });
});

ruling("player-order", () => {
  it('Pairings: "The order of players in each round can be determined randomly, regardless of the places taken or points scored": drawn from the seed, again every round', () => {
    const fresh = eventOf(SIXTEEN);
    const round1 = nextRound(fresh).tables;
    expect(nextRound(structuredClone(fresh)).tables).toEqual(round1);
    // The same players at a table, in another order, for another seed's order draw.
    const sorted = (tables: readonly (readonly string[])[]) => tables.map((t) => [...t].sort());
    expect(round1.some((t) => t.join() !== [...t].sort().join())).toBe(true);
    expect(sorted(nextRound({ ...fresh, seed: 7 }).tables)).not.toEqual(sorted(round1));
  });

  it("stored as the order of the table's players: the first has order number 1 (a table's record may still use its own)", () => {
    const next = cli(["event", "next", "/e.json"], { "/e.json": JSON.stringify(eventOf(SIXTEEN)) });
    const table1 = nextRound(eventOf(SIXTEEN)).tables[0]!;
    expect(next.out).toMatch(new RegExp(`^1 +${table1.join(" +")}$`, "m"));
    expect(next.out.split("\n")[2]).toBe("table  1     2    3    4");
  });
});

ruling("salvo-roll", () => {
  // Seed 18 draws 811 for both fay and gus; each wins their table with 4 victory.
  const eight = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];
  const tied = eventOf(eight, [[{ players: ["fay", "anna", "ben", "cara"], record: game(["fay", "anna", "ben", "cara"], [["fay", "anna"]]) }, { players: ["gus", "dev", "eli", "hal"], record: game(["gus", "dev", "eli", "hal"], [["gus", "dev"]]) }]], { seed: 18 });

  it('option seeded: "If this is also tied, a final salvo roll is made": drawn from the seed, a roll-off, so players who roll the same roll again', () => {
    expect(salvoRolls(tied, 1).get("fay")).toBe(811);
    expect(salvoRolls(tied, 1).get("gus")).toBe(811);
    const [first, second] = eventStandings(tied).standings;
    expect([first!.id, second!.id].sort()).toEqual(["fay", "gus"]);
    expect([first!.rank, second!.rank]).toEqual([1, 2]);
    expect(first!.salvo).toHaveLength(2);
    expect(first!.salvo[0]).toBe(811);
    expect(first!.salvo[1]!).toBeGreaterThan(second!.salvo[1]!);
  });

  it("the seeded rolls can be computed by anyone with the event file, before round 1 is played", () => {
    const before = salvoRolls(eventOf(eight, [], { seed: 18 }), 1);
    for (const s of eventStandings(tied).standings) expect(s.salvo[0]).toBe(before.get(s.id));
  });

  it("rolls made at the table and entered break the tie instead; equal ones leave it for another roll", () => {
    const entered = { ...tied, salvos: [{ round: 1, player: "fay", rolls: [2] }, { round: 1, player: "gus", rolls: [5] }] };
    expect(parseEventFile(entered).ok).toBe(true);
    const s = eventStandings(entered);
    expect(s.standings.slice(0, 2).map((p) => [p.id, p.rank, p.salvo])).toEqual([["gus", 1, [5]], ["fay", 2, [2]]]);
    const equal = eventStandings({ ...tied, salvos: [{ round: 1, player: "fay", rolls: [3] }, { round: 1, player: "gus", rolls: [3] }] });
    expect(equal.standings.slice(0, 2).map((p) => p.rank)).toEqual([1, 1]);
    expect(equal.ties).toEqual([{ round: 1, players: ["fay", "gus"], reason: "equal final salvo rolls (3): they roll again" }]);
    const again = eventStandings({ ...tied, salvos: [{ round: 1, player: "fay", rolls: [3, 6] }, { round: 1, player: "gus", rolls: [3, 1] }] });
    expect(again.standings.slice(0, 2).map((p) => [p.id, p.rank])).toEqual([["fay", 1], ["gus", 2]]);
  });

  it('the default: a roll "is made" at the table; only entered rolls break ties, and a tie that would split players between tables stops the pairing', () => {
    const { rules: _seeded, ...atTable } = tied;
    expect(_seeded).toEqual({ salvoRolls: "seeded" });
    const s = eventStandings(atTable);
    expect(s.standings.slice(0, 2).map((p) => [p.rank, p.salvo])).toEqual([[1, []], [1, []]]);
    expect(s.ties[0]).toEqual({ round: 1, players: ["fay", "gus"], reason: "no final salvo roll entered for fay, gus" });
    // fay and gus sit together in round 2 whatever the roll; the six players on 0 victory and place 2 fill two tables.
    expect(codeOf(() => nextRound(atTable))).toBe("ERR_SALVO");
    expect(messageOf(() => nextRound(atTable))).toMatch(/^ERR_SALVO: expected a final salvo roll between anna, ben, cara, dev, eli, hal \(tied after round 1: no final salvo roll entered for anna, ben, cara, dev, eli, hal\), who would sit at tables 1 and 2/);
  });
});

ruling("final-standings", () => {
  it('the seating tie-breaks by default (Pairings: "In case of tied points, the place taken at the table in the previous round is considered")', () => {
    const s = eventStandings(tenPlayers);
    expect(s.final).toBe(true);
    const [gus, cara] = [s.standings.find((p) => p.id === "gus")!, s.standings.find((p) => p.id === "cara")!];
    expect([gus.victory, gus.places.at(-1), gus.rank]).toEqual([8, 1, 2]);
    expect([cara.victory, cara.places.at(-1), cara.rank]).toEqual([8, 4, 3]);
  });

  it('option shared: equal victory shares a final rank ("The player with the most points at the end of the game is the winner" says nothing of ties)', () => {
    const shared = { ...tenPlayers, rules: { ...tenPlayers.rules, finalStandings: "shared" as const } };
    const s = eventStandings(shared);
    expect(s.standings.filter((p) => p.victory === 8).map((p) => p.rank)).toEqual([2, 2]);
    expect(s.standings.filter((p) => p.victory === 5).map((p) => p.rank)).toEqual([4, 4, 4, 4]);
    // Seating the rounds before the last still breaks ties.
    expect(new Set(eventStandings(shared, undefined, 2).standings.map((p) => p.rank)).size).toBe(10);
  });
});

ruling("round-count", () => {
  it('Pairings: "The second and third rounds are arranged based on the points scored": 3 rounds by default, none after the last', () => {
    expect(codeOf(() => nextRound(tenPlayers))).toBe("ERR_EVENT_OVER");
    expect(nextRound({ ...tenPlayers, roundCount: 4 }).tables).toEqual(fixture.expect.nextRound);
    const r = cli(["event", "next", "/e.json"], { "/e.json": JSON.stringify(tenPlayers) });
    expect(r.code).toBe(1);
    expect(r.err).toBe("ERR_EVENT_OVER: expected at most 3 rounds (the event's roundCount); round 3 was the last, and the standings after it are final");
    expect(parseEventFile({ ...tenPlayers, roundCount: 2 }).ok).toBe(false);
  });

  it("event next refuses while a table of the previous round has no result, and names the tables", () => {
    const eight = SIXTEEN.slice(0, 8);
    const event = eventOf(eight, [[{ players: eight.slice(0, 4) }, played(eight.slice(4))]]);
    expect(messageOf(() => nextRound(event))).toBe("ERR_RESULTS_MISSING: expected a result at every table before round 2 is paired; missing: round 1, table 1 (no result yet)");
    const r = cli(["event", "next", "/e.json"], { "/e.json": JSON.stringify(event) });
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
  });
});

ruling("unfinished-game", () => {
  const eight = SIXTEEN.slice(0, 8);
  const [t1, t2] = [eight.slice(0, 4), eight.slice(4)];

  it('Scenario Rules: "the current round is played to the end, and the game ends. At the end of the game, all remaining bounty ... become their victory": a record with no events is refused, not ranked first', () => {
    const event = eventOf(eight, [[played(t1), { players: t2, record: { ...game(t2), events: [] } }]]);
    const s = eventStandings(event);
    expect(s.errors).toEqual([{ round: 1, table: 2, error: expect.objectContaining({ code: "ERR_GAME_NOT_OVER", message: expect.stringContaining("no round has been played") }) }]);
    expect(s.standings[0]!.id).toBe("anna");
    for (const id of t2) expect(s.standings.find((p) => p.id === id)!.places).toEqual([null]);
  });

  it("a game without time called keeps its bounty: refused, or counted as it stands with allowUnfinished", () => {
    const event = eventOf(eight, [[played(t1), { players: t2, record: game(t2, [["eli", "fay"]], { over: false }) }]]);
    expect(eventStandings(event).errors.map((e) => e.error.code)).toEqual(["ERR_GAME_NOT_OVER"]);
    expect(codeOf(() => nextRound(event))).toBe("ERR_RESULTS_MISSING");
    expect(messageOf(() => nextRound(event))).toContain("round 1, table 2 (ERR_GAME_NOT_OVER)");
    const allowed = eventStandings(event, undefined, { allowUnfinished: true });
    expect(allowed.errors).toEqual([]);
    expect(allowed.games).toContainEqual({ round: 1, table: 2, source: "record", over: false });
    const eli = allowed.standings.find((p) => p.id === "eli")!;
    expect([eli.victory, eli.sources]).toEqual([3, ["unfinished"]]);
    expect(nextRound(event, undefined, { allowUnfinished: true }).round).toBe(2);
  });

  it("the CLI exits 1 unless --allow-unfinished, and marks the game", () => {
    const event = eventOf(eight, [[played(t1), { players: t2, record: game(t2, [["eli", "fay"]], { over: false }) }]]);
    const files = { "/e.json": JSON.stringify(event) };
    const refused = cli(["event", "standings", "/e.json"], files);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("round 1, table 2 not scored: ERR_GAME_NOT_OVER: expected a game that has ended (time called or the victory limit reached, and that round played to its end): it stopped in round 1; time was not called");
    const allowed = cli(["event", "standings", "/e.json", "--allow-unfinished"], files);
    expect(allowed.code).toBe(0);
    expect(allowed.out).toMatch(/\n2 +eli +3 +1! /);
    expect(allowed.out).toContain("! game not over, counted as it stands (--allow-unfinished, or the event's rules.unfinishedGames)");
    expect(cli(["event", "next", "/e.json"], files).code).toBe(1);
    expect(cli(["event", "next", "/e.json", "--allow-unfinished"], files).code).toBe(0);
  });

  it('the option in the event file: rules.unfinishedGames "counted" counts the game for every command and call, with no flag', () => {
    const base = eventOf(eight, [[played(t1), { players: t2, record: game(t2, [["eli", "fay"]], { over: false }) }]]);
    const event = { ...base, rules: { ...base.rules, unfinishedGames: "counted" as const } };
    const s = eventStandings(event);
    expect(s.errors).toEqual([]);
    expect(s.games[1]).toMatchObject({ round: 1, table: 2, over: false });
    expect(eventStandings({ ...base, rules: { unfinishedGames: "refused" as const } }).errors.map((e) => e.error.code)).toEqual(["ERR_GAME_NOT_OVER"]);
    // A call's allowUnfinished still decides when given.
    expect(eventStandings(event, undefined, { allowUnfinished: false }).errors.map((e) => e.error.code)).toEqual(["ERR_GAME_NOT_OVER"]);
    const files = { "/e.json": JSON.stringify(event) };
    const standings = cli(["event", "standings", "/e.json"], files);
    expect(standings.code).toBe(0);
    expect(standings.out).toMatch(/\n2 +eli +3 +1! /);
    expect(cli(["event", "next", "/e.json"], files).code).toBe(0);
    expect(tryNextRound(event).ok).toBe(true);
    expect(tryNextRound(base).ok).toBe(false);
    // Entering the unfinished game at a table: refused by default, taken under the event's rule.
    const open = eventOf(eight, [[{ players: t1 }, { players: t2 }]]);
    const unfinished = game(t2, [["eli", "fay"]], { over: false });
    expect(enterResult(open, 1, 2, unfinished)).toMatchObject({ ok: false, error: { code: "ERR_GAME_NOT_OVER" } });
    expect(enterResult({ ...open, rules: { unfinishedGames: "counted" } }, 1, 2, unfinished).ok).toBe(true);
    expect(enterResult({ ...open, rules: { unfinishedGames: "counted" } }, 1, 2, unfinished, { allowUnfinished: false }).ok).toBe(false);
  });
});

ruling("entered-result", () => {
  const eight = SIXTEEN.slice(0, 8);
  const [t1, t2] = [eight.slice(0, 4), eight.slice(4)];

  it('Scenario Rules: "All bounty remaining on the pilot card at the end of the game become victory": a score sheet counts victory + bounty, marked as entered', () => {
    const event = eventOf(eight, [[played(t1), { players: t2, record: sheet(["eli", 3, 1, 1], ["fay", 2, 0, 3], ["gus", 0, 2, 3], ["hal", 4, 0, 1]) }]]);
    const s = eventStandings(event);
    expect(s.errors).toEqual([]);
    expect(s.games).toEqual([{ round: 1, table: 1, source: "record", over: true }, { round: 1, table: 2, source: "result", over: true }]);
    const eli = s.standings.find((p) => p.id === "eli")!;
    expect([eli.victory, eli.places, eli.sources]).toEqual([4, [1], ["result"]]);
    expect(cli(["event", "standings", "/e.json"], { "/e.json": JSON.stringify(event) }).out).toContain("* entered result: the table's score sheet, not adjudicated from a game record");
  });

  it('"The player with the most points at the end of the game is the winner": places must follow the scores (equal scores share)', () => {
    const wrong = eventOf(eight, [[played(t1), { players: t2, record: sheet(["eli", 3, 1, 1], ["fay", 2, 0, 2], ["gus", 0, 2, 3], ["hal", 4, 0, 1]) }]]);
    expect(eventStandings(wrong).errors[0]!.error).toEqual({
      code: "ERR_INVALID_RESULT",
      event: null,
      message: "expected \"fay\"'s place to be 3 (victory 2 + bounty 0 = 2; 2 players have more), got 2",
    });
    const stranger = eventOf(eight, [[played(t1), { players: t2, record: sheet(["eli", 3, 1, 1], ["fay", 2, 0, 3], ["gus", 0, 2, 3], ["zed", 4, 0, 1]) }]]);
    expect(eventStandings(stranger).errors[0]!.error.message).toBe("expected the result's players to be the table's (eli, fay, gus, hal), got eli, fay, gus, zed");
  });
});

ruling("drops-and-late-arrivals", () => {
  const eight = SIXTEEN.slice(0, 8);
  const round1 = [played(eight.slice(0, 4)), played(eight.slice(4))];

  it("a player who leaves keeps their results and is not seated again; the event file stays usable", () => {
    const event = eventOf(eight, [round1], { drops: [{ player: "ben", round: 2 }] });
    expect(parseEventFile(event).ok).toBe(true);
    const next = nextRound(event);
    expect(next.tables.flat()).not.toContain("ben");
    expect(next.tables.map((t) => t.length)).toEqual([7]);
    const ben = eventStandings(event).standings.find((p) => p.id === "ben")!;
    expect([ben.victory, ben.places, ben.dropped]).toEqual([0, [2], 2]);
  });

  it("a late arrival is seated from their round on, with no place before it", () => {
    const event = eventOf([...eight, "kim"], [round1], { arrivals: [{ player: "kim", round: 2 }] });
    expect(parseEventFile(event).ok).toBe(true);
    expect(nextRound(event).tables.flat()).toContain("kim");
    const kim = eventStandings(event).standings.find((p) => p.id === "kim")!;
    expect([kim.victory, kim.places, kim.joined, kim.rank]).toEqual([0, [null], 2, 9]);
    expect(parseEventFile(eventOf([...eight, "kim"], [round1])).ok).toBe(false);
  });
});

describe("the tournament rulings table", () => {
  it("every ruling has its tests here, and docs/tournament.md lists it with its default", () => {
    expect([...tested].sort()).toEqual(TOURNAMENT_RULINGS.map((r) => r.id).sort());
    expectRulingsListed(docPage("tournament.md"), TOURNAMENT_RULINGS);
  });
});
