import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, nextRound } from "../../src/modes/tournament/index.js";
import { run as cliRun } from "../../src/cli/run.js";
import { eventOf, game, sheet } from "../tournament/helpers.js";
import { cli, memoryEventFiles, root } from "./io.js";

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
    // Not final while a game of the last round is not counted.
    expect(r.out).toMatch(/^Standings after round 3 of 3\n/);
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

  it("1 when a game file is not JSON, with the line and column, and not a word of the file", () => {
    const files = eventWithFiles();
    files["/league/r3t1.json"] = '{\n  "mode": "aces-high",\n  "setup": {,\n}';
    const r = standings(files);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^round 3, table 1 not scored: ERR_INVALID_RECORD: expected JSON text at line 3, column 13$/m);
    files["/league/r3t1.json"] = "root:x:0:0:root:/root:/bin/bash\n";
    expect(standings(files).out).toMatch(/^round 3, table 1 not scored: ERR_INVALID_RECORD: expected JSON text at line 1, column 1$/m);
    expect(standings(files).out).not.toContain("root:");
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
      if (start >= line.length) continue; // a short table leaves its last columns empty
      expect(line[start], `${JSON.stringify(line)} at ${start}`).toMatch(/\S/);
      if (start > 0) expect(line[start - 1], `${JSON.stringify(line)} before ${start}`).toBe(" ");
    }
  }
}

/**
 * The CLI on files in memory that it may also write: `files` is read (and written) by exact path,
 * anything else is a file that cannot be read.
 */
function workspace(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  const run = (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (t: string) => out.push(t),
      err: (t: string) => err.push(t),
      readFile: (p: string) => {
        if (!files.has(p)) throw new Error(`ENOENT: no such file, open '${p}'`);
        return files.get(p)!;
      },
      eventFiles: memoryEventFiles(files),
    };
    return { code: cliRun(args, io), out: out.join("\n"), err: err.join("\n") };
  };
  const event = (path = "/ev/event.json") => JSON.parse(files.get(path)!) as AcesHighEvent;
  return { files, run, event };
}

const EIGHT = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

describe("ace-ledger event next", () => {
  it("prints the tables, each player under their order number, and the seeding ranking, in columns that line up", () => {
    const files = eventWithFiles();
    files["/league/event.json"] = JSON.stringify({ ...JSON.parse(files["/league/event.json"]!), roundCount: 4 });
    const next = cli(["event", "next", "/league/event.json"], files);
    expect(next.code).toBe(0);
    const blocks = next.out.split("\n\n");
    expect(blocks[0]).toBe("Round 4 of 4: 2 tables of 5, 5; each player under their order number");
    const tables = blocks[1]!.split("\n");
    expect(tables).toEqual(["table  1    2    3     4    5", "1      ivy  ben  cara  hal  gus", "2      dev  fay  anna  eli  jon"]);
    expectColumns(tables);
    expect(blocks[2]).toBe("Seeded by victory, then place in the last round, then the final salvo roll:");
    const ranking = blocks[3]!.split("\n");
    expect(ranking[0]).toMatch(/^seed +player +victory +place +salvo$/);
    expect(ranking).toHaveLength(11);
    expectColumns(ranking);
  });

  it("--write stores the round in the event file; without it the file is left as it is", () => {
    const ws = workspace({ "/ev/event.json": JSON.stringify(eventOf(EIGHT)) });
    const before = ws.files.get("/ev/event.json");
    expect(ws.run("event", "next", "/ev/event.json").code).toBe(0);
    expect(ws.files.get("/ev/event.json")).toBe(before);
    const written = ws.run("event", "next", "/ev/event.json", "--write");
    expect(written.code).toBe(0);
    expect(written.out).toMatch(/\n\nRound 1 written to \/ev\/event.json. Table sheets: ace-ledger event sheets \/ev\/event.json$/);
    expect(ws.event().rounds[0]!.tables.map((t) => t.players)).toEqual(nextRound(eventOf(EIGHT)).tables);
    // Round 2 waits for round 1's results.
    const refused = ws.run("event", "next", "/ev/event.json", "--write");
    expect(refused.code).toBe(1);
    expect(refused.err).toBe("ERR_RESULTS_MISSING: expected a result at every table before round 2 is paired; missing: round 1, table 1 (no result yet); round 1, table 2 (no result yet)");
    expect(cli(["event", "next", "-", "--write"]).code).toBe(2);
  });
});

