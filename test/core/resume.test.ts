import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conformanceCases } from "../../src/conformance/index.js";
import { isRuleViolationError, type RuleViolation, resumeGameWith, tryResumeGameWith } from "../../src/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";

// A game resumed from its record is the game that wrote it: the same state, event count, record and
// history, and the same states when events are taken back, as a game started from the record's setup
// with each event applied, for every record of the conformance kit that replays.
const MODES = [
  ["aces-high", acesHigh],
  ["epic", epic],
  ["space-race", spaceRace],
  ["fireteam", fireteam],
  ["intergalactic-ace", intergalacticAce],
] as const;

// The functions of a mode, as one type: the modes differ only in their types.
type Mode = {
  startGame(setup: unknown): acesHigh.AcesHighGame;
  resumeGame(record: unknown): acesHigh.AcesHighGame;
  tryResumeGame(record: unknown): ReturnType<typeof acesHigh.tryResumeGame>;
  tryReplay(record: unknown): ReturnType<typeof acesHigh.tryReplay>;
  tryApply(state: unknown, event: unknown): ReturnType<typeof acesHigh.tryApply>;
};
const asMode = (mode: object) => mode as unknown as Mode;

type Saved = { readonly setup: unknown; readonly events: readonly unknown[]; readonly meta?: unknown };
const example = (name: string): Saved & { mode: string } => JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", `${name}-demo.json`), "utf8"));

/** A game started from the record's setup with each of its events applied. */
function played(mode: Mode, record: Saved): acesHigh.AcesHighGame {
  const game = mode.startGame(record.setup);
  for (const e of record.events) game.apply(e as never);
  return game;
}

const thrown = (call: () => unknown): RuleViolation | unknown => {
  try {
    call();
  } catch (e) {
    return isRuleViolationError(e) ? e.violation : e;
  }
  return undefined;
};

/** The record a game gives, and what `resumeGame` adds to it: the `meta` of the record it came from. */
const withMeta = (game: acesHigh.AcesHighGame, record: Saved) => ({ ...game.record, ...(record.meta === undefined ? {} : { meta: record.meta }) });

function expectSame(resumed: acesHigh.AcesHighGame, game: acesHigh.AcesHighGame, record: Saved, step: string): void {
  expect(resumed.state, step).toEqual(game.state);
  expect(resumed.eventCount, step).toBe(game.eventCount);
  expect(resumed.record, step).toEqual(withMeta(game, record));
}

describe.each(MODES)("%s: resumeGame(record) is startGame(record.setup) with the record's events applied", (name, entry) => {
  const mode = asMode(entry);
  const records = [example(name), ...conformanceCases(name).map((c) => c.record as Saved)].filter((r) => mode.tryReplay(r).ok);

  it("for every kit record that replays: state, event count, record, history, and undo(n) before and after the history is made", () => {
    expect(records.length).toBeGreaterThan(5);
    for (const [i, record] of records.entries()) {
      const at = `record ${i}`;
      const n = record.events.length;
      const game = played(mode, record);
      const resumed = mode.resumeGame(record);
      expectSame(resumed, game, record, at);
      // The state is the engine's own: the mode's tryApply takes it.
      expect(mode.tryApply(resumed.state, { type: "no such event" }), at).toMatchObject({ ok: false, error: { code: "ERR_INVALID_EVENT" } });
      if (n === 0) {
        expect(resumed.history, at).toEqual(game.history);
        continue;
      }
      // undo(n) for a few n, while the resumed game holds only its last state, then once it holds them all.
      const ns = [...new Set([n, Math.ceil(n / 2), 1])];
      for (const k of ns.filter((k) => k <= resumed.eventCount)) {
        expect(resumed.undo(k), `${at} undo(${k})`).toEqual(game.undo(k));
        expectSame(resumed, game, record, `${at} after undo(${k})`);
      }
      expect(resumed.history, at).toEqual(game.history);
      for (const e of record.events.slice(resumed.eventCount)) expect(resumed.apply(e as never), at).toEqual(game.apply(e as never));
      expectSame(resumed, game, record, `${at} with its events again`);
      expect(resumed.history, at).toEqual(game.history);
      expect(resumed.undo(n), at).toEqual(game.undo(n));
      expect(resumed.history, at).toEqual(game.history);
    }
  });

  it("for every kit record that replays: the history first, then undo", () => {
    for (const [i, record] of records.entries()) {
      const game = played(mode, record);
      const resumed = mode.resumeGame(record);
      const history = resumed.history;
      expect(history, `record ${i}`).toEqual(game.history);
      // The last state of the history is the game's state, the same object.
      expect(history.at(-1), `record ${i}`).toBe(resumed.state);
      expect(Object.isFrozen(history)).toBe(true);
      if (record.events.length > 0) expect(resumed.undo(), `record ${i}`).toEqual(game.undo());
      expectSame(resumed, game, record, `record ${i} after undo()`);
    }
  });

  it("a record that does not replay: tryResumeGame returns tryReplay's violation, resumeGame throws it", () => {
    const refused = conformanceCases(name).map((c) => c.record).filter((r) => !mode.tryReplay(r).ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const record of refused) {
      const violation = (mode.tryReplay(record) as { error: RuleViolation }).error;
      expect(mode.tryResumeGame(record)).toEqual({ ok: false, error: violation });
      expect(thrown(() => mode.resumeGame(record))).toEqual(violation);
    }
  });
});

