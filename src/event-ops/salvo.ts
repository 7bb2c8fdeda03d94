import { type AcesHighEvent, displayName, enterSalvos } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/** Enters the final salvo rolls made at the table for a tie (as `event salvo`), by player id. */
export function enterRolls(event: AcesHighEvent, round: number, rolls: ReadonlyMap<string, readonly number[]>): Changed<string> {
  const entered = unwrap(enterSalvos(event, round, rolls));
  const listed = [...rolls].map(([p, r]) => `${displayName(event, p)} ${r.join(" then ")}`).join(", ");
  return { event: entered, said: `Final salvo rolls for the standings after round ${round}: ${listed}.` };
}
