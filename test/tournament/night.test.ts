// The library side of a night from squads: entrants, the games' rules, a table's game record and its
// checks, taking a round back, and players who come back or joined by mistake.
import { describe, expect, it } from "vitest";
import { replay } from "../../src/modes/aces-high/index.js";
import {
  type AcesHighEvent,
  addRound,
  createEvent,
  DEFAULT_GAME_RULES,
  displayName,
  dropPlayer,
  enterResult,
  entrantOf,
  eventGameRules,
  eventStandings,
  gameRecordProblem,
  gameRulesOf,
  joinPlayer,
  rejoinPlayer,
  removeArrival,
  sheetAllowsNegative,
  tableGameRecord,
  type TableGameRecord,
  undoRound,
  withEntrants,
} from "../../src/modes/tournament/index.js";
import { eventOf, played } from "./helpers.js";

const ship = (hull: number) => ({ hull, shields: 1, pilot: `pilot${hull}` });
const PLAYERS = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

function made(game?: Parameters<typeof createEvent>[0]["game"]): AcesHighEvent {
  const created = createEvent({
    players: PLAYERS,
    seed: 1,
    entrants: PLAYERS.map((p, i) => ({ player: p, name: `${p.toUpperCase()} Name`, ship: ship(i + 2) })),
    ...(game === undefined ? {} : { game }),
    name: "Club night",
    date: "2026-11-27",
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function paired(event: AcesHighEvent, tables = [["anna", "ben", "cara", "dev"], ["eli", "fay", "gus", "hal"]]): AcesHighEvent {
  const added = addRound(event, tables);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A finished game: in round 1 the first seated deals first damage to the second; time is called. */
function finished(record: TableGameRecord) {
  const [a, b] = [...record.setup.players].sort((x, y) => x.order - y.order);
  return { ...record, events: [{ type: "roundStarted" }, { type: "damaged", target: b!.id, amount: 1, source: { kind: "attack", by: a!.id } }, { type: "timeCalled" }, { type: "roundEnded" }] };
}

describe("the games' rules", () => {
  it("default to 1 hour, 6 victory, the community preset; an event may set each", () => {
    expect(gameRulesOf(made())).toEqual({ preset: "community", victoryLimit: 6, timeLimit: 60 });
    expect(DEFAULT_GAME_RULES).toEqual({ preset: "community", victoryLimit: 6, timeLimit: 60 });
    expect(Object.isFrozen(DEFAULT_GAME_RULES)).toBe(true);
    expect(gameRulesOf(made({ timeLimit: 75, victoryLimit: null, preset: "epicBattles", pointLimit: 20, edition: "2.5" }))).toEqual({
      preset: "epicBattles",
      victoryLimit: null,
      timeLimit: 75,
      pointLimit: 20,
      edition: "2.5",
    });
    expect(gameRulesOf(made({ timeLimit: null }))).toEqual({ preset: "community", victoryLimit: 6, timeLimit: null });
  });

  it("name a point limit and an edition only when the event sets them: spread over other rules, they erase nothing", () => {
    expect(gameRulesOf(made())).toStrictEqual({ preset: "community", victoryLimit: 6, timeLimit: 60 });
    expect({ pointLimit: 20, edition: "2.5", ...gameRulesOf(made()) }).toMatchObject({ pointLimit: 20, edition: "2.5" });
  });

  it("are the preset's with the event's victory limit; only a preset with negative victory takes a sheet below 0", () => {
    expect(eventGameRules({ preset: "community", victoryLimit: null, timeLimit: 60 })).toMatchObject({ preset: "community", victoryLimit: null, allowNegativeVictory: false, creditedSources: "all" });
    expect(eventGameRules({ preset: "epicBattles", victoryLimit: 6, timeLimit: 60 })).toMatchObject({ preset: "epicBattles", creditedSources: "enemyShipsAndDevices" });
    expect(sheetAllowsNegative({ preset: "community", victoryLimit: 6, timeLimit: 60 })).toBe(false);
  });

  it("are checked as the event file is read", () => {
    const base = made();
    for (const game of [{ timeLimit: 0 }, { victoryLimit: 0 }, { preset: "chess" }, { edition: "3.0" }, { pointLimit: 0 }, { timeLimit: 1441 }]) {
      const created = createEvent({ players: PLAYERS, seed: 1, game: game as never });
      expect(created.ok, JSON.stringify(game)).toBe(false);
    }
    expect(createEvent({ players: PLAYERS, seed: 1, date: "27/11/2026" }).ok).toBe(false);
    expect(base.name).toBe("Club night");
  });
});

describe("entrants", () => {
  it("names and ships by player; a player without an entry is shown by id", () => {
    const e = made();
    expect(displayName(e, "cara")).toBe("CARA Name");
    expect(entrantOf(e, "cara")?.ship).toEqual(ship(4));
    const bare = must(createEvent({ players: ["x1", "y2"], seed: 1 }));
    expect(displayName(bare, "x1")).toBe("x1");
    expect(entrantOf(bare, "x1")).toBeUndefined();
  });

  it("withEntrants replaces a player's entry and keeps the others; only the event's players", () => {
    const e = must(withEntrants(made(), [{ player: "ben", name: "Benedict" }]));
    expect(entrantOf(e, "ben")).toEqual({ player: "ben", name: "Benedict" });
    expect(entrantOf(e, "anna")?.name).toBe("ANNA Name");
    expect(e.entrants).toHaveLength(PLAYERS.length);
    expect(withEntrants(made(), [{ player: "zed", name: "Zed" }]).ok).toBe(false);
    expect(withEntrants(made(), [{ player: "ben", ship: { hull: 0, shields: 0 } }]).ok).toBe(false);
  });
});

describe("a table's game record", () => {
  it("seats the table's players in order with their ships and names, under the event's rules", () => {
    const e = paired(made({ timeLimit: 75 }));
    const record = must(tableGameRecord(e, 1, 2));
    expect(record.setup.players).toEqual([
      { id: "eli", order: 1, name: "ELI Name", ship: ship(6) },
      { id: "fay", order: 2, name: "FAY Name", ship: ship(7) },
      { id: "gus", order: 3, name: "GUS Name", ship: ship(8) },
      { id: "hal", order: 4, name: "HAL Name", ship: ship(9) },
    ]);
    expect(record.setup.rules).toEqual({ preset: "community", victoryLimit: 6 });
    expect(record).toMatchObject({ mode: "aces-high", version: 1, events: [], meta: { event: "Club night", round: 1, table: 2, timeLimit: 75 } });
    // The record replays: a valid setup, no event yet.
    expect(replay(record).players.map((p) => p.id)).toEqual(["eli", "fay", "gus", "hal"]);
  });

  it("is refused for a table the round does not have, or a player without a ship", () => {
    const e = paired(made());
    expect(tableGameRecord(made(), 1, 1)).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: "expected a round paired first; no round is" } });
    expect(tableGameRecord(e, 1, 3)).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: "expected a table of a paired round (rounds 1 to 1), got round 1, table 3" } });
    expect(tableGameRecord(e, 2, 1).ok).toBe(false);
    const noShip = paired(must(withEntrants(made(), [{ player: "dev", name: "Dev" }])));
    expect(tableGameRecord(noShip, 1, 1)).toMatchObject({ ok: false, error: { code: "ERR_UNKNOWN_PLAYER" } });
    expect(tableGameRecord(noShip, 1, 2).ok).toBe(true);
  });

  it("as entered must be the table's and the event's: order numbers, preset, victory limit, options", () => {
    const e = paired(made());
    const record = finished(must(tableGameRecord(e, 1, 1)));
    const state = replay(record);
    const game = gameRulesOf(e);
    expect(gameRecordProblem(state, ["anna", "ben", "cara", "dev"], game)).toBeUndefined();
    expect(gameRecordProblem(state, ["ben", "anna", "cara", "dev"], game)).toBe("expected the record's players and order numbers to be the table's (ben 1, anna 2, cara 3, dev 4), got anna 1, ben 2, cara 3, dev 4");
    expect(gameRecordProblem(state, ["anna", "ben", "cara"], game)).toMatch(/^expected the record's players and order numbers/);
    expect(gameRecordProblem(state, ["anna", "ben", "cara", "dev"], { ...game, victoryLimit: null })).toBe("expected the event's game rules (preset community, victory limit none), got victoryLimit 6 (the event's: null)");
    const epic = replay({ ...record, setup: { ...record.setup, rules: { preset: "epicBattles" } } });
    expect(gameRecordProblem(epic, ["anna", "ben", "cara", "dev"], game)).toMatch(/^expected the event's game rules \(preset community, victory limit 6\), got preset "epicBattles" \(the event's: "community"\), limitCheck/);
    const floor = replay({ ...record, setup: { ...record.setup, rules: { preset: "community", allowNegativeVictory: true } } });
    expect(gameRecordProblem(floor, ["anna", "ben", "cara", "dev"], game)).toBe("expected the event's game rules (preset community, victory limit 6), got allowNegativeVictory true (the event's: false)");
    // enterResult and the standings apply the same check.
    expect(enterResult(e, 1, 1, { ...record, setup: { ...record.setup, rules: { preset: "epicBattles" } } })).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RECORD" } });
    const entered = must(enterResult(e, 1, 1, record));
    expect(entered.score.players.find((p) => p.id === "anna")?.victory).toBe(1);
    const wrongOrder = { ...e, rounds: [{ tables: [{ players: ["ben", "anna", "cara", "dev"], record }, e.rounds[0]!.tables[1]!] }] } as AcesHighEvent;
    expect(eventStandings(wrongOrder).errors[0]?.error.message).toMatch(/^expected the record's players and order numbers to be the table's \(ben 1, anna 2/);
  });

  it("a score sheet with negative victory is refused under the victory floor", () => {
    const e = paired(made());
    const sheet = (victory: number) => ({ mode: "aces-high-result", players: [{ id: "anna", victory, bounty: 0, place: victory < 0 ? 4 : 1 }, ...["ben", "cara", "dev"].map((id) => ({ id, victory: 0, bounty: 0, place: victory < 0 ? 1 : victory > 0 ? 2 : 1 }))] });
    expect(enterResult(e, 1, 1, sheet(-1))).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RESULT", message: 'expected victory of 0 or more (ruling victory-floor of the event\'s preset community: victory stops at 0), got -1 for "anna"' } });
    expect(enterResult(e, 1, 1, sheet(0)).ok).toBe(true);
    expect(enterResult(e, 1, 1, sheet(2)).ok).toBe(true);
  });
});

