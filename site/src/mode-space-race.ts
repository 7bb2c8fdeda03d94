// Space Race as the page sees it: the chunk mode-space-race.js, loaded when a Space Race record is opened.
import { scoreboard, tryApply, tryReplay } from "ace-ledger/space-race";
import { mode as adapt, status } from "./mode.js";
import { SpaceRaceDetails } from "./mode-details.js";

export const mode = adapt("space-race", { tryReplay, tryApply, scoreboard }, (b) => `Space Race, round ${b.round}, ${status(b.over, "race over")}`, [
  { key: "buoysDone", label: "Buoys", account: "buoys" },
], SpaceRaceDetails);
