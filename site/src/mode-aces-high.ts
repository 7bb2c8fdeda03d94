// Aces High as the page sees it: part of app.js, since the page opens on an Aces High game.
import { scoreboard, tryApply, tryReplay } from "ace-ledger/aces-high";
import { mode as adapt, status } from "./mode.js";

export const mode = adapt("aces-high", { tryReplay, tryApply, scoreboard }, (b) => `Aces High, round ${b.round}, ${status(b.over)}`, [
  { key: "victory", label: "Victory", account: "victory" },
  { key: "bounty", label: "Bounty", account: "bounty" },
]);
