import { describe, expect, it } from "vitest";
import { apply, type EpicState, replay, scoreboard } from "../../src/modes/epic/index.js";

// What a markerAssigned costs must not grow with the markers the game holds. Unit tests time nothing,
// so this counts the array elements the engine scans (includes, indexOf, filter, ...) instead.
const SHIPS = ["a1", "a2", "b1", "b2"];
const setup = {
  scoring: "points",
  players: [
    { id: "a", order: 1, ships: [{ id: "a1", hull: 3, shields: 2, points: 40 }, { id: "a2", hull: 3, shields: 2, points: 40 }] },
    { id: "b", order: 2, ships: [{ id: "b1", hull: 3, shields: 2, points: 40 }, { id: "b2", hull: 3, shields: 2, points: 40 }] },
  ],
};
const round = (count: number, marker: (i: number) => string) => ({
  mode: "epic",
  setup,
  events: [{ type: "roundStarted" }, ...Array.from({ length: count }, (_, i) => ({ type: "markerAssigned", ship: SHIPS[i % SHIPS.length]!, marker: marker(i) }))],
});

const SCANS = ["includes", "indexOf", "lastIndexOf", "filter", "find", "findIndex", "findLast", "findLastIndex", "some", "every"] as const;

/** The elements `run` scans with the array methods above (their `length` at each call). */
function scanned(run: () => unknown): number {
  let count = 0;
  const proto = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = SCANS.map((name) => proto[name]!);
  SCANS.forEach((name, i) => {
    const original = originals[i]!;
    proto[name] = function (this: unknown[], ...args: unknown[]) {
      count += this.length;
      return original.apply(this, args);
    };
  });
  try {
    run();
  } finally {
    SCANS.forEach((name, i) => (proto[name] = originals[i]!));
  }
  return count;
}

describe("Epic markers", () => {
  it("replay: each markerAssigned scans a bounded number of elements, however many markers are held", () => {
    const n = 4000;
    const distinct = round(n, (i) => `m${i}`);
    const reused = round(n, (i) => `m${i % 3}`);
    // A scan of every ship's markers on each event would be about n * n / 2 elements.
    expect(scanned(() => replay(distinct as never)) / n).toBeLessThan(50);
    expect(scanned(() => replay(reused as never)) / n).toBeLessThan(50);
  });

  it("apply: a new marker, and a marker moved between ships, scan a bounded number of elements", () => {
    const held: EpicState = replay(round(20_000, (i) => `m${i}`) as never);
    expect(scanned(() => apply(held, { type: "markerAssigned", ship: "a1", marker: "new" }))).toBeLessThan(200);
    // Moving a marker takes it out of its old carrier's list: at most one scan of that list.
    expect(scanned(() => apply(held, { type: "markerAssigned", ship: "a1", marker: "m19999" }))).toBeLessThan(200 + 20_000 / SHIPS.length);
  });

  it("a marker is on one ship at a time, in the order it reached that ship, whatever its name", () => {
    const names = ["__proto__", "constructor", "toString", "1", "0", "m"];
    const events = [
      { type: "roundStarted" },
      ...names.map((marker, i) => ({ type: "markerAssigned", ship: SHIPS[i % 2]!, marker })),
      { type: "markerAssigned", ship: "a1", marker: "toString" },
      { type: "markerAssigned", ship: "a2", marker: "__proto__" },
      { type: "markerAssigned", ship: "b1", marker: "1" },
      { type: "damaged", target: "b1", amount: 5 },
      { type: "destroyed", targets: ["b1"] },
      { type: "markerAssigned", ship: "b2", marker: "constructor" },
      { type: "markerAssigned", ship: "b2", marker: "1" },
    ];
    const text = JSON.stringify({ mode: "epic", setup, events });
    const board = scoreboard(replay(text));
    expect(board.markers.map((m) => [m.marker, m.ship])).toEqual([
      ["0", "a1"],
      ["toString", "a1"],
      ["m", "a2"],
      ["__proto__", "a2"],
      ["constructor", "b2"],
      ["1", "b2"],
    ]);
    // The same game event by event (apply, with immer) gives the same state.
    let state = replay({ mode: "epic", setup, events: [] } as never);
    for (const e of JSON.parse(text).events) state = apply(state, e);
    expect(state).toEqual(replay(text));
    expect(scoreboard(state).markers).toEqual(board.markers);
  });
});
