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
  /** Health, as the setup gave it and as it stands: hull and shields, shields lost, hull damage. */
  readonly hull: number;
  readonly shields: number;
  readonly shieldsLost: number;
  readonly hullDamage: number;
  /** Destroyed: out of the race (ruling wrecked-ships). */
  readonly destroyed: boolean;
}

/** What the CLI prints for a race with `--json`. */
export interface SpaceRaceScoreboard {
  readonly mode: "space-race";
  readonly over: boolean;
  readonly round: number;
  readonly turnOrder: readonly string[];
  /**
   * The winners first; then more buoys, then the earlier finish, then fewer points; equal on all of
   * these shares a rank.
   */
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
  // A finisher destroyed before the end of its round does not win (ruling destroyed-finisher): the
  // winners rank first even when it finished earlier.
  const won = (id: string) => (state.winners.includes(id) ? 0 : 1);
  const key = (p: SpaceRaceState["players"][number]) => [won(p.id), -p.buoysDone, finish(p.finishedRound), p.points];
  const compare = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]! || a[3]! - b[3]!;
  const order = (id: string) => state.turnOrder.indexOf(id);
  const sorted = [...state.players].sort((a, b) => compare(key(a), key(b)) || order(a.id) - order(b.id));
  const ranks = competitionRanks(sorted, (a, b) => compare(key(a), key(b)) === 0);
  const players = sorted.map((p, i) => ({
    id: p.id,
    rank: ranks[i]!,
    buoysDone: p.buoysDone,
    nextBuoy: nextBuoy(p),
    finishedRound: p.finishedRound,
    points: p.points,
    hull: p.hull,
    shields: p.shields,
    shieldsLost: p.shieldsLost,
    hullDamage: p.hullDamage,
    destroyed: p.wrecked,
  }));
  return { mode: "space-race", over: state.over, round: state.round, turnOrder: state.turnOrder, players, winners: state.winners, pushes: state.pushes, ledger: ledgerOf(state) };
}
