import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, eventStandings, nextRound, parseEventFile, splitTables, tryNextRound } from "../../src/modes/tournament/index.js";
import { run, type Io } from "../../src/cli/run.js";

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
const event = fixture.event as AcesHighEvent;

describe("splitTables (aces-high.txt, Pairings)", () => {
  it("reproduces the seed's table", () => {
    expect([6, 7, 8, 9, 10].map((n) => splitTables(n))).toEqual([[6], [7], [4, 4], [4, 5], [5, 5]]);
  });

  it("every split of 2..200 players sums to n, keeps 4 to 8 a table, and is as even as possible", () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 200 }), fc.constantFrom("fours" as const, "sixes" as const), (n, rule) => {
      const sizes = splitTables(n, rule);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      for (const size of sizes) {
        expect(size).toBeLessThanOrEqual(8);
        if (n >= 4) expect(size).toBeGreaterThanOrEqual(4);
      }
      // fours: one table for each 4 players (one below 8); sixes: the fewest tables with at most 6
      // at each (one table when that is impossible: 7 players).
      if (rule === "fours") expect(sizes.length).toBe(Math.max(1, Math.floor(n / 4)));
      else if (n > 7) expect(sizes.length).toBe(Math.ceil(n / 6));
      else expect(sizes).toEqual([n]);
    }), { numRuns: 199 });
    for (let n = 2; n <= 200; n++) for (const rule of ["fours", "sixes"] as const) expect(splitTables(n, rule).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it("rejects fewer than 2 players, and an unknown rule", () => {
    expect(() => splitTables(1)).toThrow(RangeError);
    expect(() => splitTables(9, "eights" as "fours")).toThrow(RangeError);
  });
});

describe("seating and standings", () => {
  it("round 1 is random from the seed: the same seed always gives the same tables", () => {
    const fresh = { ...event, rounds: [] };
    expect(nextRound(fresh)).toEqual(nextRound(structuredClone(fresh)));
    expect(nextRound(fresh).tables.flat().sort()).toEqual([...event.players].sort());
    expect(nextRound({ ...fresh, seed: 7 }).tables).not.toEqual(nextRound(fresh).tables);
  });

  it("the worked ten-player event: each round's tables and the final standings", () => {
    for (let r = 0; r < 3; r++) {
      const sofar = { ...event, rounds: event.rounds.slice(0, r) };
      expect(nextRound(sofar).tables, `round ${r + 1}`).toEqual(fixture.expect.rounds[r].tables);
    }
    const standings = eventStandings(event);
    expect(standings.errors).toEqual([]);
    expect(standings.standings.map(({ id, rank, victory, places }) => ({ id, rank, victory, places }))).toEqual(fixture.expect.standings);
    // A fourth round only for an event of four rounds (ruling round-count).
    expect(() => nextRound(event)).toThrow(/ERR_EVENT_OVER/);
    expect(nextRound({ ...event, roundCount: 4 }).tables).toEqual(fixture.expect.nextRound);
  });

  it("rounds 2+: the five best after round 1 sit together, the five others together", () => {
    const afterOne = { ...event, rounds: event.rounds.slice(0, 1) };
    const best = eventStandings(afterOne).standings.slice(0, 5).map((s) => s.id).sort();
    const [first, second] = nextRound(afterOne).tables;
    expect([...first!].sort()).toEqual(best);
    expect(second!.some((id) => best.includes(id))).toBe(false);
  });

  it("ties go to the better place in the last round, then to the final salvo roll", () => {
    const s = eventStandings(event).standings;
    for (let i = 1; i < s.length; i++) {
      const [a, b] = [s[i - 1]!, s[i]!];
      expect(a.victory).toBeGreaterThanOrEqual(b.victory);
      if (a.victory === b.victory) {
        const [pa, pb] = [a.places.at(-1) ?? 99, b.places.at(-1) ?? 99];
        expect(pa).toBeLessThanOrEqual(pb);
        if (pa === pb) expect(a.salvo[0]).toBeGreaterThanOrEqual(b.salvo[0]!);
      }
    }
  });

  it("a game that fails to replay is reported and the others still count", () => {
    const broken = structuredClone(event);
    (broken.rounds[0]!.tables[0] as { record: unknown }).record = { mode: "aces-high", setup: {}, events: [] };
    const standings = eventStandings(broken);
    expect(standings.errors).toEqual([{ round: 1, table: 1, error: expect.objectContaining({ code: "ERR_INVALID_SETUP" }) }]);
    const table2 = broken.rounds[0]!.tables[1]!.players;
    const ok = eventStandings({ ...event, rounds: event.rounds.slice(0, 1) });
    for (const id of table2) {
      expect(standings.standings.find((p) => p.id === id)!.places[0]).toBe(ok.standings.find((p) => p.id === id)!.places[0]);
    }
    for (const id of broken.rounds[0]!.tables[0]!.players) expect(standings.standings.find((p) => p.id === id)!.places[0]).toBeNull();
  });

  it("two players make a table; fewer than two taking part cannot be paired", () => {
    const two = tryNextRound({ mode: "aces-high-event", seed: 7, players: ["anna", "ben"], rounds: [] });
    expect(two.ok && two.value.tables.map((t) => [...t].sort())).toEqual([["anna", "ben"]]);
    const table = { players: ["anna", "ben", "cara"], record: { mode: "aces-high-result", players: [{ id: "anna", victory: 4, bounty: 0, place: 1 }, { id: "ben", victory: 0, bounty: 0, place: 2 }, { id: "cara", victory: 0, bounty: 0, place: 2 }] } };
    const leaving: AcesHighEvent = { mode: "aces-high-event", seed: 7, players: ["anna", "ben", "cara"], rounds: [{ tables: [table] }], drops: [{ player: "ben", round: 2 }, { player: "cara", round: 2 }] };
    const one = tryNextRound(leaving);
    expect(one.ok ? "paired" : `${one.error.code}: ${one.error.message}`).toBe("ERR_SEATING: expected at least 2 players taking part in round 2, got 1");
  });

  it("an event file must seat every player once per round", () => {
    expect(parseEventFile(event).ok).toBe(true);
    const twice = structuredClone(event);
    (twice.rounds[0]!.tables[0]!.players as string[])[0] = twice.rounds[0]!.tables[1]!.players[0]!;
    expect(parseEventFile(twice).ok).toBe(false);
    expect(parseEventFile({ ...event, mode: "aces-high" }).ok).toBe(false);
  });
});

