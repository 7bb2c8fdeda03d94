import { type AcesHighEvent, displayName, type Seat, seatTables } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { unwrap } from "./unwrap.js";

/** Seats tables of a round by hand (as `event seat`): each table's players in player order, by id. */
export function seatByHand(event: AcesHighEvent, round: number, tables: ReadonlyMap<number, readonly string[]>): Changed<string> {
  const seats = new Map<number, Seat[]>([...tables].map(([t, players]) => [t, players.map((player, i) => ({ player, order: i + 1 }))]));
  const seated = unwrap(seatTables(event, round, seats));
  const said = [...tables].map(([t, players]) => `table ${t}: ${players.map((p) => displayName(seated, p)).join(", ")}`).join("; ");
  return { event: seated, said: `Round ${round} seated by hand: ${said}.` };
}
