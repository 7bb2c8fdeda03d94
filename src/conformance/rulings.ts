import type { Ruling } from "../core/ruling.js";
import { RULINGS } from "../modes/aces-high/rulings.js";
import { EPIC_RULINGS } from "../modes/epic/rulings.js";
import { FIRETEAM_RULINGS } from "../modes/fireteam/rulings.js";
import { INTERGALACTIC_ACE_RULINGS } from "../modes/intergalactic-ace/rulings.js";
import { SPACE_RACE_RULINGS } from "../modes/space-race/rulings.js";
import { TOURNAMENT_RULINGS } from "../modes/tournament/rulings.js";
import type { ConformanceMode } from "./case.js";

/** Each mode's rulings: the decisions its rules text leaves open, which an app may decide differently (for side events, `ace-ledger/tournament`'s). */
export const MODE_RULINGS: { readonly [M in ConformanceMode]: readonly Ruling[] } = /* @__PURE__ */ Object.freeze({
  "aces-high": RULINGS,
  epic: EPIC_RULINGS,
  "space-race": SPACE_RACE_RULINGS,
  fireteam: FIRETEAM_RULINGS,
  "intergalactic-ace": INTERGALACTIC_ACE_RULINGS,
  "aces-high-event": TOURNAMENT_RULINGS,
});
