import { deepFreeze } from "./freeze.js";

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
 * A ledger as stored in a state: a persistent append-only list. The newest entries, fewer than
 * `LEDGER_PAGE`, are the `tail`; the full pages before them are the entries of `pages`, a ledger of
 * pages built the same way (whose own full pages are the entries of a third, and so on: a
 * 1,000,000-entry ledger is four levels deep). An append copies the tail, and when the tail fills,
 * appends it to the ledger of pages: the same cost at entry 1,000,000 as at entry 1, on average. A new
 * state shares every full page with the state before it, so the states of `history` grow with the
 * game, not with its square. Read it with `ledgerEntries`. A ledger is plain data: the empty one,
 * for the initial state of a mode, is `{ pages: null, tail: [] }`.
 */
export interface Ledger<E = LedgerEntry> {
  /** The full pages before the tail, oldest first, or null before the first page fills. */
  readonly pages: Ledger<readonly E[]> | null;
  /** The newest entries, fewer than `LEDGER_PAGE`. */
  readonly tail: readonly E[];
}

/** The entries of a page of a `Ledger`, and the most entries its tail holds before it becomes one. */
export const LEDGER_PAGE = 32;

/**
 * Appends in place: call it on the private, mutable state of a replay, and deep-freeze that state at
 * the end. A page is deeply frozen when it fills, and shared from then on.
 */
export function appendEntry<E>(ledger: { pages: Ledger<readonly E[]> | null; tail: E[] }, entry: E): void {
  const tail = ledger.tail;
  if (tail.push(entry) < LEDGER_PAGE) return;
  ledger.pages = withEntries(ledger.pages ?? { pages: null, tail: [] }, [deepFreeze(tail)]);
  ledger.tail = [];
}

/**
 * A new, deeply frozen ledger with `entries` appended: copies the tail (with spread: `slice` of a
 * frozen array takes a slow path in V8) and, when it fills, appends it to the pages the same way;
 * shares, and does not walk, every full page.
 */
export function withEntries<E>(ledger: Ledger<E>, entries: readonly E[]): Ledger<E> {
  const next = { ...ledger, tail: [...ledger.tail] };
  for (const entry of entries) appendEntry(next, entry);
  return deepFreeze(next);
}

/** All entries, in order: one pass over the pages. */
export function ledgerEntries<E>(ledger: Ledger<E>): E[] {
  return [...(ledger.pages ? ledgerEntries(ledger.pages) : []), ledger.tail].flat() as E[];
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

/**
 * One readable line per entry: `events[12] vader victory +2 = 4  kill: ...`. `events[12]` is the event that
 * caused it, by its 0-based index in the record's `events`, as the record's JSON path reads.
 */
export function formatEntry(e: ExplainedEntry): string {
  const sign = e.delta >= 0 ? "+" : "";
  return `events[${e.event}] ${e.player} ${e.account} ${sign}${e.delta} = ${e.balance}  ${e.reason}: ${e.explanation}`;
}

/** Entries that touch one player, in order. */
export function entriesFor<E extends LedgerEntry>(entries: readonly E[], player: string): E[] {
  return entries.filter((e) => e.player === player);
}
