// Games worked by hand from a mode's rule text and docs, one JSON file each beside the others in a
// fixtures folder: the sentences the game rests on ("why"), its record and what the hand gave.
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import type { Result } from "../../src/core/result.js";

/** A hand-worked game: `expected` is a refusal (code and event index) or what the mode's test compares. */
export interface HandWorked<Expected> {
  readonly why: string;
  readonly record: unknown;
  readonly expected: { readonly error: { readonly code: string; readonly event: number | null } } | Expected;
}

/** The file names of a folder of hand-worked games, sorted. */
export function handWorkedFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
}

/**
 * Reads one hand-worked game, replays its record and, when the hand refused it, checks the refusal;
 * otherwise gives the replayed state for the mode's own comparison (`undefined` once checked).
 */
export function replayHandWorked<Expected, State>(
  file: string,
  replay: (record: unknown) => Result<State, { readonly code: string; readonly event: number | null; readonly message: string }>,
): { readonly state: State; readonly expected: Expected } | undefined {
  const c = JSON.parse(readFileSync(file, "utf8")) as HandWorked<Expected>;
  expect(c.why.length).toBeGreaterThan(0);
  const replayed = replay(c.record);
  if (typeof c.expected === "object" && c.expected !== null && "error" in c.expected) {
    expect(replayed.ok ? "accepted" : { code: replayed.error.code, event: replayed.error.event }).toEqual(c.expected.error);
    return undefined;
  }
  if (!replayed.ok) throw new Error(`${replayed.error.code}: ${replayed.error.message}`);
  return { state: replayed.value, expected: c.expected as Expected };
}