describe("taking a round back", () => {
  it("undoRound takes back the last round paired, while it has no result", () => {
    const e = paired(made());
    const undone = must(undoRound(e));
    expect(undone).toMatchObject({ round: 1, droppedResults: [] });
    expect(undone.event.rounds).toEqual([]);
    expect(undoRound(made())).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: "expected a paired round to take back; no round is paired" } });
  });

  it("refuses a round with results unless forced, and says which results force drops; salvo rolls of that round go too", () => {
    const e = paired(made());
    const one = must(enterResult(e, 1, 2, finished(must(tableGameRecord(e, 1, 2))))).event;
    expect(undoRound(one)).toMatchObject({ ok: false, error: { message: "expected round 1 without results to take it back; table 2 has a result (force takes them off and keeps them in the event's replaced)" } });
    const both = must(enterResult(one, 1, 1, finished(must(tableGameRecord(one, 1, 1))))).event;
    expect(undoRound(both)).toMatchObject({ ok: false, error: { message: "expected round 1 without results to take it back; tables 1, 2 have results (force takes them off and keeps them in the event's replaced)" } });
    const withRolls = { ...both, salvos: [{ round: 1, player: "anna", rolls: [4] }] } as AcesHighEvent;
    const forced = must(undoRound(withRolls, { force: true }));
    expect(forced.droppedResults).toEqual([1, 2]);
    expect(forced.event.rounds).toEqual([]);
    expect(forced.event.salvos).toEqual([]);
    expect(withRolls.rounds).toHaveLength(1);
    // Nothing entered is lost: the results taken off are kept in `replaced`, table by table.
    expect(forced.event.replaced).toEqual([1, 2].map((table) => ({ round: 1, table, record: withRolls.rounds[0]!.tables[table - 1]!.record })));
    expect(forced.event.replaced!.every((r) => r.record !== undefined)).toBe(true);
  });
});

