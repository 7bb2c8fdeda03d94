import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli/run.js";
import { docPage, expectExampleOutputShown, expectRulingsListed } from "../helpers/docs.js";
import { expectFixtureError } from "../helpers/rejections.js";
import {
  addStats, bestAces, bestCombatStats, COMBAT_STATS, dealSetup, dogfight, duel, engages, INTERGALACTIC_ACE_RULINGS, intergalacticAce, type IntergalacticAceScoreboard, liveTableRecord, randomGame,
  resourcesOf, rollOutcome, seededDealer, scoreboard, type Stats, STATS, tableOf, tryReplay, upgradeFloor,
} from "../../src/modes/intergalactic-ace/index.js";

const dir = join(import.meta.dirname, "..", "fixtures", "intergalactic-ace");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
const deck = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "intergalactic-ace-deck.json"), "utf8"));

describe("Intergalactic Ace fixtures (intergalactic-ace.txt)", () => {
  it.each(fixtures.map((f) => [f.name, f]))("%s", (_name, f) => {
    expect(f.source).toMatch(/^intergalactic-ace\.txt, /);
    if (f.expect.error) return expectFixtureError(intergalacticAce as never, f.record, f.expect.error);
    const result = tryReplay(f.record);
    if (!result.ok) throw new Error(`${result.error.code} at ${result.error.event}: ${result.error.message}`);
    const state = result.value;
    const board = scoreboard(state);
    for (const key of ["over", "winners", "round", "next", "table"] as const) if (f.expect[key] !== undefined) expect(board[key as keyof typeof board], key).toEqual(f.expect[key]);
    for (const key of ["enemyPile", "enemyDiscard", "upgradePile", "upgradeDiscard"] as const) if (f.expect[key] !== undefined) expect(state[key], key).toEqual(f.expect[key]);
    for (const [id, fields] of Object.entries(f.expect.players ?? {})) {
      const p = board.players.find((x) => x.id === id) as unknown as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(fields as object).map((k) => [k, p[k]])), id).toEqual(fields);
    }
    for (const [player, reasons] of Object.entries(f.expect.ledgerReasons ?? {})) {
      expect(board.ledger.filter((e) => e.player === player).map((e) => e.reason), player).toEqual(reasons);
    }
  });

  it("every outcome, duel case, variant and ending has a fixture", () => {
    const names = fixtures.map((f) => f.name as string);
    for (const needed of ["full-retreat-no-drain", "dogfight-kill", "dogfight-tie", "dogfight-defeat", "defeat-with-shields-down-costs-a-kill", "drain-on-engage",
      "duel-steal-a-kill", "duel-defeat-gives-a-kill", "duel-fight-for-shields", "duel-tie", "duel-retreat", "scan-one-reveals-three", "scan-two-reveals-six",
      "upgrade-cap-wastes-resources", "variant-shields-up", "variant-go-to-warp", "variant-fully-loaded", "variant-change-your-luck", "variant-boss-battles-needs-all-four",
      "aces-tie-most-fuel-wins", "aces-tie-then-most-shields", "aces-still-tied-share-the-win",
      "upgrade-card-beats-a-manual-upgrade", "face-down-deck-names-each-card", "face-down-deck-reshuffle-returns-the-discards", "report-shows-the-table", "scan-waits-for-the-choice"]) expect(names, needed).toContain(needed);
  });

  it("every ruling has a fixture or a test below", () => {
    const covered = new Set(fixtures.flatMap((f) => f.rulings ?? []));
    const elsewhere = ["kill-tokens-cap", "boss-tie-in-duels"];
    for (const r of INTERGALACTIC_ACE_RULINGS) expect(covered.has(r.id) || elsewhere.includes(r.id), r.id).toBe(true);
  });
});

