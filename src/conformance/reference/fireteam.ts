import { scoreboard, tryReplay, unitOf } from "../../modes/fireteam/index.js";
import type { FireteamResults, RejectedResults } from "../results.js";
import { byId, ledgerLines } from "./ledger.js";

/** ace-ledger's results for an A.C.E. Fireteam record, in the kit's format (docs/conformance.md). */
export function fireteamResults(record: unknown): FireteamResults | RejectedResults {
  const replayed = tryReplay(record);
  if (!replayed.ok) return { error: { code: replayed.error.code, event: replayed.error.event } };
  const state = replayed.value;
  const board = scoreboard(state);
  return {
    over: board.over,
    winners: [...board.winners],
    turn: board.turn,
    phase: board.phase,
    order: [...board.order],
    next: board.next,
    players: byId(board.players.map(({ id, rank, score, cost }) => [id, { rank, score, cost }] as const)),
    units: byId(
      board.units.map((report) => {
        const u = unitOf(state, report.id)!;
        const locations = Object.entries(report.locations);
        return [
          report.id,
          {
            status: report.status,
            filled: Object.fromEntries(locations.map(([l, r]) => [l, r.filled])),
            conditions: Object.fromEntries(locations.map(([l, r]) => [l, r.condition])),
            initiative: u.initiative,
            movesUsed: u.movesUsed,
            weaponActionsUsed: u.weaponActionsUsed,
            equippedAt: [...u.equippedAt],
            restarted: u.restarted,
            turnOverTurn: u.turnOverTurn,
            stunnedPhase: u.stunnedPhase,
            meteors: u.meteors,
          },
        ] as const;
      }),
    ),
    ledger: ledgerLines(board.ledger),
  };
}
