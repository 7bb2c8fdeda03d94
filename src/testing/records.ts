import fc from "fast-check";
import type { Draft } from "immer";
import type { AcesHighEvent, AcesHighRecord, DamageSource } from "../modes/aces-high/index.js";
import { mutate } from "../modes/aces-high/mutate.js";
import { parseSetup } from "../modes/aces-high/setup.js";
import { type AcesHighState, initialState } from "../modes/aces-high/state.js";
import { type Choice, checkPlayerBounds, pick, shuffled } from "./game.js";
import { type ShipTrack, Tracker } from "./tracker.js";

export type { Choice };

/** A setup player as written in a record, with the save kind the builder needs to know. */
export interface PlayerSpec {
  readonly id: string;
  readonly order: number;
  readonly ship: { hull: number; shields: number; pilot?: string; saves?: { destruction: number; flee: number } };
  readonly save: ShipTrack["save"];
}

/**
 * Options of `arbitraries.acesHighRecord`: how many players and events, which rules, and whether
 * every game is played to its end.
 */
export interface RecordOptions {
  /** Fewest players, 2 to 8. Default 2. */
  readonly minPlayers?: number;
  /** Most players, 2 to 8. Default 8. */
  readonly maxPlayers?: number;
  /**
   * Fewest events in a record. Default 0. Until a game has them, the builder keeps it going:
   * time is not called and nobody is let near the victory limit.
   */
  readonly minEvents?: number;
  /**
   * Most events in a record. Lengths spread over the whole range from `minEvents` (fast-check's
   * `size` does not cap them); a game that reaches the victory limit ends sooner.
   * Default 120, or twice `minEvents` when that is more.
   */
  readonly maxEvents?: number;
  /** Rule options for the setup; default: a mix of presets and options. */
  readonly rules?: fc.Arbitrary<Record<string, unknown>>;
  /**
   * Whether every game is played to its end: it ends by the victory limit when a player reaches
   * it, else time is called in the last round. A finished game needs `maxEvents` above
   * `minEvents`. Default: either (not finished when `minEvents` equals `maxEvents`).
   */
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
      movedOntoOwnDevice: fc.constantFrom("credit", "penalty"),
      penalisedDeaths: fc.constantFrom("listed", "listedAndDamageCards", "allButEnemies"),
      unusedSave: fc.constantFrom("refused", "penalty"),
      initiative: fc.constantFrom("pilot", "roadRage"),
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

const choice: fc.Arbitrary<Choice> = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999));
/** The step taken when the choices run out before `minEvents`. */
const PAD: Choice = [0, 0, 0, 0];
/**
 * The most events the end of a finished game takes: save the ship that must use its save (ruling
 * save-available), destroy the other ships that are down, call time, end the round.
 */
const FINISH_MAX = 4;

/**
 * Valid Aces High records, legal by construction: rounds, damage from every source kind,
 * repairs, simultaneous destruction and self-bombs, flees and pushes, saves with and without
 * charges, respawns, time called, and games that reach the victory limit.
 */
export function recordArbitrary(options: RecordOptions = {}): fc.Arbitrary<AcesHighRecord> {
  const { minPlayers = 2, maxPlayers = 8, minEvents = 0 } = options;
  const maxEvents = options.maxEvents ?? Math.max(120, 2 * minEvents);
  // As the other modes' arbitraries: impossible bounds are a RangeError now, not fast-check's error later.
  checkPlayerBounds(minPlayers, maxPlayers, [2, 8], "Aces High");
  if (!Number.isInteger(minEvents) || !Number.isInteger(maxEvents) || minEvents < 0 || maxEvents < minEvents) {
    throw new RangeError(`expected whole numbers 0 <= minEvents <= maxEvents, got minEvents ${minEvents} and maxEvents ${maxEvents}`);
  }
  if (options.finished === true && maxEvents === minEvents) {
    throw new RangeError(`expected maxEvents above minEvents for finished games (the end takes 1 to 4 events), got both ${maxEvents}`);
  }
  const finished = options.finished ?? maxEvents > minEvents;
  return fc
    .record({
      players: playersArbitrary(minPlayers, maxPlayers),
      rules: options.rules ?? rulesArbitrary,
      // size "max": the lengths use the whole range, not the few elements of fast-check's default size.
      choices: fc.array(choice, { minLength: minEvents, maxLength: maxEvents, size: "max" }),
      finished: options.finished === undefined && finished ? fc.boolean() : fc.constant(finished),
    })
    .map(({ players, rules, choices, finished }) => buildRecord({ players, rules, choices, finished, minEvents, maxEvents }));
}

