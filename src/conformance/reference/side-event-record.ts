import { at, type RuleViolation, violation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { readRecord } from "../../core/record.js";
import { err, ok, type Result } from "../../core/result.js";
import { integer, list, object, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { snapshotAs } from "../../core/snapshot.js";
import { MAX_EVENT_PLAYERS, MAX_ROUNDS } from "../../modes/tournament/event.js";
import type { TableSizes } from "../../modes/tournament/tables.js";

/**
 * The setup of a side event's record (`"mode": "aces-high-event"` in the kit): the players in the
 * order they registered, and the event's choices where the text leaves one open (docs/conformance.md).
 */
export interface SideEventRecordSetup {
  readonly players: readonly string[];
  /** Ruling `table-sizes` (default `"fours"`) and ruling `final-standings` (default `"asSeating"`). */
  readonly rules?: { readonly tableSizes?: TableSizes; readonly finalStandings?: "asSeating" | "shared" };
  /** Ruling `round-count`: the rounds the event has (default 3). */
  readonly roundCount?: number;
}

/** The events of a side event's record, by `type`: what a league site records on the night. */
export interface SideEventRecordEventMap {
  /**
   * The next round's tables as seated at the event, each table's players in player order: the first
   * round as drawn ("The initial tables are determined randomly": the record gives the draw), or a
   * later round the organiser seats by hand.
   */
  roundSeated: { readonly tables: readonly (readonly string[])[] };
  /** The next round paired from the results so far: rounds 2 and later. */
  roundPaired: Record<never, never>;
  /**
   * A table's result: each of its players' victory at the end of the game (the bounty left on the
   * pilot card included, as it becomes victory) and place at the table.
   */
  resultEntered: { readonly round: number; readonly table: number; readonly players: readonly { readonly id: string; readonly victory: number; readonly place: number }[] };
  /** A final salvo roll made at the table, for the standings after `round`; a player still tied rolls again. */
  salvoRolled: { readonly round: number; readonly player: string; readonly roll: number };
  /** A player who leaves: not seated from `round` on. */
  playerDropped: { readonly player: string; readonly round: number };
  /** A player who arrives: seated from `round` on; `table` when that round is paired already. */
  playerArrived: { readonly player: string; readonly round: number; readonly table?: number };
}

/** An event of a side event's record. */
export type SideEventRecordEvent = { [T in keyof SideEventRecordEventMap]: { readonly type: T } & SideEventRecordEventMap[T] }[keyof SideEventRecordEventMap];

const playerId = text(64, PLAYER_ID, "a player id");
const round = integer(1, MAX_ROUNDS);
const table = integer(1, 250);

/** The shape of the setup. */
export const SETUP = object({
  players: list(playerId, 2, MAX_EVENT_PLAYERS, true),
  rules: optional(object({ tableSizes: optional(oneOf("fours", "sixes")), finalStandings: optional(oneOf("asSeating", "shared")) })),
  roundCount: optional(round),
});

/** The shape of an event, by `type`. */
export const EVENT = tagged("type", {
  roundSeated: { tables: list(list(playerId, 2, 8, true), 1, 250) },
  roundPaired: {},
  resultEntered: { round, table, players: list(object({ id: playerId, victory: integer(0, 999), place: integer(1, 8) }), 2, 8) },
  salvoRolled: { round, player: playerId, roll: integer(0, 1000) },
  playerDropped: { player: playerId, round },
  playerArrived: { player: playerId, round, table: optional(table) },
});

/**
 * A side event's record read: its envelope (`"mode": "aces-high-event"`, version 1) and its setup
 * checked (`ERR_INVALID_RECORD`, `ERR_INVALID_SETUP`); its events as given, each read by `readEvent`.
 */
export function readSideEventRecord(raw: unknown): Result<{ readonly setup: SideEventRecordSetup; readonly events: readonly unknown[] }, RuleViolation> {
  const read = readRecord(raw);
  if (!read.ok) return read;
  const { mode, version = 1, setup, events } = read.value.record;
  const refuse = (code: string, message: string) => err(at(violation(code, message), null));
  if (mode !== "aces-high-event") return refuse("ERR_INVALID_RECORD", `expected mode "aces-high-event", got ${JSON.stringify(mode)}`);
  if (version !== 1) return refuse("ERR_INVALID_RECORD", `expected record version 1, got ${version}`);
  const copied = snapshotAs(setup, "ERR_INVALID_SETUP", "setup", null);
  if (!copied.ok) return copied;
  const problem = problemWith(SETUP, copied.value, "setup");
  if (problem !== undefined) return refuse("ERR_INVALID_SETUP", problem);
  return ok({ setup: copied.value as SideEventRecordSetup, events });
}

/** Event `index` of a record, copied and checked against its shape (`ERR_INVALID_EVENT`). */
export function readEvent(raw: unknown, index: number): Result<SideEventRecordEvent, RuleViolation> {
  const copied = snapshotAs(raw, "ERR_INVALID_EVENT", "event", index);
  if (!copied.ok) return copied;
  const problem = problemWith(EVENT, copied.value, "event");
  return problem === undefined ? ok(copied.value as SideEventRecordEvent) : err(at(violation("ERR_INVALID_EVENT", problem), index));
}