describe("the sample deck matches the seed's stats for nerds", () => {
  const enemies = deck.enemies.filter((c: { duel?: boolean }) => !c.duel);
  it("13 enemies plus 3 fight-a-player cards, 22 upgrades, 8 starters", () => {
    expect([enemies.length, deck.enemies.length - enemies.length, deck.upgrades.length, deck.starters.length]).toEqual([13, 3, 22, 8]);
  });
  it("enemies average 5 in each Combat Stat and 5.77 Defense", () => {
    for (const s of COMBAT_STATS) expect(enemies.reduce((t: number, c: Stats) => t + c[s], 0) / 13, s).toBe(5);
    expect((enemies.reduce((t: number, c: { defense: number }) => t + c.defense, 0) / 13).toFixed(2)).toBe("5.77");
  });
  it("upgrades average 5.7 resources; 4 give Scans; every resource type appears", () => {
    expect((deck.upgrades.reduce((t: number, c: Stats) => t + resourcesOf(c), 0) / 22).toFixed(1)).toBe("5.7");
    expect(deck.upgrades.filter((c: Stats) => (c.scans ?? 0) > 0)).toHaveLength(4);
    for (const s of STATS) expect(deck.upgrades.some((c: Stats) => (c[s] ?? 0) > 0), s).toBe(true);
  });
  it("starters give 15 resources and no Scans", () => {
    for (const s of deck.starters) expect([resourcesOf(s), s.scans]).toEqual([15, 0]);
  });
});

const stats = (w: number, c: number, m: number, s: number, fuel = 3, shields = 2, scans = 0): Stats => ({ weapons: w, cloaking: c, maneuvering: m, speed: s, fuel, shields, scans });
const enemy = (w: number, c: number, m: number, s: number, defense: number, drain = {}) => ({ id: "e", weapons: w, cloaking: c, maneuvering: m, speed: s, defense, drain });

