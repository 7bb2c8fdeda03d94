import { type Violation, violation } from "../../core/errors.js";
import { integer, list, object, optional, problemWith, tagged, text } from "../../core/schema.js";

/** The events of an Epic record, by `type`. Ships are named by their ids. */
export interface EpicEventMap {
  roundStarted: Record<never, never>;
  roundEnded: Record<never, never>;
  /** Damage to one ship; `source.by` / `owner` / `movedBy` are ship ids. Scoring does not depend on it. */
  damaged: { readonly target: string; readonly amount: number; readonly source?: { readonly kind: string; readonly by?: string; readonly owner?: string; readonly movedBy?: string } };
  repaired: { readonly target: string; readonly shields?: number; readonly hull?: number };
  destroyed: { readonly targets: readonly string[] };
  fled: { readonly target: string };
  /** Leaves the play area safely: neither destroyed nor fled. */
  escaped: { readonly target: string };
  reserved: { readonly target: string };
  deployed: { readonly target: string };
  /** "reset that ship ... as if it was being placed at the start of the game" */
  restored: { readonly target: string };
  victoryCounters: { readonly player: string; readonly count: number; readonly ship?: string };
  markerAssigned: { readonly ship: string; readonly marker: string };
  gameEnded: Record<never, never>;
}

/** The `type` of an Epic event. */
export type EpicEventType = keyof EpicEventMap;
/** One Epic event: `{ type, ...payload }`. */
export type EpicEvent = { [T in EpicEventType]: { readonly type: T } & EpicEventMap[T] }[EpicEventType];
/** The Epic event of one `type`. */
export type EpicEventOf<T extends EpicEventType> = Extract<EpicEvent, { readonly type: T }>;

const id = text(64, undefined, "a ship id");
const target = { target: id };

/** The shape of an event, as `checkEvent` checks it and the mode's JSON Schema describes it. */
export const EVENT = tagged("type", {
  roundStarted: {},
  roundEnded: {},
  damaged: { target: id, amount: integer(1, 1000), source: optional(object({ kind: text(40), by: optional(id), owner: optional(id), movedBy: optional(id) })) },
  repaired: { target: id, shields: optional(integer(1, 1000)), hull: optional(integer(1, 1000)) },
  destroyed: { targets: list(id, 1, 100, true) },
  fled: target,
  escaped: target,
  reserved: target,
  deployed: target,
  restored: target,
  victoryCounters: { player: text(64, undefined, "a player id"), count: integer(-100, 100), ship: optional(id) },
  markerAssigned: { ship: id, marker: text(64, undefined, "a marker name") },
  gameEnded: {},
});

/**
 * The violation of an Epic event's shape (`ERR_INVALID_EVENT`), or `undefined`. Does not look at
 * the state.
 */
export function checkEvent(raw: unknown): Violation<"ERR_INVALID_EVENT"> | undefined {
  const problem = problemWith(EVENT, raw, "event");
  if (problem !== undefined) return violation("ERR_INVALID_EVENT", problem);
  const e = raw as EpicEvent;
  if (e.type === "repaired" && e.shields === undefined && e.hull === undefined) return violation("ERR_INVALID_EVENT", "expected event.shields or event.hull (or both)");
  if (e.type === "victoryCounters" && e.count === 0) return violation("ERR_INVALID_EVENT", "expected event.count to be a non-zero integer");
  return undefined;
}

/** Ship ids an event names. */
export function shipsNamed(e: EpicEvent): string[] {
  switch (e.type) {
    case "destroyed":
      return [...e.targets];
    case "damaged":
      return [e.target, e.source?.by, e.source?.owner, e.source?.movedBy].filter((x): x is string => x !== undefined);
    case "victoryCounters":
      return e.ship === undefined ? [] : [e.ship];
    case "markerAssigned":
      return [e.ship];
    case "repaired":
    case "fled":
    case "escaped":
    case "reserved":
    case "deployed":
    case "restored":
      return [e.target];
    default:
      return [];
  }
}
