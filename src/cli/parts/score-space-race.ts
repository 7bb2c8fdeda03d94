// What `score` needs for a record of mode "space-race". The built command line loads it only for such a record.
import { scoreboard, tryReplay } from "../../modes/space-race/index.js";
import { formatSpaceRace } from "../format-space-race.js";
import { scorer } from "../scorer.js";

/** Replays a record of this mode and reports its scoreboard. */
export const score = /* @__PURE__ */ scorer(tryReplay, scoreboard, formatSpaceRace);
