import { own } from "../core/schema.js";
import { type AcesHighEvent, enterResult, type RecordResolver, type ResultRecord, type SalvoEntry, type TableScore } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";
import type { SheetLine } from "./night-types.js";
export type { SheetLine } from "./night-types.js";

/** The result record of a score sheet, as `event result <player>=<victory>/<bounty>/<place>...` makes it. */
export function sheetRecord(lines: readonly SheetLine[]): ResultRecord {
  return { mode: "aces-high-result", players: lines.map((l) => ({ id: l.player, victory: l.victory, bounty: l.bounty, place: l.place })) };
}

/** What entering a table's result changed, for each face to say its way. */
export interface EnteredTable {
  readonly round: number;
  readonly table: number;
  /** The table's score, as the result gives it. */
  readonly score: TableScore;
  /** The round's tables, and those still without a result. */
  readonly tables: number;
  readonly waiting: readonly number[];
  /** The entry of the event's `replaced` that keeps the result replaced, or null. */
  readonly keptEntry: number | null;
  /** A later round seated from the result replaced: it, and whether it has results (then it stands as seated). */
  readonly laterRound: { readonly round: number; readonly hasResults: boolean } | null;
  /** Salvo rolls kept with the result and entered again with it. */
  readonly salvosBack: readonly SalvoEntry[];
}

/**
 * Enters a table's result (a game record or a score sheet's result record), replacing the one it has
 * when `replace`: the result replaced is kept in the event's `replaced`. The one operation behind
 * `event result` and the console's results.
 */
export function enterTableResult(
  event: AcesHighEvent,
  round: number,
  table: number,
  record: unknown,
  options: { readonly resolve: RecordResolver; readonly replace: boolean; readonly allowUnfinished?: true },
): Changed<EnteredTable> {
  const entered = unwrap(enterResult(event, round, table, record, options));
  const tables = entered.event.rounds[round - 1]!.tables;
  const later = entered.event.rounds.length;
  const kept = own(entered.event, "replaced")?.length ?? 0;
  return {
    event: entered.event,
    said: {
      round,
      table,
      score: entered.score,
      tables: tables.length,
      waiting: tables.flatMap((t, i) => (t.record === undefined ? [i + 1] : [])),
      keptEntry: kept > (own(event, "replaced")?.length ?? 0) ? kept : null,
      laterRound: options.replace && later > round ? { round: later, hasResults: entered.event.rounds[later - 1]!.tables.some((t) => t.record !== undefined) } : null,
      salvosBack: entered.salvosBack,
    },
  };
}

/** "round 2: 3 of 4 tables have a result, waiting for table 4.": how far the round is, as both faces say it. */
export function roundProgress(e: EnteredTable): string {
  const n = e.waiting.length;
  return `round ${e.round}: ${e.tables - n} of ${e.tables} tables have a result${n === 0 ? "." : `, waiting for table${n > 1 ? "s" : ""} ${e.waiting.join(", ")}.`}`;
}
