import { type Violation, violation } from "../../core/errors.js";
import { integer, list, nullable, object, oneOf, optional, problemWith, tagged, text } from "../../core/schema.js";
import { MANUAL_STATS, SCAN_REVEALS, type StatChange } from "./cards.js";

/**
 * The events of an Intergalactic Ace record, by `type`. Rolls and draws are the outcomes the app
 * got; the engine checks each against the state. With a face-down deck (`setup.decks.order`
 * "unknown"), every card taken from a draw pile is named (`card`, `enemy`, `revealed`) and must be one
 * the pile still holds.
 */
export interface IntergalacticAceEventMap {
  /**
   * Upgrade: the top Upgrade card (`from: "deck"`; `card`, its id, is checked when given, and needed
   * with a face-down deck), or a manual upgrade.
   */
  upgraded: { readonly player: string; readonly from?: "deck"; readonly card?: string; readonly manual?: StatChange };
  /**
   * Dogfight against the top Enemy Ships card or the player's saved card; `roll` as rolled (2d6, or 1d12).
   * `enemy`, the card's id, is checked when given; it is needed to pick among several saved cards, and
   * to name the card revealed from a face-down deck.
   */
  dogfight: { readonly player: string; readonly card: "deck" | "saved"; readonly enemy?: string; readonly roll: number };
  /** A "fight a player" card against `opponent`; `defenseRoll` is the opponent's roll with Change Your Luck. */
  duel: { readonly player: string; readonly card: "deck" | "saved"; readonly enemy?: string; readonly opponent: string; readonly roll: number; readonly defenseRoll?: number };
  /**
   * Scan: spend 1 or 2 Scans to reveal the top 3 or 6 Enemy Ships cards (`revealed`, checked when
   * given, needed with a face-down deck); save one of them, or none (`null`). Without `saved`, the
   * revealed cards wait for a `chose` event.
   */
  scanned: { readonly player: string; readonly scans: 1 | 2; readonly revealed?: readonly string[]; readonly saved?: string | null };
  /** The choice after a scan that did not say what it saved: one of the revealed cards, or none (`null`). */
  chose: { readonly player: string; readonly saved: string | null };
  /** Go to Warp: 3 extra Fuel for +1 to this turn's roll. */
  warped: { readonly player: string };
  /**
   * An empty draw pile is replenished: `order` is the shuffled discard pile, top card first; with a
   * face-down deck there is no order, the discard pile just becomes the draw pile.
   */
  reshuffled: { readonly pile: "enemies" | "upgrades"; readonly order?: readonly string[] };
}

/** The `type` of an Intergalactic Ace event. */
export type IntergalacticAceEventType = keyof IntergalacticAceEventMap;
/** One Intergalactic Ace event: `{ type, ...payload }`. */
export type IntergalacticAceEvent = { [T in IntergalacticAceEventType]: { readonly type: T } & IntergalacticAceEventMap[T] }[IntergalacticAceEventType];
/** The Intergalactic Ace event of one `type`. */
export type IntergalacticAceEventOf<T extends IntergalacticAceEventType> = Extract<IntergalacticAceEvent, { readonly type: T }>;

const id = text(64, undefined, "an id");
const roll = integer(1, 12);
const amount = integer(1, 3);

/** The shape of an event, as `checkEvent` checks it and the mode's JSON Schema describes it. */
export const EVENT = tagged("type", {
  upgraded: { player: id, from: optional(oneOf("deck")), card: optional(id), manual: optional(object({ ...Object.fromEntries(MANUAL_STATS.map((s) => [s, optional(amount)])), scans: optional(oneOf(1)) })) },
  dogfight: { player: id, card: oneOf("deck", "saved"), enemy: optional(id), roll },
  duel: { player: id, card: oneOf("deck", "saved"), enemy: optional(id), opponent: id, roll, defenseRoll: optional(roll) },
  scanned: { player: id, scans: oneOf(1, 2), revealed: optional(list(id, 1, 2 * SCAN_REVEALS, true)), saved: optional(nullable(id)) },
  chose: { player: id, saved: nullable(id) },
  warped: { player: id },
  reshuffled: { pile: oneOf("enemies", "upgrades"), order: optional(list(id, 1, 200, true)) },
});

/** Checks an event's shape, including the manual upgrade's split (never the state). */
export function checkEvent(raw: unknown): Violation<"ERR_INVALID_EVENT"> | undefined {
  const problem = problemWith(EVENT, raw, "event") ?? fieldsTogether(raw as IntergalacticAceEvent);
  return problem === undefined ? undefined : violation("ERR_INVALID_EVENT", problem);
}

function fieldsTogether(e: IntergalacticAceEvent): string | undefined {
  if (e.type === "scanned" && e.revealed !== undefined && e.revealed.length > SCAN_REVEALS * e.scans) {
    return `expected event.revealed to hold at most ${SCAN_REVEALS * e.scans} cards ("reveal the top 3 cards" for each Scan spent), got ${e.revealed.length}`;
  }
  if (e.type !== "upgraded") return undefined;
  if (e.from === undefined && e.manual === undefined) return `expected event.from ("deck") or event.manual: an upgrade from the deck or by hand`;
  if (e.from !== undefined && e.manual !== undefined) return `expected event.from ("deck") or event.manual, not both`;
  if (e.manual !== undefined) {
    if (e.card !== undefined) return `expected no event.card with a manual upgrade`;
    const parts = Object.entries(e.manual).filter(([, n]) => n !== undefined);
    if (e.manual.scans !== undefined) return parts.length === 1 ? undefined : `expected a manual upgrade of either 1 Scan or 3 other resources, not both`;
    const total = parts.reduce((t, [, n]) => t + (n as number), 0);
    if (total !== 3) return `expected a manual upgrade to add 1 Scan or exactly 3 resources ("3 upgrade resources to any other category(s)"), got ${total}`;
  }
  return undefined;
}
