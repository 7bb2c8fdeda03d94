import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { AceTable, IntergalacticAceScoreboard } from "../modes/intergalactic-ace/index.js";

export function formatIntergalacticAce(board: IntergalacticAceScoreboard): string {
  const header = ["rank", "player", "kills", "wpn", "clk", "man", "spd", "fuel", "shld", "scan", "saved"];
  const rows = board.players.map((p) => [p.rank, p.id, p.kills, p.weapons, p.cloaking, p.maneuvering, p.speed, p.fuel, p.shields, p.scans, p.saved.join(",") || "-"].map(String));
  const status = board.over ? "game over" : `in progress, ${board.next} to play`;
  const lines = [`Intergalactic Ace, round ${board.round}, ${status}`, "", ...formatTable(header, rows), "", ...tableLines(board.table), ""];
  lines.push(board.over ? `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}` : "No Intergalactic Ace yet.");
  return lines.map(escapeText).join("\n");
}

/** The piles (and their top cards when the order is known) and a scan waiting for its choice. */
function tableLines(table: AceTable): string[] {
  const draw = (n: number) => `${n} to draw${table.order === "unknown" ? " (face down)" : ""}`;
  const { enemies, upgrades, scan } = table;
  const enemyTop = enemies.top === null ? "" : `; top card ${enemies.top.card}, ${enemies.top.fight === "duel" ? "a fight with a player" : "a dogfight"}`;
  const upgradeTop = upgrades.top === null ? "" : `; top card ${upgrades.top}`;
  return [
    `Enemy Ships: ${draw(enemies.draw)}, ${enemies.discard} discarded${enemyTop}`,
    `Upgrades: ${draw(upgrades.draw)}, ${upgrades.discard} discarded${upgradeTop}`,
    ...(scan === null ? [] : [`${scan.player}'s scan revealed ${scan.revealed.join(", ")}: waiting for the choice of the card to save`]),
  ];
}
