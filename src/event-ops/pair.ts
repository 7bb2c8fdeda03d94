import { type AcesHighEvent, addRound, type RecordResolver, tryNextRound, undoRound } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { refuse } from "./refusal.js";
import { unwrap } from "./unwrap.js";

/** Seats the next round from the standings (as `event next --write`), or pairs the last round again when `repair` (`--repair`). */
export function pairNext(given: AcesHighEvent, resolve: RecordResolver, repair = false): Changed<string> {
  let event = given;
  if (repair) {
    if (event.rounds.length === 0) refuse("ERR_NIGHT", "expected a round paired to pair again; no round is");
    event = unwrap(undoRound(event)).event;
  }
  const round = unwrap(tryNextRound(event, resolve));
  const added = unwrap(addRound(event, round.tables));
  const tables = round.tables.length;
  return { event: added, said: `Round ${round.round} ${repair ? "paired again" : "paired"}: ${tables} table${tables > 1 ? "s" : ""} of ${round.tables.map((t) => t.length).join(", ")}.` };
}
