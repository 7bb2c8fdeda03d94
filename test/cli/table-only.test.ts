import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatEntry } from "../../src/core/ledger.js";
import { explain } from "../../src/modes/aces-high/explain.js";
import { formatAcesHigh } from "../../src/cli/format-aces-high.js";
import { formatEpic } from "../../src/cli/format-epic.js";
import { formatFireteam } from "../../src/cli/format-fireteam.js";
import { formatIntergalacticAce } from "../../src/cli/format-intergalactic-ace.js";
import { formatSpaceRace } from "../../src/cli/format-space-race.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { cli, root } from "./io.js";

// Counts the sentences written for Aces High ledger entries.
vi.mock(import("../../src/modes/aces-high/explain.js"), async (original) => {
  const module = await original();
  return { ...module, explain: vi.fn(module.explain) };
});

const demoPath = join(root, "examples", "aces-high-demo.json");

describe("score prints the table without explaining the ledger", () => {
  beforeEach(() => {
    vi.mocked(explain).mockClear();
  });

  it("no sentence is written for the table; --explain and --json write each once", () => {
    const table = cli(["score", demoPath]);
    expect(table.code).toBe(0);
    expect(table.out).toContain("Winner: luke");
    expect(explain).not.toHaveBeenCalled();

    const explained = cli(["score", demoPath, "--explain"]);
    const entries = JSON.parse(cli(["score", demoPath, "--json"]).out).ledger;
    expect(explained.out).toBe(`${table.out}\n\nLedger:\n${entries.map(formatEntry).join("\n")}`);
    // Once for --explain and once for --json: no sentence twice in one command.
    expect(explain).toHaveBeenCalledTimes(2 * entries.length);
  });

  it("the table of every mode is the one the full scoreboard gives", () => {
    const full: Record<string, (record: unknown) => string> = {
      "aces-high": (r) => formatAcesHigh(acesHigh.scoreboard(acesHigh.replay(r as never))),
      epic: (r) => formatEpic(epic.scoreboard(epic.replay(r as never))),
      "space-race": (r) => formatSpaceRace(spaceRace.scoreboard(spaceRace.replay(r as never))),
      fireteam: (r) => formatFireteam(fireteam.scoreboard(fireteam.replay(r as never))),
      "intergalactic-ace": (r) => formatIntergalacticAce(intergalacticAce.scoreboard(intergalacticAce.replay(r as never))),
    };
    const files = readdirSync(join(root, "examples"));
    // Every mode has an example (Intergalactic Ace two: the demo, and a live table with a face-down deck).
    expect([...new Set(files.map((f) => JSON.parse(readFileSync(join(root, "examples", f), "utf8")).mode))].sort()).toEqual(Object.keys(full).sort());
    for (const file of files) {
      const path = join(root, "examples", file);
      const record = JSON.parse(readFileSync(path, "utf8"));
      expect(cli(["score", path]).out, file).toBe(full[record.mode]!(record));
      expect(cli(["score", path, "--explain"]).out.startsWith(`${full[record.mode]!(record)}\n\nLedger:\n`), file).toBe(true);
    }
  });

  it("a game with no ledger entries says so", () => {
    const demo = JSON.parse(readFileSync(demoPath, "utf8"));
    const r = cli(["score", "game.json", "--explain"], { "game.json": JSON.stringify({ ...demo, events: [] }) });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n\nLedger:\n\(no entries\)$/);
  });
});
