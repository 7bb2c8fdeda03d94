// What an organiser meets on the night: names as people write them ("Ana=Bo", "<3"), players named by
// name or its start everywhere, a squad given after registration, a word on every change that a
// printed page or an earlier roll does not show, and pages that read right (card names, a sheet that
// fits the page, the marks of the standings, a CSV that Excel opens).
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SHEET_COLUMNS } from "../../src/cli/event-pages.js";
import { resolvePlayer } from "../../src/cli/player-ref.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { commandLineOver, root } from "./io.js";

const EVENT = "ev/event.json";
const LUKE = "test/fixtures/xws/lbn-luke.json";
const CASSIAN = "test/fixtures/xws/corpus/dialcontrol-cassian-ap5-braylen-ten.json";

/** The command line over an event file in memory; squad files are read from the repository. */
function workspace() {
  const written = new Map<string, string>();
  const key = (p: string) => resolve(root, p);
  const cli = commandLineOver(written, { fromRepository: true });
  const ok = (...args: string[]) => {
    const r = cli(...args);
    expect(r.code, `${args.join(" ")}\n${r.out}\n${r.err}`).toBe(0);
    return r;
  };
  const event = () => JSON.parse(written.get(key(EVENT))!) as AcesHighEvent;
  const edit = (change: (e: AcesHighEvent) => AcesHighEvent) => written.set(key(EVENT), JSON.stringify(change(event())));
  return { cli, ok, event, edit };
}

const namesOf = (e: AcesHighEvent) => Object.fromEntries((e.entrants ?? []).map((x) => [x.player, x.name]));

