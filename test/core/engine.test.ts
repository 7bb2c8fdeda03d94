import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ledgerOf, acesHigh, history, replay, stateAt, undo, start, apply, type AcesHighEvent, type AcesHighState } from "../../src/modes/aces-high/index.js";
import { balancesOf, LEDGER_PAGE, ledgerEntries, parseRecord, RuleViolationError } from "../../src/index.js";
import { longGame } from "../../bench/synthetic.js";

const demo = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "aces-high-demo.json"), "utf8"));

describe("core engine (through the Aces High ruleset)", () => {
  it("replay equals folding apply, and both are deeply frozen", () => {
    let state = start(demo.setup);
    for (const e of demo.events) state = apply(state, e as AcesHighEvent);
    const replayed = replay(demo);
    expect(replayed).toEqual(state);
    expect(Object.isFrozen(replayed.ledger) && Object.isFrozen(replayed.ledger.tail) && Object.isFrozen(ledgerEntries(replayed.ledger)[0]) && Object.isFrozen(replayed.players[2]!.charges)).toBe(true);
    expect(Object.isFrozen(state.players[1])).toBe(true);
  });

  it("apply never changes the state it is given and shares untouched parts", () => {
    const s0 = start(demo.setup);
    const s1 = apply(s0, { type: "roundStarted" });
    const s2 = apply(s1, { type: "damaged", target: "luke", amount: 1, source: { kind: "attack", by: "vader" } });
    expect(s1.players.find((p) => p.id === "luke")!.shieldsLost).toBe(0);
    expect(s2.players[1]).toBe(s1.players[1]); // soontir took no part
    expect(s2.eventCount).toBe(2);
  });

  it("stateAt, history and undo agree with replay of a prefix", () => {
    const states = history(demo);
    expect(states).toHaveLength(demo.events.length + 1);
    for (let n = 0; n <= demo.events.length; n++) {
      const prefix = { ...demo, events: demo.events.slice(0, n) };
      expect(stateAt(demo, n)).toEqual(replay(prefix));
      expect(states[n]).toEqual(replay(prefix));
      if (n >= 1) expect(undo(demo, n)).toEqual(replay({ ...demo, events: demo.events.slice(0, n - 1) }));
    }
    expect(undo(demo)).toEqual(stateAt(demo, demo.events.length - 1));
    expect(() => stateAt(demo, demo.events.length + 1)).toThrow(RuleViolationError);
  });

  it("on a long game, folding apply builds the same ledger as replay, and every state of history shares its full pages", () => {
    const long = longGame(3_000);
    const states = history(long);
    const last = states[long.events.length]!;
    expect(last).toEqual(replay(long));
    // Over LEDGER_PAGE^2 entries: the ledger of pages has pages of its own.
    expect(ledgerOf(last).length).toBeGreaterThan(LEDGER_PAGE * LEDGER_PAGE);
    expect(last.ledger.pages!.pages).not.toBeNull();
    const pagesOf = (s: AcesHighState) => (s.ledger.pages === null ? [] : ledgerEntries(s.ledger.pages));
    const final = pagesOf(last);
    let copied = 0;
    for (const s of states) pagesOf(s).forEach((page, i) => void (copied += page === final[i] ? 0 : 1));
    expect(copied).toBe(0);
    for (const n of [0, 1, 64, 1_000, 2_345]) expect(states[n]).toEqual(stateAt(long, n));
  });

  it("replay reads JSON text and never mutates its input", () => {
    const copy = structuredClone(demo);
    expect(replay(JSON.stringify(demo))).toEqual(replay(demo));
    expect(demo).toEqual(copy);
  });

  it("throws RuleViolationError with code, event and a JSON form", () => {
    try {
      replay({ ...demo, events: [...demo.events, { type: "roundStarted" }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleViolationError);
      const v = e as RuleViolationError;
      expect(v.toJSON()).toEqual({ code: "ERR_GAME_OVER", event: demo.events.length, message: expect.stringMatching(/expected no more events/) });
      expect(v.message).toContain(`at event ${demo.events.length}`);
    }
  });

  it("the ledger balances equal the players' victory and bounty", () => {
    const state = replay(demo);
    const sums = balancesOf(ledgerOf(state));
    for (const p of state.players) {
      expect(sums.get(p.id)?.get("victory") ?? 0).toBe(p.victory);
      expect(sums.get(p.id)?.get("bounty") ?? 0).toBe(p.bounty);
    }
  });

  it("parseRecord checks the envelope only", () => {
    expect(parseRecord({ mode: "anything", setup: {}, events: [] }).ok).toBe(true);
    expect(acesHigh.tryReplay({ mode: "anything", setup: {}, events: [] }).ok).toBe(false);
  });
});
