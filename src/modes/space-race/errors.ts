import { withCoreCodes } from "../../core/errors.js";

/** Every code a Space Race record can be rejected with. */
export const SPACE_RACE_ERROR_CODES = /* @__PURE__ */ withCoreCodes("ERR_UNKNOWN_PLAYER", "ERR_ROUND", "ERR_NOT_IN_PLAY", "ERR_TURN_ORDER", "ERR_ONE_ACTION", "ERR_ONE_ATTACK", "ERR_WRONG_BUOY");

/** A code of `SPACE_RACE_ERROR_CODES`. */
export type SpaceRaceErrorCode = (typeof SPACE_RACE_ERROR_CODES)[number];