describe("names holding = or <", () => {
  it("init: the names after -- are taken as they are, never split at =", () => {
    const { ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "1", "Cara", "Dev", "--", "Ana=Bo", "<3 Kim", "--odd");
    expect(event().players).toEqual(["Cara", "Dev", "ana-bo", "3-kim", "odd"]);
    expect(namesOf(event())).toEqual({ "ana-bo": "Ana=Bo", "3-kim": "<3 Kim", odd: "--odd" });
  });

  it("join: a name after --, or with its squad given by --squad", () => {
    const { ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "1", "anna", "ben", "cara", "dev", "--limit", "100");
    expect(ok("event", "join", EVENT, "--", "x=y <z>").out).toContain("x=y <z> (x-y-z) joins from round 1.");
    const r = ok("event", "join", EVENT, "Ed=Fa", "--squad", LUKE);
    expect(r.out).toContain("Ed=Fa (ed-fa) joins from round 1.");
    expect(event().entrants?.find((e) => e.player === "ed-fa")).toMatchObject({ name: "Ed=Fa", ship: { pilot: "lukeskywalker" } });
  });

  it("the help says how", () => {
    const { ok } = workspace();
    expect(ok("help", "event", "init").out).toMatch(/names holding "=" go after --/);
    expect(ok("help", "event", "join").out).toMatch(/--squad +the player's XWS squad/);
  });
});

describe("event squad: a ship for a player registered by name alone", () => {
  it("gives the ship, checked as join checks it, and event game seats the table", () => {
    const { cli, ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "3", "Zoë Ng", "Ben Ito", "Cara Diaz", "Dev Rao");
    // The event has no point limit yet: the first squad brings it, and it is kept for the next.
    expect(cli("event", "squad", EVENT, "zoe", LUKE).err).toMatch(/^expected --limit <points>/);
    const r = ok("event", "squad", EVENT, "zoe", LUKE, "--limit", "100");
    expect(r.out.split("\n")[0]).toBe("Zoë Ng (zoe-ng) flies Luke Skywalker (T-65 X-wing): event game seats them with it.");
    expect(event().game).toMatchObject({ pointLimit: 100 });
    ok("event", "squad", EVENT, "ben", `${CASSIAN}#1`, "--limit", "100");
    ok("event", "squad", EVENT, "Cara Diaz", CASSIAN, "--pilot", "2");
    // The event's limit stands: another is refused (a list over it is refused as at join: below).
    const over = cli("event", "squad", EVENT, "dev", `${CASSIAN}#1`, "--limit", "20");
    expect(over.code).toBe(2);
    expect(over.err.split("\n")[0]).toBe("expected no --limit: the event's squads are checked at its 100 points");
    ok("event", "squad", EVENT, "dev", `${CASSIAN}#3`);
    ok("event", "next", EVENT, "--write");
    const game = JSON.parse(ok("event", "game", EVENT, "--table", "1").out) as { setup: { players: { id: string; ship: { pilot: string } }[] } };
    expect(game.setup.players.map((p) => [p.id, p.ship.pilot]).sort()).toEqual([["ben-ito", "cassianandor"], ["cara-diaz", "ap5"], ["dev-rao", "braylenstramm"], ["zoe-ng", "lukeskywalker"]]);
    // A new squad replaces the ship, and says what it was.
    expect(ok("event", "squad", EVENT, "Zoë", `${CASSIAN}#4`).out).toMatch(/^Zoë Ng \(zoe-ng\) flies .+, instead of Luke Skywalker \(T-65 X-wing\): event game seats them with it\. ace-ledger event sheets ev\/event\.json prints the sheets with it\.$/m);
  });

  it("refuses what join refuses: a player not in the event, a list that breaks a rule", () => {
    const { cli, ok } = workspace();
    ok("event", "init", EVENT, "--seed", "3", "anna", "ben", "cara", "dev", "--limit", "20");
    expect(cli("event", "squad", EVENT, "zed", LUKE)).toMatchObject({ code: 1, err: 'ERR_UNKNOWN_PLAYER: expected a player of the event, got "zed"' });
    const over = cli("event", "squad", EVENT, "anna", LUKE);
    expect(over.code).toBe(2);
    expect(over.err).toMatch(/^the squad of anna \(test\/fixtures\/xws\/lbn-luke\.json\) cannot play:\nERR_/m);
  });
});

describe("players by name, or a unique start of it, wherever a command asks for one", () => {
  const event = { mode: "aces-high-event", seed: 1, players: ["anna", "ana-lee", "ben", "zoe-ng", "u1f680", "u1f6f8"], entrants: [{ player: "ana-lee", name: "Ana Lee" }, { player: "zoe-ng", name: "Zoë Ng" }, { player: "u1f680", name: "🚀" }, { player: "u1f6f8", name: "🛸" }], rounds: [] } as AcesHighEvent;
  const id = (text: string, among?: readonly string[]) => {
    const r = resolvePlayer(event, text, among);
    return r.ok ? r.value : `${r.error.code}: ${r.error.message}`;
  };

  it("the id, the name, either ignoring case, or the only one they start", () => {
    expect(id("anna")).toBe("anna");
    expect(id("Ana Lee")).toBe("ana-lee");
    expect(id("ANA LEE")).toBe("ana-lee");
    expect(id("zoë")).toBe("zoe-ng");
    // "Zoë" typed with a combining diaeresis is the same name.
    expect(id("Zoe\u0308 N")).toBe("zoe-ng");
    expect(id("b")).toBe("ben");
    expect(id("🚀")).toBe("u1f680");
  });

  it("a start that fits several is refused, naming them; one that fits none says so", () => {
    expect(id("an")).toBe('ERR_UNKNOWN_PLAYER: expected one player; "an" fits 2: anna, Ana Lee (ana-lee); type more of the name, or the id');
    expect(id("ana")).toBe("ana-lee");
    expect(id("zed")).toBe('ERR_UNKNOWN_PLAYER: expected a player of the event, got "zed"');
    expect(id("an", ["anna", "ben"])).toBe("anna");
  });

  it("by whole characters: half of one (a lone surrogate) starts no name", () => {
    // Both rockets' names begin with the surrogate \ud83d in UTF-16.
    expect(id("\ud83d")).toBe('ERR_UNKNOWN_PLAYER: expected a player of the event, got "\\ud83d"');
  });

  it("drop, result, salvo, seat and join --undo take names", () => {
    const { cli, ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "5", "Zoë Ng", "Ben Ito", "Cara Diaz", "Dev Rao", "Eli Moss");
    ok("event", "join", EVENT, "Kim Lee", "--round", "2");
    expect(ok("event", "join", EVENT, "kim", "--undo").out).toContain("Kim Lee (kim-lee) is taken out of the event");
    ok("event", "next", EVENT, "--write");
    const [table] = event().rounds[0]!.tables;
    const names = Object.fromEntries((event().entrants ?? []).map((e) => [e.player, e.name!]));
    const scores = table!.players.map((p, i) => `${names[p]!.slice(0, 3).toLowerCase()}=${4 - i}/0/${i + 1}`);
    ok("event", "result", EVENT, "--table", "1", ...scores);
    expect((event().rounds[0]!.tables[0]!.record as { players: { id: string }[] }).players.map((p) => p.id)).toEqual(table!.players);
    expect(cli("event", "result", EVENT, "--table", "1", "--replace", "zed=1/0/1").err).toBe('ERR_UNKNOWN_PLAYER: expected a player at table 1 of round 1, got "zed"');
    expect(ok("event", "drop", EVENT, "ELI").out).toContain("Eli Moss (eli-moss) leaves: not seated from round 2 on");
    ok("event", "salvo", EVENT, "Zoë=4", "ben ito=3");
    expect(event().salvos).toEqual([{ round: 1, player: "zoe-ng", rolls: [4] }, { round: 1, player: "ben-ito", rolls: [3] }]);
    ok("event", "seat", EVENT, "--round", "2", "1=zoë,ben", "2=cara,dev");
    expect(event().rounds[1]!.tables.map((t) => t.players)).toEqual([["zoe-ng", "ben-ito"], ["cara-diaz", "dev-rao"]]);
  });

  it("a score sheet looks among the table's players; an id of another table goes through, refused as not the table's", () => {
    const { cli, ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "5", "anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal");
    ok("event", "next", EVENT, "--write");
    const [one, two] = event().rounds[0]!.tables.map((t) => t.players);
    const sheet = one!.map((p, i) => `${p}=${4 - i}/0/${i + 1}`);
    const other = cli("event", "result", EVENT, "--table", "1", ...sheet.slice(1), `${two![0]}=0/0/4`);
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/^ERR_INVALID_RESULT: /);
    expect(other.err).toContain(two![0]!);
  });
});

