// What `score` needs for a record of mode "intergalactic-ace". The built command line loads it only for such a record.
import { scoreboard, tryReplay } from "../../modes/intergalactic-ace/index.js";
import { formatIntergalacticAce } from "../format-intergalactic-ace.js";
import { scorer } from "../scorer.js";

/** Replays a record of this mode and reports its scoreboard. */
export const score = /* @__PURE__ */ scorer(tryReplay, scoreboard, formatIntergalacticAce);
