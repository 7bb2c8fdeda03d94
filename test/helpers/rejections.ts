import { expect } from "vitest";
import type { Engine } from "../../src/core/engine.js";
import type { EngineState } from "../../src/core/ruleset.js";

type AnyEngine = Engine<unknown, EngineState, unknown>;

/**
 * Plays `prefix` from `setup`, then checks that `bad` is rejected with `code` at index `prefix.length`,
 * with a message saying what was expected, and that the state is left deep-equal. Returns the message.
 */
export function rejectionMessage(engine: AnyEngine, setup: unknown, prefix: readonly object[], bad: object, code: string): string | undefined {
  let state = engine.start(setup);
  for (const e of prefix) state = engine.apply(state, e);
  const snapshot = structuredClone(state);
  const result = engine.tryApply(state, bad);
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  expect(state).toEqual(snapshot);
  if (result.ok) return undefined;
  expect(result.error.event).toBe(prefix.length);
  expect(result.error.message).toMatch(/^expected /);
  return result.error.message;
}

/**
 * A fixture's expected error: the record is rejected with that code at that index, the events before
 * it are legal, and applying the bad event to the state before it fails and leaves that state as it was.
 */
export function expectFixtureError(engine: AnyEngine, record: { events: readonly unknown[] }, expected: { code: string; event: number | null }): void {
  const result = engine.tryReplay(record);
  expect(result.ok ? "accepted" : { code: result.error.code, event: result.error.event }).toEqual(expected);
  if (expected.event === null) return;
  const before = engine.tryReplay({ ...record, events: record.events.slice(0, expected.event) });
  expect(before.ok).toBe(true);
  if (!before.ok) return;
  const snapshot = structuredClone(before.value);
  expect(engine.tryApply(before.value, record.events[expected.event]).ok).toBe(false);
  expect(before.value).toEqual(snapshot);
}