/** What `buildRecord` turns into a legal record. */
export interface RecordPlan {
  readonly players: readonly PlayerSpec[];
  readonly rules: Record<string, unknown>;
  /** Each choice steers one step of the game, and each step is one event. */
  readonly choices: readonly Choice[];
  /** Play the game to its end after the choices run out. */
  readonly finished: boolean;
  /** Whether steps may call time (which ends the game); default true. */
  readonly timeCalls?: boolean;
  /** The record has at least this many events (more steps than choices if need be); default 0. */
  readonly minEvents?: number;
  /** The record has at most this many events; default: as many as the choices make. */
  readonly maxEvents?: number;
}

/** Turns a plan into a legal record. Deterministic: the same plan gives the same record. */
export function buildRecord(plan: RecordPlan): AcesHighRecord {
  const { players, rules, choices, finished, timeCalls = true, minEvents = 0, maxEvents = Number.POSITIVE_INFINITY } = plan;
  const setup = { players: players.map(({ id, order, ship }) => ({ id, order, ship })), rules };
  const game = new Game(players, setup, minEvents, timeCalls);
  const events = game.tracker.events;
  // A finished game keeps room for its end.
  const room = finished ? maxEvents - FINISH_MAX : maxEvents;
  let next = 0;
  while (!game.ended && events.length < room && next < choices.length) step(game, choices[next++]!);
  if (finished) {
    // Each step changes the length of the end by at most one, so this stops within maxEvents.
    while (!game.ended && events.length + ending(game).length < minEvents) step(game, choices[next++] ?? PAD);
    for (const e of ending(game)) game.push(e);
  } else {
    while (!game.ended && events.length < minEvents) step(game, choices[next++] ?? PAD);
  }
  if (events.length < minEvents || events.length > maxEvents) {
    throw new Error(`ace-ledger/testing built ${events.length} events, expected ${minEvents} to ${maxEvents}: please report this`);
  }
  return { mode: "aces-high", version: 1, setup, events };
}

/**
 * The game being built. The tracker alone decides what is legal; the engine's score only
 * steers: it says when the game is over (so the record stops there) and, until the record has
 * `minEvents`, keeps every player clear of the victory limit.
 */
class Game {
  readonly tracker: Tracker;
  readonly score: AcesHighState;

  constructor(players: readonly PlayerSpec[], setup: unknown, readonly minEvents: number, readonly timeCalls: boolean) {
    this.tracker = new Tracker(
      players.map((p) => {
        const max = chargesOf(p);
        return { id: p.id, hull: p.ship.hull, shields: p.ship.shields, save: p.save, max, charges: { ...max }, shieldsLost: 0, hullDamage: 0, status: "active" };
      }),
      [...players].sort((a, b) => a.order - b.order).map((p) => p.id),
    );
    const parsed = parseSetup(setup);
    if (!parsed.ok) throw new RangeError(`ace-ledger/testing: ${parsed.error.message}`);
    this.score = initialState(parsed.value);
  }

  get ended(): boolean {
    return this.tracker.ended || this.score.over;
  }

  push(e: AcesHighEvent): void {
    this.tracker.push(e);
    mutate(this.score as Draft<AcesHighState>, e, this.tracker.events.length - 1, ignore);
  }

  /** Whether the next event may end the game: the record must reach minEvents first. */
  mayEnd(): boolean {
    return this.tracker.events.length + 1 >= this.minEvents;
  }

  /**
   * Whether the next event may score against `target`. Until minEvents, only if no player could
   * reach the victory limit: the top victory, plus every pending kill (2 and the victim's bounty,
   * and 1 for bounty a victim gains while its own destruction waits), plus this event's most
   * (first damage, and a kill of `target` later).
   */
  mayScore(target: ShipTrack): boolean {
    const limit = this.score.rules.victoryLimit;
    if (limit === null || this.tracker.events.length + 1 >= this.minEvents) return true;
    let reach = 0;
    for (const p of this.score.players) {
      if (p.finalDamage !== null) reach += 1 + (p.finalDamage.credit === null ? 0 : 2 + p.bounty);
    }
    const victim = this.score.players.find((p) => p.id === target.id)!;
    const top = Math.max(...this.score.players.map((p) => p.victory));
    return top + reach + 1 + 2 + victim.bounty + 1 < limit;
  }

