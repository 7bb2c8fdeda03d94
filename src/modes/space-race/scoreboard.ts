import { competitionRanks } from "../../core/rank.js";
import { type Buoy } from "./cards.js";
import { ledgerOf, nextBuoy, type Push, type SpaceRaceExplainedEntry, type SpaceRaceState } from "./state.js";

/** A racer's line in the standings. */
export interface RaceStanding {
  readonly id: string;
  readonly rank: number;
  readonly buoysDone: number;
  readonly nextBuoy: Buoy | null;
  readonly finishedRound: number | null;
  readonly points: number;
}

/** What the CLI prints for a race with `--json`. */
export interface SpaceRaceScoreboard {
  readonly mode: "space-race";
  readonly over: boolean;
  readonly round: number;
  readonly turnOrder: readonly string[];
  /** More buoys first, then the earlier finish, then fewer points; equal on all three shares a rank. */
  readonly players: readonly RaceStanding[];
  readonly winners: readonly string[];
  readonly pushes: readonly Push[];
  readonly ledger: readonly SpaceRaceExplainedEntry[];
}

/**
 * The standings, the winners once the race is over, the pushes the app must carry out, and the
 * explained ledger of a Space Race state.
 */
export function scoreboard(state: SpaceRaceState): SpaceRaceScoreboard {
  const finish = (r: number | null) => r ?? Number.MAX_SAFE_INTEGER;
  const key = (p: SpaceRaceState["players"][number]) => [-p.buoysDone, finish(p.finishedRound), p.points];
  const compare = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  const order = (id: string) => state.turnOrder.indexOf(id);
  const sorted = [...state.players].sort((a, b) => compare(key(a), key(b)) || order(a.id) - order(b.id));
  const ranks = competitionRanks(sorted, (a, b) => compare(key(a), key(b)) === 0);
  const players = sorted.map((p, i) => ({ id: p.id, rank: ranks[i]!, buoysDone: p.buoysDone, nextBuoy: nextBuoy(p), finishedRound: p.finishedRound, points: p.points }));
  return { mode: "space-race", over: state.over, round: state.round, turnOrder: state.turnOrder, players, winners: state.winners, pushes: state.pushes, ledger: ledgerOf(state) };
}
