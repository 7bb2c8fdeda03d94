import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { asteroidShot, collisionDamage, gravityCannon, MISSION_CARDS, parseSetup, racer, replay, scoreboard, SPACE_RACE_RULINGS, tryReplay, tryStart, turnOrder } from "../../src/modes/space-race/index.js";
import { run, type Io } from "../../src/cli/run.js";

const dir = join(import.meta.dirname, "..", "fixtures", "space-race");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

describe("Space Race fixtures (space-race.txt)", () => {
  it.each(fixtures.map((f) => [f.name, f]))("%s", (_name, f) => {
    expect(f.source).toMatch(/space-race\.txt/);
    const result = tryReplay(f.record);
    if (f.expect.error) {
      const { says, ...error } = f.expect.error;
      expect(result.ok ? "accepted" : { code: result.error.code, event: result.error.event }).toEqual(error);
      if (says !== undefined && !result.ok) expect(result.error.message).toContain(says);
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
    for (const [event, net] of Object.entries(f.expect.deltas ?? {})) {
      const got: Record<string, Record<string, number>> = {};
      for (const e of board.ledger.filter((l) => l.event === Number(event))) ((got[e.player] ??= {})[e.account] = (got[e.player]?.[e.account] ?? 0) + e.delta);
      expect(got, `deltas of event ${event}`).toEqual(net);
    }
    for (const [event, reasons] of Object.entries(f.expect.ledgerReasons ?? {})) {
      expect(board.ledger.filter((l) => l.event === Number(event)).map((l) => l.reason), `reasons of event ${event}`).toEqual(reasons);
    }
    for (const [id, fields] of Object.entries(f.expect.standings ?? {})) {
      const line = board.players.find((s) => s.id === id) as unknown as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(fields as object).map((k) => [k, line[k]])), id).toEqual(fields);
    }
  });

  it("every ruling has a fixture", () => {
    const covered = new Set(fixtures.flatMap((f) => f.rulings ?? []));
    const untested = ["collision-in-another-turn", "end-of-turn-effects"]; // covered by the unit tests below, or not modelled
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
    const r = (id: string, card: number, extra: object = {}) => ({ id, card, ship: "t65xwing", initiative: ((card - 1) % 3) + 1, points: 20, hull: 4, shields: 2, ...extra });
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
    // The seed's slots and the cloak ban hold with printed values as given, too.
    const asGiven = { rules: { printedStats: "asGiven" } };
    expect(tryStart({ players: [r("a", 1, { hull: 3, initiative: 4 }), r("b", 2)], ...asGiven }).ok).toBe(true);
    for (const upgrades of [{ talent: ["a", "b", "c"] }, { astromech: ["r2d2"] }, { illicit: ["cloakingdevice"] }]) {
      const s = tryStart({ players: [r("a", 1, { upgrades }), r("b", 2)], ...asGiven });
      expect(s.ok ? "accepted" : s.error.code, JSON.stringify(upgrades)).toBe("ERR_INVALID_SETUP");
    }
    // With the 2.0 Legacy printed values: a weapon slot the ship does not have; two torpedoes where the X-wing has one.
    for (const upgrades of [{ cannon: ["ioncannon"] }, { torpedo: ["a", "b"] }]) {
      const s = tryStart({ players: [r("a", 1, { upgrades }), r("b", 2)], rules: { printedStats: "legacy" } });
      expect(s.ok ? "accepted" : s.error.message, JSON.stringify(upgrades)).toMatch(/weapon-slots/);
    }
    // The checked setup keeps pilot and upgrades; slot names are the app's strings (a null-prototype object).
    const proto = tryStart({ players: [r("a", 1, { pilot: "cavernangelszealot", upgrades: JSON.parse('{"__proto__":["x"]}') }), r("b", 2)], rules: { printedStats: "legacy" } });
    expect(proto.ok ? "accepted" : proto.error.message).toMatch(/"__proto__" slot is lost/);
    const s2 = tryStart({ players: [r("a", 3, { pilot: "redsquadronveteran", hull: 5, upgrades: JSON.parse('{"modification":["hullupgrade"]}') }), r("b", 2)] });
    expect(s2.ok).toBe(true);
    const checked = parseSetup({ players: [r("a", 3, { pilot: "redsquadronveteran", hull: 5, upgrades: JSON.parse('{"modification":["hullupgrade"]}') }), r("b", 2)] });
    expect(checked.ok && Object.getPrototypeOf(checked.value.players[0]!.upgrades)).toBe(null);
    expect(checked.ok && checked.value.players[0]!.pilot).toBe("redsquadronveteran");
  });

  it("a wrecked ship leaves the race: its turns are skipped", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 2, points: 12, hull: 3, shields: 0 },
      { id: "c", card: 3, ship: "rz1awing", initiative: 1, points: 15, hull: 2, shields: 2 },
    ];
    const events = [
      { type: "roundStarted" },
      { type: "turnStarted", player: "a" },
      { type: "damaged", target: "b", amount: 2 },
      { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 },
      { type: "turnEnded", player: "a" },
      { type: "turnStarted", player: "c" },
      { type: "turnEnded", player: "c" },
      { type: "roundEnded" },
    ];
    const state = replay({ mode: "space-race", setup: { players }, events });
    expect(racer(state, "b")!.wrecked).toBe(true);
    const shootWreck = tryReplay({ mode: "space-race", setup: { players }, events: [...events, { type: "roundStarted" }, { type: "turnStarted", player: "a" }, { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 }] });
    expect(shootWreck.ok ? null : shootWreck.error.code).toBe("ERR_NOT_IN_PLAY");
  });

  it("a racer destroyed in its own turn does nothing more, but its turn ends", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 2, points: 12, hull: 3, shields: 0 },
    ];
    const start = [{ type: "roundStarted" }, { type: "turnStarted", player: "a" }, { type: "damaged", target: "a", amount: 5 }, { type: "asteroidCollision", target: "a", damageRoll: "hit", recoilShield: true }];
    for (const act of [
      { type: "buoyActivated", player: "a", buoy: "red" },
      { type: "actionPerformed", player: "a", action: "focus", free: true },
      { type: "actionLost", player: "a", cause: "stress" },
      { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 },
      { type: "asteroidShot", by: "a", hits: 2, crits: 0, evades: 0 },
      { type: "asteroidCollision", target: "a", damageRoll: "blank", recoilShield: true },
      { type: "damaged", target: "a", amount: 1 },
    ]) {
      const r = tryReplay({ mode: "space-race", setup: { players }, events: [...start, act] });
      expect(r.ok ? "accepted" : `${r.error.code} ${r.error.event}`, act.type).toBe("ERR_NOT_IN_PLAY 4");
    }
    const state = replay({ mode: "space-race", setup: { players }, events: [...start, { type: "turnEnded" }, { type: "turnStarted", player: "b" }, { type: "turnEnded", player: "b" }, { type: "roundEnded" }] });
    expect(scoreboard(state).players.find((p) => p.id === "a")).toMatchObject({ destroyed: true, hullDamage: 4, shieldsLost: 2 });
  });

  it("turn steps: maneuver, then action, then shooting", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 2, points: 12, hull: 3, shields: 0 },
    ];
    const outcome = (...events: object[]) => {
      const r = tryReplay({ mode: "space-race", setup: { players }, events: [{ type: "roundStarted" }, { type: "turnStarted", player: "a" }, ...events] });
      return r.ok ? "accepted" : `${r.error.code} ${r.error.event}`;
    };
    const collide = (roll: string) => ({ type: "asteroidCollision", target: "a", damageRoll: roll, recoilShield: true });
    const act = (action: string, free?: true) => ({ type: "actionPerformed", player: "a", action, ...(free ? { free } : {}) });
    const lose = (cause: string) => ({ type: "actionLost", player: "a", cause });
    const shoot = { type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 };
    // The maneuver: collisions and lost actions, as many as happen, before the action.
    expect(outcome(collide("blank"), lose("bump"), collide("hit"), lose("stress"), shoot, { type: "turnEnded" })).toBe("accepted");
    expect(outcome(act("focus"), collide("blank"))).toBe("ERR_TURN_ORDER 3");
    expect(outcome(act("focus", true), lose("bump"))).toBe("ERR_TURN_ORDER 3");
    expect(outcome(shoot, lose("bump"))).toBe("ERR_TURN_ORDER 3");
    expect(outcome(shoot, act("evade", true))).toBe("ERR_TURN_ORDER 3");
    // A bonus attack after the attack, and the free action after the regular one; one attack a turn (ruling one-attack-per-turn).
    expect(outcome(act("barrelRoll"), act("focus", true), shoot, { ...shoot, bonus: true }, { type: "turnEnded", player: "a" })).toBe("accepted");
    expect(outcome(shoot, shoot)).toBe("ERR_ONE_ATTACK 3");
    expect(outcome({ ...shoot, bonus: true })).toBe("ERR_ONE_ATTACK 2");
    expect(outcome(lose("bump"), act("focus"))).toBe("ERR_ONE_ACTION 3");
    expect(outcome(lose("bump"), act("focus", true))).toBe("accepted");
    // turnEnded: only while a turn is open; player, when given, the one whose turn it is.
    expect(outcome({ type: "turnEnded" }, { type: "turnEnded" })).toBe("ERR_TURN_ORDER 3");
    expect(outcome({ type: "turnEnded", player: "b" })).toBe("ERR_TURN_ORDER 2");
    expect(outcome({ type: "turnEnded", player: "zz" })).toBe("ERR_UNKNOWN_PLAYER 2");
    // damaged.source as in Aces High: one of its kinds with its fields; every player it names is one of the race.
    const hit = (source: unknown) => ({ type: "damaged", target: "b", amount: 1, source });
    expect(outcome(hit({ kind: "device", owner: "a", movedBy: "a" }), hit({ kind: "hazard" }), hit({ kind: "attack", by: "a" }))).toBe("accepted");
    expect(outcome(hit({ kind: "asteroid" }))).toBe("ERR_INVALID_EVENT 2");
    expect(outcome(hit({ kind: "attack" }))).toBe("ERR_INVALID_EVENT 2");
    expect(outcome(hit({ kind: "hazard", by: "a" }))).toBe("ERR_INVALID_EVENT 2");
    expect(outcome(hit({ kind: "attack", by: "b" }))).toBe("ERR_INVALID_EVENT 2");
    expect(outcome(hit({ kind: "device", owner: "zz" }))).toBe("ERR_UNKNOWN_PLAYER 2");
    expect(outcome(hit({ kind: "obstacle", movedBy: "zz" }))).toBe("ERR_UNKNOWN_PLAYER 2");
    const lost = tryReplay({ mode: "space-race", setup: { players }, events: [{ type: "roundStarted" }, { type: "turnStarted", player: "a" }, lose("bump"), { type: "buoyActivated", player: "a", buoy: "red" }] });
    expect(lost.ok ? "" : lost.error.message).toMatch(/lost its action/);
  });

  it("another racer collides only after a push of the turn (ruling collisions-come-from-pushes)", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 2, points: 12, hull: 3, shields: 0 },
    ];
    const collision = { type: "asteroidCollision", target: "b", damageRoll: "blank", recoilShield: true };
    const outcome = (...events: object[]) => {
      const r = tryReplay({ mode: "space-race", setup: { players }, events: [{ type: "roundStarted" }, { type: "turnStarted", player: "a" }, ...events] });
      return r.ok ? "accepted" : `${r.error.code} ${r.error.event}`;
    };
    expect(outcome(collision)).toBe("ERR_TURN_ORDER 2");
    expect(outcome({ type: "asteroidShot", by: "a", hits: 1, crits: 0, evades: 0 }, collision)).toBe("ERR_TURN_ORDER 3");
    expect(outcome({ type: "gravityCannonHit", by: "a", target: "b", hits: 1, crits: 0 }, collision)).toBe("ERR_TURN_ORDER 3");
    expect(outcome({ type: "asteroidShot", by: "a", hits: 2, crits: 0, evades: 0 }, collision)).toBe("accepted");
    expect(outcome({ type: "asteroidShot", by: "a", hits: 0, crits: 1, evades: 0 }, collision)).toBe("accepted");
    expect(outcome({ type: "gravityCannonHit", by: "a", target: "b", hits: 0, crits: 1 }, collision)).toBe("accepted");
    // Between turns nothing moves; a push of an earlier turn is spent.
    expect(outcome({ type: "asteroidShot", by: "a", hits: 2, crits: 0, evades: 0 }, { type: "turnEnded" }, collision)).toBe("ERR_TURN_ORDER 4");
    expect(outcome({ type: "asteroidShot", by: "a", hits: 2, crits: 0, evades: 0 }, { type: "turnEnded" }, { type: "turnStarted", player: "b" }, { ...collision, target: "a" })).toBe("ERR_TURN_ORDER 5");
  });

  it("a collision in another racer's turn does not cost an action", () => {
    const players = [
      { id: "a", card: 1, ship: "t65xwing", initiative: 3, points: 20, hull: 4, shields: 2 },
      { id: "b", card: 2, ship: "tielnfighter", initiative: 2, points: 12, hull: 3, shields: 0 },
    ];
    const events = [
      { type: "roundStarted" },
      { type: "turnStarted", player: "a" },
      { type: "asteroidShot", by: "a", hits: 0, crits: 1, evades: 0 },
      { type: "asteroidCollision", target: "b", damageRoll: "hit", recoilShield: true },
      { type: "turnEnded", player: "a" },
      { type: "turnStarted", player: "b" },
      { type: "buoyActivated", player: "b", buoy: "yellow" },
    ];
    const state = replay({ mode: "space-race", setup: { players }, events });
    expect(racer(state, "b")).toMatchObject({ hullDamage: 1, buoysDone: 1 });
  });

  it("the text report of a race with no racer left says there is no winner, and why", () => {
    const f = fixtures.find((x) => x.name === "no-racer-left-ends-the-race");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "race.json"], io)).toBe(0);
    const text = out.join("\n");
    expect(text).toContain("race over");
    expect(text).toContain("No winner: every racer was destroyed (ruling no-racer-left).");
  });

  it("CLI --json prints the race scoreboard", () => {
    const f = fixtures.find((x) => x.name === "gravity-cannon-outcomes");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "race.json", "--json"], io)).toBe(0);
    const json = JSON.parse(out.join(""));
    expect(Object.keys(json)).toEqual(["mode", "over", "round", "turnOrder", "players", "winners", "pushes", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "buoysDone", "nextBuoy", "finishedRound", "points", "hull", "shields", "shieldsLost", "hullDamage", "destroyed"]);
    expect(json.players.find((p: { id: string }) => p.id === "b")).toMatchObject({ hull: 3, shields: 0, shieldsLost: 0, hullDamage: 2, destroyed: false });
  });

  it("the rulings table of docs/space-race.md lists every ruling as the data has it", () => {
    const page = readFileSync(join(import.meta.dirname, "..", "..", "docs", "space-race.md"), "utf8");
    const rows = page.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.map((l) => l.split("`")[1])).toEqual(SPACE_RACE_RULINGS.map((r) => r.id));
    for (const r of SPACE_RACE_RULINGS) {
      const row = rows.find((l) => l.startsWith(`| \`${r.id}\``))!;
      const cells = row.split(" | ").map((c) => c.trim());
      expect(cells.slice(1, 3), r.id).toEqual([r.question, r.default]);
      expect(row, r.id).toContain(r.option ?? "none");
    }
  });
});
