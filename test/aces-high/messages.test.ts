import { expect, it } from "vitest";
import { apply, start, tryApply, tryReplay, tryStart } from "../../src/modes/aces-high/index.js";
import { SETUP } from "../helpers/records.js";
// Messages are part of the product: they tell a player what was expected. These pin them.
it("error messages say what was expected", () => {
  const s0 = start(SETUP);
  const s1 = apply(s0, { type: "roundStarted" });
  const down = apply(s1, { type: "damaged", target: "a", amount: 2, source: { kind: "attack", by: "b" } });
  const gone = apply(down, { type: "destroyed", targets: ["a"] });
  const between = apply(apply(gone, { type: "fled", target: "c" }), { type: "roundEnded" });
  const cases: [string, unknown, unknown][] = [
    ["s0", s0, { type: "boom" }], ["s0", s0, "x"], ["s0", s0, { type: "damaged", target: "a", amount: 1.5, source: { kind: "attack", by: "b" } }],
    ["s0", s0, { type: "damaged", target: "", amount: 1, source: { kind: "attack", by: "b" } }],
    ["s0", s0, { type: "damaged", target: "a", amount: 1, source: { kind: "device" } }],
    ["s0", s0, { type: "damaged", target: "a", amount: 1, source: null }],
    ["s0", s0, { type: "fled", target: "a", x: 1 }], ["s0", s0, { type: "repaired", target: "a" }],
    ["s0", s0, { type: "destroyed", targets: ["a", "a"] }], ["s0", s0, { type: "destroyed", targets: [] }],
    ["s0", s0, { type: "saved", target: "a", from: "flee", hullDamageAfter: 1 }],
    ["s0", s0, { type: "respawned", target: "a", marker: 5 }], ["s0", s0, { type: "roundStarted", order: ["a", "b"] }],
    ["s0", s0, { type: "roundStarted", order: "a" }], ["s0", s0, { type: "fled", target: "zed" }],
    ["s1", s1, { type: "roundStarted" }], ["s0", s0, { type: "roundEnded" }], ["down", down, { type: "roundEnded" }],
    ["down", down, { type: "fled", target: "a" }], ["s1", s1, { type: "destroyed", targets: ["a"] }],
    ["gone", gone, { type: "damaged", target: "a", amount: 1, source: { kind: "hazard" } }],
    ["gone", gone, { type: "damaged", target: "b", amount: 1, source: { kind: "attack", by: "a" } }],
    ["gone", gone, { type: "respawned", target: "a", marker: 1 }], ["s0", s0, { type: "respawned", target: "a", marker: 1 }],
    ["s1", s1, { type: "saved", target: "a", from: "flee" }], ["down", down, { type: "saved", target: "a", from: "destruction" }],
    ["s1", s1, { type: "damaged", target: "a", amount: 1, source: { kind: "attack", by: "a" } }],
    ["s0", s0, { type: "damaged", target: "a", amount: 1, source: { kind: "attack", by: "b" } }],
    ["between", between, { type: "roundStarted" }], ["between", between, { type: "respawned", target: "c", marker: 1 }],
  ];
  const eventMessages = [
  "expected event.type to be one of roundStarted, damaged, repaired, destroyed, fled, saved, respawned, roundEnded, timeCalled, got \"boom\"",
  "expected event to be an object, got \"x\"",
  "expected event.amount to be an integer from 1 to 1000, got 1.5",
  "expected event.target to be a player id, got \"\"",
  "expected event.source.owner to be a player id, got nothing",
  "expected event.source to be an object, got null",
  "unexpected field \"x\" in event; expected type, target, movedBy",
  "expected event.shields or event.hull (or both)",
  "expected event.targets to name each item once; \"a\" is repeated",
  "expected event.targets to be an array of 1 to 8 items, got an array of 0",
  "expected event.hullDamageAfter only with a save from destruction",
  "expected event.marker to be one of 1, 2, 3, 4, \"edge\", got 5",
  "expected event.order to list all 4 players once, got 2",
  "expected event.order to be an array of 2 to 8 items, got \"a\"",
  "expected a player of this game (a, b, c, tel), got \"zed\"; remotes and obstacles are not targets",
  "expected round 1 to end before another starts",
  "expected a round to be running; no round has started since the last ended",
  "expected every down ship to be destroyed or saved before you end the round; a is down",
  "expected a not to be down: a down ship can only be destroyed or saved",
  "expected a to be down (hull damage 0 of hull 2) to be destroyed",
  "expected a to be in play to be damaged, but it is destroyed",
  "expected a to be in play to attack, but it is destroyed",
  "expected respawn between rounds; round 1 is running",
  "expected a to be destroyed or fled to respawn, but it is active",
  "expected a to have a flee save charge left; it has none",
  "expected a to have a destruction save charge left; it has none",
  "expected event.source.by to be another ship than event.target",
  "expected a round to be running; no round has started since the last ended",
  "expected a to respawn before round 2 (player order)",
  "expected a to respawn before c (player order)"
];
  cases.forEach(([, s, e], i) => {
    const r = tryApply(s as never, e);
    expect(r.ok ? "accepted" : r.error.message, JSON.stringify(e)).toBe(eventMessages[i]);
  });
  const setupMessages = [
  "expected setup to be an object, got null",
  "expected setup.players to be an array of 2 to 8 items, got \"x\"",
  "expected setup.players[1].id to be a player id (1-64 letters, digits or _.:-, starting with a letter or digit), got \"-bad\"",
  "expected setup.rules.victoryLimit to be an integer from 1 to 1000, got 0",
  "expected setup.rules.allowNegativeVictory to be true or false, got \"yes\""
];
  for (const st of [null, { players: "x" }, { players: [SETUP.players[0], { ...SETUP.players[1], id: "-bad" }] }, { players: SETUP.players, rules: { victoryLimit: 0 } }, { players: SETUP.players, rules: { allowNegativeVictory: "yes" } }])
    {
    const r = tryStart(st);
    expect(r.ok ? "accepted" : r.error.message).toBe(setupMessages.shift());
  }
  const recordMessages = [
  "expected JSON text (Expected property name or '}' in JSON at position 1)",
  "expected a record object, got 5",
  "expected record.mode to be a mode name, got \"\"",
  "expected record.events to be an array, got an object",
  "expected record.setup, got nothing",
  "expected record.version to be a positive integer, got 0",
  "expected mode \"aces-high\", got \"x\"",
  "expected record version 1, got 2"
];
  for (const rec of ["{", 5, { mode: "", setup: {}, events: [] }, { mode: "aces-high", setup: {}, events: {} }, { mode: "aces-high", events: [] }, { mode: "aces-high", version: 0, setup: {}, events: [] }, { mode: "x", setup: {}, events: [] }, { mode: "aces-high", version: 2, setup: {}, events: [] }])
    {
    const r = tryReplay(rec);
    expect(r.ok ? "accepted" : r.error.message).toBe(recordMessages.shift());
  }
});
