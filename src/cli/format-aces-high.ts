import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { Scoreboard } from "../modes/aces-high/index.js";

/** The standings as a text table. */
export function formatAcesHigh(board: Scoreboard): string {
  const header = ["rank", "player", "victory", "bounty", "status"];
  const rows = board.players.map((p) => [String(p.rank), p.id, String(p.victory), String(p.bounty), p.status]);
  const title = `Aces High, round ${board.round}, ${board.over ? "game over" : "in progress"}`;
  const winners = board.over ? `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}` : "No winner yet: the game is not over.";
  return [title, "", ...formatTable(header, rows), "", winners].map(escapeText).join("\n");
}
