import { type RuleViolation, RuleViolationError } from "../core/errors.js";
import type { Result } from "../core/result.js";

/** The value of a tournament function's result, or its refusal thrown (and shown as the command line shows it). */
export function unwrap<T>(result: Result<T, RuleViolation>): T {
  if (!result.ok) throw new RuleViolationError(result.error);
  return result.value;
}
