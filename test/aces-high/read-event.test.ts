// The fast reading of an event (readEvent) must agree with the general path (snapshot, then checkEvent):
// it never accepts what checkEvent refuses, it gives the same data, and it takes every valid event.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { snapshot } from "../../src/core/snapshot.js";
import { checkEvent } from "../../src/modes/aces-high/events.js";
import { readEvent } from "../../src/modes/aces-high/read-event.js";
import { arbitraries } from "../../src/testing/index.js";

const none = () => {};
const runs = Number(process.env.FC_RUNS ?? 300);
const ids = ["a", "b", "c", "vader", "x".repeat(64), "x".repeat(65), ""];
const value = fc.oneof(
  fc.constantFrom(...ids),
  { arbitrary: fc.constantFrom(-1, 0, 1, 2, 1000, 1001, 1.5, -0, NaN, "1", null, undefined, true), weight: 3 },
  fc.constantFrom("attack", "ability", "device", "remote", "obstacle", "consoleFire", "damageCard", "hazard", "destruction", "flee", "edge", 3),
  fc.constantFrom(["a", "b"], ["a", "a"], ["a"], [], ["a", 1], Array(9).fill("a").map((x, i) => x + i), { kind: "attack", by: "a" }, { kind: "hazard", by: "a" }, { kind: "obstacle" }),
  fc.jsonValue({ maxDepth: 2 }),
);
const keys = fc.constantFrom("type", "target", "amount", "source", "targets", "order", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker", "kind", "by", "owner", "__proto__", "toString", "extra");

/** A valid event with one field (at the top or in `source`) replaced, added or left out. */
const mutated = (event: Record<string, unknown>) =>
  fc.tuple(fc.boolean(), fc.oneof({ arbitrary: keys, weight: 1 }, { arbitrary: fc.constantFrom(...Object.keys(event), ...Object.keys((event.source as object | undefined) ?? {})), weight: 3 }), fc.option(value, { nil: undefined }), fc.boolean()).map(([inSource, key, v, remove]) => {
    const copy: Record<string, unknown> = JSON.parse(JSON.stringify(event));
    const into = inSource && typeof copy.source === "object" && copy.source !== null ? (copy.source as Record<string, unknown>) : copy;
    if (remove) delete into[key];
    else Object.defineProperty(into, key, { value: v, enumerable: true, writable: true, configurable: true });
    return copy;
  });

const events = arbitraries.acesHighRecord({ minPlayers: 2, maxPlayers: 6, minEvents: 1 }).chain((record) =>
  fc.constantFrom(...(record.events as unknown as Record<string, unknown>[])),
);

/** The general path: the problem (or nothing) of a copy of `raw` and its check. */
function general(raw: unknown): string | undefined {
  const copied = snapshot(raw);
  if (!copied.ok) return copied.error.path + ": " + copied.error.message;
  return checkEvent(copied.value)?.message;
}

function agrees(raw: unknown): boolean {
  let handed: { read: unknown } | undefined;
  const fast = readEvent(raw, (read) => (handed = { read }));
  if (fast === undefined) {
    // What it read and handed on words the same problem as the event itself.
    expect(general(handed ? handed.read : raw)).toEqual(general(raw));
    return true;
  }
  const copied = snapshot(raw);
  expect(copied.ok).toBe(true);
  if (!copied.ok) return false;
  expect(checkEvent(copied.value)).toBeUndefined();
  expect(fast).toEqual(copied.value);
  return true;
}

describe("readEvent, the fast path of replay and apply", () => {
  it("takes every valid event of a game, as snapshot copies it", () => {
    fc.assert(fc.property(events, (event) => {
      const fast = readEvent(event, none);
      expect(fast).toBeDefined();
      expect(fast).toEqual(event);
      expect(fast).not.toBe(event);
    }), { numRuns: runs });
  });

  it("never accepts an event that checkEvent refuses, and copies what it accepts", () => {
    fc.assert(fc.property(events.chain(mutated), agrees), { numRuns: runs * 10 });
    fc.assert(fc.property(fc.anything(), agrees), { numRuns: runs });
  });

  it("agrees on every single-field change of every kind of event (exhaustive over a pool of values)", () => {
    const sources = [{ kind: "attack", by: "b" }, { kind: "ability", by: "a" }, { kind: "device", owner: "b" }, { kind: "device", owner: "b", movedBy: "c" }, { kind: "remote", owner: "b" }, { kind: "obstacle" }, { kind: "obstacle", owner: "b", movedBy: "c" }, { kind: "consoleFire" }, { kind: "damageCard" }, { kind: "hazard" }];
    const templates: Record<string, unknown>[] = [
      ...sources.map((source) => ({ type: "damaged", target: "a", amount: 2, source })),
      { type: "roundStarted" }, { type: "roundStarted", order: ["b", "a"] }, { type: "roundEnded" }, { type: "timeCalled" },
      { type: "repaired", target: "a", shields: 1 }, { type: "repaired", target: "a", hull: 1 }, { type: "repaired", target: "a", shields: 1, hull: 2 },
      { type: "destroyed", targets: ["a", "b"] }, { type: "fled", target: "a" }, { type: "fled", target: "a", movedBy: "b" },
      { type: "saved", target: "a", from: "destruction" }, { type: "saved", target: "a", from: "destruction", hullDamageAfter: 0 }, { type: "saved", target: "a", from: "flee" },
      { type: "respawned", target: "a", marker: 1 }, { type: "respawned", target: "a", marker: "edge" },
    ];
    const pool = [...ids, -1, 0, 1, 2, 4, 5, 1000, 1001, 1.5, -0, NaN, "1", null, undefined, true, "attack", "hazard", "obstacle", "destruction", "flee", "edge", "roundEnded", "damaged", ["a", "b"], ["a", "a"], ["a"], [], ["a", 1], { kind: "attack", by: "a" }, { kind: "hazard", by: "a" }, { kind: "obstacle" }, {}];
    const allKeys = ["type", "target", "amount", "source", "targets", "order", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker", "kind", "by", "owner", "extra"];
    let accepted = 0;
    for (const template of templates) {
      expect(readEvent(template, none)).toEqual(template);
      for (const inSource of template.source ? [false, true] : [false]) {
        for (const key of allKeys) {
          for (const v of [...pool, "remove"]) {
            const copy: Record<string, unknown> = JSON.parse(JSON.stringify(template));
            const into = inSource ? (copy.source as Record<string, unknown>) : copy;
            if (v === "remove") delete into[key];
            else into[key] = v;
            agrees(copy);
            if (readEvent(copy, none) !== undefined) accepted++;
          }
        }
      }
    }
    expect(accepted).toBeGreaterThan(500);
  });

  it("reads each value of a malformed event once: the general path words the problem from what was read", () => {
    let reads = 0;
    const event = { type: "damaged", target: "a", amount: 1, source: { kind: "attack" } as Record<string, unknown> };
    Object.defineProperty(event.source, "by", { enumerable: true, get: () => (reads++ === 0 ? "a" : "b") });
    let handed: unknown;
    expect(readEvent(event, (read) => (handed = read))).toBeUndefined();
    expect(reads).toBe(1);
    expect(general(handed)).toBe("expected event.source.by to be another ship than event.target");
    expect(reads).toBe(1);
    const throwing = { type: "fled" } as Record<string, unknown>;
    Object.defineProperty(throwing, "target", { enumerable: true, get: () => { reads++; throw new Error("boom"); } });
    expect(readEvent(throwing, (read) => (handed = read))).toBeUndefined();
    expect(general(handed)).toBe(".target: expected {path} to be readable data: reading it threw");
    expect(reads).toBe(2);
    // A key the event's type does not have, a getter: read once, when the event is handed on.
    const stray = { type: "fled", target: "a" } as Record<string, unknown>;
    Object.defineProperty(stray, "amount", { enumerable: true, get: () => reads++ });
    expect(readEvent(stray, (read) => (handed = read))).toBeUndefined();
    expect(general(handed)).toBe('unexpected field "amount" in {path}; expected type, target, movedBy'.replace("{path}", "event"));
    expect(reads).toBe(3);
  });

  it("passes on a polluted Object.prototype and on inherited keys", () => {
    const event = { type: "damaged", target: "a", amount: 1, source: { kind: "hazard" } };
    expect(readEvent(event, none)).toEqual(event);
    // An object of another prototype is left to the general path, unread.
    let handed = false;
    expect(readEvent(Object.assign(Object.create({ extra: 1 }), event), () => (handed = true))).toBeUndefined();
    expect(handed).toBe(false);
    (Object.prototype as Record<string, unknown>).movedBy = "b";
    try {
      expect(readEvent({ type: "fled", target: "a" }, none)).toBeUndefined();
    } finally {
      delete (Object.prototype as Record<string, unknown>).movedBy;
    }
  });
});
