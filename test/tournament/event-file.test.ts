// The event file and result records as checked by parseEventFile and parseResultRecord: each rule
// with the message that names it, at its boundary (the last value accepted, the first refused).
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, parseEventFile, parseResultRecord } from "../../src/modes/tournament/index.js";
import { EIGHT, eventOf, played, sheet, T1, T2 } from "./helpers.js";

const message = (raw: unknown) => {
  const r = parseEventFile(raw);
  return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
};
const base = (more: Partial<AcesHighEvent> = {}) => eventOf(EIGHT, [], more);

describe("parseEventFile", () => {
  it("the seed: a whole number or a text of 1 to 200 characters", () => {
    for (const seed of [0, -7, 2026, Number.MAX_SAFE_INTEGER, "x", "club night", "s".repeat(200)]) expect(message(base({ seed })), String(seed)).toBe("ok");
    for (const seed of [1.5, 2 ** 53, "", "s".repeat(201), ["club"], true, null]) {
      expect(message(base({ seed: seed as never })), String(seed)).toBe("ERR_INVALID_RECORD: expected event.seed to be an integer or a string of 1 to 200 characters");
    }
  });

  it("what JSON cannot hold is refused, naming where it is", () => {
    expect(message({ ...base(), meta: { note: () => 1 } })).toBe("ERR_INVALID_RECORD: expected event.meta.note to be JSON data, got function");
  });

  it("rounds: at most roundCount", () => {
    expect(message(eventOf(EIGHT, [[played(T1), played(T2)]], { roundCount: 1 }))).toBe("ok");
    expect(message(eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), played(T2)]], { roundCount: 1 }))).toBe("ERR_INVALID_RECORD: expected at most 1 rounds (event.roundCount), got 2");
  });

  it("arrivals, drops and ships name players of the event, each once", () => {
    for (const field of ["arrivals", "drops"] as const) {
      expect(message(base({ [field]: [{ player: "zed", round: 2 }] }))).toBe(`ERR_INVALID_RECORD: expected event.${field} to name players of the event; "zed" is not one`);
      expect(message(base({ [field]: [{ player: "hal", round: 2 }, { player: "hal", round: 3 }] }))).toBe(`ERR_INVALID_RECORD: expected event.${field} to name each player once; "hal" is repeated`);
    }
    expect(message(base({ ships: [{ player: "zed", ship: "X" }] }))).toBe('ERR_INVALID_RECORD: expected event.ships to name players of the event; "zed" is not one');
    expect(message(base({ ships: [{ player: "ben", ship: "X" }, { player: "ben", ship: "Y" }] }))).toBe('ERR_INVALID_RECORD: expected event.ships to name each player once; "ben" is repeated');
    expect(message(base({ ships: [{ player: "ben", ship: "X" }, { player: "cara", ship: "Y" }] }))).toBe("ok");
  });

  it("an arrival is in round 2 to roundCount; a drop from the player's first round to roundCount", () => {
    expect(message(base({ arrivals: [{ player: "hal", round: 1 }] }))).toBe('ERR_INVALID_RECORD: expected "hal" to arrive in round 2 to 3, got round 1');
    expect(message(base({ arrivals: [{ player: "hal", round: 2 }] }))).toBe("ok");
    expect(message(base({ arrivals: [{ player: "hal", round: 3 }] }))).toBe("ok");
    expect(message(base({ arrivals: [{ player: "hal", round: 4 }] }))).toBe('ERR_INVALID_RECORD: expected "hal" to arrive in round 2 to 3, got round 4');
    expect(message(base({ drops: [{ player: "hal", round: 1 }] }))).toBe("ok");
    expect(message(base({ drops: [{ player: "hal", round: 3 }] }))).toBe("ok");
    expect(message(base({ drops: [{ player: "hal", round: 4 }] }))).toBe('ERR_INVALID_RECORD: expected "hal" to leave from a round of the event they take part in, 1 to 3, got round 4');
    expect(message(base({ arrivals: [{ player: "hal", round: 3 }], drops: [{ player: "hal", round: 2 }] }))).toBe('ERR_INVALID_RECORD: expected "hal" to leave from a round of the event they take part in, 3 to 3, got round 2');
    expect(message(base({ arrivals: [{ player: "hal", round: 3 }], drops: [{ player: "hal", round: 3 }] }))).toBe("ok");
  });

  it("salvo rolls: a player of the event, a round of the event, one list per player and round", () => {
    expect(message(base({ salvos: [{ round: 1, player: "zed", rolls: [1] }] }))).toBe('ERR_INVALID_RECORD: expected event.salvos to name players of the event; "zed" is not one');
    expect(message(base({ salvos: [{ round: 3, player: "ben", rolls: [1] }] }))).toBe("ok");
    expect(message(base({ salvos: [{ round: 4, player: "ben", rolls: [1] }] }))).toBe('ERR_INVALID_RECORD: expected the salvo rolls of "ben" to be for round 1 to 3, got round 4');
    expect(message(base({ salvos: [{ round: 1, player: "ben", rolls: [1] }, { round: 2, player: "ben", rolls: [2] }, { round: 1, player: "cara", rolls: [1] }] }))).toBe("ok");
    expect(message(base({ salvos: [{ round: 1, player: "ben", rolls: [1] }, { round: 1, player: "ben", rolls: [2] }] }))).toBe('ERR_INVALID_RECORD: expected one list of salvo rolls per player and round; "ben" has two for round 1');
  });

  it("each round seats every player taking part, once, at tables of 2 to 8", () => {
    expect(message(eventOf(EIGHT, [[played(T1), played(["eli", "fay", "gus", "anna"])]]))).toBe('ERR_INVALID_RECORD: expected round 1 to seat each player once; "anna" sits twice');
    expect(message(eventOf(EIGHT, [[played(T1), played(["eli", "fay", "gus"])]]))).toBe('ERR_INVALID_RECORD: expected round 1 to seat every player taking part in it; "hal" has no table');
    expect(message(eventOf([...EIGHT, "ivy"], [[played(T1), played(T2)]], { arrivals: [{ player: "ivy", round: 2 }] }))).toBe("ok");
    expect(message(eventOf([...EIGHT, "ivy"], [[played(T1), played([...T2, "ivy"])]], { arrivals: [{ player: "ivy", round: 2 }] }))).toBe('ERR_INVALID_RECORD: expected round 1 to seat only players taking part in it; "ivy" joins from round 2');
    expect(message(eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), played(T2)]], { drops: [{ player: "hal", round: 2 }] }))).toBe('ERR_INVALID_RECORD: expected round 2 to seat only players taking part in it; "hal" left from round 2 on');
    expect(message(eventOf(EIGHT, [[played(T1), played(T2)], [played(T1), played(["eli", "fay", "gus"])]], { drops: [{ player: "hal", round: 2 }] }))).toBe("ok");
  });

  it("a player who joins and leaves from the same round takes part in no round: seated there, they have left", () => {
    const both = { arrivals: [{ player: "ivy", round: 2 }], drops: [{ player: "ivy", round: 2 }] };
    expect(message(eventOf([...EIGHT, "ivy"], [[played(T1), played(T2)], [played(T1), played(T2)]], both))).toBe("ok");
    expect(message(eventOf([...EIGHT, "ivy"], [[played(T1), played(T2)], [played(T1), played([...T2, "ivy"])]], both))).toBe(
      'ERR_INVALID_RECORD: expected round 2 to seat only players taking part in it; "ivy" left from round 2 on',
    );
  });
});

