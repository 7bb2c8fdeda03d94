import { type Violation, violation } from "../../core/errors.js";
import { type Check, integer, object, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { BUOYS, type Buoy } from "./cards.js";

/** What a collision die shows. */
export type DieResult = "hit" | "crit" | "focus" | "blank";

/** The events of a Space Race record, by `type`. */
export interface SpaceRaceEventMap {
  roundStarted: Record<never, never>;
  /** A player's whole activation begins: maneuver, action, shooting. Must follow the turn order. */
  turnStarted: { readonly player: string };
  /** The player's action: the next target buoy of its card, within range 1 (the app measures). */
  buoyActivated: { readonly player: string; readonly buoy: Buoy };
  damaged: { readonly target: string; readonly amount: number; readonly source?: { readonly kind: string; readonly by?: string } };
  repaired: { readonly target: string; readonly shields?: number; readonly hull?: number };
  /** A gravity cannon attack on a ship: the hits and crits left after the defence dice. */
  gravityCannonHit: { readonly by: string; readonly target: string; readonly hits: number; readonly crits: number };
  /** A gravity cannon attack on an asteroid: the attack results and the asteroid's green die. */
  asteroidShot: { readonly by: string; readonly hits: number; readonly crits: number; readonly evades: number };
  /** A ship overlaps an asteroid (its own move, a bounce, or an asteroid pushed onto it). */
  asteroidCollision: { readonly target: string; readonly damageRoll: DieResult; readonly recoilShield: true };
  turnEnded: { readonly player: string };
  roundEnded: Record<never, never>;
}

/** The `type` of a Space Race event. */
export type SpaceRaceEventType = keyof SpaceRaceEventMap;
/** One Space Race event: `{ type, ...payload }`. */
export type SpaceRaceEvent = { [T in SpaceRaceEventType]: { readonly type: T } & SpaceRaceEventMap[T] }[SpaceRaceEventType];
/** The Space Race event of one `type`. */
export type SpaceRaceEventOf<T extends SpaceRaceEventType> = Extract<SpaceRaceEvent, { readonly type: T }>;

const id = text(64, undefined, "a player id");
const dice = integer(0, 20);
const anyKind: Check = (v) => (typeof v === "string" && v.length > 0 && v.length <= 40 ? undefined : { path: "", message: "expected {path} to be a damage source kind" });

const EVENT = tagged("type", {
  roundStarted: {},
  turnStarted: { player: id },
  buoyActivated: { player: id, buoy: oneOf(...BUOYS) },
  damaged: { target: id, amount: integer(1, 1000), source: optional(object({ kind: anyKind, by: optional(id), owner: optional(id), movedBy: optional(id) })) },
  repaired: { target: id, shields: optional(integer(1, 1000)), hull: optional(integer(1, 1000)) },
  gravityCannonHit: { by: id, target: id, hits: dice, crits: dice },
  asteroidShot: { by: id, hits: dice, crits: dice, evades: integer(0, 1) },
  asteroidCollision: { target: id, damageRoll: oneOf("hit", "crit", "focus", "blank"), recoilShield: oneOf(true) },
  turnEnded: { player: id },
  roundEnded: {},
});

/**
 * The violation of a Space Race event's shape (`ERR_INVALID_EVENT`), or `undefined`. Does not look
 * at the state.
 */
export function checkEvent(raw: unknown): Violation<"ERR_INVALID_EVENT"> | undefined {
  const problem = problemWith(EVENT, raw, "event");
  if (problem !== undefined) return violation("ERR_INVALID_EVENT", problem);
  const e = raw as SpaceRaceEvent;
  if (e.type === "repaired" && e.shields === undefined && e.hull === undefined) return violation("ERR_INVALID_EVENT", "expected event.shields or event.hull (or both)");
  return undefined;
}
