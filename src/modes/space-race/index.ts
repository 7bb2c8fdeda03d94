/**
 * X-Wing Space Race (space-race.txt): mission cards, the fixed order of play, buoys, gravity
 * cannons, recoil shields and the winner. The table's geometry stays with the app.
 *
 * @module ace-ledger/space-race
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
import type { SpaceRaceErrorCode } from "./errors.js";
import { checkEvent, type SpaceRaceEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { parseSetup, type SpaceRaceSetup, type SpaceRaceSetupInput } from "./setup.js";
import { initialState, type SpaceRaceState } from "./state.js";
import { validate } from "./validate.js";
import { builtInRuleset } from "../../core/issued.js";

/** The Space Race mode as a `Ruleset`: the hooks `spaceRace` runs. */
export const spaceRaceRuleset: Ruleset<SpaceRaceSetup, SpaceRaceState, SpaceRaceEvent, SpaceRaceErrorCode> = /* @__PURE__ */ builtInRuleset({
  mode: "space-race",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The type of the engine object of this mode: every engine function, bound to its ruleset. */
export type SpaceRaceEngine = Engine<SpaceRaceSetup, SpaceRaceState, SpaceRaceEvent, SpaceRaceErrorCode>;

/** The engine for Space Race records. */
export const spaceRace: SpaceRaceEngine = /* @__PURE__ */ createEngine(spaceRaceRuleset);

// The engine's functions one by one, documented once on `Engine` in the core. Each is its own function,
// so an app loads only those it imports (a replay-only app never loads immer).
/**
 * {@inheritDoc ace-ledger!Engine.start}
 * @function
 */
export const start: SpaceRaceEngine["start"] = (setup) => startWith(spaceRaceRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.tryStart}
 * @function
 */
export const tryStart: SpaceRaceEngine["tryStart"] = (setup) => tryStartWith(spaceRaceRuleset, setup);
/**
 * {@inheritDoc ace-ledger!Engine.apply}
 * @function
 */
export const apply: SpaceRaceEngine["apply"] = (state, event) => applyWith(spaceRaceRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.tryApply}
 * @function
 */
export const tryApply: SpaceRaceEngine["tryApply"] = (state, event) => tryApplyWith(spaceRaceRuleset, state, event);
/**
 * {@inheritDoc ace-ledger!Engine.replay}
 * @function
 */
export const replay: SpaceRaceEngine["replay"] = (record) => replayWith(spaceRaceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.tryReplay}
 * @function
 */
export const tryReplay: SpaceRaceEngine["tryReplay"] = (record) => tryReplayWith(spaceRaceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.stateAt}
 * @function
 */
export const stateAt: SpaceRaceEngine["stateAt"] = (record, n) => stateAtWith(spaceRaceRuleset, record, n);
/**
 * {@inheritDoc ace-ledger!Engine.history}
 * @function
 */
export const history: SpaceRaceEngine["history"] = (record) => historyWith(spaceRaceRuleset, record);
/**
 * {@inheritDoc ace-ledger!Engine.undo}
 * @function
 */
export const undo: SpaceRaceEngine["undo"] = (record, n) => undoWith(spaceRaceRuleset, record, n);

/** A game of this mode being played: its state, record and history together (see `startGame`). */
export type SpaceRaceGame = Game<SpaceRaceState, SpaceRaceEvent, SpaceRaceErrorCode, PlayedRecord<SpaceRaceSetupInput, SpaceRaceEvent> & SpaceRaceRecord>;

/** A record of this mode as written by apps. `setup` is checked when the record is replayed. */
export type SpaceRaceRecord = GameRecord<SpaceRaceSetupInput, SpaceRaceEvent> & { readonly mode: "space-race" };

/**
 * A game being played, from its setup, typed as written in a record (`SpaceRaceSetupInput`: a misspelt field is
 * a compile error): `apply` or `tryApply` each event as it happens, `undo` to take events back, and read
 * `state`, `record` (to save) and `history`. Throws `RuleViolationError` for a setup that breaks a rule.
 * For a setup not yet checked (read from JSON), `tryStartGame`.
 * @function
 */
export const startGame = (setup: SpaceRaceSetupInput): SpaceRaceGame => startGameWith(spaceRaceRuleset, setup) as SpaceRaceGame;
/**
 * As `startGame`, for a setup not yet checked (read from JSON, say), but returns the setup's violation
 * instead of throwing. Never throws.
 * @function
 */
export const tryStartGame = (setup: unknown): Result<SpaceRaceGame, RuleViolation<SpaceRaceErrorCode | CoreErrorCode>> =>
  tryStartGameWith(spaceRaceRuleset, setup) as Result<SpaceRaceGame, RuleViolation<SpaceRaceErrorCode | CoreErrorCode>>;
/**
 * The game a saved record holds (`game.record`, stored as JSON; an object or JSON text), to go on with:
 * its state, `history` and `undo` as the game had them, and the record's `meta`, kept in its `record`.
 * The events are folded once, as `replay` folds them; the states before the last are made when first
 * asked for. Throws `RuleViolationError` for a record that breaks a rule. For a record not yet checked
 * (read from JSON), `tryResumeGame`.
 * @function
 */
export const resumeGame = (record: SpaceRaceRecord | string): SpaceRaceGame => resumeGameWith(spaceRaceRuleset, record) as SpaceRaceGame;
/**
 * As `resumeGame`, for a record not yet checked (read from JSON, say), but returns the record's first
 * violation (as `tryReplay` does) instead of throwing. Never throws.
 * @function
 */
export const tryResumeGame = (record: unknown): Result<SpaceRaceGame, RuleViolation<SpaceRaceErrorCode | CoreErrorCode>> =>
  tryResumeGameWith(spaceRaceRuleset, record) as Result<SpaceRaceGame, RuleViolation<SpaceRaceErrorCode | CoreErrorCode>>;

export {
  BUOYS,
  type Buoy,
  CLOAK_UPGRADES,
  type GenericPilot,
  MISSION_CARDS,
  type MissionCard,
  POINT_BUDGET,
  RACING_SHIP_CARDS,
  RACING_SHIPS,
  RACING_SLOTS,
  type RacingShip,
  type RacingShipCard,
  STAT_UPGRADES,
  WEAPON_SLOTS,
  type WeaponSlot,
} from "./cards.js";
export { asteroidShot, collisionDamage, gravityCannon } from "./combat.js";
export { SPACE_RACE_ERROR_CODES, type SpaceRaceErrorCode } from "./errors.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
export { ACTION_LOSSES, type ActionLoss, checkEvent, type DieResult, RACE_ACTIONS, type RaceAction, type SpaceRaceEvent, type SpaceRaceEventMap, type SpaceRaceEventOf, type SpaceRaceEventType } from "./events.js";
export { DEFAULT_SPACE_RACE_RULES, parseSetup, type Racer, type SpaceRaceRules, type SpaceRaceSetup, type SpaceRaceSetupInput, turnOrder } from "./setup.js";
export { ledgerOf, nextBuoy, type Push, racer, type RacerState, type SpaceRaceAccount, type SpaceRaceExplainedEntry, type SpaceRaceLedgerEntry, type SpaceRaceReason, type SpaceRaceState, type TurnStep } from "./state.js";
export { type RaceStanding, scoreboard, type SpaceRaceScoreboard } from "./scoreboard.js";
export { SPACE_RACE_RULINGS } from "./rulings.js";
