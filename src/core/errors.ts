/**
 * Codes every mode shares. Modes add their own (`ERR_NOT_DOWN`, ...); all codes are
 * stable strings starting with `ERR_` so apps can switch on them across versions.
 */
export const CORE_ERROR_CODES = [
  "ERR_INVALID_RECORD",
  "ERR_INVALID_SETUP",
  "ERR_INVALID_EVENT",
  "ERR_GAME_OVER",
] as const;

export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

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

/** The one error class the library throws. Carries the same data as a `RuleViolation`. */
export class RuleViolationError<Code extends string = string> extends Error implements RuleViolation<Code> {
  override readonly name = "RuleViolationError";
  readonly code: Code;
  readonly event: number | null;
  /** The plain data form, as printed by the CLI: `{ code, event, message }`. */
  readonly violation: RuleViolation<Code>;

  constructor(v: RuleViolation<Code>) {
    super(v.event === null ? `${v.code}: ${v.message}` : `${v.code} at event ${v.event}: ${v.message}`);
    this.code = v.code;
    this.event = v.event;
    this.violation = { code: v.code, event: v.event, message: v.message };
  }

  toJSON(): RuleViolation<Code> {
    return this.violation;
  }
}

export function isRuleViolationError(e: unknown): e is RuleViolationError {
  return e instanceof RuleViolationError;
}
