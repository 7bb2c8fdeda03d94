import { COMBAT_STATS, type EnemyDeckCard, FUEL_COST, type Stats, type UpgradeCard } from "./cards.js";
import { type Dealer, seededDealer } from "./dice.js";
import type { IntergalacticAceEvent } from "./events.js";
import { type Variants, startingUpgradeCount } from "./setup.js";
import { currentPlayer, type IntergalacticAceState } from "./state.js";
import type { Engine } from "../../core/engine.js";
import type { IntergalacticAceSetup } from "./setup.js";

/** The game's cards: Enemy Ships (with the fight-a-player cards), Upgrades, and Starters. */
export interface AceCards {
  readonly enemies: readonly EnemyDeckCard[];
  readonly upgrades: readonly UpgradeCard[];
  readonly starters: readonly Stats[];
}

/** The setup fields `dealSetup` takes; everything random comes from the dealer. */
export interface DealOptions {
  readonly players: readonly string[];
  readonly variants?: Partial<Variants>;
  readonly statMax?: number;
  readonly savedCardLimit?: number;
}

/**
 * A legal setup dealt as at the table (intergalactic-ace.txt, GAME SETUP): both decks shuffled, a
 * random Starter for each player, the starting Upgrade cards from the top of the shuffled deck, and
 * the first player by an opening roll (ties reroll).
 */
export function dealSetup(cards: AceCards, options: DealOptions, dealer: Dealer) {
  const fullyLoaded = options.variants?.fullyLoaded ?? false;
  const starters = dealer.shuffle(cards.starters);
  const upgrades = dealer.shuffle(cards.upgrades.map((c) => c.id));
  const count = startingUpgradeCount(options.players.length, fullyLoaded);
  const players = options.players.map((id, i) => ({ id, starter: { ...starters[i % starters.length]! }, startingUpgrades: upgrades.splice(0, count) }));
  return {
    players,
    firstPlayer: openingRoll(options.players, dealer),
    ...(options.statMax === undefined ? {} : { statMax: options.statMax }),
    ...(options.savedCardLimit === undefined ? {} : { savedCardLimit: options.savedCardLimit }),
    variants: { ...options.variants },
    decks: { enemies: cards.enemies, upgrades: cards.upgrades, enemyOrder: dealer.shuffle(cards.enemies.map((c) => c.id)), upgradeOrder: upgrades },
  };
}

/** "Roll to see who starts. Highest roll goes first." Tied highest rolls roll again. */
function openingRoll(players: readonly string[], dealer: Dealer): string {
  let rolling = [...players];
  while (rolling.length > 1) {
    const rolls = rolling.map(() => dealer.d6() + dealer.d6());
    const best = Math.max(...rolls);
    rolling = rolling.filter((_, i) => rolls[i] === best);
  }
  return rolling[0]!;
}

/** The engine `randomGame` plays with (`intergalacticAce`). */
export type IntergalacticAceEngine = Engine<IntergalacticAceSetup, IntergalacticAceState, IntergalacticAceEvent>;

/**
 * Plays a random legal game from a setup: each player upgrades when short of Fuel or until three Combat
 * Stats reach 5 (the enemies' average), fights its saved card, and otherwise dogfights or scans; the app's dice and reshuffles come from the
 * dealer. Stops when the game is over or after `maxRounds` rounds (then the record is not over).
 */
export function randomGame(engine: IntergalacticAceEngine, setup: unknown, seed: string | number, maxRounds = 100): { record: { mode: "intergalactic-ace"; version: 1; setup: unknown; events: IntergalacticAceEvent[] }; state: IntergalacticAceState } {
  let state = engine.start(setup);
  const dealer = seededDealer(seed, { changeYourLuck: state.variants.changeYourLuck });
  const events: IntergalacticAceEvent[] = [];
  const play = (e: IntergalacticAceEvent) => {
    state = engine.apply(state, e);
    events.push(e);
  };
  while (!state.over && state.round <= maxRounds) {
    const id = currentPlayer(state);
    const p = state.players.find((x) => x.id === id)!;
    if (state.enemyPile.length === 0 && state.enemyDiscard.length > 0) play({ type: "reshuffled", pile: "enemies", order: dealer.shuffle(state.enemyDiscard) });
    if (state.upgradePile.length === 0 && state.upgradeDiscard.length > 0) play({ type: "reshuffled", pile: "upgrades", order: dealer.shuffle(state.upgradeDiscard) });
    const choice = dealer.random();
    // A plain pilot: refuel when short, build up until 3 Combat Stats reach the enemies' average (5), then fight.
    const ready = COMBAT_STATS.filter((s) => p[s] >= 5).length >= 3;
    if (p.fuel < FUEL_COST || !ready || choice < 0.1) {
      const top = state.upgradePile[0];
      const weakest = [...COMBAT_STATS].sort((x, y) => p[x] - p[y]);
      const manual = p.fuel < FUEL_COST ? { fuel: 3 } : { [weakest[0]!]: 2, [weakest[1]!]: 1 };
      play(top !== undefined && choice < 0.5 ? { type: "upgraded", player: id, from: "deck", card: top } : { type: "upgraded", player: id, manual });
      continue;
    }
    if (p.saved.length === 0 && p.scans > 0 && choice > 0.85 && state.enemyPile.length > 0) {
      const revealed = state.enemyPile.slice(0, 3);
      const keep = revealed.filter((c) => !state.enemies.find((x) => x.id === c)!.duel)[0] ?? null;
      play({ type: "scanned", player: id, scans: 1, saved: keep });
      continue;
    }
    if (state.variants.goToWarp && p.fuel >= 2 * FUEL_COST && dealer.random() < 0.2) play({ type: "warped", player: id });
    const fromSaved = p.saved[0];
    const enemy = fromSaved ?? state.enemyPile[0]!;
    const card = state.enemies.find((c) => c.id === enemy)!;
    const source = fromSaved === undefined ? "deck" : "saved";
    if (card.duel) {
      const others = state.ids.filter((x) => x !== id);
      const opponent = others[Math.floor(dealer.random() * others.length)]!;
      play({ type: "duel", player: id, card: source, enemy, opponent, roll: dealer.roll(), ...(state.variants.changeYourLuck ? { defenseRoll: dealer.roll() } : {}) });
    } else {
      play({ type: "dogfight", player: id, card: source, enemy, roll: dealer.roll() });
    }
  }
  return { record: { mode: "intergalactic-ace", version: 1, setup, events }, state };
}
