import { useState } from "preact/hooks";
import type { SheetLine } from "./types.js";

/** A score sheet to fill in: each player's victory and bounty when the game ended, and their place. */
export function SheetForm({ players, name, label, onSheet }: { readonly players: readonly string[]; readonly name: (id: string) => string; readonly label: string; readonly onSheet: (sheet: SheetLine[]) => void }) {
  const [values, setValues] = useState<Record<string, { victory: string; bounty: string; place: string }>>({});
  const line = (id: string) => values[id] ?? { victory: "", bounty: "0", place: "" };
  const set = (id: string, field: "victory" | "bounty" | "place", v: string) => setValues({ ...values, [id]: { ...line(id), [field]: v } });
  const complete = players.every((id) => ["victory", "bounty", "place"].every((f) => /^-?[0-9]{1,3}$/.test(line(id)[f as "victory"])));
  return (
    <form
      class="sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onSheet(players.map((id) => ({ player: id, victory: Number(line(id).victory), bounty: Number(line(id).bounty), place: Number(line(id).place) })));
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
              {(["victory", "bounty", "place"] as const).map((f) => (
                <td key={f}>
                  <input inputMode="numeric" pattern="-?[0-9]*" size={3} aria-label={`${f} of ${name(id)}`} value={line(id)[f]} onInput={(e) => set(id, f, e.currentTarget.value.trim())} />
                </td>
              ))}
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
