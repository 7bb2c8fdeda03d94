// A.C.E. Fireteam as the page sees it: the chunk mode-fireteam.js, loaded when a Fireteam record is opened.
import { lowestWins, scoreboard, tryApply, tryReplay } from "ace-ledger/fireteam";
import { mode as adapt, status } from "./mode.js";
import { FireteamDetails } from "./mode-details.js";

export const mode = adapt(
  "fireteam",
  { tryReplay, tryApply, scoreboard },
  (b) => `A.C.E. Fireteam, ${b.gameMode} (${lowestWins(b) ? "lowest" : "highest"} score wins), turn ${b.turn} phase ${b.phase}, ${status(b.over)}`,
  // The score of the game as it stands (sectors held, units down): not a ledger account.
  [{ key: "score", label: "Score" }],
  FireteamDetails,
);
