import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRuleViolationError, type RuleViolation } from "../../src/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";

// The game object: a state, its record and its history kept together, agreeing with the engine's
// functions on the same events at every step.
const example = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", `${name}-demo.json`), "utf8"));
const MODES = [
  ["aces-high", acesHigh],
  ["epic", epic],
  ["space-race", spaceRace],
  ["fireteam", fireteam],
  ["intergalactic-ace", intergalacticAce],
] as const;

const thrown = (call: () => unknown): RuleViolation | unknown => {
  try {
    call();
  } catch (e) {
    return isRuleViolationError(e) ? e.violation : e;
  }
  return undefined;
};

describe("startGame", () => {
  it.each(MODES)("%s: event by event, its state, record and history are the engine's on the same events", (name, mode) => {
    const demo = example(name);
    const game = (mode.startGame as (setup: unknown) => acesHigh.AcesHighGame)(demo.setup);
    expect(game.state).toEqual(mode.start(demo.setup));
    for (let i = 0; i < demo.events.length; i++) {
      const result = game.tryApply(demo.events[i]);
      expect(result.ok).toBe(true);
      expect(game.eventCount).toBe(i + 1);
      expect(game.state).toEqual(mode.stateAt(demo, i + 1));
    }
    expect(game.record).toEqual({ mode: name, version: 1, setup: demo.setup, events: demo.events });
    expect(mode.replay(game.record)).toEqual(game.state);
    expect(game.history).toEqual(mode.history(demo));
    // Its states are the engine's own: the mode's functions take them.
    expect((mode.tryApply as typeof acesHigh.tryApply)(game.state as never, { type: "no-such-event" } as never)).toMatchObject({ ok: false, error: { code: "ERR_INVALID_EVENT" } });
  });

  it.each(MODES)("%s: undo takes events back as undo(record, n) does, and the game goes on from there", (name, mode) => {
    const demo = example(name);
    const game = (mode.startGame as (setup: unknown) => acesHigh.AcesHighGame)(demo.setup);
    for (const e of demo.events) game.apply(e);
    const n = demo.events.length;
    expect(game.undo()).toEqual(mode.undo(demo));
    expect(game.record.events).toEqual(demo.events.slice(0, n - 1));
    expect(game.undo(2)).toEqual(mode.undo(demo, 2));
    expect(game.eventCount).toBe(1);
    expect(game.history).toHaveLength(2);
    game.apply(demo.events[1]);
    expect(game.state).toEqual(mode.stateAt(demo, 2));
    // Outside 1 to eventCount: ERR_EVENT_COUNT, and the game as it was.
    const before = game.record;
    expect(thrown(() => game.undo(0))).toEqual({ code: "ERR_EVENT_COUNT", event: null, message: "expected n from 1 to 2, got 0" });
    expect(thrown(() => game.undo(3))).toEqual({ code: "ERR_EVENT_COUNT", event: null, message: "expected n from 1 to 2, got 3" });
    expect(thrown(() => game.undo(1.5))).toMatchObject({ code: "ERR_EVENT_COUNT" });
    expect(game.record).toBe(before);
    game.undo(1);
    expect(thrown(() => game.undo())).toEqual({ code: "ERR_EVENT_COUNT", event: null, message: "expected n from 1 to 0, got 0" });
  });
});

describe("a game refuses what the engine refuses, and stays as it was", () => {
  const setup = example("aces-high").setup;

  it("a rejected event: the violation at the game's next index, and nothing changes", () => {
    const game = acesHigh.startGame(setup);
    game.apply(acesHigh.event("roundStarted"));
    const record = game.record;
    const history = game.history;
    const state = game.state;
    const refused = game.tryApply({ type: "respawned", target: "luke", marker: 1 });
    expect(refused).toEqual(acesHigh.tryApply(state, { type: "respawned", target: "luke", marker: 1 }));
    expect(refused).toMatchObject({ ok: false, error: { code: "ERR_ROUND", event: 1 } });
    expect(thrown(() => game.apply({ type: "roundStarted", extra: 1 } as never))).toMatchObject({ code: "ERR_INVALID_EVENT", event: 1 });
    // What cannot be read as JSON is refused as the engine refuses it (read once, never thrown).
    const getter = { type: "roundEnded", get boom(): never { throw new Error("boom"); } };
    expect(game.tryApply(getter)).toEqual(acesHigh.tryApply(state, getter));
    expect(game.tryApply(undefined)).toEqual(acesHigh.tryApply(state, undefined));
    expect(game.record).toBe(record);
    expect(game.history).toBe(history);
    expect(game.state).toBe(state);
  });

  it("a bad setup: tryStartGame returns tryStart's violation, startGame throws it", () => {
    for (const bad of [undefined, {}, { players: [setup.players[0]] }, { ...setup, extra: true }]) {
      expect(acesHigh.tryStartGame(bad)).toEqual(acesHigh.tryStart(bad));
      expect(thrown(() => acesHigh.startGame(bad))).toEqual((acesHigh.tryStart(bad) as { error: unknown }).error);
    }
  });

  it("keeps copies: the app's setup and events are never changed or frozen, and later changes to them do not reach the record", () => {
    const mine = structuredClone(setup);
    const game = acesHigh.startGame(mine);
    const event = { type: "roundStarted" };
    game.apply(event as never);
    expect(Object.isFrozen(mine) || Object.isFrozen(event)).toBe(false);
    mine.players[0].id = "changed";
    event.type = "roundEnded";
    expect(game.record.setup).toEqual(setup);
    expect(game.record.events).toEqual([{ type: "roundStarted" }]);
    expect(Object.isFrozen(game.record) && Object.isFrozen(game.record.events) && Object.isFrozen(game.record.events[0]) && Object.isFrozen(game.record.setup)).toBe(true);
    // The record a game gives is the same object until the game changes, then a new one.
    expect(game.record).toBe(game.record);
    const before = game.record;
    game.apply(acesHigh.event("roundEnded"));
    expect(game.record).not.toBe(before);
    expect(before.events).toHaveLength(1);
  });

  it("the record survives JSON: stored and replayed, it gives the game's state", () => {
    const game = acesHigh.startGame(setup);
    for (const e of example("aces-high").events) game.apply(e);
    expect(acesHigh.replay(JSON.stringify(game.record))).toEqual(game.state);
    expect(acesHigh.scoreboard(game.state).winners).toEqual(["luke"]);
  });
});

describe("a game's methods taken off it", () => {
  it.each(MODES)("%s: tryApply, apply and undo work detached (const { tryApply } = game; events.map(game.tryApply))", (name, mode) => {
    const demo = example(name);
    const start = mode.startGame as (setup: unknown) => acesHigh.AcesHighGame;
    const game = start(demo.setup);
    const results = (demo.events as unknown[]).map(game.tryApply);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(game.eventCount).toBe(demo.events.length);
    const { tryApply, apply, undo } = game;
    expect(tryApply({ type: "no such event" }).ok).toBe(false);
    expect(undo()).toBe(game.state);
    expect(game.eventCount).toBe(demo.events.length - 1);
    apply(demo.events[demo.events.length - 1]);
    expect(game.eventCount).toBe(demo.events.length);
    const other = start(demo.setup);
    expect(other.eventCount).toBe(0);
  });
});
