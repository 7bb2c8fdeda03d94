import { withCoreCodes } from "../../core/errors.js";

/** Every code an Epic record can be rejected with. Stable across versions. */
export const EPIC_ERROR_CODES = /* @__PURE__ */ withCoreCodes("ERR_UNKNOWN_SHIP", "ERR_UNKNOWN_PLAYER", "ERR_NOT_IN_PLAY", "ERR_NOT_DOWN", "ERR_ALREADY_DOWN", "ERR_NOT_REMOVED", "ERR_ROUND");
/** A code of `EPIC_ERROR_CODES`. */
export type EpicErrorCode = (typeof EPIC_ERROR_CODES)[number];
