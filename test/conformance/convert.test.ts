import { describe, expect, it } from "vitest";
import { convertFixture, type Fixture } from "../../scripts/kit/convert.js";
import type { ConformanceMode } from "../../src/conformance/index.js";

// scripts/kit/convert.ts: which expected fields of a fixture become checks of the kit, mode by mode.
const fixture = (mode: ConformanceMode, expect: Fixture["expect"]): Fixture => ({
  name: "a-fixture",
  source: "epic-battles-rules-reference.txt, Victory Counters",
  quote: "When a ship SCORES one or more, its owner takes those counters.",
  record: { mode, version: 1, setup: {}, events: [] },
  expect,
});

describe("scripts/kit/convert.ts: the ledger's expectations", () => {
  it("epic: deltas become ledgerNet checks of the accounts given, ledgerReasons checks by event", () => {
    const [kase] = convertFixture("epic", fixture("epic", { deltas: { "1": { anna: { victoryCounters: 2 } }, "3": { anna: { score: 5 }, ben: { casualties: 5 } }, "4": {} }, ledgerReasons: { "3": ["destroyedOrFled", "destroyedOrFled"], "4": [] } }));
    expect(kase!.expected).toEqual([
      { kind: "ledgerNet", event: 1, net: { anna: { victoryCounters: 2 } } },
      { kind: "ledgerNet", event: 3, net: { anna: { score: 5 }, ben: { casualties: 5 } } },
      { kind: "ledgerNet", event: 4, net: {} },
      { kind: "ledgerReasons", event: 3, reasons: ["destroyedOrFled", "destroyedOrFled"] },
      { kind: "ledgerReasons", event: 4, reasons: [] },
    ]);
  });

  it("epic: the ledger's expectations of a later step are that step's case's", () => {
    const cases = convertFixture("epic", fixture("epic", { over: false, then: { events: [{ type: "gameEnded" }], over: true, deltas: { "0": { anna: { score: 1 } } }, ledgerReasons: { "0": ["halfHealth"] } } }));
    expect(cases.map((c) => [c.name, c.expected])).toEqual([
      ["a-fixture", [{ kind: "equal", path: ["over"], value: false }]],
      ["a-fixture/2", [{ kind: "equal", path: ["over"], value: true }, { kind: "ledgerNet", event: 0, net: { anna: { score: 1 } } }, { kind: "ledgerReasons", event: 0, reasons: ["halfHealth"] }]],
    ]);
  });

  it("the other modes' ledger checks are as they were", () => {
    const deltas = { "2": { a: { victory: 1 } } };
    expect(convertFixture("aces-high", fixture("aces-high", { deltas, ledgerReasons: { "2": ["kill"] } }))[0]!.expected).toEqual([
      { kind: "ledgerNet", event: 2, net: { a: { victory: 1, bounty: 0 } } },
      { kind: "ledgerReasons", event: 2, reasons: ["kill"] },
    ]);
    expect(convertFixture("space-race", fixture("space-race", { deltas: { "2": { a: { buoys: 1 } } }, ledgerReasons: { "2": ["buoyActivated"] } }))[0]!.expected).toEqual([
      { kind: "ledgerNet", event: 2, net: { a: { buoys: 1 } } },
      { kind: "ledgerReasons", event: 2, reasons: ["buoyActivated"] },
    ]);
    expect(convertFixture("fireteam", fixture("fireteam", { ledgerReasons: { a: ["kill"] } }))[0]!.expected).toEqual([{ kind: "ledgerReasons", player: "a", reasons: ["kill"] }]);
    for (const mode of ["fireteam", "intergalactic-ace", "aces-high-event"] as const) {
      expect(() => convertFixture(mode, fixture(mode, { deltas: { "1": {} } })), mode).toThrow(/expect\.deltas is not a check the kit knows/);
    }
  });
});
