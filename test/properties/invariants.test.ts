import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ledgerOf, apply, history, replay, start, stateAt, tryApply, tryReplay, undo, creditFor,
  type AcesHighEvent, type AcesHighReason, type AcesHighState, type AcesHighRecord,
} from "../../src/modes/aces-high/index.js";
import { balancesOf } from "../../src/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { GAMES, PREFIX_GAMES } from "./games.js";
import { RUNS } from "./setup.js";

const records = arbitraries.acesHighRecord(GAMES);
const REASONS: AcesHighReason[] = ["firstDamage", "kill", "bountyClaimed", "bountySurrendered", "killBounty", "bountyForfeited", "destructionPenalty", "fleePenalty", "bountyPenalty", "bountyLost", "endConversion"];

function fold(record: AcesHighRecord): AcesHighState[] {
  const states = [start(record.setup)];
  for (const e of record.events) states.push(apply(states[states.length - 1]!, e));
  return states;
}

describe("Aces High invariants on random legal games", () => {
  it("generated records are legal: they replay without error", () => {
    fc.assert(fc.property(records, (record) => {
      const r = tryReplay(record);
      if (!r.ok) throw new Error(`${r.error.code} at ${r.error.event}: ${r.error.message}`);
    }), { numRuns: RUNS(2000) });
  });

  it("1. replay equals folding apply, for every prefix", () => {
    // Every prefix costs a replay: shorter games than the others, fewer of them.
    fc.assert(fc.property(arbitraries.acesHighRecord(PREFIX_GAMES), (record) => {
      const folded = fold(record);
      for (let n = 0; n <= record.events.length; n++) expect(stateAt(record, n)).toEqual(folded[n]);
    }), { numRuns: RUNS(400) });
  });

  it("2. determinism: same record, same state and ledger; a JSON round trip changes nothing", () => {
    fc.assert(fc.property(records, (record) => {
      const a = replay(record);
      expect(replay(record)).toEqual(a);
      expect(replay(JSON.parse(JSON.stringify(record)))).toEqual(a);
      expect(replay(JSON.stringify(record))).toEqual(a);
    }), { numRuns: RUNS(1000) });
  });

  it("3. ledger: balances equal the sums of entries; entries name real events and reasons", () => {
    fc.assert(fc.property(records, (record) => {
      const state = replay(record);
      const ledger = ledgerOf(state);
      const sums = balancesOf(ledger);
      const running = new Map<string, number>();
      for (const e of ledger) {
        expect(e.event).toBeGreaterThanOrEqual(0);
        expect(e.event).toBeLessThan(record.events.length);
        expect(REASONS).toContain(e.reason);
        const key = `${e.player}/${e.account}`;
        const balance = (running.get(key) ?? 0) + e.delta;
        expect(e.balance).toBe(balance);
        running.set(key, balance);
      }
      for (const p of state.players) {
        expect(sums.get(p.id)?.get("victory") ?? 0).toBe(p.victory);
        expect(sums.get(p.id)?.get("bounty") ?? 0).toBe(p.bounty);
      }
    }), { numRuns: RUNS(1000) });
  });

  it("4. bounty is never negative; a removed ship holds none, whatever its devices earn; after the end nobody holds any", () => {
    const removed = (status: string) => status === "destroyed" || status === "fled";
    fc.assert(fc.property(records, (record) => {
      let before: AcesHighState | undefined;
      for (const state of history(record)) {
        for (const p of state.players) {
          expect(p.bounty).toBeGreaterThanOrEqual(0);
          const was = before?.players.find((q) => q.id === p.id);
          // "In case of destruction: they lose all bounty"; what a removed ship earns after is lost at once (ruling bounty-while-removed).
          if (removed(p.status)) expect(p.bounty).toBe(0);
          if (state.over) expect(p.bounty).toBe(0);
        }
        before = state;
      }
    }), { numRuns: RUNS(300) });
  });

  it("5. victory is never negative by default; with allowNegativeVictory nothing is clamped", () => {
    fc.assert(fc.property(arbitraries.acesHighRecord({ ...GAMES, rules: fc.constantFrom({}, { allowNegativeVictory: false }) }), (record) => {
      for (const e of ledgerOf(replay(record))) expect(e.account === "victory" ? e.balance : 0).toBeGreaterThanOrEqual(0);
    }), { numRuns: RUNS(1000) });
    fc.assert(fc.property(arbitraries.acesHighRecord({ ...GAMES, rules: fc.constant({ allowNegativeVictory: true }) }), (record) => {
      const state = replay(record);
      for (const e of ledgerOf(state)) {
        expect(e.explanation).not.toContain("clamped");
        if (e.reason === "destructionPenalty" || e.reason === "fleePenalty") expect(e.delta).toBe(-1);
      }
    }), { numRuns: RUNS(1000) });
  });

  it("6. conservation of bounty: +1 per credited kill; gone only to a killer, at a loss, or at the end", () => {
    fc.assert(fc.property(records, (record) => {
      const ledger = ledgerOf(replay(record));
      for (const e of ledger.filter((x) => x.account === "bounty")) {
        if (e.delta > 0) expect(e.reason).toBe("killBounty");
        else expect(["bountySurrendered", "bountyLost", "bountyForfeited", "endConversion"]).toContain(e.reason);
        if (e.reason === "killBounty") expect(e.delta).toBe(1);
      }
      const kills = ledger.filter((e) => e.reason === "kill").length;
      expect(ledger.filter((e) => e.reason === "killBounty").length).toBe(kills);
      // Surrendered bounty reappears as the killer's victory at the same event.
      const byEvent = (reason: AcesHighReason) => ledger.filter((e) => e.reason === reason).map((e) => `${e.event}:${Math.abs(e.delta)}`).sort();
      expect(byEvent("bountySurrendered")).toEqual(byEvent("bountyClaimed"));
      expect(ledger.filter((e) => e.reason === "bountyForfeited").every((e) => e.delta === -1)).toBe(true);
    }), { numRuns: RUNS(2000) });
  });

  it("9. a rejected event leaves the state as it was; the record without it replays the same", () => {
    fc.assert(fc.property(records.chain((record) => fc.tuple(fc.constant(record), fc.nat(record.events.length))).chain(([record, at]) => {
      const state = stateAt(record, at);
      return fc.tuple(fc.constant(record), fc.constant(at), arbitraries.acesHighInvalidEvent(state));
    }), ([record, at, invalid]) => {
      const before = stateAt(record, at);
      const snapshot = structuredClone(before);
      const result = tryApply(before, invalid.event);
      expect(result.ok ? "accepted" : result.error.code).toBe(invalid.code);
      expect(result.ok ? -1 : result.error.event).toBe(at);
      expect(before).toEqual(snapshot);
      const withBad = { ...record, events: [...record.events.slice(0, at), invalid.event as AcesHighEvent, ...record.events.slice(at)] };
      const replayed = tryReplay(withBad);
      expect(replayed.ok ? "accepted" : [replayed.error.code, replayed.error.event]).toEqual([invalid.code, at]);
      const without = { ...withBad, events: withBad.events.filter((_, i) => i !== at) };
      expect(replay(without)).toEqual(replay(record));
    }), { numRuns: RUNS(1000) });
  });

  it("10. undo(n) equals replay of the first n-1 events", () => {
    fc.assert(fc.property(records.filter((r) => r.events.length > 0).chain((r) => fc.tuple(fc.constant(r), fc.integer({ min: 1, max: r.events.length }))), ([record, n]) => {
      expect(undo(record, n)).toEqual(replay({ ...record, events: record.events.slice(0, n - 1) }));
    }), { numRuns: RUNS(1000) });
  });

  it("11. self-inflicted damage never scores; nobody scores from damage to itself", () => {
    fc.assert(fc.property(records, (record) => {
      const state = replay(record);
      const ledger = ledgerOf(state);
      const scoring: AcesHighReason[] = ["firstDamage", "kill", "bountyClaimed", "killBounty"];
      for (const entry of ledger) {
        const e = record.events[entry.event]!;
        if (e.type === "damaged") {
          expect(entry.reason).toBe("firstDamage");
          expect(entry.player).not.toBe(e.target);
          expect(creditFor(e.source, e.target, state.rules.creditedSources, state.rules.movedOntoOwnDevice)).toBe(entry.player);
        }
        if (e.type === "destroyed" && scoring.includes(entry.reason) && entry.reason !== "killBounty") {
          expect(e.targets.length === 1 ? e.targets[0] : null).not.toBe(entry.player);
        }
      }
      for (let i = 0; i < record.events.length; i++) {
        const e = record.events[i]!;
        if (e.type !== "damaged") continue;
        const s = e.source;
        const self = s.kind === "consoleFire" || s.kind === "damageCard" || s.kind === "hazard" || ("by" in s && s.by === e.target);
        if (self) expect(ledger.filter((x) => x.event === i)).toEqual([]);
      }
    }), { numRuns: RUNS(2000) });
  });

  it("the generator covers every event type, source kind and ending", () => {
    const seen = new Set<string>();
    fc.assert(fc.property(records, (record) => {
      for (const e of record.events) {
        seen.add(e.type);
        if (e.type === "damaged") seen.add(`source:${e.source.kind}`);
        if (e.type === "destroyed" && e.targets.length > 1) seen.add("multi-destroyed");
        if (e.type === "saved") seen.add(`saved:${e.from}`);
      }
      const state = replay(record);
      if (state.over) seen.add(state.timeCalled ? "ended:time" : "ended:limit");
      const killerAlsoDestroyed = (x: { event: number; player: string }) => {
        const e = record.events[x.event];
        return e?.type === "destroyed" && e.targets.includes(x.player);
      };
      if (ledgerOf(state).some((x) => x.reason === "kill" && killerAlsoDestroyed(x))) seen.add("self-bomb-or-mutual");
    }), { numRuns: 1000, seed: 42 });
    for (const expected of ["roundStarted", "roundEnded", "damaged", "repaired", "destroyed", "fled", "saved", "respawned", "timeCalled", "multi-destroyed", "saved:flee", "saved:destruction", "ended:time", "ended:limit", "self-bomb-or-mutual",
      "source:attack", "source:ability", "source:device", "source:remote", "source:obstacle", "source:consoleFire", "source:damageCard", "source:hazard"]) {
      expect(seen, expected).toContain(expected);
    }
  });
});
