import { own } from "../../core/schema.js";
import type { EventOf } from "./events.js";
import type { PlayerState } from "./state.js";
import { deepFreeze } from "../../core/freeze.js";

/**
 * Pilots whose ability replaces a destruction or a flee (aces-high.txt, F.A.Q.: "Rules for
 * pilots like Tel Trevura (JumpMaster 5000) and Moralo Eval (YV-666) ... trigger as usual,
 * and the player only loses points if the charges have already been spent").
 * Charges are from the 2.0 Legacy pilot cards.
 */
export interface SaveAbility {
  readonly from: "destruction" | "flee";
  readonly charges: number;
  /** Whether the ship leaves the table until the next round starts. */
  readonly reserve: boolean;
  /**
   * How the ship's damage after the save is known: the engine applies the card
   * (`discardThenFive`: Tel Trevura), or the event says (`hullDamageAfter`), or it does not change.
   */
  readonly damage: "discardThenFive" | "fromEvent" | "unchanged";
}

/**
 * The pilots whose ability saves them from destruction or fleeing, by XWS pilot id: Tel Trevura,
 * Moralo Eval and Durge, with their charges.
 */
export const KNOWN_SAVES: { readonly [pilot: string]: SaveAbility } = /* @__PURE__ */ deepFreeze({
  // "discard all of your damage cards, suffer 5 [Hit] damage, and place yourself in reserves instead"
  teltrevura: { from: "destruction", charges: 1, reserve: true, damage: "discardThenFive" },
  // "If you would flee, you may spend 1 [Charge]. If you do, place yourself in reserves instead."
  moraloeval: { from: "flee", charges: 2, reserve: true, damage: "unchanged" },
  // "discard each Direct Hit! and each of your damage cards with the Pilot trait, then repair
  // all of your faceup damage cards": the outcome depends on the cards, so the event reports it.
  // The card does not place Durge in reserves: it stays in play (ruling durge-stays-in-play).
  "durge-separatistalliance": { from: "destruction", charges: 1, reserve: false, damage: "fromEvent" },
});

/** A save declared in the setup (`ship.saves`) for a pilot the engine does not know. */
export function declaredSave(from: "destruction" | "flee"): SaveAbility {
  return { from, charges: 0, reserve: true, damage: from === "destruction" ? "fromEvent" : "unchanged" };
}

/** The save behaviour of a pilot for one kind of loss. */
export function saveAbilityOf(pilot: string | undefined, from: "destruction" | "flee"): SaveAbility {
  const known = pilot === undefined ? undefined : own(KNOWN_SAVES, pilot);
  return known && known.from === from ? known : declaredSave(from);
}

/** Charges a pilot starts with when the setup does not say. */
export function defaultCharges(pilot: string | undefined): { destruction: number; flee: number } {
  const charges = { destruction: 0, flee: 0 };
  const known = pilot === undefined ? undefined : own(KNOWN_SAVES, pilot);
  if (known) charges[known.from] = known.charges;
  return charges;
}

/** Hull damage after a save from destruction: from the event, or from the card the engine knows. */
export function hullDamageAfterSave(p: PlayerState, event: EventOf<"saved">): number | undefined {
  if (event.hullDamageAfter !== undefined) return event.hullDamageAfter;
  const ability = saveAbilityOf(own(p, "pilot"), "destruction");
  // Tel Trevura: discard all damage cards, then suffer 5 damage; shields are already gone on a down ship.
  if (ability.damage === "discardThenFive") return 5;
  return ability.damage === "unchanged" ? p.hullDamage : undefined;
}
