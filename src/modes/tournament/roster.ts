import type { RuleViolation } from "../../core/errors.js";
import { err, type Result } from "../../core/result.js";
import { own } from "../../core/schema.js";
import { keptRecordOf, type RecordResolver, readResolver } from "./standings.js";
import { type AcesHighEvent, arrivalOf, badOption, dropOf, type EntrantEntry, parseEventFile, refusal, type SalvoEntry } from "./event.js";

/**
 * The event with players' display names and ships (`EntrantEntry`), each replacing the entry the
 * player had. The players must be the event's.
 */
export function withEntrants(given: AcesHighEvent, entrants: readonly EntrantEntry[]): Result<AcesHighEvent, RuleViolation> {
  // Read as every function of the module reads its event: once, into a copy of its own fields.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (!Array.isArray(entrants)) return err(badOption("entrants", "a list of { player, name?, ship? }", entrants));
  const named = new Set(entrants.map((e) => own(e, "player")));
  const kept = (own(event, "entrants") ?? []).filter((e) => !named.has(e.player));
  return parseEventFile({ ...event, entrants: [...kept, ...entrants.map((e) => ({ ...e }))] });
}

/** How `undoRound` takes a round back. */
export interface UndoOptions {
  /** Take the round back although tables have results: they are kept in the event's `replaced`. */
  readonly force?: boolean;
  /** Reads results given by file name, so that the record itself is kept (see `RecordResolver`). */
  readonly resolve?: RecordResolver;
}

/** What `undoRound` took back: the round, and the results it dropped (with `force`). */
export interface UndoneRound {
  readonly event: AcesHighEvent;
  readonly round: number;
  /** The tables of the round that had a result (dropped by `force`). */
  readonly droppedResults: readonly number[];
  /** The salvo rolls entered for the standings after the round, taken off with it and kept in `replacedSalvos`. */
  readonly keptSalvos: readonly SalvoEntry[];
}

/**
 * The event without its last paired round (the pairing of `next --write`, or a round seated by hand).
 * Refused once a table of that round has a result, unless `force`, which takes those results off the
 * round too (`droppedResults` names their tables) and keeps them in the event's `replaced`, as a
 * replaced result is kept: nothing entered is lost. Salvo rolls entered for the standings after that
 * round are taken off with it and kept in the event's `replacedSalvos` (`keptSalvos` lists them):
 * entering a kept result of the round again brings back the rolls of its table's players.
 */
export function undoRound(given: AcesHighEvent, options: UndoOptions = {}): Result<UndoneRound, RuleViolation> {
  // Read as every function of the module reads its event: once, into a copy of its own fields.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const round = event.rounds.length;
  if (round === 0) return err(refusal("ERR_SEATING", "expected a paired round to take back; no round is paired"));
  if (typeof options !== "object" || options === null) return err(badOption("the options", "{ force, resolve }", options));
  const force = own(options, "force");
  if (force !== undefined && typeof force !== "boolean") return err(badOption("force", "true or false", force));
  const resolve = readResolver(own(options, "resolve"));
  if (!resolve.ok) return resolve;
  const withResults = event.rounds[round - 1]!.tables.flatMap((t, i) => (own(t, "record") === undefined ? [] : [i + 1]));
  if (withResults.length > 0 && force !== true) {
    const tables = withResults.length === 1 ? `table ${withResults[0]} has a result` : `tables ${withResults.join(", ")} have results`;
    return err(refusal("ERR_SEATING", `expected round ${round} without results to take it back; ${tables} (force takes them off and keeps them in the event's replaced)`));
  }
  // A list the event does not have stays out: parseEventFile leaves out a field set to undefined, as JSON does.
  const dropped = withResults.map((table) => ({ round, table, record: keptRecordOf(own(event.rounds[round - 1]!.tables[table - 1]!, "record"), resolve.value) }));
  const replaced = dropped.length === 0 ? own(event, "replaced") : [...(own(event, "replaced") ?? []), ...dropped];
  const salvos = own(event, "salvos");
  const keptSalvos = salvos?.filter((s) => s.round === round) ?? [];
  const replacedSalvos = keptSalvos.length === 0 ? own(event, "replacedSalvos") : [...(own(event, "replacedSalvos") ?? []), ...keptSalvos];
  const taken = parseEventFile({ ...event, rounds: event.rounds.slice(0, -1), salvos: salvos?.filter((s) => s.round !== round), replaced, replacedSalvos });
  if (!taken.ok) return taken;
  return { ok: true, value: { event: taken.value, round, droppedResults: withResults, keptSalvos } };
}

/**
 * The event with a player's leaving taken back: they are seated again from the round they left (a
 * round already paired without them must be paired again, or they join a table of it by hand).
 */
export function rejoinPlayer(given: AcesHighEvent, player: string): Result<AcesHighEvent, RuleViolation> {
  // Read as every function of the module reads its event: once, into a copy of its own fields.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const left = dropOf(event, player);
  if (!event.players.includes(player) || left === null) {
    return err(refusal("ERR_UNKNOWN_PLAYER", `expected a player who left the event, got ${JSON.stringify(player)}`));
  }
  if (event.rounds.length >= left) {
    return err(refusal("ERR_SEATING", `expected round ${left}, from which ${JSON.stringify(player)} left, not to be paired yet (take it back with event undo, then let them back)`));
  }
  return parseEventFile({ ...event, drops: own(event, "drops")!.filter((d) => d.player !== player) });
}

/**
 * The event without a player who joined by mistake: allowed while they sit at no table (the rounds
 * paired since they joined do not seat them, or they were joined for a round not paired yet).
 */
export function removeArrival(given: AcesHighEvent, player: string): Result<AcesHighEvent, RuleViolation> {
  // Read as every function of the module reads its event: once, into a copy of its own fields.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (!event.players.includes(player)) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a player of the event, got ${JSON.stringify(player)}`));
  const from = arrivalOf(event, player);
  const seated = event.rounds.findIndex((r) => r.tables.some((t) => t.players.includes(player)));
  if (from < 2 && event.rounds.length > 0) return err(refusal("ERR_SEATING", `expected a late arrival not seated yet; ${JSON.stringify(player)} is in the event from round 1 (drop them instead)`));
  if (seated !== -1) return err(refusal("ERR_SEATING", `expected a player who sits at no table yet; ${JSON.stringify(player)} is seated in round ${seated + 1} (take that round back first)`));
  const without = <T extends { readonly player: string }>(list: readonly T[] | undefined) => list?.filter((e) => e.player !== player);
  const event2: Record<string, unknown> = { ...event, players: event.players.filter((p) => p !== player) };
  // A list the event does not have stays out: parseEventFile leaves out a field set to undefined, as JSON does.
  for (const field of ["arrivals", "drops", "ships", "entrants", "salvos", "replacedSalvos"] as const) event2[field] = without(own(event, field) as readonly { player: string }[] | undefined);
  return parseEventFile(event2);
}