describe("parseResultRecord", () => {
  it("the table's players, each once, places that follow victory + bounty", () => {
    const check = (raw: unknown, players = ["anna", "ben", "cara"]) => {
      const r = parseResultRecord(raw, players);
      return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
    };
    expect(check(sheet(["anna", 3, 0, 1], ["ben", 2, 1, 1], ["cara", 0, 0, 3]))).toBe("ok");
    expect(check(sheet(["anna", 3, 0, 1], ["anna", 2, 1, 1], ["cara", 0, 0, 3]))).toBe('ERR_INVALID_RESULT: expected each player of the table once in the result; "anna" is repeated');
    expect(check(sheet(["anna", 3, 0, 1], ["ben", 2, 1, 1]))).toBe("ERR_INVALID_RESULT: expected the result's players to be the table's (anna, ben, cara), got anna, ben");
    expect(check(sheet(["anna", 3, 0, 1], ["ben", 2, 1, 1], ["dev", 0, 0, 3]))).toBe("ERR_INVALID_RESULT: expected the result's players to be the table's (anna, ben, cara), got anna, ben, dev");
    expect(check(sheet(["anna", 3, 0, 1], ["ben", 2, 0, 2], ["cara", 0, 0, 2]))).toBe('ERR_INVALID_RESULT: expected "cara"\'s place to be 3 (victory 0 + bounty 0 = 0; 2 players have more), got 2');
    expect(check(sheet(["anna", 3, 0, 2], ["ben", 2, 0, 2], ["cara", 0, 0, 3]))).toBe('ERR_INVALID_RESULT: expected "anna"\'s place to be 1 (victory 3 + bounty 0 = 3; 0 players have more), got 2');
    expect(check(sheet(["anna", 3, 0, 1], ["ben", 2, 0, 3], ["cara", 0, 0, 3]))).toBe('ERR_INVALID_RESULT: expected "ben"\'s place to be 2 (victory 2 + bounty 0 = 2; 1 player has more), got 3');
    expect(check({ ...sheet(["anna", 3, 0, 1], ["ben", 2, 0, 2], ["cara", 0, 0, 3]), extra: 1 })).toMatch(/^ERR_INVALID_RESULT: /);
  });

  it("the table's players are ids; a player who did not sit at the table is refused, even beside all who did", () => {
    const result = sheet(["anna", 3, 0, 1], ["ben", 2, 1, 1], ["cara", 0, 0, 3]);
    const refused = (players: unknown) => {
      const r = parseResultRecord(result, players as string[]);
      return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
    };
    expect(refused(["anna", "ben", 3])).toBe("ERR_INVALID_OPTION: expected players to be the table's player ids, got an array of 3");
    expect(refused(["anna", "ben"])).toBe("ERR_INVALID_RESULT: expected the result's players to be the table's (anna, ben), got anna, ben, cara");
    expect(refused(["anna", "ben", "cara"])).toBe("ok");
  });

  it("what JSON cannot hold is refused, naming where it is", () => {
    const r = parseResultRecord({ ...sheet(["anna", 1, 0, 1], ["ben", 0, 0, 2]), meta: { at: () => 1 } }, ["anna", "ben"]);
    expect(r.ok ? "ok" : `${r.error.code}: ${r.error.message}`).toBe("ERR_INVALID_RESULT: expected result.meta.at to be JSON data, got function");
  });
});
