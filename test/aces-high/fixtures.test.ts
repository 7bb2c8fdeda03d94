import { describe, expect, it } from "vitest";
import { ledgerOf, player, replay, scoreboard, start, apply, tryReplay, type AcesHighEvent, type AcesHighState } from "../../src/modes/aces-high/index.js";
import { RULINGS } from "../../src/modes/aces-high/rulings.js";
import { loadFixtures } from "../helpers/fixtures.js";

const fixtures = loadFixtures("aces-high");

function netDeltas(state: AcesHighState, event: number) {
  const out: Record<string, { victory: number; bounty: number }> = {};
  for (const e of ledgerOf(state)) {
    if (e.event !== event) continue;
    out[e.player] ??= { victory: 0, bounty: 0 };
    out[e.player]![e.account] += e.delta;
  }
  return out;
}

describe("Aces High fixtures (aces-high.txt rules, F.A.Q. and rulings)", () => {
  it.each(fixtures.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    expect(fixture.file).toBe(`${fixture.name}.json`);
    expect(fixture.source).toMatch(/\S/);
    const result = tryReplay(fixture.record);
    const { expect: want } = fixture;
    if (want.error) {
      expect(result.ok ? "replayed without error" : { code: result.error.code, event: result.error.event }).toEqual(want.error);
      return;
    }
    if (!result.ok) throw new Error(`unexpected ${result.error.code} at ${result.error.event}: ${result.error.message}`);
    const state = result.value;
    for (const [id, fields] of Object.entries(want.players ?? {})) {
      const p = player(state, id);
      expect(p, id).toBeDefined();
      const picked = Object.fromEntries(Object.keys(fields).map((k) => [k, (p as unknown as Record<string, unknown>)[k]]));
      expect(picked, id).toEqual(fields);
    }
    for (const [event, byPlayer] of Object.entries(want.deltas ?? {})) {
      const actual = netDeltas(state, Number(event));
      const ids = new Set([...Object.keys(actual), ...Object.keys(byPlayer)]);
      for (const id of ids) {
        const expected = { victory: byPlayer[id]?.victory ?? 0, bounty: byPlayer[id]?.bounty ?? 0 };
        expect(actual[id] ?? { victory: 0, bounty: 0 }, `event ${event}, ${id}`).toEqual(expected);
      }
    }
    for (const [event, reasons] of Object.entries(want.ledgerReasons ?? {})) {
      expect(ledgerOf(state).filter((e) => e.event === Number(event)).map((e) => e.reason)).toEqual(reasons);
    }
    const board = scoreboard(state);
    if (want.standings) expect(board.players.map((p) => [p.id, p.rank])).toEqual(want.standings);
    if (want.over !== undefined) expect(board.over).toBe(want.over);
    if (want.winners !== undefined) expect(board.winners).toEqual(want.winners);
  });

  it("replays every fixture the same way through apply (the immer path)", () => {
    for (const fixture of fixtures.filter((f) => !f.expect.error)) {
      let state = start(fixture.record.setup);
      for (const e of fixture.record.events) state = apply(state, e as AcesHighEvent);
      expect(state, fixture.name).toEqual(replay(fixture.record));
    }
  });

  it("has a fixture for every ruling", () => {
    const covered = new Set(fixtures.flatMap((f) => f.rulings ?? []));
    for (const ruling of RULINGS) expect(covered.has(ruling.id), ruling.id).toBe(true);
    for (const id of covered) expect(RULINGS.map((r) => r.id), `unknown ruling ${id}`).toContain(id);
  });
});
