// A whole Aces High night from squads to final standings, driven only by CLI commands, with no JSON
// edited by hand: 13 players named with their XWS squads (a pilot picked from each export), one player
// leaving after round 1, one arriving in round 2, a round-1 result corrected after round 2 was paired
// and round 2 paired again, a table seated again by hand, final salvo rolls in which the top rollers
// tie and roll again, and every table's game record written by `event game` and entered with
// `result --game`. docs/tournament.md walks the same night.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { replay, scoreboard } from "../../src/modes/aces-high/index.js";
import type { AcesHighEvent, EventStandings } from "../../src/modes/tournament/index.js";
import { commandLineOver, root } from "./io.js";

const EVENT = "night.json";
const CORPUS = "test/fixtures/xws/corpus";
const CASSIAN = `${CORPUS}/dialcontrol-cassian-ap5-braylen-ten.json`;
const SWARM = `${CORPUS}/grix-darth-swarm.json`;
const SABACC = `${CORPUS}/dialcontrol-sabacc-ciena-fifth-gideon-lbn.json`;

const ENTRANTS = [
  `Zoë Ng=${CASSIAN}#1`,
  `Ben Ito=${CASSIAN}#2`,
  `Cara Diaz=${CASSIAN}#3`,
  `Dev Rao=${CASSIAN}#4`,
  `Eli Moss=${SWARM}#1`,
  `Fay Orr=${SWARM}#2`,
  `Gus Pike=${SWARM}#3`,
  `Hal Quinn=${SWARM}#4`,
  `Ivy Roe=${SWARM}#5`,
  `Jon Sato=${SWARM}#6`,
  `Kai Tran=${SABACC}#1`,
  `Lou Vega=${SABACC}#2`,
  `Mia Wu=${SABACC}#3`,
];

interface GameRecord {
  setup: { players: { id: string; order: number }[]; rules: object };
  events: object[];
  meta: object;
}

function night() {
  const written = new Map<string, string>();
  const key = (p: string) => resolve(root, p);
  const cli = commandLineOver(written, { fromRepository: true });
  const event = () => JSON.parse(written.get(key(EVENT))!) as AcesHighEvent;
  const write = (path: string, text: string) => written.set(key(path), text);
  const read = (path: string) => written.get(key(path)) ?? readFileSync(key(path), "utf8");
  return { cli, event, write, read };
}

/**
 * A game at a table, as its players would record it: in round 1 the player with order k deals first
 * damage to the next `hits[k]` players after them; then time is called and the round ends.
 */
function play(record: GameRecord, hits: readonly number[]): GameRecord {
  const ids = [...record.setup.players].sort((a, b) => a.order - b.order).map((p) => p.id);
  const events: object[] = [{ type: "roundStarted" }];
  ids.forEach((by, k) => {
    for (let h = 1; h <= (hits[k] ?? 0); h++) {
      const target = ids[(k + h) % ids.length]!;
      events.push({ type: "damaged", target, amount: 1, source: { kind: "attack", by } });
    }
  });
  events.push({ type: "timeCalled" }, { type: "roundEnded" });
  return { ...record, events };
}

