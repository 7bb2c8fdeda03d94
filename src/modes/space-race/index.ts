/**
 * X-Wing Space Race (space-race.txt): mission cards, the fixed order of play, buoys, gravity
 * cannons, recoil shields and the winner. The table's geometry stays with the app.
 *
 * @module
 */
import { createEngine } from "../../core/engine.js";
import type { Ruleset } from "../../core/ruleset.js";
import type { SpaceRaceErrorCode } from "./errors.js";
import { checkEvent, type SpaceRaceEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { parseSetup, type SpaceRaceSetup } from "./setup.js";
import { initialState, type SpaceRaceState } from "./state.js";
import { validate } from "./validate.js";

export const spaceRaceRuleset: Ruleset<SpaceRaceSetup, SpaceRaceState, SpaceRaceEvent, SpaceRaceErrorCode> = {
  mode: "space-race",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  validate,
  mutate,
};

/** The engine for Space Race records. */
export const spaceRace = createEngine(spaceRaceRuleset);
export const { start, tryStart, apply, tryApply, replay, tryReplay, stateAt, history, undo } = spaceRace;

export { BUOYS, type Buoy, MISSION_CARDS, type MissionCard, POINT_BUDGET, RACING_SHIPS, type RacingShip } from "./cards.js";
export { asteroidShot, collisionDamage, gravityCannon } from "./combat.js";
export { SPACE_RACE_ERROR_CODES, type SpaceRaceErrorCode } from "./errors.js";
export { checkEvent, type DieResult, type SpaceRaceEvent, type SpaceRaceEventMap, type SpaceRaceEventOf, type SpaceRaceEventType } from "./events.js";
export { parseSetup, type Racer, type SpaceRaceSetup, turnOrder } from "./setup.js";
export { ledgerOf, nextBuoy, type Push, racer, type RacerState, type SpaceRaceAccount, type SpaceRaceExplainedEntry, type SpaceRaceLedgerEntry, type SpaceRaceReason, type SpaceRaceState } from "./state.js";
export { type RaceStanding, scoreboard, type SpaceRaceScoreboard } from "./scoreboard.js";
export { SPACE_RACE_RULINGS } from "./rulings.js";
