// The data the night's server sends (src/event-ops/night-view.ts), as the page reads it.

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly ship: string | null;
  readonly joined: number;
  readonly left: number | null;
}

export interface TableView {
  readonly table: number;
  readonly players: readonly string[];
  readonly result: "none" | "sent" | "entered";
  /** Once the result is entered, each player's place (in player order; null where it cannot be counted). */
  readonly places?: readonly (number | null)[];
}

export interface StandingView {
  readonly id: string;
  readonly rank: number;
  readonly victory: number;
  readonly places: readonly string[];
  readonly salvo: readonly number[];
}

export interface RoundTimer {
  readonly round: number;
  readonly started: string;
  readonly minutes: number;
  /** Every table of the round has its result: the clock is stopped. */
  readonly done?: boolean;
}

export interface PlayersView {
  readonly name: string;
  readonly game: string;
  readonly roundCount: number;
  readonly pointLimit: number | null;
  readonly players: readonly PlayerView[];
  readonly rounds: readonly { readonly round: number; readonly tables: readonly TableView[] }[];
  readonly standings: { readonly after: number; readonly final: boolean; readonly lines: readonly StandingView[]; readonly ties: readonly string[]; readonly errors: readonly string[] };
  readonly timer: RoundTimer | null;
}

export interface Submission {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly received: string;
  readonly kind: "sheet" | "record";
  readonly status: "pending" | "accepted" | "declined" | "superseded";
  readonly record?: unknown;
  readonly problem?: string;
}

export interface ConsoleView extends PlayersView {
  readonly submissions: readonly Submission[];
  readonly codes: readonly { readonly table: number; readonly code: string }[];
  readonly sheetsKey: string | null;
  readonly replaced: readonly { readonly entry: number; readonly round: number; readonly table: number; readonly record: unknown }[];
  readonly autoAccept: boolean;
  readonly salvoAtTable: boolean;
  readonly lists: readonly { readonly id: string; readonly name: string; readonly label: string; readonly received: string }[];
}

/** A line of a score sheet. */
export interface SheetLine {
  readonly player: string;
  readonly victory: number;
  readonly bounty: number;
  readonly place: number;
}

/** What the server says of a squad at the event's limit (src/event-ops/squad.ts). */
export type SquadCheck =
  | { readonly ok: true; readonly pilots: readonly SquadPilot[]; readonly label: string; readonly notes: readonly string[] }
  | { readonly ok: false; readonly pilots: readonly SquadPilot[]; readonly problems: readonly string[] };

export interface SquadPilot {
  readonly place: number;
  readonly id: string;
  readonly name: string;
  readonly ship: string;
}
