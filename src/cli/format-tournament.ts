import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import type { EventStandings, NextRound } from "../modes/tournament/index.js";

export function formatTables(n: number, sizes: readonly number[]): string {
  return `${n} players: ${sizes.length} table${sizes.length > 1 ? "s" : ""} of ${sizes.join(", ")}`;
}

export function formatNextRound(next: NextRound): string {
  const lines = [`Round ${next.round}`, "", ...formatTable(["table", "players"], next.tables.map((players, i) => [String(i + 1), players.join(", ")]))];
  if (next.ranking.length > 0) {
    const rows = next.ranking.map((r, i) => [String(i + 1), r.id, String(r.victory), r.place === null ? "-" : String(r.place), String(r.salvo)]);
    lines.push("", "Seeded by victory, then place in the last round, then the final salvo roll:", "", ...formatTable(["seed", "player", "victory", "place", "salvo"], rows));
  }
  return lines.map(escapeText).join("\n");
}

export function formatStandings(s: EventStandings): string {
  const header = ["rank", "player", "victory", "places", "salvo"];
  const rows = s.standings.map((p) => [String(p.rank), p.id, String(p.victory), p.places.map((x) => x ?? "-").join(" "), String(p.salvo)]);
  const out = [`Standings after round ${s.rounds}`, "", ...formatTable(header, rows)];
  for (const e of s.errors) out.push("", `round ${e.round}, table ${e.table} not scored: ${e.error.code}${e.error.event === null ? "" : ` at event ${e.error.event}`}: ${e.error.message}`);
  return out.map(escapeText).join("\n");
}
