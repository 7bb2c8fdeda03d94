import { before } from "../../core/draft.js";
import type { Ledger, LedgerEntry } from "../../core/ledger.js";
import { byId } from "../../core/lookup.js";
import { own } from "../../core/schema.js";
import { conditionOf, type Filled, type LocationCondition } from "./damage.js";
import type { FireteamResult } from "./journal.js";
import type { DefenseWeaponChoice, FireteamSetup, GameMode, KickRoll, ShieldSplit } from "./setup.js";
import { forceCost, LEGS, type Location, LOCATIONS, otherArm, type Unit } from "./units.js";
import { headPenalty, moveAllowance } from "./combat.js";

/** Whether a unit is functioning, disabled or destroyed. */
export type UnitStatus = "active" | "disabled" | "destroyed";

/** A unit on the table: its card is in `FireteamState.cards`, what changes is here. */
export interface UnitState {
  readonly id: string;
  readonly player: string;
  readonly status: UnitStatus;
  /** Restarted after a disable: "-1 to all die rolls" for the rest of the game. */
  readonly restarted: boolean;
  readonly filled: Filled;
  /** This turn's initiative score and bonus, and when it was rolled (full ties keep that order). */
  readonly initiative: number | null;
  readonly bonus: number;
  readonly rolledAt: number;
  readonly movesUsed: number;
  readonly weaponActionsUsed: number;
  /** WEAPON boxes used this turn per location (ruling weapon-boxes); counted whether or not the card has boxes per location. */
  readonly weaponActionsUsedAt: { readonly [L in Location]: number };
  readonly attacksThisTurn: number;
  /** Per weapon (same order as the card): uses this turn, the hand or mount it is in (null: stowed or dropped), disabled by a critical failure. */
  readonly weaponUses: number[];
  readonly equippedAt: (Location | null)[];
  readonly jammed: boolean[];
  /**
   * Per weapon: on the ground, DROPPED (by a DROP, or from the hand of a destroyed arm) rather than
   * stowed; a switch into it picks it up. The one fact `equippedAt` (null either way) does not tell.
   */
  readonly dropped: boolean[];
  /** Per card item: the boxes of a combat SHIELD filled (0 for anything else); full, it is discarded. */
  readonly shieldDamage: number[];
  /** Phase counters are absolute: (turn - 1) * 6 + phase. */
  readonly actedPhase: number;
  readonly guardPhase: number;
  readonly guardAttackPhase: number;
  readonly lastMovedPhase: number;
  /** Consecutive phases moved, up to `lastMovedPhase` (for CHARGE). */
  readonly moveStreak: number;
  readonly freeAttackPhase: number;
  /**
   * DROP: the phase the unit dropped a hand-held weapon as its action, the hand it emptied, and the
   * phase it used the free switch that follows (ruling drop-takes-the-phase).
   */
  readonly droppedPhase: number;
  readonly dropHand: Location | null;
  readonly freeSwitchPhase: number;
  /** The turn a CHARGE or DROPKICK ended for this unit. */
  readonly turnOverTurn: number;
  /** The phases KICKs take from it, stunnedFrom to stunnedPhase (0: none): a kick in a phase it already lost adds the next. */
  readonly stunnedFrom: number;
  readonly stunnedPhase: number;
  readonly restartTriedPhase: number;
  /** The phase it restarted in: it acts again from the next phase (ruling restart-acts-next-phase). */
  readonly restartedPhase: number;
  /** Harvest: meteor tokens on this harvester. */
  readonly meteors: number;
}

/** The account of an A.C.E. Fireteam ledger: the score. */
export type FireteamAccount = "score";
/** Why an A.C.E. Fireteam score entry was posted. */
export type FireteamReason = "sectorHeld" | "unitDown" | "meteorsHeld" | "limbDestroyed" | "harvesterDistance";
/** An entry of the A.C.E. Fireteam ledger, as stored in the state. */
export type FireteamLedgerEntry = LedgerEntry<FireteamAccount, FireteamReason>;

/**
 * What the rules owe before anything else happens: the second attack of a shot that missed into a
 * melee, at the next unit of `next` at `defense` (ruling stray-shot); or the splash of an EXP hit onto
 * the other units of the melee, a location roll for each unit of `targets` (ruling melee-splash).
 */
