import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACE_KILLS, type AceCards, dealSetup, intergalacticAce, type IntergalacticAceScoreboard, type IntergalacticAceState, liveTableRecord, randomGame, scoreboard, seededDealer, STATS,
} from "../../src/modes/intergalactic-ace/index.js";
import { RUNS } from "./setup.js";

// Seeded random legal games with the sample deck: every player count, every combination of variants.
const cards: AceCards = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "intergalactic-ace-deck.json"), "utf8"));
export const MAX_ROUNDS = 100;

function brokenInvariant(s: IntergalacticAceState): string | undefined {
  for (const p of s.players) {
    if (p.kills < 0 || p.kills > ACE_KILLS) return `${p.id} has ${p.kills} kills`;
    for (const stat of STATS) if (p[stat] < 0 || p[stat] > s.statMax) return `${p.id}.${stat} is ${p[stat]}`;
  }
  const cardsInPlay = s.enemyPile.length + s.enemyDiscard.length + s.players.reduce((t, p) => t + p.saved.length, 0) + (s.scan?.revealed.length ?? 0);
  if (cardsInPlay !== s.enemies.length) return `${cardsInPlay} enemy cards in play, expected ${s.enemies.length}`;
  if (s.upgradePile.length + s.upgradeDiscard.length !== s.upgrades.length) return "an upgrade card went missing";
  return undefined;
}

const game = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 2, max: 6 }),
  variants: fc.record({ shieldsUp: fc.boolean(), goToWarp: fc.boolean(), fullyLoaded: fc.boolean(), changeYourLuck: fc.boolean(), bossBattles: fc.boolean() }),
});

/**
 * What both kinds of deck agree on: everything but whether the order is known, the top cards, and
 * (when scans took two events) the index of the event behind each ledger entry.
 */
function sameGame(board: IntergalacticAceScoreboard, events: boolean) {
  const { order: _order, enemies, upgrades, ...table } = board.table;
  return {
    ...board,
    ledger: board.ledger.map(({ event, ...entry }) => (events ? { event, ...entry } : entry)),
    table: { ...table, enemies: { ...enemies, top: null }, upgrades: { ...upgrades, top: null } },
  };
}
const sorted = (cards: readonly string[]) => [...cards].sort();

describe("Intergalactic Ace random games", () => {
  it(`a seeded random legal game ends within ${MAX_ROUNDS} rounds or is reported as not over; kills stay in 0-5 and resources never go negative`, () => {
    fc.assert(
      fc.property(game, ({ seed, players, variants }) => {
        const ids = ["p1", "p2", "p3", "p4", "p5", "p6"].slice(0, players);
        // 22 Upgrade cards cannot deal Fully Loaded to 5 or 6 players (ruling deal-limit).
        if (players >= 5) variants.fullyLoaded = false;
        const setup = dealSetup(cards, { players: ids, variants }, seededDealer(seed));
        const { record, state } = randomGame(intergalacticAce, setup, seed, MAX_ROUNDS);
        if (state.over) {
          expect(state.round).toBeLessThanOrEqual(MAX_ROUNDS);
          expect(state.winners.length).toBeGreaterThan(0);
          for (const w of state.winners) expect(state.players.find((p) => p.id === w)!.kills).toBe(ACE_KILLS);
        } else {
          expect(state.round).toBe(MAX_ROUNDS + 1);
          expect(state.winners).toEqual([]);
        }
        const states = intergalacticAce.history(record);
        for (const [i, s] of states.entries()) {
          const broken = brokenInvariant(s);
          if (broken !== undefined) throw new Error(`after event ${i - 1}: ${broken}`);
        }
        expect(states.at(-1)).toEqual(state);
        // The same seed deals the same game.
        expect(randomGame(intergalacticAce, dealSetup(cards, { players: ids, variants }, seededDealer(seed)), seed, MAX_ROUNDS).record).toEqual(record);
        // The same game recorded at a real table, naming each card as it is revealed (ruling face-down-deck).
        const twoStepScans = seed % 2 === 0;
        const live = intergalacticAce.replay(liveTableRecord(intergalacticAce, record, { twoStepScans }));
        expect(sameGame(scoreboard(live), !twoStepScans)).toEqual(sameGame(scoreboard(state), !twoStepScans));
        for (const pile of ["enemyPile", "enemyDiscard", "upgradePile", "upgradeDiscard"] as const) expect(sorted(live[pile]), pile).toEqual(sorted(state[pile]));
      }),
      { numRuns: RUNS(200) },
    );
  });

  it("a seeded random game with a face-down deck names only cards left in their pile and keeps every card", () => {
    fc.assert(
      fc.property(game, ({ seed, players, variants }) => {
        const ids = ["p1", "p2", "p3", "p4", "p5", "p6"].slice(0, players);
        if (players >= 5) variants.fullyLoaded = false;
        const setup = liveTableRecord(intergalacticAce, { setup: dealSetup(cards, { players: ids, variants }, seededDealer(seed)), events: [] }).setup;
        const { record, state } = randomGame(intergalacticAce, setup, seed, MAX_ROUNDS);
        expect(state.deckOrder).toBe("unknown");
        expect(state.over || state.round === MAX_ROUNDS + 1).toBe(true);
        const states = intergalacticAce.history(record);
        for (const [i, s] of states.entries()) {
          const broken = brokenInvariant(s);
          if (broken !== undefined) throw new Error(`after event ${i - 1}: ${broken}`);
        }
        expect(states.at(-1)).toEqual(state);
        expect(randomGame(intergalacticAce, setup, seed, MAX_ROUNDS).record).toEqual(record);
      }),
      { numRuns: RUNS(100) },
    );
  });
});