describe("CLI: tables and event", () => {
  function cli(args: string[], files: Record<string, string>) {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => { if (!(p in files)) throw new Error("ENOENT"); return files[p]!; } };
    return { code: run(args, io), out: out.join("\n"), err: err.join("\n") };
  }

  it("ace-ledger tables <n> --json", () => {
    expect(cli(["tables", "9", "--json"], {})).toEqual({ code: 0, out: '{"tables":[4,5]}', err: "" });
    expect(cli(["tables", "10"], {}).out).toBe("10 players: 2 tables of 5, 5");
    expect(cli(["tables", "one"], {}).code).toBe(2);
  });

  it("event next and standings, with records inline or by file name", () => {
    const byName = { ...structuredClone(event), roundCount: 4 };
    const files: Record<string, string> = {};
    byName.rounds.forEach((round, r) => round.tables.forEach((table, t) => {
      const name = `r${r + 1}t${t + 1}.json`;
      files[`/league/${name}`] = JSON.stringify(table.record);
      (table as { record: unknown }).record = name;
    }));
    files["/league/event.json"] = JSON.stringify(byName);
    const standings = cli(["event", "standings", "/league/event.json", "--json"], files);
    expect(standings.code).toBe(0);
    expect(JSON.parse(standings.out)).toEqual({ ...eventStandings(event), roundCount: 4, final: false });
    const next = cli(["event", "next", "/league/event.json", "--json"], files);
    expect(JSON.parse(next.out).tables).toEqual(fixture.expect.nextRound);
    expect(cli(["event", "standings", "/league/event.json"], files).out).toMatch(/^Standings after round 3/);
  });

  it("a bad event file exits 1 with the error", () => {
    const r = cli(["event", "next", "/e.json", "--json"], { "/e.json": JSON.stringify({ mode: "aces-high-event", seed: 1, players: ["a"], rounds: [] }) });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error.code).toBe("ERR_INVALID_RECORD");
  });
});
