// Reading the events of the long game: the fast path of Aces High (`readEvent`) against the general
// path (copy with `snapshot`, then `checkEvent`), each over every event ten times, three rounds.
//   npm run bench:read
import { snapshot } from "../src/core/snapshot.js";
import { checkEvent } from "../src/modes/aces-high/events.js";
import { readEvent } from "../src/modes/aces-high/read-event.js";
import { longGame } from "./synthetic.js";

const events = longGame(100_000).events as readonly unknown[];
const none = () => {};
const PATHS: [string, (event: unknown) => boolean][] = [
  ["fast path: readEvent", (event) => readEvent(event, none) !== undefined],
  ["general path: snapshot, then checkEvent", (event) => {
    const copied = snapshot(event);
    return copied.ok && checkEvent(copied.value) === undefined;
  }],
];

for (let round = 1; round <= 3; round++) {
  for (const [name, read] of PATHS) {
    const start = performance.now();
    let taken = 0;
    for (let i = 0; i < 10; i++) for (const event of events) if (read(event)) taken++;
    if (taken !== 10 * events.length) throw new Error(`${name} refused a valid event`);
    console.log(`round ${round}: ${name}: ${(performance.now() - start).toFixed(0)} ms for ${taken} events`);
  }
}
