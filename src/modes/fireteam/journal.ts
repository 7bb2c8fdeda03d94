import { before, isDrafting } from "../../core/draft.js";
import { appendEntry, type Ledger, ledgerEntries, withEntries } from "../../core/ledger.js";
import type { Location } from "./units.js";

/** What a result record resolved. */
export type ResultKind =
  | "attack"
  | "stray"
  | "splash"
  | "meleeSplash"
  | "melee"
  | "charge"
  | "dropkick"
  | "kick"
  | "restart"
  | "smoke"
  | "jumpDown"
  | "climbDown"
  | "damage";

/**
 * How it came out: a ranged attack "hit" or "miss"; a melee, charge or dropkick "attackerWins",
 * "defenderWins" or "tie"; a kick or restart "success" or "failure"; a splash whose second location is
 * the first "noEffect"; anything else that deals its damage or makes its cloud "applied".
 */
export type ResultOutcome = "hit" | "miss" | "attackerWins" | "defenderWins" | "tie" | "success" | "failure" | "noEffect" | "applied";

/** Damage that landed on one location: aimed, taken by a combat shield, and the boxes filled there and, from the excess, on the torso. */
export interface DamageRecord {
  readonly unit: string;
  readonly location: Location;
  /** The points aimed at the location. */
  readonly amount: number;
  /** Of them, the points the unit's combat shield took. */
  readonly shield: number;
  /** Boxes filled at the location. */
  readonly boxes: number;
  /** Boxes filled on the torso by the excess ("Any excess points of damage are applied to the TORSO"). */
  readonly torso: number;
}

/** A change a result made to a unit. */
export type ResultEffectKind =
  | "locationDamaged"
  | "locationDestroyed"
  | "disabled"
  | "destroyed"
  | "weaponJammed"
  | "weaponDropped"
  | "shieldDestroyed"
  | "losesNextPhase"
  | "turnEnded"
  | "restarted"
  | "smokeCloud";

/** One effect: the unit, what happened, and the location, weapon or shield it is about (if any). */
export interface ResultEffect {
  readonly unit: string;
  readonly effect: ResultEffectKind;
  readonly subject: string | null;
}

/**
 * A result record, as stored in the state: one per resolved attack, second attack into a melee,
 * splash, melee, charge, dropkick, kick, restart, smoke launch, jump or climb down, and reported
 * damage. Read them with `journal`, which adds the rule each applied.
 */
export interface FireteamResult {
  /** 0-based index of the event in the record that resolved it. */
  readonly event: number;
  readonly kind: ResultKind;
  /** The unit that acted: the attacker, the kicker, the unit restarting, launching, jumping or climbing; the unit hurt by reported damage. */
  readonly unit: string;
  readonly target: string | null;
  /** The weapon or equipment used (a melee's attacking weapon; null unarmed). */
  readonly weapon: string | null;
  /** The dice as rolled: the two accuracy dice (one in melee with meleeAttackDice 1), the kick or restart die, the smoke duration die. */
  readonly dice: readonly number[];
  /** The defender's die in a melee, charge, dropkick or kick. */
  readonly defenseDie: number | null;
  readonly locationDie: number | null;
  readonly damageDie: number | null;
  /**
   * The acting side's total with every modifier: accuracy (ranged), the attacker's melee or kick
   * total, the restart roll (less 1 after a restart), the smoke cloud's phases.
   */
  readonly total: number | null;
  /** What the total had to reach (ranged: the DEFENSE, ARMOR with its bonuses; restart: 6) or beat (melee, kick: the defender's total). */
  readonly against: number | null;
  readonly outcome: ResultOutcome;
  /** Natural 12 on a ranged attack. */
  readonly critical: boolean;
  /** Natural 2 on a ranged attack: the weapon is disabled. */
  readonly criticalFailure: boolean;
  /** The damage the rules deal, before a combat shield takes its part (0 when none). */
  readonly damage: number;
  readonly damaged: readonly DamageRecord[];
  readonly effects: readonly ResultEffect[];
  /** The rulings (docs/fireteam.md) the result rests on. */
  readonly rulings: readonly string[];
}

/** A result record with the rule it applied, as `journal` reads it. */
export interface FireteamJournalEntry extends FireteamResult {
  /** The rule of ace-fireteam.txt the result applied, quoted. */
  readonly rule: string;
}

const RULE: { readonly [K in ResultKind]: string } = {
  attack: "ace-fireteam.txt, RANGED ATTACKS: \"if the roll (with all modifiers applied) is equal to or greater than the defending unit's ARMOR score, the unit is hit\"",
  stray: "ace-fireteam.txt, MELEE: \"If a RANGED attack on a unit in MELEE misses, a second attack is rolled against the next unit in the MELEE with the lowest REACT at +3 DEFENSE\"",
  splash: "ace-fireteam.txt, HE (EXP): \"Roll a second damage location after resolving the attack and apply the weapon's damage bonus as damage to the second location\"",
  meleeSplash: "ace-fireteam.txt, HE (EXP): \"If the unit is in melee with other units, roll splash damage for those units as well\"",
  melee: "ace-fireteam.txt, MELEE: \"If the attacker's total is higher, they deal damage plus the melee weapon's damage bonus. If the defender's total is higher, they deal damage equal to the difference of the roll.\"",
  charge: "ace-fireteam.txt, MELEE: \"The RECKLESS BONUS is subtracted from the attacker's ACCURACY roll, but added to the amount of DAMAGE\"",
  dropkick: "ace-fireteam.txt, MELEE: DROPKICK, \"a RECKLESS bonus of 3-5, which is added to the DAMAGE taken by whichever unit loses the MELEE COMBAT\"",
  kick: "ace-fireteam.txt, MELEE: KICK, \"If the attacker rolls a natural 6 the attack always succeeds. The unit being kicked ... cannot perform an action during the next PHASE\"",
  restart: "ace-fireteam.txt, TORSO DAMAGED: \"On a roll of 6, the emergency restart is successful\"",
  smoke: "ace-fireteam.txt, SMOKE GRENADES: \"an 8\\\" circle is placed adjacent to the unit at the beginning of the next PHASE. roll 1d6 for the number of PHASES that the smoke cloud lasts\"",
  jumpDown: "ace-fireteam.txt, JUMP/CLIMB: \"A unit can jump down at no additional MOVE cost, but will take 1 LEG damage instead\"",
  climbDown: "ace-fireteam.txt, LEG DESTROYED: \"Can no longer climb up, only down, which now causes 1 LEG or 1 TORSO damage per floor\"",
  damage: "reported by the app: damage no rule of ace-fireteam.txt deals through an event of its own (ruling reported-damage)",
};

/**
 * Every result record of the game so far, oldest first, each with the rule it applied; from event
 * `from` on when given (e.g. `journal(state, state.eventCount - 1)`: the results of the last event).
 */
export function journal(state: { readonly journal: Ledger<FireteamResult> }, from = 0): FireteamJournalEntry[] {
  const out: FireteamJournalEntry[] = [];
  for (const r of ledgerEntries(state.journal)) if (r.event >= from) out.push({ ...r, rule: RULE[r.kind] });
  return out;
}

/**
 * Appends an event's results to the journal: in place on the private state of a replay, as a new
 * frozen journal on a draft (sharing every full page, never drafting them).
 */
export function appendResults(state: { journal: Ledger<FireteamResult> }, results: readonly FireteamResult[]): void {
  if (isDrafting(state)) state.journal = withEntries(before(state).journal, results);
  else for (const r of results) appendEntry(state.journal as { pages: Ledger<readonly FireteamResult[]> | null; tail: FireteamResult[] }, r);
}
