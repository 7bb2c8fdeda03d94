import fc from "fast-check";
import type { EpicEvent } from "../modes/epic/index.js";
import { type Bounds, type Builder, bounds, type Choice, choicesArbitrary, finishedArbitrary, type GameOptions, type ModeLimits, pick, play, shuffled } from "./game.js";

/** An Epic record as `arbitraries.epicRecord` builds it. */
export interface EpicRecordOut {
  readonly mode: "epic";
  readonly version: 1;
  readonly setup: EpicSetupOut;
  readonly events: EpicEvent[];
}

/** An Epic ship, or a Quick Build of several ships, as a setup writes it. */
export type EpicEntryOut =
  | { readonly id: string; readonly hull: number; readonly shields: number; readonly points: number }
  | { readonly id: string; readonly hull: number; readonly shields: number; readonly threat: number }
  | { readonly id: string; readonly threat: number; readonly wing?: true; readonly ships: readonly { readonly id: string; readonly hull: number; readonly shields: number }[] };

/** An Epic setup as `arbitraries.epicRecord` writes it. */
export interface EpicSetupOut {
  readonly scoring: "points" | "threat";
  readonly teams?: readonly (readonly string[])[];
  readonly players: readonly { readonly id: string; readonly order: number; readonly ships: readonly EpicEntryOut[] }[];
  readonly total?: "standardPlusCounters" | "standard" | "counters";
  readonly tiebreaker?: "fewerCasualties" | "none";
  readonly offTableDamage?: "ignored" | "counts";
  readonly wingReserve?: "refused" | "allowed";
  readonly negativeCounters?: "refused" | "allowed";
}

const LIMITS: ModeLimits = { name: "Epic", players: [2, 8], maxEvents: 120, finishMax: 2 };

const health = fc.record({ hull: fc.integer({ min: 1, max: 8 }), shields: fc.integer({ min: 0, max: 4 }) });

/** One entry of a player's squad: a ship with points; or with threat a ship, a Quick Build of two ships, or a wing of 3 to 6. */
function entry(scoring: "points" | "threat", id: string): fc.Arbitrary<EpicEntryOut> {
  if (scoring === "points") return health.chain((h) => fc.integer({ min: 8, max: 90 }).map((points) => ({ id, ...h, points })));
  const crew = (n: number) => fc.array(health, { minLength: n, maxLength: n }).map((ships) => ships.map((h, i) => ({ id: `${id}-${i + 1}`, ...h })));
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(health, fc.integer({ min: 1, max: 6 })).map(([h, threat]) => ({ id, ...h, threat })) },
    { weight: 1, arbitrary: fc.tuple(crew(2), fc.integer({ min: 2, max: 6 })).map(([ships, threat]) => ({ id, threat, ships })) },
    { weight: 1, arbitrary: fc.integer({ min: 3, max: 6 }).chain((n) => fc.tuple(crew(n), fc.integer({ min: 3, max: 8 }))).map(([ships, threat]) => ({ id, threat, wing: true as const, ships })) },
  );
}

function setupArbitrary(b: Bounds): fc.Arbitrary<EpicSetupOut> {
  return fc.record({ n: fc.integer({ min: b.minPlayers, max: b.maxPlayers }), scoring: fc.constantFrom("points" as const, "threat" as const) }).chain(({ n, scoring }) =>
    fc
      .record({
        squads: fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: 1, max: 3 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, j) => entry(scoring, `p${i + 1}-u${j + 1}`)))))),
        orders: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n, maxLength: n }),
        // A team battle about half the time (fc.option's freq 2: null one time in two): two teams, split anywhere.
        split: fc.option(fc.tuple(fc.integer({ min: 1, max: n - 1 }), fc.nat()), { freq: 2 }),
        total: fc.option(fc.constantFrom("standardPlusCounters" as const, "standard" as const, "counters" as const), { freq: 2 }),
        tiebreaker: fc.option(fc.constantFrom("fewerCasualties" as const, "none" as const), { freq: 2 }),
        offTableDamage: fc.option(fc.constantFrom("ignored" as const, "counts" as const), { freq: 2 }),
        wingReserve: fc.option(fc.constantFrom("refused" as const, "allowed" as const), { freq: 2 }),
        negativeCounters: fc.option(fc.constantFrom("refused" as const, "allowed" as const), { freq: 2 }),
      })
      .map(({ squads, orders, split, total, tiebreaker, offTableDamage, wingReserve, negativeCounters }) => {
        const players = squads.map((ships, i) => ({ id: `p${i + 1}`, order: orders[i]!, ships }));
        const ids = shuffled(players.map((p) => p.id), split?.[1] ?? 0);
        return {
          scoring,
          ...(split === null ? {} : { teams: [ids.slice(0, split[0]), ids.slice(split[0])] }),
          players,
          ...(total === null ? {} : { total }),
          ...(tiebreaker === null ? {} : { tiebreaker }),
          ...(offTableDamage === null ? {} : { offTableDamage }),
          ...(wingReserve === null ? {} : { wingReserve }),
          ...(negativeCounters === null ? {} : { negativeCounters }),
        };
      }),
  );
}

