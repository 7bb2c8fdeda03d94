// What `score` needs for a record of mode "fireteam". The built command line loads it only for such a record.
import { journal, scoreboard, tryReplay } from "../../modes/fireteam/index.js";
import { formatFireteam } from "../format-fireteam.js";
import { scorer } from "../scorer.js";

/** Replays a record of this mode and reports its scoreboard; `--json` adds the result records (`journal`). */
export const score = /* @__PURE__ */ scorer(tryReplay, scoreboard, formatFireteam, (state) => ({ journal: journal(state) }));
