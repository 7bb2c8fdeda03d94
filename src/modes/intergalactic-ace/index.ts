/**
 * Intergalactic Ace (intergalactic-ace.txt): the whole card-and-dice game, not only its score:
 * upgrades, dogfights, scans, fights between players, the variants and the end of the game.
 * Randomness lives in the record: apps roll and draw, events carry the outcomes, and the engine
 * checks each against the state (the card on top of the pile, the die in range).
 *
 * @module ace-ledger/intergalactic-ace
 */
import { applyWith, tryApplyWith } from "../../core/apply.js";
import { createEngine } from "../../core/engine.js";
import { historyWith } from "../../core/history.js";
import { type Game, type PlayedRecord, resumeGameWith, startGameWith, tryResumeGameWith, tryStartGameWith } from "../../core/game.js";
import type { CoreErrorCode, RuleViolation } from "../../core/errors.js";
import type { GameRecord } from "../../core/record.js";
import type { Result } from "../../core/result.js";
import { replayWith, stateAtWith, tryReplayWith, undoWith } from "../../core/replay.js";
import { startWith, tryStartWith } from "../../core/start.js";
import type { IntergalacticAceEngine } from "./simulate.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { IntergalacticAceErrorCode } from "./errors.js";
import { checkEvent, type IntergalacticAceEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { type IntergalacticAceSetup, parseSetup, type IntergalacticAceSetupInput } from "./setup.js";
import { initialState, type IntergalacticAceState } from "./state.js";
import { validate } from "./validate.js";
import { builtInRuleset } from "../../core/issued.js";

/** The Intergalactic Ace mode as a `Ruleset`: the hooks `intergalacticAce` runs. */
export const intergalacticAceRuleset: Ruleset<IntergalacticAceSetup, IntergalacticAceState, IntergalacticAceEvent, IntergalacticAceErrorCode> = /* @__PURE__ */ builtInRuleset({
  mode: "intergalactic-ace",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The engine for Intergalactic Ace records. */
export const intergalacticAce: IntergalacticAceEngine = /* @__PURE__ */ createEngine(intergalacticAceRuleset);

// The engine's functions one by one, documented once on `Engine` in the core. Each is its own function,
// so an app loads only those it imports (a replay-only app never loads immer).
/**
 * {@inheritDoc ace-ledger!Engine.start}
 * @function
 */
export const start: IntergalacticAceEngine["start"] = (setup) => startWith(intergalacticAceRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.tryStart}
 * @function
 */
export const tryStart: IntergalacticAceEngine["tryStart"] = (setup) => tryStartWith(intergalacticAceRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.apply}
 * @function
 */
export const apply: IntergalacticAceEngine["apply"] = (state, event) => applyWith(intergalacticAceRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.tryApply}
 * @function
 */
export const tryApply: IntergalacticAceEngine["tryApply"] = (state, event) => tryApplyWith(intergalacticAceRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.replay}
 * @function
 */
export const replay: IntergalacticAceEngine["replay"] = (record) => replayWith(intergalacticAceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.tryReplay}
 * @function
 */
export const tryReplay: IntergalacticAceEngine["tryReplay"] = (record) => tryReplayWith(intergalacticAceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.stateAt}
 * @function
 */
export const stateAt: IntergalacticAceEngine["stateAt"] = (record, n) => stateAtWith(intergalacticAceRuleset, record, n);
/**
 * {@inheritDoc ace-ledger!Engine.history}
 * @function
 */
export const history: IntergalacticAceEngine["history"] = (record) => historyWith(intergalacticAceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.undo}
 * @function
 */
export const undo: IntergalacticAceEngine["undo"] = (record, n) => undoWith(intergalacticAceRuleset, record, n);

/** A game of this mode being played: its state, record and history together (see `startGame`). */
export type IntergalacticAceGame = Game<IntergalacticAceState, IntergalacticAceEvent, IntergalacticAceErrorCode, PlayedRecord<IntergalacticAceSetupInput, IntergalacticAceEvent> & IntergalacticAceRecord>;

/** A record of this mode as written by apps. `setup` is checked when the record is replayed. */
export type IntergalacticAceRecord = GameRecord<IntergalacticAceSetupInput, IntergalacticAceEvent> & { readonly mode: "intergalactic-ace" };

/**
 * A game being played, from its setup, typed as written in a record (`IntergalacticAceSetupInput`: a misspelt field is
 * a compile error): `apply` or `tryApply` each event as it happens, `undo` to take events back, and read
 * `state`, `record` (to save) and `history`. Throws `RuleViolationError` for a setup that breaks a rule.
 * For a setup not yet checked (read from JSON), `tryStartGame`.
 * @function
 */
export const startGame = (setup: IntergalacticAceSetupInput): IntergalacticAceGame => startGameWith(intergalacticAceRuleset, setup) as IntergalacticAceGame;
/**
 * As `startGame`, for a setup not yet checked (read from JSON, say), but returns the setup's violation
 * instead of throwing. Never throws.
 * @function
 */
export const tryStartGame = (setup: unknown): Result<IntergalacticAceGame, RuleViolation<IntergalacticAceErrorCode | CoreErrorCode>> =>
  tryStartGameWith(intergalacticAceRuleset, setup) as Result<IntergalacticAceGame, RuleViolation<IntergalacticAceErrorCode | CoreErrorCode>>;
/**
 * The game a saved record holds (`game.record`, stored as JSON; an object or JSON text), to go on with:
 * its state, `history` and `undo` as the game had them, and the record's `meta`, kept in its `record`.
 * The events are folded once, as `replay` folds them; the states before the last are made when first
 * asked for. Throws `RuleViolationError` for a record that breaks a rule. For a record not yet checked
 * (read from JSON), `tryResumeGame`.
 * @function
 */
export const resumeGame = (record: IntergalacticAceRecord | string): IntergalacticAceGame => resumeGameWith(intergalacticAceRuleset, record) as IntergalacticAceGame;
/**
 * As `resumeGame`, for a record not yet checked (read from JSON, say), but returns the record's first
 * violation (as `tryReplay` does) instead of throwing. Never throws.
 * @function
 */
export const tryResumeGame = (record: unknown): Result<IntergalacticAceGame, RuleViolation<IntergalacticAceErrorCode | CoreErrorCode>> =>
  tryResumeGameWith(intergalacticAceRuleset, record) as Result<IntergalacticAceGame, RuleViolation<IntergalacticAceErrorCode | CoreErrorCode>>;

export {
  ACE_KILLS, COMBAT_STATS, type CombatStat, type DuelCard, DUEL_DEFENSE, type EnemyCard, type EnemyDeckCard, FUEL_COST, MANUAL_SCAN_RESOURCES, MANUAL_STATS, MANUAL_UPGRADE_RESOURCES, resourcesOf, SCAN_REVEALS,
  type ScanCardsBeat, STARTER_RESOURCES, type Stat, type StatChange, type Stats, STATS, type UpgradeCard, upgradeFloor,
} from "./cards.js";
export { type Dealer, seededDealer } from "./dice.js";
export { bestAces } from "./ending.js";
export { INTERGALACTIC_ACE_ERROR_CODES, type IntergalacticAceErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { checkEvent, type IntergalacticAceEvent, type IntergalacticAceEventMap, type IntergalacticAceEventOf, type IntergalacticAceEventType } from "./events.js";
export { addStats, bestCombatStats, dogfight, type DogfightResult, duel, type DuelResult, engages, loseStats, type Outcome, type Pilot, rollOutcome } from "./fight.js";
export { INTERGALACTIC_ACE_RULINGS } from "./rulings.js";
export { type AceExplainedEntry, type AcePileCounts, type AceStanding, type AceTable, type IntergalacticAceScoreboard, ledgerOf, scoreboard, tableOf } from "./scoreboard.js";
export { type AcePlayer, type DeckOrder, DEFAULT_STAT_MAX, type IntergalacticAceSetup, type IntergalacticAceSetupInput, parseSetup, startingUpgradeCount, type Variants } from "./setup.js";
export { type AceCards, type AceRecord, dealSetup, type DealOptions, type IntergalacticAceEngine, liveTableRecord, type LiveTableOptions, randomGame } from "./simulate.js";
export { type AceAccount, type AceLedgerEntry, type AceReason, currentPlayer, drawnCard, foughtCard, type IntergalacticAceState, type PendingScan, pilot, type PilotState, topCard } from "./state.js";
