import type { AcesHighEvent } from "./event.js";
import { eventStandings, type RecordResolver } from "./standings.js";
import { seededRandom, shuffle } from "../../core/random.js";
import { splitTables } from "./tables.js";

/** The tables of the next round, and the ranking they were seated from. */
export interface NextRound {
  /** 1-based number of the round these tables are for. */
  readonly round: number;
  /** Each table's players in player order (the order is random at every table, every round). */
  readonly tables: readonly (readonly string[])[];
  /** For rounds after the first: the ranking used, with the final salvo rolls that broke ties. */
  readonly ranking: readonly { readonly id: string; readonly victory: number; readonly place: number | null; readonly salvo: number }[];
}

/**
 * The tables of the next round (aces-high.txt, Pairings). Round 1: random tables from the seed.
 * Later rounds: players ranked by total victory, then place at the table in the previous round,
 * then a final salvo roll; the best fill the first table (tables smallest first), and so on:
 * "with 10 participants, in the second round, the 5 players with the best results and the 5 with
 * the worst results will meet". Player order at each table is drawn again every round.
 */
export function nextRound(event: AcesHighEvent, resolve?: RecordResolver): NextRound {
  const round = event.rounds.length + 1;
  const sizes = splitTables(event.players.length);
  const ranking =
    round === 1
      ? shuffle(event.players, seededRandom(event.seed, "round/1")).map((id) => ({ id, victory: 0, place: null, salvo: 0 }))
      : eventStandings(event, resolve).standings.map((s) => ({ id: s.id, victory: s.victory, place: s.places.at(-1) ?? null, salvo: s.salvo }));
  const order = seededRandom(event.seed, `order/${round}`);
  let next = 0;
  const tables = sizes.map((size) => {
    const seated = ranking.slice(next, next + size).map((r) => r.id);
    next += size;
    return shuffle(seated, order);
  });
  return { round, tables, ranking: round === 1 ? [] : ranking };
}
