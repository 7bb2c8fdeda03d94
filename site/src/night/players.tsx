import { useState } from "preact/hooks";
import { namesOf } from "./live.js";
import { Standings } from "./standings.js";
import { Clock } from "./timer.js";
import type { PlayersView } from "./types.js";

const ME = "ace-ledger-night-me";

/** The players' view: who you are (chosen by name), your table and order number, the clock, every table, the standings. */
export function Players({ night }: { readonly night: PlayersView }) {
  const [me, setMe] = useState(() => localStorage.getItem(ME) ?? "");
  const name = namesOf(night);
  const choose = (id: string) => {
    localStorage.setItem(ME, id);
    setMe(id);
  };
  const round = night.rounds.at(-1);
  const mine = round?.tables.find((t) => t.players.includes(me));
  return (
    <>
      <label class="who">
        Who are you?{" "}
        <select value={me} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">choose your name</option>
          {[...night.players].sort((a, b) => a.name.localeCompare(b.name)).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <Clock timer={night.timer} />
      {round === undefined ? (
        <p>Round 1 is not paired yet.</p>
      ) : (
        <section aria-labelledby="pairings">
          <h2 id="pairings">
            Round {round.round} of {night.roundCount}
          </h2>
          {mine !== undefined && (
            <div class="mine" aria-live="polite">
              <p class="big">
                Your table: <strong>{mine.table}</strong>, order number <strong>{mine.players.indexOf(me) + 1}</strong>
              </p>
              <p>With {mine.players.filter((p) => p !== me).map(name).join(", ")}.</p>
              <p>
                <a class="button" href={`/table?round=${round.round}&table=${mine.table}`}>
                  {mine.result === "none" ? "Your table: play its game or send its result" : "Your table's result"}
                </a>
              </p>
            </div>
          )}
          {me !== "" && mine === undefined && <p>You sit at no table this round.</p>}
          <ol class="tables">
            {round.tables.map((t) => (
              <li key={t.table} class={t === mine ? "table mine-table" : "table"}>
                <h3>
                  Table {t.table} <span class="status">{t.result === "entered" ? "result in" : t.result === "sent" ? "result sent" : ""}</span>
                </h3>
                <ol>
                  {t.players.map((p) => (
                    <li key={p} class={p === me ? "me" : undefined}>
                      {name(p)}
                    </li>
                  ))}
                </ol>
                {t.places !== undefined && <Placed players={t.players} places={t.places} name={name} />}
                {t !== mine && (
                  <a class="small" href={`/table?round=${round.round}&table=${t.table}`}>
                    result of table {t.table}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Standings night={night} me={me} />
    </>
  );
}

/** A table's result once entered: its winner (place 1; several when they share it), then every place. */
export function Placed({ players, places, name }: { readonly players: readonly string[]; readonly places: readonly (number | null)[]; readonly name: (id: string) => string }) {
  const placed = players.map((p, i) => ({ p, place: places[i] ?? null })).filter((x): x is { p: string; place: number } => x.place !== null);
  const winners = placed.filter((x) => x.place === 1).map((x) => name(x.p));
  if (placed.length === 0) return null;
  return (
    <p class="placed">
      {winners.length > 0 && (
        <>
          {winners.length > 1 ? "Winners" : "Winner"}: <strong>{winners.join(", ")}</strong>.{" "}
        </>
      )}
      Places:{" "}
      {placed
        .sort((a, b) => a.place - b.place)
        .map((x) => `${x.place}. ${name(x.p)}`)
        .join(", ")}
    </p>
  );
}
