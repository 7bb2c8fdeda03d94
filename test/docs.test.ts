import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replay, scoreboard, tryApply } from "../src/modes/aces-high/index.js";
import { RULINGS } from "../src/modes/aces-high/rulings.js";
import { loadFixtures } from "./helpers/fixtures.js";
import { splitTables } from "../src/modes/tournament/index.js";

const root = join(import.meta.dirname, "..");
const rulesDoc = readFileSync(join(root, "docs", "aces-high.md"), "utf8");
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("documentation stays true", () => {
  it("docs/tournament.md lists splitTables for 2 to 40 players", () => {
    const doc = readFileSync(join(root, "docs", "tournament.md"), "utf8");
    for (let n = 2; n <= 40; n++) expect(doc).toContain(`| ${n} | ${splitTables(n).join(" + ")} |`);
  });

  it("docs/aces-high.md lists every ruling with its default", () => {
    for (const r of RULINGS) {
      expect(rulesDoc).toContain(`\`${r.id}\``);
      expect(rulesDoc).toContain(r.default.replace(/\|/g, "\\|"));
    }
  });

  it("every F.A.Q. fixture is in the F.A.Q. table and every fixture named there exists", () => {
    const names = new Set(loadFixtures("aces-high").map((f) => f.name));
    for (const name of names) if (name.startsWith("faq-")) expect(rulesDoc, name).toContain(`\`${name}\``);
    const table = rulesDoc.slice(rulesDoc.indexOf("## F.A.Q. answers"), rulesDoc.indexOf("## Worked example"));
    for (const [, name] of table.matchAll(/`([a-z0-9-]+)`/g)) expect(names.has(name!), name).toBe(true);
  });

  it("the README example gives the results it shows", () => {
    const record = {
      mode: "aces-high",
      version: 1,
      setup: {
        players: [
          { id: "vader", order: 1, ship: { hull: 3, shields: 2, pilot: "darthvader" } },
          { id: "luke", order: 2, ship: { hull: 4, shields: 2, pilot: "lukeskywalker" } },
        ],
      },
      events: [
        { type: "roundStarted" },
        { type: "damaged", target: "luke", amount: 6, source: { kind: "attack", by: "vader" } },
        { type: "destroyed", targets: ["luke"] },
      ],
    };
    const state = replay(record);
    const board = scoreboard(state);
    expect(board.players[0]).toEqual({ id: "vader", rank: 1, victory: 3, bounty: 1, status: "active" });
    expect(readme).toContain(`board.ledger[1].explanation;         // "${board.ledger[1]!.explanation}"`);
    const next = tryApply(state, { type: "respawned", target: "luke", marker: 1 });
    expect(next.ok ? null : [next.error.code, next.error.event]).toEqual(["ERR_ROUND", 3]);
  });
});
