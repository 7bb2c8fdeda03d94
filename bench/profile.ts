import { apply, replay, start } from "../src/modes/aces-high/index.js";
import { longGame } from "./synthetic.js";
const long = longGame(Number(process.argv[3] ?? 100_000));
const which = process.argv[2];
const t = performance.now();
if (which === "apply") {
  let s = start(long.setup);
  for (const e of long.events) s = apply(s, e);
} else for (let i = 0; i < 10; i++) replay(long);
console.log(which, (performance.now() - t).toFixed(0), "ms");
