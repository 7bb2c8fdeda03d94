import fc from "fast-check";
import { MISSION_CARDS, RACING_SHIPS } from "../modes/space-race/cards.js";
import type { SpaceRaceEvent } from "../modes/space-race/events.js";
import { type Bounds, type Builder, bounds, type Choice, choicesArbitrary, finishedArbitrary, type GameOptions, type ModeLimits, pick, play, shuffled } from "./game.js";

/** A Space Race setup as `arbitraries.spaceRaceRecord` writes it. */
export interface SpaceRaceSetupOut {
  readonly players: readonly { readonly id: string; readonly card: number; readonly ship: string; readonly initiative: number; readonly points: number; readonly hull: number; readonly shields: number }[];
  readonly tiebreak?: readonly string[];
  readonly rules?: { readonly destroyedFinisher?: "out" | "wins" };
}

/** A Space Race record as `arbitraries.spaceRaceRecord` builds it. */
export interface SpaceRaceRecordOut {
  readonly mode: "space-race";
  readonly version: 1;
  readonly setup: SpaceRaceSetupOut;
  readonly events: SpaceRaceEvent[];
}

/**
 * The most events a race takes to end from any moment: the rest of the round (three events a turn
 * and its end), then six rounds in which every racer takes a buoy.
 */
const finishMax = (players: number) => 21 * players + 13;

function setupArbitrary(b: Bounds): fc.Arbitrary<SpaceRaceSetupOut> {
  return fc.integer({ min: b.minPlayers, max: b.maxPlayers }).chain((n) =>
    fc
      .record({
        cards: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8], { minLength: n, maxLength: n }),
        racers: fc.array(
          fc.record({
            ship: fc.constantFrom(...RACING_SHIPS),
            // Few values, so that racers tie on initiative and points and the tiebreak is needed.
            initiative: fc.integer({ min: 1, max: 4 }),
            points: fc.constantFrom(12, 16, 20, 25),
            hull: fc.integer({ min: 2, max: 6 }),
            shields: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: n, maxLength: n },
        ),
        seed: fc.nat(),
        destroyedFinisher: fc.option(fc.constantFrom("out" as const, "wins" as const), { freq: 2 }),
      })
      .map(({ cards, racers, seed, destroyedFinisher }) => {
        const players = racers.map((r, i) => ({ id: `r${i + 1}`, card: cards[i]!, ...r }));
        // "It is decided at random who goes first": every racer tied on initiative and points is in the tiebreak.
        const tied = players.filter((p) => players.some((q) => q !== p && q.initiative === p.initiative && q.points === p.points)).map((p) => p.id);
        return {
          players,
          ...(tied.length > 0 ? { tiebreak: shuffled(tied, seed) } : {}),
          ...(destroyedFinisher === null ? {} : { rules: { destroyedFinisher } }),
        };
      }),
  );
}

/**
 * Valid Space Race records, legal by construction: whole races of 2 to 8 racers (every mission
 * card, tied initiatives settled by the tiebreak), each turn in its order (maneuver, action,
 * shooting): buoys, other actions and free actions, actions lost to a bump or stress, collisions with
 * the recoil shield, gravity cannon shots at racers and asteroids, racers destroyed, and the winner
 * at the end of the round. A finished race is played until a racer wins. The builder keeps its own
 * picture of the race and never asks the engine what is legal.
 */
export function spaceRaceRecordArbitrary(options: GameOptions = {}): fc.Arbitrary<SpaceRaceRecordOut> {
  const limits: ModeLimits = { name: "Space Race", players: [2, 8], maxEvents: 400, finishMax: finishMax(options.maxPlayers ?? 8) };
  const b = bounds(options, limits);
  return fc
    .record({ setup: setupArbitrary(b), choices: choicesArbitrary(b), finished: finishedArbitrary(b) })
    .map(({ setup, choices, finished }) => ({ mode: "space-race" as const, version: 1 as const, setup, events: play(new RaceGame(setup, b.minEvents), choices, finished, b, limits) }));
}

