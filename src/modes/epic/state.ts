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

/**
 * The accounts of the Epic ledger: `victoryCounters`, as they are scored; `score`, the standard score
 * (what enemy units lost); `casualties`, what the player's own units lost.
 */
export type EpicAccount = "victoryCounters" | "score" | "casualties";
/**
 * Why an Epic entry was posted: `victoryCounters`, counters given or taken; `destroyedOrFled`, a unit
 * that counts as destroyed or fled, at its full value; `halfHealth`, a unit at half health, at half its
 * value rounded up.
 */
export type EpicReason = "victoryCounters" | "destroyedOrFled" | "halfHealth";
/**
 * An entry of the Epic ledger: victory counters given or taken, as they happen; and, when the game
 * ends, one entry for each unit that scores (`subject`: the unit), in each enemy player's `score` and in
 * its owner's `casualties`.
 */
export type EpicLedgerEntry = LedgerEntry<EpicAccount, EpicReason>;

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
  /**
   * Which ship carries each marker, so that a marker is found without a scan of every ship's
   * `markers`: ship ids by marker name, in up to 256 buckets by a hash of the name (`markerBucket`).
   * Each bucket is a null-prototype object, so that every name, even "__proto__", is a key like any
   * other; an event copies one small bucket, not every marker. Read markers from `ships`.
   */
  readonly carriers: { readonly [bucket: number]: { readonly [marker: string]: string } };
}

/** The bucket of `EpicState.carriers` that holds a marker: FNV-1a of its name, 0 to 255. */
export function markerBucket(marker: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < marker.length; i++) h = Math.imul(h ^ marker.charCodeAt(i), 0x01000193);
  return h & 255;
}

/** The id of the ship that carries `marker` now (as the state was before the event), or `undefined`. */
export function carrierOf(state: Pick<EpicState, "carriers">, marker: string): string | undefined {
  const bucket = before(state).carriers[markerBucket(marker)];
  return bucket !== undefined && Object.hasOwn(bucket, marker) ? bucket[marker] : undefined;
}

export function initialState(setup: EpicSetup): EpicState {
  const ships: EpicShipState[] = setup.players.flatMap((p) =>
    p.units.flatMap((u) => u.ships.map((s) => ({ id: s.id, unit: u.id, player: p.id, hull: s.hull, shields: s.shields, shieldsLost: 0, hullDamage: 0, status: "active" as const, markers: [] }))),
  );
  return {
    mode: "epic",
    eventCount: 0,
    ledger: { pages: null, tail: [] },
    setup,
    round: 0,
    roundActive: false,
    over: false,
    ids: ships.map((s) => s.id),
    ships,
    playerIds: setup.players.map((p) => p.id),
    players: setup.players.map((p) => ({ id: p.id, order: p.order, team: setup.teams.findIndex((t) => t.includes(p.id)), victoryCounters: 0 })),
    carriers: {},
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
