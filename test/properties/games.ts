import type { RecordOptions } from "../../src/testing/index.js";

/**
 * The Aces High games the properties and the differential oracle run on: games of realistic
 * length, a few of them past 200 events. docs/testing.md gives their distribution, measured
 * with `npm run bench:game-lengths -- aces-high`.
 */
export const GAMES: RecordOptions = { minEvents: 20, maxEvents: 300 };

/** For the property that replays every prefix of a game (quadratic in its length). */
export const PREFIX_GAMES: RecordOptions = { minEvents: 10, maxEvents: 60 };
