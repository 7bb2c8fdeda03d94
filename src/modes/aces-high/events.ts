import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { integer, list, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { DAMAGE_SOURCE, type DamageSource, playerId } from "../damage-source.js";

export type { DamageSource, SourceKind } from "../damage-source.js";

/** Where a respawned ship comes back: hyperspace marker 1 to 4, or the board edge. */
export type HyperspaceMarker = 1 | 2 | 3 | 4 | "edge";

/** The events of an Aces High record, by `type`. */
export interface AcesHighEventMap {
  /** A round begins; `order` sets a new player order (ROAD RAGE, rotation). */
  roundStarted: { readonly order?: readonly string[] };
  /** `amount` damage, suffered one at a time: shields first, then hull. */
  damaged: { readonly target: string; readonly amount: number; readonly source: DamageSource };
  /** Recovers lost shields and repairs damage cards, never past full. */
  repaired: { readonly target: string; readonly shields?: number; readonly hull?: number };
  /** Ships destroyed at the same moment. Each must be down (hull damage >= hull). */
  destroyed: { readonly targets: readonly string[] };
  /** A ship leaves the play area; `movedBy`: who pushed it off, if anyone. */
  fled: { readonly target: string; readonly movedBy?: string };
  /** A save ability replaces the destruction or the flee. */
  saved: { readonly target: string; readonly from: "destruction" | "flee"; readonly hullDamageAfter?: number };
  /** A destroyed or fled ship comes back between rounds at a hyperspace marker. */
  respawned: { readonly target: string; readonly marker: HyperspaceMarker };
  roundEnded: Record<never, never>;
  /** Time is up: the round running is played to its end, then the game ends. */
  timeCalled: Record<never, never>;
}

/** The `type` of an Aces High event. */
export type AcesHighEventType = keyof AcesHighEventMap;

/** One event: `{ type, ...payload }`. */
export type AcesHighEvent = {
  [T in AcesHighEventType]: { readonly type: T } & AcesHighEventMap[T];
}[AcesHighEventType];

/** The event of one `type`: `EventOf<"damaged">`. */
export type EventOf<T extends AcesHighEventType> = Extract<AcesHighEvent, { readonly type: T }>;

/**
 * The payload `event` takes after the type: required when the event has a required field, optional when
 * it has none (`event("roundEnded")`, `event("roundStarted")`).
 */
export type EventPayload<T extends AcesHighEventType> = {} extends AcesHighEventMap[T] ? [payload?: AcesHighEventMap[T]] : [payload: AcesHighEventMap[T]];

/**
 * Builds a typed event: `event("damaged", { target, amount, source })`, `event("roundEnded")`. A field
 * the event does not have, or a misspelt one, is a compile error ("Did you mean 'amount'?").
 */
export function event<T extends AcesHighEventType>(type: T, ...payload: EventPayload<T>): EventOf<T> {
  return { type, ...payload[0] } as unknown as EventOf<T>;
}

/** Type guard for one event type. */
export function isEventOf<T extends AcesHighEventType>(type: T, e: AcesHighEvent): e is EventOf<T> {
  return e.type === type;
}

const amount = integer(1, 1000);

/** The shape of an event, as `checkEvent` checks it and the mode's JSON Schema describes it. */
export const EVENT = tagged("type", {
  roundStarted: { order: optional(list(playerId, 2, 8, true)) },
  damaged: { target: playerId, amount, source: DAMAGE_SOURCE },
  repaired: { target: playerId, shields: optional(amount), hull: optional(amount) },
  destroyed: { targets: list(playerId, 1, 8, true) },
  fled: { target: playerId, movedBy: optional(playerId) },
  saved: { target: playerId, from: oneOf("destruction", "flee"), hullDamageAfter: optional(integer(0, 1000)) },
  respawned: { target: playerId, marker: oneOf(1, 2, 3, 4, "edge") },
  roundEnded: {},
  timeCalled: {},
});

/**
 * Checks one event's shape: a known `type`, only its fields, ids as strings, amounts as
 * positive integers. Does not look at the game: that is `validate`. A valid event is used
 * as it is, with no copy, so replaying stays allocation-light.
 */
export function checkEvent(raw: unknown): Violation<"ERR_INVALID_EVENT"> | undefined {
  const problem = problemWith(EVENT, raw, "event") ?? fieldsTogether(raw as AcesHighEvent);
  return problem === undefined ? undefined : violation("ERR_INVALID_EVENT", problem);
}

/** `checkEvent` as a `Result`, typed. */
export function parseEvent(raw: unknown): Result<AcesHighEvent, Violation<"ERR_INVALID_EVENT">> {
  const problem = checkEvent(raw);
  return problem ? err(problem) : ok(raw as AcesHighEvent);
}

function fieldsTogether(e: AcesHighEvent): string | undefined {
  if (e.type === "repaired" && e.shields === undefined && e.hull === undefined) return `expected event.shields or event.hull (or both)`;
  if (e.type === "saved" && e.hullDamageAfter !== undefined && e.from !== "destruction") return `expected event.hullDamageAfter only with a save from destruction`;
  if (e.type === "damaged" && e.source.kind === "attack" && e.source.by === e.target) return `expected event.source.by to be another ship than event.target`;
  return undefined;
}

/** The first id the event names (targets or order, target, source, movedBy) that is not one of `players`. */
export function unknownPlayerIn(e: AcesHighEvent, players: readonly string[]): string | undefined {
  switch (e.type) {
    case "destroyed":
      return firstNotAPlayer(e.targets, players);
    case "roundStarted":
      return e.order && firstNotAPlayer(e.order, players);
    case "damaged": {
      const s = e.source as { by?: string; owner?: string; movedBy?: string };
      return notAPlayer(e.target, players) ?? notAPlayer(s.by, players) ?? notAPlayer(s.owner, players) ?? notAPlayer(s.movedBy, players);
    }
    case "fled":
      return notAPlayer(e.target, players) ?? notAPlayer(e.movedBy, players);
    case "repaired":
    case "saved":
    case "respawned":
      return notAPlayer(e.target, players);
  }
  return undefined;
}

function firstNotAPlayer(ids: readonly string[], players: readonly string[]): string | undefined {
  return ids.find((id) => !players.includes(id));
}

const notAPlayer = (id: string | undefined, players: readonly string[]): string | undefined => (id !== undefined && !players.includes(id) ? id : undefined);
