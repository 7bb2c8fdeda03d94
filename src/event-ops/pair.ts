import { type AcesHighEvent, addRound, displayName, type RecordResolver, tryNextRound, undoRound } from "../modes/tournament/index.js";
import { movedPlayers } from "../cli/event-notes.js";
import type { Changed } from "./change.js";
import { refuse } from "./refusal.js";
import { unwrap } from "./unwrap.js";

/**
 * Seats the next round from the standings (as `event next --write`), or pairs the last round again when
 * `repair` (`--repair`), warning of the players whose table or order number changed (event-notes.ts).
 */
export function pairNext(given: AcesHighEvent, resolve: RecordResolver, repair = false): Changed<{ readonly said: string; readonly warnings: readonly string[] }> {
  let event = given;
  const before = given.rounds.at(-1)?.tables.map((t) => t.players) ?? [];
  if (repair) {
    if (event.rounds.length === 0) refuse("ERR_NIGHT", "expected a round paired to pair again; no round is");
    event = unwrap(undoRound(event)).event;
  }
  const round = unwrap(tryNextRound(event, resolve));
  const added = unwrap(addRound(event, round.tables));
  const tables = round.tables.length;
  const moved = repair ? movedPlayers(before, round.tables) : [];
  const warnings = moved.length === 0 ? [] : [`round ${round.round} is drawn anew: ${moved.map((p) => displayName(added, p)).join(", ")} sit at another table or with another order number than the sheets printed before say`];
  return { event: added, said: { said: `Round ${round.round} ${repair ? "paired again" : "paired"}: ${tables} table${tables > 1 ? "s" : ""} of ${round.tables.map((t) => t.length).join(", ")}.`, warnings } };
}
