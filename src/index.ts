/**
 * ace-ledger: the core engine, shared by every mode. It knows no game: a mode is a
 * {@link Ruleset} of hooks, and {@link createEngine} turns it into apply / replay / undo.
 * Modes live in their own entries, e.g. `ace-ledger/aces-high`.
 *
 * @module ace-ledger
 */
import { version as packageVersion } from "../package.json";

export { createEngine, type Engine } from "./core/engine.js";
export { startWith, tryStartWith } from "./core/start.js";
export { applyWith, tryApplyWith } from "./core/apply.js";
export { replayWith, stateAtWith, tryReplayWith, undoWith } from "./core/replay.js";
export { historyWith } from "./core/history.js";
export { type Game, type PlayedRecord, resumeGameWith, startGameWith, tryResumeGameWith, tryStartGameWith } from "./core/game.js";
export type { EngineState, EntryOf, Ruleset } from "./core/ruleset.js";
export type { Ruling } from "./core/ruling.js";
export { PLAYER_ID } from "./core/ids.js";
export {
  CORE_ERROR_CODES,
  type CoreErrorCode,
  isRuleViolationError,
  type RuleViolation,
  RuleViolationError,
  type Violation,
} from "./core/errors.js";
export {
  appendEntry,
  balancesOf,
  entriesFor,
  type ExplainedEntry,
  formatEntry,
  type Ledger,
  LEDGER_PAGE,
  type LedgerEntry,
  ledgerEntries,
  withEntries,
} from "./core/ledger.js";
export { before, isDrafting } from "./core/draft.js";
export { deepFreeze } from "./core/freeze.js";
export { type GameRecord, parseJson, parseRecord } from "./core/record.js";
export { err, ok, type Result } from "./core/result.js";
export { MODES, type ModeName } from "./modes.js";

/**
 * The version of this package, as its package.json gives it (e.g. `"1.0.0"`): for an app to log, or to
 * keep beside a saved record. The build writes it into the code; nothing reads package.json at run time.
 */
export const version: string = packageVersion;
