import fc from "fast-check";
import { dealSetup, intergalacticAce, type IntergalacticAceEvent, liveTableRecord, randomGame, seededDealer } from "../modes/intergalactic-ace/index.js";
import type { EnemyDeckCard, Stats, UpgradeCard } from "../modes/intergalactic-ace/cards.js";
import { bounds, cutArbitrary, cutGame, recordsOf, type GameOptions, type ModeLimits } from "./game.js";

/** An Intergalactic Ace record as `arbitraries.intergalacticAceRecord` builds it. */
export interface IntergalacticAceRecordOut {
  readonly mode: "intergalactic-ace";
  readonly version: 1;
  readonly setup: unknown;
  readonly events: IntergalacticAceEvent[];
}

const LIMITS: ModeLimits = { name: "Intergalactic Ace", players: [2, 6], maxEvents: 100_000, finishMax: 1 };
/** Rounds a game may take before the driver gives up on it (not over: drawn again when `finished`). */
const MAX_ROUNDS = 300;

const COMBAT = ["weapons", "cloaking", "maneuvering", "speed"] as const;
const RESOURCES = [...COMBAT, "fuel", "shields"] as const;

/** `total` resources spread over `stats`, at most `cap` each. */
const spread = (total: number, stats: readonly string[], cap: number) =>
  fc.array(fc.nat(stats.length - 1), { minLength: total * 4, maxLength: total * 4 }).map((picks) => {
    const out: Record<string, number> = Object.fromEntries(stats.map((s) => [s, 0]));
    let left = total;
    for (const i of picks) {
      if (left === 0) break;
      if (out[stats[i]!]! < cap) {
        out[stats[i]!]! += 1;
        left -= 1;
      }
    }
    // Whatever the picks left goes to the first stats with room.
    for (const s of stats) while (left > 0 && out[s]! < cap) (out[s]! += 1), (left -= 1);
    return out;
  });

/**
 * A deck as the seed's "CARD STATS FOR NERDS" describes one: 13 enemies (Combat Stats 3 to 7, Defense
 * 4 to 8: 5 and 6 on average, some draining a resource) and 3 fight-a-player cards, 22 Upgrade cards of 4 to 7 resources
 * (4 of them giving a Scan), 8 Starters of 15 resources and no Scans (3 Fuel, 2 Shields, 10 over the
 * Combat Stats).
 */
const cardsArbitrary = fc.record({
  enemies: fc.array(
    fc.record({ combat: fc.tuple(...COMBAT.map(() => fc.integer({ min: 3, max: 7 }))), defense: fc.integer({ min: 4, max: 8 }), drain: fc.option(fc.tuple(fc.constantFrom("fuel", "shields", "weapons"), fc.integer({ min: 1, max: 2 })), { freq: 3 }) }),
    { minLength: 13, maxLength: 13 },
  ),
  // Each upgrade in two or three categories, as printed cards are.
  upgrades: fc.array(fc.tuple(fc.integer({ min: 4, max: 7 }), fc.shuffledSubarray([...RESOURCES], { minLength: 2, maxLength: 3 })).chain(([n, stats]) => spread(n, stats, 4)), { minLength: 22, maxLength: 22 }),
  // Starters as a table would print them: 3 Fuel, 2 Shields, and 10 over the Combat Stats.
  starters: fc.array(spread(10, COMBAT, 4).map((s) => ({ ...s, fuel: 3, shields: 2 })), { minLength: 8, maxLength: 8 }),
}).map(({ enemies, upgrades, starters }) => ({
  enemies: [
    ...enemies.map(({ combat, defense, drain }, i): EnemyDeckCard => ({
      id: `e${i + 1}`,
      weapons: combat[0]!,
      cloaking: combat[1]!,
      maneuvering: combat[2]!,
      speed: combat[3]!,
      defense,
      ...(drain === null ? {} : { drain: { [drain[0]]: drain[1] } }),
    })),
    ...[1, 2, 3].map((i): EnemyDeckCard => ({ id: `fight-a-player-${i}`, duel: true })),
  ],
  // Four cards give a Scan in place of a resource: still more than a manual upgrade's 3.
  upgrades: upgrades.map((u, i): UpgradeCard => (i < 4 ? { id: `u${i + 1}`, ...takeOne(u), scans: 1 } : { id: `u${i + 1}`, ...u })),
  starters: starters.map((s) => ({ ...s, scans: 0 }) as unknown as Stats),
}));

/** One resource less in the largest category (a Scan takes its place). */
function takeOne(u: Record<string, number>): Record<string, number> {
  const most = Object.keys(u).reduce((a, b) => (u[b]! > u[a]! ? b : a));
  return { ...u, [most]: u[most]! - 1 };
}

const variantsArbitrary = (players: number) =>
  fc.record(
    { shieldsUp: fc.boolean(), goToWarp: fc.boolean(), fullyLoaded: players <= 4 ? fc.boolean() : fc.constant(false), changeYourLuck: fc.boolean(), bossBattles: fc.boolean() },
    { requiredKeys: [] },
  );

/**
 * Valid Intergalactic Ace records: seeded games of 2 to 6 players on decks drawn as the seed's card
 * statistics say, dealt by `dealSetup` and played by `randomGame` with every combination of variants
 * (Fully Loaded up to 4 players, ruling deal-limit); a quarter of them recorded as at a real table,
 * with face-down decks (`liveTableRecord`, some scans in two events). Games are played against the
 * engine, so these records are legal as ace-ledger reads the rules. A finished game is played until
 * the round in which a player becomes an Ace ends; an unfinished one stops within `minEvents` to
 * `maxEvents`.
 */
export function intergalacticAceRecordArbitrary(options: GameOptions = {}): fc.Arbitrary<IntergalacticAceRecordOut> {
  const b = bounds(options, LIMITS);
  const drawn = fc
    .integer({ min: b.minPlayers, max: b.maxPlayers })
    .chain((n) =>
      fc.record({
        n: fc.constant(n),
        cards: cardsArbitrary,
        variants: variantsArbitrary(n),
        statMax: fc.option(fc.integer({ min: 10, max: 12 }), { freq: 4 }),
        seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        faceDown: fc.integer({ min: 0, max: 3 }).map((k) => k === 0),
        twoStep: fc.boolean(),
        finished: b.finished === undefined ? fc.boolean() : fc.constant(b.finished),
        cut: cutArbitrary,
      }),
    )
    .map(({ n, cards, variants, statMax, seed, faceDown, twoStep, finished, cut }) => {
      const setup = dealSetup(cards, { players: Array.from({ length: n }, (_, i) => `p${i + 1}`), variants, ...(statMax === null ? {} : { statMax }) }, seededDealer(seed));
      const { record, state } = randomGame(intergalacticAce, setup, seed, MAX_ROUNDS);
      const played = !faceDown ? record : liveTableRecord(intergalacticAce, record, { twoStepScans: twoStep });
      return { setup: played.setup as unknown, events: cutGame(played.events, state.over, finished, cut, b) };
    });
  // A game not over within the rounds, too long or too short for the options, is drawn again.
  return recordsOf(drawn, b, LIMITS.name).map(({ setup, events }) => ({ mode: "intergalactic-ace" as const, version: 1 as const, setup, events }));
}
