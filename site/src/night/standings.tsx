import { namesOf } from "./live.js";
import type { PlayersView } from "./types.js";

/** The standings as they stand; a place marked * was read from a score sheet, not replayed from a game record. */
export function Standings({ night, me }: { readonly night: PlayersView; readonly me?: string }) {
  const name = namesOf(night);
  const s = night.standings;
  if (s.after === 0) return <p>No round has results yet.</p>;
  return (
    <section aria-labelledby="standings">
      <h2 id="standings">{s.final ? `Final standings, after round ${s.after} of ${night.roundCount}` : `Standings after round ${s.after} of ${night.roundCount}`}</h2>
      <table class="standings">
        <thead>
          <tr>
            <th>#</th>
            <th>player</th>
            <th>victory</th>
            <th>places</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.id} class={l.id === me ? "me" : undefined}>
              <td>{l.rank}</td>
              <td>{name(l.id)}</td>
              <td>{l.victory}</td>
              <td>{l.places.join(" ")}{l.salvo.length > 0 ? ` (salvo ${l.salvo.join(" ")})` : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {s.lines.some((l) => l.places.some((p) => p.endsWith("*"))) && <p class="note">* from the table's score sheet</p>}
      {s.ties.map((t) => (
        <p key={t}>{t}</p>
      ))}
      {s.errors.map((t) => (
        <p key={t} class="refusal">{t}</p>
      ))}
    </section>
  );
}
