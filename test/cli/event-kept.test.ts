// What a command takes off the night is kept in the event file, whole: salvo rolls taken back with their
// round, a result the table named by file, and a kept record the file holds in any shape.
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, enterResult, nextRound, undoRound } from "../../src/modes/tournament/index.js";
import { eventOf, sheet } from "../tournament/helpers.js";
import { pairedEvent } from "./io.js";

const PLAYERS = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

const workspace = (more: Partial<AcesHighEvent> = {}) => pairedEvent(PLAYERS, more);

/** Score sheets of a table with its first two players tied on victory and place 1. */
const tiedSheet = (t: readonly string[]) => t.map((p, i) => `${p}=${i < 2 ? 3 : 0}/0/${i < 2 ? 1 : 3}`);

describe("event undo --force keeps the salvo rolls of the round (item 2)", () => {
  it("keeps them in replacedSalvos, says so, and entering the kept results again brings them back", () => {
    const { files, cli, event, tables } = workspace({ rules: { salvoRolls: "atTable" } });
    const [t1, t2] = tables as [string[], string[]];
    expect(cli("event", "result", "/ev/event.json", "--table", "1", ...tiedSheet(t1)).code).toBe(0);
    expect(cli("event", "result", "/ev/event.json", "--table", "2", ...tiedSheet(t2)).code).toBe(0);
    const rolls = cli("event", "salvo", "/ev/event.json", `${t1[0]}=4,6`, `${t1[1]}=4,2`, `${t2[0]}=5`, `${t2[1]}=3`);
    expect(rolls.code, rolls.err).toBe(0);
    const standings = cli("event", "standings", "/ev/event.json", "--json").out;
    const salvos = event().salvos;
    const undone = cli("event", "undo", "/ev/event.json", "--force");
    expect(undone.code, undone.err).toBe(0);
    expect(undone.out).toContain(`The salvo rolls entered for it (${t1[0]} 4 then 6, ${t1[1]} 4 then 2, ${t2[0]} 5, ${t2[1]} 3) were taken off too and kept in the event file`);
    expect(event().salvos).toEqual([]);
    expect(event().replacedSalvos).toEqual(salvos);
    const listed = cli("event", "replaced", "/ev/event.json");
    expect(listed.out).toContain(`ace-ledger event salvo /ev/event.json --round 1 ${t1[0]}=4,6 ${t1[1]}=4,2 ${t2[0]}=5 ${t2[1]}=3`);
    // The round seated as it was, each kept result entered again: its table's rolls come back with it.
    expect(cli("event", "seat", "/ev/event.json", "--round", "1", `1=${t1.join(",")}`, `2=${t2.join(",")}`).code).toBe(0);
    for (const entry of ["1", "2"]) {
      files.set(`/ev/kept-${entry}.json`, cli("event", "replaced", "/ev/event.json", entry).out);
      const back = cli("event", "result", "/ev/event.json", "--table", entry, "--game", `/ev/kept-${entry}.json`);
      expect(back.code, back.err).toBe(0);
      const t = entry === "1" ? t1 : t2;
      expect(back.out).toContain(`The salvo rolls kept with this result are entered again: ${t[0]} ${entry === "1" ? "4 then 6" : "5"}, ${t[1]} ${entry === "1" ? "4 then 2" : "3"}.`);
    }
    expect(event().replacedSalvos).toEqual([]);
    expect(cli("event", "standings", "/ev/event.json", "--json").out).toBe(standings);
  });

  it("a round taken back with no results keeps its rolls too; a different result brings none back", () => {
    const base = eventOf(PLAYERS);
    const tables = nextRound(base).tables;
    const paired = { ...base, rounds: [{ tables: tables.map((players) => ({ players })) }], salvos: [{ round: 1, player: "anna", rolls: [5] }] };
    const undone = undoRound(paired);
    if (!undone.ok) throw new Error(undone.error.message);
    expect(undone.value.keptSalvos).toEqual([{ round: 1, player: "anna", rolls: [5] }]);
    expect(undone.value.event.replacedSalvos).toEqual([{ round: 1, player: "anna", rolls: [5] }]);
    // A result that is not a kept one brings nothing back.
    const again = { ...undone.value.event, rounds: paired.rounds };
    const t = tables.find((x) => x.includes("anna"))!;
    const s = sheet(...t.map((p, i) => [p, 3 - i, 0, i + 1] as [string, number, number, number]));
    const entered = enterResult(again, 1, tables.indexOf(t) + 1, s);
    if (!entered.ok) throw new Error(entered.error.message);
    expect(entered.value.salvosBack).toEqual([]);
    expect(entered.value.event.replacedSalvos).toEqual([{ round: 1, player: "anna", rolls: [5] }]);
  });
});

