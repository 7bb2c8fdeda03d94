import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { version } from "../../package.json";
import { createEngine } from "../../src/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import { epicRuleset } from "../../src/modes/epic/index.js";

// A state one copy of the package returns is a state to every copy of the same version: each CommonJS
// entry bundles its own copy of the core, and an app may load the ESM and CommonJS builds side by side.
// A second copy is made here by loading the modules again (.ci/smoke does the same with the built
// package: root and mode entries, ESM and CommonJS). Nothing else passes for a state.
const demo = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "aces-high-demo.json"), "utf8"));
const SLOT = Symbol.for(`ace-ledger.stamper@${version}`);

/** The Aces High entry and the root entry as another copy of the package has them. */
async function anotherCopy(): Promise<{ mode: typeof acesHigh; root: typeof import("../../src/index.js") }> {
  vi.resetModules();
  const mode = await import("../../src/modes/aces-high/index.js");
  const root = await import("../../src/index.js");
  return { mode, root };
}

const refusal = { ok: false, error: { code: "ERR_INVALID_STATE", event: null, message: "expected a state this aces-high engine returned; to resume a stored game, replay its record" } };

describe("states cross copies of the package", () => {
  it("the other copy is another copy: its own ruleset object and its own engine functions", async () => {
    const other = await anotherCopy();
    expect(other.mode.acesHighRuleset).not.toBe(acesHigh.acesHighRuleset);
    expect(other.mode.tryApply).not.toBe(acesHigh.tryApply);
  });

  it("a state of either copy is taken by the other's functions, engine objects and games", async () => {
    const other = await anotherCopy();
    const event = demo.events[0];
    const mine = acesHigh.start(demo.setup);
    const theirs = other.mode.start(demo.setup);
    expect(other.mode.tryApply(mine, event)).toEqual({ ok: true, value: acesHigh.apply(mine, event) });
    expect(acesHigh.tryApply(theirs, event)).toEqual({ ok: true, value: other.mode.apply(theirs, event) });
    // The root entry's createEngine with either copy's ruleset.
    const rootEngine = other.root.createEngine(acesHigh.acesHighRuleset);
    const fromRoot = rootEngine.replay(demo);
    expect(acesHigh.tryApply(fromRoot, { type: "roundStarted" })).toMatchObject({ ok: false, error: { code: "ERR_GAME_OVER" } });
    expect(acesHigh.tryApply(rootEngine.stateAt(demo, 1), demo.events[1]).ok).toBe(true);
    expect(other.mode.tryApply(createEngine(other.mode.acesHighRuleset).start(demo.setup), event).ok).toBe(true);
    expect(acesHigh.tryApply(other.mode.startGame(demo.setup).state, event).ok).toBe(true);
  });

  it("still refuses what is not a state: copies, JSON, a proxy, and a plain object given the symbols", async () => {
    const other = await anotherCopy();
    const state = other.mode.replay(demo);
    const forged: Record<PropertyKey, unknown> = { ...state };
    for (const key of [SLOT, Symbol.for("ace-ledger.ruleset"), Symbol.for("ace-ledger.RuleViolationError")]) forged[key] = "aces-high";
    for (const notState of [{ ...state }, JSON.parse(JSON.stringify(state)), structuredClone(state), Object.create(state), new Proxy(state, {}), forged]) {
      expect(acesHigh.tryApply(notState, demo.events[0])).toEqual(refusal);
      expect(other.mode.tryApply(notState, demo.events[0])).toEqual(refusal);
    }
  });

  it("a ruleset an app derives from a built-in one is its own: their states do not cross", async () => {
    const other = await anotherCopy();
    const derived = createEngine({ ...acesHigh.acesHighRuleset });
    const derivedState = derived.start(demo.setup);
    expect(acesHigh.tryApply(derivedState, demo.events[0])).toEqual(refusal);
    expect(other.mode.tryApply(derivedState, demo.events[0])).toEqual(refusal);
    expect(derived.tryApply(acesHigh.start(demo.setup), demo.events[0])).toEqual(refusal);
    expect(derived.tryApply(derivedState, demo.events[0]).ok).toBe(true);
    // Another mode's state stays another mode's.
    const epicState = createEngine(epicRuleset).start(JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "epic-demo.json"), "utf8")).setup);
    expect(other.mode.tryApply(epicState as never, demo.events[0])).toEqual(refusal);
  });

  it("the shared stamper sits in a slot named by the version, written once: it cannot be replaced or removed", async () => {
    await anotherCopy();
    acesHigh.start(demo.setup);
    const slot = Object.getOwnPropertyDescriptor(globalThis, SLOT);
    expect(slot).toMatchObject({ writable: false, configurable: false, enumerable: false });
    const held = slot!.value;
    expect(Reflect.set(globalThis, SLOT, { stamp() {}, of: () => "aces-high" })).toBe(false);
    expect(Reflect.deleteProperty(globalThis, SLOT)).toBe(false);
    expect(() => Object.defineProperty(globalThis, SLOT, { value: {} })).toThrow(TypeError);
    expect(Object.getOwnPropertyDescriptor(globalThis, SLOT)!.value).toBe(held);
    expect(Object.isFrozen(held)).toBe(true);
    // Nothing of the stamp shows on a state.
    const state = acesHigh.start(demo.setup);
    expect(Reflect.ownKeys(state)).toEqual(Object.keys(state));
    expect(Object.getOwnPropertySymbols(acesHigh.acesHighRuleset)).toEqual([Symbol.for("ace-ledger.ruleset")]);
    expect(Object.getOwnPropertyDescriptor(acesHigh.acesHighRuleset, Symbol.for("ace-ledger.ruleset"))).toMatchObject({ enumerable: false, value: "aces-high" });
  });
});
