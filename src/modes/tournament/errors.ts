import { deepFreeze } from "../../core/freeze.js";

/**
 * Every code an event can be refused with. Stable across versions.
 * - `ERR_INVALID_RECORD`: the event file's shape, or a table's record that is not JSON or cannot be read.
 * - `ERR_NO_RESULT`: a table of a counted round has no result yet.
 * - `ERR_GAME_NOT_OVER`: a game record whose game has not ended (time not called, no victory limit reached).
 * - `ERR_INVALID_RESULT`: a result record that is not the table's, or whose places do not follow its scores.
 * - `ERR_RESULTS_MISSING`: the next round asked for while a table of an earlier round has no counted result.
 * - `ERR_EVENT_OVER`: a round past the event's last.
 * - `ERR_SEATING`: tables that break a rule (2 to 8 players, every player taking part once, order numbers).
 * - `ERR_UNKNOWN_PLAYER`: a player who is not (or already is) in the event.
 * - `ERR_SALVO`: a tie that a final salvo roll must break, with no rolls (or equal ones) entered.
 * - `ERR_INVALID_OPTION`: an option or argument of a call that it does not take (`rounds` past the
 *   rounds paired, a number that is not whole, a flag that is not true or false, ...).
 * Games at the tables add the Aces High codes (`ERR_ROUND`, `ERR_UNKNOWN_PLAYER`, ...).
 */
export const TOURNAMENT_ERROR_CODES = /* @__PURE__ */ deepFreeze([
  "ERR_INVALID_RECORD",
  "ERR_NO_RESULT",
  "ERR_GAME_NOT_OVER",
  "ERR_INVALID_RESULT",
  "ERR_RESULTS_MISSING",
  "ERR_EVENT_OVER",
  "ERR_SEATING",
  "ERR_UNKNOWN_PLAYER",
  "ERR_SALVO",
  "ERR_INVALID_OPTION",
] as const);

/** A code of `TOURNAMENT_ERROR_CODES`. */
export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];
