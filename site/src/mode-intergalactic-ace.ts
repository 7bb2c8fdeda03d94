// Intergalactic Ace as the page sees it: the chunk mode-intergalactic-ace.js, loaded when such a record is opened.
import { scoreboard, tryApply, tryReplay } from "ace-ledger/intergalactic-ace";
import { mode as adapt, status } from "./mode.js";
import { IntergalacticAceDetails } from "./mode-details.js";

export const mode = adapt(
  "intergalactic-ace",
  { tryReplay, tryApply, scoreboard },
  (b) => `Intergalactic Ace, round ${b.round}, ${b.over ? "game over" : `in progress, ${b.next} to play`}`,
  [{ key: "kills", label: "Kills", account: "kills" }],
  IntergalacticAceDetails,
);
