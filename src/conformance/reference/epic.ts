import { resolutionOrder, scoreboard, tryReplay } from "../../modes/epic/index.js";
import type { EpicResults, RejectedResults } from "../results.js";
import { byId, ledgerLines } from "./ledger.js";

/** ace-ledger's results for an Epic record, in the kit's format (docs/conformance.md). */
export function epicResults(record: unknown): EpicResults | RejectedResults {
  const replayed = tryReplay(record);
  if (!replayed.ok) return { error: { code: replayed.error.code, event: replayed.error.event } };
  const board = scoreboard(replayed.value);
  return {
    over: board.over,
    winners: [...board.winners],
    players: byId(board.players.map(({ id, rank, score, casualties, victoryCounters, total }) => [id, { rank, score, casualties, victoryCounters, total }] as const)),
    ...(board.teams === undefined ? {} : { teams: board.teams.map(({ players, score, casualties, total, rank }) => ({ players: [...players], score, casualties, total, rank })) }),
    ships: byId(board.ships.map(({ id, player, status, health, lost, state }) => [id, { player, status, health, lost, state }] as const)),
    markers: board.markers.map(({ marker, ship, status }) => ({ marker, ship, status })),
    resolutionOrder: resolutionOrder(replayed.value),
    ledger: ledgerLines(board.ledger),
  };
}