/**
 * Valid Epic records, legal by construction: points or threat, single ships, Quick Builds of two ships
 * and wings, free-for-all and team battles, every scenario total and tiebreaker, both values of
 * offTableDamage; rounds of damage, destructions (several ships at once), repairs, flight, escape,
 * reserve and deployment, restored
 * ships, victory counters and markers. A game not cut short ends after its last round (4 to 10); a finished one ends
 * with `gameEnded`. The builder keeps its own picture of the ships and never asks the engine what is legal.
 */
export function epicRecordArbitrary(options: GameOptions = {}): fc.Arbitrary<EpicRecordOut> {
  const b = bounds(options, LIMITS);
  return fc
    // The scenario's length: the game ends after its last round.
    .record({ setup: setupArbitrary(b), choices: choicesArbitrary(b), finished: finishedArbitrary(b), rounds: fc.integer({ min: 4, max: 10 }) })
    .map(({ setup, choices, finished, rounds }) => ({ mode: "epic" as const, version: 1 as const, setup, events: play(new EpicGame(setup, b.minEvents, rounds), choices, finished, b, LIMITS) }));
}

interface ShipTrack {
  readonly id: string;
  readonly player: string;
  readonly hull: number;
  readonly shields: number;
  /** Part of a wing: not placed in reserve unless the setup allows it (ruling wing-reserve). */
  readonly wing: boolean;
  shieldsLost: number;
  hullDamage: number;
  status: "active" | "destroyed" | "fled" | "escaped" | "reserve";
}

const down = (s: ShipTrack) => s.status === "active" && s.hullDamage >= s.hull;
const standing = (s: ShipTrack) => s.status === "active" && s.hullDamage < s.hull;
const MARKERS = ["plans", "cargo", "beacon"] as const;

/** The game being built, with its own picture of the ships: status, damage, rounds. */
class EpicGame implements Builder<EpicEvent> {
  readonly events: EpicEvent[] = [];
  readonly ships: ShipTrack[];
  readonly players: readonly string[];
  roundActive = false;
  round = 0;
  roundEvents = 0;
  over = false;

  readonly wingReserve: boolean;
  readonly negativeCounters: boolean;

  constructor(setup: EpicSetupOut, readonly minEvents: number, readonly rounds: number) {
    this.players = setup.players.map((p) => p.id);
    this.ships = setup.players.flatMap((p) =>
      p.ships.flatMap((e) => {
        const wing = "wing" in e && e.wing === true;
        return ("ships" in e ? e.ships : [e]).map((s) => ({ id: s.id, player: p.id, hull: s.hull, shields: s.shields, wing, shieldsLost: 0, hullDamage: 0, status: "active" as const }));
      }),
    );
    this.wingReserve = setup.wingReserve === "allowed";
    this.negativeCounters = setup.negativeCounters === "allowed";
  }

  ended(): boolean {
    return this.over;
  }

  push(e: EpicEvent): void {
    this.events.push(e);
    this.roundEvents += 1;
    const ship = (id: string) => this.ships.find((s) => s.id === id)!;
    switch (e.type) {
      case "roundStarted":
        this.roundActive = true;
        this.round += 1;
        this.roundEvents = 0;
        return;
      case "roundEnded":
        this.roundActive = false;
        return;
      case "gameEnded":
        this.roundActive = false;
        this.over = true;
        return;
      case "damaged": {
        const s = ship(e.target);
        const toShields = Math.min(e.amount, s.shields - s.shieldsLost);
        s.shieldsLost += toShields;
        s.hullDamage = Math.min(s.hull, s.hullDamage + e.amount - toShields);
        return;
      }
      case "repaired": {
        const s = ship(e.target);
        s.shieldsLost = Math.max(0, s.shieldsLost - (e.shields ?? 0));
        s.hullDamage = Math.max(0, s.hullDamage - (e.hull ?? 0));
        return;
      }
      case "destroyed":
        for (const id of e.targets) ship(id).status = "destroyed";
        return;
      case "fled":
        ship(e.target).status = "fled";
        return;
      case "escaped":
        ship(e.target).status = "escaped";
        return;
      case "reserved":
        ship(e.target).status = "reserve";
        return;
      case "deployed":
        ship(e.target).status = "active";
        return;
      case "restored": {
        const s = ship(e.target);
        s.status = "active";
        s.shieldsLost = 0;
        s.hullDamage = 0;
        return;
      }
      case "victoryCounters":
      case "markerAssigned":
        return;
    }
  }

  /** Whether the game may end with the next event: the record must reach `minEvents` first. */
  mayEnd(): boolean {
    return this.events.length + 1 >= this.minEvents;
  }

