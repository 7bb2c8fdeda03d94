import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { asteroidShot, collisionDamage, gravityCannon, MISSION_CARDS, racer, replay, scoreboard, SPACE_RACE_RULINGS, tryReplay, tryStart, turnOrder } from "../../src/modes/space-race/index.js";
import { run, type Io } from "../../src/cli/run.js";

const dir = join(import.meta.dirname, "..", "fixtures", "space-race");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

describe("Space Race fixtures (space-race.txt)", () => {
  it.each(fixtures.map((f) => [f.name, f]))("%s", (_name, f) => {
    expect(f.source).toMatch(/space-race\.txt/);
    const result = tryReplay(f.record);
    if (f.expect.error) {
      expect(result.ok ? "accepted" : { code: result.error.code, event: result.error.event }).toEqual(f.expect.error);
      return;
    }
    if (!result.ok) throw new Error(`${result.error.code} at ${result.error.event}: ${result.error.message}`);
    const board = scoreboard(result.value);
    if (f.expect.over !== undefined) expect(board.over).toBe(f.expect.over);
    if (f.expect.winners !== undefined) expect(board.winners).toEqual(f.expect.winners);
    if (f.expect.turnOrder !== undefined) expect(board.turnOrder).toEqual(f.expect.turnOrder);
    if (f.expect.pushes !== undefined) expect(board.pushes).toEqual(f.expect.pushes);
    for (const [id, fields] of Object.entries(f.expect.players ?? {})) {
      const p = racer(result.value, id) as unknown as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(fields as object).map((k) => [k, p[k]])), id).toEqual(fields);
    }
  });

  it("every ruling has a fixture", () => {
    const covered = new Set(fixtures.flatMap((f) => f.rulings ?? []));
    const untested = ["wrecked-ships", "collision-in-another-turn", "end-of-turn-effects"]; // covered by the unit tests below, or not modelled
    for (const r of SPACE_RACE_RULINGS) expect(covered.has(r.id) || untested.includes(r.id), r.id).toBe(true);
  });
});

