/**
 * Seeded randomness: the same seed and the same stream name always give the same numbers, so a
 * draw (seating, a shuffled deck, dice) can be shown and replayed. mulberry32 over a string hash.
 */
export function seededRandom(seed: string | number, stream: string): () => number {
  let h = 1779033703 ^ `${seed}/${stream}`.length;
  for (const ch of `${seed}/${stream}`) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
