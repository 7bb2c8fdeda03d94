import { type RuleViolation, RuleViolationError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { seededRandom, shuffle } from "../../core/random.js";
import { list, own, problemWith, text } from "../../core/schema.js";
import { type AcesHighEvent, activePlayers, badOption, parseEventFile, refusal, roundCountOf, rulesOf, seatingProblem } from "./event.js";
import { type RecordResolver, readResolver, standingsOf } from "./standings.js";
import { splitTables } from "./tables.js";

/** A player's line in the ranking a round was seated from. */
export interface RankingEntry {
  readonly id: string;
  readonly victory: number;
  /** Place at the table in the previous round (null: not seated then, or joined late). */
  readonly place: number | null;
  /** The final salvo rolls (see `EventStanding.salvo`). */
  readonly salvo: readonly number[];
}

/** The tables of the next round, and the ranking they were seated from. */
export interface NextRound {
  /** 1-based number of the round these tables are for. */
  readonly round: number;
  /** The rounds the event has. */
  readonly roundCount: number;
  /**
   * Each table's players in player order: the first has order number 1 (aces-high.txt, Player
   * Order: "players are randomly assigned numbers"). Drawn again every round.
   */
  readonly tables: readonly (readonly string[])[];
  /** For rounds after the first: the ranking used, best first, with the final salvo rolls. */
  readonly ranking: readonly RankingEntry[];
}

/** How `nextRound` treats games that have not ended. */
export interface NextRoundOptions {
  /** Rank on game records whose game has not ended, as they stand (see `StandingsOptions`; default: the event's `rules.unfinishedGames`). */
  readonly allowUnfinished?: boolean;
}

/**
 * The tables of the next round (aces-high.txt, Pairings). Round 1: random tables from the seed.
 * Later rounds: players ranked by total victory, then place at the table in the previous round,
 * then a final salvo roll; the best fill the first table (tables smallest first), and so on:
 * "with 10 participants, in the second round, the 5 players with the best results and the 5 with
 * the worst results will meet". Only the players taking part in the round are seated (late
 * arrivals from their round, players who left up to theirs). Player order at each table is drawn
 * again every round.
 *
 * Refuses (`ERR_EVENT_OVER`) a round past the event's `roundCount`, (`ERR_RESULTS_MISSING`) while a
 * table of an earlier round has no counted result, naming the tables, and (`ERR_SALVO`) while a tie
 * that only rolls made at the table can break would split players between tables. Never throws: an
 * `event` that is not an event file (`parseEventFile`) is `ERR_INVALID_RECORD`.
 */
export function tryNextRound(given: AcesHighEvent, resolve?: RecordResolver, options: NextRoundOptions = {}): Result<NextRound, RuleViolation> {
  // Read once into a copy of its own and checked, as the engines read what they are given.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const read = readResolver(resolve);
  if (!read.ok) return read;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return err(badOption("the options", "{ allowUnfinished }", options));
  const allowUnfinished = own(options, "allowUnfinished");
  if (allowUnfinished !== undefined && typeof allowUnfinished !== "boolean") return err(badOption("allowUnfinished", "true or false", allowUnfinished));
  const round = event.rounds.length + 1;
  const roundCount = roundCountOf(event);
  if (round > roundCount) {
    return err(refusal("ERR_EVENT_OVER", `expected at most ${roundCount} rounds (the event's roundCount); round ${roundCount} was the last, and the standings after it are final`));
  }
  const active = activePlayers(event, round);
  if (active.length < 2) return err(refusal("ERR_SEATING", `expected at least 2 players taking part in round ${round}, got ${active.length}`));
  const sizes = splitTables(active.length, rulesOf(event).tableSizes);
  let ranking: RankingEntry[] = [];
  let order = active;
  if (round > 1) {
    const standings = standingsOf(event, read.value, round - 1, allowUnfinished);
    if (standings.errors.length > 0) {
      const missing = standings.errors.map((e) => `round ${e.round}, table ${e.table} (${e.error.code === "ERR_NO_RESULT" ? "no result yet" : e.error.code})`);
      return err(refusal("ERR_RESULTS_MISSING", `expected a result at every table before round ${round} is paired; missing: ${missing.join("; ")}`));
    }
    const taking = new Set(active);
    ranking = standings.standings.filter((s) => taking.has(s.id)).map((s) => ({ id: s.id, victory: s.victory, place: s.places.at(-1) ?? null, salvo: s.salvo }));
    order = ranking.map((r) => r.id);
    const tableOf = new Map<string, number>();
    let seat = 0;
    sizes.forEach((size, t) => order.slice(seat, (seat += size)).forEach((id) => tableOf.set(id, t)));
    // Every tie that would split its players between tables, all at once: the rolls are made together.
    const blocking = standings.ties.flatMap((tie) => {
      const tables = [...new Set(tie.players.filter((id) => tableOf.has(id)).map((id) => tableOf.get(id)! + 1))].sort((a, b) => a - b);
      return tables.length > 1 ? [`${tie.players.join(", ")} (tied after round ${tie.round}: ${tie.reason}), who would sit at tables ${andList(tables)}`] : [];
    });
    if (blocking.length > 0) {
      return err(refusal("ERR_SALVO", `expected a final salvo roll between ${blocking.join("; and between ")}; enter the rolls made at the table`));
    }
  } else {
    order = shuffle(active, seededRandom(event.seed, "round/1"));
  }
  const draw = seededRandom(event.seed, `order/${round}`);
  let next = 0;
  const tables = sizes.map((size) => {
    const seated = order.slice(next, next + size);
    next += size;
    return shuffle(seated, draw);
  });
  return ok({ round, roundCount, tables, ranking });
}

/** Two items or more: 1 and 2; 1, 2 and 3. */
function andList(items: readonly number[]): string {
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;
}

/** As `tryNextRound`, but throws `RuleViolationError` when the round cannot be paired. */
export function nextRound(event: AcesHighEvent, resolve?: RecordResolver, options: NextRoundOptions = {}): NextRound {
  const next = tryNextRound(event, resolve, options);
  if (!next.ok) throw new RuleViolationError(next.error);
  return next.value;
}

/**
 * The event with a new round seated at `tables` (each in player order), after checking them: the
 * event has a round left, every table has 2 to 8 players, and every player taking part sits once.
 * `tryNextRound(event).value.tables` is such a seating.
 */
export function addRound(given: AcesHighEvent, tables: readonly (readonly string[])[]): Result<AcesHighEvent, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (problemWith(list(list(text(64), 0, 1000), 0, 1000), tables, "tables") !== undefined) return err(badOption("tables", "a list of tables, each a list of player ids", tables));
  const round = event.rounds.length + 1;
  if (round > roundCountOf(event)) return err(refusal("ERR_EVENT_OVER", `expected at most ${roundCountOf(event)} rounds (the event's roundCount); round ${roundCountOf(event)} was the last`));
  const problem = seatingProblem(event, round, tables);
  if (problem !== undefined) return err(refusal("ERR_SEATING", problem));
  return parseEventFile({ ...event, rounds: [...event.rounds, { tables: tables.map((players) => ({ players: [...players] })) }] });
}
