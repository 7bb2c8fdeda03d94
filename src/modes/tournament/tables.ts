import { deepFreeze } from "../../core/freeze.js";

/**
 * How many tables an event's players are split into (ruling `table-sizes`):
 * - `"fours"` (the default): `floor(n / 4)` tables, at least one, the remainder spread over them.
 *   aces-high.txt, Synopsis: "It makes sense to divide tables by multiples of 4 participants from
 *   the total number." 16 players -> 4 + 4 + 4 + 4, 17 -> 4 + 4 + 4 + 5.
 * - `"sixes"`: the fewest tables of at most 6, `ceil(n / 6)` (up to 7 players at one table).
 *   16 -> 5 + 5 + 6, 17 -> 5 + 6 + 6.
 * Both reproduce every example row of the text (6, 7, 8, 9 and 10 players).
 */
export type TableSizes = "fours" | "sixes";

/** The values of `TableSizes`, the default first. */
export const TABLE_SIZES = /* @__PURE__ */ deepFreeze(["fours", "sixes"] as const);

/**
 * Table sizes for `n` players, smallest first, by the rule `sizes` (default `"fours"`, ruling
 * `table-sizes`). aces-high.txt, Synopsis: "the ideal number of participants is 4-6. It makes sense
 * to divide tables by multiples of 4 participants from the total number"; Pairings: 6 -> one table
 * of 6, 7 -> one table, 8 -> 4 + 4, 9 -> 4 + 5, 10 -> 5 + 5.
 * - `"fours"`: `floor(n / 4)` tables (one for fewer than 8 players), sizes as even as possible.
 *   From 8 players on every table has 4 to 6 players (6 only for 11 players: 5 + 6).
 * - `"sixes"`: up to 7 players at one table; otherwise `ceil(n / 6)` tables, as even as possible.
 * Throws `RangeError` for fewer than 2 players or an unknown rule.
 */
export function splitTables(n: number, sizes: TableSizes = "fours"): number[] {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`expected at least 2 players, got ${n}`);
  if (sizes !== "fours" && sizes !== "sixes") throw new RangeError(`expected the table sizes "fours" or "sixes", got ${JSON.stringify(sizes)}`);
  const count = sizes === "fours" ? Math.max(1, Math.floor(n / 4)) : n <= 7 ? 1 : Math.ceil(n / 6);
  const small = Math.floor(n / count);
  const large = n % count;
  return Array.from({ length: count }, (_, i) => (i < count - large ? small : small + 1));
}
