import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EPIC_RULINGS, resolutionOrder, scoreboard, start, tryReplay, tryStart, type EpicScoreboard } from "../../src/modes/epic/index.js";
import { isDown, isFullHealth } from "../../src/modes/aces-high/index.js";
import * as health from "../../src/modes/x-wing/health.js";
import { run, type Io } from "../../src/cli/run.js";
import { catalog as legacyCatalog } from "../../src/xws/builtin/legacy.js";
import { parseXws, shipsFromXws } from "../../src/xws/index.js";
import { docPage, expectRulingsListed } from "../helpers/docs.js";

const dir = join(import.meta.dirname, "..", "fixtures", "epic");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

interface Expect {
  error?: { code: string; event: number | null };
  players?: Record<string, Record<string, unknown>>;
  ships?: Record<string, Record<string, unknown>>;
  teams?: unknown[];
  markers?: unknown[];
  winners?: string[];
  over?: boolean;
  /** By event index: each player's net change by account (an account left out: 0). */
  deltas?: Record<string, Record<string, Record<string, number>>>;
  /** By event index: the reasons of its ledger entries, in order. */
  ledgerReasons?: Record<string, string[]>;
  then?: Expect & { events: unknown[] };
}

/** Net changes by player and account, without the zeros (an account or player left out is 0). */
function nonZero(net: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [player, accounts] of Object.entries(net)) {
    const kept = Object.fromEntries(Object.entries(accounts).filter(([, n]) => n !== 0));
    if (Object.keys(kept).length > 0) out[player] = kept;
  }
  return out;
}

function check(board: EpicScoreboard, want: Expect) {
  for (const [id, fields] of Object.entries(want.players ?? {})) {
    const p = board.players.find((x) => x.id === id) as unknown as Record<string, unknown>;
    expect(Object.fromEntries(Object.keys(fields).map((k) => [k, p[k]])), id).toEqual(fields);
  }
  for (const [id, fields] of Object.entries(want.ships ?? {})) {
    const s = board.ships.find((x) => x.id === id) as unknown as Record<string, unknown>;
    expect(Object.fromEntries(Object.keys(fields).map((k) => [k, s[k]])), id).toEqual(fields);
  }
  if (want.teams) expect(board.teams).toEqual(want.teams);
  if (want.markers) expect(board.markers).toEqual(want.markers);
  if (want.winners) expect(board.winners).toEqual(want.winners);
  if (want.over !== undefined) expect(board.over).toBe(want.over);
  for (const [event, byPlayer] of Object.entries(want.deltas ?? {})) {
    const net: Record<string, Record<string, number>> = {};
    for (const e of board.ledger.filter((x) => x.event === Number(event))) {
      const accounts = (net[e.player] ??= {});
      accounts[e.account] = (accounts[e.account] ?? 0) + e.delta;
    }
    expect(nonZero(net), `deltas at event ${event}`).toEqual(nonZero(byPlayer));
  }
  for (const [event, reasons] of Object.entries(want.ledgerReasons ?? {})) {
    expect(board.ledger.filter((x) => x.event === Number(event)).map((x) => x.reason), `ledger reasons at event ${event}`).toEqual(reasons);
  }
}

describe("Epic fixtures (epic-battles-rules-reference.txt)", () => {
  it.each(fixtures.map((f) => [f.name, f]))("%s", (_name, f) => {
    expect(f.source).toMatch(/^epic-battles-rules-reference\.txt, /);
    let events = f.record.events as unknown[];
    let want: Expect | undefined = f.expect;
    while (want) {
      const result = tryReplay({ ...f.record, events });
      if (want.error) {
        expect(result.ok ? "accepted" : { code: result.error.code, event: result.error.event }).toEqual(want.error);
        return;
      }
      if (!result.ok) throw new Error(`${result.error.code} at ${result.error.event}: ${result.error.message}`);
      check(scoreboard(result.value), want);
      if (!want.then) break;
      events = [...events, ...want.then.events];
      want = want.then;
    }
  });
});

describe("Epic rulings (src/modes/epic/rulings.ts)", () => {
  it("every ruling has a fixture, and every fixture names known rulings", () => {
    const covered = new Set(fixtures.flatMap((f) => (f.rulings ?? []) as string[]));
    for (const r of EPIC_RULINGS) expect(covered.has(r.id), r.id).toBe(true);
    for (const id of covered) expect(EPIC_RULINGS.map((r) => r.id), `unknown ruling ${id}`).toContain(id);
  });

  it("docs/epic.md lists every ruling with its default", () => expectRulingsListed(docPage("epic.md"), EPIC_RULINGS));
});

