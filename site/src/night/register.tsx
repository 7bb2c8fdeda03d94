import { useState } from "preact/hooks";
import { Refused, request } from "./api.js";
import { SquadField, type SquadChoice } from "./squad-field.js";
import type { PlayersView } from "./types.js";

const SENT = "ace-ledger-night-list";

/**
 * Before the night: a player checks their list at the event's limit (the checks of `setup`) and, once
 * the organiser has opened the event, sends it with their name; the organiser registers them with it.
 */
export function Register({ night }: { readonly night: PlayersView | null }) {
  const [name, setName] = useState("");
  const [squad, setSquad] = useState<{ choice?: SquadChoice; legal: boolean }>({ legal: false });
  const [said, setSaid] = useState(() => localStorage.getItem(SENT) ?? "");
  const [refusal, setRefusal] = useState("");
  const limit = night?.pointLimit ?? undefined;
  const sendList = async () => {
    if (squad.choice === undefined) return;
    setRefusal("");
    try {
      // The id is made once per list: a list sent twice (a second tap, a reload) is kept once.
      const id = crypto.randomUUID().replaceAll("-", "");
      const answer = await request<{ said: string }>("POST", "/api/lists", { id, name: name.trim(), squad: squad.choice.squad, ...(squad.choice.pilot === undefined ? {} : { pilot: squad.choice.pilot }) });
      localStorage.setItem(SENT, answer.said);
      setSaid(answer.said);
    } catch (e) {
      setRefusal(e instanceof Refused ? e.line : String(e));
    }
  };
  return (
    <section aria-labelledby="check">
      <h2 id="check">Your list</h2>
      <p>{limit === undefined ? "The event is not open yet: check your list (at 20 points until it is), and send it once the organiser has opened the event." : `Lists are checked at the event's limit: ${limit} points.`}</p>
      <SquadField {...(limit === undefined ? { limit: 20 } : {})} label="Your squad" onChange={(choice, legal) => setSquad(choice === undefined ? { legal } : { choice, legal })} />
      {night !== null && (
        <>
          <label>
            Your name <input value={name} aria-label="your name" onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <button type="button" disabled={!squad.legal || squad.choice === undefined || name.trim() === ""} onClick={() => void sendList()}>
            Send my list to the organiser
          </button>
        </>
      )}
      {said !== "" && <p class="said">{said}</p>}
      {refusal !== "" && <p class="refusal">{refusal}</p>}
    </section>
  );
}
