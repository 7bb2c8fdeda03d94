import { competitionRanks } from "../../core/rank.js";
import { isRuleViolationError, type RuleViolation } from "../../core/errors.js";
import { scoreboard, tryReplay } from "../aces-high/index.js";
import type { AcesHighEvent } from "./event.js";
import { seededRandom } from "../../core/random.js";

/** A game that could not be scored: where it is and why. Its players score nothing for it. */
export interface GameError {
  readonly round: number;
  readonly table: number;
  readonly error: RuleViolation;
}

/** A player's line in an event's standings. */
export interface EventStanding {
  readonly id: string;
  /** 1 for the best; players tied on every criterion share a rank. */
  readonly rank: number;
  readonly victory: number;
  /** Place at the table in each round scored so far (null: the game was not scored). */
  readonly places: readonly (number | null)[];
  /** The final salvo roll that breaks remaining ties (1 to 1000, seeded, the same every time). */
  readonly salvo: number;
}

/** An event's standings after the rounds scored so far, and the games that could not be scored. */
export interface EventStandings {
  readonly rounds: number;
  readonly standings: readonly EventStanding[];
  readonly errors: readonly GameError[];
}

/**
 * Loads a table's record: the record itself, or what `resolve` returns for a file name.
 * Apps without files pass records inline; the CLI resolves names next to the event file.
 * An error thrown means the file cannot be read, except a `RuleViolationError` (e.g. for text
 * that is not JSON), which is the game's violation as it is.
 */
export type RecordResolver = (name: string) => unknown;

/**
 * Standings after the first `rounds` rounds (default: all): total victory, then the place taken at
 * the table in the last round, then the final salvo roll (aces-high.txt, Pairings: "In case of
 * tied points, the place taken at the table in the previous round is considered. If this is also
 * tied, a final salvo roll is made.").
 */
export function eventStandings(event: AcesHighEvent, resolve: RecordResolver = noFiles, rounds = event.rounds.length): EventStandings {
  const victory = new Map(event.players.map((id) => [id, 0]));
  const places = new Map<string, (number | null)[]>(event.players.map((id) => [id, []]));
  const errors: GameError[] = [];
  event.rounds.slice(0, rounds).forEach((round, r) => {
    for (const id of event.players) places.get(id)!.push(null);
    round.tables.forEach((table, t) => {
      const scored = scoreTable(table.players, table.record, resolve);
      if (!scored.ok) return void errors.push({ round: r + 1, table: t + 1, error: scored.error });
      for (const p of scored.value) {
        victory.set(p.id, victory.get(p.id)! + p.victory);
        places.get(p.id)![r] = p.rank;
      }
    });
  });
  const salvo = salvoRolls(event, rounds);
  const lastPlace = (id: string) => places.get(id)!.at(-1) ?? Number.MAX_SAFE_INTEGER;
  const key = (id: string) => [-victory.get(id)!, lastPlace(id) ?? Number.MAX_SAFE_INTEGER, -salvo.get(id)!] as const;
  const sorted = [...event.players].sort((a, b) => compare(key(a), key(b)));
  const ranks = competitionRanks(sorted, (a, b) => compare(key(a), key(b)) === 0);
  const standings = sorted.map((id, i) => ({ id, rank: ranks[i]!, victory: victory.get(id)!, places: places.get(id)!, salvo: salvo.get(id)! }));
  return { rounds, standings, errors };
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One final salvo roll per player for the standings after `rounds` rounds. */
export function salvoRolls(event: AcesHighEvent, rounds: number): Map<string, number> {
  const random = seededRandom(event.seed, `salvo/${rounds}`);
  return new Map([...event.players].sort().map((id) => [id, 1 + Math.floor(random() * 1000)]));
}

function scoreTable(players: readonly string[], record: unknown, resolve: RecordResolver) {
  let raw: unknown = record;
  if (record === undefined) return { ok: false as const, error: { code: "ERR_INVALID_RECORD", event: null, message: "expected the table's record; the game has not been recorded" } };
  if (typeof record === "string" && !record.trimStart().startsWith("{")) {
    try {
      raw = resolve(record);
    } catch (e) {
      if (isRuleViolationError(e)) return { ok: false as const, error: e.violation };
      return { ok: false as const, error: { code: "ERR_INVALID_RECORD", event: null, message: `cannot read ${record}: ${e instanceof Error ? e.message : String(e)}` } };
    }
  }
  const state = tryReplay(raw);
  if (!state.ok) return state;
  const ids = state.value.players.map((p) => p.id);
  if (ids.length !== players.length || players.some((id) => !ids.includes(id))) {
    return { ok: false as const, error: { code: "ERR_INVALID_RECORD", event: null, message: `expected the record's players to be the table's (${players.join(", ")}), got ${ids.join(", ")}` } };
  }
  return { ok: true as const, value: scoreboard(state.value).players };
}

function noFiles(name: string): never {
  throw new Error(`records by file name need a resolver (${name})`);
}
