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
// The engine's functions, documented once on `Engine` in the core.
export const {
  /** {@inheritDoc ace-ledger!Engine.start} */
  start,
  /** {@inheritDoc ace-ledger!Engine.tryStart} */
  tryStart,
  /** {@inheritDoc ace-ledger!Engine.apply} */
  apply,
  /** {@inheritDoc ace-ledger!Engine.tryApply} */
  tryApply,
  /** {@inheritDoc ace-ledger!Engine.replay} */
  replay,
  /** {@inheritDoc ace-ledger!Engine.tryReplay} */
  tryReplay,
  /** {@inheritDoc ace-ledger!Engine.stateAt} */
  stateAt,
  /** {@inheritDoc ace-ledger!Engine.history} */
  history,
  /** {@inheritDoc ace-ledger!Engine.undo} */
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
