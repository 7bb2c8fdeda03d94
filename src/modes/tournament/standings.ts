import { competitionRanks } from "../../core/rank.js";
import { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
import { parseJson } from "../../core/record.js";
import { err, ok, type Result } from "../../core/result.js";
import { scoreboard, tryReplay } from "../aces-high/index.js";
import { own, problemWith } from "../../core/schema.js";
import { snapshotAs } from "../../core/snapshot.js";
import {
  type AcesHighEvent,
  arrivalOf,
  badOption,
  countsUnfinished,
  dropOf,
  GAME_RULES,
  type GameRules,
  gameRulesOf,
  isResultRecord,
  MAX_ROUNDS,
  parseEventFile,
  parseResultRecord,
  refusal,
  roundCountOf,
  rulesOf,
  TABLE,
  type TableEntry,
} from "./event.js";
import { gameRecordProblem, sheetAllowsNegative } from "./game-record.js";
import { seededRandom } from "../../core/random.js";

/** A game that could not be counted: where it is and why. Its players score nothing for it. */
export interface GameError {
  readonly round: number;
  readonly table: number;
  readonly error: RuleViolation;
}

/** A game counted in the standings, and how its result is known. */
export interface CountedGame {
  readonly round: number;
  readonly table: number;
  /**
   * `"record"`: adjudicated, replayed from its game record; `"result"`: entered from the table's
   * score sheet (a result record), taken as written once its places are checked against its scores.
   */
  readonly source: "record" | "result";
  /** False for a game record whose game has not ended, counted as it stands (`allowUnfinished`). */
  readonly over: boolean;
}

/** A player's line in an event's standings. */
export interface EventStanding {
  readonly id: string;
  /** 1 for the best; players tied on every criterion share a rank. */
  readonly rank: number;
  readonly victory: number;
  /** Place at the table in each round counted (null: not seated, or the game was not counted). */
  readonly places: readonly (number | null)[];
  /**
   * How each round's place is known (see `CountedGame.source`; `"unfinished"`: a game record whose
   * game has not ended, counted with `allowUnfinished`); null where the place is null.
   */
  readonly sources: readonly ("record" | "result" | "unfinished" | null)[];
  /**
   * The final salvo rolls for the standings after these rounds (ruling `salvo-roll`): the first
   * roll, then each roll again while still tied. Rolls entered from the table are as entered; seeded
   * rolls (`salvoRolls: "seeded"`) are 1 to 1000. Empty for a player who is not tied (nobody rolls
   * for them), and until rolls are entered.
   */
  readonly salvo: readonly number[];
  /** The round the player joined from (1: from the start). */
  readonly joined: number;
  /** The round from which the player left (not seated again), or null. */
  readonly dropped: number | null;
}

/** Players tied on every criterion that only a final salvo roll made at the table can break. */
export interface SalvoTie {
  /** The standings after this round. */
  readonly round: number;
  readonly players: readonly string[];
  /** Why it stands: no rolls entered for some of them, or equal rolls. */
  readonly reason: string;
}

/** An event's standings after the rounds counted, the games counted, and the games that could not be. */
export interface EventStandings {
  /** The rounds counted. */
  readonly rounds: number;
  /** The rounds the event has. */
  readonly roundCount: number;
  /** Whether these are the final standings: the last round counted. */
  readonly final: boolean;
  readonly standings: readonly EventStanding[];
  readonly games: readonly CountedGame[];
  readonly errors: readonly GameError[];
  /** Ties left for a final salvo roll at the table (`salvoRolls: "atTable"`, or rolls entered for some only). */
  readonly ties: readonly SalvoTie[];
}

/** How `eventStandings` counts. */
export interface StandingsOptions {
  /** The rounds to count, from the first (default: up to the last round with a result). */
  readonly rounds?: number;
  /**
   * Count a game record whose game has not ended, as it stands (its bounty not yet victory), and
   * list it with `over: false`. By default the event's `rules.unfinishedGames` decides, and unless
   * it is `"counted"` such a game is an `ERR_GAME_NOT_OVER` error (ruling `unfinished-game`).
   */
  readonly allowUnfinished?: boolean;
}

/**
 * Loads a table's record: the record itself, or what `resolve` returns for a file name.
 * Apps without files pass records inline; the CLI resolves names next to the event file.
 * An error thrown means the file cannot be read, except a `RuleViolationError` (e.g. for text
 * that is not JSON), which is the game's violation as it is.
 */
export type RecordResolver = (name: string) => unknown;

/** The rounds with at least one result: the rounds counted by default. */
export function roundsPlayed(event: AcesHighEvent): number {
  for (let r = event.rounds.length; r > 0; r--) if (event.rounds[r - 1]!.tables.some((t) => own(t, "record") !== undefined)) return r;
  return 0;
}

/**
 * Standings after the first `rounds` rounds (default: up to the last round with a result): total
 * victory, then the place taken at the table in the last round counted, then a final salvo roll
 * (aces-high.txt, Pairings: "In case of tied points, the place taken at the table in the previous
 * round is considered. If this is also tied, a final salvo roll is made."). The text gives these
 * tie-breaks for seating; the final standings use them too (ruling `final-standings`, option
 * `finalStandings: "shared"`). A salvo roll is a roll-off: players still tied roll again.
 * Every table of a counted round needs a result: a finished game record, or a result record.
 * A number as the third argument is `{ rounds }`. Reads the event as `parseEventFile` does (own
 * fields only, into a copy) and throws `RuleViolationError` for one that is not an event file
 * (`ERR_INVALID_RECORD`) and for options it does not take (`ERR_INVALID_OPTION`: `rounds` must be
 * a whole number from 0 to the rounds paired); `tryEventStandings` returns them instead.
 */
export function eventStandings(event: AcesHighEvent, resolve?: RecordResolver, options: number | StandingsOptions = {}): EventStandings {
  const standings = tryEventStandings(event, resolve, options);
  if (!standings.ok) throw new RuleViolationError(standings.error);
  return standings.value;
}

/** As `eventStandings`, but an event or options it cannot count are an error result; never throws. */
export function tryEventStandings(given: AcesHighEvent, resolve?: RecordResolver, options: number | StandingsOptions = {}): Result<EventStandings, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const read = readResolver(resolve);
  if (!read.ok) return read;
  let rounds: unknown;
  let allowUnfinished: unknown;
  if (typeof options === "number") rounds = options;
  else if (typeof options === "object" && options !== null && !Array.isArray(options)) [rounds, allowUnfinished] = [own(options, "rounds"), own(options, "allowUnfinished")];
  else return err(badOption("the options", "{ rounds, allowUnfinished } or a number of rounds", options));
  const paired = event.rounds.length;
  if (rounds !== undefined && !(Number.isInteger(rounds) && (rounds as number) >= 0 && (rounds as number) <= paired)) {
    return err(badOption("rounds", `a whole number of the rounds paired, 0 to ${paired}`, rounds));
  }
  if (allowUnfinished !== undefined && typeof allowUnfinished !== "boolean") return err(badOption("allowUnfinished", "true or false", allowUnfinished));
  return ok(standingsOf(event, read.value, (rounds as number | undefined) ?? roundsPlayed(event), allowUnfinished));
}

