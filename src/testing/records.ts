import fc from "fast-check";
import { type AcesHighEvent, type AcesHighRecord, type DamageSource, tryReplay } from "../modes/aces-high/index.js";
import { SOURCE_KINDS, type ShipTrack, Tracker } from "./tracker.js";

/** A setup player as written in a record, with the save kind the builder needs to know. */
export interface PlayerSpec {
  readonly id: string;
  readonly order: number;
  readonly ship: { hull: number; shields: number; pilot?: string; saves?: { destruction: number; flee: number } };
  readonly save: ShipTrack["save"];
}

export interface RecordOptions {
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  /** Upper bound on the choices drawn; the record has about as many events. Default 120. */
  readonly maxEvents?: number;
  /** Rule options for the setup; default: a mix of presets and options. */
  readonly rules?: fc.Arbitrary<Record<string, unknown>>;
  /** Whether the game is played to its end (time called, round ended). Default: either. */
  readonly finished?: boolean;
}

const plainShip = fc.record({ hull: fc.integer({ min: 1, max: 8 }), shields: fc.integer({ min: 0, max: 4 }) });

const shipSpec: fc.Arbitrary<Omit<PlayerSpec, "id" | "order">> = fc.oneof(
  { weight: 6, arbitrary: plainShip.map((ship) => ({ ship, save: "none" as const })) },
  { weight: 1, arbitrary: fc.constant({ ship: { hull: 6, shields: 3, pilot: "teltrevura" }, save: "tel" as const }) },
  { weight: 1, arbitrary: fc.constant({ ship: { hull: 9, shields: 3, pilot: "moraloeval" }, save: "moralo" as const }) },
  { weight: 1, arbitrary: fc.constant({ ship: { hull: 5, shields: 2, pilot: "durge-separatistalliance" }, save: "durge" as const }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(plainShip, fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
      .map(([ship, destruction, flee]) => ({ ship: { ...ship, saves: { destruction, flee } }, save: "declared" as const })),
  },
);

/** Rule options: the default, both presets, and random combinations of every option. */
export const rulesArbitrary: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constant({}),
  fc.constant({ preset: "epicBattles" }),
  fc.record(
    {
      preset: fc.constantFrom("community", "epicBattles"),
      victoryLimit: fc.oneof(fc.constant(null), fc.integer({ min: 3, max: 12 })),
      allowNegativeVictory: fc.boolean(),
      creditedSources: fc.constantFrom("all", "enemyShipsAndDevices", "attacks"),
      firstDamage: fc.constantFrom("renewsAtFullHealth", "oncePerLife"),
      limitCheck: fc.constantFrom("reachedDuringRound", "totalsAtRoundEnd"),
      pushedOffBoard: fc.constantFrom("credit", "penalty"),
    },
    { requiredKeys: [] },
  ),
);

function playersArbitrary(min: number, max: number): fc.Arbitrary<PlayerSpec[]> {
  return fc.integer({ min, max }).chain((n) =>
    fc
      .tuple(fc.array(shipSpec, { minLength: n, maxLength: n }), fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n, maxLength: n }))
      .map(([ships, orders]) => ships.map((s, i) => ({ id: `p${i + 1}`, order: orders[i]!, ...s }))),
  );
}

/** Four numbers that steer one step of the game; shrinking them shrinks the game. */
export type Choice = readonly [number, number, number, number];
const choice: fc.Arbitrary<Choice> = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999));

/**
 * Valid Aces High records, legal by construction: rounds, damage from every source kind,
 * repairs, simultaneous destruction and self-bombs, flees and pushes, saves with and without
 * charges, respawns, time called, and games that reach the victory limit.
 */
export function recordArbitrary(options: RecordOptions = {}): fc.Arbitrary<AcesHighRecord> {
  const { minPlayers = 2, maxPlayers = 8, maxEvents = 120 } = options;
  return fc
    .record({
      players: playersArbitrary(minPlayers, maxPlayers),
      rules: options.rules ?? rulesArbitrary,
      choices: fc.array(choice, { maxLength: maxEvents }),
      finished: options.finished === undefined ? fc.boolean() : fc.constant(options.finished),
    })
    .map(({ players, rules, choices, finished }) => buildRecord({ players, rules, choices, finished }));
}

/** What `buildRecord` turns into a legal record. */
export interface RecordPlan {
  readonly players: readonly PlayerSpec[];
  readonly rules: Record<string, unknown>;
  /** Each choice steers one step of the game. */
  readonly choices: readonly Choice[];
  /** Play the game to its end after the choices run out. */
  readonly finished: boolean;
  /** Whether steps may call time (which ends the game); default true. */
  readonly timeCalls?: boolean;
}

/** Turns a plan into a legal record. Deterministic: the same plan gives the same record. */
export function buildRecord(plan: RecordPlan): AcesHighRecord {
  const { players, rules, choices, finished, timeCalls = true } = plan;
  const tracker = new Tracker(
    players.map((p) => {
      const max = chargesOf(p);
      return { id: p.id, hull: p.ship.hull, shields: p.ship.shields, save: p.save, max, charges: { ...max }, shieldsLost: 0, hullDamage: 0, status: "active" };
    }),
  );
  for (const c of choices) {
    if (tracker.ended) break;
    step(tracker, c, timeCalls);
  }
  if (finished && !tracker.ended) finish(tracker);
  const setup = { players: players.map(({ id, order, ship }) => ({ id, order, ship })), rules };
  const record = { mode: "aces-high" as const, version: 1, setup, events: tracker.events };
  // The victory limit ends the game by the score, which the builder does not keep: cut the record there.
  const replayed = tryReplay(record);
  if (!replayed.ok && replayed.error.code === "ERR_GAME_OVER" && replayed.error.event !== null) {
    return { ...record, events: tracker.events.slice(0, replayed.error.event) };
  }
  return record;
}