describe("changes a printed page or an earlier roll does not show are said", () => {
  it("drop --round on a round already paired names the table it changes", () => {
    const { ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "2", "anna", "ben", "cara", "dev", "eli");
    ok("event", "next", EVENT, "--write");
    const r = ok("event", "drop", EVENT, "anna", "--round", "1");
    const left = event().rounds[0]!.tables[0]!.players.join(", ");
    expect(r.err).toBe(`warning: round 1 was paired already: anna is taken off table 1, whose printed sheet names them; it now seats ${left}; its printed pairings and sheets are out of date: ace-ledger event sheets ev/event.json --round 1`);
    // A round not paired yet changes no page: nothing to say.
    expect(ok("event", "drop", EVENT, "ben").err).toBe("");
  });

  it("next --repair says the draw is made anew", () => {
    const { ok } = workspace();
    ok("event", "init", EVENT, "--seed", "2", "anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal");
    expect(ok("event", "next", EVENT, "--write").err).toBe("");
    const r = ok("event", "next", EVENT, "--repair");
    expect(r.err).toMatch(/^note: round 1 is paired again with a new draw of tables and order numbers: (\d of 8 players have another table or order number|every player has the same table and order number as before); print its pairings and sheets again: ace-ledger event sheets ev\/event\.json$/);
  });

  it("a roll entered alone over an earlier one replaces it, and says how to enter a re-roll", () => {
    const { ok, event } = workspace();
    ok("event", "init", EVENT, "--seed", "2", "anna", "ben", "cara", "dev");
    ok("event", "next", EVENT, "--write");
    ok("event", "result", EVENT, "--table", "1", "anna=2/0/1", "ben=2/0/1", "cara=1/0/3", "dev=0/0/4");
    expect(ok("event", "salvo", EVENT, "anna=3", "ben=3").err).toBe("");
    const again = ok("event", "salvo", EVENT, "anna=5");
    expect(again.err).toBe("warning: anna had rolled 3 for round 1; 5 replaces it. If that was a re-roll after a tie, enter every roll in turn: ace-ledger event salvo ev/event.json --round 1 anna=3,5");
    expect(event().salvos?.find((s) => s.player === "anna")?.rolls).toEqual([5]);
    // Every roll in turn keeps the first: nothing to say.
    expect(ok("event", "salvo", EVENT, "ben=3,4").err).toBe("");
  });
});

