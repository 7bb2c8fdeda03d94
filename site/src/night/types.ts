// The data the night's server sends, as the page reads it: one definition with the server's
// (src/event-ops/night-types.ts, types only, so that this browser build can import it).
export type { ConsoleView, PlayersView, PlayerView, RoundClock, RoundTimer, SheetLine, SquadPilot, StandingView, Submission, SubmissionView, TableView } from "../../../src/event-ops/night-types.js";
import type { SquadPilot } from "../../../src/event-ops/night-types.js";

/** What the server says of a squad at the event's limit (src/event-ops/squad.ts). */
export type SquadCheck =
  | { readonly ok: true; readonly pilots: readonly SquadPilot[]; readonly label: string; readonly notes: readonly string[] }
  | { readonly ok: false; readonly pilots: readonly SquadPilot[]; readonly problems: readonly string[] };

