// A result replaced is kept in the event file (`replaced`), so that a mistaken correction can be undone.
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, enterResult, eventStandings, nextRound, parseEventFile } from "../../src/modes/tournament/index.js";
import { eventOf, game, sheet } from "../tournament/helpers.js";
import { pairedEvent } from "./io.js";

const PLAYERS = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

function workspace() {
  const paired = pairedEvent(PLAYERS);
  return { ...paired, table: paired.tables[0]! };
}

/** A score sheet of the table, its players placed in `order`. */
const sheetArgs = (order: readonly string[]) => order.map((p, i) => `${p}=${3 - i}/0/${i + 1}`);

describe("event result --replace", () => {
  it("keeps each result it replaces in the event file, oldest first, and says so", () => {
    const { cli, event, table } = workspace();
    const [a, b, c, d] = table as [string, string, string, string];
    expect(cli("event", "result", "/ev/event.json", "--table", "1", ...sheetArgs([a, b, c, d])).code).toBe(0);
    const first = event().rounds[0]!.tables[0]!.record;
    const fix = cli("event", "result", "/ev/event.json", "--table", "1", "--replace", ...sheetArgs([b, a, c, d]));
    expect(fix.code, fix.err).toBe(0);
    expect(fix.out.split("\n")[2]).toBe("The result it replaces is kept in the event file (replaced, entry 1): ace-ledger event replaced /ev/event.json 1 prints it.");
    const second = event().rounds[0]!.tables[0]!.record;
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--replace", ...sheetArgs([d, c, b, a])).code).toBe(0);
    expect(event().replaced).toEqual([
      { round: 1, table: 1, record: first },
      { round: 1, table: 1, record: second },
    ]);
  });

  it("a mistaken correction is undone by entering the replaced result again", () => {
    const { files, cli, event, table } = workspace();
    const [a, b, c, d] = table as [string, string, string, string];
    files.set("/ev/game.json", JSON.stringify(game(table, [[a, b]])));
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/game.json").code).toBe(0);
    const right = cli("event", "standings", "/ev/event.json", "--json").out;
    // The wrong table's sheet entered over the game by mistake...
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--replace", ...sheetArgs([d, c, b, a])).code).toBe(0);
    expect(cli("event", "standings", "/ev/event.json", "--json").out).not.toBe(right);
    // ... and undone: the game record, kept in `replaced`, entered again (the game file itself is gone).
    files.delete("/ev/game.json");
    const kept = event().replaced!.at(-1)!;
    expect(kept).toMatchObject({ round: 1, table: 1 });
    // `event replaced` lists what is kept and prints an entry as the file to enter again.
    const list = cli("event", "replaced", "/ev/event.json");
    expect(list.code).toBe(0);
    expect(list.out.split("\n").slice(2, 4).map((l) => l.trim().split(/\s+/).slice(0, 5).join(" "))).toEqual(["entry round table result players", "1 1 1 game record"]);
    expect(list.out).toContain(`1      1      1      game record  ${table.join(", ")}`);
    expect(list.out).toContain("ace-ledger event result /ev/event.json --round 1 --table 1 --game r1-t1-kept.json --replace");
    const printed = cli("event", "replaced", "/ev/event.json", "1");
    expect(JSON.parse(printed.out)).toEqual(kept.record);
    files.set("/ev/undo.json", printed.out);
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--replace", "--game", "/ev/undo.json").code).toBe(0);
    expect(cli("event", "standings", "/ev/event.json", "--json").out).toBe(right);
    expect(event().replaced).toHaveLength(2);
  });

  it("a game record taking the place of a score sheet keeps the sheet too", () => {
    const { files, cli, event, table } = workspace();
    const [a, b, c, d] = table as [string, string, string, string];
    expect(cli("event", "result", "/ev/event.json", "--table", "1", ...sheetArgs([a, b, c, d])).code).toBe(0);
    files.set("/ev/game.json", JSON.stringify(game(table, [[a, b]])));
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/game.json").code).toBe(0);
    expect(event().replaced).toEqual([{ round: 1, table: 1, record: sheet([a, 3, 0, 1], [b, 2, 0, 2], [c, 1, 0, 3], [d, 0, 0, 4]) }]);
  });
});

