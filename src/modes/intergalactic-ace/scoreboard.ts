import { type ExplainedEntry, ledgerEntries } from "../../core/ledger.js";
import { competitionRanks } from "../../core/rank.js";
import { own } from "../../core/schema.js";
import { ACE_KILLS } from "./cards.js";
import type { DeckOrder } from "./setup.js";
import { type AceAccount, type AceReason, currentPlayer, enemyCard, type IntergalacticAceState, type PilotState, topCard } from "./state.js";

/** An Intergalactic Ace ledger entry with the sentence citing its rule. */
export type AceExplainedEntry = ExplainedEntry<AceAccount, AceReason>;

/** A player's line in the standings: kills, pegs and saved cards. */
export interface AceStanding {
  readonly id: string;
  readonly rank: number;
  readonly kills: number;
  readonly weapons: number;
  readonly cloaking: number;
  readonly maneuvering: number;
  readonly speed: number;
  readonly fuel: number;
  readonly shields: number;
  readonly scans: number;
  readonly saved: readonly string[];
}

/** A draw pile and its discard pile: how many cards each holds. */
export interface AcePileCounts {
  readonly draw: number;
  readonly discard: number;
}

/** The table as it stands, so that an app need not work it out from the events. */
export interface AceTable {
  /** Whether the draw piles' order is known (ruling face-down-deck). */
  readonly order: DeckOrder;
  /**
   * The Enemy Ships piles; `top` is the top card when the order is known and the pile is not empty,
   * with the fight it forces: a dogfight, or a duel ("fight a player" card).
   */
  readonly enemies: AcePileCounts & { readonly top: { readonly card: string; readonly fight: "dogfight" | "duel" } | null };
  /** The Upgrade piles; `top` is the top card when the order is known and the pile is not empty. */
  readonly upgrades: AcePileCounts & { readonly top: string | null };
  /** The cards a scan revealed, waiting for the player's choice (ruling scan-choice-waits), or null. */
  readonly scan: { readonly player: string; readonly revealed: readonly string[] } | null;
  /** Each player's saved Enemy Ships cards, in seat order (clockwise from the first player). */
  readonly saved: readonly { readonly player: string; readonly cards: readonly string[] }[];
}

/** What the CLI prints for an Intergalactic Ace game with `--json`. */
export interface IntergalacticAceScoreboard {
  readonly mode: "intergalactic-ace";
  readonly over: boolean;
  readonly round: number;
  /** More kills first; Aces (5 kills) by Fuel, then Shields; otherwise equal kills share a rank. */
  readonly players: readonly AceStanding[];
  readonly winners: readonly string[];
  readonly ledger: readonly AceExplainedEntry[];
  /** The player whose turn it is (null once the game is over). */
  readonly next: string | null;
  /** The piles, a scan waiting for its choice, and the saved cards. */
  readonly table: AceTable;
}

/** What happened, for each reason, and the rule it rests on. */
const WHAT: { readonly [R in AceReason]: (e: { player: string; subject?: string }) => string } = {
  enemyShotDown: (e) => `${e.player} won a dogfight`,
  shieldsGone: (e) => `${e.player} lost a dogfight with its Shields down to zero`,
  duelWon: (e) => `${e.player} won the fight against ${e.subject}`,
  duelLost: (e) => `${e.player} lost the fight against ${e.subject}`,
};
const SOURCE: { readonly [R in AceReason]: string } = {
  enemyShotDown: 'intergalactic-ace.txt, DOGFIGHTS: "Roll > Enemy Defense level: The player gets 1 Kill"',
  shieldsGone: 'intergalactic-ace.txt, DOGFIGHTS: "they lose one of their kills"',
  duelWon: "intergalactic-ace.txt, FIGHTING OTHER PLAYERS",
  duelLost: "intergalactic-ace.txt, FIGHTING OTHER PLAYERS",
};

/** Every ledger entry with its sentence. */
export function ledgerOf(state: IntergalacticAceState): AceExplainedEntry[] {
  return ledgerEntries(state.ledger).map((e) => ({ ...e, explanation: `${WHAT[e.reason](e)}: ${e.delta > 0 ? "+" : ""}${e.delta} kill (${SOURCE[e.reason]})` }));
}

const key = (p: PilotState) => [p.kills, p.kills >= ACE_KILLS ? p.fuel : 0, p.kills >= ACE_KILLS ? p.shields : 0];
const compare = (a: PilotState, b: PilotState) => {
  const [x, y] = [key(a), key(b)];
  return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
};

/**
 * The standings, the winners once the game is over, whose turn it is, and the explained kill ledger
 * of an Intergalactic Ace state.
 */
export function scoreboard(state: IntergalacticAceState): IntergalacticAceScoreboard {
  const seat = (id: string) => state.seats.indexOf(id);
  const sorted = [...state.players].sort((a, b) => compare(a, b) || seat(a.id) - seat(b.id));
  const ranks = competitionRanks(sorted, (a, b) => compare(a, b) === 0);
  const players = sorted.map((p, i) => ({
    id: p.id, rank: ranks[i]!, kills: p.kills, weapons: p.weapons, cloaking: p.cloaking, maneuvering: p.maneuvering,
    speed: p.speed, fuel: p.fuel, shields: p.shields, scans: p.scans, saved: p.saved,
  }));
  return { mode: "intergalactic-ace", over: state.over, round: state.round, players, winners: state.winners, ledger: ledgerOf(state), next: state.over ? null : currentPlayer(state), table: tableOf(state) };
}

/** The piles, the scan waiting for its choice and the saved cards of a state. */
export function tableOf(state: IntergalacticAceState): AceTable {
  const enemy = topCard(state, state.enemyPile);
  const upgrade = topCard(state, state.upgradePile);
  return {
    order: state.deckOrder,
    enemies: {
      draw: state.enemyPile.length,
      discard: state.enemyDiscard.length,
      top: enemy === undefined ? null : { card: enemy, fight: own(enemyCard(state, enemy)!, "duel") ? "duel" : "dogfight" },
    },
    upgrades: { draw: state.upgradePile.length, discard: state.upgradeDiscard.length, top: upgrade ?? null },
    scan: state.scan,
    saved: state.seats.map((id) => ({ player: id, cards: state.players[state.ids.indexOf(id)]!.saved })),
  };
}
