import { randomInt } from "node:crypto";
import { idFrom, PLAYER_ID } from "../core/ids.js";
import {
  type AcesHighEvent,
  type AcesHighShipInput,
  createEvent,
  displayName,
  dropOf,
  dropPlayer,
  type EntrantEntry,
  type GameRules,
  joinPlayer,
  rejoinPlayer,
  roundCountOf,
  withEntrants,
} from "../modes/tournament/index.js";
import { freeId } from "../cli/event-players.js";
import { seatsLeft, type TableLeft } from "../cli/event-notes.js";
import type { Changed } from "./change.js";
import { nightStateOf, withNightState } from "./night-state.js";
import { refuse } from "./refusal.js";
import { unwrap } from "./unwrap.js";

/** A player registered by name, with the ship their squad plays (checked already, squad.ts) and its card names. */
export interface Registration {
  readonly name: string;
  readonly ship?: AcesHighShipInput;
  readonly label?: string;
  /** The edition the squad was checked in. */
  readonly edition?: "legacy" | "2.5";
}

/** The event's settings chosen at registration (as `event init`'s options). */
export interface NightSettings {
  readonly name?: string;
  readonly date?: string;
  readonly rounds?: number;
  readonly game: Partial<GameRules>;
  /** A game record a table sends is entered without the organiser when it adjudicates. */
  readonly autoAccept: boolean;
}

/** The id made from a name (as the command line makes it), numbered when it is taken. */
function idOf(name: string, taken: ReadonlySet<string>, i: number): string {
  return freeId(PLAYER_ID.test(name) ? name : idFrom(name, i), taken);
}

function entrantOf(player: string, r: Registration): EntrantEntry {
  return { player, ...(r.name === player ? {} : { name: r.name }), ...(r.ship === undefined ? {} : { ship: r.ship }) };
}

/** A new event of the players registered (as `event init`), with the night's key given (the server printed its secret already). */
export function openNight(players: readonly Registration[], settings: NightSettings, key: string): AcesHighEvent {
  const editions = new Set(players.flatMap((r) => (r.edition === undefined ? [] : [r.edition])));
  if (editions.size > 1) refuse("ERR_NIGHT", "expected squads of one edition; these are of 2.0 Legacy and of 2.5");
  const edition = [...editions][0];
  const names = new Set<string>();
  const ids = new Set<string>();
  const entrants: EntrantEntry[] = [];
  const ships = new Map<string, string>();
  players.forEach((r, i) => {
    if (names.has(r.name)) refuse("ERR_NIGHT", `expected each player once; ${JSON.stringify(r.name)} is registered twice (two players of one name: name them apart)`);
    names.add(r.name);
    const id = idOf(r.name, ids, i);
    ids.add(id);
    entrants.push(entrantOf(id, r));
    if (r.label !== undefined) ships.set(id, r.label);
  });
  const event = unwrap(
    createEvent({
      players: [...ids],
      seed: randomInt(1, 2 ** 31),
      ...(settings.rounds === undefined ? {} : { roundCount: settings.rounds }),
      ships,
      entrants,
      ...(Object.keys(settings.game).length === 0 && edition === undefined ? {} : { game: { ...settings.game, ...(edition === undefined ? {} : { edition }) } }),
      ...(settings.name === undefined ? {} : { name: settings.name }),
      ...(settings.date === undefined ? {} : { date: settings.date }),
    }),
  );
  const state = nightStateOf(event);
  return withNightState(event, { ...state, key, autoAccept: settings.autoAccept });
}

/**
 * A player arriving (as `event join`): a player who left and comes back by the same name is let back;
 * else a new player, seated in the round being played when none of its tables has a result yet (at the
 * smallest table with room), or from the next round.
 */
export function arrive(event: AcesHighEvent, r: Registration): Changed<string> {
  const returning = event.players.find((p) => (p === r.name || displayName(event, p) === r.name) && dropOf(event, p) !== null);
  if (returning !== undefined) return comeBack(event, returning);
  const namesake = event.players.find((p) => displayName(event, p) === r.name);
  if (namesake !== undefined) refuse("ERR_NIGHT", `expected a new player; ${JSON.stringify(r.name)} is already in the event (name a namesake apart, e.g. ${JSON.stringify(`${r.name} 2`)})`);
  const player = idOf(r.name, new Set(event.players), event.players.length);
  const current = event.rounds.length;
  const playing = current > 0 && event.rounds[current - 1]!.tables.every((t) => t.record === undefined);
  const round = playing ? current : Math.min(current + 1, roundCountOf(event));
  const table = playing
    ? event.rounds[current - 1]!.tables.map((t, i) => ({ t: i + 1, n: t.players.length })).filter((x) => x.n < 8).sort((a, b) => a.n - b.n || a.t - b.t)[0]?.t
    : undefined;
  let joined = unwrap(joinPlayer(event, player, round, { ...(table === undefined ? {} : { table }), ...(r.label === undefined ? {} : { ship: r.label }) }));
  if (r.name !== player || r.ship !== undefined) joined = unwrap(withEntrants(joined, [entrantOf(player, r)]));
  const where = table === undefined ? "" : ` at table ${table}, order number ${joined.rounds[round - 1]!.tables[table - 1]!.players.length}`;
  return { event: joined, said: `${r.name} joins from round ${round}${where}.` };
}

/**
 * The first round a player who leaves is not seated in when none is named (as `event drop` without
 * `--round`): the next round not paired yet, or the last round. A table already paired keeps them unless
 * a round is named: they may have played its game, whose result is not in yet.
 */
export function leavingRound(event: AcesHighEvent): number {
  return Math.min(event.rounds.length + 1, roundCountOf(event));
}

/**
 * A player who leaves (as `event drop`): not seated from `round` on (`leavingRound` by default); results
 * so far stand. `warnings[i]` says what became of `tablesLeft[i]`, a table already paired that loses them
 * (event-notes.ts). `name` names players in what is said (the command line adds their ids).
 */
export function leave(
  event: AcesHighEvent,
  player: string,
  round = leavingRound(event),
  name = (id: string) => displayName(event, id),
): Changed<{ readonly said: string; readonly warnings: readonly string[]; readonly tablesLeft: readonly TableLeft[] }> {
  if (!event.players.includes(player)) refuse("ERR_NIGHT", `expected a player of the event, got ${JSON.stringify(player)}`);
  const dropped = unwrap(dropPlayer(event, player, round));
  const played = round > 1 ? `; their results of round${round > 2 ? `s 1 to ${round - 1}` : " 1"} stand` : "";
  // A table printed on the wall that loses a player.
  const tablesLeft = seatsLeft(event, dropped, player, round);
  const warnings = tablesLeft.map((t) => `round ${t.round} was paired already: ${name(player)} is taken off table ${t.table}, whose printed sheet names them; it now seats ${t.players.map(name).join(", ")}`);
  return { event: dropped, said: { said: `${name(player)} leaves: not seated from round ${round} on${played}.`, warnings, tablesLeft } };
}

/** A player who left comes back (as `event drop --undo`): seated from the next round paired. */
export function comeBack(event: AcesHighEvent, player: string, name = (id: string) => displayName(event, id)): Changed<string> {
  const back = unwrap(rejoinPlayer(event, player));
  return { event: back, said: `${name(player)} is back: their leaving is taken back, and they are seated from the next round paired.` };
}
