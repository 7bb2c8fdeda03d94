// One path over the long record, for `node --cpu-prof`: `replay` (ten times), the fold of `apply`,
// or the two baselines of `npm run bench`: `mutable` (ten times) and `peer`. Bundle it like the bench:
//   npx esbuild bench/profile.ts --bundle --platform=node --format=esm --packages=external --outfile=bench/.build/profile.mjs
//   node --cpu-prof bench/.build/profile.mjs replay|apply|mutable|peer [events]
import { apply, replay, start } from "../src/modes/aces-high/index.js";
import { peerStart, peerTryApply } from "./baseline/immer-peer.js";
import { tryReplayMutable } from "./baseline/mutable.js";
import { longGame } from "./synthetic.js";

const long = longGame(Number(process.argv[3] ?? 100_000));
const which = process.argv[2] ?? "replay";
const t = performance.now();
if (which === "apply") {
  let s = start(long.setup);
  for (const e of long.events) s = apply(s, e);
} else if (which === "mutable") {
  for (let i = 0; i < 10; i++) if (!tryReplayMutable(long).ok) throw new Error("the mutable baseline rejected the long record");
} else if (which === "peer") {
  const started = peerStart(long.setup);
  if (!started.ok) throw new Error("the immer peer rejected the setup");
  for (const e of long.events) if (peerTryApply(started.game, e)) throw new Error("the immer peer rejected an event");
} else if (which === "replay") {
  for (let i = 0; i < 10; i++) replay(long);
} else throw new Error(`expected replay, apply, mutable or peer, got ${which}`);
console.log(which, (performance.now() - t).toFixed(0), "ms");
