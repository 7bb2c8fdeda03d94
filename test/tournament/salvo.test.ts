// Final salvo rolls (aces-high.txt, Pairings: "In case of tied points, the place taken at the table in
// the previous round is considered. If this is also tied, a final salvo roll is made."): a roll-off in
// which the higher roll ranks first and an equal roll breaks nothing. Players still tied after their
// rolls rank on the rolls they share: above players who rolled lower, never below them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, type EventStandings, eventStandings, nextRound, type SalvoEntry, tryNextRound } from "../../src/modes/tournament/index.js";
import { run } from "../../src/cli/run.js";
import { cli, memoryEventFiles } from "../cli/io.js";
import { RUNS } from "../properties/setup.js";
import { eventOf, sheet } from "./helpers.js";

const EIGHT = ["a", "b", "c", "d", "e", "f", "g", "h"];
/** Round 1 at two tables of 4: a and e win theirs with 8; b, c, f and g take second place with 4; d and h have 0. */
const ROUND_1 = [
  { players: ["a", "b", "c", "d"], record: sheet(["a", 8, 0, 1], ["b", 4, 0, 2], ["c", 4, 0, 2], ["d", 0, 0, 4]) },
  { players: ["e", "f", "g", "h"], record: sheet(["e", 8, 0, 1], ["f", 4, 0, 2], ["g", 4, 0, 2], ["h", 0, 0, 4]) },
];
const rolled = (round: number, rolls: Record<string, number[]>): SalvoEntry[] => Object.entries(rolls).map(([player, r]) => ({ round, player, rolls: r }));
const atTable = (rolls: Record<string, number[]>, more: Partial<AcesHighEvent> = {}) =>
  eventOf(EIGHT, [ROUND_1], { rules: { salvoRolls: "atTable" }, salvos: rolled(1, rolls), ...more });
const ranks = (s: EventStandings) => Object.fromEntries(s.standings.map((p) => [p.id, p.rank]));
const order = (s: EventStandings) => s.standings.map((p) => p.id);
const errorOf = (r: { ok: boolean; error?: unknown }) => (r.ok ? "ok" : r.error);

