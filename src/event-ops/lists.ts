import { type AcesHighEvent, displayName } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { nightStateOf, type SentList, withNightState } from "./night-state.js";
import { refuse } from "./refusal.js";
import { arrive, type Registration } from "./roster.js";

/** The most lists that wait for the organiser at once: a night's players, with room to spare. */
export const MOST_WAITING_LISTS = 200;

/**
 * A player's list sent from the registration page (checked legal by the caller): kept in the event
 * file for the organiser, who registers the player with it or declines it. The same list sent again
 * (same id) is kept once; a name already registered, or already waiting, is refused.
 */
export function sendList(event: AcesHighEvent, list: Omit<SentList, "received" | "status">, now: Date): Changed<string> {
  const state = nightStateOf(event);
  const lists = state.lists ?? [];
  if (lists.some((l) => l.id === list.id)) return { event, said: `${list.name}'s list is with the organiser.` };
  if (event.players.some((p) => displayName(event, p) === list.name)) refuse("ERR_NIGHT", `expected a new player; ${JSON.stringify(list.name)} is registered already (ask the organiser to change a list)`);
  if (lists.some((l) => l.status === "waiting" && l.name === list.name)) refuse("ERR_NIGHT", `expected one list a player; ${JSON.stringify(list.name)} has sent one already (ask the organiser to decline it first)`);
  if (lists.filter((l) => l.status === "waiting").length >= MOST_WAITING_LISTS) refuse("ERR_NIGHT", `expected at most ${MOST_WAITING_LISTS} lists waiting for the organiser; ask the organiser`);
  const sent: SentList = { ...list, received: now.toISOString(), status: "waiting" };
  return { event: withNightState(event, { ...state, lists: [...lists, sent] }), said: `${list.name}'s list is with the organiser.` };
}

/** The organiser registers the player of a list sent (as a player arriving: `arrive`), with its ship checked again by the caller. */
export function registerList(event: AcesHighEvent, id: string, registration: (list: SentList) => Registration): Changed<string> {
  const state = nightStateOf(event);
  const list = (state.lists ?? []).find((l) => l.id === id && l.status === "waiting");
  if (list === undefined) refuse("ERR_NIGHT", `expected a list waiting for the organiser, got ${JSON.stringify(id)}`);
  const arrived = arrive(event, registration(list));
  const lists = (state.lists ?? []).map((l): SentList => (l.id === id ? { ...l, status: "registered" } : l));
  return { event: withNightState(arrived.event, { ...nightStateOf(arrived.event), lists }), said: arrived.said };
}

/** The organiser declines a list sent: kept, marked declined; the player may send another. */
export function declineList(event: AcesHighEvent, id: string): Changed<string> {
  const state = nightStateOf(event);
  const list = (state.lists ?? []).find((l) => l.id === id && l.status === "waiting");
  if (list === undefined) refuse("ERR_NIGHT", `expected a list waiting for the organiser, got ${JSON.stringify(id)}`);
  const lists = (state.lists ?? []).map((l): SentList => (l.id === id ? { ...l, status: "declined" } : l));
  return { event: withNightState(event, { ...state, lists }), said: `${list.name}'s list is declined (kept in the event file).` };
}
