import fc from "fast-check";
import { type FireteamEvent, type FireteamState, GAME_MODES, type GameMode, LOCATIONS, nextActor, start, tryApply, unitOf } from "../modes/fireteam/index.js";
import { bounds, cutArbitrary, cutGame, recordsOf, type GameOptions, type ModeLimits, pick } from "./game.js";

/** A unit card as `arbitraries.fireteamRecord` writes it. */
export interface FireteamUnitOut {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly armCost: number;
  readonly arms: number;
  readonly hands: boolean;
  readonly armor: number;
  readonly armorDamage: number;
  readonly react: number;
  readonly harvester?: true;
  readonly locations: { readonly [location: string]: { readonly gray: number; readonly red: number } };
  readonly weapons: readonly { readonly [field: string]: unknown }[];
}

/** An A.C.E. Fireteam setup as `arbitraries.fireteamRecord` writes it. */
export interface FireteamSetupOut {
  readonly gameMode: GameMode;
  readonly players: readonly { readonly id: string; readonly units: readonly FireteamUnitOut[]; readonly startingSectors?: readonly string[] }[];
  readonly sectors?: readonly string[];
  readonly rules?: { readonly meleeAttackDice: 1 | 2 };
}

/** An A.C.E. Fireteam record as `arbitraries.fireteamRecord` builds it. */
export interface FireteamRecordOut {
  readonly mode: "fireteam";
  readonly version: 1;
  readonly setup: FireteamSetupOut;
  readonly events: FireteamEvent[];
}

const LIMITS: ModeLimits = { name: "A.C.E. Fireteam", players: [2, 8], maxEvents: 100_000, finishMax: 1 };
/** Players by default: more make long games (a whole game of 4 players is some 400 events). */
const DEFAULT_MAX_PLAYERS = 4;
const SECTORS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

const accuracy = (best: number) => [null, best - 1, best, best - 1, best - 2, best - 2, best - 3, best - 3, best - 4, best - 4, null, null];
const RIFLE = { name: "Rifle", type: "GUN", cost: 4, damage: 1, multi: 2, location: "rightArm", handheld: true, accuracy: accuracy(0) };
const SHOTGUN = { name: "Shotgun", type: "SHG", cost: 4, damage: 3, location: "rightArm", handheld: true, accuracy: accuracy(1) };
const KNIFE = { name: "Knife", type: "CQB", cost: 2, damage: 0, location: "leftArm", handheld: true, melee: { attack: 3, defense: 2, damage: 2 } };
const CANNON = { name: "Cannon", type: "CAN", cost: 6, damage: 2, location: "torso", accuracy: accuracy(-1) };

/** A Gladius-like unit: boxes, armor and REACT vary; a rifle or shotgun, a knife, sometimes a cannon. */
const unitArbitrary = (id: string, harvester: boolean, mayCarryCannon: boolean): fc.Arbitrary<FireteamUnitOut> =>
  fc
    .record({
      armor: fc.integer({ min: 4, max: 6 }),
      armorDamage: fc.integer({ min: 0, max: 1 }),
      react: fc.integer({ min: 1, max: 4 }),
      boxes: fc.tuple(...LOCATIONS.map((l) => fc.record({ gray: fc.integer({ min: l === "torso" ? 3 : 1, max: l === "torso" ? 5 : 3 }), red: fc.integer({ min: 1, max: l === "torso" ? 2 : 1 }) }))),
      gun: fc.constantFrom(RIFLE, SHOTGUN),
      cannon: mayCarryCannon ? fc.boolean() : fc.constant(false),
    })
    .map(({ armor, armorDamage, react, boxes, gun, cannon }) => ({
      id,
      name: harvester ? "Harvester" : "Gladius",
      cost: 19,
      armCost: 2,
      arms: 2,
      hands: true,
      armor,
      armorDamage,
      react,
      ...(harvester ? { harvester: true as const } : {}),
      locations: Object.fromEntries(LOCATIONS.map((l, i) => [l, boxes[i]!])),
      weapons: cannon ? [gun, KNIFE, CANNON] : [gun, KNIFE],
    }));

