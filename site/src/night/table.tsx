import { useEffect, useState } from "preact/hooks";
import { namesOf } from "./live.js";
import { type Outgoing, readOutbox, send } from "./outbox.js";
import { Placed } from "./players.js";
import { SheetForm } from "./sheet-form.js";
import { Clock } from "./timer.js";
import type { PlayersView } from "./types.js";

/** A table's page: its players, and its result sent with the table's code, kept on the phone until the server has it. */
export function Table({ night, round, table }: { readonly night: PlayersView; readonly round: number; readonly table: number }) {
  const [outbox, setOutbox] = useState<Outgoing[]>(readOutbox);
  const [code, setCode] = useState("");
  const [recordError, setRecordError] = useState("");
  // (The night's page keeps sending what the phone kept: main.tsx.)
  useEffect(() => {
    const changed = () => setOutbox(readOutbox());
    window.addEventListener("night-outbox", changed);
    return () => window.removeEventListener("night-outbox", changed);
  }, []);
  const entry = night.rounds[round - 1]?.tables[table - 1];
  if (entry === undefined) return <p class="refusal">Round {round} has no table {table}.</p>;
  const name = namesOf(night);
  const mine = outbox.filter((o) => o.round === round && o.table === table);
  const sendRecord = async (file: File) => {
    setRecordError("");
    try {
      const record: unknown = JSON.parse(await file.text());
      await send({ round, table, code, kind: "record", record });
    } catch {
      setRecordError(`${file.name} is not a game record (JSON)`);
    }
  };
  return (
    <>
      <h2>
        Round {round}, table {table}
      </h2>
      <Clock timer={night.timer} />
      <ol>
        {entry.players.map((p) => (
          <li key={p}>{name(p)}</li>
        ))}
      </ol>
      {entry.result === "entered" ? (
        <>
          {entry.places !== undefined && <Placed players={entry.players} places={entry.places} name={name} />}
          <p class="said">This table's result is in the standings. Only the organiser can change it now.</p>
        </>
      ) : (
        <>
          <label class="code">
            Table code (on the table's sheet){" "}
            <input autoComplete="off" autoCapitalize="characters" maxLength={12} value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </label>
          <p>
            <a class="button" href={`/play/?round=${round}&table=${table}`} data-play>
              Play this table's game
            </a>
          </p>
          <p class="note">Records the game in the table app (its players, ships and the event's rules set up), which sends it from there; or fill in the score sheet:</p>
          <h3>The score sheet</h3>
          <SheetForm players={entry.players} name={name} label="Send the result" onSheet={(sheet) => void send({ round, table, code, kind: "sheet", sheet })} />
          <details>
            <summary>Or send the game record recorded in the table app</summary>
            <p>
              <a href={`/api/game/${round}/${table}`} download={`round-${round}-table-${table}.json`}>
                This table's game record to record in
              </a>{" "}
              (its players, ships and rules); then send the record saved at the end:
            </p>
            <input type="file" accept=".json,application/json" aria-label="game record file" onChange={(e) => e.currentTarget.files?.[0] && void sendRecord(e.currentTarget.files[0])} />
            {recordError !== "" && <p class="refusal">{recordError}</p>}
          </details>
        </>
      )}
      <ul class="outbox" aria-live="polite">
        {mine.map((o) => (
          <li key={o.id} class={o.state}>
            {said(o, entry.result, o === mine.filter((x) => x.state === "pending" || x.state === "accepted").at(-1))}
          </li>
        ))}
      </ul>
      <p>
        <a href="/">Back to the pairings</a>
      </p>
    </>
  );
}

/**
 * What became of a result this phone sent, as the server said and as the table now stands: the
 * organiser may have entered it, or declined it (the table then shows no result and nothing sent), and
 * the phone says so instead of waiting on. `newest`: the last result of this table the server took.
 */
export function said(o: Outgoing, result: "entered" | "sent" | "none", newest: boolean): string {
  if (o.state === "waiting") return "Kept on this phone, sending…";
  if (o.state === "refused") return `Refused: ${o.refusal ?? ""}`;
  if (!newest) return "Received; a later result was sent after it.";
  if (result === "entered") return "Received and entered.";
  if (result === "none") return "Declined by the organiser: check the sheet with the table and send it again.";
  return "Received: waiting for the organiser.";
}