describe("ace-ledger event init", () => {
  const names = "# names\nanna  Darth Vader (TIE Advanced x1)\nben\n\ncara Soontir Fel\ndev\n";

  it("writes the event file from a list of names: ids, ships, rounds, seed and rules", () => {
    const ws = workspace({ "/ev/names.txt": `\ufeff${names}` });
    const r = ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--seed", "2026", "--rounds", "2", "--sizes", "sixes");
    expect(r).toEqual({
      code: 0,
      out: "Wrote /ev/event.json: 4 players, 2 rounds, seed 2026.\nGames: 1 hour or 6 victory points, preset community.\nRound 1: 1 table of 4 (table sizes: sixes).\nNext: ace-ledger event next /ev/event.json --write",
      err: "",
    });
    expect(ws.event()).toEqual({
      mode: "aces-high-event",
      seed: 2026,
      roundCount: 2,
      rules: { tableSizes: "sixes" },
      players: ["anna", "ben", "cara", "dev"],
      ships: [{ player: "anna", ship: "Darth Vader (TIE Advanced x1)" }, { player: "cara", ship: "Soontir Fel" }],
      rounds: [],
    });
    expect(ws.files.get("/ev/event.json")).toContain('\n  "players": ["anna", "ben", "cara", "dev"],\n'.replaceAll(", ", ","));
  });

  it("--unfinished counted writes rules.unfinishedGames into the event file; another value is a usage error", () => {
    const ws = workspace({ "/ev/names.txt": names });
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--seed", "7", "--unfinished", "counted").code).toBe(0);
    expect(ws.event().rules).toEqual({ unfinishedGames: "counted" });
    expect(ws.run("event", "init", "/ev/other.json", "--players", "/ev/names.txt", "--unfinished", "maybe").code).toBe(2);
  });

  it("a text seed stays text; no seed draws one; an existing file is not overwritten", () => {
    const ws = workspace({ "/ev/names.txt": names });
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--seed", "club-night").code).toBe(0);
    expect(ws.event().seed).toBe("club-night");
    const again = ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt");
    expect(again.code).toBe(2);
    expect(again.err).toBe("ERR_EVENT_FILE_EXISTS: /ev/event.json exists; expected a new event file (change an event under way with the other event commands)");
    expect(ws.run("event", "init", "/ev/other.json", "--players", "/ev/names.txt").code).toBe(0);
    expect(typeof ws.event("/ev/other.json").seed).toBe("number");
    // Digits are a number, unless a leading zero would be lost.
    expect(ws.run("event", "init", "/ev/zero.json", "--players", "/ev/names.txt", "--seed", "0123").code).toBe(0);
    expect(ws.event("/ev/zero.json").seed).toBe("0123");
  });

  it("usage errors (2) and players that break a rule (1)", () => {
    const ws = workspace({ "/ev/names.txt": names, "/ev/twice.txt": "anna\nanna\n" });
    expect(ws.run("event", "init", "/ev/event.json").err.split("\n")[0]).toBe('expected the players, each <name> or <name>=<squad.json>[#pilot] ("Zoë Ng=zoe.json#2"; names holding "=" after --), or --players <names.txt> (one player a line, an id and optionally the ship)');
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/none.txt").code).toBe(2);
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--rounds", "0").code).toBe(2);
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--salvo", "dice").err.split("\n")[0]).toBe('expected --salvo seeded or atTable, got "dice"');
    expect(ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--write").err.split("\n")[0]).toBe("unknown option --write (ace-ledger help event init lists its options)");
    expect(ws.run("event", "init", "/ev/event.json", "--players").err.split("\n")[0]).toBe("expected a value after --players");
    const twice = ws.run("event", "init", "/ev/event.json", "--players", "/ev/twice.txt");
    expect([twice.code, twice.err]).toEqual([1, 'ERR_INVALID_RECORD: expected each player once; "anna" is repeated']);
    expect(ws.files.has("/ev/event.json")).toBe(false);
  });
});

describe("ace-ledger event sheets", () => {
  const ws = workspace({ "/ev/names.txt": "anna Darth Vader\nben Luke | Skywalker\ncara\ndev\n" });
  ws.run("event", "init", "/ev/event.json", "--players", "/ev/names.txt", "--seed", "1");
  ws.run("event", "next", "/ev/event.json", "--write");
  const order = ws.event().rounds[0]!.tables[0]!.players;

  it("Markdown: a table per game with order number, player, ship and blanks for victory, bounty and place", () => {
    const md = ws.run("event", "sheets", "/ev/event.json");
    expect(md.code).toBe(0);
    const lines = md.out.split("\n");
    expect(lines[0]).toBe("# Round 1 of 3: table sheets");
    expect(lines).toContain("| order | player | ship | victory | bounty | place |");
    expect(lines).toContain(`| ${order.indexOf("anna") + 1} | anna | Darth Vader |  |  |  |`);
    expect(lines).toContain(`| ${order.indexOf("ben") + 1} | ben | Luke \\| Skywalker |  |  |  |`);
    expect(lines).toContain(`Enter: \`ace-ledger event result /ev/event.json --round 1 --table 1 ${order.map((p) => `${p}=V/B/P`).join(" ")}\``);
  });

  it("HTML: one page per table, text escaped", () => {
    const html = ws.run("event", "sheets", "/ev/event.json", "--html", "--round", "1");
    expect(html.code).toBe(0);
    expect(html.out).toMatch(/^<!doctype html>\n/);
    expect(html.out).toContain("<h1>Round 1 of 3, table 1</h1>");
    expect(html.out).toContain("<td>ben</td><td>Luke | Skywalker</td>");
    expect(html.out.match(/<section>/g)).toHaveLength(1);
    expect(ws.run("event", "sheets", "/ev/event.json", "--round", "2").code).toBe(1);
  });
});

describe("ace-ledger event result", () => {
  function round1() {
    const ws = workspace({ "/ev/event.json": JSON.stringify(eventOf(EIGHT)) });
    ws.run("event", "next", "/ev/event.json", "--write");
    return { ws, tables: ws.event().rounds[0]!.tables.map((t) => t.players) };
  }

  it("--game: the record is checked, adjudicated and kept in the event file: the game file is not needed afterwards", () => {
    const { ws, tables } = round1();
    const [a, b] = tables[0]!;
    const record = game(tables[0]!, [[a!, b!]]);
    ws.files.set("/ev/games/r1-t1.json", JSON.stringify(record));
    const r = ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/games/r1-t1.json");
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "Round 1, table 1: game record /ev/games/r1-t1.json, adjudicated.",
      `Places: 1 ${a} 4, 2 ${tables[0]!.filter((p) => p !== a).join(" 0, 2 ")} 0.`,
      "Written to /ev/event.json; round 1: 1 of 2 tables have a result, waiting for table 2.",
    ]);
    expect(ws.event().rounds[0]!.tables[0]!.record).toEqual(record);
    const standings = ws.run("event", "standings", "/ev/event.json", "--json").out;
    // Edited, then deleted: the standings stay what the game was.
    ws.files.set("/ev/games/r1-t1.json", JSON.stringify(game(tables[0]!, [[b!, a!]])));
    expect(ws.run("event", "standings", "/ev/event.json", "--json").out).toBe(standings);
    ws.files.delete("/ev/games/r1-t1.json");
    expect(ws.run("event", "standings", "/ev/event.json", "--json").out).toBe(standings);
    expect(JSON.parse(standings).games[0]).toMatchObject({ round: 1, table: 1, source: "record" });
    // A file holding no game record (a name, a list) is refused, not taken for a file name.
    ws.files.set("/ev/name.json", JSON.stringify("games/r1-t1.json"));
    expect(ws.run("event", "result", "/ev/event.json", "--table", "2", "--game", "/ev/name.json").err).toBe('ERR_INVALID_RECORD: expected /ev/name.json to hold a game record (a JSON object), got a string');
  });

  it("a score sheet: victory/bounty/place per player, checked and marked as entered", () => {
    const { ws, tables } = round1();
    const [a, b, c, d] = tables[1]!;
    const r = ws.run("event", "result", "/ev/event.json", "--table", "2", `${a}=3/1/1`, `${b}=0/0/4`, `${c}=2/0/2`, `${d}=1/1/2`);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe("Round 1, table 2: result entered from the score sheet, not adjudicated.");
    expect(r.out.split("\n")[1]).toBe(`Places: 1 ${a} 3+1=4, 2 ${c} 2, 2 ${d} 1+1=2, 4 ${b} 0.`);
    expect(ws.event().rounds[0]!.tables[1]!.record).toEqual(sheet([a!, 3, 1, 1], [b!, 0, 0, 4], [c!, 2, 0, 2], [d!, 1, 1, 2]));
  });

  it("refuses what breaks a rule (1) and what is called wrongly (2); the file is left as it was", () => {
    const { ws, tables } = round1();
    const [a, b, c, d] = tables[1]!;
    const before = ws.files.get("/ev/event.json");
    const wrongPlace = ws.run("event", "result", "/ev/event.json", "--table", "2", `${a}=3/1/2`, `${b}=0/0/4`, `${c}=2/0/2`, `${d}=1/1/2`);
    expect([wrongPlace.code, wrongPlace.err]).toEqual([1, `ERR_INVALID_RESULT: expected ${JSON.stringify(a)}'s place to be 1 (victory 3 + bounty 1 = 4; 0 players have more), got 2`]);
    ws.files.set("/ev/open.json", JSON.stringify(game(tables[0]!, [], { over: false })));
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/open.json").err).toMatch(/^ERR_GAME_NOT_OVER: /);
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/missing.json").code).toBe(2);
    expect(ws.files.get("/ev/event.json")).toBe(before);
    expect(ws.run("event", "result", "/ev/event.json", "--table", "2", `${a}=3-1-1`).err.split("\n")[0]).toBe(`expected <player>=<victory>/<bounty>/<place>, e.g. anna=5/1/1, got ${a}=3-1-1`);
    expect(ws.run("event", "result", "/ev/event.json", `${a}=3/1/1`).code).toBe(2);
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1").code).toBe(2);
    // --allow-unfinished takes it; --replace corrects a result.
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/open.json", "--allow-unfinished").out).toMatch(/adjudicated \(not over, counted as it stands\)\./);
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/open.json", "--allow-unfinished").code).toBe(1);
    ws.files.set("/ev/done.json", JSON.stringify(game(tables[0]!)));
    expect(ws.run("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/done.json", "--replace").code).toBe(0);
    // The final standings once every game of the last round counts.
    expect(standings(eventWithFiles()).out).toMatch(/^Final standings, after round 3 of 3\n/);
  });
});

