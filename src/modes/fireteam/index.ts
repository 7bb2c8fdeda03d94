/**
 * A.C.E. Fireteam 2.1 (ace-fireteam.txt): unit costs, initiative, actions in order, ranged and
 * melee attacks, damage locations, and the four game modes. The table's geometry (line of sight,
 * range, sectors, distances) stays with the app, which reports it in events.
 *
 * @module ace-ledger/fireteam
 */
import { applyWith, tryApplyWith } from "../../core/apply.js";
import { createEngine, type Engine } from "../../core/engine.js";
import { historyWith } from "../../core/history.js";
import { type Game, type PlayedRecord, resumeGameWith, startGameWith, tryResumeGameWith, tryStartGameWith } from "../../core/game.js";
import type { CoreErrorCode, RuleViolation } from "../../core/errors.js";
import type { GameRecord } from "../../core/record.js";
import type { Result } from "../../core/result.js";
import { replayWith, stateAtWith, tryReplayWith, undoWith } from "../../core/replay.js";
import { startWith, tryStartWith } from "../../core/start.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { FireteamErrorCode } from "./errors.js";
import { checkEvent, type FireteamEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { type FireteamSetup, parseSetup, type FireteamSetupInput } from "./setup.js";
import { type FireteamState, initialState } from "./state.js";
import { validate } from "./validate.js";
import { builtInRuleset } from "../../core/issued.js";

/** The A.C.E. Fireteam mode as a `Ruleset`: the hooks `fireteam` runs. */
export const fireteamRuleset: Ruleset<FireteamSetup, FireteamState, FireteamEvent, FireteamErrorCode> = /* @__PURE__ */ builtInRuleset({
  mode: "fireteam",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The type of the engine object of this mode: every engine function, bound to its ruleset. */
export type FireteamEngine = Engine<FireteamSetup, FireteamState, FireteamEvent, FireteamErrorCode>;

/** The engine for A.C.E. Fireteam records. */
export const fireteam: FireteamEngine = /* @__PURE__ */ createEngine(fireteamRuleset);

// The engine's functions one by one, documented once on `Engine` in the core. Each is its own function,
// so an app loads only those it imports (a replay-only app never loads immer).
/**
 * {@inheritDoc ace-ledger!Engine.start}
 * @function
 */
export const start: FireteamEngine["start"] = (setup) => startWith(fireteamRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.tryStart}
 * @function
 */
export const tryStart: FireteamEngine["tryStart"] = (setup) => tryStartWith(fireteamRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.apply}
 * @function
 */
export const apply: FireteamEngine["apply"] = (state, event) => applyWith(fireteamRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.tryApply}
 * @function
 */
export const tryApply: FireteamEngine["tryApply"] = (state, event) => tryApplyWith(fireteamRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.replay}
 * @function
 */
export const replay: FireteamEngine["replay"] = (record) => replayWith(fireteamRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.tryReplay}
 * @function
 */
export const tryReplay: FireteamEngine["tryReplay"] = (record) => tryReplayWith(fireteamRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.stateAt}
 * @function
 */
export const stateAt: FireteamEngine["stateAt"] = (record, n) => stateAtWith(fireteamRuleset, record, n);
/**
 * {@inheritDoc ace-ledger!Engine.history}
 * @function
 */
export const history: FireteamEngine["history"] = (record) => historyWith(fireteamRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.undo}
 * @function
 */
export const undo: FireteamEngine["undo"] = (record, n) => undoWith(fireteamRuleset, record, n);

/** A game of this mode being played: its state, record and history together (see `startGame`). */
export type FireteamGame = Game<FireteamState, FireteamEvent, FireteamErrorCode, PlayedRecord<FireteamSetupInput, FireteamEvent> & FireteamRecord>;

/** A record of this mode as written by apps. `setup` is checked when the record is replayed. */
export type FireteamRecord = GameRecord<FireteamSetupInput, FireteamEvent> & { readonly mode: "fireteam" };

/**
 * A game being played, from its setup, typed as written in a record (`FireteamSetupInput`: a misspelt field is
 * a compile error): `apply` or `tryApply` each event as it happens, `undo` to take events back, and read
 * `state`, `record` (to save) and `history`. Throws `RuleViolationError` for a setup that breaks a rule.
 * For a setup not yet checked (read from JSON), `tryStartGame`.
 * @function
 */
export const startGame = (setup: FireteamSetupInput): FireteamGame => startGameWith(fireteamRuleset, setup) as FireteamGame;
/**
 * As `startGame`, for a setup not yet checked (read from JSON, say), but returns the setup's violation
 * instead of throwing. Never throws.
 * @function
 */
export const tryStartGame = (setup: unknown): Result<FireteamGame, RuleViolation<FireteamErrorCode | CoreErrorCode>> =>
  tryStartGameWith(fireteamRuleset, setup) as Result<FireteamGame, RuleViolation<FireteamErrorCode | CoreErrorCode>>;
/**
 * The game a saved record holds (`game.record`, stored as JSON; an object or JSON text), to go on with:
 * its state, `history` and `undo` as the game had them, and the record's `meta`, kept in its `record`.
 * The events are folded once, as `replay` folds them; the states before the last are made when first
 * asked for. Throws `RuleViolationError` for a record that breaks a rule. For a record not yet checked
 * (read from JSON), `tryResumeGame`.
 * @function
 */
export const resumeGame = (record: FireteamRecord | string): FireteamGame => resumeGameWith(fireteamRuleset, record) as FireteamGame;
/**
 * As `resumeGame`, for a record not yet checked (read from JSON, say), but returns the record's first
 * violation (as `tryReplay` does) instead of throwing. Never throws.
 * @function
 */
export const tryResumeGame = (record: unknown): Result<FireteamGame, RuleViolation<FireteamErrorCode | CoreErrorCode>> =>
  tryResumeGameWith(fireteamRuleset, record) as Result<FireteamGame, RuleViolation<FireteamErrorCode | CoreErrorCode>>;

export { chargeAttack, COVER_BONUS, type Cover, COVERS, dropkickAttack, headPenalty, initiativeScore, kick, type KickOutcome, legPenalty, meleeCombat, moveCost, type MeleeInput, type MeleeOutcome, type MeleeSide, moveAllowance, rangedAttack, type RangedAttackInput, type RangedAttackOutcome, restartSucceeds, splashDamage } from "./combat.js";
export { conditionOf, type DamageSplit, fillBoxes, type Filled, type LocationCondition } from "./damage.js";
export { FIRETEAM_ERROR_CODES, type FireteamErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { checkEvent, type FireteamEvent, type FireteamEventMap, type FireteamEventOf, type FireteamEventType } from "./events.js";
export { DEFAULT_POINTS, type FireteamPlayer, type FireteamRules, type FireteamSetup, type FireteamSetupInput, type FireteamUnitInput, type FireteamWeaponInput, GAME_MODES, type GameMode, meteorsFor, parseSetup } from "./setup.js";
export { absolutePhase, actionSlot, type FireteamAccount, type FireteamLedgerEntry, type FireteamReason, type FireteamState, initiativeOrder, nextActor, unitOf, type UnitState, type UnitStatus } from "./state.js";
export { bestPlayers, lowestWins, type ScoreItem, scoreItems, scoreOf } from "./scoring.js";
export { type FireteamExplainedEntry, type FireteamScoreboard, type FireteamStanding, ledgerOf, type LocationReport, scoreboard, type UnitReport, type WeaponReport } from "./scoreboard.js";
export { ARMS, type Boxes, DEFAULT_LOCATION_TABLE, forceCost, LEGS, LIMBS, type Location, LOCATIONS, type MeleeBonus, type Unit, unitCost, usesPerTurn, type Weapon, WEAPON_TYPES, type WeaponType } from "./units.js";
export { FIRETEAM_RULINGS } from "./rulings.js";
export { type DamageRecord, type FireteamJournalEntry, type FireteamResult, journal, type ResultEffect, type ResultEffectKind, type ResultKind, type ResultOutcome } from "./journal.js";
export { type ShieldUse, shieldShare } from "./damage.js";
export { type FireteamDue, type SmokeCloud, strayOrder } from "./state.js";
export { DEFENSE_WEAPON_CHOICES, type DefenseWeaponChoice, KICK_ROLLS, type KickRoll, SHIELD_SPLITS, type ShieldSplit } from "./setup.js";
export { type SmokeReport } from "./scoreboard.js";
export { otherArm } from "./units.js";
