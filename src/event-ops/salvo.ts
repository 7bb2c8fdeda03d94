import { type AcesHighEvent, displayName, enterSalvos } from "../modes/tournament/index.js";
import { replacedRolls, type RollsReplaced } from "../cli/event-notes.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/**
 * Enters the final salvo rolls made at the table for a tie (as `event salvo`), by player id. Rolls
 * entered before for a player and round are replaced, not added to: `warnings[i]` says so of
 * `replaced[i]` (event-notes.ts). `name` names players in what is said (the command line adds ids).
 */
export function enterRolls(
  event: AcesHighEvent,
  round: number,
  rolls: ReadonlyMap<string, readonly number[]>,
  name = (id: string) => displayName(event, id),
): Changed<{ readonly said: string; readonly warnings: readonly string[]; readonly replaced: readonly RollsReplaced[] }> {
  const entered = unwrap(enterSalvos(event, round, rolls));
  const listed = [...rolls].map(([p, r]) => `${name(p)} ${r.join(" then ")}`).join(", ");
  const replaced = replacedRolls(event, round, rolls);
  const warnings = replaced.map((r) => `${name(r.player)} had rolled ${r.before.join(" then ")} for round ${round}; ${r.now.join(" then ")} replaces it. If that was a re-roll after a tie, enter every roll in turn`);
  return { event: entered, said: { said: `Final salvo rolls for the standings after round ${round}: ${listed}.`, warnings, replaced } };
}