describe("a resumed game", () => {
  // The demo record without its meta.
  const { meta: demoMeta, ...demo } = example("aces-high");

  it("keeps the record's meta in its record, as the game goes on and events are taken back", () => {
    expect(demoMeta).toBeDefined();
    const record = { ...demo, meta: { table: 3, venue: { name: "Ace's" } } };
    const resumed = acesHigh.resumeGame(record as acesHigh.AcesHighRecord);
    expect(resumed.record).toEqual({ mode: "aces-high", version: 1, setup: demo.setup, events: demo.events, meta: record.meta });
    expect(Object.keys(resumed.record)).toEqual(["mode", "version", "setup", "events", "meta"]);
    expect(Object.isFrozen(resumed.record.meta) && Object.isFrozen((resumed.record.meta as typeof record.meta).venue)).toBe(true);
    resumed.undo();
    expect(resumed.record.meta).toEqual(record.meta);
    // A record without meta gives a record without it.
    expect(Object.keys(acesHigh.resumeGame(demo as acesHigh.AcesHighRecord).record)).toEqual(["mode", "version", "setup", "events"]);
  });

  it("is made again from its record stored as JSON, and goes on as the game did", () => {
    const game = acesHigh.startGame(demo.setup as acesHigh.AcesHighSetupInput);
    for (const e of demo.events.slice(0, 5)) game.apply(e as acesHigh.AcesHighEvent);
    const saved = JSON.stringify(game.record);
    const resumed = acesHigh.resumeGame(JSON.parse(saved));
    expect(acesHigh.resumeGame(saved).state).toEqual(resumed.state);
    for (const e of demo.events.slice(5)) expect(resumed.apply(e as acesHigh.AcesHighEvent)).toEqual(game.apply(e as acesHigh.AcesHighEvent));
    expect(resumed.record).toEqual(game.record);
    expect(resumed.history).toEqual(game.history);
  });

  it("keeps copies: the app's record is never changed or frozen, and later changes to it do not reach the game", () => {
    const mine = structuredClone(demo);
    const resumed = acesHigh.resumeGame(mine as acesHigh.AcesHighRecord);
    expect(Object.isFrozen(mine) || Object.isFrozen(mine.events) || Object.isFrozen(mine.events[0]) || Object.isFrozen(mine.setup)).toBe(false);
    (mine.setup as { players: { id: string }[] }).players[0]!.id = "changed";
    (mine.events[0] as { type: string }).type = "changed";
    (mine.events as unknown[]).push({ type: "roundEnded" });
    expect(resumed.record).toEqual({ mode: "aces-high", version: 1, setup: demo.setup, events: demo.events });
    expect(resumed.history).toEqual(played(asMode(acesHigh), demo).history);
    const record = resumed.record;
    expect(Object.isFrozen(record.setup) && Object.isFrozen(record.events) && Object.isFrozen(record.events[0])).toBe(true);
  });

  it("reads each event of the record once", () => {
    let reads = 0;
    const events = demo.events.map((e) => new Proxy(e as object, { get: (target, key) => (reads++, Reflect.get(target, key)) }));
    const resumed = acesHigh.resumeGame({ ...demo, events } as acesHigh.AcesHighRecord);
    const once = reads;
    reads = 0;
    acesHigh.replay({ ...demo, events } as acesHigh.AcesHighRecord);
    expect(once).toBe(reads);
    resumed.history;
    resumed.undo(1);
    expect(reads).toBe(once);
  });

  it("tryResumeGame never throws: what is not a record is tryReplay's violation", () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const getter = { ...demo, get events(): never { throw new Error("boom"); } };
    const badSetup = { ...demo, setup: { get players(): never { throw new Error("boom"); } } };
    for (const bad of [undefined, null, 3, "not JSON", "{}", {}, [], { ...demo, mode: "epic" }, { ...demo, version: 2 }, { ...demo, extra: 1 }, { ...demo, events: [{ type: "nothing" }] }, revoked.proxy, getter, badSetup]) {
      const result = acesHigh.tryResumeGame(bad);
      expect(result.ok).toBe(false);
      expect(result).toEqual(acesHigh.tryReplay(bad));
    }
  });

  it("from the core: resumeGameWith and tryResumeGameWith take any ruleset", () => {
    const resumed = resumeGameWith(epic.epicRuleset, example("epic") as never);
    expect(resumed.state).toEqual(epic.replay(example("epic") as never));
    expect(tryResumeGameWith(epic.epicRuleset, example("aces-high"))).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RECORD" } });
  });
});