describe("a 13-player, 3-round Aces High night from squads to final standings", () => {
  const { cli, event, write, read } = night();
  const ok = (...args: string[]) => {
    const r = cli(...args);
    expect(r.code, `${args.join(" ")}\n${r.out}\n${r.err}`).toBe(0);
    return r;
  };
  let leaving = "";
  const tablesOf = (round: number) => event().rounds[round - 1]!.tables.map((t) => t.players);
  const standings = (...args: string[]) => JSON.parse(ok("event", "standings", EVENT, "--json", ...args).out) as EventStandings;
  /** Every table of a round: its record from `event game`, played, entered with `result --game`. */
  const playRound = (round: number, hits: (table: number) => readonly number[]) => {
    tablesOf(round).forEach((_players, i) => {
      const table = i + 1;
      const record = JSON.parse(ok("event", "game", EVENT, "--round", String(round), "--table", String(table)).out) as GameRecord;
      const file = `r${round}-t${table}.json`;
      write(file, JSON.stringify(play(record, hits(table))));
      ok("event", "result", EVENT, "--round", String(round), "--table", String(table), "--game", file);
    });
  };
  /** While pairing stops on ties that split tables, the tied players roll (distinct rolls, higher first); returns how often it stopped. */
  const pairWithRolls = (round: number) => {
    let stops = 0;
    for (;;) {
      const next = cli("event", "next", EVENT, "--write");
      if (next.code === 0) return stops;
      expect(next.err, next.err).toMatch(/^ERR_SALVO: expected a final salvo roll between /);
      stops += 1;
      expect(stops).toBeLessThan(4);
      for (const tie of blockingTies(round, next.err)) ok("event", "salvo", EVENT, "--round", String(round - 1), ...tie.map((p, i) => `${p}=${12 - i}`));
    }
  };
  const blockingTies = (round: number, message: string) => standings("--round", String(round - 1)).ties.filter((t) => message.includes(t.players.join(", "))).map((t) => t.players);

  it("init: 13 players by name, each with a pilot picked from their squad, the games' rules", () => {
    const r = ok("event", "init", EVENT, ...ENTRANTS, "--limit", "125", "--edition", "legacy", "--time", "75", "--seed", "13", "--name", "Thursday Aces", "--date", "2026-11-27");
    expect(r.out.split("\n").slice(0, 3)).toEqual([
      `Wrote ${EVENT}: 13 players, 3 rounds, seed 13.`,
      "Games: 1 hour 15 minutes or 6 victory points, preset community, squads of 125 points (2.0 Legacy).",
      "Round 1: 3 tables of 4, 4, 5 (table sizes: fours).",
    ]);
    const e = event();
    expect(e.players.slice(0, 3)).toEqual(["zoe-ng", "ben-ito", "cara-diaz"]);
    expect(e.entrants?.find((x) => x.player === "zoe-ng")).toMatchObject({ name: "Zoë Ng", ship: { pilot: expect.any(String), hull: expect.any(Number) } });
    expect(e.rules?.salvoRolls).toBeUndefined();
  });

  it("round 1: every table's record from event game, entered with result --game; a record that is not the table's is refused", () => {
    ok("event", "next", EVENT, "--write");
    expect(tablesOf(1).map((t) => t.length)).toEqual([4, 4, 5]);
    const record = JSON.parse(ok("event", "game", EVENT, "--table", "2").out) as GameRecord;
    expect(record.setup.players.map((p) => [p.id, p.order])).toEqual(tablesOf(1)[1]!.map((id, i) => [id, i + 1]));
    expect(record.setup.rules).toEqual({ preset: "community", victoryLimit: 6 });
    expect(record.meta).toEqual({ event: "Thursday Aces", round: 1, table: 2, timeLimit: 75 });
    // The wrong order numbers, or the Epic Battles preset: another table's or another event's game.
    const swapped = { ...record, setup: { ...record.setup, players: record.setup.players.map((p) => ({ ...p, order: record.setup.players.length + 1 - p.order })) } };
    const epic = { ...record, setup: { ...record.setup, rules: { preset: "epicBattles" } } };
    for (const [name, wrong, message] of [
      ["swapped.json", swapped, "expected the record's players and order numbers to be the table's"],
      ["epic.json", epic, "expected the event's game rules (preset community, victory limit 6)"],
    ] as const) {
      write(name, JSON.stringify(play(wrong as GameRecord, [1])));
      const refused = cli("event", "result", EVENT, "--table", "2", "--game", name);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(message);
    }
    // A score sheet follows the event's rules too: no negative victory under the victory floor.
    const sheet = tablesOf(1)[2]!.map((id, i, all) => `${id}=${i === 0 ? -1 : 0}/0/${i === 0 ? all.length : 1}`);
    expect(cli("event", "result", EVENT, "--table", "3", ...sheet).err).toContain("ERR_INVALID_RESULT: expected victory of 0 or more");
    playRound(1, () => [1]);
    expect(event().rounds[0]!.tables.every((t) => t.record !== undefined)).toBe(true);
  });

  it("a player leaves after round 1; round 2 is paired after final salvo rolls, the top rollers tying and rolling again", () => {
    leaving = tablesOf(1)[2]![4]!;
    ok("event", "drop", EVENT, leaving);
    // Every table's first player scored 1 and the rest 0: the 0s tie on victory and place, across tables.
    const first = cli("event", "next", EVENT, "--write");
    expect(first.code).toBe(1);
    const [tie] = blockingTies(2, first.err);
    // The 10 players who scored nothing (the one who left among them) share victory 0 and place 2.
    expect(tie!.length).toBe(10);
    // The rolls: the top two roll 12 and 12, the others 11 down to 4.
    const rolls = [12, 12, 11, 10, 9, 8, 7, 6, 5, 4];
    ok("event", "salvo", EVENT, "--round", "1", ...tie!.map((p, i) => `${p}=${rolls[i]}`));
    const order = standings("--round", "1").standings.map((x) => x.id);
    // Higher rolls rank first, and the two who rolled 12 rank above everyone who rolled less.
    const at = (p: string) => order.indexOf(p);
    for (let i = 0; i < tie!.length; i++) for (let k = 0; k < tie!.length; k++) if (rolls[i]! > rolls[k]!) expect(at(tie![i]!), `${tie![i]} above ${tie![k]}`).toBeLessThan(at(tie![k]!));
    // Still tied, they would sit at tables 1 and 2: the pairing stops naming them, and them alone.
    const again = cli("event", "next", EVENT, "--write");
    expect(again.err).toMatch(new RegExp(`^ERR_SALVO: expected a final salvo roll between ${tie![0]}, ${tie![1]} \\(tied after round 1`));
    ok("event", "salvo", EVENT, "--round", "1", `${tie![0]}=12,2`, `${tie![1]}=12,5`);
    expect(pairWithRolls(2)).toBe(0);
    const after = standings("--round", "1").standings.map((x) => x.id);
    expect(after.indexOf(tie![1]!)).toBeLessThan(after.indexOf(tie![0]!));
    expect(tablesOf(2).flat()).not.toContain(leaving);
    expect(tablesOf(2).flat()).toHaveLength(12);
  });

  it("a late arrival joins round 2 at its smallest table; a round-1 result is corrected, and round 2 is paired again", () => {
    const picked = cli("event", "join", EVENT, `Nia Abe=${SABACC}#4`, "--pilot", "2");
    expect([picked.code, picked.err.split("\n")[0]]).toEqual([2, "expected --pilot with a squad (<name>=<squad.json> or --squad <squad.json>) and no #<pilot>"]);
    const pilots = (JSON.parse(read(SABACC)) as { pilots: { id: string }[] }).pilots.map((p) => p.id);
    const joined = ok("event", "join", EVENT, `Nia Abe=${SABACC}`, "--pilot", pilots[3]!);
    expect(joined.out).toMatch(/^Nia Abe \(nia-abe\) joins from round 2 at table \d, order number 5\.\n/);
    expect(tablesOf(2).flat()).toContain("nia-abe");
    // Table 1 of round 1 recorded one hit too few: the corrected game replaces the result.
    const record = JSON.parse(ok("event", "game", EVENT, "--round", "1", "--table", "1").out) as GameRecord;
    write("r1-t1-corrected.json", JSON.stringify(play(record, [1, 1])));
    const corrected = ok("event", "result", EVENT, "--round", "1", "--table", "1", "--game", "r1-t1-corrected.json", "--replace");
    expect(corrected.err).toBe(`warning: round 2 was seated from the old result; to seat it again from the corrected standings: ace-ledger event next ${EVENT} --repair --round 2`);
    const repair = cli("event", "next", EVENT, "--repair", "--round", "2");
    if (repair.code !== 0) {
      // The corrected standings may tie across a table again: the rolls are made, then the round is paired.
      expect(repair.err).toMatch(/^ERR_SALVO/);
      ok("event", "undo", EVENT);
      pairWithRolls(2);
    }
    expect(tablesOf(2).flat().sort()).toEqual([...event().players].filter((p) => p !== leaving).sort());
    expect(tablesOf(2).flat()).toContain("nia-abe");
  });

  it("a table is seated again by hand; round 2 is played", () => {
    const first = tablesOf(2)[0]!;
    const reversed = [...first].reverse();
    ok("event", "seat", EVENT, "--round", "2", `1=${reversed.join(",")}`);
    expect(tablesOf(2)[0]).toEqual(reversed);
    playRound(2, (t) => (t === 1 ? [1, 2, 0, 1, 0] : t === 2 ? [0, 0, 3, 1, 0] : [2, 0, 0, 0, 1]));
  });

  it("round 3 and the final standings: totals are the games' victory, the winner first", () => {
    pairWithRolls(3);
    playRound(3, (t) => (t === 1 ? [3, 0, 1, 0, 0] : t === 2 ? [0, 2, 0, 1, 1] : [1, 1, 1, 0, 0]));
    const final = standings();
    expect(final.final).toBe(true);
    // Each player's total is what their games' records give, replayed with the library.
    const totals = new Map<string, number>();
    event().rounds.forEach((round) =>
      round.tables.forEach((t) => {
        const file = typeof t.record === "string" ? t.record : undefined;
        const record = file === undefined ? t.record : JSON.parse(read(file));
        for (const p of scoreboard(replay(record)).players) totals.set(p.id, (totals.get(p.id) ?? 0) + p.victory);
      }),
    );
    for (const s of final.standings) expect(s.victory, s.id).toBe(totals.get(s.id) ?? 0);
    const victories = final.standings.map((s) => s.victory);
    expect(victories).toEqual([...victories].sort((a, b) => b - a));
    expect(final.standings).toHaveLength(14);
    const text = ok("event", "standings", EVENT).out;
    expect(text).toContain(final.standings[0]!.id);
    // The text shows each player's name beside the id the commands take.
    const header = text.split("\n")[2]!;
    expect(header.split(/\s+/).slice(0, 4)).toEqual(["rank", "player", "name", "victory"]);
    const zoe = text.split("\n").find((l) => l.includes(" zoe-ng "))!;
    expect(zoe).toContain("Zoë Ng");
  });

  it("the pages for the room: pairings by name for the wall, table sheets, the standings with the winner; CSV", () => {
    const e = event();
    const name = (id: string) => e.entrants?.find((x) => x.player === id)?.name ?? id;
    const pairings = ok("event", "pairings", EVENT, "--round", "3", "--html").out;
    for (const id of tablesOf(3).flat()) expect(pairings).toContain(`<li>${name(id)}</li>`);
    expect(pairings).toContain("Thursday Aces, 2026-11-27");
    const sheets = ok("event", "sheets", EVENT, "--round", "3", "--html").out;
    expect(sheets).toContain("<p>Game: 1 hour 15 minutes or 6 victory points, preset community, squads of 125 points (2.0 Legacy).</p>");
    expect(sheets).toContain("<th>order</th><th>player</th><th>ship</th><th>victory</th><th>bounty</th><th>total</th><th>place</th><th>signature</th>");
    expect(sheets).not.toContain("ace-ledger");
    // The organiser's Markdown sheets: each player by name, with the id the printed command takes.
    const markdown = ok("event", "sheets", EVENT, "--round", "3").out;
    for (const id of tablesOf(3).flat()) expect(markdown).toContain(`| ${name(id)} (${id}) |`);
    const final = standings();
    const page = ok("event", "standings", EVENT, "--html").out;
    expect(page).toContain(`<p class="winner">Winner${final.standings.filter((s) => s.rank === 1).length > 1 ? "s" : ""}: ${name(final.standings[0]!.id)}`);
    const rows = ok("event", "standings", EVENT, "--csv").out.split("\r\n");
    expect(rows[0]).toBe("\ufeffrank,player,name,victory,place round 1,place round 2,place round 3,salvo,note");
    expect(rows).toHaveLength(15);
    expect(ok("event", "pairings", EVENT, "--csv").out.split("\r\n")[1]).toMatch(/^3,1,1,[a-z-]+,[A-Z]/);
    // NIGHT_PAGES=<folder> keeps the pages, for the screenshots in docs/ (scripts/screenshot-pages.mjs).
    const keep = process.env.NIGHT_PAGES;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      for (const [file, html] of [["pairings.html", pairings], ["sheets.html", sheets], ["standings.html", page]] as const) writeFileSync(`${keep}/${file}`, html);
    }
  });
});
