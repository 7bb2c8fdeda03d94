import { type AcesHighEvent, type RecordResolver, type UndoneRound, undoRound } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/**
 * Takes back the last round paired (as `event undo`); with `force`, its results too, kept with the
 * replaced results (a result the table named by file is kept as the record itself). Returns the round
 * taken back, the tables whose results went with it, and the salvo rolls kept.
 */
export function undoLastRound(event: AcesHighEvent, resolve: RecordResolver, force: boolean): Changed<Omit<UndoneRound, "event">> {
  const { event: undone, ...said } = unwrap(undoRound(event, { force, resolve }));
  return { event: undone, said };
}