describe("salvo roll-offs: the higher roll first, an equal roll breaks nothing", () => {
  it("b=5 c=3 f=5 g=2 (seeds 3 to 6 of 8): b and f above c above g, b and f still tied", () => {
    const s = eventStandings(atTable({ b: [5], c: [3], f: [5], g: [2] }));
    expect(order(s)).toEqual(["a", "e", "b", "f", "c", "g", "d", "h"]);
    expect(ranks(s)).toEqual({ a: 1, e: 1, b: 3, f: 3, c: 5, g: 6, d: 7, h: 7 });
    expect(s.standings.map((p) => p.salvo)).toEqual([[], [], [5], [5], [3], [2], [], []]);
    expect(s.ties).toEqual([
      { round: 1, players: ["a", "e"], reason: "no final salvo roll entered for a, e" },
      { round: 1, players: ["b", "f"], reason: "equal final salvo rolls (5): they roll again" },
      { round: 1, players: ["d", "h"], reason: "no final salvo roll entered for d, h" },
    ]);
  });

  it("b and f, tied on 5, both fill seeds 3 and 4: table 1 whichever ranks first, so round 2 is paired", () => {
    const next = nextRound(atTable({ b: [5], c: [3], f: [5], g: [2] }));
    expect(next.tables.map((t) => [...t].sort())).toEqual([["a", "b", "e", "f"], ["c", "d", "g", "h"]]);
    expect(next.ranking.map((r) => r.id)).toEqual(["a", "e", "b", "f", "c", "g", "d", "h"]);
  });

  it("a tie still standing across the table boundary stops the pairing, naming its players (c=6: b and f are seeds 4 and 5)", () => {
    const event = atTable({ b: [5], c: [6], f: [5], g: [2] });
    expect(order(eventStandings(event))).toEqual(["a", "e", "c", "b", "f", "g", "d", "h"]);
    expect(errorOf(tryNextRound(event))).toMatchObject({
      code: "ERR_SALVO",
      message: "expected a final salvo roll between b, f (tied after round 1: equal final salvo rolls (5): they roll again), who would sit at tables 1 and 2; enter the rolls made at the table",
    });
    // They roll again: f 4, b 1.
    const again = atTable({ b: [5, 1], c: [6], f: [5, 4], g: [2] });
    expect(order(eventStandings(again))).toEqual(["a", "e", "c", "f", "b", "g", "d", "h"]);
    expect(nextRound(again).tables.map((t) => [...t].sort())).toEqual([["a", "c", "e", "f"], ["b", "d", "g", "h"]]);
  });

  it("the CLI: event salvo, then event next refuses with ERR_SALVO naming b and f", () => {
    const files = new Map([["/e.json", JSON.stringify(eventOf(EIGHT, [ROUND_1], { rules: { salvoRolls: "atTable" } }))]]);
    const io = { out: () => undefined, err: () => undefined, readFile: (p: string) => files.get(p)!, eventFiles: memoryEventFiles(files) };
    expect(run(["event", "salvo", "/e.json", "b=5", "c=6", "f=5", "g=2"], io)).toBe(0);
    const next = cli(["event", "next", "/e.json"], { "/e.json": files.get("/e.json")! });
    expect(next.code).toBe(1);
    expect(next.err).toBe("ERR_SALVO: expected a final salvo roll between b, f (tied after round 1: equal final salvo rolls (5): they roll again), who would sit at tables 1 and 2; enter the rolls made at the table");
  });

  it("the same with rolls entered in an event whose rolls are otherwise seeded", () => {
    const s = eventStandings(atTable({ b: [5], c: [3], f: [5], g: [2] }, { rules: { salvoRolls: "seeded" } }));
    expect(ranks(s)).toMatchObject({ b: 3, f: 3, c: 5, g: 6 });
    expect(s.ties.map((t) => t.players)).toContainEqual(["b", "f"]);
  });

  it("the same in the final standings", () => {
    const s = eventStandings(atTable({ b: [5], c: [3], f: [5], g: [2] }, { roundCount: 1 }));
    expect(s.final).toBe(true);
    expect(ranks(s)).toMatchObject({ b: 3, f: 3, c: 5, g: 6 });
  });

  it("a roll-off not finished: one of the tied players rolled again, the other not yet", () => {
    const s = eventStandings(atTable({ b: [5], c: [3], f: [5, 3], g: [2] }));
    expect(ranks(s)).toMatchObject({ b: 3, f: 3, c: 5, g: 6 });
    expect(s.ties).toContainEqual({ round: 1, players: ["b", "f"], reason: "equal final salvo rolls (5); no roll 2 entered for b" });
    // A roll-off that separated some: f and c roll 2 again; b, who rolled 1 then, is below both of them.
    const three = eventStandings(atTable({ b: [5, 1], c: [5, 2], f: [5, 2], g: [5] }));
    expect(ranks(three)).toMatchObject({ b: 3, c: 3, f: 3, g: 3 });
    expect(three.ties).toContainEqual({ round: 1, players: ["b", "c", "f", "g"], reason: "equal final salvo rolls (5); no roll 2 entered for g" });
    const done = eventStandings(atTable({ b: [5, 1], c: [5, 2, 6], f: [5, 2, 1], g: [5, 4] }));
    expect(order(done).slice(2, 6)).toEqual(["g", "c", "f", "b"]);
    expect(done.ties.map((t) => t.players)).toEqual([["a", "e"], ["d", "h"]]);
  });

  it("players missing a roll share a rank with the rest of their tie, wherever the others rolled", () => {
    const s = eventStandings(atTable({ b: [5], c: [3] }));
    expect(ranks(s)).toMatchObject({ b: 3, c: 3, f: 3, g: 3 });
    expect(s.ties).toContainEqual({ round: 1, players: ["b", "c", "f", "g"], reason: "no final salvo roll entered for f, g" });
    expect(s.standings.find((p) => p.id === "b")!.salvo).toEqual([5]);
  });

  it("event next and event standings report every tie that blocks the pairing at once", () => {
    // Three tables of 4: a, e and i win theirs; b, f and j are second on 5, c, g and k third on 2.
    const twelve = [...EIGHT, "i", "j", "k", "l"];
    const table = (p: string[]) => ({ players: p, record: sheet([p[0]!, 9, 0, 1], [p[1]!, 5, 0, 2], [p[2]!, 2, 0, 3], [p[3]!, 0, 0, 4]) });
    const event = eventOf(twelve, [[table(["a", "b", "c", "d"]), table(["e", "f", "g", "h"]), table(["i", "j", "k", "l"])]], { rules: { salvoRolls: "atTable" } });
    expect(errorOf(tryNextRound(event))).toMatchObject({
      code: "ERR_SALVO",
      message:
        "expected a final salvo roll between b, f, j (tied after round 1: no final salvo roll entered for b, f, j), who would sit at tables 1 and 2; " +
        "and between c, g, k (tied after round 1: no final salvo roll entered for c, g, k), who would sit at tables 2 and 3; enter the rolls made at the table",
    });
    const standings = cli(["event", "standings", "/e.json"], { "/e.json": JSON.stringify(event) });
    expect(standings.out.split("\n").filter((l) => l.startsWith("tied after round 1"))).toEqual([
      "tied after round 1 until a final salvo roll breaks it: a, e, i (no final salvo roll entered for a, e, i)",
      "tied after round 1 until a final salvo roll breaks it: b, f, j (no final salvo roll entered for b, f, j)",
      "tied after round 1 until a final salvo roll breaks it: c, g, k (no final salvo roll entered for c, g, k)",
      "tied after round 1 until a final salvo roll breaks it: d, h, l (no final salvo roll entered for d, h, l)",
    ]);
    // All three tables: b, f, j, c, g and k tied together, at tables 1, 2 and 3.
    const wide = eventOf(twelve, [[
      { players: ["a", "b", "c", "d"], record: sheet(["a", 9, 0, 1], ["b", 5, 0, 2], ["c", 5, 0, 2], ["d", 0, 0, 4]) },
      table(["e", "f", "g", "h"]),
      { players: ["i", "j", "k", "l"], record: sheet(["i", 5, 0, 2], ["j", 5, 0, 2], ["k", 5, 0, 2], ["l", 9, 0, 1]) },
    ]], { rules: { salvoRolls: "atTable" } });
    expect(errorOf(tryNextRound(wide))).toMatchObject({
      message: "expected a final salvo roll between b, c, f, i, j, k (tied after round 1: no final salvo roll entered for b, c, f, i, j, k), who would sit at tables 1, 2 and 3; enter the rolls made at the table",
    });
  });

  it("a player who is not tied shows no roll, seeded or not; tied players show the rolls that placed them", () => {
    const seeded = eventStandings(eventOf(EIGHT, [ROUND_1.map((t) => ({ ...t, record: sheet([t.players[0]!, 8, 0, 1], [t.players[1]!, 5, 0, 2], [t.players[2]!, 4, 0, 3], [t.players[3]!, 0, 0, 4]) }))]));
    // a, e: 8 and place 1; b, f: 5 and place 2; c, g: 4 and place 3; d, h: 0 and place 4: every pair ties.
    for (const p of seeded.standings) expect(p.salvo.length, p.id).toBeGreaterThan(0);
    const apart = eventOf(EIGHT, [[
      { players: ["a", "b", "c", "d"], record: sheet(["a", 9, 0, 1], ["b", 5, 0, 2], ["c", 4, 0, 3], ["d", 0, 0, 4]) },
      { players: ["e", "f", "g", "h"], record: sheet(["e", 8, 0, 1], ["f", 6, 0, 2], ["g", 4, 0, 3], ["h", 1, 0, 4]) },
    ]]);
    expect(eventStandings(apart).standings.filter((p) => p.salvo.length > 0).map((p) => p.id).sort()).toEqual(["c", "g"]);
    const next = cli(["event", "next", "/e.json"], { "/e.json": JSON.stringify(apart) });
    expect(next.out).toMatch(/^1 +a +9 +1 +-$/m);
    expect(next.out).toMatch(/^4 +b +5 +2 +-$/m);
    expect(next.out).toMatch(/^[56] +c +4 +3 +[0-9]+$/m);
  });
});