describe("players who come back, and joins taken back", () => {
  it("rejoinPlayer takes a leaving back while the round they left is not paired", () => {
    const e = paired(made());
    const left = must(dropPlayer(e, "hal", 2));
    const back = must(rejoinPlayer(left, "hal"));
    expect(back.drops).toEqual([]);
    expect(rejoinPlayer(e, "hal")).toMatchObject({ ok: false, error: { code: "ERR_UNKNOWN_PLAYER", message: 'expected a player who left the event, got "hal"' } });
    expect(rejoinPlayer(e, "zed")).toMatchObject({ ok: false, error: { code: "ERR_UNKNOWN_PLAYER" } });
    const leftNow = must(dropPlayer(paired(made(), [["anna", "ben", "cara"], ["dev", "eli", "fay", "gus", "hal"]]), "hal", 1));
    expect(rejoinPlayer(leftNow, "hal")).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: 'expected round 1, from which "hal" left, not to be paired yet (take it back with event undo, then let them back)' } });
  });

  it("removeArrival takes a join back while the player sits at no table", () => {
    const e = paired(made());
    const joined = must(joinPlayer(e, "ivy", 2, { ship: "X-wing" }));
    const removed = must(removeArrival(joined, "ivy"));
    expect(removed.players).toEqual(PLAYERS);
    expect(removed.arrivals).toEqual([]);
    expect(removed.ships).toEqual([]);
    const seated = must(joinPlayer(paired(e), "ivy", 2, { table: 1 }));
    expect(removeArrival(seated, "ivy")).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: 'expected a player who sits at no table yet; "ivy" is seated in round 2 (take that round back first)' } });
    expect(removeArrival(e, "anna")).toMatchObject({ ok: false, error: { code: "ERR_SEATING", message: 'expected a late arrival not seated yet; "anna" is in the event from round 1 (drop them instead)' } });
    expect(removeArrival(e, "zed")).toMatchObject({ ok: false, error: { code: "ERR_UNKNOWN_PLAYER" } });
    // Before any round is paired, anyone may be taken out (a name entered twice, say).
    expect(must(removeArrival(made(), "hal")).players).toEqual(PLAYERS.slice(0, -1));
    expect(must(removeArrival(made(), "hal")).entrants?.map((x) => x.player)).toEqual(PLAYERS.slice(0, -1));
  });
});

