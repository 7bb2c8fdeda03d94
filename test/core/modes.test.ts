import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acesHigh } from "../../src/modes/aces-high/index.js";
import { epic } from "../../src/modes/epic/index.js";
import { fireteam } from "../../src/modes/fireteam/index.js";
import { intergalacticAce } from "../../src/modes/intergalactic-ace/index.js";
import { spaceRace } from "../../src/modes/space-race/index.js";
import type { Engine, EngineState } from "../../src/index.js";

// The core's promise holds for every mode: replay equals folding apply at every prefix, and
// undo(n) equals the replay of the first n - 1 events.
const engines = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce } as unknown as Record<string, Engine<unknown, EngineState, unknown>>;

describe.each(Object.keys(engines))("core engine with the %s mode", (mode) => {
  const dir = join(import.meta.dirname, "..", "fixtures", mode);
  const records = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((f) => !f.expect.error)
    .map((f) => f.record);
  const engine = engines[mode]!;

  it("replay equals folding apply at every prefix; undo equals a shorter replay", () => {
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) {
      const states = engine.history(record);
      for (let n = 0; n <= record.events.length; n++) {
        expect(engine.stateAt(record, n)).toEqual(states[n]);
        if (n > 0) expect(engine.undo(record, n)).toEqual(states[n - 1]);
      }
      expect(Object.isFrozen(states.at(-1))).toBe(true);
    }
  });
});