  /** Whether the round's end would end the game (the engine's rule, read from its state). */
  /** Whether `s` must use its save rather than be destroyed or flee (ruling save-available). */
  mustSave(s: ShipTrack, from: "destruction" | "flee"): boolean {
    if (this.score.rules.unusedSave !== "refused" || s.charges[from] < 1) return false;
    // Tel Trevura's save leaves 5 damage: with 5 hull or less it cannot be made.
    return !(from === "destruction" && s.save === "tel" && s.hull <= 5);
  }

  endsAtRoundEnd(score: AcesHighState = this.score): boolean {
    if (score.timeCalled) return true;
    const limit = score.rules.victoryLimit;
    if (limit === null) return false;
    return score.rules.limitCheck === "reachedDuringRound" ? score.limitReached : score.players.some((p) => p.victory >= limit);
  }
}

const ignore = (): void => {};

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

/** One event. Rounds last about as many events as there are ships in play, mostly attacks. */
function step(g: Game, [r0, r1, r2, r3]: Choice): void {
  const t = g.tracker;
  // A ship down with a save it must use (ruling save-available) uses it first: at most one waits at the end.
  const saver = t.down().find((s) => g.mustSave(s, "destruction"));
  if (saver) return g.push(saveFromDestruction(saver, r2));
  if (!t.roundActive) return betweenRounds(g, r0, r1, r2);
  const down = t.down();
  const standing = t.standing();
  if (down.length > 0 && (r0 < 700 || standing.length === 0)) return resolve(g, down, r1, r2);
  // Most ships shoot once a round and not every shot hits: the round is young for about as many events as there are ships.
  const damageBelow = t.roundEvents < t.inPlay().length ? 850 : 450;
  if (r0 < damageBelow && standing.length > 0) return g.push(damage(g, target(standing, r1), r2, r3));
  if (r0 < damageBelow + 30) {
    const hurt = standing.filter((s) => s.shieldsLost > 0 || s.hullDamage > 0);
    if (hurt.length > 0) {
      const s = pick(hurt, r1);
      const shields = r2 % 3;
      const hull = shields === 0 ? 1 + (r3 % 2) : r3 % 2;
      return g.push({ type: "repaired", target: s.id, ...(shields ? { shields } : {}), ...(hull ? { hull } : {}) });
    }
  }
  if (r0 < damageBelow + 50 && standing.length > 0) {
    const s = pick(standing, r1);
    if (s.charges.flee > 0 && (r2 % 2 === 0 || g.mustSave(s, "flee"))) return g.push({ type: "saved", target: s.id, from: "flee" });
    // Pushed off the board by another player (a tractor beam): that player's kill under some rules.
    const pusher = r3 % 3 === 0 && g.mayScore(s) ? pick(t.ships, r2).id : undefined;
    return g.push({ type: "fled", target: s.id, ...(pusher !== undefined && pusher !== s.id ? { movedBy: pusher } : {}) });
  }
  if (r0 < damageBelow + 52 && g.timeCalls && !t.timeCalled && g.mayEnd()) return g.push({ type: "timeCalled" });
  if (down.length > 0) return resolve(g, down, r1, r2);
  // The game would end with the round, and the record is still short: play on.
  if (!g.mayEnd() && g.endsAtRoundEnd() && standing.length > 0) return g.push(damage(g, target(standing, r1), r2, r3));
  return g.push({ type: "roundEnded" });
}

/**
 * Respawns in player order, now and then damage before a round (a ship's own ability) or time
 * called, then the next round once every removed ship is back.
 */
function betweenRounds(g: Game, r0: number, r1: number, r2: number): void {
  const t = g.tracker;
  const next = t.nextRespawn();
  const respawn = () => g.push({ type: "respawned", target: next!.id, marker: r2 % 5 === 4 ? "edge" : ((r2 % 4) + 1) as 1 | 2 | 3 | 4 });
  if (next && r0 < 900) return respawn();
  const standing = t.standing();
  if (r0 >= 970 && standing.length > 0) {
    // Wings of the Fireball, say: a ship damaging itself outside a round.
    const s = pick(standing, r1);
    return g.push({ type: "damaged", target: s.id, amount: 1, source: { kind: "ability", by: s.id } });
  }
  if (r0 >= 965 && g.timeCalls && t.round > 0 && t.down().length === 0 && g.mayEnd()) return g.push({ type: "timeCalled" });
  // "Before the start of the next round ... the destroyed player ... places their ship on the field."
  if (next) return respawn();
  if (r1 % 6 === 5) return g.push({ type: "roundStarted", order: shuffled(t.ships.map((s) => s.id), r2) });
  return g.push({ type: "roundStarted" });
}

