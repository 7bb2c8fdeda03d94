import { type Violation, violation } from "../../core/errors.js";
import { boolean, dictionary, integer, list, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { type Cover, COVERS } from "./combat.js";
import { LOCATIONS, type Location } from "./units.js";

type Die = number;

/** The events of an A.C.E. Fireteam record, by `type`. Dice are the values the app rolled. */
export interface FireteamEventMap {
  /** A new TURN (1-6) begins; initiative is rolled next. */
  turnStarted: Record<never, never>;
  /** "Each player rolls 1d6 + the REACT bonus for each unit." */
  initiativeRolled: { readonly unit: string; readonly roll: Die };
  phaseStarted: Record<never, never>;
  /** Control: who is present in each sector; Harvester Push: the harvester's distance to each player's edge. */
  phaseEnded: { readonly occupancy?: { readonly [sector: string]: readonly string[] }; readonly harvesterDistances?: { readonly [player: string]: number } };
  /**
   * MOVE: one MOVE box, plus 1 + 1 per floor to jump or climb, `climb` "up" (the default) or "down".
   * Climbing down with a destroyed leg, `climbDamage` names where each floor's 1 damage lands (a leg
   * or the torso). `jumpDown` jumps down at no additional MOVE cost and names the leg that takes the
   * 1 LEG damage.
   */
  moved: {
    readonly unit: string;
    readonly climbFloors?: number;
    readonly climb?: "up" | "down";
    readonly climbDamage?: readonly ("leftLeg" | "rightLeg" | "torso")[];
    readonly jumpDown?: "leftLeg" | "rightLeg";
  };
  guarded: { readonly unit: string };
  /** SWITCH WEAPONS: equip a hand-held weapon in a hand (one WEAPON action). */
  switchedWeapon: { readonly unit: string; readonly weapon: string; readonly location: "leftArm" | "rightArm" };
  /** DROP a hand-held weapon: no WEAPON cost, but the unit's action for the phase. */
  droppedWeapon: { readonly unit: string; readonly weapon: string };
  /**
   * A ranged attack with the dice as rolled. `splashLocationRoll` is required for EXP weapons.
   * `meleeWith` names the other units in melee with the target (not the shooter): the target gains
   * +2 DEFENSE, a miss is owed `strayAttacked` events and an EXP hit `splashRolled` events.
   * `targetInSmoke` and `shooterInSmoke` say who is inside a smoke cloud.
   */
  attacked: {
    readonly unit: string;
    readonly weapon: string;
    readonly target: string;
    readonly range: number;
    readonly roll: readonly [Die, Die];
    readonly locationRoll: Die;
    readonly damageRoll: Die;
    readonly cover?: Cover;
    readonly rearArc?: boolean;
    readonly targetInMelee?: boolean;
    readonly meleeWith?: readonly string[];
    readonly targetInSmoke?: boolean;
    readonly shooterInSmoke?: boolean;
    readonly splashLocationRoll?: Die;
  };
  /**
   * The second attack of a shot that missed into a melee, at the unit the engine says is due
   * (`scoreboard(state).due`), with new dice; cover, rear arc and smoke are that unit's.
   */
  strayAttacked: {
    readonly unit: string;
    readonly target: string;
    readonly roll: readonly [Die, Die];
    readonly locationRoll: Die;
    readonly damageRoll: Die;
    readonly cover?: Cover;
    readonly rearArc?: boolean;
    readonly targetInSmoke?: boolean;
    readonly splashLocationRoll?: Die;
  };
  /** EXP splash onto another unit of the melee (one per unit due): its damage location roll. */
  splashRolled: { readonly unit: string; readonly target: string; readonly locationRoll: Die; readonly rearArc?: boolean };
  /** SMOKE: a smoke launcher fired; `roll` is the 1d6 for "the number of PHASES that the smoke cloud lasts". */
  smokeLaunched: { readonly unit: string; readonly weapon: string; readonly roll: Die };
  /** MELEE (optionally a CHARGE with its reckless bonus 1-5); the defender may name a melee weapon for its defense bonus. */
  meleeAttacked: {
    readonly unit: string;
    readonly target: string;
    readonly weapon?: string;
    readonly defenseWeapon?: string;
    readonly roll: readonly Die[];
    readonly defenseRoll: Die;
    readonly locationRoll: Die;
    readonly damageRoll: Die;
    readonly charge?: number;
  };
  /**
   * DROPKICK with its reckless bonus 3-5; the loser takes the damage at `locationRoll`. Rolled "as in
   * standard MELEE combat": the defender may name a melee weapon for its defense bonus.
   */
  dropkicked: { readonly unit: string; readonly target: string; readonly defenseWeapon?: string; readonly roll: readonly Die[]; readonly defenseRoll: Die; readonly locationRoll: Die; readonly damageRoll: Die; readonly reckless: number };
  kicked: { readonly unit: string; readonly target: string; readonly roll: Die; readonly defenseRoll: Die };
  /** Damage no rule deals through an event of its own (ruling reported-damage): a correction, a house rule. */
  damaged: { readonly unit: string; readonly location: Location; readonly amount: number };
  /** "Pilot may attempt an emergency restart once per PHASE rolling 1d6." */
  restartRolled: { readonly unit: string; readonly roll: Die };
  /** Harvester Push: the player in uncontested control moves the harvester. */
  harvesterMoved: { readonly by: string; readonly distance: number };
  /** Harvest: a harvester collects a meteor token in melee range. */
  meteorCollected: { readonly harvester: string };
}

/** The `type` of an A.C.E. Fireteam event. */
export type FireteamEventType = keyof FireteamEventMap;
/** One A.C.E. Fireteam event: `{ type, ...payload }`. */
export type FireteamEvent = { [T in FireteamEventType]: { readonly type: T } & FireteamEventMap[T] }[FireteamEventType];
/** The A.C.E. Fireteam event of one `type`. */
export type FireteamEventOf<T extends FireteamEventType> = Extract<FireteamEvent, { readonly type: T }>;

const id = text(64, undefined, "a unit id");
const die = integer(1, 6);
const dice = (n: number, m: number) => list(die, n, m);

/** The shape of an event, as `checkEvent` checks it and the mode's JSON Schema describes it. */
export const EVENT = tagged("type", {
  turnStarted: {},
  initiativeRolled: { unit: id, roll: die },
  phaseStarted: {},
  phaseEnded: { occupancy: optional(dictionary(list(text(64), 0, 8, true))), harvesterDistances: optional(dictionary(integer(0, 1000))) },
  moved: { unit: id, climbFloors: optional(integer(0, 10)), climb: optional(oneOf("up", "down")), climbDamage: optional(list(oneOf("leftLeg", "rightLeg", "torso"), 1, 10)), jumpDown: optional(oneOf("leftLeg", "rightLeg")) },
  guarded: { unit: id },
  switchedWeapon: { unit: id, weapon: text(100), location: oneOf("leftArm", "rightArm") },
  droppedWeapon: { unit: id, weapon: text(100) },
  attacked: {
    unit: id, weapon: text(100), target: id, range: integer(1, 12), roll: dice(2, 2), locationRoll: die, damageRoll: die,
    cover: optional(oneOf(...COVERS)), rearArc: optional(boolean), targetInMelee: optional(boolean), meleeWith: optional(list(id, 1, 15, true)),
    targetInSmoke: optional(boolean), shooterInSmoke: optional(boolean), splashLocationRoll: optional(die),
  },
  strayAttacked: {
    unit: id, target: id, roll: dice(2, 2), locationRoll: die, damageRoll: die, cover: optional(oneOf(...COVERS)), rearArc: optional(boolean), targetInSmoke: optional(boolean), splashLocationRoll: optional(die),
  },
  splashRolled: { unit: id, target: id, locationRoll: die, rearArc: optional(boolean) },
  smokeLaunched: { unit: id, weapon: text(100), roll: die },
  meleeAttacked: {
    unit: id, target: id, weapon: optional(text(100)), defenseWeapon: optional(text(100)), roll: dice(1, 2), defenseRoll: die,
    locationRoll: die, damageRoll: die, charge: optional(integer(1, 5)),
  },
  dropkicked: { unit: id, target: id, defenseWeapon: optional(text(100)), roll: dice(1, 2), defenseRoll: die, locationRoll: die, damageRoll: die, reckless: integer(3, 5) },
  kicked: { unit: id, target: id, roll: die, defenseRoll: die },
  damaged: { unit: id, location: oneOf(...LOCATIONS), amount: integer(1, 100) },
  restartRolled: { unit: id, roll: die },
  harvesterMoved: { by: text(64), distance: integer(1, 3) },
  meteorCollected: { harvester: id },
});

/** Checks an event's shape (never the state). */
export function checkEvent(raw: unknown): Violation<"ERR_INVALID_EVENT"> | undefined {
  const problem = problemWith(EVENT, raw, "event");
  return problem === undefined ? undefined : violation("ERR_INVALID_EVENT", problem);
}

/** The unit whose action an event is, for events taken in initiative order. */
export function actorOf(e: FireteamEvent): string | undefined {
  switch (e.type) {
    case "moved":
    case "guarded":
    case "switchedWeapon":
    case "droppedWeapon":
    case "attacked":
    case "meleeAttacked":
    case "dropkicked":
    case "kicked":
    case "smokeLaunched":
      return e.unit;
    default:
      return undefined;
  }
}
