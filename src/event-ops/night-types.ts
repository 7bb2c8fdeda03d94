// What the night's server sends the pages (the players' view, the console), as types only: the server
// makes them (night-view.ts, night-state.ts, results.ts, squad.ts) and the pages read them
// (site/src/night/types.ts), from this one file. It imports nothing, so the pages' browser build can.

/** A result a table sent. The record is kept until the organiser decides, and after a decline. */
export interface Submission {
  /** Made by the phone: a result sent again after a reconnect is known by it, and kept once. */
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly received: string;
  readonly kind: "sheet" | "record";
  readonly status: "pending" | "accepted" | "declined" | "superseded";
  /** The record or score sheet; left out once accepted, as the table holds it then. */
  readonly record?: unknown;
  /** Why a submission was not accepted at once, as the adjudication says it. */
  readonly problem?: string;
}

/** The round's clock: started at `started` (ISO time) for `minutes`. */
export interface RoundTimer {
  readonly round: number;
  readonly started: string;
  readonly minutes: number;
}

/** The round's clock as the pages show it: `done` once every table of its round has its result (the clock is stopped). */
export type RoundClock = RoundTimer & { readonly done: boolean };

/** A line of a table's score sheet: a player's victory and bounty when the game ended, and their place. */
export interface SheetLine {
  readonly player: string;
  readonly victory: number;
  readonly bounty: number;
  readonly place: number;
}

/** A pilot of a squad, to pick from: its place, XWS id and the card's names. */
export interface SquadPilot {
  readonly place: number;
  readonly id: string;
  readonly name: string;
  readonly ship: string;
}

/** A player as the pages show them. */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly ship: string | null;
  readonly joined: number;
  readonly left: number | null;
}

export interface TableView {
  readonly table: number;
  /** Player ids in player order: a player's order number is their place in it, from 1. */
  readonly players: readonly string[];
  readonly result: "none" | "sent" | "entered";
  /** Once the result is entered, each player's place (in player order; null where the result cannot be counted). */
  readonly places?: readonly (number | null)[];
}

export interface StandingView {
  readonly id: string;
  readonly rank: number;
  readonly victory: number;
  /** A place per round; "*" after a place read from a score sheet rather than replayed from a game record. */
  readonly places: readonly string[];
  readonly salvo: readonly number[];
}

/** What every phone sees: the event, its rounds, the standings, the round's clock. */
export interface PlayersView {
  readonly name: string;
  readonly game: string;
  readonly roundCount: number;
  readonly players: readonly PlayerView[];
  readonly rounds: readonly { readonly round: number; readonly tables: readonly TableView[] }[];
  readonly standings: { readonly after: number; readonly final: boolean; readonly lines: readonly StandingView[]; readonly ties: readonly string[]; readonly errors: readonly string[] };
  readonly timer: RoundClock | null;
  readonly pointLimit: number | null;
}

/**
 * A submission as the console shows it: a game record waiting, with what it gives each player when
 * replayed (victory and place), so that the organiser does not accept it blind.
 */
export type SubmissionView = Submission & { readonly scores?: readonly { readonly id: string; readonly victory: number; readonly place: number }[] };

/** What the organiser's console sees besides: the submissions, the round's table codes, the results kept. */
export interface ConsoleView extends PlayersView {
  readonly submissions: readonly SubmissionView[];
  readonly codes: readonly { readonly table: number; readonly code: string }[];
  /** The key of the last round's printed sheets (`sheetsKey`), for the console's link; null before a round. */
  readonly sheetsKey: string | null;
  readonly replaced: readonly { readonly entry: number; readonly round: number; readonly table: number; readonly record: unknown }[];
  readonly autoAccept: boolean;
  readonly salvoAtTable: boolean;
  /** The lists players sent before the night that wait for the organiser (their squads left out). */
  readonly lists: readonly { readonly id: string; readonly name: string; readonly label: string; readonly received: string }[];
}
