// Where damage came from, as the X-Wing modes that record damage (Aces High, Space Race) write it.
import { optional, tagged, text } from "../core/schema.js";

/** Where damage came from. `kind` decides who, if anyone, earns points for it. */
export type DamageSource =
  /** A primary or special weapon attack by ship `by`. */
  | { readonly kind: "attack"; readonly by: string }
  /** A card ability of ship `by` (e.g. Darth Vader crew). `by` = the target: its own ability. */
  | { readonly kind: "ability"; readonly by: string }
  /** A bomb or mine of `owner`; `movedBy`: who moved the target onto it (tractor beam, push). */
  | { readonly kind: "device"; readonly owner: string; readonly movedBy?: string }
  /** A remote of `owner`, e.g. Buzz Droid Swarm. */
  | { readonly kind: "remote"; readonly owner: string }
  /** An asteroid, debris or cargo; `owner` for dropped debris, `movedBy` for tractors and pushes. */
  | { readonly kind: "obstacle"; readonly owner?: string; readonly movedBy?: string }
  /** A console fire token. */
  | { readonly kind: "consoleFire" }
  /** A faceup damage card's effect (Fuel Leak, Loose Stabilizer, ...). */
  | { readonly kind: "damageCard" }
  /** The environment, no player (environment cards, hazards). */
  | { readonly kind: "hazard" };

/** What dealt damage: the `kind` of a `DamageSource`. */
export type SourceKind = DamageSource["kind"];

/** A player id as an event names it; one that is no player of the game is refused by the game. */
export const playerId = /* @__PURE__ */ text(64, undefined, "a player id");

/** The shape of a `DamageSource`, as each mode's event check reads it and its JSON Schema describes it. */
export const DAMAGE_SOURCE = /* @__PURE__ */ tagged("kind", {
  attack: { by: playerId },
  ability: { by: playerId },
  device: { owner: playerId, movedBy: optional(playerId) },
  remote: { owner: playerId },
  obstacle: { owner: optional(playerId), movedBy: optional(playerId) },
  consoleFire: {},
  damageCard: {},
  hazard: {},
});

/** The players a source names (`by`, `owner`, `movedBy`), in that order. */
export function sourcePlayers(source: DamageSource): string[] {
  const s = source as { readonly by?: string; readonly owner?: string; readonly movedBy?: string };
  return [s.by, s.owner, s.movedBy].filter((id): id is string => id !== undefined);
}
