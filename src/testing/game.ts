import fc from "fast-check";

/**
 * The options every mode's record arbitrary takes: how many players, how many events, and whether
 * every game is played to its end.
 */
export interface GameOptions {
  /** Fewest players; the mode's least by default. */
  readonly minPlayers?: number;
  /** Most players; the mode's most by default. */
  readonly maxPlayers?: number;
  /** Fewest events in a record. Default 0. Until a record has them, the builder keeps the game going. */
  readonly minEvents?: number;
  /** Most events in a record; lengths spread over the whole range from `minEvents`. A game that ends sooner stops there. */
  readonly maxEvents?: number;
  /**
   * Whether every game is played to its end. A finished game needs `maxEvents` above `minEvents`.
   * Default: either (not finished when `minEvents` equals `maxEvents`).
   */
  readonly finished?: boolean;
}

/** The options checked, with the mode's defaults filled in. */
export interface Bounds {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly minEvents: number;
  readonly maxEvents: number;
  /** Undefined: either. */
  readonly finished: boolean | undefined;
}

/** The players a mode takes, its default most events, and the most events its end takes. */
export interface ModeLimits {
  readonly name: string;
  readonly players: readonly [number, number];
  readonly maxEvents: number;
  readonly finishMax: number;
}

/** Checks player bounds against a mode's `[least, most]`; impossible ones are a `RangeError`. */
export function checkPlayerBounds(minPlayers: number, maxPlayers: number, [least, most]: readonly [number, number], name: string): void {
  if (!Number.isInteger(minPlayers) || !Number.isInteger(maxPlayers) || minPlayers < least || maxPlayers > most || minPlayers > maxPlayers) {
    throw new RangeError(`expected ${least} <= minPlayers <= maxPlayers <= ${most} for ${name}, got minPlayers ${minPlayers} and maxPlayers ${maxPlayers}`);
  }
}

/** Checks `options` against a mode's limits; an impossible option is a `RangeError`. */
export function bounds(options: GameOptions, limits: ModeLimits): Bounds {
  const [least, most] = limits.players;
  const { minPlayers = least, maxPlayers = most, minEvents = 0 } = options;
  checkPlayerBounds(minPlayers, maxPlayers, limits.players, limits.name);
  const maxEvents = options.maxEvents ?? Math.max(limits.maxEvents, 2 * minEvents);
  if (!Number.isInteger(minEvents) || !Number.isInteger(maxEvents) || minEvents < 0 || maxEvents < minEvents) {
    throw new RangeError(`expected whole numbers 0 <= minEvents <= maxEvents, got minEvents ${minEvents} and maxEvents ${maxEvents}`);
  }
  if (options.finished === true && maxEvents < minEvents + limits.finishMax) {
    throw new RangeError(`expected maxEvents at least minEvents + ${limits.finishMax} for finished ${limits.name} games (the end takes up to ${limits.finishMax} events), got ${minEvents} and ${maxEvents}`);
  }
  const finished = options.finished ?? (maxEvents >= minEvents + limits.finishMax ? undefined : false);
  return { minPlayers, maxPlayers, minEvents, maxEvents, finished };
}

/** Four numbers from 0 to 999 that steer one step of a game; shrinking them shrinks the game. */
export type Choice = readonly [number, number, number, number];

/** The choices of a record: as many as `maxEvents`, spread over the whole range (fast-check's size does not cap them). */
export function choicesArbitrary(b: Bounds): fc.Arbitrary<readonly Choice[]> {
  return fc.array(fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999)), { minLength: b.minEvents, maxLength: b.maxEvents, size: "max" });
}

/** Whether the game is finished: as the options say, or either. */
export function finishedArbitrary(b: Bounds): fc.Arbitrary<boolean> {
  return b.finished === undefined ? fc.boolean() : fc.constant(b.finished);
}

/** A game being built: its events, whether it is over, one step, and the events that end it from here. */
export interface Builder<E> {
  readonly events: readonly E[];
  ended(): boolean;
  /** One or a few events steered by one choice. */
  step(choice: Choice): void;
  /** The events that end the game from here (at most the mode's `finishMax`). */
  ending(): E[];
  push(event: E): void;
}

