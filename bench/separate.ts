// `npm run bench:separate`: what replay would gain from rules code of its own. `replay` and `apply` run the
// same `validate` and `mutate`; under `apply` those functions see immer's drafts (proxies), and V8's
// feedback for their property reads then serves plain objects worse too. This script loads the Aces High
// entry twice, as two separate bundles (`bench/.build/separate/shared.mjs` and `own.mjs`, built from the
// same sources by the npm script): copy A folds `apply` over the league and the long game, then the
// replay of A (code shared with that apply) and the replay of B (code no apply ever ran) are each timed
// against the mutable baseline, in pairs as `npm run bench` times them.
import { pathToFileURL } from "node:url";
import { tryReplayMutable } from "./baseline/mutable.js";
import { paired } from "./paired.js";
import { league, longGame } from "./synthetic.js";

type AcesHigh = typeof import("../src/modes/aces-high/index.js");

// This script runs bundled as bench/.build/separate.mjs, beside the folder of the two copies.
const dir = new URL("./separate/", import.meta.url);
const shared = (await import(pathToFileURL(new URL("shared.mjs", dir).pathname).href)) as AcesHigh;
const own = (await import(pathToFileURL(new URL("own.mjs", dir).pathname).href)) as AcesHigh;

const long = longGame(100_000);
const games = league(1000);

function mutableRun(record: Parameters<AcesHigh["replay"]>[0]) {
  const r = tryReplayMutable(record as never);
  if (!r.ok) throw new Error(`the mutable baseline rejected a record: ${r.error.code}`);
  return r.game;
}

// Warm every path on the league; the apply of copy A runs on drafts, as in an app that uses both.
let t = performance.now();
for (const g of [...games, long]) {
  let state = shared.start(g.setup);
  for (const e of g.events) state = shared.apply(state, e);
  if (shared.replay(g).eventCount !== state.eventCount || own.replay(g).eventCount !== state.eventCount) throw new Error("the two copies disagree");
  mutableRun(g);
}
console.log(`warmed on ${games.length} league games and the long game (apply, both replays, the baseline) in ${Math.round(performance.now() - t)} ms`);

const runs = [
  paired("replay sharing its rules code with apply / mutable baseline", { baseline: "mutable baseline", library: "replay (shared)" }, () => mutableRun(long), () => shared.replay(long), 15, 3),
  paired("replay with rules code of its own / mutable baseline", { baseline: "mutable baseline", library: "replay (own)" }, () => mutableRun(long), () => own.replay(long), 15, 3),
];
for (const p of runs) {
  console.log(`${p.name.padEnd(62)} ratio ${p.ratio.median.toFixed(3)} (${p.ratio.min.toFixed(3)} to ${p.ratio.max.toFixed(3)}); medians ${p.libraryMedianMs.toFixed(1)} ms library, ${p.baselineMedianMs.toFixed(1)} ms baseline`);
}