export type FireteamDue =
  | {
      readonly kind: "stray";
      /** The shooter, its weapon, and the shot's range. */
      readonly unit: string;
      readonly weapon: string;
      readonly range: number;
      readonly shooterInSmoke: boolean;
      /** The units still to be attacked, in order: the first is due now. */
      readonly next: readonly string[];
      /** The DEFENSE the unit due now gains: +3, then +4, ... */
      readonly defense: number;
      /** Every unit of the melee but the shooter (the splash of an EXP hit reaches the others). */
      readonly melee: readonly string[];
    }
  | { readonly kind: "splash"; readonly unit: string; readonly weapon: string; readonly targets: readonly string[] };

/** A smoke cloud: who launched it, and the first and last phase it is up (absolute phases, as `absolutePhase`). */
export interface SmokeCloud {
  readonly by: string;
  readonly from: number;
  readonly until: number;
}

/** The state of an A.C.E. Fireteam game after some events. Deeply frozen. */
export interface FireteamState {
  readonly mode: "fireteam";
  readonly eventCount: number;
  readonly ledger: Ledger<FireteamLedgerEntry>;
  readonly gameMode: GameMode;
  readonly locationTable: readonly Location[];
  readonly meleeAttackDice: 1 | 2;
  readonly shieldSplit: ShieldSplit;
  readonly kickRoll: KickRoll;
  readonly defenseWeapon: DefenseWeaponChoice;
  readonly sectors: readonly string[];
  readonly playerIds: readonly string[];
  readonly unitIds: readonly string[];
  /** Unit cards, as set up (never change). */
  readonly cards: readonly Unit[];
  readonly units: readonly UnitState[];
  /** 0 before the first turn; 1-6. */
  readonly turn: number;
  /** 0 before the turn's first phase; 1-6. */
  readonly phase: number;
  readonly phaseOpen: boolean;
  /** This turn's order of action: unit ids by initiative. */
  readonly order: readonly string[];
  readonly rolls: number;
  /** The unit that took the last action of the open phase. */
  readonly lastActor: string | null;
  /**
   * Control: each sector's owner, or null. A null-prototype object, so that every sector name, even
   * "__proto__" or "constructor", is a key like any other; JSON prints it as any object. Read it with
   * `Object.hasOwn` (a state parsed back from JSON has the usual prototype).
   */
  readonly sectorOwner: { readonly [sector: string]: string | null };
  readonly harvesterMovedThisTurn: number;
  /** Harvester Push: the last reported distance from the harvester to each player's edge (a null-prototype object, as `sectorOwner`). */
  readonly harvesterDistances: { readonly [player: string]: number } | null;
  /** Harvester movement since the distances were last known (ruling harvester-distances). */
  readonly harvesterMovedSinceReport: number;
  readonly meteorsLeft: number;
  /** Smoke clouds launched that are up or still to come. */
  readonly smoke: readonly SmokeCloud[];
  /** What the rules owe before any other event, or null. */
  readonly due: FireteamDue | null;
  /** Every resolved attack, melee, kick, restart, splash and the rest, with its dice and outcome (read it with `journal`). */
  readonly journal: Ledger<FireteamResult>;
  readonly over: boolean;
  readonly winners: readonly string[];
}

export function initialState(setup: FireteamSetup): FireteamState {
  const cards = setup.players.flatMap((p) => p.units);
  const units = setup.players.flatMap((p) => p.units.map((u) => freshUnit(u, p.id)));
  const sectorOwner: { [sector: string]: string | null } = Object.create(null);
  for (const s of setup.sectors) sectorOwner[s] = setup.players.find((p) => p.startingSectors.includes(s))?.id ?? null;
  return {
    mode: "fireteam",
    eventCount: 0,
    ledger: { pages: null, tail: [] },
    gameMode: setup.gameMode,
    locationTable: setup.locationTable,
    meleeAttackDice: setup.rules.meleeAttackDice,
    shieldSplit: setup.rules.shieldSplit,
    kickRoll: setup.rules.kickRoll,
    defenseWeapon: setup.rules.defenseWeapon,
    sectors: setup.sectors,
    playerIds: setup.players.map((p) => p.id),
    unitIds: cards.map((u) => u.id),
    cards,
    units,
    turn: 0,
    phase: 0,
    phaseOpen: false,
    order: [],
    rolls: 0,
    lastActor: null,
    sectorOwner,
    harvesterMovedThisTurn: 0,
    harvesterDistances: setup.harvesterStart === null ? null : Object.assign(Object.create(null), setup.harvesterStart),
    harvesterMovedSinceReport: 0,
    meteorsLeft: setup.meteors,
    smoke: [],
    due: null,
    journal: { pages: null, tail: [] },
    over: false,
    winners: [],
  };
}

