import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acesHigh } from "../../src/modes/aces-high/index.js";
import { epic } from "../../src/modes/epic/index.js";
import { fireteam } from "../../src/modes/fireteam/index.js";
import { intergalacticAce } from "../../src/modes/intergalactic-ace/index.js";
import { spaceRace } from "../../src/modes/space-race/index.js";
import { loadFixtures } from "../helpers/fixtures.js";
import { RUNS } from "./setup.js";

// The engine reads its input once, into a copy it owns. Properties over every fixture and example of
// every mode: a frozen record replays as a plain one; what the engine was given is never frozen or
// changed; getters, proxies, cycles and values JSON cannot hold, placed anywhere, give a typed error
// or exactly the result of the JSON they read as; a polluted Object.prototype changes nothing.

type Result = { ok: true; value: unknown } | { ok: false; error: { code: string; event: number | null; message: string } };
interface AnyEngine {
  tryStart(setup: unknown): Result;
  tryApply(state: unknown, event: unknown): Result;
  tryReplay(record: unknown): Result;
  start(setup: unknown): unknown;
  apply(state: unknown, event: unknown): unknown;
  replay(record: unknown): unknown;
  stateAt(record: unknown, n: number): unknown;
  history(record: unknown): unknown[];
  undo(record: unknown, n?: number): unknown;
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Case {
  readonly name: string;
  readonly engine: AnyEngine;
  readonly record: { mode: string; setup: Json; events: Json[] };
  /** How many events replay without error (the state before the first bad one, if any). */
  readonly legal: number;
  readonly setupOk: boolean;
}

const ENGINES: Record<string, AnyEngine> = {
  "aces-high": acesHigh as never,
  epic: epic as never,
  "space-race": spaceRace as never,
  fireteam: fireteam as never,
  "intergalactic-ace": intergalacticAce as never,
};
const examples = join(import.meta.dirname, "..", "..", "examples");
const CASES: Case[] = Object.entries(ENGINES).flatMap(([mode, engine]) => {
  const records = [
    ...loadFixtures(mode).map((f) => ({ name: `${mode}/${f.file}`, record: f.record as Case["record"] })),
    ...readdirSync(examples).filter((f) => f.startsWith(`${mode}-demo`)).map((f) => ({ name: f, record: JSON.parse(readFileSync(join(examples, f), "utf8")) })),
  ];
  // Values are planted anywhere in a record the envelope reader takes: the kit's cases of a broken
  // envelope (an extra field, no setup) are refused before their values are read, and are left out.
  return records.filter(({ record }) => {
    const result = engine.tryReplay(record);
    return result.ok || result.error.code !== "ERR_INVALID_RECORD";
  }).map(({ name, record }) => {
    const result = engine.tryReplay(record);
    const legal = result.ok ? record.events.length : (result.error.event ?? 0);
    // fast-check prints a case by its name in a counterexample.
    return { name, engine, record, legal, setupOk: result.ok || result.error.event !== null, [fc.toStringMethod]: () => name };
  });
});

const caseOf = (cases: readonly Case[]) => fc.constantFrom(...cases);

const isNode = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function deepFreeze<T>(value: T): T {
  if (isNode(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function frozenParts(value: unknown, path = ""): string[] {
  if (!isNode(value)) return [];
  return [...(Object.isFrozen(value) ? [path || "(root)"] : []), ...Object.entries(value).flatMap(([k, v]) => frozenParts(v, `${path}/${k}`))];
}

/** Every object and array of a JSON tree, the root first. */
function nodes(value: unknown): Record<string, unknown>[] {
  return isNode(value) ? [value, ...Object.values(value).flatMap(nodes)] : [];
}

/** Everything each API call returns or throws, as data. */
function outcome(call: () => unknown): unknown {
  try {
    return { returned: call() };
  } catch (e) {
    return { threw: e instanceof Error ? { name: e.name, message: e.message } : e };
  }
}

describe("what the engine was given stays the caller's", () => {
  it("every fixture and example of every mode replays from a deep-frozen record as from a plain one", () => {
    fc.assert(
      fc.property(caseOf(CASES), fc.nat(), ({ engine, record, legal }, pick) => {
        const frozen = deepFreeze(structuredClone(record));
        const plain = structuredClone(record);
        const n = pick % (legal + 1);
        expect(engine.tryReplay(frozen)).toEqual(engine.tryReplay(plain));
        expect(outcome(() => engine.stateAt(frozen, n))).toEqual(outcome(() => engine.stateAt(plain, n)));
        expect(outcome(() => engine.history(frozen))).toEqual(outcome(() => engine.history(plain)));
        expect(outcome(() => engine.undo(frozen))).toEqual(outcome(() => engine.undo(plain)));
        const frozenStart = engine.tryStart(frozen.setup);
        expect(frozenStart).toEqual(engine.tryStart(plain.setup));
        if (frozenStart.ok && n < frozen.events.length) {
          const before = engine.stateAt(plain, n);
          expect(engine.tryApply(before, frozen.events[n])).toEqual(engine.tryApply(before, plain.events[n]));
        }
      }),
      { numRuns: RUNS(400) },
    );
  });

  it("after every call the input is deep-equal to a copy saved before, and no part of it is frozen", () => {
    fc.assert(
      fc.property(caseOf(CASES), fc.nat(), ({ engine, record, legal }, pick) => {
        const input = structuredClone(record);
        const n = pick % (legal + 1);
        engine.tryReplay(input);
        engine.tryReplay(JSON.stringify(input));
        outcome(() => engine.stateAt(input, n));
        outcome(() => engine.history(input));
        outcome(() => engine.undo(input, Math.max(n, 1)));
        const started = engine.tryStart(input.setup);
        if (started.ok) {
          let state = started.value;
          for (const event of input.events.slice(0, legal)) state = engine.apply(state, event);
          if (legal < input.events.length) engine.tryApply(state, input.events[legal]);
        }
        expect(input).toEqual(record);
        expect(frozenParts(input)).toEqual([]);
      }),
      { numRuns: RUNS(400) },
    );
  });
});

// What can be planted in an input, and what the engine must then answer.
const KINDS = ["changingGetter", "throwingGetter", "throwingProxy", "transparentProxy", "cycle", "nonJson", "undefinedValue", "nullPrototype", "frozen"] as const;
type Kind = (typeof KINDS)[number];
const NON_JSON: readonly unknown[] = [() => 1, Symbol("x"), 10n, NaN, Infinity, -Infinity];
const trap = () => {
  throw new Error("trap");
};
const THROWING = { get: trap, set: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap, defineProperty: trap, deleteProperty: trap };

interface Planted {
  /** The input with the thing planted, and the JSON it reads as once (undefined: it is not JSON). */
  readonly input: unknown;
  readonly json: unknown;
  /** How often the planted getter ran, if one was planted. */
  readonly reads: () => number;
  readonly getter?: boolean;
}

/** Plants `kind` in a copy of `tree`: in node `at` (0: the root itself), at one of its keys. */
function plant(tree: Json, kind: Kind, at: number, keyPick: number, junkPick: number): Planted {
  const input = structuredClone(tree) as unknown;
  const json = structuredClone(tree) as unknown;
  let reads = 0;
  const all = nodes(input);
  const twins = nodes(json);
  const index = at % (all.length + 1);
  if (index === all.length || all.length === 0) {
    // The root itself.
    const root = (make: (value: unknown) => unknown, same: boolean) => ({ input: make(input), json: same ? json : undefined, reads: () => 0 });
    if (kind === "throwingProxy") return root(() => new Proxy({}, THROWING), false);
    if (kind === "transparentProxy" && isNode(input)) return root((v) => new Proxy(v as object, {}), true);
    if (kind === "nonJson") return root(() => NON_JSON[junkPick % NON_JSON.length], false);
    if (kind === "frozen") return root(deepFreeze, true);
    return { input, json, reads: () => 0 };
  }
  const node = all[index]!;
  const twin = twins[index]!;
  const keys = Object.keys(node);
  const array = Array.isArray(node);
  const key = keys.length === 0 || (!array && keyPick % 4 === 0) ? (array ? String(node.length) : "planted") : keys[keyPick % keys.length]!;
  const present = Object.hasOwn(node, key);
  const value = node[key];
  const fresh = !present;
  const notJson = { input, json: undefined, reads: () => reads };
  switch (kind) {
    case "changingGetter": {
      if (fresh) break;
      Object.defineProperty(node, key, { enumerable: true, configurable: true, get: () => (reads++ === 0 ? value : NON_JSON[junkPick % NON_JSON.length]) });
      return { input, json, reads: () => reads, getter: true };
    }
    case "throwingGetter":
      Object.defineProperty(node, key, { enumerable: true, configurable: true, get: trap });
      return notJson;
    case "throwingProxy":
      node[key] = new Proxy(Array.isArray(value) ? [] : {}, THROWING);
      return notJson;
    case "transparentProxy":
      if (!isNode(value)) break;
      node[key] = new Proxy(value, {});
      return { input, json, reads: () => reads };
    case "cycle":
      node[key] = node;
      return notJson;
    case "nonJson":
      node[key] = NON_JSON[junkPick % NON_JSON.length];
      return notJson;
    case "undefinedValue":
      node[key] = undefined;
      if (array) return notJson;
      delete twin[key];
      return { input, json, reads: () => reads };
    case "nullPrototype":
      if (!isNode(value) || Array.isArray(value)) break;
      node[key] = Object.assign(Object.create(null), value);
      return { input, json, reads: () => reads };
    case "frozen":
      deepFreeze(value);
      return { input, json, reads: () => reads };
  }
  return { input, json, reads: () => reads };
}

const INPUT_CODES = ["ERR_INVALID_RECORD", "ERR_INVALID_SETUP", "ERR_INVALID_EVENT"];

function expectSame(result: Result, planted: Planted, plain: () => Result, codes: readonly string[]) {
  if (planted.json === undefined) {
    expect(result.ok ? "accepted" : result.error.code).toBeOneOf([...codes]);
    if (!result.ok) expect(result.error.message).toMatch(/expected /);
  } else {
    expect(result).toEqual(plain());
  }
  expect(planted.reads()).toBeLessThanOrEqual(1);
}

describe("untrusted values anywhere in a valid input, for every try* function of every mode", () => {
  const kind = fc.constantFrom(...KINDS);

  it("tryReplay: a typed error, or the result of the JSON the record reads as", () => {
    fc.assert(
      fc.property(caseOf(CASES), kind, fc.nat(), fc.nat(), fc.nat(), ({ engine, record }, kind, at, keyPick, junkPick) => {
        const planted = plant(record as unknown as Json, kind, at, keyPick, junkPick);
        const result = engine.tryReplay(planted.input);
        expectSame(result, planted, () => engine.tryReplay(planted.json), INPUT_CODES);
        if (planted.getter) expect(planted.reads()).toBe(1);
      }),
      { numRuns: RUNS(3000) },
    );
  });

  it("tryStart: a typed error, or the result of the JSON the setup reads as", () => {
    fc.assert(
      fc.property(caseOf(CASES), kind, fc.nat(), fc.nat(), fc.nat(), ({ engine, record }, kind, at, keyPick, junkPick) => {
        const planted = plant(record.setup, kind, at, keyPick, junkPick);
        expectSame(engine.tryStart(planted.input), planted, () => engine.tryStart(planted.json), ["ERR_INVALID_SETUP"]);
      }),
      { numRuns: RUNS(2000) },
    );
  });

  it("tryApply: a typed error at the event's index, or the result of the JSON the event reads as", () => {
    const playable = CASES.filter((c) => c.setupOk && c.record.events.length > 0);
    fc.assert(
      fc.property(caseOf(playable), kind, fc.nat(), fc.nat(), fc.nat(), fc.nat(), ({ engine, record, legal }, kind, at, keyPick, junkPick, eventPick) => {
        const n = eventPick % Math.min(legal + 1, record.events.length);
        const state = engine.stateAt(record, n);
        const planted = plant(record.events[n]!, kind, at, keyPick, junkPick);
        const result = engine.tryApply(state, planted.input);
        expectSame(result, planted, () => engine.tryApply(state, planted.json), ["ERR_INVALID_EVENT"]);
        if (!result.ok && planted.json === undefined) expect(result.error.event).toBe(n);
      }),
      { numRuns: RUNS(2000) },
    );
  });

  it("tryApply on anything but a state this engine returned: ERR_INVALID_STATE", () => {
    const notStates = fc.oneof(
      fc.anything({ withNullPrototype: true, withObjectString: true }),
      fc.constantFrom(...CASES).map((c) => c.engine.tryStart(c.record.setup)),
      fc.constantFrom(...CASES.filter((c) => c.setupOk)).map((c) => structuredClone(c.engine.stateAt(c.record, 0))),
    );
    fc.assert(
      fc.property(caseOf(CASES), notStates, ({ engine, record }, state) => {
        const result = engine.tryApply(state, record.events[0]);
        expect(result.ok ? "accepted" : result.error.code).toBe("ERR_INVALID_STATE");
      }),
      { numRuns: RUNS(1000) },
    );
  });
});

describe("a polluted Object.prototype changes no result", () => {
  // Every field name the records of a mode use, with a value it takes somewhere: polluted one at a
  // time, each would change the game if the engine read a field left out from the prototype.
  const fields = (mode: string) => {
    const seen = new Map<string, unknown>();
    for (const c of CASES.filter((x) => x.record.mode === mode)) {
      for (const node of nodes(c.record)) if (!Array.isArray(node)) for (const [k, v] of Object.entries(node)) if (!seen.has(k)) seen.set(k, v);
    }
    return [...seen];
  };

  // Set as a package would: by assignment (an enumerable key), or with defineProperty (not enumerable).
  const POLLUTERS = {
    assigned: (key: string, value: unknown) => void ((Object.prototype as Record<string, unknown>)[key] = value),
    defined: (key: string, value: unknown) => void Object.defineProperty(Object.prototype, key, { value, writable: true, configurable: true }),
  };

  it.each(Object.keys(ENGINES).flatMap((mode) => (Object.keys(POLLUTERS) as (keyof typeof POLLUTERS)[]).map((how) => [mode, how] as const)))("%s: every fixture replays the same with any of its field names polluted (%s)", (mode, how) => {
    const cases = CASES.filter((c) => c.record.mode === mode);
    const clean = cases.map((c) => JSON.stringify(outcome(() => c.engine.tryReplay(c.record))));
    const changed: string[] = [];
    for (const [key, value] of fields(mode)) {
      if (key === "__proto__") continue;
      const results: string[] = [];
      POLLUTERS[how](key, value);
      try {
        for (const c of cases) results.push(JSON.stringify(outcome(() => c.engine.tryReplay(c.record))));
      } finally {
        delete (Object.prototype as Record<string, unknown>)[key];
      }
      cases.forEach((c, i) => {
        if (results[i] !== clean[i]) changed.push(`${key} in ${c.name}`);
      });
    }
    expect(changed).toEqual([]);
  });
});