describe("Intergalactic Ace resolvers", () => {
  it("engagement: 3 of 4 Combat Stats at least equal, all 4 with Boss Battles", () => {
    expect(engages(stats(3, 3, 3, 0), stats(3, 3, 3, 9), false)).toBe(true);
    expect(engages(stats(3, 3, 2, 0), stats(3, 3, 3, 9), false)).toBe(false);
    expect(engages(stats(3, 3, 3, 0), stats(3, 3, 3, 9), true)).toBe(false);
    expect(engages(stats(3, 3, 3, 9), stats(3, 3, 3, 9), true)).toBe(true);
  });

  it("roll against defense: greater kills, equal ties, lower loses", () => {
    expect([8, 7, 6].map((r) => rollOutcome(r, 7))).toEqual(["kill", "tie", "defeat"]);
  });

  it("no stat goes over the cap or below 0; the excess is counted as wasted", () => {
    expect(addStats(stats(9, 0, 0, 0), { weapons: 3, fuel: 1 }, 10)).toEqual({ stats: stats(10, 0, 0, 0, 4), wasted: 2 });
    const r = dogfight({ stats: stats(1, 1, 1, 1, 0, 2), kills: 0 }, enemy(0, 0, 0, 0, 9, { fuel: 5 }), 2, false);
    expect(r.stats).toEqual(stats(0, 0, 0, 0, 0, 0));
  });

  it("a defeat costs a kill only when the Shields end at 0; kills never go below 0 or above 5 (ruling kill-tokens-cap)", () => {
    expect(dogfight({ stats: stats(5, 5, 5, 5, 0, 6), kills: 2 }, enemy(1, 1, 1, 1, 9), 2, false)).toMatchObject({ outcome: "defeat", kills: 2 });
    expect(dogfight({ stats: stats(5, 5, 5, 5, 0, 5), kills: 2 }, enemy(1, 1, 1, 1, 9), 2, false)).toMatchObject({ outcome: "defeat", kills: 1, killChange: -1 });
    expect(dogfight({ stats: stats(5, 5, 5, 5, 0, 0), kills: 0 }, enemy(1, 1, 1, 1, 9), 2, false)).toMatchObject({ kills: 0, killChange: 0 });
    expect(dogfight({ stats: stats(5, 5, 5, 5), kills: 5 }, enemy(1, 1, 1, 1, 2), 12, false)).toMatchObject({ outcome: "kill", kills: 5, killChange: 0 });
    const d = duel({ stats: stats(5, 5, 5, 5), kills: 1 }, { stats: stats(1, 1, 1, 1), kills: 5 }, 2, 7, { bossBattles: false, statMax: 10 });
    expect([d.player.kills, d.opponent.kills]).toEqual([0, 5]);
  });

  it("Boss Battles: a tie costs 2 from every best Combat Stat, in dogfights and duels (ruling boss-tie-in-duels)", () => {
    expect(bestCombatStats(stats(4, 6, 6, 1))).toEqual(["cloaking", "maneuvering"]);
    expect(dogfight({ stats: stats(4, 6, 6, 1), kills: 0 }, enemy(1, 1, 1, 1, 7), 7, true).stats).toEqual(stats(4, 4, 4, 1));
    expect(duel({ stats: stats(4, 6, 6, 1), kills: 0 }, { stats: stats(1, 1, 1, 1), kills: 0 }, 7, 7, { bossBattles: true, statMax: 10 }).player.stats).toEqual(stats(4, 4, 4, 1));
    expect(dogfight({ stats: stats(4, 6, 6, 1), kills: 0 }, enemy(1, 1, 1, 1, 7), 7, false).stats).toEqual(stats(4, 6, 6, 1));
  });

  it("the end: most Fuel, then most Shields, then a shared win", () => {
    expect(bestAces([{ id: "a", fuel: 2, shields: 0 }, { id: "b", fuel: 1, shields: 9 }])).toEqual(["a"]);
    expect(bestAces([{ id: "a", fuel: 2, shields: 1 }, { id: "b", fuel: 2, shields: 3 }])).toEqual(["b"]);
    expect(bestAces([{ id: "a", fuel: 2, shields: 3 }, { id: "b", fuel: 2, shields: 3 }, { id: "c", fuel: 0, shields: 9 }])).toEqual(["a", "b"]);
  });

  it("a scan with fewer cards left reveals what is left (ruling scan-short-pile)", () => {
    const f = fixtures.find((x) => x.name === "scan-two-reveals-six");
    const events = [...f.record.events, { type: "upgraded", player: "b", manual: { fuel: 3 } }, { type: "upgraded", player: "a", manual: { scans: 1 } }, { type: "upgraded", player: "b", manual: { fuel: 3 } }];
    // a holds c6; the pile is c7, c8; a 1-Scan scan reveals both and may save neither (one saved card at a time).
    const state = tryReplay({ ...f.record, setup: { ...f.record.setup, savedCardLimit: 2 }, events: [...events, { type: "scanned", player: "a", scans: 1, saved: "c8" }] });
    expect(state.ok && [state.value.enemyPile, state.value.enemyDiscard.slice(-1), state.value.players[0]!.saved]).toEqual([[], ["c7"], ["c6", "c8"]]);
  });

  it("CLI --json prints the issue's keys", () => {
    const f = fixtures.find((x) => x.name === "aces-tie-most-fuel-wins");
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: () => {}, readFile: () => JSON.stringify(f.record) };
    expect(run(["score", "game.json", "--json"], io)).toBe(0);
    const json = JSON.parse(out.join(""));
    expect(Object.keys(json).slice(0, 6)).toEqual(["mode", "over", "round", "players", "winners", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "kills", "weapons", "cloaking", "maneuvering", "speed", "fuel", "shields", "scans", "saved"]);
    expect(json.winners).toEqual(["a"]);
    expect(json.table).toEqual({ order: "known", enemies: { draw: 0, discard: 10, top: null }, upgrades: { draw: 1, discard: 6, top: "spare" }, scan: null, saved: [{ player: "a", cards: [] }, { player: "b", cards: [] }] });
  });

  it("an Upgrade card must beat 3 resources; one with Scans only the manual Scan's 1 with scanCardsBeat (ruling scan-upgrade-cards)", () => {
    expect([upgradeFloor({ weapons: 2 }, "manual-upgrade"), upgradeFloor({ scans: 1 }, "manual-upgrade"), upgradeFloor({ scans: 1 }, "manual-scan"), upgradeFloor({ fuel: 1 }, "manual-scan")]).toEqual([3, 3, 1, 3]);
  });
});

