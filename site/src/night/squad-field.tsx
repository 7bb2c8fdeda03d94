import { useState } from "preact/hooks";
import { Refused, request } from "./api.js";
import type { SquadCheck } from "./types.js";

/** A squad given for a player: its XWS JSON and the pilot picked from it. */
export interface SquadChoice {
  readonly squad: unknown;
  readonly pilot?: number;
}

/**
 * An XWS squad dropped as a file or pasted, checked at once by the server as `setup` checks it (at the
 * event's limit, or `limit` before the event is open); a squad of several pilots asks which one flies.
 */
export function SquadField({ limit, label, onChange }: { readonly limit?: number | undefined; readonly label: string; readonly onChange: (choice: SquadChoice | undefined, legal: boolean) => void }) {
  const [text, setText] = useState("");
  const [pilot, setPilot] = useState<number | undefined>(undefined);
  const [check, setCheck] = useState<SquadCheck | { readonly error: string } | undefined>(undefined);
  const run = async (json: string, pick: number | undefined) => {
    setText(json);
    setPilot(pick);
    if (json.trim() === "") {
      setCheck(undefined);
      return onChange(undefined, true);
    }
    let squad: unknown;
    try {
      squad = JSON.parse(json);
    } catch {
      setCheck({ error: "this is not an XWS squad (JSON)" });
      return onChange(undefined, false);
    }
    try {
      const answer = await request<SquadCheck>("POST", "/api/squad", { squad, ...(pick === undefined ? {} : { pilot: pick }), ...(limit === undefined ? {} : { limit }) });
      setCheck(answer);
      onChange({ squad, ...(pick === undefined ? {} : { pilot: pick }) }, answer.ok);
    } catch (e) {
      setCheck({ error: e instanceof Refused ? e.line : String(e) });
      onChange(undefined, false);
    }
  };
  return (
    <div
      class="squad"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        const file = e.dataTransfer?.files[0];
        if (file !== undefined) void file.text().then((t) => run(t, undefined));
      }}
    >
      <label>
        {label}: drop the XWS file here, or paste it
        <textarea rows={2} value={text} onInput={(e) => void run(e.currentTarget.value, undefined)} />
      </label>
      <input type="file" accept=".json,application/json" aria-label={`${label}: XWS file`} onChange={(e) => e.currentTarget.files?.[0] && void e.currentTarget.files[0].text().then((t) => run(t, undefined))} />
      {check !== undefined && "pilots" in check && check.pilots.length > 1 && (
        <label>
          Pilot flown{" "}
          <select value={pilot === undefined ? "" : String(pilot)} onChange={(e) => void run(text, e.currentTarget.value === "" ? undefined : Number(e.currentTarget.value))}>
            <option value="">choose the pilot</option>
            {check.pilots.map((p) => (
              <option key={p.place} value={String(p.place)}>
                {p.name} ({p.ship})
              </option>
            ))}
          </select>
        </label>
      )}
      {check !== undefined && ("error" in check ? <p class="refusal">{check.error}</p> : check.ok ? <p class="said">Legal: {check.label}</p> : check.problems.map((p) => <p key={p} class="refusal">{p}</p>))}
    </div>
  );
}
