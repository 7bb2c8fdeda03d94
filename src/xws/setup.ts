import { at, type RuleViolation, violation } from "../core/errors.js";
import { idFrom } from "../core/ids.js";
import { err, ok, type Result } from "../core/result.js";
import type { AcesHighSetupInput } from "../modes/aces-high/index.js";
import type { Catalog } from "./catalog.js";
import { type SquadShip, shipsFromXws, unreadNote, type XwsErrorCode, type XwsNote } from "./from-xws.js";
import { checkAcesHighList, type ListErrorCode, type ListOptions } from "./list.js";
import { parseXws, type XwsSquad } from "./squad.js";

/** One player's squad: the raw XWS JSON and, optionally, the player id and name to use. */
export interface SquadEntry {
  readonly squad: unknown;
  readonly id?: string;
  readonly name?: string;
  /**
   * The ship to play from a squad of several (most exports hold a whole list): its place in the squad
   * (1 for the first pilot) or its pilot's XWS id. The squad's stated total is then not compared.
   */
  readonly pilot?: number | string;
}

/** The code of a `pilot` choice the squad does not have (no such place, or no pilot or several with that id). */
export type PilotChoiceErrorCode = "ERR_PILOT_CHOICE";

/**
 * A result with what the import noticed on the way (`notes`: points the card data corrects, upgrade
 * ids read as the card they stand for, ...), whether it succeeded or not.
 */
export type WithNotes<R> = R & { readonly notes: readonly XwsNote[] };

/**
 * The code of a number of squads no Aces High game has: none, or more than the 8 players of
 * aces-high.txt ("2 to 8 people can gather on one field"), one squad each.
 */
export type SquadCountErrorCode = "ERR_SQUAD_COUNT";

// A game has 2 to 8 players (aces-high.txt: "2 to 8 people can gather on one field"). One squad gives a
// one-player setup, so that a list can be checked and costed as the others are; `start` refuses it until
// the other players' squads join it. No squads, or more than 8, is no game at any stage.
const MOST_SQUADS = 8;

/**
 * An Aces High setup from squads: one player per squad (1 to 8 squads, else `ERR_SQUAD_COUNT`; a game
 * needs at least 2, and `start` refuses a one-player setup), player order as given, every list checked against the point
 * `limit` (and `options`, see `checkAcesHighList`). Player ids default to the entry's `name`, else the
 * squad's, made into an id (`idFrom`: "Zoë Ng" is zoe-ng), or p1, p2... A squad of several ships plays
 * the one its entry's `pilot` picks (`ERR_PILOT_CHOICE` when the squad has no such pilot). Points are
 * the card data's; where a squad states others, `notes` says so.
 */
export function acesHighSetupFromSquads(
  entries: readonly SquadEntry[],
  catalog: Catalog,
  limit: number,
  options: ListOptions = {},
): WithNotes<Result<AcesHighSetupInput, RuleViolation<XwsErrorCode | ListErrorCode | SquadCountErrorCode | PilotChoiceErrorCode>[]>> {
  const players: AcesHighSetupInput["players"][number][] = [];
  const problems: RuleViolation<XwsErrorCode | ListErrorCode | SquadCountErrorCode | PilotChoiceErrorCode>[] = [];
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > MOST_SQUADS) {
    const got = Array.isArray(entries) ? `${entries.length} squad${entries.length === 1 ? "" : "s"}` : "no list of squads";
    const message = `expected 1 to ${MOST_SQUADS} squads, one per player (a game has 2 to 8; aces-high.txt: "2 to 8 people can gather on one field"), got ${got}`;
    problems.push(at(violation("ERR_SQUAD_COUNT" as const, message), null));
    if (!Array.isArray(entries)) return { ...err(problems), notes: [] };
  }
  const notes: XwsNote[] = [];
  const used = new Set<string>();
  entries.forEach((entry, i) => {
    const parsed = parseXws(entry.squad, `squad ${i + 1}`);
    if (!parsed.ok) return void problems.push(parsed.error);
    const squad = entry.pilot === undefined ? parsed : pickPilot(parsed.value, entry.pilot, parsed.value.name ?? `squad ${i + 1}`);
    if (!squad.ok) return void problems.push(squad.error);
    const label = squad.value.name ?? `squad ${i + 1}`;
    const ships = shipsFromXws(squad.value, catalog, label);
    if (!ships.ok) return void problems.push(ships.error);
    notes.push(...notesOf(squad.value, ships.value, label));
    const listProblems = checkAcesHighList(squad.value, ships.value, limit, label, options);
    if (listProblems.length > 0) return void problems.push(...listProblems);
    const ship = ships.value[0]!;
    let id = entry.id ?? idFrom(entry.name ?? squad.value.name ?? ship.pilot, i);
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    const name = entry.name ?? squad.value.name;
    players.push({
      id,
      order: i + 1,
      ...(name === undefined ? {} : { name }),
      ship: {
        hull: ship.hull,
        shields: ship.shields,
        pilot: ship.pilot,
        ship: ship.ship,
        initiative: ship.initiative,
        ...(ship.points === undefined ? {} : { points: ship.points }),
        saves: ship.saves,
        ...(Object.keys(ship.upgrades).length === 0 ? {} : { upgrades: ship.upgrades }),
      },
    });
  });
  if (problems.length > 0) return { ...err(problems), notes };
  return { ...ok({ players, rules: {} }), notes };
}

