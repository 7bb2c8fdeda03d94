/**
 * The score ledger: an append-only list of entries, each saying which event caused it,
 * whose account moved, by how much, the balance after, and a reason code. States store
 * compact facts; the sentence citing the rule is derived from them when the ledger is read
 * (`ExplainedEntry`), so replays do not build prose for every point.
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
  /** The other player the entry is about (the victim, the killer, the ship damaged), if any. */
  readonly subject?: string;
  /** When a loss was clamped: the change the rule called for. */
  readonly nominal?: number;
}

/** An entry with its human sentence, e.g. "final damage to soontir: +2 victory (aces-high.txt, Scoring Points)". */
export interface ExplainedEntry<Account extends string = string, Reason extends string = string> extends LedgerEntry<Account, Reason> {
  readonly explanation: string;
}

/**
 * A ledger as stored in a state: entries in pages of at most `LEDGER_PAGE`. States are
 * immutable, so appending to a flat array would copy every entry on every event; with pages,
 * an append copies one page and the short list of pages. Read it with `ledgerEntries`.
 */
export type Ledger<E extends LedgerEntry = LedgerEntry> = readonly (readonly E[])[];

/** The most entries a page of a `Ledger` holds. */
export const LEDGER_PAGE = 128;

/** Appends in place: call it on a draft or on the private state of a replay. */
export function appendEntry<E extends LedgerEntry>(ledger: E[][], entry: E): void {
  const last = ledger[ledger.length - 1];
  if (last === undefined || last.length >= LEDGER_PAGE) ledger.push([entry]);
  else last.push(entry);
}

/**
 * A new frozen ledger with `entries` appended: copies the last page and the list of pages,
 * shares (and does not walk) every other page. The entries are frozen too.
 */
export function withEntries<E extends LedgerEntry>(ledger: Ledger<E>, entries: readonly E[]): Ledger<E> {
  const pages = ledger.slice() as E[][];
  const last = pages.length - 1;
  if (last >= 0) pages[last] = pages[last]!.slice();
  for (const entry of entries) appendEntry(pages, Object.freeze(entry) as E);
  for (let i = Math.max(last, 0); i < pages.length; i++) Object.freeze(pages[i]);
  return Object.freeze(pages);
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
export function formatEntry(e: ExplainedEntry): string {
  const sign = e.delta >= 0 ? "+" : "";
  return `#${e.event} ${e.player} ${e.account} ${sign}${e.delta} = ${e.balance}  ${e.reason}: ${e.explanation}`;
}

/** Entries that touch one player, in order. */
export function entriesFor<E extends LedgerEntry>(entries: readonly E[], player: string): E[] {
  return entries.filter((e) => e.player === player);
}
