import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { EpicScoreboard } from "../modes/epic/index.js";

export function formatEpic(board: EpicScoreboard): string {
  const out = [`Epic, round ${board.round}, ${board.over ? "game over" : "in progress"}`, ""];
  if (board.teams) {
    out.push(...formatTable(["rank", "team", "score", "casualties", "total"], board.teams.map((t) => [String(t.rank), t.players.join(" + "), String(t.score), String(t.casualties), String(t.total)])), "");
  }
  out.push(...formatTable(["rank", "player", "score", "casualties", "counters", "total"], board.players.map((p) => [String(p.rank), p.id, String(p.score), String(p.casualties), String(p.victoryCounters), String(p.total)])));
  out.push("", ...formatTable(["ship", "player", "status", "lost", "state"], board.ships.map((s) => [s.id, s.player, s.status, `${s.lost}/${s.health}`, s.state])));
  for (const m of board.markers) out.push(`marker ${m.marker}: carried by ${m.ship} (${m.status})`);
  const firsts = board.teams ? board.teams.filter((t) => t.rank === 1).length : board.winners.length;
  out.push("", !board.over ? "No winner yet." : firsts > 1 ? `Draw: ${board.winners.join(", ")}` : `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}`);
  return out.map(escapeText).join("\n");
}
