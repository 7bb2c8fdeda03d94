import { withCoreCodes } from "../../core/errors.js";

/** Every code an Intergalactic Ace record can be rejected with. */
export const INTERGALACTIC_ACE_ERROR_CODES = /* @__PURE__ */ withCoreCodes(
  "ERR_UNKNOWN_PLAYER",
  "ERR_TURN_ORDER",
  "ERR_NO_FUEL",
  "ERR_NO_SCANS",
  "ERR_EMPTY_PILE",
  "ERR_WRONG_CARD",
  "ERR_BAD_ROLL",
  "ERR_SAVED_LIMIT",
  "ERR_VARIANT_OFF",
  "ERR_RESHUFFLE",
  "ERR_NOT_IN_PILE",
  "ERR_UNNAMED_CARD",
  "ERR_SCAN_CHOICE",
);

/** A code of `INTERGALACTIC_ACE_ERROR_CODES`. */
export type IntergalacticAceErrorCode = (typeof INTERGALACTIC_ACE_ERROR_CODES)[number];