describe("what taking back keeps", () => {
  const T1 = PLAYERS.slice(0, 4);
  const T2 = PLAYERS.slice(4);

  it("undoRound gives back the event file as it was before the round was paired", () => {
    const before = made();
    expect(must(undoRound(paired(before))).event).toEqual(before);
  });

  it("undoRound keeps the salvo rolls entered for the standings after an earlier round", () => {
    const salvos = [{ round: 1, player: "anna", rolls: [4] }, { round: 2, player: "anna", rolls: [6] }];
    const undone = must(undoRound(eventOf(PLAYERS, [[played(T1), played(T2)], [played(T1), played(T2)]], { salvos }), { force: true }));
    expect([undone.round, undone.droppedResults, undone.event.salvos]).toEqual([2, [1, 2], [{ round: 1, player: "anna", rolls: [4] }]]);
  });

  it("rejoinPlayer takes back one player's leaving, not the others'", () => {
    const left = must(dropPlayer(must(dropPlayer(paired(made()), "hal", 2)), "gus", 3));
    expect(must(rejoinPlayer(left, "hal")).drops).toEqual([{ player: "gus", round: 3 }]);
  });

  it("withEntrants names the players of an event that had no entrants; the entrants are a list", () => {
    const bare = must(createEvent({ players: PLAYERS, seed: 1 }));
    expect(must(withEntrants(bare, [{ player: "ben", name: "Benedict" }])).entrants).toEqual([{ player: "ben", name: "Benedict" }]);
    expect(withEntrants(bare, "ben" as never)).toMatchObject({ ok: false, error: { code: "ERR_INVALID_OPTION", message: 'expected entrants to be a list of { player, name?, ship? }, got "ben"' } });
  });
});

describe("a table's game record as written", () => {
  it("is plain JSON: a player with no display name and an event with no name leave no field undefined", () => {
    const e = paired(must(createEvent({ players: PLAYERS, seed: 1, entrants: PLAYERS.map((p, i) => ({ player: p, ship: ship(i + 2) })) })));
    const record = must(tableGameRecord(e, 1, 1));
    expect(record).toStrictEqual(JSON.parse(JSON.stringify(record)));
    expect(record.setup.players[0]).toStrictEqual({ id: "anna", order: 1, ship: ship(2) });
    expect(record.meta).toStrictEqual({ round: 1, table: 1, timeLimit: 60 });
  });

  it("needs every player's ship: an event without entrants has none", () => {
    const bare = paired(must(createEvent({ players: PLAYERS, seed: 1 })));
    expect(tableGameRecord(bare, 1, 1)).toMatchObject({
      ok: false,
      error: { code: "ERR_UNKNOWN_PLAYER", message: 'expected a ship for "anna" (a squad given at init or join); enter this table\'s result from its score sheet instead' },
    });
  });
});