describe("a tie that blocks the pairing names its tables in order", () => {
  it("whatever order the event file lists the tied players in", () => {
    // zoe, bob and cat take second place on 2: seeds 3 to 5, at tables 1 and 2 of round 2.
    const players = ["zoe", "bob", "cat", "amy", "dan", "eve", "fox", "gil"];
    const round1 = [
      { players: ["zoe", "amy", "dan", "eve"], record: sheet(["amy", 4, 0, 1], ["zoe", 2, 0, 2], ["dan", 0, 0, 3], ["eve", 0, 0, 3]) },
      { players: ["bob", "cat", "fox", "gil"], record: sheet(["fox", 4, 0, 1], ["bob", 2, 0, 2], ["cat", 2, 0, 2], ["gil", 0, 0, 4]) },
    ];
    const next = tryNextRound(eventOf(players, [round1], { rules: { salvoRolls: "atTable" } }));
    expect(next.ok ? "paired" : `${next.error.code}: ${next.error.message}`).toBe(
      "ERR_SALVO: expected a final salvo roll between zoe, bob, cat (tied after round 1: no final salvo roll entered for zoe, bob, cat), who would sit at tables 1 and 2; enter the rolls made at the table",
    );
  });
});

describe("property: a higher roll never ranks below a lower one among the same tie", () => {
  // One table whose players all score 0 and share first place: one tie; rolls of a die, so that
  // equal rolls and roll-offs of every length come up.
  const players = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];
  const die = fc.integer({ min: 1, max: 6 });
  const arbitrary = fc.integer({ min: 2, max: 8 }).chain((n) =>
    fc.record({
      seated: fc.constant(players.slice(0, n)),
      rolls: fc.array(fc.option(fc.array(die, { minLength: 1, maxLength: 3 }), { freq: 6 }), { minLength: n, maxLength: n }),
      mode: fc.constantFrom("atTable" as const, "seeded" as const),
    }),
  );
  /** The first roll where a and b differ, both having rolled it: > 0 when a's is higher. */
  const firstDifference = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };

  it("holds for any rolls, entered for all the tied players or for some", () => {
    fc.assert(
      fc.property(arbitrary, ({ seated, rolls, mode }) => {
        const leader = { players: ["x", "y"], record: sheet(["x", 9, 0, 1], ["y", 9, 0, 1]) };
        const table = { players: seated, record: sheet(...seated.map((id) => [id, 0, 0, 1] as const)) };
        const salvos = seated.flatMap((player, i) => (rolls[i] === null ? [] : [{ round: 1, player, rolls: rolls[i]! }]));
        const s = eventStandings(eventOf(["x", "y", ...seated], [[leader, table]], { rules: { salvoRolls: mode }, salvos }));
        const rank = new Map(s.standings.map((p) => [p.id, p.rank]));
        // x and y, with more victory, are above the whole tie whatever its rolls.
        for (const id of seated) expect(rank.get(id)!).toBeGreaterThan(2);
        const entered = new Map(salvos.map((e) => [e.player, e.rolls]));
        if (entered.size < seated.length && (mode === "atTable" || entered.size > 0)) {
          // Someone has not rolled: nobody of the tie is placed yet.
          for (const id of seated) expect(rank.get(id)).toBe(3);
          return;
        }
        const made = new Map(s.standings.map((p) => [p.id, p.salvo]));
        for (const p of seated) {
          for (const q of seated) {
            const [rp, rq] = [made.get(p)!, made.get(q)!];
            if (firstDifference(rp, rq) > 0) expect(rank.get(p)!, `${p} ${rp} vs ${q} ${rq}`).toBeLessThanOrEqual(rank.get(q)!);
            if (rp[0]! > rq[0]!) expect(rank.get(p)!, `${p} ${rp} vs ${q} ${rq}`).toBeLessThan(rank.get(q)!);
          }
        }
      }),
      { numRuns: RUNS(500) },
    );
  });
});