/**
 * The squad narrowed to the one pilot chosen by place (1 for the first) or by XWS id; its stated
 * total, which is the whole list's, is dropped.
 */
export function pickPilot(squad: XwsSquad, pilot: number | string, label: string): Result<XwsSquad, RuleViolation<PilotChoiceErrorCode>> {
  const ids = squad.pilots.map((p, i) => `${i + 1} ${p.id}`).join(", ");
  const refuse = (why: string) => err(at(violation("ERR_PILOT_CHOICE" as const, `${label}: ${why}; the squad's pilots: ${ids || "none"}`), null));
  let index: number;
  if (typeof pilot === "number") {
    if (!Number.isInteger(pilot) || pilot < 1 || pilot > squad.pilots.length) return refuse(`expected the pilot's place from 1 to ${squad.pilots.length}, got ${pilot}`);
    index = pilot - 1;
  } else {
    const matches = squad.pilots.flatMap((p, i) => (p.id.toLowerCase() === String(pilot).toLowerCase() ? [i] : []));
    if (matches.length !== 1) return refuse(`expected one pilot with the id ${JSON.stringify(pilot)}, got ${matches.length}${matches.length > 1 ? " (pick one by its place)" : ""}`);
    index = matches[0]!;
  }
  const { points: _whole, unreadPoints: _unread, ...rest } = squad;
  return ok({ ...rest, pilots: [squad.pilots[index]!] });
}

/** The ships' notes, and one for the squad's own total when it differs and no ship's note says so already. */
function notesOf(squad: XwsSquad, ships: readonly SquadShip[], label: string): XwsNote[] {
  const notes = ships.flatMap((s) => s.notes);
  if (squad.unreadPoints !== undefined) notes.push(unreadNote(label, squad.unreadPoints));
  const total = ships.every((s) => s.points !== undefined) ? ships.reduce((sum, s) => sum + s.points!, 0) : undefined;
  if (squad.points !== undefined && total !== undefined && squad.points !== total && !notes.some((n) => n.code === "NOTE_POINTS_DIFFER")) {
    notes.push({ code: "NOTE_POINTS_DIFFER", message: `${label}: the squad says ${squad.points} points in all, the card data ${total}; ${total} are used` });
  }
  return notes;
}


/**
 * An Epic player from a squad of several ships (squad points scoring): each ship gets an id made
 * from the player id and its pilot, hull and shields with upgrade grants, and its points (a number,
 * the card data's; `notes` says where the squad states others).
 */
export function epicPlayerFromSquad(
  squad: unknown,
  catalog: Catalog,
  player: { readonly id: string; readonly order: number },
): WithNotes<Result<{ id: string; order: number; ships: { id: string; hull: number; shields: number; points: number }[] }, RuleViolation<XwsErrorCode>>> {
  const parsed = parseXws(squad, player.id);
  if (!parsed.ok) return { ...parsed, notes: [] };
  const label = parsed.value.name ?? player.id;
  const ships = shipsFromXws(parsed.value, catalog, label);
  if (!ships.ok) return { ...ships, notes: [] };
  const notes = notesOf(parsed.value, ships.value, label);
  const missing = ships.value.find((s) => s.points === undefined);
  if (missing) {
    return { ...err({ code: "ERR_INVALID_SQUAD" as const, event: null, message: `${player.id}: expected squad points for ${missing.pilot} (from the card data or the squad) to score an Epic game with points` }), notes };
  }
  return {
    ...ok({
      id: player.id,
      order: player.order,
      ships: ships.value.map((s, i) => ({ id: idFrom(`${player.id}-${s.pilot}-${i + 1}`, i), hull: s.hull, shields: s.shields, points: s.points! })),
    }),
    notes,
  };
}
