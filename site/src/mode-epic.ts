// Epic Battles as the page sees it: the chunk mode-epic.js, loaded when an Epic record is opened.
import { scoreboard, tryApply, tryReplay } from "ace-ledger/epic";
import { mode as adapt, status } from "./mode.js";
import { EpicDetails } from "./mode-details.js";

export const mode = adapt("epic", { tryReplay, tryApply, scoreboard }, (b) => `Epic, round ${b.round}, ${status(b.over)}`, [{ key: "total", label: "Total" }], EpicDetails);
