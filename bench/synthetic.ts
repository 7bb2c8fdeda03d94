import type { AcesHighRecord } from "../src/modes/aces-high/index.js";
import { seededRandom } from "../src/core/random.js";
import { buildRecord, type Choice, type PlayerSpec } from "../src/testing/records.js";

/** Seeded integers from 0 to 999, so every run benchmarks the very same records. */
export function prng(seed: number): () => number {
  const random = seededRandom(seed, "bench");
  return () => Math.floor(random() * 1000);
}

/** Eight aces with every kind of save: Tel Trevura, Moralo Eval, Durge and declared charges. */
const EIGHT: PlayerSpec[] = [
  { id: "vader", order: 1, ship: { hull: 3, shields: 2 }, save: "none" },
  { id: "soontir", order: 2, ship: { hull: 3, shields: 1 }, save: "none" },
  { id: "tel", order: 3, ship: { hull: 6, shields: 3, pilot: "teltrevura" }, save: "tel" },
  { id: "moralo", order: 4, ship: { hull: 9, shields: 3, pilot: "moraloeval" }, save: "moralo" },
  { id: "durge", order: 5, ship: { hull: 5, shields: 2, pilot: "durge-separatistalliance" }, save: "durge" },
  { id: "luke", order: 6, ship: { hull: 4, shields: 2, saves: { destruction: 1, flee: 1 } }, save: "declared" },
  { id: "wedge", order: 7, ship: { hull: 3, shields: 2 }, save: "none" },
  { id: "boba", order: 8, ship: { hull: 8, shields: 4 }, save: "none" },
];

function choices(next: () => number, n: number): Choice[] {
  return Array.from({ length: n }, () => [next(), next(), next(), next()] as const);
}

/** One long game: no victory limit, time never called, so every step becomes an event. */
export function longGame(events: number, seed = 2026): AcesHighRecord {
  const record = buildRecord({ players: EIGHT, rules: { victoryLimit: null }, choices: choices(prng(seed), events), finished: false, timeCalls: false });
  if (record.events.length !== events) throw new Error(`expected ${events} events, built ${record.events.length}`);
  return record;
}

/** A league: `games` typical games of 4 to 6 players, each played to its end. */
export function league(games: number, seed = 7): AcesHighRecord[] {
  const next = prng(seed);
  return Array.from({ length: games }, () => {
    const players = EIGHT.slice(0, 4 + (next() % 3));
    return buildRecord({ players, rules: {}, choices: choices(next, 150), finished: true });
  });
}
