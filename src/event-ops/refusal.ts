import { at, RuleViolationError, violation } from "../core/errors.js";

/**
 * The refusals of the served night's own operations, with stable codes, thrown as the tournament
 * functions' are (`RuleViolationError`) and shown as the command line shows those:
 *
 * - `ERR_RESULT_ACCEPTED`: a table sent a result for a table whose result the organiser has (only the
 *   organiser replaces it);
 * - `ERR_SUBMISSION`: a submission that is not there, or not waiting any more;
 * - `ERR_NIGHT`: an operation of the night asked for something the event does not have (no such player,
 *   round or table, a malformed request).
 */
export type NightRefusalCode = "ERR_RESULT_ACCEPTED" | "ERR_SUBMISSION" | "ERR_NIGHT";

export function refuse(code: NightRefusalCode, message: string): never {
  throw new RuleViolationError(at(violation(code, message), null));
}