describe("the pages", () => {
  it("sheets name ships by their cards, also for an event file that holds XWS ids", () => {
    const { ok, edit } = workspace();
    ok("event", "init", EVENT, "--seed", "2", `Zoë=${LUKE}`, `Ben=${CASSIAN}#1`, `Cara=${CASSIAN}#2`, "--limit", "100", "--edition", "legacy");
    ok("event", "next", EVENT, "--write");
    const html = ok("event", "sheets", EVENT, "--html").out;
    expect(html).toContain("<td>Luke Skywalker (T-65 X-wing)</td>");
    expect(html).not.toContain("lukeskywalker");
    expect(ok("event", "sheets", EVENT).out).toContain("| Luke Skywalker (T-65 X-wing) |");
    // A file written before: its labels are the ids; the sheet still prints the cards' names.
    edit((e) => ({ ...e, ships: e.ships!.map((s) => (s.player === "zoe" ? { ...s, ship: "lukeskywalker (t65xwing)" } : s)) }));
    expect(ok("event", "sheets", EVENT, "--html").out).toContain("<td>Luke Skywalker (T-65 X-wing)</td>");
    // A ship typed by hand is printed as typed.
    edit((e) => ({ ...e, ships: e.ships!.map((s) => (s.player === "zoe" ? { ...s, ship: "my X-wing" } : s)) }));
    expect(ok("event", "sheets", EVENT, "--html").out).toContain("<td>my X-wing</td>");
  });

  it("a sheet of 8 players with long names keeps within a portrait page: fixed column shares, cells that wrap", () => {
    const { ok } = workspace();
    const long = Array.from({ length: 8 }, (_, i) => `Player${i} ${"Verylongsurname".repeat(4)}`);
    ok("event", "init", EVENT, "--seed", "2", ...long);
    ok("event", "seat", EVENT, `1=${long.map((n) => n.split(" ")[0]).join(",")}`);
    const html = ok("event", "sheets", EVENT, "--html").out;
    const style = /<style>([^]*)<\/style>/.exec(html)![1]!;
    // Nothing sets a width the page cannot give: no min-width, no width in absolute units.
    expect(style).not.toMatch(/min-width/);
    expect(style).toContain("@page{size:portrait;margin:12mm}");
    expect(style).toContain("table.sheet{width:100%;table-layout:fixed}");
    expect(style).toMatch(/table\.sheet th,table\.sheet td\{[^}]*overflow-wrap:anywhere/);
    // Each table has its columns' shares, adding up to the page's width, and a cell for each.
    const tables = [...html.matchAll(/<table class="sheet">\n<colgroup>(.*)<\/colgroup>\n<tr>(.*)<\/tr>\n((?:<tr>.*\n)+)<\/table>/g)];
    expect(tables).toHaveLength(1);
    for (const [, cols, header, rows] of tables) {
      const shares = [...cols!.matchAll(/width:([0-9]+)%/g)].map((m) => Number(m[1]));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
      expect(shares).toEqual(SHEET_COLUMNS.map(([, p]) => p));
      expect(header!.match(/<th>/g)).toHaveLength(shares.length);
      for (const row of rows!.trim().split("\n")) expect(row.match(/<td/g)).toHaveLength(shares.length);
    }
    // The narrowest column still holds its header: 7% of A4's 186 mm between margins is 13 mm, "order" at 11 pt about 9 mm.
    expect(Math.min(...SHEET_COLUMNS.map(([, p]) => p))).toBeGreaterThanOrEqual(7);
  });

  it("the HTML standings keep the * of a place from a score sheet, and say what it means", () => {
    const { ok } = workspace();
    ok("event", "init", EVENT, "--seed", "2", "anna", "ben", "cara", "dev");
    ok("event", "next", EVENT, "--write");
    ok("event", "result", EVENT, "--table", "1", "anna=3/0/1", "ben=2/0/2", "cara=1/0/3", "dev=0/0/4");
    const html = ok("event", "standings", EVENT, "--html").out;
    expect(html).toContain("<td>anna</td><td>3</td><td>1*</td>");
    expect(html).toContain('<p class="note">* place from the table&#39;s score sheet</p>');
    expect(ok("event", "standings", EVENT).out).toContain("1*");
  });

  it("the CSV files start with the UTF-8 byte order mark, and keep the formula guard", () => {
    const { ok } = workspace();
    ok("event", "init", EVENT, "--seed", "2", "Zoë Ng", "cara", "dev", "--", "=HYPERLINK(1)");
    ok("event", "next", EVENT, "--write");
    ok("event", "result", EVENT, "--table", "1", "zoe=3/0/1", "hyperlink=2/0/2", "cara=1/0/3", "dev=0/0/4");
    for (const page of ["standings", "pairings"]) {
      const text = ok("event", page, EVENT, "--csv").out;
      expect(text.startsWith("\ufeff"), page).toBe(true);
      expect(text.indexOf("\ufeff", 1), page).toBe(-1);
      expect(text, page).toContain("Zoë Ng");
      expect(text, page).toContain("'=HYPERLINK(1)");
    }
  });
});
