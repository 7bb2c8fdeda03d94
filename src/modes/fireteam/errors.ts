import { withCoreCodes } from "../../core/errors.js";

/** Every code an A.C.E. Fireteam record can be rejected with. */
export const FIRETEAM_ERROR_CODES = /* @__PURE__ */ withCoreCodes(
  "ERR_UNKNOWN_UNIT",
  "ERR_UNKNOWN_PLAYER",
  "ERR_UNKNOWN_SECTOR",
  "ERR_TURN",
  "ERR_INITIATIVE",
  "ERR_TURN_ORDER",
  "ERR_UNIT_DISABLED",
  "ERR_UNIT_DESTROYED",
  "ERR_NO_MOVES",
  "ERR_NO_WEAPON_ACTIONS",
  "ERR_WEAPON_UNAVAILABLE",
  "ERR_WEAPON_SPENT",
  "ERR_WRONG_WEAPON",
  "ERR_OUT_OF_RANGE",
  "ERR_NO_HANDS",
  "ERR_CANNOT_CLIMB",
  "ERR_CHARGE",
  "ERR_RESTART",
  "ERR_WRONG_GAME_MODE",
  "ERR_MISSING_REPORT",
  "ERR_HARVESTER_LIMIT",
  "ERR_NO_METEORS",
  "ERR_ROLL_DUE",
  "ERR_NO_SMOKE",
  "ERR_HARVESTER_DISTANCE",
);

/** A code of `FIRETEAM_ERROR_CODES`. */
export type FireteamErrorCode = (typeof FIRETEAM_ERROR_CODES)[number];