describe("Epic rules", () => {
  it("every Quick Build of several ships in the Legacy data is a legal Epic unit", () => {
    // "If a Quick Build contains multiple ships (such as a Wing Quick Build), score it as if it were a single ship."
    const builds = legacyCatalog.quickBuilds().filter((b) => b.pilots.length > 1);
    expect(builds.length).toBe(26);
    expect(builds.some((b) => b.threat === 2 && b.pilots.every((p) => p.id === "academypilot"))).toBe(true);
    expect(builds.some((b) => b.pilots.map((p) => p.id).join("+") === "ig88a+ig88d")).toBe(true);
    for (const [i, b] of builds.entries()) {
      const squad = parseXws({ faction: b.faction, pilots: b.pilots.map((p) => ({ id: p.id, upgrades: Object.fromEntries(p.upgrades) })) });
      if (!squad.ok) throw new Error(squad.error.message);
      const ships = shipsFromXws(squad.value, legacyCatalog);
      if (!ships.ok) throw new Error(ships.error.message);
      const unit = { id: `qb${i}`, threat: b.threat, ships: ships.value.map((s, j) => ({ id: `qb${i}-${j + 1}`, hull: s.hull, shields: s.shields })) };
      const setup = { scoring: "threat", players: [{ id: "a", order: 1, ships: [unit] }, { id: "b", order: 2, ships: [{ id: "b1", hull: 3, shields: 0, threat: 2 }] }] };
      const result = tryStart(setup);
      expect(result.ok ? "ok" : result.error.message, b.pilots.map((p) => p.id).join("+")).toBe("ok");
    }
  });

  it("a wing is one leader and two to five wingmates; other Quick Builds of several ships have no such limit", () => {
    const ships = (n: number) => Array.from({ length: n }, (_, j) => ({ id: `w${j + 1}`, hull: 3, shields: 0 }));
    const setup = (unit: object) => ({ scoring: "threat", players: [{ id: "a", order: 1, ships: [unit] }, { id: "b", order: 2, ships: [{ id: "b1", hull: 3, shields: 0, threat: 2 }] }] });
    const code = (unit: object) => {
      const r = tryStart(setup(unit));
      return r.ok ? "ok" : r.error.code;
    };
    expect([2, 3, 6, 7].map((n) => code({ id: "w", threat: 3, wing: true, ships: ships(n) }))).toEqual(["ERR_INVALID_SETUP", "ok", "ok", "ERR_INVALID_SETUP"]);
    expect([2, 3, 6, 7].map((n) => code({ id: "w", threat: 3, ships: ships(n) }))).toEqual(["ok", "ok", "ok", "ok"]);
    expect(code({ id: "w", threat: 3, ships: ships(1) })).toBe("ERR_INVALID_SETUP");
  });

  it("a team battle has two teams", () => {
    const player = (id: string, order: number) => ({ id, order, ships: [{ id: `${id}1`, hull: 3, shields: 0, points: 10 }] });
    const players = ["a", "b", "c"].map((id, i) => player(id, i + 1));
    const code = (teams: string[][]) => {
      const r = tryStart({ scoring: "points", teams, players });
      return r.ok ? "ok" : r.error.code;
    };
    expect(code([["a", "b"], ["c"]])).toBe("ok");
    expect(code([["a"], ["b"], ["c"]])).toBe("ERR_INVALID_SETUP");
    expect(code([["a", "b", "c"]])).toBe("ERR_INVALID_SETUP");
    expect(code([])).toBe("ERR_INVALID_SETUP");
  });

  it("a team's squadron limit is divided by its players, rounded down; a team of one fields all of it", () => {
    const player = (id: string, order: number, points: number) => ({ id, order, ships: [{ id: `${id}1`, hull: 3, shields: 0, points }] });
    const outcome = (limit: number, a: number, b: number, c: number, teams: string[][] | null = [["a"], ["b", "c"]]) => {
      const r = tryStart({ scoring: "points", ...(teams ? { teams } : {}), teamSquadronLimit: limit, players: [player("a", 1, a), player("b", 2, b), player("c", 3, c)] });
      return r.ok ? "ok" : r.error.message;
    };
    // 41 / 2 = 20.5, rounded down: 20 each for b and c; a, alone in its team, has all 41.
    expect(outcome(41, 41, 20, 20)).toBe("ok");
    expect(outcome(41, 42, 20, 20)).toBe("expected player a to field at most 41 squad points (the team's squadron limit 41 divided by its 1 players, rounded down), got 42");
    expect(outcome(41, 41, 20, 21)).toBe("expected player c to field at most 20 squad points (the team's squadron limit 41 divided by its 2 players, rounded down), got 21");
    // A limit for a team belongs to a Team Battle scenario.
    expect(outcome(41, 1, 1, 1, null)).toMatch(/^expected setup\.teams with setup\.teamSquadronLimit/);
  });

  it("the health logic is the one Aces High uses", () => {
    expect(isDown).toBe(health.isDown);
    expect(isFullHealth).toBe(health.isFullHealth);
    expect(health.isHalfHealth({ hull: 3, shields: 2, shieldsLost: 2, hullDamage: 1 })).toBe(true);
    expect(health.isHalfHealth({ hull: 3, shields: 2, shieldsLost: 2, hullDamage: 0 })).toBe(false);
  });

  it("player order: descending in a free-for-all, first player first otherwise", () => {
    const ship = (id: string) => ({ id, hull: 1, shields: 0, points: 1 });
    const ffa = start({ scoring: "points", players: [1, 2, 3].map((n) => ({ id: `p${n}`, order: n, ships: [ship(`s${n}`)] })) });
    expect(resolutionOrder(ffa)).toEqual(["p3", "p2", "p1"]);
    const h2h = start({ scoring: "points", players: [2, 1].map((n) => ({ id: `p${n}`, order: n, ships: [ship(`s${n}`)] })) });
    expect(resolutionOrder(h2h)).toEqual(["p1", "p2"]);
  });

  it("CLI --json prints the Epic scoreboard", () => {
    const f = fixtures.find((x) => x.name === "allied-ships-score-nothing-for-each-other");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "epic.json", "--json"], io)).toBe(0);
    const json = JSON.parse(out.join(""));
    expect(Object.keys(json)).toEqual(["mode", "over", "round", "players", "teams", "ships", "markers", "winners", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "score", "casualties", "victoryCounters", "total"]);
    expect(Object.keys(json.ships[0])).toEqual(["id", "player", "status", "health", "lost", "state"]);
    out.length = 0;
    expect(run(["score", "epic.json"], io)).toBe(0);
    expect(out.join("\n")).toContain("Winners: ben, dev");
  });
});
