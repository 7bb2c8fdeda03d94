import type { AcesHighEvent } from "../../src/modes/aces-high/index.js";

/** A small setup for hand-written tests: players a, b, c (hull 2, no shields) and Tel Trevura. */
export const SETUP = {
  players: [
    { id: "a", order: 1, ship: { hull: 2, shields: 0 } },
    { id: "b", order: 2, ship: { hull: 2, shields: 0 } },
    { id: "c", order: 3, ship: { hull: 2, shields: 0 } },
    { id: "tel", order: 4, ship: { hull: 6, shields: 3, pilot: "teltrevura" } },
  ],
};

export const attack = (target: string, by: string, amount = 1): AcesHighEvent => ({ type: "damaged", target, amount, source: { kind: "attack", by } });
export const roundStarted: AcesHighEvent = { type: "roundStarted" };
export const roundEnded: AcesHighEvent = { type: "roundEnded" };
export const destroyed = (...targets: string[]): AcesHighEvent => ({ type: "destroyed", targets });

export function record(events: unknown[], setup: unknown = SETUP) {
  return { mode: "aces-high", version: 1, setup, events };
}