describe("event replaced", () => {
  it("says when nothing is kept, and refuses an entry that is not in the list", () => {
    const { cli, table } = workspace();
    expect(cli("event", "replaced", "/ev/event.json")).toMatchObject({ code: 0, out: "No result has been replaced or taken off: the event file keeps none." });
    expect(cli("event", "replaced", "/ev/event.json", "1")).toMatchObject({ code: 2, err: expect.stringContaining("no result has been replaced or taken off") });
    expect(cli("event", "result", "/ev/event.json", "--table", "1", ...sheetArgs(table)).code).toBe(0);
    expect(cli("event", "result", "/ev/event.json", "--table", "1", "--replace", ...sheetArgs([...table].reverse())).code).toBe(0);
    for (const entry of ["0", "2", "x", "1.5"]) expect(cli("event", "replaced", "/ev/event.json", entry), entry).toMatchObject({ code: 2, err: expect.stringContaining("expected the entry to be a number of the list") });
    expect(cli("event", "replaced", "/ev/event.json", "1", "2").code).toBe(2);
  });

  it("lists the score sheets a forced undo took off, and one entered again counts as before", () => {
    const { files, cli, event, table } = workspace();
    expect(cli("event", "result", "/ev/event.json", "--table", "1", ...sheetArgs(table)).code).toBe(0);
    const before = event().rounds[0]!.tables[0]!.record;
    const undone = cli("event", "undo", "/ev/event.json", "--force");
    expect(undone.out).toContain("The result of table 1 was taken off with it and kept in the event file (event replaced lists them).");
    expect(cli("event", "replaced", "/ev/event.json").out).toContain(`1      1      1      score sheet  ${table.join(", ")}`);
    // The round paired again with the same seed seats table 1 as before; its kept sheet goes back.
    expect(cli("event", "seat", "/ev/event.json", "--round", "1", `1=${table.join(",")}`, `2=${PLAYERS.filter((p) => !table.includes(p)).join(",")}`).code).toBe(0);
    files.set("/ev/kept.json", cli("event", "replaced", "/ev/event.json", "1").out);
    const back = cli("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/kept.json");
    expect(back.code).toBe(0);
    // A score sheet read from a file is still a score sheet: not adjudicated.
    expect(back.out.split("\n")[0]).toBe("Round 1, table 1: result entered from the score sheet, not adjudicated.");
    expect(event().rounds[0]!.tables[0]!.record).toEqual(before);
  });
});

describe("enterResult and the event file's replaced", () => {
  it("enterResult with replace adds the result replaced; a first result adds nothing", () => {
    const base = eventOf(PLAYERS);
    const tables = nextRound(base).tables;
    const paired: AcesHighEvent = { ...base, rounds: [{ tables: tables.map((players) => ({ players })) }] };
    const [a, b, c, d] = tables[0] as [string, string, string, string];
    const s1 = sheet([a, 3, 0, 1], [b, 2, 0, 2], [c, 1, 0, 3], [d, 0, 0, 4]);
    const s2 = sheet([b, 3, 0, 1], [a, 2, 0, 2], [c, 1, 0, 3], [d, 0, 0, 4]);
    const once = enterResult(paired, 1, 1, s1);
    if (!once.ok) throw new Error(once.error.message);
    expect(once.value.event.replaced).toBeUndefined();
    const twice = enterResult(once.value.event, 1, 1, s2, { replace: true });
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.event.replaced).toEqual([{ round: 1, table: 1, record: s1 }]);
    // What is replaced does not count.
    expect(eventStandings(twice.value.event).games).toHaveLength(1);
    expect(parseEventFile(JSON.parse(JSON.stringify(twice.value.event))).ok).toBe(true);
  });

  it("parseEventFile checks replaced: a round and a table for each entry", () => {
    const event = { ...eventOf(PLAYERS), replaced: [{ round: 0, table: 1, record: {} }] };
    const parsed = parseEventFile(event);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(/^expected event\.replaced\[0\]\.round to be/);
  });
});
