import { useState } from "preact/hooks";
import { SquadField } from "./squad-field.js";
import type { PlayersView } from "./types.js";

/** Before the night: a player checks their list at the event's limit, with the same checks as `setup`. */
export function Register({ night }: { readonly night: PlayersView | null }) {
  const [legal, setLegal] = useState<boolean | undefined>(undefined);
  const limit = night?.pointLimit ?? undefined;
  return (
    <section aria-labelledby="check">
      <h2 id="check">Check your list</h2>
      <p>{limit === undefined ? "The event is not open yet; lists are checked at 20 points until it is." : `Lists are checked at the event's limit: ${limit} points.`}</p>
      <SquadField {...(limit === undefined ? { limit: 20 } : {})} label="Your squad" onChange={(_, ok) => setLegal(ok)} />
      {legal === true && <p>Bring this file (or paste it) when you register with the organiser.</p>}
    </section>
  );
}
