import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scoreboard as fireteamBoard, tryReplay as fireteam } from "../../src/modes/fireteam/index.js";
import { scoreboard as aceBoard, tryReplay as intergalacticAce } from "../../src/modes/intergalactic-ace/index.js";

// Messages are part of the product: every rejection says what was expected. The error fixtures of
// these modes pin their messages in a snapshot (CI never writes snapshots, so a change fails there).
const modes = { fireteam, "intergalactic-ace": intergalacticAce } as const;

describe.each(Object.keys(modes) as (keyof typeof modes)[])("%s error messages", (mode) => {
  it("say what was expected, at the event index", () => {
    const dir = join(import.meta.dirname, "..", "fixtures", mode);
    const messages: Record<string, string> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const f = JSON.parse(readFileSync(join(dir, file), "utf8"));
      if (!f.expect.error) continue;
      const result = modes[mode](f.record);
      if (result.ok) throw new Error(`${f.name} was accepted`);
      expect(result.error.message, f.name).toMatch(/^expected /);
      messages[f.name] = `${result.error.code} at ${result.error.event}: ${result.error.message}`;
    }
    expect(Object.keys(messages).length).toBeGreaterThan(10);
    expect(messages).toMatchSnapshot();
  });
});

describe.each(Object.keys(modes) as (keyof typeof modes)[])("%s ledger sentences", (mode) => {
  it("every fixture's ledger explains each entry with its rule", () => {
    const dir = join(import.meta.dirname, "..", "fixtures", mode);
    const sentences = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const f = JSON.parse(readFileSync(join(dir, file), "utf8"));
      const result = modes[mode](f.record);
      if (!result.ok) continue;
      const board = mode === "fireteam" ? fireteamBoard(result.value as never) : aceBoard(result.value as never);
      for (const e of board.ledger) sentences.add(e.explanation);
    }
    expect(sentences.size).toBeGreaterThan(3);
    expect([...sentences].sort()).toMatchSnapshot();
  });
});
