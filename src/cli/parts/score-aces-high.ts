// What `score` needs for a record of mode "aces-high". The built command line loads it only for such a record.
import { scoreboard, tryReplay } from "../../modes/aces-high/index.js";
import { formatAcesHigh } from "../format-aces-high.js";
import { scorer } from "../scorer.js";

/** Replays a record of this mode and reports its scoreboard. */
export const score = /* @__PURE__ */ scorer(tryReplay, scoreboard, formatAcesHigh);
