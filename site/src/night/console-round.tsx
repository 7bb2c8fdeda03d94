import { useState } from "preact/hooks";
import type { Act } from "./console.js";
import { namesOf } from "./live.js";
import { SheetForm } from "./sheet-form.js";
import type { ConsoleView, SubmissionView } from "./types.js";

/** A submission's score sheet or record, in words: "Ana 5/1 place 1, Ben 2/0 place 3"; a game record with what it gives when replayed. */
function describe(s: SubmissionView, name: (id: string) => string): string {
  const record = s.record as { mode?: unknown; players?: { id: string; victory: number; bounty: number; place: number }[] } | undefined;
  if (record?.mode === "aces-high-result" && Array.isArray(record.players)) return record.players.map((p) => `${name(p.id)} ${p.victory}/${p.bounty} place ${p.place}`).join(", ");
  if (s.scores !== undefined) return `a game record: ${s.scores.map((p) => `${name(p.id)} victory ${p.victory}, place ${p.place}`).join("; ")}`;
  return s.kind === "record" ? "a game record" : "a score sheet";
}

/** The round: pairing, the tables' codes, the results sent and entered, seating by hand, salvo rolls, the kept results, the pages to print. */
/**
 * `salvoAsked`: the last change was refused for want of a salvo roll (ERR_SALVO). The roll boxes show
 * then, or under the final standings: a tie the next pairing does not meet needs no roll.
 */
