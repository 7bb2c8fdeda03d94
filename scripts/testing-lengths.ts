// npm run testing:lengths [-- <samples>]
// How long the records of ace-ledger/testing's Epic, Space Race, A.C.E. Fireteam and Intergalactic Ace
// arbitraries are: each set of options sampled as fc.assert would (seed 42), replayed, and measured.
// Prints a Markdown table (docs/testing.md quotes it).
import fc from "fast-check";
import { replay as epicReplay } from "../src/modes/epic/index.js";
import { replay as fireteamReplay } from "../src/modes/fireteam/index.js";
import { replay as aceReplay } from "../src/modes/intergalactic-ace/index.js";
import { replay as raceReplay } from "../src/modes/space-race/index.js";
import { arbitraries, type GameOptions } from "../src/testing/index.js";

type Record = { readonly events: readonly { readonly type: string }[] };
interface Row {
  readonly label: string;
  readonly arbitrary: fc.Arbitrary<Record>;
  readonly replay: (r: Record) => { readonly over: boolean; readonly round?: number; readonly turn?: number };
  readonly samples: number;
}

const n = Number(process.argv[2] ?? "1000");
const rows: Row[] = [];
const add = <O extends GameOptions>(mode: string, make: (o?: O) => fc.Arbitrary<Record>, replay: Row["replay"], options: O | undefined, samples = n) =>
  rows.push({ label: `\`${mode}(${options === undefined ? "" : JSON.stringify(options).replaceAll('"', "").replaceAll(",", ", ").replaceAll(":", ": ")})\``, arbitrary: make(options), replay, samples });

add("epicRecord", arbitraries.epicRecord, epicReplay as never, undefined);
add("epicRecord", arbitraries.epicRecord, epicReplay as never, { finished: true });
add("spaceRaceRecord", arbitraries.spaceRaceRecord, raceReplay as never, undefined);
add("spaceRaceRecord", arbitraries.spaceRaceRecord, raceReplay as never, { maxPlayers: 4, finished: true });
add("fireteamRecord", arbitraries.fireteamRecord, fireteamReplay as never, undefined, Math.ceil(n / 4));
add("fireteamRecord", arbitraries.fireteamRecord, fireteamReplay as never, { maxPlayers: 2, finished: true }, Math.ceil(n / 4));
add("intergalacticAceRecord", arbitraries.intergalacticAceRecord, aceReplay as never, undefined, Math.ceil(n / 4));
add("intergalacticAceRecord", arbitraries.intergalacticAceRecord, aceReplay as never, { finished: true }, Math.ceil(n / 4));

const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log("| options | samples | median | p90 | max | rounds or turns (median, max) | over |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) {
  const records = fc.sample(row.arbitrary, { numRuns: row.samples, seed: 42 });
  const lengths = records.map((r) => r.events.length).sort((a, b) => a - b);
  const states = records.map((r) => row.replay(r));
  const rounds = states.map((s) => s.round ?? s.turn ?? 0).sort((a, b) => a - b);
  const over = states.filter((s) => s.over).length / states.length;
  console.log(`| ${row.label} | ${records.length.toLocaleString("en")} | ${at(lengths, 0.5)} | ${at(lengths, 0.9)} | ${lengths.at(-1)} | ${at(rounds, 0.5)}, ${rounds.at(-1)} | ${percent(over)} |`);
}