describe("ace-ledger event seat, drop, join and salvo", () => {
  function round1(players = EIGHT) {
    const ws = workspace({ "/ev/event.json": JSON.stringify(eventOf(players)) });
    ws.run("event", "next", "/ev/event.json", "--write");
    return { ws, tables: ws.event().rounds[0]!.tables.map((t) => t.players) };
  }

  it("seat: tables replaced by hand, in player order or with order numbers, checked", () => {
    const { ws, tables } = round1();
    const [t1, t2] = tables as [string[], string[]];
    const moved = ws.run("event", "seat", "/ev/event.json", `1=${[...t1, t2[0]].join(",")}`, `2=${t2.slice(1).map((p, i) => `${p}@${3 - i}`).join(",")}`);
    expect(moved.code).toBe(0);
    expect(moved.out.split("\n")[0]).toBe("Round 1 of 3: 2 tables of 5, 3; each player under their order number");
    expect(moved.out).toMatch(/\n\nWritten to \/ev\/event.json.$/);
    expect(ws.event().rounds[0]!.tables.map((t) => t.players)).toEqual([[...t1, t2[0]], t2.slice(1).reverse()]);
    const twice = ws.run("event", "seat", "/ev/event.json", `2=${t1.join(",")}`);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/^ERR_SEATING: expected round 1 to seat each player once; /);
    const numbers = ws.run("event", "seat", "/ev/event.json", `1=${[...t1, t2[0]].map((p) => `${p}@1`).join(",")}`);
    expect(numbers.err).toBe("ERR_SEATING: expected the order numbers at table 1 to be 1 to 5, each once; got 1, 1, 1, 1, 1");
    expect(ws.run("event", "seat", "/ev/event.json", `1=${t1[0]}@1,${t1[1]}`).code).toBe(2);
    expect(ws.run("event", "seat", "/ev/event.json", "one=anna").code).toBe(2);
  });

  it("drop and join: from the next round by default; the event file stays usable", () => {
    const { ws, tables } = round1();
    tables.forEach((players, i) => {
      ws.files.set(`/ev/t${i + 1}.json`, JSON.stringify(game(players, [[players[0]!, players[1]!]])));
      ws.run("event", "result", "/ev/event.json", "--table", String(i + 1), "--game", `/ev/t${i + 1}.json`);
    });
    expect(ws.run("event", "drop", "/ev/event.json", "ben")).toEqual({ code: 0, out: "ben leaves: not seated from round 2 on; their results of round 1 stand.\nWritten to /ev/event.json.", err: "" });
    expect(ws.run("event", "join", "/ev/event.json", "kim", "--ship", "Whisper")).toEqual({ code: 0, out: "kim joins from round 2.\nWritten to /ev/event.json.", err: "" });
    expect(ws.run("event", "drop", "/ev/event.json", "ben").err).toBe('ERR_UNKNOWN_PLAYER: expected a player taking part; "ben" left from round 2 on');
    expect(ws.run("event", "join", "/ev/event.json", "anna").err.replace(/ \(anna\); to add another player of that name, give them an id of their own: --id anna-2$/, "")).toBe('ERR_UNKNOWN_PLAYER: expected a new player; "anna" is already in the event');
    expect(ws.run("event", "next", "/ev/event.json", "--write").code).toBe(0);
    const seated = ws.event().rounds[1]!.tables.flatMap((t) => t.players);
    expect(seated).toContain("kim");
    expect(seated).not.toContain("ben");
    const standings = ws.run("event", "standings", "/ev/event.json", "--round", "1");
    expect(standings.out).toMatch(/\n\d+ +ben +0 +2 +\d+ +left from round 2\n/);
    expect(standings.out).toMatch(/\n\d+ +kim +0 +- +\S+ +joined in round 2$/m);
    // A late arrival at a table of the round just paired.
    expect(ws.run("event", "join", "/ev/event.json", "lou", "--table", "1").out).toMatch(/^lou joins from round 2 at table 1, order number \d\.\n/);
    // The round being played has no result yet: a late arrival joins it, at its smallest table.
    expect(ws.run("event", "join", "/ev/event.json", "max").out.split("\n")[0]).toMatch(/^max joins from round 2 at table \d, order number \d\.$/);
    expect(ws.run("event", "join", "/ev/event.json", "nia", "--round", "2").err).toBe('ERR_SEATING: expected the table "nia" joins in round 2, which is paired (or join from round 3)');
  });

  it("salvo: rolls made at the table for the standings after a round", () => {
    const { ws } = round1();
    const r = ws.run("event", "salvo", "/ev/event.json", "--round", "1", "anna=3,5", "ben=3,2");
    expect(r).toEqual({ code: 0, out: "Final salvo rolls for the standings after round 1: anna 3 then 5, ben 3 then 2.\nWritten to /ev/event.json.", err: "" });
    expect(ws.event().salvos).toEqual([{ round: 1, player: "anna", rolls: [3, 5] }, { round: 1, player: "ben", rolls: [3, 2] }]);
    expect(ws.run("event", "salvo", "/ev/event.json", "--round", "1", "zed=4").err).toBe('ERR_UNKNOWN_PLAYER: expected a player of the event, got "zed"');
    expect(ws.run("event", "salvo", "/ev/event.json", "anna=x").code).toBe(2);
  });

  it("an unknown event command, or one without its event file, is a usage error", () => {
    expect(cli(["event", "pair", "/ev/event.json"]).err.split("\n")[0]).toBe("expected event init|next|pairings|sheets|game|result|replaced|seat|drop|join|squad|salvo|undo|standings <event.json>");
    expect(cli(["event", "next"]).code).toBe(2);
    expect(cli(["event", "standings", "/ev/event.json", "--table", "2"]).err.split("\n")[0]).toBe("unknown option --table (ace-ledger help event standings lists its options)");
  });
});
