// Intergalactic Ace's cards as players read them: by name, with what they do (an enemy's stats and
// Defense, an upgrade's resources), so that a card is chosen by what is on it, never by its id.

/** A stat's short name on a card. */
const SHORT = { weapons: "W", cloaking: "C", maneuvering: "M", speed: "S", fuel: "fuel", shields: "shields", scans: "scans", defense: "D" } as const;

/** An Enemy Ships or Upgrade card of a setup's decks. */
export type Card = { readonly id: string; readonly name?: string; readonly duel?: boolean; readonly [stat: string]: unknown };

/**
 * A card by name and what it is: "TIE Fighter (W2 C1 M3 S2 D6)", "Fight a Player 2 of 3". An Upgrade
 * card with no name is an "Upgrade" with its resources; cards that would read alike in `deck` (three
 * "Fight a Player") are told apart by their place among them.
 */
export function cardText(card: Card | undefined, id: string, deck: readonly Card[] = []): string {
  if (!card) return id;
  const name = card.name ?? (card.duel || "defense" in card ? id : "Upgrade");
  const alike = deck.filter((c) => c.name === card.name && c.duel === card.duel && (card.duel || stats(c) === stats(card)));
  const nth = alike.length > 1 ? ` ${alike.findIndex((c) => c.id === card.id) + 1} of ${alike.length}` : "";
  if (card.duel) return `${name}${nth}${/fight a player/i.test(name) ? "" : ": fight a player"}`;
  return `${name}${nth} (${stats(card)})`;
}

/** What a card is: its stats and Defense, an upgrade's resources ("W+2 S+1 fuel+2"). */
function stats(card: Card): string {
  return (Object.keys(SHORT) as (keyof typeof SHORT)[]).filter((s) => typeof card[s] === "number" && card[s] !== 0).map((s) => `${SHORT[s]}${card[s] as number > 0 && !("defense" in card) ? "+" : ""}${card[s]}`).join(" ");
}