export function ConsoleRound({ view, act, salvoAsked }: { readonly view: ConsoleView; readonly act: Act; readonly salvoAsked: boolean }) {
  const name = namesOf(view);
  const round = view.rounds.at(-1);
  const [entering, setEntering] = useState<number | undefined>(undefined);
  const [seating, setSeating] = useState<Record<string, string> | undefined>(undefined);
  const [force, setForce] = useState(false);
  const [rolls, setRolls] = useState<Record<string, string>>({});
  const pending = view.submissions.filter((s) => s.status === "pending");
  // The rolls are asked for once the last round is entered (standings tied at the end are not final
  // until they are), or when a change was refused for want of them.
  const ended = view.rounds.length === view.roundCount && view.standings.after === view.roundCount;
  const tied = view.standings.ties.length > 0 && (ended || salvoAsked);
  return (
    <>
      <section aria-labelledby="round">
        <h2 id="round">{round === undefined ? "No round paired yet" : `Round ${round.round} of ${view.roundCount}`}</h2>
        <div class="row">
          {view.rounds.length < view.roundCount && (
            <button type="button" onClick={() => void act("next")}>
              Pair round {view.rounds.length + 1}
            </button>
          )}
          {round !== undefined && (
            <>
              <button type="button" onClick={() => void act("repair")}>
                Pair round {round.round} again
              </button>
              <button type="button" onClick={() => void act("undo", { force })}>
                Take back round {round.round}
              </button>
              <label>
                <input type="checkbox" checked={force} onChange={(e) => setForce(e.currentTarget.checked)} /> even with results (they are kept)
              </label>
            </>
          )}
        </div>
        {round !== undefined && (
          <>
            <p class="print">
              Print:{" "}
              <a href={`/print/pairings?round=${round.round}`} target="_blank" rel="noopener">
                pairings (with the QR code)
              </a>{" "}
              ·{" "}
              <a href={`/print/sheets?round=${round.round}&k=${encodeURIComponent(view.sheetsKey ?? "")}`} target="_blank" rel="noopener">
                table sheets (with the codes)
              </a>{" "}
              ·{" "}
              <a href="/print/standings" target="_blank" rel="noopener">
                standings
              </a>
            </p>
            <h3>Results sent by the tables</h3>
            {pending.length === 0 ? <p>None waiting.</p> : null}
            <ul class="submissions">
              {pending.map((s) => (
                <li key={s.id}>
                  Table {s.table} (round {s.round}): {describe(s, name)}
                  {s.problem !== undefined && <span class="refusal"> {s.problem}</span>}{" "}
                  <button type="button" onClick={() => void act("accept", { id: s.id })}>
                    Accept table {s.table}
                  </button>{" "}
                  <button type="button" onClick={() => void act("decline", { id: s.id })}>
                    Decline
                  </button>
                </li>
              ))}
            </ul>
            <h3>Tables</h3>
            <ol class="tables">
              {round.tables.map((t) => (
                <li key={t.table} class="table">
                  <h4>
                    Table {t.table} <span class="code">code {view.codes.find((c) => c.table === t.table)?.code}</span>{" "}
                    <span class="status">{t.result === "entered" ? "result in" : t.result === "sent" ? "result sent" : "playing"}</span>
                  </h4>
                  <ol>
                    {t.players.map((p) => (
                      <li key={p}>
                        {seating === undefined ? (
                          name(p)
                        ) : (
                          <label>
                            {name(p)} to table{" "}
                            <select value={seating[p] ?? String(t.table)} onChange={(e) => setSeating({ ...seating, [p]: e.currentTarget.value })}>
                              {round.tables.map((x) => (
                                <option key={x.table} value={String(x.table)}>
                                  {x.table}
                                </option>
                              ))}
                            </select>
                          </label>
                        )}
                      </li>
                    ))}
                  </ol>
                  {entering === t.table ? (
                    <SheetForm
                      players={t.players}
                      name={name}
                      label={t.result === "entered" ? `Correct table ${t.table}'s result` : `Enter table ${t.table}'s result`}
                      onSheet={(sheet) => {
                        setEntering(undefined);
                        void act("result", { round: round.round, table: t.table, sheet, replace: t.result === "entered" });
                      }}
                    />
                  ) : (
                    <button type="button" onClick={() => setEntering(t.table)}>
                      {t.result === "entered" ? `Correct table ${t.table}` : `Enter table ${t.table}'s result`}
                    </button>
                  )}
                </li>
              ))}
            </ol>
            {seating === undefined ? (
              <button type="button" onClick={() => setSeating({})}>
                Seat round {round.round} by hand
              </button>
            ) : (
              <p class="row">
                <button
                  type="button"
                  onClick={() => {
                    const tables = round.tables.map((x) => [] as string[]);
                    for (const t of round.tables) for (const p of t.players) tables[Number(seating[p] ?? t.table) - 1]!.push(p);
                    setSeating(undefined);
                    void act("seat", { round: round.round, tables });
                  }}
                >
                  Seat them so
                </button>{" "}
                <button type="button" onClick={() => setSeating(undefined)}>
                  Cancel
                </button>
              </p>
            )}
          </>
        )}
      </section>
      {tied && (
        <section aria-labelledby="salvo">
          <h2 id="salvo">Final salvo rolls</h2>
          {view.standings.ties.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {view.players
            .filter((p) => view.standings.ties.some((t) => t.includes(p.name)))
            .map((p) => (
              <label key={p.id}>
                {p.name} rolled <input inputMode="numeric" size={3} value={rolls[p.id] ?? ""} onInput={(e) => setRolls({ ...rolls, [p.id]: e.currentTarget.value })} />
              </label>
            ))}
          <button type="button" onClick={() => void act("salvo", { round: view.standings.after, rolls: Object.entries(rolls).filter(([, r]) => r !== "").map(([player, r]) => ({ player, roll: Number(r) })) })}>
            Enter the rolls
          </button>
        </section>
      )}
      {view.replaced.length > 0 && (
        <section aria-labelledby="kept">
          <h2 id="kept">Results replaced or taken off (kept)</h2>
          <ol>
            {view.replaced.map((r) => (
              <li key={r.entry}>
                Round {r.round}, table {r.table}: {describe({ id: "", round: r.round, table: r.table, received: "", kind: "sheet", status: "superseded", record: r.record }, name)}{" "}
                <button type="button" onClick={() => void act("kept", { entry: r.entry })}>
                  Enter it again
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
