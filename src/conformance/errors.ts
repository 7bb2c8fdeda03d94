import { deepFreeze } from "../core/freeze.js";
import { CONFORMANCE_MODES } from "./case.js";

/** The codes of `ConformanceError`. */
export const CONFORMANCE_ERROR_CODES = /* @__PURE__ */ deepFreeze(["ERR_UNKNOWN_MODE", "ERR_UNKNOWN_RULING", "ERR_UNKNOWN_CASE"] as const);

/** A code of `CONFORMANCE_ERROR_CODES`. */
export type ConformanceErrorCode = (typeof CONFORMANCE_ERROR_CODES)[number];

/**
 * An argument of the kit's functions outside what they take: a mode the kit does not cover
 * (`ERR_UNKNOWN_MODE`), a ruling (`ERR_UNKNOWN_RULING`) or case (`ERR_UNKNOWN_CASE`) the mode does
 * not have, so that a misspelt exclusion never passes for a decision. A `RangeError`, as every
 * helper outside the engines throws, with a stable `code`.
 */
export class ConformanceError extends RangeError {
  /** The stable code: one of `CONFORMANCE_ERROR_CODES`. */
  readonly code: ConformanceErrorCode;

  /** An error with its code and message. */
  constructor(code: ConformanceErrorCode, message: string) {
    super(message);
    this.name = "ConformanceError";
    this.code = code;
  }

  /** The error for a mode the kit does not cover. */
  static unknownMode(mode: unknown): ConformanceError {
    return new ConformanceError("ERR_UNKNOWN_MODE", `expected a mode of the kit (${CONFORMANCE_MODES.join(", ")}), got ${JSON.stringify(mode) ?? String(mode)}`);
  }
}