interface RacerTrack {
  readonly id: string;
  readonly buoys: readonly string[];
  readonly points: number;
  readonly hull: number;
  readonly shields: number;
  shieldsLost: number;
  hullDamage: number;
  buoysDone: number;
  finishedRound: number | null;
  wrecked: boolean;
}

const ACTIONS = ["focus", "evade", "lock", "barrelRoll", "boost", "calculate", "other"] as const;

/** The race being built, with its own picture of it: the order of play, the turn's step, every racer's buoys and health. */
class RaceGame implements Builder<SpaceRaceEvent> {
  events: SpaceRaceEvent[] = [];
  racers: RacerTrack[];
  readonly order: readonly string[];
  readonly destroyedFinisherWins: boolean;
  round = 0;
  roundActive = false;
  /** Index in `order` of the turn open or last taken this round; -1 before the first. */
  turn = -1;
  turnOpen = false;
  turnStep: "maneuver" | "action" | "shooting" = "maneuver";
  actionUsed = false;
  /** Whether the racer whose turn is open pushed an asteroid, or a ship, with its shooting this turn. */
  asteroidPushed = false;
  /** The ships its gravity cannon pushed this turn. */
  pushedShips: string[] = [];
  /** Whether it has made its attack this turn: a second shot is a bonus attack. */
  attacks = 0;
  over = false;

  /** Until the record has this many events, no racer takes its last buoy: the race goes on. */
  readonly minEvents: number;

  constructor(setup: SpaceRaceSetupOut | RaceGame, minEvents = 0) {
    this.minEvents = minEvents;
    if (setup instanceof RaceGame) {
      Object.assign(this, setup);
      // A copy that plays the end of the race (`ending`) is not held back.
      this.minEvents = minEvents;
      this.events = [...setup.events];
      this.racers = setup.racers.map((r) => ({ ...r }));
      this.order = setup.order;
      this.destroyedFinisherWins = setup.destroyedFinisherWins;
      return;
    }
    this.racers = setup.players.map((p) => ({ id: p.id, buoys: MISSION_CARDS[p.card - 1]!.buoys, points: p.points, hull: p.hull, shields: p.shields, shieldsLost: 0, hullDamage: 0, buoysDone: 0, finishedRound: null, wrecked: false }));
    // Higher initiative first; equal: fewer points first; still equal: the tiebreak.
    const tiebreak = setup.tiebreak ?? [];
    this.order = [...setup.players].sort((a, b) => b.initiative - a.initiative || a.points - b.points || tiebreak.indexOf(a.id) - tiebreak.indexOf(b.id)).map((p) => p.id);
    this.destroyedFinisherWins = setup.rules?.destroyedFinisher !== "out";
  }

  ended(): boolean {
    return this.over;
  }

  racer(id: string): RacerTrack {
    return this.racers.find((r) => r.id === id)!;
  }

  /** The racer whose turn is open. */
  current(): RacerTrack {
    return this.racer(this.order[this.turn]!);
  }

  /** The next racer to take a turn this round, skipping destroyed ones. */
  nextTurn(): string | undefined {
    return this.order.slice(this.turn + 1).find((id) => !this.racer(id).wrecked);
  }

  inRace(): RacerTrack[] {
    return this.racers.filter((r) => !r.wrecked);
  }

  /**
   * Damage, shields first, unless it would destroy the last racer in the race before the record is
   * `minEvents` long: with no racer left the race ends at the end of the round (ruling no-racer-left).
   */
  mayDamage(r: RacerTrack): boolean {
    const hullLeft = r.hull - r.hullDamage + (r.shields - r.shieldsLost);
    return hullLeft > 1 || this.inRace().length > 1 || this.events.length + 1 >= this.minEvents;
  }

