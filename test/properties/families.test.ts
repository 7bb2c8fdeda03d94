import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerOf, player, replay, type AcesHighEvent } from "../../src/modes/aces-high/index.js";
import { RUNS } from "./setup.js";

const fodder = (id: string, order: number) => ({ id, order, ship: { hull: 2, shields: 0 } });

/** Rounds in which `killer` destroys `victim` once each, with the respawn after: `killer` gains 1 bounty per round. */
function bountyRounds(killer: string, victim: string, times: number): AcesHighEvent[] {
  const events: AcesHighEvent[] = [];
  for (let i = 0; i < times; i++) {
    events.push(
      { type: "roundStarted" },
      { type: "damaged", target: victim, amount: 2, source: { kind: "attack", by: killer } },
      { type: "destroyed", targets: [victim] },
      { type: "roundEnded" },
      { type: "respawned", target: victim, marker: 1 },
    );
  }
  return events;
}

function netAt(ledger: readonly { event: number; player: string; account: string; delta: number }[], event: number, id: string, account: string) {
  return ledger.filter((e) => e.event === event && e.player === id && e.account === account).reduce((s, e) => s + e.delta, 0);
}

describe("scoring families from the F.A.Q.", () => {
  it("7. mutual kill: first killer gains 2 + b2, second gains 2 + b1 + 1, both end with 0 bounty", () => {
    fc.assert(fc.property(fc.nat(4), fc.nat(4), fc.boolean(), fc.boolean(), (b1, b2, aFirst, listAFirst) => {
      const [first, second] = aFirst ? ["a", "b"] : ["b", "a"];
      const bFirst = aFirst ? b1 : b2; // bounty of the first killer
      const bSecond = aFirst ? b2 : b1;
      const events: AcesHighEvent[] = [
        ...bountyRounds("a", "f", b1),
        ...bountyRounds("b", "f", b2),
        { type: "roundStarted" },
        { type: "damaged", target: second, amount: 3, source: { kind: "attack", by: first } },
        { type: "damaged", target: first, amount: 3, source: { kind: "attack", by: second } },
        { type: "destroyed", targets: listAFirst ? ["a", "b"] : ["b", "a"] },
      ];
      const record = { mode: "aces-high", setup: { players: [{ id: "a", order: 1, ship: { hull: 3, shields: 0 } }, { id: "b", order: 2, ship: { hull: 3, shields: 0 } }, fodder("f", 3)], rules: { victoryLimit: null } }, events };
      const state = replay(record);
      const last = events.length - 1;
      expect(netAt(ledgerOf(state), last, first, "victory")).toBe(2 + bSecond);
      expect(netAt(ledgerOf(state), last, second, "victory")).toBe(2 + bFirst + 1);
      expect(player(state, "a")!.bounty).toBe(0);
      expect(player(state, "b")!.bounty).toBe(0);
    }), { numRuns: RUNS(1000) });
  });

  it("8. self-bomb: owner with bounty b and n enemies changes by 2n - 1 - (b + n), ends with 0 bounty", () => {
    fc.assert(fc.property(fc.nat(4), fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.nat(), (b, n, negativeAllowed, shuffleSeed) => {
      const enemies = Array.from({ length: n }, (_, i) => `e${i + 1}`);
      const targets = ["owner", ...enemies];
      const k = shuffleSeed % targets.length;
      const listed = [...targets.slice(k), ...targets.slice(0, k)];
      const events: AcesHighEvent[] = [
        ...bountyRounds("owner", "f", b),
        { type: "roundStarted" },
        ...enemies.map((id): AcesHighEvent => ({ type: "damaged", target: id, amount: 2, source: { kind: "device", owner: "owner" } })),
        { type: "damaged", target: "owner", amount: 2, source: { kind: "device", owner: "owner" } },
        { type: "destroyed", targets: listed },
      ];
      const players = [fodder("owner", 1), fodder("f", 2), ...enemies.map((id, i) => fodder(id, i + 3))];
      const record = { mode: "aces-high", setup: { players, rules: { victoryLimit: null, allowNegativeVictory: negativeAllowed } }, events };
      const before = replay({ ...record, events: events.slice(0, -1) });
      const after = replay(record);
      const owner = (s: typeof after) => player(s, "owner")!;
      const change = 2 * n - 1 - (b + n);
      expect(owner(after).victory).toBe(negativeAllowed ? owner(before).victory + change : Math.max(0, owner(before).victory + change));
      expect(owner(after).bounty).toBe(0);
    }), { numRuns: RUNS(1000) });
  });
});