/**
 * A table's result as it is kept when it is replaced or taken off (`replaced`): the record itself, read
 * when the table names it by file, since the file may be gone or changed by the time it is wanted. A
 * file that cannot be read is kept by its name, as it was.
 */
export function keptRecordOf(record: unknown, resolve: RecordResolver): unknown {
  if (typeof record !== "string" || record.trimStart().startsWith("{")) return record;
  try {
    const raw = resolve(record);
    if (typeof raw !== "string") return raw;
    const parsed = parseJson(raw);
    return parsed.ok ? parsed.value : record;
  } catch {
    return record;
  }
}

/** A resolver given to a call: a function, or none (records by file name cannot be read). */
export function readResolver(resolve: unknown): Result<RecordResolver, RuleViolation> {
  if (resolve === undefined) return ok(noFiles);
  return typeof resolve === "function" ? ok(resolve as RecordResolver) : err(badOption("resolve", "a function reading a record by file name", resolve));
}

/** The standings of an event read by `parseEventFile`, after `rounds` rounds (checked by the caller). */
export function standingsOf(event: AcesHighEvent, resolve: RecordResolver, rounds: number, allowUnfinished: boolean | undefined): EventStandings {
  const rules = rulesOf(event);
  const countUnfinished = countsUnfinished(event, allowUnfinished);
  const game = gameRulesOf(event);
  const roundCount = roundCountOf(event);
  const victory = new Map(event.players.map((id) => [id, 0]));
  const places = new Map<string, (number | null)[]>(event.players.map((id) => [id, []]));
  const sources = new Map<string, ("record" | "result" | "unfinished" | null)[]>(event.players.map((id) => [id, []]));
  const errors: GameError[] = [];
  const games: CountedGame[] = [];
  event.rounds.slice(0, rounds).forEach((round, r) => {
    for (const id of event.players) {
      places.get(id)!.push(null);
      sources.get(id)!.push(null);
    }
    round.tables.forEach((table, t) => {
      const scored = scoreEntry(table, resolve, countUnfinished, game);
      if (!scored.ok) return void errors.push({ round: r + 1, table: t + 1, error: scored.error });
      games.push({ round: r + 1, table: t + 1, source: scored.value.source, over: scored.value.over });
      for (const p of scored.value.players) {
        victory.set(p.id, victory.get(p.id)! + p.victory);
        places.get(p.id)![r] = p.place;
        sources.get(p.id)![r] = scored.value.over ? scored.value.source : "unfinished";
      }
    });
  });
  const final = rounds >= roundCount;
  const shared = final && rules.finalStandings === "shared";
  const lastPlace = (id: string) => places.get(id)!.at(-1) ?? Number.MAX_SAFE_INTEGER;
  const key = (id: string): readonly number[] => (shared ? [-victory.get(id)!] : [-victory.get(id)!, lastPlace(id)]);
  const byKey = [...event.players].sort((a, b) => compare(key(a), key(b)));
  // Only the players of a tie roll: a player who is not tied shows no roll (none was made).
  const shown = new Map<string, readonly number[]>();
  // What breaks ties inside a group equal on `key`: rolls compared one by one, higher first.
  const ranked = new Map<string, readonly number[]>();
  const ties: SalvoTie[] = [];
  for (let i = 0; i < byKey.length; ) {
    let j = i + 1;
    while (j < byKey.length && compare(key(byKey[i]!), key(byKey[j]!)) === 0) j++;
    const group = byKey.slice(i, j);
    i = j;
    if (group.length === 1 || shared) continue;
    const entered = enteredRolls(event, rounds, group);
    for (const [id, rolls] of entered) shown.set(id, rolls);
    let made: ReadonlyMap<string, readonly number[]> = entered;
    if (entered.size === 0 && rules.salvoRolls === "seeded") {
      made = rollOff(event, rounds, group, key(group[0]!));
      for (const [id, r] of made) shown.set(id, r);
    } else {
      const missing = group.filter((id) => !entered.has(id));
      if (missing.length > 0) {
        // Nobody of the group is placed until all of them have rolled: they share a rank.
        ties.push({ round: rounds, players: group, reason: `no final salvo roll entered for ${missing.join(", ")}` });
        continue;
      }
    }
    for (const [id, r] of made) ranked.set(id, r);
    for (const still of stillTied(group, made)) {
      // Still tied after the rolls: they rank on the rolls they share (the shortest list), so a
      // roll-off they have not finished places them above players who rolled lower, never below.
      const common = still.map((id) => made.get(id)!).reduce((a, b) => (b.length < a.length ? b : a));
      const unrolled = still.filter((id) => made.get(id)!.length === common.length);
      const short = unrolled.length < still.length ? `; no roll ${common.length + 1} entered for ${unrolled.join(", ")}` : ": they roll again";
      ties.push({ round: rounds, players: still, reason: `equal final salvo rolls (${common.join(", ")})${short}` });
      for (const id of still) ranked.set(id, common);
    }
  }
  const rolls = (id: string) => ranked.get(id) ?? [];
  // Last, by id (the event's players are each listed once, so two ids are never equal).
  const order = (a: string, b: string) => compare(key(a), key(b)) || compareRolls(rolls(b), rolls(a)) || (a < b ? -1 : 1);
  const sorted = [...event.players].sort(order);
  const ranks = competitionRanks(sorted, (a, b) => compare(key(a), key(b)) === 0 && compareRolls(rolls(a), rolls(b)) === 0);
  const standings = sorted.map((id, i) => ({
    id,
    rank: ranks[i]!,
    victory: victory.get(id)!,
    places: places.get(id)!,
    sources: sources.get(id)!,
    salvo: shown.get(id) ?? [],
    joined: arrivalOf(event, id),
    dropped: dropOf(event, id),
  }));
  return { rounds, roundCount, final, standings, games, errors, ties };
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Roll sequences compared roll by roll; a sequence that runs out first is lower (it did not roll again). */
function compareRolls(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * The first seeded final salvo roll of every player for the standings after `rounds` rounds
 * (`rules.salvoRolls: "seeded"`): 1 to 1000, from the event's seed, the same every time. Anyone
 * holding the event file can compute them, which is why rolls are made at the table by default
 * (`salvos`, ruling `salvo-roll`). Only the players of a tie use theirs.
 */
export function salvoRolls(given: AcesHighEvent, rounds: number): Map<string, number> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) throw new RuleViolationError(parsed.error);
  if (!Number.isInteger(rounds) || rounds < 0 || rounds > MAX_ROUNDS) throw new RuleViolationError(badOption("rounds", `a whole number of rounds, 0 to ${MAX_ROUNDS}`, rounds));
  return drawnRolls(parsed.value, rounds);
}