describe("a result named by file is kept as the record itself (item 13)", () => {
  it("event result --replace keeps the record read from the file, and the printed commands enter it again", () => {
    const { files, cli, event, tables } = workspace();
    const t1 = tables[0]!;
    const first = sheet(...t1.map((p, i) => [p, 3 - i, 0, i + 1] as [string, number, number, number]));
    // A hand-edited event file names the table's record by file.
    files.set("/ev/t1.json", JSON.stringify(first));
    const named = event();
    (named.rounds[0]!.tables[0] as { record?: unknown }).record = "t1.json";
    files.set("/ev/event.json", JSON.stringify(named));
    const fix = cli("event", "result", "/ev/event.json", "--table", "1", "--replace", ...t1.map((p, i) => `${p}=${i}/0/${4 - i}`));
    expect(fix.code, fix.err).toBe(0);
    expect(event().replaced).toEqual([{ round: 1, table: 1, record: first }]);
    // The file goes; the kept result is still there, and enters again as the list says.
    files.delete("/ev/t1.json");
    files.set("/ev/r1-t1-kept.json", cli("event", "replaced", "/ev/event.json", "1").out);
    const back = cli("event", "result", "/ev/event.json", "--round", "1", "--table", "1", "--game", "/ev/r1-t1-kept.json", "--replace");
    expect(back.code, back.err).toBe(0);
    expect(event().rounds[0]!.tables[0]!.record).toEqual(first);
  });

  it("event undo --force keeps the record of a table named by file; a file that cannot be read keeps its name", () => {
    const { files, cli, event, tables } = workspace();
    const [t1, t2] = tables as [string[], string[]];
    const s1 = sheet(...t1.map((p, i) => [p, 3 - i, 0, i + 1] as [string, number, number, number]));
    files.set("/ev/t1.json", JSON.stringify(s1));
    const named = event();
    (named.rounds[0]!.tables[0] as { record?: unknown }).record = "t1.json";
    (named.rounds[0]!.tables[1] as { record?: unknown }).record = "gone.json";
    files.set("/ev/event.json", JSON.stringify(named));
    expect(cli("event", "undo", "/ev/event.json", "--force").code).toBe(0);
    expect(event().replaced).toEqual([
      { round: 1, table: 1, record: s1 },
      { round: 1, table: 2, record: "gone.json" },
    ]);
    expect(cli("event", "replaced", "/ev/event.json").out).toContain('2      1      2      file "gone.json"');
    expect(t2.length).toBe(4);
  });
});

describe("event replaced reads any kept record the file holds (item 11)", () => {
  it("a player id that is an object with its own toString is listed, not a crash", () => {
    const { files, cli, event } = workspace();
    const hostile = event();
    const kept: unknown = { mode: "aces-high-result", players: [{ id: { toString: "x" } }, { id: { toString: { a: 1 }, valueOf: 2 } }, { id: "anna" }] };
    files.set("/ev/event.json", JSON.stringify({ ...hostile, replaced: [{ round: 1, table: 1, record: kept }, { round: 1, table: 2, record: [1] }, { round: 1, table: 2, record: { mode: { toString: 1 } } }] }));
    const listed = cli("event", "replaced", "/ev/event.json");
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain("1      1      1      score sheet   (not an id), (not an id), anna");
    expect(listed.out).toContain("2      1      2      not a record");
    expect(listed.out).toContain("3      1      2      not a record");
    expect(JSON.parse(cli("event", "replaced", "/ev/event.json", "1").out)).toEqual(kept);
  });
});
