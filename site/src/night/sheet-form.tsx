import { useState } from "preact/hooks";
import type { SheetLine } from "./types.js";

/**
 * A score sheet to fill in: each player's victory and bounty when the game ended. The place is worked
 * out, as the event checks it: 1 + the number of players with a greater total (victory + bounty),
 * tied players sharing it; a table never types it.
 */
export function SheetForm({ players, name, label, onSheet }: { readonly players: readonly string[]; readonly name: (id: string) => string; readonly label: string; readonly onSheet: (sheet: SheetLine[]) => void }) {
  const [values, setValues] = useState<Record<string, { victory: string; bounty: string }>>({});
  const line = (id: string) => values[id] ?? { victory: "", bounty: "0" };
  const set = (id: string, field: "victory" | "bounty", v: string) => setValues({ ...values, [id]: { ...line(id), [field]: v } });
  const complete = players.every((id) => (["victory", "bounty"] as const).every((f) => /^-?[0-9]{1,3}$/.test(line(id)[f])));
  const total = (id: string) => Number(line(id).victory) + Number(line(id).bounty);
  const place = (id: string) => (complete ? 1 + players.filter((q) => total(q) > total(id)).length : undefined);
  return (
    <form
      class="sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onSheet(players.map((id) => ({ player: id, victory: Number(line(id).victory), bounty: Number(line(id).bounty), place: place(id)! })));
      }}
    >
      <table>
        <thead>
          <tr>
            <th>player</th>
            <th>victory</th>
            <th>bounty</th>
            <th>place</th>
          </tr>
        </thead>
        <tbody>
          {players.map((id) => (
            <tr key={id}>
              <th scope="row">{name(id)}</th>
              {(["victory", "bounty"] as const).map((f) => (
                <td key={f}>
                  <input inputMode="numeric" pattern="-?[0-9]*" size={3} aria-label={`${f} of ${name(id)}`} value={line(id)[f]} onInput={(e) => set(id, f, e.currentTarget.value.trim())} />
                </td>
              ))}
              <td>
                <output aria-label={`place of ${name(id)}`}>{place(id) ?? "-"}</output>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" disabled={!complete}>
        {label}
      </button>
    </form>
  );
}
