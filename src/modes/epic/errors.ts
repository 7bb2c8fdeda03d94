import { CORE_ERROR_CODES } from "../../core/errors.js";

export const EPIC_ERROR_CODES = [...CORE_ERROR_CODES, "ERR_UNKNOWN_SHIP", "ERR_UNKNOWN_PLAYER", "ERR_NOT_IN_PLAY", "ERR_NOT_DOWN", "ERR_ALREADY_DOWN", "ERR_NOT_REMOVED", "ERR_ROUND"] as const;
export type EpicErrorCode = (typeof EPIC_ERROR_CODES)[number];
