// Intergalactic Ace's cards as players read them: by name, with what they do (an enemy's stats and
// Defense, an upgrade's resources), so that a card is chosen by what is on it, never by its id.

/** A stat's short name on a card. */
const SHORT = { weapons: "W", cloaking: "C", maneuvering: "M", speed: "S", fuel: "fuel", shields: "shields", scans: "scans", defense: "D" } as const;

/** An Enemy Ships or Upgrade card of a setup's decks. */
export type Card = { readonly id: string; readonly name?: string; readonly duel?: boolean; readonly [stat: string]: unknown };

/** A card by name and what it is: "TIE Fighter (W2 C1 M3 S2 D6)", "Fight a player". */
export function cardText(card: Card | undefined, id: string): string {
  if (!card) return id;
  if (card.duel) return `${card.name ?? id}: fight a player`;
  const stats = (Object.keys(SHORT) as (keyof typeof SHORT)[]).filter((s) => typeof card[s] === "number" && card[s] !== 0).map((s) => `${SHORT[s]}${card[s] as number > 0 && !("defense" in card) ? "+" : ""}${card[s]}`);
  return `${card.name ?? id} (${stats.join(" ")})`;
}