function setupArbitrary(minPlayers: number, maxPlayers: number): fc.Arbitrary<FireteamSetupOut> {
  return fc.record({ n: fc.integer({ min: minPlayers, max: maxPlayers }), gameMode: fc.constantFrom(...GAME_MODES), dice: fc.option(fc.constantFrom(1 as const, 2 as const), { freq: 3 }) }).chain(({ n, gameMode, dice }) =>
    fc
      .tuple(
        ...Array.from({ length: n }, (_, i) =>
          // Up to three units of 29 points, 35 with a cannon (two at most): within the 100 points. In Harvest, a harvester more (free).
          fc.integer({ min: 1, max: 3 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, j) => unitArbitrary(`p${i + 1}u${j + 1}`, false, j < 2)), ...(gameMode === "harvest" ? [unitArbitrary(`p${i + 1}h`, true, false)] : []))),
        ),
      )
      .map((squads) => ({
        gameMode,
        players: squads.map((units, i) => ({ id: `p${i + 1}`, units, ...(gameMode === "control" && n === 2 ? { startingSectors: [SECTORS[i * 4]!, SECTORS[i * 4 + 1]!].filter((s) => s !== undefined) } : {}) })),
        ...(gameMode === "control" ? { sectors: [...SECTORS] } : {}),
        ...(dice === null ? {} : { rules: { meleeAttackDice: dice } }),
      })),
  );
}

/** Numbers that steer one unit's slot: the action, a target, dice. */
type Slot = readonly [number, number, number, number, number, number];
const slot: fc.Arbitrary<Slot> = fc.tuple(fc.nat(999), fc.nat(999), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }));

/**
 * Valid A.C.E. Fireteam records: whole games of every game mode (Control with the occupancy of each
 * phase, Harvester Push with the harvester's moves and distances, Harvest with harvesters and meteors,
 * Deathmatch), 2 to 4 players by default (up to 8), one to three units each. Each turn's initiative,
 * then each phase's actions in initiative order: moves and climbs, ranged attacks with every weapon
 * type but EXP, melee with knives, kicks, dropkicks, drops and switches, guards, emergency restarts,
 * damage from outside attacks. The game is played against the engine: each action chosen is tried
 * and, if the rules refuse it, replaced by GUARD (always legal), so these records are legal as
 * ace-ledger reads the rules. A finished game is the whole game (six turns); an unfinished one stops
 * at a length within `minEvents` to `maxEvents`.
 */
export function fireteamRecordArbitrary(options: GameOptions = {}): fc.Arbitrary<FireteamRecordOut> {
  const b = bounds({ ...options, maxPlayers: options.maxPlayers ?? Math.max(DEFAULT_MAX_PLAYERS, options.minPlayers ?? 2) }, LIMITS);
  const drawn = fc
    .record({
      setup: setupArbitrary(b.minPlayers, b.maxPlayers),
      slots: fc.array(slot, { minLength: 64, maxLength: 64 }),
      rolls: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 48, maxLength: 48 }),
      finished: b.finished === undefined ? fc.boolean() : fc.constant(b.finished),
      cut: cutArbitrary,
    })
    .map(({ setup, slots, rolls, finished, cut }) => ({ setup, events: cutGame(wholeGame(setup, slots, rolls), true, finished, cut, b) }));
  // A finished game longer than maxEvents, or a game shorter than minEvents, is drawn again.
  return recordsOf(drawn, b, LIMITS.name)
    .map(({ setup, events }) => ({ mode: "fireteam" as const, version: 1 as const, setup, events }));
}

/** Plays six turns of six phases; every action the rules refuse becomes GUARD. */
function wholeGame(setup: FireteamSetupOut, slots: readonly Slot[], rolls: readonly number[]): FireteamEvent[] {
  let state: FireteamState = start(setup);
  const events: FireteamEvent[] = [];
  const push = (e: FireteamEvent): boolean => {
    const r = tryApply(state, e);
    if (!r.ok) return false;
    state = r.value;
    events.push(e);
    return true;
  };
  const must = (e: FireteamEvent) => {
    if (!push(e)) throw new Error(`ace-ledger/testing: the A.C.E. Fireteam driver could not play ${JSON.stringify(e)}: please report this`);
  };
  const players = setup.players.map((p) => p.id);
  const distances = new Map(players.map((p) => [p, 12]));
  let s = 0;
  for (let turn = 1; turn <= 6; turn++) {
    must({ type: "turnStarted" });
    for (const [i, u] of state.units.entries()) if (u.status !== "destroyed") must({ type: "initiativeRolled", unit: u.id, roll: rolls[(turn * 7 + i) % rolls.length]! });
    for (let phase = 1; phase <= 6; phase++) {
      must({ type: "phaseStarted" });
      for (let guard = 0; guard < 40; guard++) {
        const x = slots[s++ % slots.length]!;
        const actor = nextActor(state);
        if (actor === undefined) break;
        extra(state, x, push, distances);
        if (nextActor(state) !== actor) continue;
        if (!push(action(state, actor, x))) must({ type: "guarded", unit: actor });
      }
      while (nextActor(state) !== undefined) must({ type: "guarded", unit: nextActor(state)! });
      must({ type: "phaseEnded", ...phaseReport(setup, slots[s % slots.length]!, distances) });
    }
  }
  return events;
}

