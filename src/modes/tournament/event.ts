import { type RuleViolation, violation, at } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { list, object, oneOf, optional, problemWith, text, type Check } from "../../core/schema.js";

/** A game at one table: who sat there (in player order) and the game's record, or a file name for it. */
export interface TableEntry {
  readonly players: readonly string[];
  readonly record?: unknown;
}

/** A round of an event file: its tables. */
export interface RoundEntry {
  readonly tables: readonly TableEntry[];
}

/** An Aces High side event: its players, the organiser's seed, and the rounds played so far. */
export interface AcesHighEvent {
  readonly mode: "aces-high-event";
  readonly seed: string | number;
  readonly players: readonly string[];
  readonly rounds: readonly RoundEntry[];
}

const playerId = text(64, undefined, "a player id");
const seed: Check = (v) => (typeof v === "number" && Number.isSafeInteger(v)) || (typeof v === "string" && v.length > 0) ? undefined : { path: "", message: "expected {path} to be an integer or a non-empty string" };
const anything: Check = () => undefined;

const EVENT = object({
  mode: oneOf("aces-high-event"),
  seed,
  players: list(playerId, 2, 1000, true),
  rounds: list(object({ tables: list(object({ players: list(playerId, 2, 8, true), record: optional(anything) }), 1, 250) }), 0, 100),
  meta: anything,
});

/** Checks an event file: its shape, and that each round seats every player exactly once. */
export function parseEventFile(raw: unknown): Result<AcesHighEvent, RuleViolation> {
  const fail = (message: string) => err(at(violation("ERR_INVALID_RECORD", message), null));
  const problem = problemWith(EVENT, raw, "event");
  if (problem !== undefined) return fail(problem);
  const event = raw as AcesHighEvent;
  for (let r = 0; r < event.rounds.length; r++) {
    const seated = event.rounds[r]!.tables.flatMap((t) => t.players);
    const missing = event.players.find((id) => !seated.includes(id));
    const extra = seated.find((id, i) => !event.players.includes(id) || seated.indexOf(id) !== i);
    if (missing !== undefined) return fail(`expected round ${r + 1} to seat every player; ${JSON.stringify(missing)} has no table`);
    if (extra !== undefined) return fail(`expected round ${r + 1} to seat each player of the event once; ${JSON.stringify(extra)} is not one or sits twice`);
  }
  return ok(event);
}


