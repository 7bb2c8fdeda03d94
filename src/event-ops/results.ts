import { own } from "../core/schema.js";
import { type AcesHighEvent, enterResult, type RecordResolver, type ResultRecord } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/** A line of a table's score sheet: a player's victory and bounty when the game ended, and their place. */
export interface SheetLine {
  readonly player: string;
  readonly victory: number;
  readonly bounty: number;
  readonly place: number;
}

/** The result record of a score sheet, as `event result <player>=<victory>/<bounty>/<place>...` makes it. */
export function sheetRecord(lines: readonly SheetLine[]): ResultRecord {
  return { mode: "aces-high-result", players: lines.map((l) => ({ id: l.player, victory: l.victory, bounty: l.bounty, place: l.place })) };
}

/** What entering a result says: the tables of the round still waiting, and the warnings. */
export interface Entered {
  readonly said: string;
  readonly warnings: readonly string[];
}

/**
 * The organiser enters a table's result (as `event result`), replacing the one it has when `replace`:
 * the result replaced is kept in the event's `replaced`. Says which tables of the round still wait, and
 * warns when a later round was seated from the result replaced.
 */
export function enterTableResult(event: AcesHighEvent, round: number, table: number, record: unknown, resolve: RecordResolver, replace: boolean): Changed<Entered> {
  const entered = unwrap(enterResult(event, round, table, record, { resolve, replace }));
  const tables = entered.event.rounds[round - 1]!.tables;
  const waiting = tables.flatMap((t, i) => (t.record === undefined ? [i + 1] : []));
  const progress = `round ${round}: ${tables.length - waiting.length} of ${tables.length} tables have a result${waiting.length === 0 ? "." : `, waiting for table${waiting.length > 1 ? "s" : ""} ${waiting.join(", ")}.`}`;
  const warnings: string[] = [];
  const later = entered.event.rounds.length;
  if (replace && later > round) {
    const hasResults = entered.event.rounds[later - 1]!.tables.some((t) => t.record !== undefined);
    warnings.push(`round ${later} was seated from the old result; ${hasResults ? `round ${later} has results, so it stands as seated` : `pair round ${later} again to seat it from the corrected standings`}`);
  }
  const kept = (own(entered.event, "replaced")?.length ?? 0) > (own(event, "replaced")?.length ?? 0) ? " The result it replaces is kept with the replaced results." : "";
  return { event: entered.event, said: { said: `Round ${round}, table ${table}: result entered; ${progress}${kept}`, warnings } };
}
