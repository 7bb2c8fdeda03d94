// The table app opened from a night (`ace-ledger event serve` serves it under /play/): a chunk of its own
// (night-table.js), loaded only when a game comes from a night. It fetches a table's game record as
// `event game` makes it (the seated players, their ships, the event's rules), and sends the record
// played to the organiser with the table's code, through the phone's outbox of the night's page
// (night/outbox.ts: kept until the server acknowledges it, sent again after a reconnect or a reload).
import { useEffect, useState } from "preact/hooks";
import { Refused, request } from "./night/api.js";
import { useNight } from "./night/live.js";
import { keepSending, type Outgoing, readOutbox, send } from "./night/outbox.js";
import { said } from "./night/table.js";

/** Where a record of a night is played: its round and table (`meta`, as `event game` writes it); null for any other record. */
export function tableOf(record: { readonly meta?: unknown }): { readonly round: number; readonly table: number; readonly event?: string } | null {
  const meta = record.meta as { round?: unknown; table?: unknown; event?: unknown } | undefined;
  const { round, table, event } = meta ?? {};
  if (!Number.isInteger(round) || !Number.isInteger(table)) return null;
  return { round: round as number, table: table as number, ...(typeof event === "string" ? { event } : {}) };
}

/**
 * The game record of round `round`, table `table` from the night's server. A refusal is a line of text as
 * the command line says it (as a chunk that did not load is: the page shows either as it is).
 */
export function nightGame(round: string, table: string): Promise<unknown> {
  if (!/^\d{1,3}$/.test(round) || !/^\d{1,3}$/.test(table)) return Promise.reject(`expected a round and a table number, got round ${round.slice(0, 9)}, table ${table.slice(0, 9)}`);
  return request<unknown>("GET", `/api/game/${round}/${table}`).catch((e: unknown) => Promise.reject(e instanceof Refused ? e.line : String(e)));
}

/** Whether `kept` (the game kept on this phone) is the game of the same table as `fresh`: it is then opened as it was left. */
export function sameTable(kept: { readonly setup: unknown; readonly meta?: unknown }, fresh: { readonly setup: unknown; readonly meta?: unknown }): boolean {
  const a = tableOf(kept);
  const b = tableOf(fresh);
  return a !== null && b !== null && a.round === b.round && a.table === b.table && a.event === b.event && JSON.stringify(kept.setup) === JSON.stringify(fresh.setup);
}

/**
 * "Send to the organiser": the table's code (printed on its sheet) and the record as it stands, kept on
 * this phone until the server has it; what became of each sending, live (received, entered, declined,
 * refused with the server's words). The game stays on the phone after it is sent.
 */
export function NightSend({ record, over }: { readonly record: { readonly mode: string; readonly setup: unknown; readonly events: readonly unknown[]; readonly meta?: unknown }; readonly over: boolean }) {
  const at = tableOf(record);
  const { night, online } = useNight();
  const [outbox, setOutbox] = useState<Outgoing[]>(readOutbox);
  const [code, setCode] = useState("");
  useEffect(() => {
    const changed = () => setOutbox(readOutbox());
    window.addEventListener("night-outbox", changed);
    const stop = keepSending();
    return () => {
      window.removeEventListener("night-outbox", changed);
      stop();
    };
  }, []);
  if (at === null) return null;
  const { round, table } = at;
  // Before the night is heard from, a result the server took is taken to wait for the organiser.
  const result = night ? (night.rounds[round - 1]?.tables[table - 1]?.result ?? "none") : "sent";
  const mine = outbox.filter((o) => o.round === round && o.table === table);
  const newest = mine.filter((x) => x.state === "pending" || x.state === "accepted").at(-1);
  return (
    <section class="card night-send" aria-labelledby="night-send-title" data-night-send>
      <h2 id="night-send-title">Send to the organiser</h2>
      <p class="hint">
        Round {round}, table {table}
        {at.event === undefined ? "" : ` of ${at.event}`}. The record is sent as it stands{over ? "" : " (the game is not over yet)"}; it stays on this phone.{" "}
        {online ? "" : "Not connected to the night's server: a result sent is kept here until it is."}
      </p>
      {result === "entered" ? (
        <p class="said">This table's result is in the standings. Only the organiser can change it now.</p>
      ) : (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ round, table, code: code.trim(), kind: "record", record });
          }}
        >
          <label>
            Table code (on the table's sheet){" "}
            <input name="code" required autoComplete="off" autoCapitalize="characters" maxLength={12} size={8} value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </label>
          <button type="submit" class="primary" data-send-night>
            Send to the organiser
          </button>
        </form>
      )}
      <ul class="outbox" aria-live="polite">
        {mine.map((o) => (
          <li key={o.id} class={o.state}>
            {said(o, result, o === newest)}
          </li>
        ))}
      </ul>
      <p>
        <a href={`/table?round=${round}&table=${table}`}>The table's page</a> · <a href="/">The pairings and standings</a>
      </p>
    </section>
  );
}
