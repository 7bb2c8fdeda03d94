import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import { type FireteamScoreboard, lowestWins } from "../modes/fireteam/index.js";

const SHORT = { head: "H", torso: "T", leftArm: "LA", rightArm: "RA", leftLeg: "LL", rightLeg: "RL" } as const;

export function formatFireteam(board: FireteamScoreboard): string {
  const header = ["rank", "player", "score", "cost"];
  const rows = board.players.map((p) => [String(p.rank), p.id, String(p.score), String(p.cost)]);
  const unitRows = board.units.map((u) => [
    u.id,
    u.player,
    u.status,
    Object.entries(u.locations).map(([l, r]) => `${SHORT[l as keyof typeof SHORT]} ${r.filled}/${r.gray + r.red}${r.condition === "intact" ? "" : r.condition === "damaged" ? "d" : "X"}`).join(" "),
  ]);
  const turnRows = board.units.map((u) => [
    u.id,
    String(u.movesLeft),
    String(u.weaponActionsLeft),
    [u.guarding ? "guarding" : "", u.kicked ? "kicked" : "", u.actedThisPhase ? "acted" : ""].filter(Boolean).join(" ") || "-",
  ]);
  const weaponRows = board.units.flatMap((u) =>
    u.weapons.map((w) => [u.id, w.name, w.equippedAt === null ? "-" : SHORT[w.equippedAt], String(w.usesLeft), [w.jammed ? "jammed" : "", w.stowed ? "stowed" : "", w.dropped ? "dropped" : ""].filter(Boolean).join(" ") || "-"]),
  );
  const lines = [
    `A.C.E. Fireteam, ${board.gameMode} (${lowestWins(board) ? "lowest" : "highest"} score wins), turn ${board.turn} phase ${board.phase}, ${board.over ? "game over" : "in progress"}`,
    "",
    ...formatTable(header, rows),
    "",
    ...formatTable(["unit", "player", "status", "boxes filled (d damaged, X destroyed)"], unitRows),
    "",
    ...formatTable(["unit", "MOVE left", "WEAPON left", "this phase"], turnRows),
    "",
    ...(weaponRows.length === 0 ? [] : [...formatTable(["unit", "weapon", "at", "uses left", "out of use"], weaponRows), ""]),
    board.over ? `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}` : "No winner yet.",
  ];
  return lines.map(escapeText).join("\n");
}
