import { before } from "../../core/draft.js";
import { byId } from "../../core/lookup.js";
import type { Ledger, LedgerEntry } from "../../core/ledger.js";
import type { EpicSetup } from "./setup.js";

/** Where a ship is: in play, destroyed, fled, escaped (left the play area safely) or in reserve. */
export type EpicShipStatus = "active" | "destroyed" | "fled" | "escaped" | "reserve";

/** A ship as the game stands: health, status and the markers it carries. */
export interface EpicShipState {
  readonly id: string;
  /** The scoring unit (the ship itself, or its wing's Quick Build). */
  readonly unit: string;
  readonly player: string;
  readonly hull: number;
  readonly shields: number;
  readonly shieldsLost: number;
  readonly hullDamage: number;
  readonly status: EpicShipStatus;
  readonly markers: readonly string[];
}

/** A player as the game stands: team index and victory counters. */
export interface EpicPlayerState {
  readonly id: string;
  readonly order: number;
  readonly team: number;
  readonly victoryCounters: number;
}

/** An entry of the Epic ledger: victory counters given or taken. */
export type EpicLedgerEntry = LedgerEntry<"victoryCounters", "victoryCounters">;

/** The state of an Epic game after some events. Deeply frozen. */
export interface EpicState {
  readonly mode: "epic";
  readonly eventCount: number;
  readonly ledger: Ledger<EpicLedgerEntry>;
  readonly setup: EpicSetup;
  readonly round: number;
  readonly roundActive: boolean;
  readonly over: boolean;
  readonly ids: readonly string[];
  readonly ships: readonly EpicShipState[];
  readonly playerIds: readonly string[];
  readonly players: readonly EpicPlayerState[];
}

export function initialState(setup: EpicSetup): EpicState {
  const ships: EpicShipState[] = setup.players.flatMap((p) =>
    p.units.flatMap((u) => u.ships.map((s) => ({ id: s.id, unit: u.id, player: p.id, hull: s.hull, shields: s.shields, shieldsLost: 0, hullDamage: 0, status: "active" as const, markers: [] }))),
  );
  return {
    mode: "epic",
    eventCount: 0,
    ledger: [],
    setup,
    round: 0,
    roundActive: false,
    over: false,
    ids: ships.map((s) => s.id),
    ships,
    playerIds: setup.players.map((p) => p.id),
    players: setup.players.map((p) => ({ id: p.id, order: p.order, team: setup.teams.findIndex((t) => t.includes(p.id)), victoryCounters: 0 })),
  };
}

/** The ship with this id, or `undefined`. */
export function ship<S>(state: { readonly ids: readonly string[]; readonly ships: readonly S[] }, id: string): S | undefined {
  return byId(before(state).ids, state.ships, id);
}

/** The player with this id, or `undefined`. */
export function epicPlayer<P>(state: { readonly playerIds: readonly string[]; readonly players: readonly P[] }, id: string): P | undefined {
  return byId(before(state).playerIds, state.players, id);
}
