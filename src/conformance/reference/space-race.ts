import { scoreboard, tryReplay } from "../../modes/space-race/index.js";
import type { RejectedResults, SpaceRaceResults } from "../results.js";
import { byId, ledgerLines } from "./ledger.js";

/** ace-ledger's results for a Space Race record, in the kit's format (docs/conformance.md). */
export function spaceRaceResults(record: unknown): SpaceRaceResults | RejectedResults {
  const replayed = tryReplay(record);
  if (!replayed.ok) return { error: { code: replayed.error.code, event: replayed.error.event } };
  const board = scoreboard(replayed.value);
  return {
    over: board.over,
    winners: [...board.winners],
    turnOrder: [...board.turnOrder],
    players: byId(board.players.map(({ id, ...line }) => [id, { ...line }] as const)),
    pushes: board.pushes.map((p) => ({ ...p })),
    ledger: ledgerLines(board.ledger),
  };
}
