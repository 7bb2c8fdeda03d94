/**
 * Table sizes for `n` players, smallest first (aces-high.txt, Synopsis: "the ideal number of
 * participants is 4-6"; Pairings: 6 -> one table of 6, 7 -> one table, 8 -> 4 + 4, 9 -> 4 + 5,
 * 10 -> 5 + 5). The rule derived from them:
 * - up to 7 players play at one table (7 cannot be split without a table under 4);
 * - otherwise the fewest tables of at most 6, as even as possible (sizes differ by at most 1).
 * Every table then has 4 to 6 players, and no table has more than 8.
 */
export function splitTables(n: number): number[] {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`expected at least 2 players, got ${n}`);
  if (n <= 7) return [n];
  const count = Math.ceil(n / 6);
  const small = Math.floor(n / count);
  const large = n % count;
  return Array.from({ length: count }, (_, i) => (i < count - large ? small : small + 1));
}