function freshUnit(card: Unit, player: string): UnitState {
  const filled = Object.fromEntries(LOCATIONS.map((l) => [l, 0])) as Filled;
  return {
    id: card.id, player, status: "active", restarted: false, filled, initiative: null, bonus: 0, rolledAt: 0,
    movesUsed: 0, weaponActionsUsed: 0, weaponActionsUsedAt: { ...filled }, attacksThisTurn: 0,
    weaponUses: card.weapons.map(() => 0), equippedAt: card.weapons.map((w) => (own(w, "stowed") ? null : w.location)), jammed: card.weapons.map(() => false), dropped: card.weapons.map(() => false),
    shieldDamage: card.weapons.map(() => 0),
    actedPhase: 0, guardPhase: 0, guardAttackPhase: 0, lastMovedPhase: 0, moveStreak: 0, freeAttackPhase: 0, droppedPhase: 0, dropHand: null, freeSwitchPhase: 0, turnOverTurn: 0, stunnedFrom: 0, stunnedPhase: 0,
    restartTriedPhase: 0, restartedPhase: 0, meteors: 0,
  };
}

/** The running phase, counted from the first phase of turn 1 (1-36). */
export const absolutePhase = (s: Pick<FireteamState, "turn" | "phase">): number => (s.turn - 1) * 6 + s.phase;

/** The unit with this id, or `undefined`. */
export function unitOf<U>(state: { readonly unitIds: readonly string[]; readonly units: readonly U[] }, id: string): U | undefined {
  return byId(before(state).unitIds, state.units, id);
}

export function cardOf(state: FireteamState, id: string): Unit {
  return byId(before(state).unitIds, before(state).cards, id)!;
}

/** What a player's units cost against the points. */
export function costOf(state: FireteamState, player: string): number {
  return forceCost(state.units.filter((u) => u.player === player).map((u) => cardOf(state, u.id)));
}

export function conditionAt(state: FireteamState, u: Pick<UnitState, "id" | "filled">, location: Location): LocationCondition {
  return conditionOf(cardOf(state, u.id).locations[location], u.filled[location]);
}

/** Whether the unit is free to do anything in the open phase: active, not kicked, not restarting, its turn not ended. */
function free(state: FireteamState, u: UnitState): boolean {
  const phase = absolutePhase(state);
  return u.status === "active" && u.turnOverTurn !== state.turn && !stunnedIn(u, phase) && u.restartedPhase !== phase;
}

/** Whether a KICK took this phase from the unit ("cannot perform an action during the next PHASE"). */
export function stunnedIn(u: Pick<UnitState, "stunnedFrom" | "stunnedPhase">, phase: number): boolean {
  return u.stunnedFrom <= phase && phase <= u.stunnedPhase;
}

/**
 * "If a unit runs out of movement points, and has not yet used all actions this TURN, they are
 * considered to be in GUARD until the end of the TURN": out of MOVE boxes since an earlier phase of
 * this turn, it needs no action and is skipped in the order (ruling guard-without-moves).
 */
export function guardsWithoutMoves(state: FireteamState, u: UnitState): boolean {
  if (state.phase === 0 || u.lastMovedPhase >= absolutePhase(state) || !free(state, u)) return false;
  return u.movesUsed >= moveAllowance(cardOf(state, u.id).move, LEGS.map((l) => conditionAt(state, u, l)));
}

/**
 * "If the unit has any remaining actions they may continue to GUARD on following phases": guarding in
 * the previous phase of this turn and not yet acting in this one, the unit is still on guard
 * (ruling guard-attack).
 */
export function stillOnGuard(state: FireteamState, u: UnitState): boolean {
  const phase = absolutePhase(state);
  return state.phase > 1 && u.guardPhase === phase - 1 && u.actedPhase !== phase && free(state, u);
}

/** Whether the unit may still take its action in the open phase. */
export function mayAct(state: FireteamState, u: UnitState): boolean {
  return free(state, u) && u.actedPhase !== absolutePhase(state) && !guardsWithoutMoves(state, u);
}

/**
 * Which of its chances in the open phase a unit's action uses: the attack a guarding unit may make at
 * any point of the phase (ruling guard-attack), the free melee right after its own move (ruling
 * free-melee-after-move), the free switch and the move right after a DROP (ruling
 * drop-takes-the-phase), or its one action in initiative order.
 */