function drawnRolls(event: AcesHighEvent, rounds: number): Map<string, number> {
  const random = seededRandom(event.seed, `salvo/${rounds}`);
  return new Map([...event.players].sort().map((id) => [id, 1 + Math.floor(random() * 1000)]));
}

/** A seeded roll-off inside a tied group: players with equal rolls roll again until none are equal. */
function rollOff(event: AcesHighEvent, rounds: number, group: readonly string[], key: readonly number[]): Map<string, number[]> {
  const first = drawnRolls(event, rounds);
  const rolls = new Map(group.map((id) => [id, [first.get(id)!]]));
  for (let k = 2; k <= 100; k++) {
    const again = stillTied(group, rolls).flat().sort();
    if (again.length === 0) break;
    const random = seededRandom(event.seed, `salvo/${rounds}/${k}/${key.join("/")}`);
    for (const id of again) rolls.get(id)!.push(1 + Math.floor(random() * 1000));
  }
  return rolls;
}

/**
 * The groups of players a roll-off has not separated: players whose rolls agree as far as both go
 * (equal, or one stops where the other rolled again), and everyone linked to them that way. A
 * player who has not rolled again keeps everyone they agree with tied, whatever those rolled next.
 */
function stillTied(group: readonly string[], rolls: ReadonlyMap<string, readonly number[]>): string[][] {
  const agree = (a: readonly number[], b: readonly number[]) => a.every((x, i) => i >= b.length || x === b[i]);
  let out: string[][] = [];
  for (const id of group) {
    const linked = out.filter((ids) => ids.some((other) => agree(rolls.get(other)!, rolls.get(id)!)));
    out = [...out.filter((ids) => !linked.includes(ids)), [...linked.flat(), id]];
  }
  return out.filter((ids) => ids.length > 1).map((ids) => group.filter((id) => ids.includes(id)));
}