/** The scoreboard less what only a known order shows: whether it is known, and the top cards. */
const withoutOrder = (board: IntergalacticAceScoreboard) => ({
  ...board,
  table: { ...board.table, order: null, enemies: { ...board.table.enemies, top: null }, upgrades: { ...board.table.upgrades, top: null } },
});

describe("a face-down deck (ruling face-down-deck)", () => {
  const demo = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "intergalactic-ace-demo.json"), "utf8"));

  it("the seeded worked game, recorded by naming each revealed card, ends with the same scoreboard", () => {
    const live = liveTableRecord(intergalacticAce, demo);
    expect(live.setup).toMatchObject({ decks: { order: "unknown" } });
    expect(JSON.stringify(live)).not.toMatch(/enemyOrder|upgradeOrder|"order":\[/);
    const known = scoreboard(intergalacticAce.replay(demo));
    const faceDown = scoreboard(intergalacticAce.replay(live));
    expect(faceDown.table.order).toBe("unknown");
    expect(withoutOrder(faceDown)).toEqual(withoutOrder(known));
    // At every event, not only at the end.
    const states = intergalacticAce.history(live);
    intergalacticAce.history(demo).forEach((s, i) => expect(withoutOrder(scoreboard(states[i]!)), `after ${i} events`).toEqual(withoutOrder(scoreboard(s))));
  });

  it("a known-order random game with reshuffles, recorded face down, gives the same scoreboard", () => {
    const { record, state } = randomGame(intergalacticAce, dealSetup(deck, { players: ["a", "b", "c"] }, seededDealer(7)), 7);
    expect(record.events.filter((e) => e.type === "reshuffled").length).toBeGreaterThan(0);
    expect(withoutOrder(scoreboard(intergalacticAce.replay(liveTableRecord(intergalacticAce, record))))).toEqual(withoutOrder(scoreboard(state)));
  });

  it("examples/intergalactic-ace-live-table.json is the worked game recorded live, scans in two events, up to rook's choice", () => {
    const example = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "intergalactic-ace-live-table.json"), "utf8"));
    const live = liveTableRecord(intergalacticAce, demo, { twoStepScans: true });
    const choice = live.events.findIndex((e) => e.type === "chose");
    expect(example).toEqual({ ...live, events: live.events.slice(0, choice) });
    expect(tableOf(intergalacticAce.replay(example)).scan).toEqual({ player: "rook", revealed: ["green-headlamp", "omega-warden", "fight-a-player-3"] });
  });

  it("a face-down record is written again as it is", () => {
    const live = liveTableRecord(intergalacticAce, demo, { twoStepScans: true });
    expect(liveTableRecord(intergalacticAce, live, { twoStepScans: true })).toEqual(live);
  });
});

describe("docs/intergalactic-ace.md stays true", () => {
  const doc = docPage("intergalactic-ace.md");
  it("lists every ruling with its default", () => expectRulingsListed(doc, INTERGALACTIC_ACE_RULINGS));
  it("the worked game is what seed 639 deals and plays, and prints what the doc shows", () => {
    const record = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "intergalactic-ace-demo.json"), "utf8"));
    expect(randomGame(intergalacticAce, dealSetup(deck, { players: ["ace", "rook"] }, seededDealer(639)), 639).record).toEqual(record);
    expectExampleOutputShown(doc, "intergalactic-ace-demo.json");
  });
});