  push(e: SpaceRaceEvent): void {
    this.events.push(e);
    const damage = (r: RacerTrack, amount: number) => {
      const toShields = Math.min(amount, r.shields - r.shieldsLost);
      r.shieldsLost += toShields;
      r.hullDamage = Math.min(r.hull, r.hullDamage + amount - toShields);
      if (r.hullDamage >= r.hull) r.wrecked = true;
    };
    switch (e.type) {
      case "roundStarted":
        this.round += 1;
        this.roundActive = true;
        this.turn = -1;
        return;
      case "turnStarted":
        this.turn = this.order.indexOf(e.player);
        this.turnOpen = true;
        this.turnStep = "maneuver";
        this.actionUsed = false;
        this.asteroidPushed = false;
        this.pushedShips = [];
        this.attacks = 0;
        return;
      case "turnEnded":
        this.turnOpen = false;
        return;
      case "buoyActivated": {
        const r = this.racer(e.player);
        r.buoysDone += 1;
        if (r.buoysDone === 6) r.finishedRound = this.round;
        this.actionUsed = true;
        this.turnStep = "action";
        return;
      }
      case "actionPerformed":
        if (e.free !== true) this.actionUsed = true;
        this.turnStep = "action";
        return;
      case "actionLost":
        this.actionUsed = true;
        return;
      case "gravityCannonHit":
        this.turnStep = "shooting";
        this.attacks += 1;
        if (e.hits + e.crits > 0) damage(this.racer(e.target), 1);
        // space-race.txt, Gravity Cannon: "If the remaining hit is a critical ... [it] is pushed"; hits are dealt first.
        if (e.hits === 0 && e.crits > 0) this.pushedShips.push(e.target);
        return;
      case "asteroidShot": {
        this.turnStep = "shooting";
        this.attacks += 1;
        // space-race.txt, Gravity Cannon: an asteroid moves on a critical hit or two hits; evades cancel hits first.
        const hitsLeft = Math.max(0, e.hits - e.evades);
        const critsLeft = Math.max(0, e.crits - Math.max(0, e.evades - e.hits));
        if (critsLeft > 0 || hitsLeft >= 2) this.asteroidPushed = true;
        return;
      }
      case "asteroidCollision": {
        const dealt = e.damageRoll === "hit" || e.damageRoll === "crit" ? 1 : 0;
        if (dealt > 0) damage(this.racer(e.target), dealt);
        if (dealt > 0 && this.turnOpen && this.turnStep === "maneuver" && this.current().id === e.target) this.actionUsed = true;
        return;
      }
      case "damaged":
        damage(this.racer(e.target), e.amount);
        return;
      case "repaired": {
        const r = this.racer(e.target);
        r.shieldsLost = Math.max(0, r.shieldsLost - (e.shields ?? 0));
        r.hullDamage = Math.max(0, r.hullDamage - (e.hull ?? 0));
        return;
      }
      case "roundEnded": {
        this.roundActive = false;
        const finishers = this.racers.filter((r) => r.finishedRound === this.round && (this.destroyedFinisherWins || !r.wrecked));
        // The race ends with a winner, or with no racer left in it (ruling no-racer-left).
        if (finishers.length > 0 || this.inRace().length === 0) this.over = true;
        return;
      }
    }
  }

