// What `score` needs for a record of mode "epic". The built command line loads it only for such a record.
import { scoreboard, tryReplay } from "../../modes/epic/index.js";
import { formatEpic } from "../format-epic.js";
import { scorer } from "../scorer.js";

/** Replays a record of this mode and reports its scoreboard. */
export const score = /* @__PURE__ */ scorer(tryReplay, scoreboard, formatEpic);
