/**
 * Epic Battles scoring (epic-battles-rules-reference.txt): health value and half health, standard
 * scoring with squad points or threat (wings as one ship), casualties, free-for-all and team
 * battle, victory counters, markers, escape, reserve and restore.
 *
 * @module ace-ledger/epic
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
import type { EpicErrorCode } from "./errors.js";
import { checkEvent, type EpicEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { type EpicSetup, parseSetup, type EpicSetupInput } from "./setup.js";
import { type EpicState, initialState } from "./state.js";
import { validate } from "./validate.js";
import { builtInRuleset } from "../../core/issued.js";

/** The Epic mode as a `Ruleset`: the hooks `epic` runs. */
export const epicRuleset: Ruleset<EpicSetup, EpicState, EpicEvent, EpicErrorCode> = /* @__PURE__ */ builtInRuleset({
  mode: "epic",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The type of the engine object of this mode: every engine function, bound to its ruleset. */
export type EpicEngine = Engine<EpicSetup, EpicState, EpicEvent, EpicErrorCode>;

/** The engine for Epic records. */
export const epic: EpicEngine = /* @__PURE__ */ createEngine(epicRuleset);

// The engine's functions one by one, documented once on `Engine` in the core. Each is its own function,
// so an app loads only those it imports (a replay-only app never loads immer).
/**
 * {@inheritDoc ace-ledger!Engine.start}
 * @function
 */
export const start: EpicEngine["start"] = (setup) => startWith(epicRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.tryStart}
 * @function
 */
export const tryStart: EpicEngine["tryStart"] = (setup) => tryStartWith(epicRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.apply}
 * @function
 */
export const apply: EpicEngine["apply"] = (state, event) => applyWith(epicRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.tryApply}
 * @function
 */
export const tryApply: EpicEngine["tryApply"] = (state, event) => tryApplyWith(epicRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.replay}
 * @function
 */
export const replay: EpicEngine["replay"] = (record) => replayWith(epicRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.tryReplay}
 * @function
 */
export const tryReplay: EpicEngine["tryReplay"] = (record) => tryReplayWith(epicRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.stateAt}
 * @function
 */
export const stateAt: EpicEngine["stateAt"] = (record, n) => stateAtWith(epicRuleset, record, n);
/**
 * {@inheritDoc ace-ledger!Engine.history}
 * @function
 */
export const history: EpicEngine["history"] = (record) => historyWith(epicRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.undo}
 * @function
 */
export const undo: EpicEngine["undo"] = (record, n) => undoWith(epicRuleset, record, n);

/** A game of this mode being played: its state, record and history together (see `startGame`). */
export type EpicGame = Game<EpicState, EpicEvent, EpicErrorCode, PlayedRecord<EpicSetupInput, EpicEvent> & EpicRecord>;

/** A record of this mode as written by apps. `setup` is checked when the record is replayed. */
export type EpicRecord = GameRecord<EpicSetupInput, EpicEvent> & { readonly mode: "epic" };

/**
 * A game being played, from its setup, typed as written in a record (`EpicSetupInput`: a misspelt field is
 * a compile error): `apply` or `tryApply` each event as it happens, `undo` to take events back, and read
 * `state`, `record` (to save) and `history`. Throws `RuleViolationError` for a setup that breaks a rule.
 * For a setup not yet checked (read from JSON), `tryStartGame`.
 * @function
 */
export const startGame = (setup: EpicSetupInput): EpicGame => startGameWith(epicRuleset, setup) as EpicGame;
/**
 * As `startGame`, for a setup not yet checked (read from JSON, say), but returns the setup's violation
 * instead of throwing. Never throws.
 * @function
 */
export const tryStartGame = (setup: unknown): Result<EpicGame, RuleViolation<EpicErrorCode | CoreErrorCode>> =>
  tryStartGameWith(epicRuleset, setup) as Result<EpicGame, RuleViolation<EpicErrorCode | CoreErrorCode>>;
/**
 * The game a saved record holds (`game.record`, stored as JSON; an object or JSON text), to go on with:
 * its state, `history` and `undo` as the game had them, and the record's `meta`, kept in its `record`.
 * The events are folded once, as `replay` folds them; the states before the last are made when first
 * asked for. Throws `RuleViolationError` for a record that breaks a rule. For a record not yet checked
 * (read from JSON), `tryResumeGame`.
 * @function
 */
export const resumeGame = (record: EpicRecord | string): EpicGame => resumeGameWith(epicRuleset, record) as EpicGame;
/**
 * As `resumeGame`, for a record not yet checked (read from JSON, say), but returns the record's first
 * violation (as `tryReplay` does) instead of throwing. Never throws.
 * @function
 */
export const tryResumeGame = (record: unknown): Result<EpicGame, RuleViolation<EpicErrorCode | CoreErrorCode>> =>
  tryResumeGameWith(epicRuleset, record) as Result<EpicGame, RuleViolation<EpicErrorCode | CoreErrorCode>>;

export { EPIC_ERROR_CODES, type EpicErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { checkEvent, type EpicEvent, type EpicEventMap, type EpicEventOf, type EpicEventType } from "./events.js";
export { type EpicPlayer, type EpicQuickBuildInput, type EpicSetup, type EpicSetupInput, type EpicShip, type EpicShipInput, parseSetup, type ScoringUnit } from "./setup.js";
export { type EpicAccount, type EpicLedgerEntry, type EpicReason, epicPlayer, type EpicPlayerState, type EpicShipState, type EpicShipStatus, type EpicState, ship } from "./state.js";
export { playerTotals, resolutionOrder, standardScoreEntries, teamTotals, type UnitScore, unitScores } from "./scoring.js";
export { type EpicExplainedEntry, ledgerOf } from "./explain.js";
export { EPIC_RULINGS } from "./rulings.js";
export { type EpicScoreboard, type EpicShipReport, type EpicStanding, type EpicTeamStanding, scoreboard } from "./scoreboard.js";
export { atHalf, type Health, healthValue, isFullHealth, isHalfHealth, lostHealth } from "../x-wing/health.js";
