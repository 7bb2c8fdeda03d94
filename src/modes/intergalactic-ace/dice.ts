import { seededRandom, shuffle } from "../../core/random.js";

/** Seeded dice and shuffles, so an app or a test can produce a legal record that can be replayed. */
export interface Dealer {
  /** A fight roll: 2d6 (2-12), or 1d12 (1-12) with Change Your Luck. */
  roll(): number;
  /** One six-sided die. */
  d6(): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** A number in [0, 1), for choices. */
  random(): number;
}

/**
 * A `Dealer` from a seed: the same seed gives the same rolls and shuffles. With `changeYourLuck`,
 * fight rolls are 1d12.
 */
export function seededDealer(seed: string | number, opts: { readonly changeYourLuck?: boolean } = {}): Dealer {
  const random = seededRandom(seed, "intergalactic-ace");
  const die = (sides: number) => 1 + Math.floor(random() * sides);
  return {
    roll: () => (opts.changeYourLuck ? die(12) : die(6) + die(6)),
    d6: () => die(6),
    shuffle: (items) => shuffle(items, random),
    random,
  };
}
