/** How many wrong codes a table may give before it is locked out, and for how long. */
export const WRONG_CODES = 5;
export const LOCKOUT_MS = 5 * 60_000;

/**
 * Wrong table codes counted per table and round: after `WRONG_CODES` in a row, that table's submissions
 * are refused for `LOCKOUT_MS`, right code or not, so that 5 characters of 31 letters (28 million codes)
 * cannot be guessed. A right code clears the count. Kept in memory: a server started again starts
 * counting again, which gives a guesser 5 more tries, not a way in.
 */
export class Lockout {
  private readonly wrong = new Map<string, { count: number; until: number }>();

  /** Milliseconds until the table may try again (0: it may now). */
  lockedFor(key: string, now: number): number {
    const w = this.wrong.get(key);
    return w === undefined || w.until <= now ? 0 : w.until - now;
  }

  /** Counts a wrong code; returns how many tries are left before the lockout (0: locked now). */
  miss(key: string, now: number): number {
    const w = this.wrong.get(key);
    const count = (w === undefined || (w.until !== 0 && w.until <= now) ? 0 : w.count) + 1;
    this.wrong.set(key, { count, until: count >= WRONG_CODES ? now + LOCKOUT_MS : 0 });
    return Math.max(0, WRONG_CODES - count);
  }

  clear(key: string): void {
    this.wrong.delete(key);
  }
}
