import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { integer, list, object, oneOf, optional, problemWith, text } from "../../core/schema.js";
import { PLAYER_ID } from "../../core/ids.js";
import { POINT_BUDGET, RACING_SHIPS, type RacingShip } from "./cards.js";

/** A racer in a checked setup: mission card, ship and the numbers that fix the order of play. */
export interface Racer {
  readonly id: string;
  readonly name?: string;
  /** Mission card 1 to 8, each used once. */
  readonly card: number;
  readonly ship: RacingShip;
  readonly initiative: number;
  readonly points: number;
  readonly hull: number;
  readonly shields: number;
}

/** A checked Space Race setup. */
export interface SpaceRaceSetup {
  readonly players: readonly Racer[];
  /** The random order the app rolled, used when initiative and points are both equal. */
  readonly tiebreak: readonly string[];
}

const RACER = object({
  id: text(64, PLAYER_ID, "a player id (1-64 letters, digits or _.:-, starting with a letter or digit)"),
  name: optional(text(200)),
  card: integer(1, 8),
  ship: oneOf(...RACING_SHIPS),
  initiative: integer(0, 8),
  points: integer(0, POINT_BUDGET),
  hull: integer(1, 20),
  shields: integer(0, 20),
});

const SETUP = object({
  players: list(RACER, 2, 8),
  tiebreak: optional(list(text(64), 1, 8, true)),
});

/** Checks an untrusted Space Race setup: up to 8 racers, each card once, legal ships, 25 points. */
export function parseSetup(raw: unknown): Result<SpaceRaceSetup, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  const problem = problemWith(SETUP, raw, "setup");
  if (problem !== undefined) return fail(problem);
  const { players, tiebreak } = raw as { players: Racer[]; tiebreak?: string[] };
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (players.findIndex((q) => q.id === p.id) !== i) return fail(`expected setup.players[${i}].id to be unique; ${JSON.stringify(p.id)} is repeated`);
    if (players.findIndex((q) => q.card === p.card) !== i) return fail(`expected setup.players[${i}].card to be unique; card ${p.card} is used twice`);
  }
  if (tiebreak !== undefined) {
    const unknown = tiebreak.find((id) => !players.some((p) => p.id === id));
    if (unknown !== undefined) return fail(`expected setup.tiebreak to name players of the race, got ${JSON.stringify(unknown)}`);
  }
  const tied = players.filter((p) => players.some((q) => q !== p && q.initiative === p.initiative && q.points === p.points));
  const unranked = tied.find((p) => !(tiebreak ?? []).includes(p.id));
  if (unranked !== undefined) {
    return fail(`expected setup.tiebreak to order ${unranked.id} and the others with the same initiative and points (space-race.txt: "It is decided at random who goes first")`);
  }
  return ok({
    players: players.map((p) => ({ id: p.id, ...(p.name === undefined ? {} : { name: p.name }), card: p.card, ship: p.ship, initiative: p.initiative, points: p.points, hull: p.hull, shields: p.shields })),
    tiebreak: [...(tiebreak ?? [])],
  });
}

/**
 * The order of play, fixed for the game (space-race.txt, "Order of Initiative"): higher initiative
 * first; equal initiative: fewer points first; still equal: the tiebreak order.
 */
export function turnOrder(setup: SpaceRaceSetup): string[] {
  const rank = (id: string) => setup.tiebreak.indexOf(id);
  return [...setup.players]
    .sort((a, b) => b.initiative - a.initiative || a.points - b.points || rank(a.id) - rank(b.id))
    .map((p) => p.id);
}
