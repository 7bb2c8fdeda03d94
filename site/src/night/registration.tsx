import { useState } from "preact/hooks";
import { SquadField, type SquadChoice } from "./squad-field.js";

/** A player registered in the console: a name, and a squad checked legal (or none). */
interface Row {
  readonly key: number;
  readonly name: string;
  readonly squad?: SquadChoice;
  readonly legal: boolean;
}

/** The event opened from the console: its settings and the players registered by name with their squads. */
export function Registration({ act }: { readonly act: (path: string, body: unknown) => Promise<void> }) {
  const [name, setName] = useState("");
  const [limit, setLimit] = useState("20");
  const [time, setTime] = useState("60");
  const [rounds, setRounds] = useState("3");
  const [autoAccept, setAutoAccept] = useState(false);
  const [rows, setRows] = useState<Row[]>([{ key: 1, name: "", legal: true }]);
  const setRow = (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const ready = rows.filter((r) => r.name.trim() !== "");
  const open = () =>
    act("open", {
      settings: { ...(name.trim() === "" ? {} : { name }), limit: Number(limit), time: Number(time), rounds: Number(rounds), autoAccept },
      players: ready.map((r) => ({ name: r.name.trim(), ...(r.squad === undefined ? {} : { squad: r.squad.squad, ...(r.squad.pilot === undefined ? {} : { pilot: r.squad.pilot }) }) })),
    });
  return (
    <section aria-labelledby="register">
      <h2 id="register">Open the event</h2>
      <div class="settings">
        <label>
          Event name <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Point limit <input inputMode="numeric" size={4} value={limit} onInput={(e) => setLimit(e.currentTarget.value)} />
        </label>
        <label>
          Minutes a game <input inputMode="numeric" size={4} value={time} onInput={(e) => setTime(e.currentTarget.value)} />
        </label>
        <label>
          Rounds <input inputMode="numeric" size={3} value={rounds} onInput={(e) => setRounds(e.currentTarget.value)} />
        </label>
        <label>
          <input type="checkbox" checked={autoAccept} onChange={(e) => setAutoAccept(e.currentTarget.checked)} /> enter a game record a table sends when it adjudicates, without me
        </label>
      </div>
      <h3>Players ({ready.length})</h3>
      <ol class="registrations">
        {rows.map((r, i) => (
          <li key={r.key}>
            <label>
              Name <input value={r.name} aria-label={`name of player ${i + 1}`} onInput={(e) => setRow(r.key, { name: e.currentTarget.value })} />
            </label>
            <SquadField limit={Number(limit) || undefined} label={`Squad of player ${i + 1}`} onChange={(squad, legal) => setRow(r.key, { ...(squad === undefined ? { squad: undefined } : { squad }), legal } as Partial<Row>)} />
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => setRows([...rows, { key: Math.max(...rows.map((r) => r.key)) + 1, name: "", legal: true }])}>
        Add a player
      </button>{" "}
      <button type="button" disabled={ready.length < 2 || ready.some((r) => !r.legal)} onClick={() => void open()}>
        Open the event with {ready.length} {ready.length === 1 ? "player" : "players"}
      </button>
    </section>
  );
}
