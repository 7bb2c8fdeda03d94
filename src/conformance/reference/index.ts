import type { ConformanceMode } from "../case.js";
import { ConformanceError } from "../errors.js";
import type { ConformanceResults } from "../results.js";
import { acesHighResults } from "./aces-high.js";
import { acesHighEventResults } from "./aces-high-event.js";
import { epicResults } from "./epic.js";
import { fireteamResults } from "./fireteam.js";
import { intergalacticAceResults } from "./intergalactic-ace.js";
import { spaceRaceResults } from "./space-race.js";

/**
 * ace-ledger's own results for a record of `mode`, in the kit's format (docs/conformance.md): what
 * the reference adjudicator says, to compare an app's scorer with on any record, not only the kit's.
 * A record that breaks a rule gives `{ error: { code, event } }`. Throws `ConformanceError`
 * (`ERR_UNKNOWN_MODE`) for a mode the kit does not cover.
 */
export function referenceResults(mode: ConformanceMode, record: unknown): ConformanceResults {
  switch (mode) {
    case "aces-high":
      return acesHighResults(record);
    case "epic":
      return epicResults(record);
    case "space-race":
      return spaceRaceResults(record);
    case "fireteam":
      return fireteamResults(record);
    case "intergalactic-ace":
      return intergalacticAceResults(record);
    case "aces-high-event":
      return acesHighEventResults(record);
    default:
      throw ConformanceError.unknownMode(mode);
  }
}
