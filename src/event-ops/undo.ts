import { type AcesHighEvent, type RecordResolver, undoRound } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/** Takes back the last round paired (as `event undo`); its results, if `force`, are kept with the replaced results. */
export function undoLastRound(event: AcesHighEvent, resolve: RecordResolver, force: boolean): Changed<string> {
  const undone = unwrap(undoRound(event, { force, resolve }));
  const dropped = undone.droppedResults;
  const lost = dropped.length === 0 ? "" : ` The result${dropped.length > 1 ? "s" : ""} of table${dropped.length > 1 ? "s" : ""} ${dropped.join(", ")} ${dropped.length > 1 ? "were" : "was"} taken off with it and kept with the replaced results.`;
  const rolls = undone.keptSalvos.length === 0 ? "" : " The salvo rolls entered for it were taken off too and kept: entering its results again brings them back.";
  return { event: undone.event, said: `Round ${undone.round} is taken back: it is no longer paired.${lost}${rolls}` };
}
