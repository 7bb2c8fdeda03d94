import type { LedgerLine } from "../results.js";

/** A mode's ledger entries as results give them: the event, player, account, change and reason. */
export function ledgerLines(entries: readonly { readonly event: number; readonly player: string; readonly account: string; readonly delta: number; readonly reason: string }[]): LedgerLine[] {
  return entries.map(({ event, player, account, delta, reason }) => ({ event, player, account, delta, reason }));
}

/** `[id, value]` pairs as an object keyed by id, with no prototype a key could reach. */
export function byId<T>(pairs: Iterable<readonly [string, T]>): { [id: string]: T } {
  const out = Object.create(null) as { [id: string]: T };
  for (const [id, value] of pairs) out[id] = value;
  return out;
}
