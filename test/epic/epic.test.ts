import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolutionOrder, scoreboard, start, tryReplay, type EpicScoreboard } from "../../src/modes/epic/index.js";
import { isDown, isFullHealth } from "../../src/modes/aces-high/index.js";
import * as health from "../../src/modes/x-wing/health.js";
import { run, type Io } from "../../src/cli/run.js";

const dir = join(import.meta.dirname, "..", "fixtures", "epic");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

interface Expect {
  error?: { code: string; event: number | null };
  players?: Record<string, Record<string, unknown>>;
  ships?: Record<string, Record<string, unknown>>;
  teams?: unknown[];
  markers?: unknown[];
  winners?: string[];
  then?: Expect & { events: unknown[] };
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

describe("Epic rules", () => {
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
