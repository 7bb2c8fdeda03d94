import { deepFreeze } from "./freeze.js";

/**
 * Codes every mode shares. Modes add their own (`ERR_NOT_DOWN`, ...); all codes are
 * stable strings starting with `ERR_` so apps can switch on them across versions.
 * `ERR_INVALID_STATE`: `tryApply` on anything but a state the engine returned. `ERR_EVENT_COUNT`:
 * `stateAt` or `undo` with a count outside the record.
 */
export const CORE_ERROR_CODES = /* @__PURE__ */ deepFreeze([
  "ERR_INVALID_RECORD",
  "ERR_INVALID_SETUP",
  "ERR_INVALID_EVENT",
  "ERR_GAME_OVER",
  "ERR_INVALID_STATE",
  "ERR_EVENT_COUNT",
] as const);

/** A code of `CORE_ERROR_CODES`: one every mode can give. */
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/**
 * A mode's list of codes: `CORE_ERROR_CODES`, then the mode's own, deeply frozen. Marked `@__PURE__`
 * and given the codes as literals, the call is dropped from a bundle that never reads the list; a spread
 * of `CORE_ERROR_CODES` written in the mode's module is not (a spread may run code), and kept both lists.
 */
export function withCoreCodes<const Codes extends readonly string[]>(...codes: Codes): readonly [...typeof CORE_ERROR_CODES, ...Codes] {
  return deepFreeze([...CORE_ERROR_CODES, ...codes]);
}

/** What a mode's check returns when an event or setup breaks a rule: a code and what was expected. */
export interface Violation<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/**
 * A violation placed in a record: `event` is the 0-based index in `events`,
 * or `null` when the record envelope or the setup is at fault.
 */
export interface RuleViolation<Code extends string = string> extends Violation<Code> {
  readonly event: number | null;
}

export function violation<Code extends string>(code: Code, message: string): Violation<Code> {
  return { code, message };
}

export function at<Code extends string>(v: Violation<Code>, event: number | null): RuleViolation<Code> {
  return { code: v.code, event, message: v.message };
}

/**
 * Marks a RuleViolationError in every copy of this module. Each CommonJS entry bundles its own
 * copy, and an app may load the ESM and the CommonJS build (or two installed versions) side by
 * side; a brand from the global symbol registry is the same in all of them, whereas shared chunks
 * would fix only the first case. `instanceof` and `isRuleViolationError` check the brand.
 */
const BRAND = Symbol.for("ace-ledger.RuleViolationError");

/**
 * The one error class the engines and parsers throw, for bad input and misuse alike (`stateAt` out of
 * range is an `ERR_EVENT_COUNT`); their `try*` forms return the same data and never throw. Helpers
 * outside the engines throw `RangeError` for an argument outside their documented range
 * (`splitTables(1)`). Carries the same data as a `RuleViolation`.
 * `error instanceof RuleViolationError` holds for errors thrown by any entry of the package,
 * in ESM and CommonJS alike.
 */
export class RuleViolationError<Code extends string = string> extends Error implements RuleViolation<Code> {
  override readonly name = "RuleViolationError";
  readonly code: Code;
  readonly event: number | null;
  /** The plain data form, as printed by the CLI: `{ code, event, message }`. */
  readonly violation: RuleViolation<Code>;

  /**
   * The error for a violation; its message is `CODE at event N: message` (or `CODE: message` when `event`
   * is null).
   */
  constructor(v: RuleViolation<Code>) {
    super(v.event === null ? `${v.code}: ${v.message}` : `${v.code} at event ${v.event}: ${v.message}`);
    this.code = v.code;
    this.event = v.event;
    this.violation = at(v, v.event);
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Branded errors from any copy of the library; subclasses keep the ordinary prototype check. */
  static override [Symbol.hasInstance]<T>(this: abstract new (...args: never) => T, value: unknown): value is T {
    return (this as unknown) === RuleViolationError ? (value as { readonly [BRAND]?: unknown } | null | undefined)?.[BRAND] === true : Function.prototype[Symbol.hasInstance].call(this, value);
  }

  /** The plain data, for `JSON.stringify`: `{ code, event, message }`. */
  toJSON(): RuleViolation<Code> {
    return this.violation;
  }
}

/**
 * Whether `e` is a `RuleViolationError` thrown by this library (any entry, ESM or CommonJS); narrows it
 * for `catch` blocks.
 */
export function isRuleViolationError(e: unknown): e is RuleViolationError {
  return e instanceof RuleViolationError;
}

/** The value of a `Result`, or its violation thrown as a `RuleViolationError`. */
export function orThrow<T, Code extends string>(result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleViolation<Code> }): T {
  if (!result.ok) throw new RuleViolationError(result.error);
  return result.value;
}
