// A long valid Aces High record, for timing the command line on big input: eight aces, no victory
// limit, time never called, so every one of the N events (damage, destruction, respawn, rounds)
// is scored. Seeded: the same N gives the same file. Run from the project root:
//   npx esbuild bench/big-record.ts --bundle --platform=node --format=esm --packages=external --outfile=bench/.build/big-record.mjs --log-level=warning
//   node bench/.build/big-record.mjs 1000000 /tmp/big.json
// and time the CLI on it (bundled as `npm run demo` does, or `npm run build` for dist/cli.cjs):
//   /usr/bin/time -v node dist/cli.cjs score /tmp/big.json > /dev/null
import { writeFileSync } from "node:fs";
import { longGame } from "./synthetic.js";

const [count = "1000000", out = "big.json"] = process.argv.slice(2);
const events = Number(count);
if (!/^[0-9]+$/.test(count) || events < 1) throw new Error(`expected a number of events, got ${count}`);
const record = longGame(events);
writeFileSync(out, JSON.stringify(record));
console.log(`${out}: ${record.events.length} events, ${record.setup.players.length} players`);
