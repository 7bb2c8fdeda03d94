import { competitionRanks } from "../../core/rank.js";
import { type EpicExplainedEntry, explainedLedger } from "./explain.js";
import { healthValue, isFullHealth, isHalfHealth, lostHealth } from "../x-wing/health.js";
import { standardScoreEntries, unitScores } from "./scoring.js";
import type { EpicShipStatus, EpicState } from "./state.js";

/**
 * A player's line in the Epic standings: standard score, casualties, victory counters and the
 * scenario total.
 */
export interface EpicStanding {
  readonly id: string;
  readonly rank: number;
  readonly score: number;
  readonly casualties: number;
  readonly victoryCounters: number;
  readonly total: number;
}

/** A team's line in a team battle's standings. */
export interface EpicTeamStanding {
  readonly players: readonly string[];
  readonly score: number;
  readonly casualties: number;
  readonly total: number;
  readonly rank: number;
}

/**
 * A ship's health: lost of its health value, and whether it is at full, damaged or at half health.
 * What it scores depends on its status too: a ship that escaped or is in reserve gives nothing for
 * its damage unless `setup.offTableDamage` is `"counts"` (ruling escaped-or-reserve).
 */
export interface EpicShipReport {
  readonly id: string;
  readonly player: string;
  readonly status: EpicShipStatus;
  readonly health: number;
  readonly lost: number;
  readonly state: "full" | "damaged" | "half";
}

/** What the CLI prints for an Epic game with `--json`. */
export interface EpicScoreboard {
  readonly mode: "epic";
  readonly over: boolean;
  readonly round: number;
  readonly players: readonly EpicStanding[];
  readonly teams?: readonly EpicTeamStanding[];
  readonly ships: readonly EpicShipReport[];
  /** Who carries which marker now. */
  readonly markers: readonly { readonly marker: string; readonly ship: string; readonly status: EpicShipStatus }[];
  /** Ranked first once the game is over; several means a draw. */
  readonly winners: readonly string[];
  /** Every entry with its sentence; before the end, the standard score and casualties as the game stands (`ledgerOf`). */
  readonly ledger: readonly EpicExplainedEntry[];
}

/** Higher total first; the scenario tiebreaker (default fewer casualties); equal again is a draw. */
function rank<T extends { total: number; casualties: number }>(items: T[], tiebreaker: "fewerCasualties" | "none"): (T & { rank: number })[] {
  const key = (t: T) => [-t.total, tiebreaker === "fewerCasualties" ? t.casualties : 0];
  const cmp = (a: T, b: T) => key(a)[0]! - key(b)[0]! || key(a)[1]! - key(b)[1]!;
  const sorted = [...items].sort(cmp);
  const ranks = competitionRanks(sorted, (a, b) => cmp(a, b) === 0);
  return sorted.map((t, i) => ({ ...t, rank: ranks[i]! }));
}

/**
 * The standings (and team standings in a team battle), every ship's health, the markers, the
 * winners once the game is over, and the explained ledger of an Epic state.
 */
export function scoreboard(state: EpicState): EpicScoreboard {
  const units = unitScores(state);
  // The standard score and casualties are the sums of their entries (the same as `playerTotals`).
  const standard = standardScoreEntries(state, state.eventCount - 1, units);
  const sum = (player: string, account: "score" | "casualties") => standard.reduce((n, e) => (e.player === player && e.account === account ? n + e.delta : n), 0);
  const totalOf = (score: number, counters: number) => (state.setup.total === "standard" ? score : state.setup.total === "counters" ? counters : score + counters);
  const players = rank(
    state.players.map((p) => {
      const score = sum(p.id, "score");
      return { id: p.id, score, casualties: sum(p.id, "casualties"), victoryCounters: p.victoryCounters, total: totalOf(score, p.victoryCounters) };
    }),
    state.setup.tiebreaker,
  ).map(({ id, rank: r, score, casualties, victoryCounters, total }) => ({ id, rank: r, score, casualties, victoryCounters, total }));
  // A team's score is each member's (what the other team lost, counted once); its casualties are its members' added.
  const teams = state.setup.teamBattle
    ? rank(
        state.setup.teams.map((members, i) => {
          const score = sum(members[0]!, "score");
          const counters = state.players.filter((p) => p.team === i).reduce((n, p) => n + p.victoryCounters, 0);
          return { players: members, score, casualties: members.reduce((n, id) => n + sum(id, "casualties"), 0), total: totalOf(score, counters) };
        }),
        state.setup.tiebreaker,
      ).map(({ players: members, score, casualties, total, rank: r }) => ({ players: members, score, casualties, total, rank: r }))
    : undefined;
  const winners = !state.over ? [] : teams ? teams.filter((t) => t.rank === 1).flatMap((t) => t.players) : players.filter((p) => p.rank === 1).map((p) => p.id);
  return {
    mode: "epic",
    over: state.over,
    round: state.round,
    players,
    ...(teams ? { teams } : {}),
    ships: state.ships.map((s) => ({ id: s.id, player: s.player, status: s.status, health: healthValue(s), lost: lostHealth(s), state: isHalfHealth(s) ? "half" : isFullHealth(s) ? "full" : "damaged" })),
    markers: state.ships.flatMap((s) => s.markers.map((marker) => ({ marker, ship: s.id, status: s.status }))),
    winners,
    ledger: explainedLedger(state, units, standard),
  };
}
