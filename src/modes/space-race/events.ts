import { type Violation, violation } from "../../core/errors.js";
import { integer, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { deepFreeze } from "../../core/freeze.js";
import { DAMAGE_SOURCE, type DamageSource } from "../damage-source.js";
import { BUOYS, type Buoy } from "./cards.js";

/** What a collision die shows. */
export type DieResult = "hit" | "crit" | "focus" | "blank";

/**
 * The actions of the core rules a racer may perform (`actionPerformed`), and `other` for an action a
 * card gives. A buoy is `buoyActivated`. `cloak` is named only to be refused ("Ships cannot use
 * upgrades that allow them to use the cloak action").
 */
export const RACE_ACTIONS = /* @__PURE__ */ deepFreeze([
  "focus",
  "evade",
  "lock",
  "barrelRoll",
  "boost",
  "coordinate",
  "jam",
  "reinforce",
  "reload",
  "rotateArc",
  "slam",
  "calculate",
  "cloak",
  "other",
] as const);
/** An action of `RACE_ACTIONS`. */
export type RaceAction = (typeof RACE_ACTIONS)[number];

/** What takes a racer's action away, by the core rules (ruling action-lost). */
export const ACTION_LOSSES = /* @__PURE__ */ deepFreeze(["bump", "stress", "other"] as const);
/** A cause of `ACTION_LOSSES`. */
export type ActionLoss = (typeof ACTION_LOSSES)[number];

/** The events of a Space Race record, by `type`. */
export interface SpaceRaceEventMap {
  roundStarted: Record<never, never>;
  /** A player's whole activation begins: maneuver, action, shooting. Must follow the turn order. */
  turnStarted: { readonly player: string };
  /** The player's action: the next target buoy of its card, within range 1 (the app measures). */
  buoyActivated: { readonly player: string; readonly buoy: Buoy };
  /**
   * Any other action of the player whose turn it is. It takes the turn's one action, unless `free`
   * (an action a card gives for free, such as Push the Limit's; ruling free-actions).
   */
  actionPerformed: { readonly player: string; readonly action: RaceAction; readonly free?: true };
  /** The player whose turn it is loses its action in its maneuver: a bump, stress (ruling action-lost). */
  actionLost: { readonly player: string; readonly cause: ActionLoss };
  damaged: { readonly target: string; readonly amount: number; readonly source?: DamageSource };
  repaired: { readonly target: string; readonly shields?: number; readonly hull?: number };
  /**
   * A gravity cannon attack on a ship: the hits and crits left after the defence dice. One attack per
   * turn; `bonus`: a bonus attack a card gives after it (ruling one-attack-per-turn).
   */
  gravityCannonHit: { readonly by: string; readonly target: string; readonly hits: number; readonly crits: number; readonly bonus?: true };
  /** A gravity cannon attack on an asteroid: the attack results and the asteroid's green die. `bonus` as for `gravityCannonHit`. */
  asteroidShot: { readonly by: string; readonly hits: number; readonly crits: number; readonly evades: number; readonly bonus?: true };
  /** A ship overlaps an asteroid (its own move, a bounce, or an asteroid pushed onto it). */
  asteroidCollision: { readonly target: string; readonly damageRoll: DieResult; readonly recoilShield: true };
  /** The turn that is open ends; `player`, when given, must be the one whose turn it is. */
  turnEnded: { readonly player?: string };
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

/** The shape of an event, as `checkEvent` checks it and the mode's JSON Schema describes it. */
export const EVENT = tagged("type", {
  roundStarted: {},
  turnStarted: { player: id },
  buoyActivated: { player: id, buoy: oneOf(...BUOYS) },
  actionPerformed: { player: id, action: oneOf(...RACE_ACTIONS), free: optional(oneOf(true)) },
  actionLost: { player: id, cause: oneOf(...ACTION_LOSSES) },
  damaged: { target: id, amount: integer(1, 1000), source: optional(DAMAGE_SOURCE) },
  repaired: { target: id, shields: optional(integer(1, 1000)), hull: optional(integer(1, 1000)) },
  gravityCannonHit: { by: id, target: id, hits: dice, crits: dice, bonus: optional(oneOf(true)) },
  asteroidShot: { by: id, hits: dice, crits: dice, evades: integer(0, 1), bonus: optional(oneOf(true)) },
  asteroidCollision: { target: id, damageRoll: oneOf("hit", "crit", "focus", "blank"), recoilShield: oneOf(true) },
  turnEnded: { player: optional(id) },
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
  if (e.type === "damaged" && e.source?.kind === "attack" && e.source.by === e.target) return violation("ERR_INVALID_EVENT", "expected event.source.by to be another ship than event.target");
  if (e.type === "actionPerformed" && e.action === "cloak") {
    return violation("ERR_INVALID_EVENT", 'expected event.action to be an action other than cloak (space-race.txt: "Ships cannot use upgrades that allow them to use the cloak action")');
  }
  return undefined;
}
