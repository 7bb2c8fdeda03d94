/**
 * Epic Battles scoring (epic-battles-rules-reference.txt): health value and half health, standard
 * scoring with squad points or threat (wings as one ship), casualties, free-for-all and team
 * battle, victory counters, markers, escape, reserve and restore.
 *
 * @module ace-ledger/epic
 */
import { createEngine } from "../../core/engine.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { EpicErrorCode } from "./errors.js";
import { checkEvent, type EpicEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { type EpicSetup, parseSetup } from "./setup.js";
import { type EpicState, initialState } from "./state.js";
import { validate } from "./validate.js";
import { deepFreeze } from "../../core/freeze.js";

/** The Epic mode as a `Ruleset`: the hooks `epic` runs. */
export const epicRuleset: Ruleset<EpicSetup, EpicState, EpicEvent, EpicErrorCode> = /* @__PURE__ */ deepFreeze({
  mode: "epic",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The engine for Epic records. */
export const epic = createEngine(epicRuleset);
export const {
  /**
   * Checks an Epic setup as written in a record and returns the state before any event.
   * Throws `RuleViolationError`.
   */
  start,
  /** As `start`, but returns a `Result` instead of throwing. */
  tryStart,
  /**
   * Applies one Epic event to a state: checked against the rules, folded in, its ledger entries
   * posted. Throws `RuleViolationError` naming the event's index; the state passed in never changes.
   */
  apply,
  /** As `apply`, for an unchecked event, but returns a `Result` instead of throwing. */
  tryApply,
  /**
   * The final state of an Epic record (an object or JSON text): the same as folding `apply` over its
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
} = epic;

export { EPIC_ERROR_CODES, type EpicErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { checkEvent, type EpicEvent, type EpicEventMap, type EpicEventOf, type EpicEventType } from "./events.js";
export { type EpicPlayer, type EpicSetup, type EpicShip, parseSetup, type ScoringUnit } from "./setup.js";
export { type EpicLedgerEntry, epicPlayer, type EpicPlayerState, type EpicShipState, type EpicShipStatus, type EpicState, ship } from "./state.js";
export { playerTotals, resolutionOrder, teamTotals, type UnitScore, unitScores } from "./scoring.js";
export { EPIC_RULINGS } from "./rulings.js";
export { type EpicScoreboard, type EpicShipReport, type EpicStanding, type EpicTeamStanding, scoreboard } from "./scoreboard.js";
export { atHalf, type Health, healthValue, isFullHealth, isHalfHealth, lostHealth } from "../x-wing/health.js";
