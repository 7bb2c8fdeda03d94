import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { IntergalacticAceScoreboard } from "../modes/intergalactic-ace/index.js";

export function formatIntergalacticAce(board: IntergalacticAceScoreboard): string {
  const header = ["rank", "player", "kills", "wpn", "clk", "man", "spd", "fuel", "shld", "scan", "saved"];
  const rows = board.players.map((p) => [p.rank, p.id, p.kills, p.weapons, p.cloaking, p.maneuvering, p.speed, p.fuel, p.shields, p.scans, p.saved.join(",") || "-"].map(String));
  const status = board.over ? "game over" : `in progress, ${board.next} to play`;
  const lines = [`Intergalactic Ace, round ${board.round}, ${status}`, "", ...formatTable(header, rows), ""];
  lines.push(board.over ? `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}` : "No Intergalactic Ace yet.");
  return lines.map(escapeText).join("\n");
}
