import { Refused, request } from "./api.js";
import type { SheetLine } from "./types.js";

// The results this phone sent: kept in the phone's storage from the moment "Send" is pressed until the
// server has acknowledged them (written into the event file), and sent again after a reconnect, a
// reload or a server restarted. A refusal (a wrong code, a table with its result) is kept and shown.

export interface Outgoing {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly code: string;
  readonly kind: "sheet" | "record";
  readonly sheet?: readonly SheetLine[];
  readonly record?: unknown;
  /** waiting: not acknowledged yet; pending/accepted: acknowledged, as the server said; refused: see `refusal`. */
  readonly state: "waiting" | "pending" | "accepted" | "refused";
  readonly refusal?: string;
}

const KEY = "ace-ledger-night-outbox";

export function readOutbox(): Outgoing[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list) ? (list as Outgoing[]) : [];
  } catch {
    return [];
  }
}

function save(list: readonly Outgoing[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
  window.dispatchEvent(new Event("night-outbox"));
}

function update(id: string, change: Partial<Outgoing>): void {
  save(readOutbox().map((o) => (o.id === id ? { ...o, ...change } : o)));
}

/** Keeps a result to send, then sends it. */
export function send(o: Omit<Outgoing, "id" | "state">): Promise<void> {
  const id = crypto.randomUUID().replaceAll("-", "");
  save([...readOutbox(), { ...o, id, state: "waiting" }]);
  return flush();
}

let flushing: Promise<void> | undefined;

/** Sends every result not acknowledged yet, one after the other; a failure of the network leaves them for the next try. */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    const tried = new Set<string>();
    for (;;) {
      // Read again each time: a result kept while these are sent is sent in this run too.
      const o = readOutbox().find((x) => x.state === "waiting" && !tried.has(x.id));
      if (o === undefined) break;
      tried.add(o.id);
      try {
        const body = { id: o.id, round: o.round, table: o.table, code: o.code, kind: o.kind, ...(o.kind === "sheet" ? { sheet: o.sheet } : { record: o.record }) };
        const answer = await request<{ status: "pending" | "accepted" }>("POST", "/api/submit", body);
        update(o.id, { state: answer.status });
      } catch (e) {
        // Offline, or the server busy or restarting: kept for the next try.
        if (e instanceof Refused && (e.status === 0 || e.status >= 500)) break;
        update(o.id, { state: "refused", refusal: e instanceof Refused ? e.line : String(e) });
      }
    }
  })().finally(() => (flushing = undefined));
  return flushing;
}

/** Tries again whenever the phone is back online, the live connection is back, and every 10 seconds. */
export function keepSending(): () => void {
  const again = () => void flush();
  window.addEventListener("online", again);
  window.addEventListener("night-live", again);
  const timer = setInterval(again, 10_000);
  again();
  return () => {
    window.removeEventListener("online", again);
    window.removeEventListener("night-live", again);
    clearInterval(timer);
  };
}