  step([r0, r1, r2, r3]: Choice): void {
    const downs = this.ships.filter(down);
    const up = this.ships.filter(standing);
    if (!this.roundActive) {
      if (this.round >= this.rounds && this.mayEnd()) return this.push({ type: "gameEnded" });
      if (r0 < 940) return this.push({ type: "roundStarted" });
      return this.aside(r1, r2, r3, up);
    }
    if (downs.length > 0 && (r0 < 700 || up.length === 0)) {
      const chosen = downs.filter((_, i) => ((r2 >> i) & 1) === 1);
      return this.push({ type: "destroyed", targets: shuffled((chosen.length > 0 ? chosen : downs).map((s) => s.id), r1) });
    }
    // Most ships shoot once a round: the round is young for about as many events as there are ships in play.
    const damageBelow = this.roundEvents < this.ships.filter((s) => s.status === "active").length ? 850 : 400;
    if (r0 < damageBelow && up.length > 0) return this.push(this.damage(up, r1, r2, r3));
    if (r0 < damageBelow + 60) return this.aside(r1, r2, r3, up);
    if (downs.length > 0) return this.push({ type: "destroyed", targets: downs.map((s) => s.id) });
    return this.push({ type: "roundEnded" });
  }

  /** A hit, mostly by an enemy ship in play (the source names ships; scoring does not read it). */
  damage(up: readonly ShipTrack[], r1: number, r2: number, r3: number): EpicEvent {
    const target = r1 % 3 === 0 ? up.reduce((a, b) => (b.hull - b.hullDamage + b.shields - b.shieldsLost < a.hull - a.hullDamage + a.shields - a.shieldsLost ? b : a)) : pick(up, r1 >> 2);
    const shooters = this.ships.filter((s) => s.status === "active" && s.player !== target.player);
    const amount = pick([1, 1, 2, 2, 3, 4], r2);
    if (shooters.length === 0 || r3 % 10 === 0) return { type: "damaged", target: target.id, amount };
    return { type: "damaged", target: target.id, amount, source: { kind: r3 % 10 === 1 ? "device" : "attack", by: pick(shooters, r3 >> 4).id } };
  }

  /** The rarer events: repairs, flight, escape, reserve and deployment, restoring, victory counters, markers. */
  aside(r1: number, r2: number, r3: number, up: readonly ShipTrack[]): void {
    const hurt = up.filter((s) => s.shieldsLost > 0 || s.hullDamage > 0);
    const reserve = this.ships.filter((s) => s.status === "reserve");
    const gone = this.ships.filter((s) => s.status === "destroyed" || s.status === "fled");
    switch (r1 % 8) {
      case 0:
        if (hurt.length > 0) {
          const s = pick(hurt, r2);
          const shields = Math.min(r3 % 3, s.shieldsLost);
          return this.push({ type: "repaired", target: s.id, ...(shields > 0 ? { shields } : {}), ...(shields === 0 || r3 % 2 === 0 ? { hull: 1 + (r3 % 2) } : {}) });
        }
        break;
      case 1:
        if (up.length > 0) {
          const type = pick(["fled", "escaped", "reserved"] as const, r3);
          const target = pick(up, r2);
          // "Ships that are part of a wing cannot be docked or placed in reserve unless a specific scenario dictates it."
          return this.push({ type: type === "reserved" && target.wing && !this.wingReserve ? "fled" : type, target: target.id });
        }
        break;
      case 2:
        if (reserve.length > 0) return this.push({ type: "deployed", target: pick(reserve, r2).id });
        break;
      case 3:
        if (gone.length > 0 && r3 % 4 === 0) return this.push({ type: "restored", target: pick(gone, r2).id });
        break;
      case 4:
      case 5: {
        const player = pick(this.players, r2);
        const own = this.ships.filter((s) => s.player === player);
        // Counters are scored; a scenario that takes them away is an option (ruling counters-scored).
        const count = pick(this.negativeCounters ? [1, 1, 2, 3, -1] : [1, 1, 2, 3, 2], r3);
        return this.push({ type: "victoryCounters", player, count, ...(r3 % 3 === 0 ? { ship: pick(own, r3 >> 2).id } : {}) });
      }
      default: {
        const carriers = this.ships.filter((s) => s.status === "active");
        if (carriers.length > 0) return this.push({ type: "markerAssigned", ship: pick(carriers, r2).id, marker: pick(MARKERS, r3) });
      }
    }
    this.push(this.roundActive ? (this.ships.some(down) ? { type: "destroyed", targets: this.ships.filter(down).map((s) => s.id) } : { type: "roundEnded" }) : { type: "roundStarted" });
  }

  ending(): EpicEvent[] {
    if (this.over) return [];
    const downs = this.ships.filter(down);
    return [...(downs.length > 0 ? [{ type: "destroyed" as const, targets: downs.map((s) => s.id) }] : []), { type: "gameEnded" }];
  }
}
