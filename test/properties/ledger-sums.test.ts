// Every point explained, in every mode: the entries of a player's ledger add up to each of the
// player's scores on the scoreboard, on random games of every mode, on every record of the
// conformance kit and on every example. Each entry's balance is its account's running sum.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conformanceCases, referenceResults } from "../../src/conformance/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { RUNS } from "./setup.js";

interface Entry {
  readonly event: number;
  readonly player: string;
  readonly account: string;
  readonly delta: number;
  readonly balance: number;
}

/** A score field of the scoreboard and the ledger account whose entries must add up to it. */
type Field = readonly [player: string, field: string, account: string, value: number];

interface Mode {
  /** The scoreboard of a record, or undefined when the record is rejected. */
  readonly board: (record: unknown) => { readonly ledger: readonly Entry[] } | undefined;
  /** Every score field of every player (and team). */
  readonly fields: (board: never) => Field[];
  /** Other sums the scoreboard must show (a total, a team's score), checked against the ledger. */
  readonly more?: (board: never, sums: (player: string, account: string) => number) => void;
  readonly arbitrary: fc.Arbitrary<unknown>;
}

const boardOf = <S, B>(tryReplay: (record: unknown) => { ok: true; value: S } | { ok: false }, scoreboard: (state: S) => B) => (record: unknown) => {
  const replayed = tryReplay(record);
  return replayed.ok ? scoreboard(replayed.value) : undefined;
};

const MODES: { readonly [mode: string]: Mode } = {
  "aces-high": {
    board: boardOf(acesHigh.tryReplay, acesHigh.scoreboard),
    fields: (board: acesHigh.Scoreboard) => board.players.flatMap((p): Field[] => [[p.id, "victory", "victory", p.victory], [p.id, "bounty", "bounty", p.bounty]]),
    arbitrary: arbitraries.acesHighRecord({ maxEvents: 120 }),
  },
  epic: {
    board: boardOf(epic.tryReplay, epic.scoreboard),
    fields: (board: epic.EpicScoreboard) =>
      board.players.flatMap((p): Field[] => [[p.id, "score", "score", p.score], [p.id, "casualties", "casualties", p.casualties], [p.id, "victoryCounters", "victoryCounters", p.victoryCounters]]),
    more: (board: epic.EpicScoreboard, sums) => {
      // The total is the scenario's sum of accounts; a team's score is each member's (what the other team lost), its casualties its members' added.
      for (const p of board.players) expect([sums(p.id, "score"), sums(p.id, "victoryCounters"), sums(p.id, "score") + sums(p.id, "victoryCounters")]).toContain(p.total);
      for (const t of board.teams ?? []) {
        for (const id of t.players) expect(sums(id, "score"), `team ${t.players.join("+")} score`).toBe(t.score);
        expect(t.players.reduce((n, id) => n + sums(id, "casualties"), 0)).toBe(t.casualties);
      }
    },
    arbitrary: arbitraries.epicRecord(),
  },
  "space-race": {
    board: boardOf(spaceRace.tryReplay, spaceRace.scoreboard),
    fields: (board: spaceRace.SpaceRaceScoreboard) =>
      board.players.flatMap((p): Field[] => [[p.id, "buoysDone", "buoys", p.buoysDone], [p.id, "winner", "wins", board.winners.includes(p.id) ? 1 : 0]]),
    arbitrary: arbitraries.spaceRaceRecord({ maxPlayers: 5, maxEvents: 200 }),
  },
  fireteam: {
    board: boardOf(fireteam.tryReplay, fireteam.scoreboard),
    fields: (board: fireteam.FireteamScoreboard) => board.players.map((p): Field => [p.id, "score", "score", p.score]),
    arbitrary: fc.oneof(arbitraries.fireteamRecord({ finished: false, maxEvents: 120 }), arbitraries.fireteamRecord({ finished: true })),
  },
  "intergalactic-ace": {
    board: boardOf(intergalacticAce.tryReplay, intergalacticAce.scoreboard),
    fields: (board: intergalacticAce.IntergalacticAceScoreboard) => board.players.map((p): Field => [p.id, "kills", "kills", p.kills]),
    arbitrary: arbitraries.intergalacticAceRecord({ maxPlayers: 4, maxEvents: 80 }),
  },
};

/** Checks one scoreboard: balances are running sums; every score field is the sum of its account. */
function checkBoard(mode: Mode, board: { readonly ledger: readonly Entry[] }, where: string): number {
  const running = new Map<string, number>();
  for (const e of board.ledger) {
    const key = `${e.player}\u0000${e.account}`;
    const balance = (running.get(key) ?? 0) + e.delta;
    expect(e.balance, `${where}: balance of #${e.event} ${e.player} ${e.account}`).toBe(balance);
    running.set(key, balance);
  }
  const sums = (player: string, account: string) => running.get(`${player}\u0000${account}`) ?? 0;
  const fields = mode.fields(board as never);
  for (const [player, field, account, value] of fields) expect(sums(player, account), `${where}: ${player}.${field}`).toBe(value);
  mode.more?.(board as never, sums);
  return fields.length;
}

const examples = join(import.meta.dirname, "..", "..", "examples");
const exampleRecords = readdirSync(examples)
  .filter((f) => f.endsWith(".json"))
  .map((f) => ({ name: f, record: JSON.parse(readFileSync(join(examples, f), "utf8")) as { mode: string } }));

describe("every point explained: a player's ledger adds up to each of its scores", () => {
  for (const [name, mode] of Object.entries(MODES)) {
    it(`${name}: on random games`, () => {
      fc.assert(fc.property(mode.arbitrary, (record) => {
        const board = mode.board(record);
        expect(board).toBeDefined();
        checkBoard(mode, board!, "random game");
      }), { numRuns: RUNS(name === "intergalactic-ace" || name === "fireteam" ? 40 : 150) });
    });

    it(`${name}: on every accepted record of the conformance kit and every example`, () => {
      const records = [
        ...conformanceCases(name as Parameters<typeof conformanceCases>[0]).map((c) => ({ name: c.name, record: c.record as unknown })),
        ...exampleRecords.filter((r) => r.record.mode === name),
      ];
      let fields = 0;
      for (const { name: where, record } of records) {
        const board = mode.board(record);
        if (board !== undefined) fields += checkBoard(mode, board, where);
      }
      expect(fields).toBeGreaterThan(40);
    });
  }
});

describe("every point explained: a side event's victory is the sum of its ledger", () => {
  it("aces-high-event: on every accepted case of the conformance kit, each player's victory adds up from the results entered", () => {
    let players = 0;
    for (const c of conformanceCases("aces-high-event")) {
      const results = referenceResults("aces-high-event", c.record) as { players?: { [id: string]: { victory: number } }; ledger?: readonly Entry[] };
      if (results.players === undefined) continue;
      for (const [id, line] of Object.entries(results.players)) {
        const entries = results.ledger!.filter((e) => e.player === id && e.account === "victory");
        expect(entries.reduce((sum, e) => sum + e.delta, 0), `${c.name}: ${id}`).toBe(line.victory);
        players++;
      }
    }
    expect(players).toBeGreaterThan(200);
  });
});
