// Type tests of the typed path the README teaches: `npm test` type-checks this file (tsc --noEmit), and
// every `@ts-expect-error` below must meet an error, so a misspelt or missing field stays a compile
// error. It is never run.
import { type AcesHighEvent, type AcesHighGame, type AcesHighRecord, event, type EventOf, isEventOf, startGame } from "../../src/modes/aces-high/index.js";

const source = { kind: "attack", by: "vader" } as const;

// Events without a required field need no payload; the others do.
export const ended: EventOf<"roundEnded"> = event("roundEnded");
export const started: EventOf<"roundStarted"> = event("roundStarted");
export const reordered = event("roundStarted", { order: ["luke", "vader"] });
export const called = event("timeCalled");
export const hit: EventOf<"damaged"> = event("damaged", { target: "luke", amount: 2, source });

// @ts-expect-error: a misspelt field ("Did you mean 'amount'?")
event("damaged", { target: "luke", amout: 2, source });
// @ts-expect-error: a required field left out
event("damaged", { target: "luke", source });
// @ts-expect-error: damaged takes a payload
event("damaged");
// @ts-expect-error: no such event type
event("roundEnd");
// @ts-expect-error: a field of the wrong type
event("damaged", { target: "luke", amount: "2", source });
// @ts-expect-error: a field roundStarted does not have
event("roundStarted", { round: 2 });

// A record annotated AcesHighRecord: its events are checked as they are written.
export const record: AcesHighRecord = {
  mode: "aces-high",
  version: 1,
  setup: { players: [{ id: "vader", order: 1, ship: { hull: 3, shields: 2 } }, { id: "luke", order: 2, ship: { hull: 4, shields: 2 } }] },
  events: [
    { type: "roundStarted" },
    // @ts-expect-error: a misspelt field in a record's event
    { type: "damaged", target: "luke", amout: 2, source },
    event("destroyed", { targets: ["luke"] }),
  ],
};

export const wrongMode: AcesHighRecord = {
  // @ts-expect-error: an AcesHighRecord is of mode "aces-high"
  mode: "epic",
  setup: { players: [] },
  events: [],
};

// isEventOf narrows an event to its type's fields.
export function damageTo(target: string, events: readonly AcesHighEvent[]): number {
  let total = 0;
  for (const e of events) {
    // @ts-expect-error: not every event has an amount
    void e.amount;
    if (isEventOf("damaged", e) && e.target === target) total += e.amount;
  }
  return total;
}

// A game takes typed events and gives back its record as an AcesHighRecord.
export function play(game: AcesHighGame): AcesHighRecord {
  game.apply(event("roundStarted"));
  // @ts-expect-error: apply takes an event, typed
  game.apply({ type: "damaged", target: "luke", amout: 2, source });
  // tryApply takes what an app has not checked yet
  game.tryApply(JSON.parse('{"type":"roundEnded"}'));
  return game.record;
}
export const game: AcesHighGame = startGame(record.setup);
