/**
 * Aces High: free-for-all for 2 to 8 players, one ship each; first damage, kills, bounty,
 * penalties, saves and respawns, scored by the rules of aces-high.txt.
 *
 * ```ts
 * import { replay, scoreboard } from "ace-ledger/aces-high";
 * const board = scoreboard(replay(record));
 * ```
 *
 * @module ace-ledger/aces-high
 */
import { applyWith, tryApplyWith } from "../../core/apply.js";
import { createEngine, type Engine } from "../../core/engine.js";
import { historyWith } from "../../core/history.js";
import { type Game, type PlayedRecord, resumeGameWith, startGameWith, tryResumeGameWith, tryStartGameWith } from "../../core/game.js";
import type { CoreErrorCode, RuleViolation } from "../../core/errors.js";
import type { Result } from "../../core/result.js";
import { replayWith, stateAtWith, tryReplayWith, undoWith } from "../../core/replay.js";
import { startWith, tryStartWith } from "../../core/start.js";
import type { GameRecord } from "../../core/record.js";
import type { AcesHighEvent } from "./events.js";
import { acesHighRuleset } from "./ruleset.js";
import type { AcesHighSetup } from "./setup.js";
import type { AcesHighErrorCode } from "./errors.js";
import type { AcesHighState } from "./state.js";

/** The type of the engine object of this mode: every engine function, bound to its ruleset. */
export type AcesHighEngine = Engine<AcesHighSetup, AcesHighState, AcesHighEvent, AcesHighErrorCode>;

/** The engine for Aces High records. */
export const acesHigh: AcesHighEngine = /* @__PURE__ */ createEngine(acesHighRuleset);

// The engine's functions one by one, documented once on `Engine` in the core. Each is its own function,
// so an app loads only those it imports (a replay-only app never loads immer).
/**
 * {@inheritDoc ace-ledger!Engine.start}
 * @function
 */
export const start: AcesHighEngine["start"] = (setup) => startWith(acesHighRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.tryStart}
 * @function
 */
export const tryStart: AcesHighEngine["tryStart"] = (setup) => tryStartWith(acesHighRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.apply}
 * @function
 */
export const apply: AcesHighEngine["apply"] = (state, event) => applyWith(acesHighRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.tryApply}
 * @function
 */
export const tryApply: AcesHighEngine["tryApply"] = (state, event) => tryApplyWith(acesHighRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.replay}
 * @function
 */
export const replay: AcesHighEngine["replay"] = (record) => replayWith(acesHighRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.tryReplay}
 * @function
 */
export const tryReplay: AcesHighEngine["tryReplay"] = (record) => tryReplayWith(acesHighRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.stateAt}
 * @function
 */
export const stateAt: AcesHighEngine["stateAt"] = (record, n) => stateAtWith(acesHighRuleset, record, n);
/**
 * {@inheritDoc ace-ledger!Engine.history}
 * @function
 */
export const history: AcesHighEngine["history"] = (record) => historyWith(acesHighRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.undo}
 * @function
 */
export const undo: AcesHighEngine["undo"] = (record, n) => undoWith(acesHighRuleset, record, n);

/** A game of this mode being played: its state, record and history together (see `startGame`). */
export type AcesHighGame = Game<AcesHighState, AcesHighEvent, AcesHighErrorCode, PlayedRecord<AcesHighSetupInput, AcesHighEvent> & AcesHighRecord>;

/**
 * A game being played, from its setup, typed as written in a record (`AcesHighSetupInput`: a misspelt
 * field is a compile error): `apply` or `tryApply` each event as it happens, `undo` to take events back,
 * and read `state`, `record` (to save) and `history`. Throws `RuleViolationError` for a setup that breaks
 * a rule. For a setup not yet checked (read from JSON), `tryStartGame`.
 * @function
 */
export const startGame = (setup: AcesHighSetupInput): AcesHighGame => startGameWith(acesHighRuleset, setup) as AcesHighGame;
/**
 * As `startGame`, for a setup not yet checked (read from JSON, say), but returns the setup's violation
 * instead of throwing. Never throws.
 * @function
 */
export const tryStartGame = (setup: unknown): Result<AcesHighGame, RuleViolation<AcesHighErrorCode | CoreErrorCode>> =>
  tryStartGameWith(acesHighRuleset, setup) as Result<AcesHighGame, RuleViolation<AcesHighErrorCode | CoreErrorCode>>;
/**
 * The game a saved record holds (`game.record`, stored as JSON; an object or JSON text), to go on with:
 * its state, `history` and `undo` as the game had them, and the record's `meta`, kept in its `record`.
 * The events are folded once, as `replay` folds them; the states before the last are made when first
 * asked for. Throws `RuleViolationError` for a record that breaks a rule. For a record not yet checked
 * (read from JSON), `tryResumeGame`.
 * @function
 */
export const resumeGame = (record: AcesHighRecord | string): AcesHighGame => resumeGameWith(acesHighRuleset, record) as AcesHighGame;
/**
 * As `resumeGame`, for a record not yet checked (read from JSON, say), but returns the record's first
 * violation (as `tryReplay` does) instead of throwing. Never throws.
 * @function
 */
export const tryResumeGame = (record: unknown): Result<AcesHighGame, RuleViolation<AcesHighErrorCode | CoreErrorCode>> =>
  tryResumeGameWith(acesHighRuleset, record) as Result<AcesHighGame, RuleViolation<AcesHighErrorCode | CoreErrorCode>>;

/** An Aces High record as written by apps. `setup` is checked when the record is replayed. */
export type AcesHighRecord = GameRecord<AcesHighSetupInput, AcesHighEvent> & { readonly mode: "aces-high" };

/** The setup as written in a record: `saves` and `rules` may be left out. */
export interface AcesHighSetupInput {
  readonly players: readonly {
    readonly id: string;
    readonly order: number;
    readonly name?: string;
    readonly ship: Omit<AcesHighSetup["players"][number]["ship"], "saves"> & { readonly saves?: { readonly destruction?: number; readonly flee?: number } };
  }[];
  readonly rules?: Partial<AcesHighSetup["rules"]>;
}

export { acesHighRuleset } from "./ruleset.js";
export { ACES_HIGH_ERROR_CODES, type AcesHighErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export {
  type AcesHighEvent,
  type AcesHighEventMap,
  type AcesHighEventType,
  type DamageSource,
  event,
  type EventOf,
  type EventPayload,
  type HyperspaceMarker,
  checkEvent,
  isEventOf,
  parseEvent,
  type SourceKind,
} from "./events.js";
export { type AcesHighRules, type CreditedSources, type PenalisedDeaths, PRESETS, type PresetName, parseRules } from "./rules.js";
export { type AcesHighSetup, parseSetup, PLAYER_ID, type PlayerSetup, type SaveCharges, type ShipSetup } from "./setup.js";
export { KNOWN_SAVES, type SaveAbility } from "./saves.js";
export {
  type AcesHighAccount,
  type AcesHighExplainedEntry,
  type AcesHighLedgerEntry,
  type AcesHighReason,
  type AcesHighState,
  type FinalDamage,
  isDown,
  isFullHealth,
  ledgerOf,
  player,
  type PlayerState,
  type ShipStatus,
} from "./state.js";
export { creditFor } from "./attribution.js";
export type { Health } from "../x-wing/health.js";
export { type Scoreboard, scoreboard, type Standing, standings } from "./scoreboard.js";
export { explain, REASON_SOURCES } from "./explain.js";
