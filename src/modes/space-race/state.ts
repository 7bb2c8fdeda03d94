import { before } from "../../core/draft.js";
import { byId } from "../../core/lookup.js";
import { type ExplainedEntry, type Ledger, type LedgerEntry, ledgerEntries } from "../../core/ledger.js";
import { MISSION_CARDS } from "./cards.js";
import { type SpaceRaceRules, type SpaceRaceSetup, turnOrder } from "./setup.js";

/** A racer as the race stands: health, buoys activated, and when it finished. */
export interface RacerState {
  readonly id: string;
  readonly card: number;
  readonly points: number;
  readonly hull: number;
  readonly shields: number;
  readonly shieldsLost: number;
  readonly hullDamage: number;
  /** Target buoys activated so far, 0 to 6. */
  readonly buoysDone: number;
  /** The round in which the final buoy was activated. */
  readonly finishedRound: number | null;
  /** Destroyed: out of the race at once, even in its own turn (ruling wrecked-ships). */
  readonly wrecked: boolean;
}

/**
 * How far the open turn has gone (space-race.txt: "executes the stated maneuver. He may then choose an
 * action as normal ... the pilot performs his shooting phase immediately after choosing his action"):
 * `maneuver` until the racer performs an action (any, free or not) or shoots, `action` once it has
 * performed one, `shooting` once it has shot.
 */
export type TurnStep = "maneuver" | "action" | "shooting";

/** A push the app must carry out on the table: 1 straight away from `from`. */
export interface Push {
  readonly event: number;
  readonly what: "ship" | "asteroid";
  /** The ship pushed (for ship pushes). */
  readonly target?: string;
  readonly from: string;
  readonly distance: 1;
  readonly why: "gravityCannonCrit" | "asteroidCrit" | "asteroidTwoHits";
}

/** The accounts of a Space Race ledger: buoys activated and races won. */
export type SpaceRaceAccount = "buoys" | "wins";
/** Why a Space Race ledger entry was posted. */
export type SpaceRaceReason = "buoyActivated" | "raceWon";
/** An entry of the Space Race ledger, as stored in the state. */
export type SpaceRaceLedgerEntry = LedgerEntry<SpaceRaceAccount, SpaceRaceReason>;

/** The state of a race after some events. Deeply frozen. */
export interface SpaceRaceState {
  readonly mode: "space-race";
  readonly eventCount: number;
  readonly ledger: Ledger<SpaceRaceLedgerEntry>;
  /** The order of play, fixed for the game. */
  readonly turnOrder: readonly string[];
  readonly round: number;
  readonly roundActive: boolean;
  /** Index in `turnOrder` of the last turn started this round; -1 before the first. */
  readonly turn: number;
  readonly turnOpen: boolean;
  /** The step the open turn has reached. */
  readonly turnStep: TurnStep;
  /**
   * Whether the player whose turn is open has no action left: it performed one (a buoy or any other,
   * not a free one) or lost it (`actionLost`, a damaging collision in its maneuver).
   */
  readonly actionUsed: boolean;
  /** Whether that action was lost rather than performed. */
  readonly actionLost: boolean;
  /**
   * Whether the player whose turn is open pushed an asteroid with its shooting this turn: only then can
   * it collide with an asteroid after it shot (ruling collision-after-action).
   */
  readonly asteroidPushed: boolean;
  /**
   * The ships its gravity cannon pushed this turn. Another racer collides with an asteroid only when an
   * asteroid was pushed, or when it is one of these (ruling collisions-come-from-pushes).
   */
  readonly pushedShips: readonly string[];
  /**
   * The attacks the player whose turn is open has made: its attack, then at most one bonus attack a
   * card gives (ruling one-attack-per-turn).
   */
  readonly attacks: number;
  /** The rule options of the race, every field filled in. */
  readonly rules: SpaceRaceRules;
  readonly ids: readonly string[];
  readonly players: readonly RacerState[];
  readonly pushes: readonly Push[];
  readonly over: boolean;
  readonly winners: readonly string[];
}

export function initialState(setup: SpaceRaceSetup): SpaceRaceState {
  return {
    mode: "space-race",
    eventCount: 0,
    ledger: { pages: null, tail: [] },
    turnOrder: turnOrder(setup),
    round: 0,
    roundActive: false,
    turn: -1,
    turnOpen: false,
    turnStep: "maneuver",
    actionUsed: false,
    actionLost: false,
    asteroidPushed: false,
    pushedShips: [],
    attacks: 0,
    rules: setup.rules,
    ids: setup.players.map((p) => p.id),
    players: setup.players.map((p) => ({ id: p.id, card: p.card, points: p.points, hull: p.hull, shields: p.shields, shieldsLost: 0, hullDamage: 0, buoysDone: 0, finishedRound: null, wrecked: false })),
    pushes: [],
    over: false,
    winners: [],
  };
}

/** The racer with this id, or `undefined`. */
export function racer<P>(state: { readonly ids: readonly string[]; readonly players: readonly P[] }, id: string): P | undefined {
  return byId(before(state).ids, state.players, id);
}

/** The buoy a racer must activate next, or null once it has reached its goal. */
export function nextBuoy(p: Pick<RacerState, "card" | "buoysDone">) {
  return MISSION_CARDS[p.card - 1]!.buoys[p.buoysDone] ?? null;
}

/** The player whose turn comes next this round (skipping wrecked ships), or undefined. */
export function nextInTurn(state: SpaceRaceState): string | undefined {
  for (let i = state.turn + 1; i < state.turnOrder.length; i++) {
    const id = state.turnOrder[i]!;
    if (!racer(state, id)!.wrecked) return id;
  }
  return undefined;
}

/** A Space Race ledger entry with the sentence citing its rule. */
export type SpaceRaceExplainedEntry = ExplainedEntry<SpaceRaceAccount, SpaceRaceReason>;

/** Every ledger entry with its sentence. */
export function ledgerOf(state: SpaceRaceState): SpaceRaceExplainedEntry[] {
  return ledgerEntries(state.ledger).map((e) => {
    const p = racer(state, e.player)!;
    const what =
      e.reason === "buoyActivated"
        ? `${e.player} activated target buoy ${e.balance} of 6 (${MISSION_CARDS[p.card - 1]!.buoys[e.balance - 1]}) on card ${p.card}`
        : `${e.player} won the race`;
    const source = e.reason === "buoyActivated" ? "space-race.txt, Buoys" : "space-race.txt, Goal of the Game";
    return { ...e, explanation: `${what}: +${e.delta} ${e.account} (${source})` };
  });
}
