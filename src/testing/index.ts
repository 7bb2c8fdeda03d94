/**
 * fast-check arbitraries for testing apps against ace-ledger: valid Aces High records, legal
 * by construction, and single invalid events for a given state. Requires `fast-check` (v4).
 *
 * ```ts
 * import fc from "fast-check";
 * import { arbitraries } from "ace-ledger/testing";
 * fc.assert(fc.property(arbitraries.acesHighRecord(), (record) => { ... }));
 * ```
 *
 * @module ace-ledger/testing
 */
import { invalidEventArbitrary } from "./invalid.js";
import { recordArbitrary, rulesArbitrary } from "./records.js";

// Frozen, but not deeply: fast-check arbitraries keep state of their own.
/** The fast-check arbitraries, by what they generate. */
export const arbitraries = /* @__PURE__ */ Object.freeze({
  /** Valid Aces High records (see `RecordOptions`). */
  acesHighRecord: recordArbitrary,
  /** Rule options: the default, both presets, random combinations. */
  acesHighRules: rulesArbitrary,
  /** Events `state` must reject, each with the error code it must produce. */
  acesHighInvalidEvent: invalidEventArbitrary,
});

export type { RecordOptions } from "./records.js";
export type { InvalidEvent } from "./invalid.js";
