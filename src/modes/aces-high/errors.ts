import { withCoreCodes } from "../../core/errors.js";

/** Every code an Aces High record can be rejected with. Stable across versions. */
export const ACES_HIGH_ERROR_CODES = /* @__PURE__ */ withCoreCodes(
  "ERR_UNKNOWN_PLAYER",
  "ERR_NOT_IN_PLAY",
  "ERR_NOT_DOWN",
  "ERR_ALREADY_DOWN",
  "ERR_NO_CHARGE",
  "ERR_SAVE_AVAILABLE",
  "ERR_NOT_REMOVED",
  "ERR_ROUND",
);

/** A code of `ACES_HIGH_ERROR_CODES`. */
export type AcesHighErrorCode = (typeof ACES_HIGH_ERROR_CODES)[number];
