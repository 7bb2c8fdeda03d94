import { before } from "../../core/draft.js";
import { byId } from "../../core/lookup.js";
import { own } from "../../core/schema.js";
import { type ExplainedEntry, type Ledger, type LedgerEntry, ledgerEntries } from "../../core/ledger.js";
import { explain } from "./explain.js";
import type { SourceKind } from "./events.js";
import type { AcesHighRules } from "./rules.js";
import type { AcesHighSetup, SaveCharges } from "./setup.js";

/** Where a ship is. A ship that is down (hull damage >= hull) stays `active` until destroyed or saved. */
export type ShipStatus = "active" | "destroyed" | "fled" | "reserve";

/** The final damage that brought a ship down, waiting for its `destroyed` event. */
export interface FinalDamage {
  /** The player credited, or null when self-inflicted or neutral. */
  readonly credit: string | null;
  /** Index of the `damaged` event: kills resolve in the order their final damage was dealt. */
  readonly event: number;
  readonly kind: SourceKind;
  /** Whether the destruction costs the penalty when nobody is credited (ruling penalised-deaths). */
  readonly penalty: boolean;
}

/** A player and their ship as the game stands: health, status, save charges, victory and bounty. */
export interface PlayerState {
  readonly id: string;
  readonly order: number;
  readonly name?: string;
  readonly pilot?: string;
  readonly hull: number;
  readonly shields: number;
  readonly status: ShipStatus;
  readonly shieldsLost: number;
  readonly hullDamage: number;
  /** Whether an opponent's next damage to this ship scores first damage. */
  readonly firstDamageOpen: boolean;
  readonly charges: SaveCharges;
  readonly maxCharges: SaveCharges;
  readonly finalDamage: FinalDamage | null;
  readonly victory: number;
  readonly bounty: number;
  /** Times this ship was destroyed or fled. */
  readonly losses: number;
}

/** The accounts of an Aces High ledger. */
export type AcesHighAccount = "victory" | "bounty";

/** Why an entry was posted. Each maps to a sentence of aces-high.txt (see docs/aces-high.md). */
export type AcesHighReason =
  | "firstDamage"
  | "kill"
  | "bountyClaimed"
  | "bountySurrendered"
  | "killBounty"
  | "bountyForfeited"
  | "destructionPenalty"
  | "fleePenalty"
  | "bountyPenalty"
  | "bountyLost"
  | "endConversion";

/** An entry of the Aces High ledger, as stored in the state. */
export type AcesHighLedgerEntry = LedgerEntry<AcesHighAccount, AcesHighReason>;
/** An Aces High ledger entry with the sentence citing its rule, as `ledgerOf` and `scoreboard` give it. */
export type AcesHighExplainedEntry = ExplainedEntry<AcesHighAccount, AcesHighReason>;

/** The state of an Aces High game after some events. Deeply frozen. */
export interface AcesHighState {
  readonly mode: "aces-high";
  readonly eventCount: number;
  readonly rules: AcesHighRules;
  /** Rounds started so far; 0 before the first. */
  readonly round: number;
  readonly roundActive: boolean;
  /** Player ids in the current player order. */
  readonly order: readonly string[];
  /** Player ids in setup order: `players[i].id === ids[i]`. */
  readonly ids: readonly string[];
  /** Players in setup order. Look them up with `player(state, id)`. */
  readonly players: readonly PlayerState[];
  /** Whether someone reached the victory limit in the current round (limitCheck reachedDuringRound). */
  readonly limitReached: boolean;
  readonly timeCalled: boolean;
  readonly over: boolean;
  /** The score ledger in pages; `ledgerOf(state)` gives the entries in order. */
  readonly ledger: Ledger<AcesHighLedgerEntry>;
}

/** Every ledger entry of the game so far, in order, each with the sentence citing its rule. */
export function ledgerOf(state: AcesHighState): AcesHighExplainedEntry[] {
  return ledgerEntries(state.ledger).map((entry) => explain(entry, state.rules));
}

export function initialState(setup: AcesHighSetup): AcesHighState {
  const players: PlayerState[] = setup.players.map((p) => ({
    id: p.id,
    order: p.order,
    ...(own(p, "name") === undefined ? {} : { name: p.name! }),
    ...(own(p.ship, "pilot") === undefined ? {} : { pilot: p.ship.pilot! }),
    hull: p.ship.hull,
    shields: p.ship.shields,
    status: "active",
    shieldsLost: 0,
    hullDamage: 0,
    firstDamageOpen: true,
    charges: { ...p.ship.saves },
    maxCharges: { ...p.ship.saves },
    finalDamage: null,
    victory: 0,
    bounty: 0,
    losses: 0,
  }));
  return {
    mode: "aces-high",
    eventCount: 0,
    rules: { ...setup.rules },
    round: 0,
    roundActive: false,
    order: [...players].sort((a, b) => a.order - b.order).map((p) => p.id),
    ids: players.map((p) => p.id),
    players,
    limitReached: false,
    timeCalled: false,
    over: false,
    ledger: { pages: null, tail: [] },
  };
}

/**
 * The player with this id, or undefined. Searches the list of ids (at most 8, no prototype
 * lookups) as it was before the event, so on an immer draft only the player found is drafted.
 */
export function player<P>(state: { readonly ids: readonly string[]; readonly players: readonly P[] }, id: string): P | undefined {
  return byId(before(state).ids, state.players, id);
}

export { isDown, isFullHealth } from "../x-wing/health.js";

export function isRemoved(p: PlayerState): boolean {
  return p.status === "destroyed" || p.status === "fled";
}
