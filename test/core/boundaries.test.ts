import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_ERROR_CODES, isRuleViolationError, parseRecord } from "../../src/index.js";
import { acesHigh, player } from "../../src/modes/aces-high/index.js";
import { epic } from "../../src/modes/epic/index.js";
import { fireteam } from "../../src/modes/fireteam/index.js";
import { intergalacticAce } from "../../src/modes/intergalactic-ace/index.js";
import { spaceRace } from "../../src/modes/space-race/index.js";

// What the engine is given stays the caller's: read once, into a copy the engine owns, never
// frozen or changed; a value that cannot be read as JSON is a typed error, never a raw throw.
const example = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", `${name}-demo.json`), "utf8"));
const fixture = (mode: string, name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", mode, `${name}.json`), "utf8")).record;

type AnyEngine = typeof acesHigh | typeof epic | typeof spaceRace | typeof fireteam | typeof intergalacticAce;
const ENGINES: [string, AnyEngine][] = [
  ["aces-high", acesHigh],
  ["epic", epic],
  ["space-race", spaceRace],
  ["fireteam", fireteam],
  ["intergalactic-ace", intergalacticAce],
];

/** Every object and array of `value` that is frozen, by path. */
function frozenParts(value: unknown, path = "record"): string[] {
  if (typeof value !== "object" || value === null) return [];
  const own = Object.isFrozen(value) ? [path] : [];
  return [...own, ...Object.entries(value).flatMap(([k, v]) => frozenParts(v, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`))];
}

const code = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "accepted" : result.error!.code);

describe("the engine never freezes or changes what it was given", () => {
  it("fireteam replay and start leave locations, weapon accuracy and melee of the caller's record writable", () => {
    const record = fixture("fireteam", "arm-damaged-minus-one-accuracy");
    const copy = structuredClone(record);
    fireteam.replay(record);
    fireteam.start(record.setup);
    fireteam.history(record);
    expect(frozenParts(record)).toEqual([]);
    expect(record).toEqual(copy);
    const unit = record.setup.players[0].units[0];
    unit.locations.head.gray = 9;
    unit.weapons[0].accuracy[0] = 5;
    expect(unit.locations.head.gray).toBe(9);
  });

  it("intergalactic-ace replay leaves decks.enemies[].drain of the caller's record writable", () => {
    const record = fixture("intergalactic-ace", "drain-on-engage");
    intergalacticAce.replay(record);
    intergalacticAce.start(record.setup);
    expect(frozenParts(record)).toEqual([]);
    const drained = record.setup.decks.enemies.find((e: { drain?: unknown }) => e.drain !== undefined);
    drained.drain = { ...drained.drain };
    expect(Object.isFrozen(drained)).toBe(false);
  });

  it.each(ENGINES)("%s: no part of a replayed, started or applied input is frozen afterwards", (name, engine) => {
    const record = example(name);
    const copy = structuredClone(record);
    const e = engine as typeof acesHigh;
    const state = e.start(record.setup);
    e.apply(state, record.events[0]);
    e.replay(record);
    e.stateAt(record, 1);
    e.undo(record);
    e.history(record);
    expect(frozenParts(record)).toEqual([]);
    expect(record).toEqual(copy);
  });
});

describe("each input value is read once, from a copy", () => {
  const record = example("aces-high");
  const state = acesHigh.stateAt(record, 2); // round 1 running

  it("an amount getter answering 1 when checked and -5 when applied never reaches the state", () => {
    let reads = 0;
    const event = { type: "damaged", target: "soontir", source: { kind: "attack", by: "vader" } };
    Object.defineProperty(event, "amount", { enumerable: true, get: () => (reads++ === 0 ? 1 : -5) });
    const next = acesHigh.apply(state, event as never);
    expect(reads).toBe(1);
    expect(player(next, "soontir")!.shieldsLost).toBe(1);
    expect(player(next, "soontir")!.hullDamage).toBe(0);
  });

  it("the same getter in a replayed record", () => {
    let reads = 0;
    const event = { type: "damaged", target: "soontir", source: { kind: "attack", by: "vader" } };
    Object.defineProperty(event, "amount", { enumerable: true, get: () => (reads++ === 0 ? 1 : -5) });
    const next = acesHigh.replay({ ...record, events: [...record.events.slice(0, 2), event] });
    expect(reads).toBe(1);
    expect(player(next, "soontir")!.shieldsLost).toBe(1);
  });

  it("a throwing getter or proxy is a typed error naming where, with the event's index", () => {
    const throwing = { type: "damaged", target: "soontir", source: { kind: "attack", by: "vader" } };
    Object.defineProperty(throwing, "amount", { enumerable: true, get: () => { throw new Error("boom"); } });
    const applied = acesHigh.tryApply(state, throwing);
    expect(applied).toEqual({ ok: false, error: { code: "ERR_INVALID_EVENT", event: 2, message: "expected event.amount to be readable data: reading it threw" } });
    const replayed = acesHigh.tryReplay({ ...record, events: [...record.events.slice(0, 2), throwing] });
    expect(replayed).toEqual(applied);
    const trap = () => { throw new TypeError("trap"); };
    const proxy = new Proxy({}, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, has: trap, getPrototypeOf: trap });
    expect(code(acesHigh.tryApply(state, proxy))).toBe("ERR_INVALID_EVENT");
    expect(code(acesHigh.tryStart(proxy))).toBe("ERR_INVALID_SETUP");
    expect(code(acesHigh.tryReplay(proxy))).toBe("ERR_INVALID_RECORD");
    expect(code(acesHigh.tryReplay({ ...record, setup: proxy }))).toBe("ERR_INVALID_RECORD");
    // The events are read one by one: an unreadable one is refused at its index.
    const events = new Proxy([...record.events], { get: (target, key) => (key === "3" ? trap() : Reflect.get(target, key)) });
    expect(acesHigh.tryReplay({ ...record, events })).toEqual({ ok: false, error: { code: "ERR_INVALID_EVENT", event: 3, message: "expected event to be readable data: reading it threw" } });
    expect(code(acesHigh.tryReplay({ ...record, setup: { players: proxy } }))).toBe("ERR_INVALID_SETUP");
    const revoked = Proxy.revocable([], {});
    revoked.revoke();
    expect(code(acesHigh.tryApply(state, revoked.proxy))).toBe("ERR_INVALID_EVENT");
  });

  it("values JSON cannot hold are typed errors: functions, symbols, BigInt, NaN, Infinity, undefined items, cycles", () => {
    const damaged = (amount: unknown) => ({ type: "damaged", target: "soontir", amount, source: { kind: "attack", by: "vader" } });
    const cyclic: Record<string, unknown> = { kind: "attack", by: "vader" };
    cyclic.self = cyclic;
    for (const bad of [() => 1, Symbol("x"), 10n, NaN, Infinity, -Infinity]) {
      const result = acesHigh.tryApply(state, damaged(bad));
      expect(result.ok ? "accepted" : [result.error.code, result.error.event, result.error.message]).toEqual(["ERR_INVALID_EVENT", 2, expect.stringMatching(/^expected event\.amount to be JSON data, got /)]);
    }
    expect(acesHigh.tryApply(state, { ...damaged(1), source: cyclic })).toEqual({ ok: false, error: { code: "ERR_INVALID_EVENT", event: 2, message: expect.stringMatching(/^expected event\.source(\.self){12}\.\.\. to be JSON data, got 100 levels \(a cycle\?\)$/) } });
    expect(code(acesHigh.tryApply(state, { type: "destroyed", targets: ["soontir", undefined] }))).toBe("ERR_INVALID_EVENT");
    expect(code(acesHigh.tryStart({ ...record.setup, players: [...record.setup.players, undefined] }))).toBe("ERR_INVALID_SETUP");
    expect(acesHigh.tryReplay({ ...record, meta: 1n })).toEqual({ ok: false, error: { code: "ERR_INVALID_RECORD", event: null, message: "expected record.meta to be JSON data, got bigint" } });
    expect(acesHigh.tryReplay({ ...record, events: [{ type: "roundStarted" }, damaged(NaN)] })).toEqual({ ok: false, error: { code: "ERR_INVALID_EVENT", event: 1, message: "expected event.amount to be JSON data, got NaN" } });
    expect(parseRecord({ ...record, events: { length: 1, 0: {} } })).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RECORD" } });
  });

  it("a field set to undefined is a field left out, as in JSON", () => {
    const event = { type: "damaged", target: "soontir", amount: 1, source: { kind: "attack", by: "vader" }, note: undefined };
    expect(acesHigh.tryApply(state, event)).toEqual(acesHigh.tryApply(state, JSON.parse(JSON.stringify(event))));
  });

  it("a __proto__ key is an ordinary key, as JSON.parse reads it, and pollutes nothing", () => {
    const event = JSON.parse('{"type":"roundEnded","__proto__":{"polluted":1}}');
    expect(acesHigh.tryApply(state, event)).toEqual({ ok: false, error: { code: "ERR_INVALID_EVENT", event: 2, message: expect.stringContaining('unexpected field "__proto__"') } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a prototype polluted by another package does not leak in", () => {
  const record = example("aces-high");
  const pollute = <T>(key: string, value: unknown, run: () => T): T => {
    (Object.prototype as Record<string, unknown>)[key] = value;
    try {
      return run();
    } finally {
      delete (Object.prototype as Record<string, unknown>)[key];
    }
  };

  it("Object.prototype.saves gives no ship save charges", () => {
    const clean = acesHigh.replay(record);
    const polluted = pollute("saves", { destruction: 3 }, () => acesHigh.replay(record));
    expect(polluted.players.map((p) => p.charges)).toEqual(clean.players.map((p) => p.charges));
    expect(pollute("saves", { destruction: 3 }, () => acesHigh.start(record.setup)).players.map((p) => p.charges)).toEqual(clean.players.map((p) => acesHigh.start(record.setup).players.find((q) => q.id === p.id)!.charges));
  });

  it("Object.prototype.rules sets no victory limit, and a polluted event field changes no event", () => {
    const setup = { players: record.setup.players };
    const clean = acesHigh.start(setup);
    expect(pollute("rules", { victoryLimit: 1 }, () => acesHigh.start(setup))).toEqual(clean);
    const state = acesHigh.stateAt(record, 1);
    const fled = { type: "fled", target: "soontir" };
    expect(pollute("movedBy", "vader", () => acesHigh.tryApply(state, fled))).toEqual(acesHigh.tryApply(state, fled));
    expect(pollute("movedBy", "vader", () => acesHigh.replay({ ...record, events: [record.events[0], fled] }))).toEqual(acesHigh.replay({ ...record, events: [record.events[0], fled] }));
  });
});

describe("misuse is a RuleViolationError, and try* functions never throw", () => {
  it("the core codes include ERR_INVALID_STATE and ERR_EVENT_COUNT", () => {
    expect(CORE_ERROR_CODES).toContain("ERR_INVALID_STATE");
    expect(CORE_ERROR_CODES).toContain("ERR_EVENT_COUNT");
  });

  it.each(ENGINES)("%s: a state carries no visible mark of the engine that made it", (name, engine) => {
    const e = engine as typeof acesHigh;
    const record = example(name);
    const started = e.start(record.setup);
    const replayed = e.replay(record);
    for (const state of [started, replayed, e.apply(started, record.events[0])]) {
      expect(Object.getOwnPropertySymbols(state)).toEqual([]);
      expect(Reflect.ownKeys(state)).toEqual(Object.keys(state));
      expect(structuredClone(state)).toEqual(state);
      expect(Object.isFrozen(state)).toBe(true);
    }
  });

  it.each(ENGINES)("%s: tryApply on anything but a state of its mode is ERR_INVALID_STATE", (name, engine) => {
    const e = engine as typeof acesHigh;
    const record = example(name);
    const event = record.events[0];
    const trap = () => { throw new Error("trap"); };
    const others = ENGINES.filter(([n]) => n !== name).map(([n, other]) => (other as typeof acesHigh).start(example(n).setup));
    const started = e.start(record.setup);
    // Mistakes an app can make: no state yet, the Result instead of its value, a state of another mode,
    // a state with its parts missing or rebuilt from JSON; and whatever throws when read.
    const partial = { mode: name, eventCount: 0, ledger: started.ledger };
    const notStates: unknown[] = [undefined, null, 0, "state", [], {}, { eventCount: 0 }, { mode: name }, { mode: name, eventCount: -1 }, e.tryStart(record.setup), partial, { ...started }, JSON.parse(JSON.stringify(started)), structuredClone(started), Object.create(started), new Proxy(started, {}), new Proxy({}, { get: trap, has: trap, getOwnPropertyDescriptor: trap }), ...others];
    for (const state of notStates) {
      const result = e.tryApply(state as never, event);
      expect(result).toEqual({ ok: false, error: { code: "ERR_INVALID_STATE", event: null, message: `expected a state this ${name} engine returned; to resume a stored game, replay its record` } });
      let thrown: unknown;
      try {
        e.apply(state as never, event);
      } catch (error) {
        thrown = error;
      }
      expect(isRuleViolationError(thrown) && thrown.code).toBe("ERR_INVALID_STATE");
    }
  });

  it.each(ENGINES)("%s: stateAt and undo outside the record throw RuleViolationError ERR_EVENT_COUNT", (name, engine) => {
    const e = engine as typeof acesHigh;
    const record = example(name);
    const n = record.events.length;
    const fails = (call: () => unknown, message: string) => {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(isRuleViolationError(thrown) ? thrown.violation : thrown).toEqual({ code: "ERR_EVENT_COUNT", event: null, message });
    };
    fails(() => e.stateAt(record, -1), `expected n from 0 to ${n}, got -1`);
    fails(() => e.stateAt(record, n + 1), `expected n from 0 to ${n}, got ${n + 1}`);
    fails(() => e.stateAt(record, 0.5), `expected n from 0 to ${n}, got 0.5`);
    fails(() => e.stateAt(record, Symbol("n") as never), `expected n from 0 to ${n}, got symbol`);
    fails(() => e.undo(record, 0), `expected n from 1 to ${n}, got 0`);
    fails(() => e.undo({ ...record, events: [] }), "expected n from 1 to 0, got 0");
    expect(e.undo(record)).toEqual(e.stateAt(record, n - 1));
    expect(e.undo(record, 1)).toEqual(e.stateAt(record, 0));
  });
});
