import { ledgerOf, player, scoreboard, tryReplay } from "../../modes/aces-high/index.js";
import type { AcesHighResults, RejectedResults } from "../results.js";
import { byId, ledgerLines } from "./ledger.js";

/** ace-ledger's results for an Aces High record, in the kit's format (docs/conformance.md). */
export function acesHighResults(record: unknown): AcesHighResults | RejectedResults {
  const replayed = tryReplay(record);
  if (!replayed.ok) return { error: { code: replayed.error.code, event: replayed.error.event } };
  const state = replayed.value;
  const board = scoreboard(state);
  return {
    over: board.over,
    winners: [...board.winners],
    players: byId(
      board.players.map((s) => {
        const p = player(state, s.id)!;
        const charges = { destruction: p.charges.destruction, flee: p.charges.flee };
        return [s.id, { rank: s.rank, victory: s.victory, bounty: s.bounty, status: s.status, hullDamage: p.hullDamage, shieldsLost: p.shieldsLost, charges }] as const;
      }),
    ),
    ledger: ledgerLines(ledgerOf(state)),
  };
}