export function actionSlot(state: FireteamState, u: UnitState, type: string): "guardAttack" | "freeMelee" | "afterDrop" | "action" {
  const phase = absolutePhase(state);
  const melee = type === "meleeAttacked" || type === "dropkicked" || type === "kicked";
  if (u.droppedPhase === phase) {
    // "can still move this PHASE, but still takes one PHASE to perform": a move and the free switch, right after the drop; no attack.
    const right = state.lastActor === u.id;
    if (type === "moved" && right && u.lastMovedPhase !== phase) return "afterDrop";
    if (type === "switchedWeapon" && right && u.freeSwitchPhase !== phase) return "afterDrop";
    return "action";
  }
  const onGuard = u.guardPhase === phase || stillOnGuard(state, u) || guardsWithoutMoves(state, u);
  if ((melee || type === "attacked") && onGuard && u.guardAttackPhase !== phase) return "guardAttack";
  if (melee && u.lastMovedPhase === phase && u.freeAttackPhase !== phase && state.lastActor === u.id) return "freeMelee";
  return "action";
}

/** The unit whose action comes next in the open phase, in initiative order, or undefined when all have acted. */
export function nextActor(state: FireteamState): string | undefined {
  if (!state.phaseOpen) return undefined;
  return state.order.find((id) => mayAct(state, unitOf(state, id)!));
}

/**
 * The turn's order of action: higher initiative first; "for tied numbers, the unit with higher
 * bonus goes first"; still tied: the order the rolls were reported (ruling initiative-full-tie).
 */
export function initiativeOrder(units: readonly Pick<UnitState, "id" | "initiative" | "bonus" | "rolledAt">[]): string[] {
  return units
    .filter((u) => u.initiative !== null)
    .sort((a, b) => b.initiative! - a.initiative! || b.bonus - a.bonus || a.rolledAt - b.rolledAt)
    .map((u) => u.id);
}

/** The card item of the hand-held weapon that fills `hand` (a two-handed one fills both hands), or -1. */
export function heldIn(state: FireteamState, u: Pick<UnitState, "id" | "equippedAt">, hand: Location): number {
  return cardOf(state, u.id).weapons.findIndex((w, i) => w.handheld === true && (u.equippedAt[i] === hand || (own(w, "twoHanded") === true && u.equippedAt[i] === otherArm(hand))));
}

/** The card item of the unit's working combat shield (equipped, its location not destroyed, boxes left), or -1. */
export function shieldOf(state: FireteamState, u: UnitState): number {
  return cardOf(state, u.id).weapons.findIndex((w, i) => {
    const at = u.equippedAt[i] ?? null;
    return w.type === "SHIELD" && at !== null && conditionAt(state, u, at) !== "destroyed" && u.shieldDamage[i]! < (own(w, "boxes") ?? 0);
  });
}

/** WEAPON boxes left this turn at `at`: of the one pool, or of the location when the card has boxes per location (ruling weapon-boxes). */
export function boxesLeftAt(state: FireteamState, u: UnitState, at: Location): number {
  const card = cardOf(state, u.id);
  return card.weaponBoxes === null ? card.weaponActions - u.weaponActionsUsed : card.weaponBoxes[at] - u.weaponActionsUsedAt[at];
}

/** Where an unarmed melee marks its WEAPON box: the right arm, or the left when the right has no box left or is destroyed (ruling weapon-boxes). */
export function unarmedBoxAt(state: FireteamState, u: UnitState): Location {
  return boxesLeftAt(state, u, "rightArm") > 0 && conditionAt(state, u, "rightArm") !== "destroyed" ? "rightArm" : "leftArm";
}

/** Whether a smoke cloud is up in the open phase. */
export function smokeUp(state: FireteamState): boolean {
  const phase = absolutePhase(state);
  return state.phaseOpen && state.smoke.some((c) => c.from <= phase && phase <= c.until);
}

/**
 * The order in which a shot that missed into a melee goes on to its other units: "the next unit in the
 * MELEE with the lowest REACT", REACT less the head penalty; ties: the lower initiative this turn, then
 * the order given (ruling stray-shot-order).
 */
export function strayOrder(state: FireteamState, ids: readonly string[]): string[] {
  const rank = ids.map((id, i) => {
    const u = unitOf(state, id)!;
    return { id, i, react: cardOf(state, id).react - headPenalty(conditionAt(state, u, "head")), initiative: u.initiative ?? 0 };
  });
  return rank.sort((a, b) => a.react - b.react || a.initiative - b.initiative || a.i - b.i).map((x) => x.id);
}
