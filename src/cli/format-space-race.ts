import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { SpaceRaceScoreboard } from "../modes/space-race/index.js";

export function formatSpaceRace(board: SpaceRaceScoreboard): string {
  const header = ["rank", "player", "buoys", "next", "finished", "points", "hull", "shields", "status"];
  const rows = board.players.map((p) => [
    String(p.rank),
    p.id,
    `${p.buoysDone}/6`,
    p.nextBuoy ?? "-",
    p.finishedRound === null ? "-" : `round ${p.finishedRound}`,
    String(p.points),
    `${p.hull - p.hullDamage}/${p.hull}`,
    `${p.shields - p.shieldsLost}/${p.shields}`,
    p.destroyed ? "destroyed" : "racing",
  ]);
  const lines = [`Space Race, round ${board.round}, ${board.over ? "race over" : "in progress"}`, `Order of play: ${board.turnOrder.join(", ")}`, "", ...formatTable(header, rows), ""];
  lines.push(board.over ? `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}` : "No winner yet.");
  for (const push of board.pushes) lines.push(`push at event ${push.event}: ${push.what === "ship" ? push.target : "an asteroid"} 1 straight away from ${push.from} (${push.why})`);
  return lines.map(escapeText).join("\n");
}
