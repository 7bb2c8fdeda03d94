import type { JsonValue } from "./json.js";

/**
 * A scorer's answer for a record that breaks a rule: the error code (the codes of the mode's docs)
 * and the index of the event that breaks it, `null` when the setup does. Nothing else is read then.
 */
export interface RejectedResults {
  readonly error: { readonly code: string; readonly event: number | null };
}

/** One score change, in the order the scorer made them: the event that caused it, whose account, by how much, and why (the mode's reason code). */
export interface LedgerLine {
  readonly event: number;
  readonly player: string;
  readonly account: string;
  readonly delta: number;
  readonly reason: string;
}

/** The fields of every mode's results for an accepted record. */
export interface CommonResults {
  /** The game has ended. */
  readonly over: boolean;
  /** The winners' ids, in any order; none until the game has ended. */
  readonly winners: readonly string[];
  /** Every score change, in order. */
  readonly ledger: readonly LedgerLine[];
}

/** An Aces High player's line: its standing, tokens, ship and save charges left. */
export interface AcesHighPlayerResults {
  /** 1 + the number of players with more victory. */
  readonly rank: number;
  readonly victory: number;
  readonly bounty: number;
  readonly status: "active" | "destroyed" | "fled" | "reserve";
  readonly hullDamage: number;
  readonly shieldsLost: number;
  readonly charges: { readonly destruction: number; readonly flee: number };
}

/** Aces High results: `players` by id; ledger accounts `victory` and `bounty`. */
export interface AcesHighResults extends CommonResults {
  readonly players: { readonly [id: string]: AcesHighPlayerResults };
}

/** Epic results: players, ships and (in a team battle) teams. */
export interface EpicResults extends CommonResults {
  readonly players: { readonly [id: string]: { readonly rank: number; readonly score: number; readonly casualties: number; readonly victoryCounters: number; readonly total: number } };
  /** Only in a team battle: each team, in rank order. */
  readonly teams?: readonly { readonly players: readonly string[]; readonly score: number; readonly casualties: number; readonly total: number; readonly rank: number }[];
  readonly ships: { readonly [id: string]: { readonly player: string; readonly status: string; readonly health: number; readonly lost: number; readonly state: "full" | "damaged" | "half" } };
  /** Who carries each marker: ship by ship in the setup's order, each ship's markers in the order it got them. */
  readonly markers: readonly { readonly marker: string; readonly ship: string; readonly status: string }[];
  /** The order effects resolve in by player: descending player order in a free-for-all, first player first otherwise. */
  readonly resolutionOrder: readonly string[];
}

/** Space Race results: racers by id, the order of play, the pushes to carry out. */
export interface SpaceRaceResults extends CommonResults {
  readonly turnOrder: readonly string[];
  readonly players: {
    readonly [id: string]: {
      readonly rank: number;
      readonly buoysDone: number;
      readonly nextBuoy: string | null;
      readonly finishedRound: number | null;
      readonly points: number;
      readonly hull: number;
      readonly shields: number;
      readonly shieldsLost: number;
      readonly hullDamage: number;
      readonly destroyed: boolean;
    };
  };
  readonly pushes: readonly { readonly [key: string]: JsonValue }[];
}

/** A.C.E. Fireteam results: the turn, the order of action, players and units. */
export interface FireteamResults extends CommonResults {
  readonly turn: number;
  readonly phase: number;
  readonly order: readonly string[];
  readonly next: string | null;
  readonly players: { readonly [id: string]: { readonly rank: number; readonly score: number; readonly cost: number } };
  readonly units: {
    readonly [id: string]: {
      readonly status: "active" | "disabled" | "destroyed";
      readonly filled: { readonly [location: string]: number };
      readonly conditions: { readonly [location: string]: "intact" | "damaged" | "destroyed" };
      readonly initiative: number | null;
      readonly movesUsed: number;
      readonly weaponActionsUsed: number;
      readonly equippedAt: readonly (string | null)[];
      readonly restarted: boolean;
      readonly turnOverTurn: number;
      readonly stunnedPhase: number;
      readonly meteors: number;
    };
  };
}

/** Intergalactic Ace results: players, whose turn it is, the table and the piles. */
export interface IntergalacticAceResults extends CommonResults {
  readonly round: number;
  readonly next: string | null;
  readonly players: {
    readonly [id: string]: {
      readonly rank: number;
      readonly kills: number;
      readonly weapons: number;
      readonly cloaking: number;
      readonly maneuvering: number;
      readonly speed: number;
      readonly fuel: number;
      readonly shields: number;
      readonly scans: number;
      readonly saved: readonly string[];
    };
  };
  readonly table: JsonValue;
  readonly enemyPile: readonly string[];
  readonly enemyDiscard: readonly string[];
  readonly upgradePile: readonly string[];
  readonly upgradeDiscard: readonly string[];
}

/** A round of an Aces High side event as paired: its table sizes and who sits at each table. */
export interface AcesHighEventRound {
  /** Each table's number of players, table 1 first. */
  readonly sizes: readonly number[];
  /** Each table's players by table number (`"1"`, `"2"`, ...), in player order; cases compare them as sets. */
  readonly tables: { readonly [table: string]: readonly string[] };
}

/**
 * Aces High side-event results (`aces-high-event`): the rounds paired, the next round's table sizes
 * and the standings. `over`: every table of the event's last round has its result; `winners`: rank 1
 * of those final standings. Ledger account `victory`, reason `result`.
 */
export interface AcesHighEventResults extends CommonResults {
  /** Every round paired, by its number (`"1"`, `"2"`, ...). */
  readonly rounds: { readonly [round: string]: AcesHighEventRound };
  /** The round to pair next and its table sizes for the players taking part in it; null after the last round is paired. */
  readonly next: { readonly round: number; readonly sizes: readonly number[] } | null;
  /** The standings after the rounds with a result, every player of the event (those who left too) by id. */
  readonly players: {
    readonly [id: string]: {
      /** 1 + the number of players ranked ahead: victory, then the place in the last round counted, then the salvo rolls. */
      readonly rank: number;
      readonly victory: number;
      /** The place at the table in each round counted; null where the player did not play. */
      readonly places: readonly (number | null)[];
    };
  };
}

/** What a scorer returns for a record: the mode's results, or the rejection. */
export type ConformanceResults = RejectedResults | AcesHighResults | EpicResults | SpaceRaceResults | FireteamResults | IntergalacticAceResults | AcesHighEventResults;