  /**
   * One event. Small choice numbers race: a buoy in every turn, then the end of the turn (the quickest
   * way to the end, which a finished race takes when the choices run out).
   */
  step([r0, r1, r2, r3]: Choice): void {
    if (!this.roundActive) return this.push({ type: "roundStarted" });
    if (!this.turnOpen) {
      const next = this.nextTurn();
      if (next === undefined) return this.push({ type: "roundEnded" });
      // Now and then something outside a turn: a repair the rules give.
      if (r0 >= 985) return this.aside(r1, next);
      return this.push({ type: "turnStarted", player: next });
    }
    const me = this.current();
    if (me.wrecked) return this.push({ type: "turnEnded", player: me.id });
    const others = this.inRace().filter((r) => r.id !== me.id);
    // A second shot in a turn is a bonus attack a card gives (ruling one-attack-per-turn).
    const bonus = this.attacks > 0 ? { bonus: true as const } : {};
    const shoot = (): void => {
      if (others.length > 0 && r1 % 3 !== 0) {
        const target = pick(others, r2);
        const hits = r3 % 3;
        const crits = (r3 >> 2) % 2;
        return this.push({ type: "gravityCannonHit", by: me.id, target: target.id, ...(this.mayDamage(target) ? { hits, crits } : { hits: 0, crits: 0 }), ...bonus });
      }
      return this.push({ type: "asteroidShot", by: me.id, hits: r2 % 3, crits: r3 % 2, evades: (r3 >> 1) % 2, ...bonus });
    };
    if (this.turnStep === "maneuver") {
      const buoy = me.buoys[me.buoysDone];
      const last = me.buoysDone === me.buoys.length - 1;
      if (r0 < 750 && !this.actionUsed && buoy !== undefined && (!last || this.events.length + 1 >= this.minEvents)) return this.push({ type: "buoyActivated", player: me.id, buoy: buoy as never });
      if (r0 < 850 && !this.actionUsed) return this.push({ type: "actionPerformed", player: me.id, action: pick(ACTIONS, r1) });
      if (r0 < 880) return this.push({ type: "actionPerformed", player: me.id, action: pick(ACTIONS, r1), free: true });
      if (r0 < 910 && !this.actionUsed) return this.push({ type: "actionLost", player: me.id, cause: pick(["bump", "stress", "other"] as const, r1) });
      if (r0 < 950) return this.push({ type: "asteroidCollision", target: me.id, damageRoll: this.mayDamage(me) ? pick(["hit", "crit", "focus", "blank"] as const, r1) : "blank", recoilShield: true });
      if (r0 < 980) return shoot();
      return this.push({ type: "turnEnded", ...(r1 % 2 === 0 ? { player: me.id } : {}) });
    }
    if (this.turnStep === "action") {
      if (r0 < 550) return this.push({ type: "turnEnded", ...(r1 % 2 === 0 ? { player: me.id } : {}) });
      if (r0 < 950) return shoot();
      return this.push({ type: "actionPerformed", player: me.id, action: pick(ACTIONS, r1), free: true });
    }
    // After a push of its shooting: an asteroid it pushed lands on a racer (itself too), or a ship it pushed hits an asteroid.
    const hit = this.asteroidPushed ? this.inRace() : others.filter((r) => this.pushedShips.includes(r.id));
    // Its attack and one bonus attack at most.
    if (r0 < 800 || (r0 < 950 && this.attacks >= 2) || (r0 >= 950 && hit.length === 0)) return this.push({ type: "turnEnded", ...(r1 % 2 === 0 ? { player: me.id } : {}) });
    if (r0 < 950) return shoot();
    const r = pick(hit, r2);
    return this.push({ type: "asteroidCollision", target: r.id, damageRoll: this.mayDamage(r) ? pick(["hit", "crit", "focus", "blank"] as const, r1) : "blank", recoilShield: true });
  }

  /** Between turns: a repair the rules give (nothing moves between turns), else the next turn. */
  aside(r1: number, next: string): void {
    const r = pick(this.inRace(), r1);
    if (r.shieldsLost > 0 || r.hullDamage > 0) return this.push({ type: "repaired", target: r.id, ...(r.shieldsLost > 0 ? { shields: 1 } : { hull: 1 }) });
    return this.push({ type: "turnStarted", player: next });
  }

  /** The quickest way to the end from here: every racer takes its buoy in every turn. */
  ending(): SpaceRaceEvent[] {
    const copy = new RaceGame(this);
    const from = copy.events.length;
    while (!copy.over) copy.step([0, 0, 0, 0]);
    return copy.events.slice(from);
  }
}
