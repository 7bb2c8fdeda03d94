/**
 * A.C.E. Fireteam 2.1 (ace-fireteam.txt): unit costs, initiative, actions in order, ranged and
 * melee attacks, damage locations, and the four game modes. The table's geometry (line of sight,
 * range, sectors, distances) stays with the app, which reports it in events.
 *
 * @module ace-ledger/fireteam
 */
import { createEngine } from "../../core/engine.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { FireteamErrorCode } from "./errors.js";
import { checkEvent, type FireteamEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { type FireteamSetup, parseSetup } from "./setup.js";
import { type FireteamState, initialState } from "./state.js";
import { validate } from "./validate.js";
import { deepFreeze } from "../../core/freeze.js";

/** The A.C.E. Fireteam mode as a `Ruleset`: the hooks `fireteam` runs. */
export const fireteamRuleset: Ruleset<FireteamSetup, FireteamState, FireteamEvent, FireteamErrorCode> = /* @__PURE__ */ deepFreeze({
  mode: "fireteam",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The engine for A.C.E. Fireteam records. */
export const fireteam = createEngine(fireteamRuleset);
export const {
  /**
   * Checks an A.C.E. Fireteam setup as written in a record and returns the state before any event.
   * Throws `RuleViolationError`.
   */
  start,
  /** As `start`, but returns a `Result` instead of throwing. */
  tryStart,
  /**
   * Applies one A.C.E. Fireteam event to a state: checked against the rules, folded in, its ledger entries
   * posted. Throws `RuleViolationError` naming the event's index; the state passed in never changes.
   */
  apply,
  /** As `apply`, for an unchecked event, but returns a `Result` instead of throwing. */
  tryApply,
  /**
   * The final state of an A.C.E. Fireteam record (an object or JSON text): the same as folding `apply` over its
   * events, faster. Throws `RuleViolationError` at the first event that breaks a rule.
   */
  replay,
  /** As `replay`, for an unchecked record, but returns a `Result` instead of throwing. */
  tryReplay,
  /** The state of a record's game after its first `n` events (0: before any event). */
  stateAt,
  /** Every state of a record's game: index `i` holds the state after `i` events. */
  history,
  /**
   * The state of a record's game with event `n - 1` and every event after it taken back (default:
   * the last event).
   */
  undo,
} = fireteam;

export { chargeAttack, COVER_BONUS, type Cover, COVERS, dropkickAttack, headPenalty, initiativeScore, kick, type KickOutcome, legPenalty, meleeCombat, moveCost, type MeleeInput, type MeleeOutcome, type MeleeSide, moveAllowance, rangedAttack, type RangedAttackInput, type RangedAttackOutcome, restartSucceeds, splashDamage } from "./combat.js";
export { conditionOf, type DamageSplit, fillBoxes, type Filled, type LocationCondition } from "./damage.js";
export { FIRETEAM_ERROR_CODES, type FireteamErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { checkEvent, type FireteamEvent, type FireteamEventMap, type FireteamEventOf, type FireteamEventType } from "./events.js";
export { DEFAULT_POINTS, type FireteamPlayer, type FireteamRules, type FireteamSetup, GAME_MODES, type GameMode, meteorsFor, parseSetup } from "./setup.js";
export { absolutePhase, actionSlot, type FireteamAccount, type FireteamLedgerEntry, type FireteamReason, type FireteamState, initiativeOrder, nextActor, unitOf, type UnitState, type UnitStatus } from "./state.js";
export { bestPlayers, lowestWins, type ScoreItem, scoreItems, scoreOf } from "./scoring.js";
export { type FireteamExplainedEntry, type FireteamScoreboard, type FireteamStanding, ledgerOf, type LocationReport, scoreboard, type UnitReport, type WeaponReport } from "./scoreboard.js";
export { ARMS, type Boxes, DEFAULT_LOCATION_TABLE, forceCost, LEGS, LIMBS, type Location, LOCATIONS, type MeleeBonus, type Unit, unitCost, usesPerTurn, type Weapon, WEAPON_TYPES, type WeaponType } from "./units.js";
export { FIRETEAM_RULINGS } from "./rulings.js";
