// Each mode's setup input type (`AcesHighSetupInput`, `EpicSetupInput`, ...), the type `startGame` takes,
// takes every setup the engine takes in the conformance kit and the examples, as written: the compiler
// checks each setup as an object literal of that type, so a field the type lacks, or types otherwise,
// is an error here. (test/types/setups.test-d.ts keeps a misspelt field a compile error.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conformanceCases } from "../../src/conformance/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { type TsBlock, typeCheckBlocks } from "../helpers/doc-examples.js";
import { sourceEntries } from "../helpers/entries.js";

const root = join(import.meta.dirname, "..", "..");
const MODES = [
  ["aces-high", "AcesHighSetupInput", acesHigh.tryStart],
  ["epic", "EpicSetupInput", epic.tryStart],
  ["space-race", "SpaceRaceSetupInput", spaceRace.tryStart],
  ["fireteam", "FireteamSetupInput", fireteam.tryStart],
  ["intergalactic-ace", "IntergalacticAceSetupInput", intergalacticAce.tryStart],
] as const;

/** A module that declares each setup as a constant of the mode's input type. */
function block(mode: string, type: string, setups: readonly unknown[], line: number): TsBlock {
  const code = [`import type { ${type} } from "ace-ledger/${mode}";`, ...setups.map((s, i) => `export const setup${i}: ${type} = ${JSON.stringify(s)};`)].join("\n");
  return { file: `test/types/setup-input-${mode}`, line, fragment: true, code: `${code}\n` };
}

describe("each mode's setup input type takes the setups the engine takes", () => {
  const blocks = MODES.map(([mode, type, tryStart], i) => {
    const demo = JSON.parse(readFileSync(join(root, "examples", `${mode}-demo.json`), "utf8")) as { setup: unknown };
    const all = [demo.setup, ...conformanceCases(mode).map((c) => c.record.setup)].filter((s) => tryStart(s).ok);
    const distinct = [...new Map(all.map((s) => [JSON.stringify(s), s])).values()];
    return { mode, count: distinct.length, block: block(mode, type, distinct, i) };
  });
  // A setup with a field of no mode, to show the check finds what it is for.
  const misspelt = block("epic", "EpicSetupInput", [{ scoring: "points", players: [], tiebraker: "none" }], 99);
  const results = typeCheckBlocks(root, [...blocks.map((b) => b.block), misspelt], sourceEntries(root));

  it.each(blocks.map((b, i) => [b.mode, b.count, i] as const))("%s: its %i distinct setups type-check", (_mode, count, i) => {
    expect(count).toBeGreaterThan(3);
    expect(results[i]!.errors).toEqual([]);
  });

  it("a misspelt field fails the same check", () => {
    expect(results.at(-1)!.errors.join("\n")).toMatch(/TS2353|TS2561/);
  });
});
