import { COMBAT_STATS, type EnemyDeckCard, FUEL_COST, SCAN_REVEALS, type Stats, type UpgradeCard } from "./cards.js";
import { type Dealer, seededDealer } from "./dice.js";
import type { IntergalacticAceEvent } from "./events.js";
import { type Variants, startingUpgradeCount } from "./setup.js";
import { currentPlayer, drawnCard, foughtCard, type IntergalacticAceState, pilot } from "./state.js";
import type { Engine } from "../../core/engine.js";
import type { IntergalacticAceSetup } from "./setup.js";
import type { IntergalacticAceErrorCode } from "./errors.js";

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
export type IntergalacticAceEngine = Engine<IntergalacticAceSetup, IntergalacticAceState, IntergalacticAceEvent, IntergalacticAceErrorCode>;

/** An Intergalactic Ace record as `randomGame` and `liveTableRecord` write it. */
export interface AceRecord {
  readonly mode: "intergalactic-ace";
  readonly version: 1;
  readonly setup: unknown;
  readonly events: IntergalacticAceEvent[];
}

/**
 * Plays a random legal game from a setup: each player upgrades when short of Fuel or until three Combat
 * Stats reach 5 (the enemies' average), fights its saved card, and otherwise dogfights or scans; the app's dice and reshuffles come from the
 * dealer. Stops when the game is over or after `maxRounds` rounds (then the record is not over).
 * With a face-down deck (`decks.order` "unknown"), each card revealed is one of the cards left in its
 * pile, picked by the dealer, and some scans leave their choice to a `chose` event.
 */
export function randomGame(engine: IntergalacticAceEngine, setup: unknown, seed: string | number, maxRounds = 100): { record: AceRecord; state: IntergalacticAceState } {
  let state = engine.start(setup);
  const dealer = seededDealer(seed, { changeYourLuck: state.variants.changeYourLuck });
  const known = state.deckOrder === "known";
  // The card the app turns over: the top card, or any card left in a face-down pile.
  const reveal = (pile: readonly string[]) => (known ? pile[0] : pile[Math.floor(dealer.random() * pile.length)]);
  const events: IntergalacticAceEvent[] = [];
  const play = (e: IntergalacticAceEvent) => {
    state = engine.apply(state, e);
    events.push(e);
  };
  while (!state.over && state.round <= maxRounds) {
    const id = currentPlayer(state);
    const p = state.players.find((x) => x.id === id)!;
    if (state.enemyPile.length === 0 && state.enemyDiscard.length > 0) play({ type: "reshuffled", pile: "enemies", ...(known ? { order: dealer.shuffle(state.enemyDiscard) } : {}) });
    if (state.upgradePile.length === 0 && state.upgradeDiscard.length > 0) play({ type: "reshuffled", pile: "upgrades", ...(known ? { order: dealer.shuffle(state.upgradeDiscard) } : {}) });
    const choice = dealer.random();
    // A plain pilot: refuel when short, build up until 3 Combat Stats reach the enemies' average (5), then fight.
    const ready = COMBAT_STATS.filter((s) => p[s] >= 5).length >= 3;
    if (p.fuel < FUEL_COST || !ready || choice < 0.1) {
      const weakest = [...COMBAT_STATS].sort((x, y) => p[x] - p[y]);
      const manual = p.fuel < FUEL_COST ? { fuel: 3 } : { [weakest[0]!]: 2, [weakest[1]!]: 1 };
      play(state.upgradePile.length > 0 && choice < 0.5 ? { type: "upgraded", player: id, from: "deck", card: reveal(state.upgradePile)! } : { type: "upgraded", player: id, manual });
      continue;
    }
    if (p.saved.length === 0 && p.scans > 0 && choice > 0.85 && state.enemyPile.length > 0) {
      const revealed = known ? state.enemyPile.slice(0, SCAN_REVEALS) : dealer.shuffle(state.enemyPile).slice(0, SCAN_REVEALS);
      const keep = revealed.filter((c) => !state.enemies.find((x) => x.id === c)!.duel)[0] ?? null;
      if (known) play({ type: "scanned", player: id, scans: 1, saved: keep });
      else if (dealer.random() < 0.5) play({ type: "scanned", player: id, scans: 1, revealed, saved: keep });
      else {
        play({ type: "scanned", player: id, scans: 1, revealed });
        play({ type: "chose", player: id, saved: keep });
      }
      continue;
    }
    if (state.variants.goToWarp && p.fuel >= 2 * FUEL_COST && dealer.random() < 0.2) play({ type: "warped", player: id });
    const fromSaved = p.saved[0];
    const enemy = fromSaved ?? reveal(state.enemyPile)!;
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

/** How `liveTableRecord` writes a scan. */
export interface LiveTableOptions {
  /** Write each scan as two events, the reveal and then the choice (ruling scan-choice-waits). */
  readonly twoStepScans?: boolean;
}

/**
 * The same game as an app at a real table records it, with a face-down deck (ruling face-down-deck):
 * the setup without the piles' order (`decks.order` "unknown"), each card drawn or fought from the
 * deck named, each scan naming the cards it revealed, each reshuffle without an order. Replayed, it
 * gives the same players, kills and winners. Throws `RuleViolationError` where the record breaks a rule.
 */
export function liveTableRecord(engine: IntergalacticAceEngine, record: { readonly setup: unknown; readonly events: readonly IntergalacticAceEvent[] }, options: LiveTableOptions = {}): AceRecord {
  let state = engine.start(record.setup);
  const events: IntergalacticAceEvent[] = [];
  for (const e of record.events) {
    switch (e.type) {
      case "upgraded":
        events.push(e.from === "deck" ? { ...e, card: drawnCard(state, state.upgradePile, e.card)! } : e);
        break;
      case "dogfight":
      case "duel":
        events.push(e.card === "deck" ? { ...e, enemy: foughtCard(state, pilot(state, e.player)!, e)! } : e);
        break;
      case "scanned": {
        const revealed = e.revealed ?? state.enemyPile.slice(0, SCAN_REVEALS * e.scans);
        const { saved, ...reveal } = e;
        if (options.twoStepScans && saved !== undefined) events.push({ ...reveal, revealed }, { type: "chose", player: e.player, saved });
        else events.push({ ...e, revealed });
        break;
      }
      case "reshuffled":
        events.push({ type: "reshuffled", pile: e.pile });
        break;
      default:
        events.push(e);
    }
    state = engine.apply(state, e);
  }
  const { order: _order, enemyOrder: _enemies, upgradeOrder: _upgrades, ...decks } = (record.setup as { readonly decks: { readonly [key: string]: unknown } }).decks;
  return { mode: "intergalactic-ace", version: 1, setup: { ...(record.setup as object), decks: { order: "unknown", ...decks } }, events };
}