/** The step taken when the choices run out before `minEvents`. */
const PAD: Choice = [0, 0, 0, 0];

/**
 * Plays the choices into the builder: within `maxEvents`, at least `minEvents`, and to the end
 * when `finished`. Deterministic: the same choices give the same record.
 */
export function play<E>(game: Builder<E>, choices: readonly Choice[], finished: boolean, b: Bounds, limits: ModeLimits): E[] {
  const room = finished ? b.maxEvents - limits.finishMax : b.maxEvents;
  let next = 0;
  while (!game.ended() && game.events.length < room && next < choices.length) game.step(choices[next++]!);
  if (finished) {
    while (!game.ended() && game.events.length + game.ending().length < b.minEvents) game.step(choices[next++] ?? PAD);
    for (const e of game.ending()) game.push(e);
  } else {
    while (!game.ended() && game.events.length < b.minEvents) game.step(choices[next++] ?? PAD);
  }
  const n = game.events.length;
  if (n < b.minEvents || n > b.maxEvents) throw new Error(`ace-ledger/testing built ${n} ${limits.name} events, expected ${b.minEvents} to ${b.maxEvents}: please report this`);
  return [...game.events];
}

/** An item of `items` picked by a choice number. */
export const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** `items` in an order picked by `seed` (a small linear congruential shuffle: the same seed, the same order). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let x = seed + 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * How far from `minEvents` to `maxEvents` an unfinished record of `cutGame` stops: 0 to 1 evenly, in
 * thousandths. Without bias: fast-check leans numbers towards their bounds, and a cut at 0 or 1 made
 * most unfinished records empty or as long as they could be. It still shrinks towards 0, a shorter record.
 */
export const cutArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.noBias(fc.integer({ min: 0, max: 1000 })).map((n) => n / 1000);

/** Draws of fixed seeds tried by `recordsOf` before it trusts bounds that are not the defaults. */
const PROBES = 100;

/**
 * The records of `drawn`, a game played whole and cut to the bounds: a draw that gives none (`events`
 * undefined: the game too short, too long or not over for the bounds) is drawn again. Bounds that no
 * game meets would draw forever: when the bounds ask for events or a finished game, `PROBES` draws of
 * fixed seeds are tried first, and when none of them gives a record the bounds are a `RangeError`.
 */
export function recordsOf<S, E>(drawn: fc.Arbitrary<{ setup: S; events: E[] | undefined }>, b: Bounds, name: string): fc.Arbitrary<{ setup: S; events: E[] }> {
  if (b.minEvents > 0 || b.finished === true) {
    let found = false;
    for (let seed = 0; seed < PROBES && !found; seed++) found = fc.sample(drawn, { numRuns: 1, seed })[0]!.events !== undefined;
    if (!found) {
      throw new RangeError(`expected bounds that ${name} games meet: none of ${PROBES} games drawn gives ${b.finished ? "a finished game" : "a record"} of ${b.minEvents} to ${b.maxEvents} events`);
    }
  }
  return drawn.filter((r): r is { setup: S; events: E[] } => r.events !== undefined);
}

/**
 * A record of a game played whole by a driver (A.C.E. Fireteam, Intergalactic Ace): the whole game
 * when finished, else a proper prefix of it, its length `cut` of the way from `minEvents` to
 * `maxEvents` (or to the game's end). `undefined` when the game cannot give such a record (shorter
 * than `minEvents`, longer than `maxEvents` while finished, or not over while it should be).
 */
export function cutGame<E>(whole: readonly E[], over: boolean, finished: boolean, cut: number, b: Bounds): E[] | undefined {
  if (finished) return over && whole.length >= b.minEvents && whole.length <= b.maxEvents ? [...whole] : undefined;
  const most = Math.min(b.maxEvents, over ? whole.length - 1 : whole.length);
  if (most < b.minEvents) return undefined;
  return whole.slice(0, b.minEvents + Math.round(cut * (most - b.minEvents)));
}
