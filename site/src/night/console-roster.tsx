import { useState } from "preact/hooks";
import type { Act } from "./console.js";
import { SquadField, type SquadChoice } from "./squad-field.js";
import type { ConsoleView } from "./types.js";

/** Who plays: a player arriving (by name, with a squad), a player leaving or coming back (chosen by name). */
export function ConsoleRoster({ view, act }: { readonly view: ConsoleView; readonly act: Act }) {
  const [name, setName] = useState("");
  const [squad, setSquad] = useState<{ choice?: SquadChoice; legal: boolean }>({ legal: true });
  const [fieldKey, setFieldKey] = useState(0);
  // "Drop" takes a player off the rounds not paired yet, as `event drop` does: they may have played the
  // round under way, whose result is not in. Leaving before playing it is said apart.
  const current = view.rounds.at(-1);
  const unplayed = (player: string) => (current?.tables.some((t) => t.result === "none" && t.players.includes(player)) ? current.round : undefined);
  const roundsLeft = view.rounds.length < view.roundCount;
  return (
    <section aria-labelledby="players">
      <h2 id="players">Players</h2>
      <ul class="roster">
        {[...view.players]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((p) => (
            <li key={p.id}>
              {p.name}
              {p.ship !== null && <span class="ship"> {p.ship}</span>}
              {p.joined > 1 && <span class="note"> joined in round {p.joined}</span>}
              {p.left !== null && <span class="note"> left from round {p.left}</span>}{" "}
              {p.left === null ? (
                <>
                  {roundsLeft && (
                    <button type="button" onClick={() => void act("drop", { player: p.id })}>
                      Drop {p.name}
                    </button>
                  )}
                  {unplayed(p.id) !== undefined && (
                    <>
                      {" "}
                      <button type="button" onClick={() => void act("drop", { player: p.id, round: unplayed(p.id) })}>
                        {p.name} leaves before playing round {unplayed(p.id)}
                      </button>
                    </>
                  )}
                </>
              ) : (
                <button type="button" onClick={() => void act("back", { player: p.id })}>
                  {p.name} is back
                </button>
              )}
            </li>
          ))}
      </ul>
      {view.lists.length > 0 && (
        <>
          <h3>Lists sent by players</h3>
          <ul class="lists">
            {view.lists.map((l) => (
              <li key={l.id}>
                {l.name}: {l.label}{" "}
                <button type="button" onClick={() => void act("list", { id: l.id, register: true })}>
                  Register {l.name}
                </button>{" "}
                <button type="button" onClick={() => void act("list", { id: l.id, register: false })}>
                  Decline
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>A player arrives</h3>
      <label>
        Name <input value={name} aria-label="name of the arriving player" onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <SquadField key={fieldKey} label="Their squad" onChange={(choice, legal) => setSquad(choice === undefined ? { legal } : { choice, legal })} />
      <button
        type="button"
        disabled={name.trim() === "" || !squad.legal}
        onClick={() => {
          const body = { name: name.trim(), ...(squad.choice === undefined ? {} : { squad: squad.choice.squad, ...(squad.choice.pilot === undefined ? {} : { pilot: squad.choice.pilot }) }) };
          setName("");
          setSquad({ legal: true });
          setFieldKey(fieldKey + 1);
          void act("join", body);
        }}
      >
        Join {name.trim() === "" ? "" : name.trim()}
      </button>
    </section>
  );
}