describe("Space Race rules", () => {
  it("the eight mission cards, row by row of the seed's table", () => {
    expect(MISSION_CARDS.map((c) => `${c.card} ${c.start.colour} ${c.start.edge}: ${c.buoys.join(" ")}`)).toEqual([
      "1 red short: red green yellow purple blue yellow",
      "2 yellow short: yellow blue red purple green red",
      "3 green short: green red blue purple yellow blue",
      "4 blue short: blue yellow green purple red green",
      "5 red long: red blue yellow purple green red",
      "6 yellow long: yellow green red purple blue yellow",
      "7 green long: green yellow blue purple red green",
      "8 blue long: blue red green purple yellow blue",
    ]);
  });

  it("gravity cannon: every hit/crit combination", () => {
    const table: [number, number, number, boolean][] = [];
    for (let hits = 0; hits <= 3; hits++) for (let crits = 0; crits <= 3; crits++) {
      const r = gravityCannon(hits, crits);
      table.push([hits, crits, r.damage, r.push]);
      expect(r.damage).toBe(hits + crits > 0 ? 1 : 0);
      expect(r.push).toBe(hits === 0 && crits > 0);
    }
    expect(table).toHaveLength(16);
  });

  it("asteroid push thresholds: a crit or two hits after the green die", () => {
    expect(asteroidShot(1, 0, 0).push).toBe(false);
    expect(asteroidShot(2, 0, 0)).toEqual({ push: true, why: "asteroidTwoHits" });
    expect(asteroidShot(2, 0, 1).push).toBe(false);
    expect(asteroidShot(3, 0, 1)).toEqual({ push: true, why: "asteroidTwoHits" });
    expect(asteroidShot(0, 1, 0)).toEqual({ push: true, why: "asteroidCrit" });
    expect(asteroidShot(0, 1, 1).push).toBe(false);
    expect(asteroidShot(1, 1, 1)).toEqual({ push: true, why: "asteroidCrit" });
  });

  it("recoil shield: a collision crit is one normal damage; blanks and focus deal none", () => {
    expect(["hit", "crit", "focus", "blank"].map((r) => collisionDamage(r as "hit"))).toEqual([1, 1, 0, 0]);
  });

  it("setup: cards once, allowed ships, 25 points, at most 8 racers, tiebreak for full ties", () => {
    const r = (id: string, card: number, extra: object = {}) => ({ id, card, ship: "t65xwing", initiative: card, points: 20, hull: 3, shields: 2, ...extra });
    expect(tryStart({ players: [r("a", 1), r("b", 2)] }).ok).toBe(true);
    const bad = [
      { players: [r("a", 1), r("b", 1)] },
      { players: [r("a", 1), r("b", 2, { ship: "yt2400lightfreighter" })] },
      { players: [r("a", 1), r("b", 2, { points: 26 })] },
      { players: Array.from({ length: 9 }, (_, i) => r(`p${i}`, (i % 8) + 1)) },
      { players: [r("a", 1, { initiative: 3 }), r("b", 2, { initiative: 3 })] },
    ];
    for (const setup of bad) expect(tryStart(setup).ok ? "accepted" : (tryStart(setup) as { error: { code: string } }).error.code).toBe("ERR_INVALID_SETUP");
    const tied = { players: [r("a", 1, { initiative: 3 }), r("b", 2, { initiative: 3 })], tiebreak: ["b", "a"] };
    const s = tryStart(tied);
    expect(s.ok && s.value.turnOrder).toEqual(["b", "a"]);
    expect(turnOrder({ players: [r("x", 1, { initiative: 2, points: 10 }), r("y", 2, { initiative: 2, points: 9 })] as never, tiebreak: [] })).toEqual(["y", "x"]);
  });

  it("a wrecked ship leaves the race: its turns are skipped", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 4, points: 20, hull: 3, shields: 0 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 3, points: 12, hull: 1, shields: 0 },
      { id: "c", card: 3, ship: "rz1awing", initiative: 2, points: 15, hull: 2, shields: 0 },
    ];
    const events = [
      { type: "roundStarted" },
      { type: "turnStarted", player: "a" },
      { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 },
      { type: "turnEnded", player: "a" },
      { type: "turnStarted", player: "c" },
      { type: "turnEnded", player: "c" },
      { type: "roundEnded" },
    ];
    const state = replay({ mode: "space-race", setup: { players }, events });
    expect(racer(state, "b")!.wrecked).toBe(true);
    const shootWreck = tryReplay({ mode: "space-race", setup: { players }, events: [...events.slice(0, 6), { type: "roundEnded" }, { type: "roundStarted" }, { type: "turnStarted", player: "a" }, { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 }] });
    expect(shootWreck.ok ? null : shootWreck.error.code).toBe("ERR_NOT_IN_PLAY");
  });

  it("a collision in another racer's turn does not cost an action", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 4, points: 20, hull: 3, shields: 0 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 3, points: 12, hull: 3, shields: 0 },
    ];
    const events = [
      { type: "roundStarted" },
      { type: "turnStarted", player: "a" },
      { type: "asteroidCollision", target: "b", damageRoll: "hit", recoilShield: true },
      { type: "turnEnded", player: "a" },
      { type: "turnStarted", player: "b" },
      { type: "buoyActivated", player: "b", buoy: "yellow" },
    ];
    const state = replay({ mode: "space-race", setup: { players }, events });
    expect(racer(state, "b")).toMatchObject({ hullDamage: 1, buoysDone: 1 });
  });

  it("CLI --json prints the race scoreboard", () => {
    const f = fixtures.find((x) => x.name === "gravity-cannon-outcomes");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "race.json", "--json"], io)).toBe(0);
    const json = JSON.parse(out.join(""));
    expect(Object.keys(json)).toEqual(["mode", "over", "round", "turnOrder", "players", "winners", "pushes", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "buoysDone", "nextBuoy", "finishedRound", "points"]);
  });
});
