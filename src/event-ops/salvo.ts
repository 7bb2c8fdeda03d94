import { type AcesHighEvent, displayName, enterSalvos } from "../modes/tournament/index.js";
import { replacedRolls } from "../cli/event-notes.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/** Enters the final salvo rolls made at the table for a tie (as `event salvo`), by player id; warns of rolls it replaces (event-notes.ts). */
export function enterRolls(event: AcesHighEvent, round: number, rolls: ReadonlyMap<string, readonly number[]>): Changed<{ readonly said: string; readonly warnings: readonly string[] }> {
  const entered = unwrap(enterSalvos(event, round, rolls));
  const name = (id: string) => displayName(event, id);
  const listed = [...rolls].map(([p, r]) => `${name(p)} ${r.join(" then ")}`).join(", ");
  const warnings = replacedRolls(event, round, rolls).map((r) => `${name(r.player)} had rolled ${r.before.join(" then ")} for round ${round}; ${r.now.join(" then ")} replaces it. If that was a re-roll after a tie, enter every roll in turn`);
  return { event: entered, said: { said: `Final salvo rolls for the standings after round ${round}: ${listed}.`, warnings } };
}