/** What the rules ask at a phase's end: who is in each sector (Control), the harvester's distances (Harvester Push). */
function phaseReport(setup: FireteamSetupOut, [a, b]: Slot, distances: Map<string, number>): Partial<Extract<FireteamEvent, { type: "phaseEnded" }>> {
  const players = setup.players.map((p) => p.id);
  if (setup.gameMode === "control") {
    return { occupancy: Object.fromEntries(SECTORS.map((sector, i) => [sector, players.filter((_, j) => ((a + b * (i + 1)) >> j) % 3 === 0)])) };
  }
  if (setup.gameMode === "harvesterPush") return { harvesterDistances: Object.fromEntries(distances) };
  return {};
}

/** Now and then, before the actor's slot: damage from outside an attack, a restart, a harvester's move, a meteor. */
function extra(state: FireteamState, [a, b, d1, d2]: Slot, push: (e: FireteamEvent) => boolean, distances: Map<string, number>): void {
  const units = state.units.filter((u) => u.status !== "destroyed");
  if (a < 15 && units.length > 0) push({ type: "damaged", unit: pick(units, b).id, location: pick(LOCATIONS, d1), amount: 1 + (d2 % 2) });
  else if (a < 60) {
    const disabled = state.units.filter((u) => u.status === "disabled");
    if (disabled.length > 0) push({ type: "restartRolled", unit: pick(disabled, b).id, roll: d1 });
  } else if (a < 90 && state.gameMode === "harvesterPush") {
    const by = pick(state.playerIds, b);
    const distance = 1 + (d1 % 3);
    if (push({ type: "harvesterMoved", by, distance })) {
      // Towards the mover's edge, away from the others: each distance changes by the move at most.
      for (const [p, was] of distances) distances.set(p, p === by ? Math.max(0, was - distance) : was + distance);
    }
  } else if (a < 120 && state.gameMode === "harvest") {
    const harvesters = state.units.filter((u) => u.status === "active" && state.cards.find((c) => c.id === u.id)?.harvester === true);
    if (harvesters.length > 0) push({ type: "meteorCollected", harvester: pick(harvesters, b).id });
  }
}

/** The actor's action, steered by the slot's numbers. */
function action(state: FireteamState, actor: string, [a, b, d1, d2, d3, d4]: Slot): FireteamEvent {
  const me = unitOf(state, actor)!;
  const enemies = state.units.filter((u) => u.player !== me.player && u.status !== "destroyed");
  const target = enemies.length > 0 ? pick(enemies, b).id : actor;
  const gun = state.cards.find((c) => c.id === actor)!.weapons[0]!.name;
  const kind = a % 20;
  if (kind < 6) return { type: "moved", unit: actor };
  if (kind < 11) return { type: "attacked", unit: actor, weapon: kind === 10 ? "Cannon" : gun, target, range: 1 + (b % 8), roll: [d1, d2], locationRoll: d3, damageRoll: d4, ...(b % 5 === 0 ? { cover: "partial" as const } : {}), ...(b % 7 === 0 ? { rearArc: true } : {}) };
  if (kind < 14) return { type: "meleeAttacked", unit: actor, target, weapon: "Knife", roll: [d1, d2], defenseRoll: d3, locationRoll: d4, damageRoll: 1 + (b % 6) };
  if (kind === 14) return { type: "kicked", unit: actor, target, roll: d1, defenseRoll: d2 };
  if (kind === 15) return { type: "dropkicked", unit: actor, target, roll: [d1, d2], defenseRoll: d3, locationRoll: d4, damageRoll: 1 + (b % 6), reckless: 3 + (b % 3) };
  if (kind === 16) return { type: "moved", unit: actor, climbFloors: 1 + (b % 2), climb: "up" };
  if (kind === 17) return { type: "droppedWeapon", unit: actor, weapon: b % 2 === 0 ? gun : "Knife" };
  if (kind === 18) return { type: "switchedWeapon", unit: actor, weapon: b % 2 === 0 ? gun : "Knife", location: b % 3 === 0 ? "leftArm" : "rightArm" };
  return { type: "guarded", unit: actor };
}
