// Open a table of an event file (`ace-ledger event init` ... `event next --write`): pick the round
// and the table, and the game starts with the players seated there, in their order.
import { parseEventFile } from "ace-ledger/tournament";
import { useState } from "preact/hooks";

export interface OpenedTable {
  /** The event file's name, for the `event result` command. */
  readonly file: string;
  readonly round: number;
  readonly table: number;
  /** In player order: the first has order number 1. */
  readonly players: readonly string[];
  /** The ship each player flies, as the event file prints it ("" when it names none). */
  readonly ships: readonly string[];
}

type EventFile = { readonly rounds: readonly { readonly tables: readonly { readonly players: readonly string[]; readonly record?: unknown }[] }[]; readonly ships?: readonly { readonly player: string; readonly ship: string }[] };

export function TableOpener({ onOpen }: { readonly onOpen: (table: OpenedTable) => void }) {
  const [file, setFile] = useState("");
  const [event, setEvent] = useState<EventFile | null>(null);
  const [problem, setProblem] = useState("");
  const [round, setRound] = useState(0);

  async function read(f: File) {
    setEvent(null);
    let raw: unknown;
    try {
      raw = JSON.parse(await f.text());
    } catch {
      return setProblem("expected an event file (JSON text)");
    }
    const parsed = parseEventFile(raw);
    if (!parsed.ok) return setProblem(`${parsed.error.code} ${parsed.error.message}`);
    const e = parsed.value as unknown as EventFile;
    if (e.rounds.length === 0) return setProblem("this event file has no round seated yet: seat one with ace-ledger event next --write");
    setProblem("");
    setFile(f.name);
    setEvent(e);
    setRound(e.rounds.length);
  }

  const tables = event?.rounds[round - 1]?.tables ?? [];
  return (
    <details class="open-table" open={event !== null}>
      <summary>Open a table of an event file</summary>
      <div class="row">
        <label class="field">
          <span>event file</span>
          <input type="file" name="event-file" accept=".json,application/json" onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void read(f);
          }} />
        </label>
        {event && (
          <label class="field">
            <span>round</span>
            <select name="event-round" value={String(round)} onChange={(e) => setRound(Number(e.currentTarget.value))}>
              {event.rounds.map((_, r) => (
                <option key={r} value={String(r + 1)}>
                  round {r + 1}
                </option>
              ))}
            </select>
          </label>
        )}
        {event && (
          <label class="field grow">
            <span>table</span>
            <select
              name="event-table"
              value=""
              onChange={(e) => {
                const t = Number(e.currentTarget.value);
                const players = tables[t - 1]?.players;
                if (!players) return;
                const ship = (p: string) => event.ships?.find((s) => s.player === p)?.ship ?? "";
                onOpen({ file, round, table: t, players, ships: players.map((p) => ship(p).replace(/\s*\(.*$/, "")) });
              }}
            >
              <option value="">choose…</option>
              {tables.map((t, i) => (
                <option key={i} value={String(i + 1)}>
                  table {i + 1}: {t.players.join(", ")}
                  {t.record === undefined ? "" : " (has a result)"}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {problem && (
        <p class="problem inline" role="alert" data-table-error>
          {problem}
        </p>
      )}
    </details>
  );
}