function chargesOf(p: PlayerSpec): { destruction: number; flee: number } {
  switch (p.save) {
    case "tel":
    case "durge":
      return { destruction: 1, flee: 0 };
    case "moralo":
      return { destruction: 0, flee: 2 };
    case "declared":
      return { ...p.ship.saves! };
    case "none":
      return { destruction: 0, flee: 0 };
  }
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

function step(t: Tracker, [r0, r1, r2, r3]: Choice, timeCalls: boolean): void {
  const roll = r0 % 100;
  if (!t.roundActive) {
    const removed = t.removed();
    if (removed.length > 0 && roll < 45) return t.push({ type: "respawned", target: pick(removed, r1).id, marker: r2 % 5 === 4 ? "edge" : ((r2 % 4) + 1) as 1 | 2 | 3 | 4 });
    const standing = t.standing();
    if (roll < 50 && standing.length > 0) {
      // Damage before a round: a ship's own ability (Wings of the Fireball, say).
      const s = pick(standing, r1);
      return t.push({ type: "damaged", target: s.id, amount: 1, source: { kind: "ability", by: s.id } });
    }
    if (timeCalls && roll < 52 && t.round > 0 && t.down().length === 0) return t.push({ type: "timeCalled" });
    if (r1 % 6 === 0) return t.push({ type: "roundStarted", order: shuffled(t.ships.map((s) => s.id), r2) });
    return t.push({ type: "roundStarted" });
  }
  const down = t.down();
  const standing = t.standing();
  if (down.length > 0 && (roll < 40 || standing.length === 0)) return resolve(t, down, r1, r2);
  if (roll < 72 && standing.length > 0) return t.push(damage(t, pick(standing, r1), r2, r3));
  if (roll < 78) {
    const hurt = standing.filter((s) => s.shieldsLost > 0 || s.hullDamage > 0);
    if (hurt.length > 0) {
      const s = pick(hurt, r1);
      const shields = r2 % 3;
      const hull = shields === 0 ? 1 + (r3 % 2) : r3 % 2;
      return t.push({ type: "repaired", target: s.id, ...(shields ? { shields } : {}), ...(hull ? { hull } : {}) });
    }
  }
  if (roll < 84 && standing.length > 0) {
    const s = pick(standing, r1);
    if (s.charges.flee > 0 && r2 % 2 === 0) return t.push({ type: "saved", target: s.id, from: "flee" });
    const pusher = r3 % 3 === 0 ? pick(t.ships, r2).id : undefined;
    return t.push({ type: "fled", target: s.id, ...(pusher !== undefined && pusher !== s.id ? { movedBy: pusher } : {}) });
  }
  if (roll < 97 || t.timeCalled || !timeCalls) {
    if (down.length > 0) return resolve(t, down, r1, r2);
    return t.push({ type: "roundEnded" });
  }
  return t.push({ type: "timeCalled" });
}

function damage(t: Tracker, target: ShipTrack, r2: number, r3: number): AcesHighEvent {
  const amount = 1 + (r2 % 4);
  const anyone = (n: number) => pick(t.ships, n).id;
  const shooters = t.inPlay();
  const kind = pick(SOURCE_KINDS, r3);
  const movedBy = (n: number) => (n % 3 === 0 ? { movedBy: anyone(n >> 2) } : {});
  let source: DamageSource;
  switch (kind) {
    case "attack": {
      const others = shooters.filter((s) => s.id !== target.id);
      source = others.length > 0 ? { kind, by: pick(others, r2 >> 2).id } : { kind: "hazard" };
      break;
    }
    case "ability":
      source = { kind, by: pick(shooters, r2 >> 2).id };
      break;
    case "device":
      source = { kind, owner: anyone(r2 >> 2), ...movedBy(r3 >> 3) };
      break;
    case "remote":
      source = { kind, owner: anyone(r2 >> 2) };
      break;
    case "obstacle":
      source = { kind, ...(r2 % 2 === 0 ? { owner: anyone(r2 >> 3) } : {}), ...movedBy(r3 >> 3) };
      break;
    default:
      source = { kind };
  }
  return { type: "damaged", target: target.id, amount, source };
}

/** Down ships leave by a save (one at a time) or together in one `destroyed` event. */
function resolve(t: Tracker, down: ShipTrack[], r1: number, r2: number): void {
  const saver = down.find((s) => s.charges.destruction > 0);
  if (saver && r1 % 3 !== 0) {
    if (saver.save === "tel") return t.push({ type: "saved", target: saver.id, from: "destruction" });
    return t.push({ type: "saved", target: saver.id, from: "destruction", hullDamageAfter: r2 % saver.hull });
  }
  const chosen = down.filter((_, i) => ((r2 >> i) & 1) === 1);
  const targets = (chosen.length > 0 ? chosen : down).map((s) => s.id);
  t.push({ type: "destroyed", targets: shuffled(targets, r1) });
}

function finish(t: Tracker): void {
  const down = t.down();
  if (down.length > 0) t.push({ type: "destroyed", targets: down.map((s) => s.id) });
  if (!t.timeCalled) t.push({ type: "timeCalled" });
  if (t.roundActive) t.push({ type: "roundEnded" });
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let x = seed + 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