/** Focus fire a third of the time: the standing ship with the least health left. */
function target(standing: readonly ShipTrack[], r1: number): ShipTrack {
  if (r1 % 3 !== 0) return pick(standing, Math.floor(r1 / 3));
  const left = (s: ShipTrack) => s.shields - s.shieldsLost + s.hull - s.hullDamage;
  return standing.reduce((a, b) => (left(b) < left(a) ? b : a));
}

/** Damage of one hit: mostly 1 or 2, now and then a critical hit more. */
const AMOUNTS = [1, 1, 2, 2, 3, 4] as const;

/** Mostly attacks by another ship; every source kind now and then; only neutral damage when scoring must wait. */
function damage(g: Game, target: ShipTrack, r2: number, r3: number): AcesHighEvent {
  const t = g.tracker;
  const amount = pick(AMOUNTS, r2);
  const anyone = (n: number) => pick(t.ships, n).id;
  const movedBy = (n: number) => (n % 3 === 0 ? { movedBy: anyone(n >> 2) } : {});
  const shooters = t.inPlay();
  const roll = r3 % 100;
  let source: DamageSource;
  if (!g.mayScore(target)) {
    source = roll < 25 ? { kind: "ability", by: target.id } : { kind: pick(["consoleFire", "damageCard", "hazard"] as const, r3) };
  } else if (roll < 60) {
    // Under ROAD RAGE nothing fires simultaneously: a ship down already attacks no more (ruling road-rage-fire).
    const roadRage = g.score.rules.initiative === "roadRage";
    const others = shooters.filter((s) => s.id !== target.id && !(roadRage && s.hullDamage >= s.hull));
    source = others.length > 0 ? { kind: "attack", by: pick(others, Math.floor(r2 / 6)).id } : { kind: "hazard" };
  } else if (roll < 68) {
    source = { kind: "ability", by: pick(shooters, Math.floor(r2 / 6)).id };
  } else if (roll < 76) {
    source = { kind: "device", owner: anyone(Math.floor(r2 / 6)), ...movedBy(r3 >> 3) };
  } else if (roll < 80) {
    source = { kind: "remote", owner: anyone(Math.floor(r2 / 6)) };
  } else if (roll < 88) {
    source = { kind: "obstacle", ...(r2 % 2 === 0 ? { owner: anyone(r2 >> 3) } : {}), ...movedBy(r3 >> 3) };
  } else {
    source = { kind: pick(["consoleFire", "damageCard", "hazard"] as const, r3 >> 2) };
  }
  return { type: "damaged", target: target.id, amount, source };
}

/** Down ships leave by a save (one at a time) or together in one `destroyed` event. */
function resolve(g: Game, down: ShipTrack[], r1: number, r2: number): void {
  const saver = down.find((s) => s.charges.destruction > 0);
  if (saver && r1 % 3 !== 0) return g.push(saveFromDestruction(saver, r2));
  const chosen = down.filter((_, i) => ((r2 >> i) & 1) === 1);
  const targets = (chosen.length > 0 ? chosen : down).map((s) => s.id);
  g.push({ type: "destroyed", targets: shuffled(targets, r1) });
}

/** A save from destruction: Tel Trevura's card says its outcome; any other's the event gives. */
function saveFromDestruction(saver: ShipTrack, r2: number): AcesHighEvent {
  if (saver.save === "tel") return { type: "saved", target: saver.id, from: "destruction" };
  return { type: "saved", target: saver.id, from: "destruction", hullDamageAfter: r2 % saver.hull };
}

/**
 * The events that end the game from here: destroy the ships that are down, call time unless
 * the round's end ends the game anyway (the victory limit), end the round.
 */
function ending(g: Game): AcesHighEvent[] {
  if (g.ended) return [];
  const t = g.tracker;
  const out: AcesHighEvent[] = [];
  let score = g.score;
  // A ship that must use its save does (ruling save-available); the others that are down are destroyed.
  const saving = t.down().filter((s) => g.mustSave(s, "destruction"));
  out.push(...saving.map((s) => saveFromDestruction(s, 0)));
  const down = t.down().filter((s) => !saving.includes(s));
  if (down.length > 0) {
    const destroyed: AcesHighEvent = { type: "destroyed", targets: down.map((s) => s.id) };
    out.push(destroyed);
    score = structuredClone(score);
    mutate(score as Draft<AcesHighState>, destroyed, t.events.length, ignore);
  }
  if (!t.roundActive) return [...out, { type: "timeCalled" }];
  if (!g.endsAtRoundEnd(score)) out.push({ type: "timeCalled" });
  return [...out, { type: "roundEnded" }];
}
