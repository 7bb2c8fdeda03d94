/**
 * Competition ranks (1, 1, 3) for items already sorted best first: an item tied with the one
 * before it shares its rank, the next one takes its position.
 */
export function competitionRanks<T>(sorted: readonly T[], tied: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < sorted.length; i++) ranks.push(i > 0 && tied(sorted[i - 1]!, sorted[i]!) ? ranks[i - 1]! : i + 1);
  return ranks;
}