/** The rolls entered at the table for the standings after `rounds`, for the players of a group who have some. */
function enteredRolls(event: AcesHighEvent, rounds: number, group: readonly string[]): Map<string, readonly number[]> {
  const out = new Map<string, readonly number[]>();
  own(event, "salvos")?.forEach((s) => {
    if (s.round === rounds && group.includes(s.player)) out.set(s.player, s.rolls);
  });
  return out;
}

/** A table's game as counted: where its result comes from, whether it ended, each player's victory and place. */
export interface TableScore {
  readonly source: "record" | "result";
  readonly over: boolean;
  readonly players: readonly { readonly id: string; readonly victory: number; readonly place: number }[];
}

/**
 * A table's result: its game record replayed (the record's players must be the table's, and the
 * game over unless `allowUnfinished`), or its result record checked (ruling `entered-result`).
 * Reads the table as `parseEventFile` reads an event: its own fields, into a copy.
 */
export function scoreTable(table: TableEntry, resolve?: RecordResolver, allowUnfinished = false, game?: GameRules): Result<TableScore, RuleViolation> {
  const copied = snapshotAs(table, "ERR_INVALID_RECORD", "table", null);
  if (!copied.ok) return copied;
  const problem = problemWith(TABLE, copied.value, "table");
  if (problem !== undefined) return err(refusal("ERR_INVALID_RECORD", problem));
  const read = readResolver(resolve);
  if (!read.ok) return read;
  if (typeof allowUnfinished !== "boolean") return err(badOption("allowUnfinished", "true or false", allowUnfinished));
  let rules: GameRules | undefined;
  if (game !== undefined) {
    // The game rules as an event holds them, defaults filled in, from the caller's own fields.
    const given = snapshotAs(game, "ERR_INVALID_OPTION", "game", null);
    if (!given.ok) return given;
    const problem = problemWith(GAME_RULES, given.value, "game");
    if (problem !== undefined) return err(refusal("ERR_INVALID_OPTION", problem));
    rules = gameRulesOf({ game: given.value } as AcesHighEvent);
  }
  return scoreEntry(copied.value as TableEntry, read.value, allowUnfinished, rules);
}

