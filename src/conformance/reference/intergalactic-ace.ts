import { scoreboard, tryReplay } from "../../modes/intergalactic-ace/index.js";
import type { IntergalacticAceResults, RejectedResults } from "../results.js";
import { byId, ledgerLines } from "./ledger.js";

/** ace-ledger's results for an Intergalactic Ace record, in the kit's format (docs/conformance.md). */
export function intergalacticAceResults(record: unknown): IntergalacticAceResults | RejectedResults {
  const replayed = tryReplay(record);
  if (!replayed.ok) return { error: { code: replayed.error.code, event: replayed.error.event } };
  const state = replayed.value;
  const board = scoreboard(state);
  return {
    over: board.over,
    winners: [...board.winners],
    round: board.round,
    next: board.next,
    players: byId(board.players.map(({ id, saved, ...stats }) => [id, { ...stats, saved: [...saved] }] as const)),
    table: JSON.parse(JSON.stringify(board.table)),
    enemyPile: [...state.enemyPile],
    enemyDiscard: [...state.enemyDiscard],
    upgradePile: [...state.upgradePile],
    upgradeDiscard: [...state.upgradeDiscard],
    ledger: ledgerLines(board.ledger),
  };
}
