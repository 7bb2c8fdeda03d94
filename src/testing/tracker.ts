import type { AcesHighEvent } from "../modes/aces-high/index.js";

/**
 * What the record builder needs to know to write only legal events: where each ship is,
 * how damaged, which charges are left, whether a round runs. No scoring at all: the
 * builder never asks the engine what is legal, so the engine is checked, not trusted.
 */
export interface ShipTrack {
  readonly id: string;
  readonly hull: number;
  readonly shields: number;
  readonly save: "tel" | "durge" | "moralo" | "declared" | "none";
  readonly max: { destruction: number; flee: number };
  charges: { destruction: number; flee: number };
  shieldsLost: number;
  hullDamage: number;
  status: "active" | "destroyed" | "fled" | "reserve";
}

export class Tracker {
  readonly events: AcesHighEvent[] = [];
  roundActive = false;
  round = 0;
  /** Events since the current round started. */
  roundEvents = 0;
  timeCalled = false;
  ended = false;

  /**
   * @param order the player ids in player order; `roundStarted` with an `order` replaces it.
   * Respawns follow the order of the round just played (aces-high.txt, Respawning).
   */
  constructor(readonly ships: ShipTrack[], public order: readonly string[] = ships.map((s) => s.id)) {}

  down(): ShipTrack[] {
    return this.ships.filter((s) => s.status === "active" && s.hullDamage >= s.hull);
  }
  standing(): ShipTrack[] {
    return this.ships.filter((s) => s.status === "active" && s.hullDamage < s.hull);
  }
  inPlay(): ShipTrack[] {
    return this.ships.filter((s) => s.status === "active");
  }
  removed(): ShipTrack[] {
    return this.ships.filter((s) => s.status === "destroyed" || s.status === "fled");
  }
  /** The removed ship that respawns next: the first in player order. Every one must before a round starts. */
  nextRespawn(): ShipTrack | undefined {
    return this.order.map((id) => this.ship(id)).find((s) => s.status === "destroyed" || s.status === "fled");
  }

  push(e: AcesHighEvent): void {
    this.events.push(e);
    this.roundEvents += 1;
    switch (e.type) {
      case "roundStarted":
        this.roundActive = true;
        this.round += 1;
        this.roundEvents = 0;
        if (e.order) this.order = [...e.order];
        for (const s of this.ships) if (s.status === "reserve") s.status = "active";
        return;
      case "roundEnded":
        this.roundActive = false;
        if (this.timeCalled) this.ended = true;
        return;
      case "timeCalled":
        this.timeCalled = true;
        if (!this.roundActive) this.ended = true;
        return;
      case "damaged": {
        const s = this.ship(e.target);
        const toShields = Math.min(e.amount, s.shields - s.shieldsLost);
        s.shieldsLost += toShields;
        s.hullDamage = Math.min(s.hull, s.hullDamage + e.amount - toShields);
        return;
      }
      case "repaired": {
        const s = this.ship(e.target);
        s.shieldsLost = Math.max(0, s.shieldsLost - (e.shields ?? 0));
        s.hullDamage = Math.max(0, s.hullDamage - (e.hull ?? 0));
        return;
      }
      case "destroyed":
        for (const id of e.targets) this.ship(id).status = "destroyed";
        return;
      case "fled":
        this.ship(e.target).status = "fled";
        return;
      case "saved": {
        const s = this.ship(e.target);
        s.charges[e.from] -= 1;
        if (e.from === "destruction") s.hullDamage = s.save === "tel" ? 5 : e.hullDamageAfter!;
        if (s.save !== "durge" || e.from === "flee") s.status = "reserve";
        return;
      }
      case "respawned": {
        const s = this.ship(e.target);
        s.status = "active";
        s.shieldsLost = 0;
        s.hullDamage = 0;
        s.charges = { ...s.max };
        return;
      }
    }
  }

  ship(id: string): ShipTrack {
    return this.ships.find((s) => s.id === id)!;
  }
}
