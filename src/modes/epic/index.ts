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
