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
  const noRacerLeft = "No winner: every racer was destroyed (ruling no-racer-left).";
  lines.push(!board.over ? "No winner yet." : board.winners.length === 0 ? noRacerLeft : `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}`);
  for (const push of board.pushes) lines.push(`push at event ${push.event}: ${push.what === "ship" ? push.target : "an asteroid"} 1 straight away from ${push.from} (${push.why})`);
  return lines.map(escapeText).join("\n");
}