/** `scoreTable` of a table read already (from an event read by `parseEventFile`). */
export function scoreEntry(table: TableEntry, resolve: RecordResolver, allowUnfinished: boolean, game?: GameRules): Result<TableScore, RuleViolation> {
  const record = own(table, "record");
  if (record === undefined) return err(refusal("ERR_NO_RESULT", "expected the table's result, a game record or a result record; none has been entered"));
  let raw: unknown = record;
  if (typeof record === "string" && !record.trimStart().startsWith("{")) {
    try {
      raw = resolve(record);
    } catch (e) {
      if (isRuleViolationError(e)) return err(e.violation);
      return err(refusal("ERR_INVALID_RECORD", `cannot read ${record}: ${e instanceof Error ? e.message : String(e)}`));
    }
  }
  if (typeof raw === "string") {
    const parsed = parseJson(raw);
    if (!parsed.ok) return parsed;
    raw = parsed.value;
  }
  if (isResultRecord(raw)) {
    const result = parseResultRecord(raw, table.players);
    if (!result.ok) return result;
    const negative = result.value.players.find((p) => p.victory < 0);
    if (game !== undefined && negative !== undefined && !sheetAllowsNegative(game)) {
      return err(refusal("ERR_INVALID_RESULT", `expected victory of 0 or more (ruling victory-floor of the event's preset ${game.preset}: victory stops at 0), got ${negative.victory} for ${JSON.stringify(negative.id)}`));
    }
    return ok({ source: "result", over: true, players: result.value.players.map((p) => ({ id: p.id, victory: p.victory + p.bounty, place: p.place })) });
  }
  const state = tryReplay(raw);
  if (!state.ok) return state;
  const ids = state.value.players.map((p) => p.id);
  if (ids.length !== table.players.length || table.players.some((id) => !ids.includes(id))) {
    return err(refusal("ERR_INVALID_RECORD", `expected the record's players to be the table's (${table.players.join(", ")}), got ${ids.join(", ")}`));
  }
  const s = state.value;
  const problem = game === undefined ? undefined : gameRecordProblem(s, table.players, game);
  if (problem !== undefined) return err(refusal("ERR_INVALID_RECORD", problem));
  if (!s.over && !allowUnfinished) {
    const where =
      s.round === 0
        ? "no round has been played"
        : s.timeCalled
          ? `time was called but round ${s.round} has not ended`
          : `it stopped in round ${s.round}; time was not called and nobody reached the victory limit`;
    return err(
      refusal(
        "ERR_GAME_NOT_OVER",
        `expected a game that has ended (time called or the victory limit reached, and that round played to its end): ${where}; bounty left on the pilot cards becomes victory only at the end. Count it as it stands with allowUnfinished (--allow-unfinished)`,
      ),
    );
  }
  return ok({ source: "record", over: s.over, players: scoreboard(s).players.map((p) => ({ id: p.id, victory: p.victory, place: p.rank })) });
}

function noFiles(name: string): never {
  throw new Error(`records by file name need a resolver (${name})`);
}
