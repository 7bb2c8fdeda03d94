/**
 * X-Wing Space Race (space-race.txt): mission cards, the fixed order of play, buoys, gravity
 * cannons, recoil shields and the winner. The table's geometry stays with the app.
 *
 * @module ace-ledger/space-race
 */
import { createEngine } from "../../core/engine.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { SpaceRaceErrorCode } from "./errors.js";
import { checkEvent, type SpaceRaceEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { parseSetup, type SpaceRaceSetup } from "./setup.js";
import { initialState, type SpaceRaceState } from "./state.js";
import { validate } from "./validate.js";
import { deepFreeze } from "../../core/freeze.js";

/** The Space Race mode as a `Ruleset`: the hooks `spaceRace` runs. */
export const spaceRaceRuleset: Ruleset<SpaceRaceSetup, SpaceRaceState, SpaceRaceEvent, SpaceRaceErrorCode> = /* @__PURE__ */ deepFreeze({
  mode: "space-race",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
});

/** The engine for Space Race records. */
export const spaceRace = createEngine(spaceRaceRuleset);
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
} = spaceRace;

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
export { DEFAULT_SPACE_RACE_RULES, parseSetup, type Racer, type SpaceRaceRules, type SpaceRaceSetup, turnOrder } from "./setup.js";
export { ledgerOf, nextBuoy, type Push, racer, type RacerState, type SpaceRaceAccount, type SpaceRaceExplainedEntry, type SpaceRaceLedgerEntry, type SpaceRaceReason, type SpaceRaceState, type TurnStep } from "./state.js";
export { type RaceStanding, scoreboard, type SpaceRaceScoreboard } from "./scoreboard.js";
export { SPACE_RACE_RULINGS } from "./rulings.js";
