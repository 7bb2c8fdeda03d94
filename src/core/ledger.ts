/**
 * The score ledger: an append-only list of entries, each saying which event caused it,
 * whose account moved, by how much, the balance after, a reason code and a sentence
 * citing the rule. Balances are never stored apart from it: a mode keeps its running
 * balance beside the entries it posts, and `balancesOf` recomputes them from scratch.
 */
export interface LedgerEntry<Account extends string = string, Reason extends string = string> {
  /** 0-based index of the event in the record that caused this entry. */
  readonly event: number;
  readonly player: string;
  readonly account: Account;
  /** The change actually applied (after any clamping). */
  readonly delta: number;
  /** The account's balance after this entry. */
  readonly balance: number;
  readonly reason: Reason;
  /** A human sentence naming the rule and its source, e.g. "... (aces-high.txt, Scoring Points)". */
  readonly explanation: string;
}

/**
 * A ledger as stored in a state: entries in pages of at most `LEDGER_PAGE`. States are
 * immutable, so appending to a flat array would copy every entry on every event; with pages,
 * an append copies one page and the short list of pages. Read it with `ledgerEntries`.
 */
export type Ledger<E extends LedgerEntry = LedgerEntry> = readonly (readonly E[])[];

export const LEDGER_PAGE = 128;

/** Appends in place: call it on a draft or on the private state of a replay. */
export function appendEntry<E extends LedgerEntry>(ledger: E[][], entry: E): void {
  const last = ledger[ledger.length - 1];
  if (last === undefined || last.length >= LEDGER_PAGE) ledger.push([entry]);
  else last.push(entry);
}

/** All entries, in order. */
export function ledgerEntries<E extends LedgerEntry>(ledger: Ledger<E>): E[] {
  return ledger.flat() as E[];
}

/** Sums entries per player and account: what every balance must equal. */
export function balancesOf<Account extends string>(
  entries: readonly LedgerEntry<Account>[],
): Map<string, Map<Account, number>> {
  const out = new Map<string, Map<Account, number>>();
  for (const e of entries) {
    let accounts = out.get(e.player);
    if (!accounts) out.set(e.player, (accounts = new Map()));
    accounts.set(e.account, (accounts.get(e.account) ?? 0) + e.delta);
  }
  return out;
}

/** One readable line per entry: `#12 vader victory +2 = 4  kill: ...`. */
export function formatEntry(e: LedgerEntry): string {
  const sign = e.delta >= 0 ? "+" : "";
  return `#${e.event} ${e.player} ${e.account} ${sign}${e.delta} = ${e.balance}  ${e.reason}: ${e.explanation}`;
}

/** Entries that touch one player, in order. */
export function entriesFor<E extends LedgerEntry>(entries: readonly E[], player: string): E[] {
  return entries.filter((e) => e.player === player);
}
