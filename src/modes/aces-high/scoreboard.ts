import { competitionRanks } from "../../core/rank.js";
import { type AcesHighExplainedEntry, type AcesHighState, ledgerOf, type ShipStatus } from "./state.js";

/** A player's line in the standings. */
export interface Standing {
  readonly id: string;
  /** 1 for the most victory; equal victory shares a rank (1, 1, 3). */
  readonly rank: number;
  readonly victory: number;
  readonly bounty: number;
  readonly status: ShipStatus;
}

/** The JSON the CLI prints with `--json`. */
export interface Scoreboard {
  readonly mode: "aces-high";
  readonly over: boolean;
  readonly round: number;
  /** Most victory first; ties listed in player order. */
  readonly players: readonly Standing[];
  /** Everyone ranked first, once the game is over; empty before. */
  readonly winners: readonly string[];
  readonly ledger: readonly AcesHighExplainedEntry[];
}

/** The players ranked by victory (ties share a rank and are listed in player order). */
export function standings(state: AcesHighState): Standing[] {
  const position = (id: string) => state.order.indexOf(id);
  const sorted = [...state.players].sort((a, b) => b.victory - a.victory || position(a.id) - position(b.id));
  const ranks = competitionRanks(sorted, (a, b) => a.victory === b.victory);
  return sorted.map((p, i) => ({ id: p.id, rank: ranks[i]!, victory: p.victory, bounty: p.bounty, status: p.status }));
}

/**
 * The standings, the winners once the game is over, and the explained ledger of an Aces High state:
 * what the CLI prints with `--json`.
 */
export function scoreboard(state: AcesHighState): Scoreboard {
  const players = standings(state);
  return {
    mode: "aces-high",
    over: state.over,
    round: state.round,
    players,
    winners: state.over ? players.filter((p) => p.rank === 1).map((p) => p.id) : [],
    ledger: ledgerOf(state),
  };
}
