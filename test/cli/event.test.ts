import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { cli, root } from "./io.js";

const fixture = JSON.parse(readFileSync(join(root, "test", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
const event = fixture.event as AcesHighEvent;

/** The event with every game in a file of its own next to it, in /league/. */
function eventWithFiles(): Record<string, string> {
  const byName = structuredClone(event) as unknown as { rounds: { tables: { record?: unknown }[] }[] };
  const files: Record<string, string> = {};
  byName.rounds.forEach((round, r) => round.tables.forEach((table, t) => {
    const name = `r${r + 1}t${t + 1}.json`;
    files[`/league/${name}`] = JSON.stringify(table.record);
    table.record = name;
  }));
  files["/league/event.json"] = JSON.stringify(byName);
  return files;
}

const standings = (files: Record<string, string>, json = false) => cli(["event", "standings", "/league/event.json", ...(json ? ["--json"] : [])], files);

describe("ace-ledger event standings: exit codes", () => {
  it("2 when a game file cannot be read; the standings are printed all the same", () => {
    const files = eventWithFiles();
    delete files["/league/r2t1.json"];
    const r = standings(files);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^Standings after round 3/);
    expect(r.out).toContain("round 2, table 1 not scored: ERR_INVALID_RECORD: cannot read r2t1.json");
    const json = standings(files, true);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out).errors).toHaveLength(1);
  });

  it("1 when a game breaks a rule", () => {
    const files = eventWithFiles();
    const record = JSON.parse(files["/league/r1t2.json"]!);
    files["/league/r1t2.json"] = JSON.stringify({ ...record, events: [{ type: "roundEnded" }] });
    const r = standings(files);
    expect(r.code).toBe(1);
    expect(r.out).toContain("round 1, table 2 not scored: ERR_ROUND at event 0: expected a round to be running");
    expect(standings(files, true).code).toBe(1);
  });

  it("1 when a game file is not JSON, with the line and column", () => {
    const files = eventWithFiles();
    files["/league/r3t1.json"] = '{\n  "mode": "aces-high",\n  "setup": {,\n}';
    const r = standings(files);
    expect(r.code).toBe(1);
    expect(r.out).toContain("round 3, table 1 not scored: ERR_INVALID_RECORD: expected JSON text at line 3, column 13 (");
  });

  it("2 wins over 1 when both happen", () => {
    const files = eventWithFiles();
    delete files["/league/r1t1.json"];
    files["/league/r1t2.json"] = "[]";
    expect(standings(files).code).toBe(2);
  });
});

/** Each line's cells start where the header's names start. */
function expectColumns(lines: readonly string[]) {
  const header = lines[0]!;
  const starts = [...header.matchAll(/\S+/g)].map((m) => m.index);
  for (const line of lines.slice(1)) {
    for (const start of starts) {
      expect(line[start], `${JSON.stringify(line)} at ${start}`).toMatch(/\S/);
      if (start > 0) expect(line[start - 1], `${JSON.stringify(line)} before ${start}`).toBe(" ");
    }
  }
}

describe("ace-ledger event next", () => {
  it("prints the tables and the seeding ranking in columns that line up", () => {
    const next = cli(["event", "next", "/league/event.json"], eventWithFiles());
    expect(next.code).toBe(0);
    const blocks = next.out.split("\n\n");
    expect(blocks[0]).toBe("Round 4");
    const tables = blocks[1]!.split("\n");
    expect(tables[0]).toMatch(/^table +players$/);
    expect(tables).toHaveLength(3);
    expectColumns(tables);
    expect(blocks[2]).toBe("Seeded by victory, then place in the last round, then the final salvo roll:");
    const ranking = blocks[3]!.split("\n");
    expect(ranking[0]).toMatch(/^seed +player +victory +place +salvo$/);
    expect(ranking).toHaveLength(11);
    expectColumns(ranking);
  });
});
