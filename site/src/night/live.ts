import { useEffect, useState } from "preact/hooks";
import type { PlayersView } from "./types.js";

/** The night as the server last sent it (null: no event open yet; undefined: not heard yet), and whether the live connection is up. */
export function useNight(): { readonly night: PlayersView | null | undefined; readonly online: boolean } {
  const [night, setNight] = useState<PlayersView | null | undefined>(undefined);
  const [online, setOnline] = useState(false);
  useEffect(() => {
    // EventSource reconnects on its own after the server or the network comes back.
    const source = new EventSource("/api/live");
    source.addEventListener("night", (e) => {
      setNight(JSON.parse((e as MessageEvent<string>).data) as PlayersView | null);
      setOnline(true);
      window.dispatchEvent(new Event("night-live"));
    });
    source.onerror = () => setOnline(false);
    return () => source.close();
  }, []);
  return { night, online };
}

/** Names by player id. */
export function namesOf(night: PlayersView): (id: string) => string {
  const names = new Map(night.players.map((p) => [p.id, p.name]));
  return (id) => names.get(id) ?? id;
}
