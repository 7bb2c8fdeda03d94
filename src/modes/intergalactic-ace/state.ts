import { before } from "../../core/draft.js";
import type { Ledger, LedgerEntry } from "../../core/ledger.js";
import { byId } from "../../core/lookup.js";
import type { EnemyDeckCard, Stats, UpgradeCard } from "./cards.js";
import { addStats } from "./fight.js";
import type { DeckOrder, IntergalacticAceSetup, Variants } from "./setup.js";

/** A player's ship as the game stands: its pegs, kills and saved cards. */
export interface PilotState extends Stats {
  readonly id: string;
  readonly kills: number;
  /** Enemy Ships cards saved by scanning, to fight later. */
  readonly saved: readonly string[];
}

/** Cards a scan revealed, waiting for the player to choose the one to save (ruling scan-choice-waits). */
export interface PendingScan {
  readonly player: string;
  readonly revealed: readonly string[];
}

/** The account of an Intergalactic Ace ledger: kills. */
export type AceAccount = "kills";
/** Why a kill was gained or lost. */
export type AceReason = "enemyShotDown" | "shieldsGone" | "duelWon" | "duelLost";
/** An entry of the Intergalactic Ace ledger, as stored in the state. */
export type AceLedgerEntry = LedgerEntry<AceAccount, AceReason>;

/** The state of an Intergalactic Ace game after some events. Deeply frozen. */
export interface IntergalacticAceState {
  readonly mode: "intergalactic-ace";
  readonly eventCount: number;
  readonly ledger: Ledger<AceLedgerEntry>;
  readonly statMax: number;
  readonly savedCardLimit: number;
  readonly variants: Variants;
  readonly ids: readonly string[];
  readonly players: readonly PilotState[];
  /** Clockwise from the first player. */
  readonly seats: readonly string[];
  /** 1-based; a round is one turn for each player. */
  readonly round: number;
  /** Index in `seats` of the player whose turn it is. */
  readonly turn: number;
  /** Go to Warp bonus bought this turn. */
  readonly warp: number;
  readonly enemies: readonly EnemyDeckCard[];
  readonly upgrades: readonly UpgradeCard[];
  /** Whether the draw piles' order is known (ruling face-down-deck). */
  readonly deckOrder: DeckOrder;
  /**
   * Draw piles, top card first, and discard piles. With `deckOrder` "unknown", a draw pile holds the
   * cards not seen yet, in no particular order.
   */
  readonly enemyPile: readonly string[];
  readonly enemyDiscard: readonly string[];
  readonly upgradePile: readonly string[];
  readonly upgradeDiscard: readonly string[];
  /** The cards a scan revealed while the player has not chosen yet, or null. */
  readonly scan: PendingScan | null;
  readonly over: boolean;
  readonly winners: readonly string[];
}

export function initialState(setup: IntergalacticAceSetup): IntergalacticAceState {
  const first = setup.players.findIndex((p) => p.id === setup.firstPlayer);
  const seats = [...setup.players.slice(first), ...setup.players.slice(0, first)].map((p) => p.id);
  const upgradeDiscard: string[] = [];
  const players = setup.players.map((p) => {
    let stats = p.starter;
    for (const card of p.startingUpgrades) {
      stats = addStats(stats, setup.upgrades.find((u) => u.id === card)!, setup.statMax).stats;
      upgradeDiscard.push(card);
    }
    return { id: p.id, ...stats, kills: 0, saved: [] };
  });
  return {
    mode: "intergalactic-ace",
    eventCount: 0,
    ledger: { pages: null, tail: [] },
    statMax: setup.statMax,
    savedCardLimit: setup.savedCardLimit,
    variants: setup.variants,
    ids: setup.players.map((p) => p.id),
    players,
    seats,
    round: 1,
    turn: 0,
    warp: 0,
    enemies: setup.enemies,
    upgrades: setup.upgrades,
    deckOrder: setup.deckOrder,
    enemyPile: setup.enemyOrder,
    enemyDiscard: [],
    upgradePile: setup.upgradeOrder,
    upgradeDiscard,
    scan: null,
    over: false,
    winners: [],
  };
}

/** The player with this id, or `undefined`. */
export function pilot<P>(state: { readonly ids: readonly string[]; readonly players: readonly P[] }, id: string): P | undefined {
  return byId(before(state).ids, state.players, id);
}

export function enemyCard(state: IntergalacticAceState, id: string): EnemyDeckCard | undefined {
  return before(state).enemies.find((c) => c.id === id);
}

/** The player whose turn it is. */
export const currentPlayer = (state: Pick<IntergalacticAceState, "seats" | "turn">): string => state.seats[state.turn]!;

/** The stat pegs of a pilot, without its id, kills and saved cards. */
export function statsOf(p: Stats): Stats {
  return { weapons: p.weapons, cloaking: p.cloaking, maneuvering: p.maneuvering, speed: p.speed, fuel: p.fuel, shields: p.shields, scans: p.scans };
}

/** The top card of a draw pile when the order is known; undefined when the pile is empty or face down. */
export function topCard(state: Pick<IntergalacticAceState, "deckOrder">, pile: readonly string[]): string | undefined {
  return state.deckOrder === "known" ? pile[0] : undefined;
}

/**
 * The card drawn from a pile: its top card when the order is known, else the card named if it is
 * still in the pile. Undefined when there is none.
 */
export function drawnCard(state: Pick<IntergalacticAceState, "deckOrder">, pile: readonly string[], named: string | undefined): string | undefined {
  if (state.deckOrder === "known") return pile[0];
  return named !== undefined && pile.includes(named) ? named : undefined;
}

/**
 * The Enemy Ships card a fight is against: the top of the draw pile (the card named, with a face-down
 * deck), or the saved card named (or the only one). Undefined when there is none to fight.
 */
export function foughtCard(state: IntergalacticAceState, p: Pick<PilotState, "saved">, e: { readonly card: "deck" | "saved"; readonly enemy?: string }): string | undefined {
  if (e.card === "deck") return drawnCard(state, state.enemyPile, e.enemy);
  if (e.enemy !== undefined) return p.saved.includes(e.enemy) ? e.enemy : undefined;
  return p.saved.length === 1 ? p.saved[0] : undefined;
}
