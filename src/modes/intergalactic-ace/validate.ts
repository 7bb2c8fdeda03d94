import { type Violation, violation } from "../../core/errors.js";
import { own } from "../../core/schema.js";
import { FUEL_COST, SCAN_REVEALS } from "./cards.js";
import type { IntergalacticAceErrorCode } from "./errors.js";
import type { IntergalacticAceEvent, IntergalacticAceEventOf } from "./events.js";
import { permutationProblem } from "./setup.js";
import { currentPlayer, enemyCard, foughtCard, type IntergalacticAceState, pilot, type PilotState } from "./state.js";

type Failure = Violation<IntergalacticAceErrorCode> | undefined;
const fail = (code: IntergalacticAceErrorCode, message: string): Failure => violation(code, message);

type Pile = "enemies" | "upgrades";
const PILE_NAME: { readonly [P in Pile]: string } = { enemies: "Enemy Ships", upgrades: "Upgrade" };
const FACE_DOWN = 'the deck is face down (setup.decks.order "unknown", ruling face-down-deck)';

/** Whether `event` is legal now. Reads only. */
export function validate(state: IntergalacticAceState, event: IntergalacticAceEvent): Failure {
  if (state.over) return fail("ERR_GAME_OVER", `expected no more events: the game ended after round ${state.round} (winners ${state.winners.join(", ")})`);
  if (state.scan !== null && event.type === "reshuffled") return waiting(state, event.type);
  if (event.type === "reshuffled") return reshuffled(state, event);
  const p = pilot(state, event.player);
  if (p === undefined) return fail("ERR_UNKNOWN_PLAYER", `expected a player (${state.ids.join(", ")}), got ${JSON.stringify(event.player)}`);
  const current = currentPlayer(state);
  if (event.player !== current) return fail("ERR_TURN_ORDER", `expected ${current} to play (turn ${state.turn + 1} of round ${state.round}, clockwise: ${state.seats.join(", ")}), got ${event.player}`);
  if (state.scan !== null && event.type !== "chose") return waiting(state, event.type);
  switch (event.type) {
    case "warped":
      if (!state.variants.goToWarp) return fail("ERR_VARIANT_OFF", "expected the goToWarp variant to be on for warped");
      return p.fuel < FUEL_COST ? fail("ERR_NO_FUEL", `expected ${p.id} to have 3 Fuel to go to warp, has ${p.fuel}`) : undefined;
    case "upgraded":
      return event.from === "deck" ? drawn(state, "upgrades", event.card, "event.card") : undefined;
    case "scanned": {
      if (p.scans < event.scans) return fail("ERR_NO_SCANS", `expected ${p.id} to have ${event.scans} Scan${event.scans > 1 ? "s" : ""}, has ${p.scans}`);
      if (state.enemyPile.length === 0) return fail("ERR_EMPTY_PILE", "expected a card on the Enemy Ships draw pile; reshuffle the discard pile first (reshuffled)");
      const revealed = revealedCards(state, event);
      if (!Array.isArray(revealed)) return revealed as Failure;
      return event.saved === undefined ? undefined : saving(state, p, event.saved, revealed);
    }
    case "chose":
      if (state.scan === null) return fail("ERR_SCAN_CHOICE", `expected chose only after a scan that left its choice open (scanned without saved); ${p.id} has no revealed cards waiting`);
      return saving(state, p, event.saved, state.scan.revealed);
    case "dogfight":
    case "duel":
      return fight(state, p, event);
  }
}

/** A scan's cards wait for the choice: nothing else may happen first (ruling scan-choice-waits). */
function waiting(state: IntergalacticAceState, type: string): Failure {
  const scan = state.scan!;
  return fail(
    "ERR_SCAN_CHOICE",
    `expected ${scan.player} to choose the card to save first (chose, saved: one of ${scan.revealed.join(", ")}, or null): "The player may then choose one of the cards to save" and "One cannot Scan and Fight in the same turn" (ruling scan-choice-waits), got ${type}`,
  );
}

/**
 * A card taken from a draw pile: the top card (and `named`, when given, must be it) when the order is
 * known; with a face-down deck, `named` is needed and must be a card the pile still holds.
 */
function drawn(state: IntergalacticAceState, pile: Pile, named: string | undefined, field: string): Failure {
  const cards = pile === "enemies" ? state.enemyPile : state.upgradePile;
  const name = PILE_NAME[pile];
  if (cards.length === 0) return fail("ERR_EMPTY_PILE", `expected a card on the ${name} draw pile; reshuffle the discard pile first (reshuffled)`);
  if (state.deckOrder === "known") return named === undefined || named === cards[0] ? undefined : fail("ERR_WRONG_CARD", `expected the top ${name} card, ${cards[0]}, got ${JSON.stringify(named)}`);
  if (named === undefined) return fail("ERR_UNNAMED_CARD", `expected ${field} to name the ${name} card revealed: ${FACE_DOWN}`);
  return cards.includes(named) ? undefined : notInPile(state, pile, named, field);
}

/** A card named from a face-down pile that the pile does not hold, and where it is. */
function notInPile(state: IntergalacticAceState, pile: Pile, named: string, field: string): Failure {
  const [cards, discard] = pile === "enemies" ? [state.enemyPile, state.enemyDiscard] : [state.upgradePile, state.upgradeDiscard];
  const name = PILE_NAME[pile];
  const holder = state.players.find((p) => p.saved.includes(named));
  // Every card of a deck is in its draw pile, its discard pile or saved (a scan waiting for its choice lets no card be named).
  const where = discard.includes(named) ? "it is in the discard pile" : holder !== undefined ? `${holder.id} holds it, saved` : `it is not a card of the ${name} deck`;
  const left = cards.length <= 12 ? `: ${cards.join(", ")}` : "";
  return fail("ERR_NOT_IN_PILE", `expected ${field} to be a card still in the face-down ${name} draw pile (${cards.length} left${left}), got ${JSON.stringify(named)}: ${where}`);
}

/** The cards a scan reveals: the top 3 (or 6), or what is left (ruling scan-short-pile); or why the event's `revealed` is wrong. */
function revealedCards(state: IntergalacticAceState, e: IntergalacticAceEventOf<"scanned">): readonly string[] | Failure {
  const n = Math.min(SCAN_REVEALS * e.scans, state.enemyPile.length);
  const count = n < SCAN_REVEALS * e.scans ? `the ${n} left (ruling scan-short-pile)` : `the top ${n}`;
  const given = e.revealed;
  if (state.deckOrder === "known") {
    const top = state.enemyPile.slice(0, n);
    if (given === undefined || (given.length === n && given.every((c) => top.includes(c)))) return top;
    return fail("ERR_WRONG_CARD", `expected event.revealed to be ${count} Enemy Ships cards (${top.join(", ")}), got ${given.join(", ")}`);
  }
  if (given === undefined) return fail("ERR_UNNAMED_CARD", `expected event.revealed to name the Enemy Ships cards revealed, ${count}: ${FACE_DOWN}`);
  if (given.length !== n) return fail("ERR_WRONG_CARD", `expected event.revealed to name ${count} Enemy Ships cards, got ${given.length}`);
  const stranger = given.find((c) => !state.enemyPile.includes(c));
  return stranger === undefined ? given : notInPile(state, "enemies", stranger, "each card of event.revealed");
}

/** The card saved from a scan: one of the revealed cards, within the limit (ruling saved-cards), or none. */
function saving(state: IntergalacticAceState, p: PilotState, saved: string | null, revealed: readonly string[]): Failure {
  if (saved === null) return undefined;
  if (!revealed.includes(saved)) return fail("ERR_WRONG_CARD", `expected the saved card to be one of the revealed cards (${revealed.join(", ")}), got ${JSON.stringify(saved)}`);
  return p.saved.length >= state.savedCardLimit
    ? fail("ERR_SAVED_LIMIT", `expected ${p.id} to hold at most ${state.savedCardLimit} saved card${state.savedCardLimit > 1 ? "s" : ""} (ruling saved-cards); it holds ${p.saved.join(", ")}`)
    : undefined;
}

function fight(state: IntergalacticAceState, p: PilotState, e: IntergalacticAceEventOf<"dogfight" | "duel">): Failure {
  if (p.fuel < FUEL_COST) return fail("ERR_NO_FUEL", `expected ${p.id} to pay 3 Fuel for a dogfight ("by first paying 3 Fuel units"), has ${p.fuel}`);
  const luck = state.variants.changeYourLuck;
  const [low, dice] = luck ? [1, "1d12"] : [2, "2d6"];
  if (e.roll < low) return fail("ERR_BAD_ROLL", `expected a ${dice} roll from ${low} to 12, got ${e.roll}`);
  if (e.card === "deck") {
    const problem = drawn(state, "enemies", e.enemy, "event.enemy");
    if (problem !== undefined) return problem;
  }
  const fought = foughtCard(state, p, e);
  if (fought === undefined) {
    if (e.enemy === undefined && p.saved.length > 1) return fail("ERR_WRONG_CARD", `expected event.enemy to name the saved card fought: ${p.id} holds ${p.saved.join(", ")}`);
    return fail("ERR_WRONG_CARD", `expected one of ${p.id}'s saved cards (${p.saved.join(", ") || "none"}), got ${JSON.stringify(e.enemy ?? null)}`);
  }
  const card = enemyCard(state, fought)!;
  const duel = own(card, "duel");
  if (e.type === "dogfight") return duel ? fail("ERR_WRONG_CARD", `expected an enemy ship; ${card.id} is a fight-a-player card (use duel)`) : undefined;
  if (!duel) return fail("ERR_WRONG_CARD", `expected a fight-a-player card; ${card.id} is an enemy ship (use dogfight)`);
  if (e.opponent === p.id || pilot(state, e.opponent) === undefined) return fail("ERR_UNKNOWN_PLAYER", `expected another player as the opponent (${state.ids.filter((id) => id !== p.id).join(", ")}), got ${JSON.stringify(e.opponent)}`);
  if (luck && e.defenseRoll === undefined) return fail("ERR_BAD_ROLL", `expected event.defenseRoll: with Change Your Luck "Player X rolls to determine their defense level"`);
  if (!luck && e.defenseRoll !== undefined) return fail("ERR_BAD_ROLL", "expected no event.defenseRoll without the changeYourLuck variant");
  return undefined;
}

function reshuffled(state: IntergalacticAceState, e: IntergalacticAceEventOf<"reshuffled">): Failure {
  const [pile, discard, name] = e.pile === "enemies" ? [state.enemyPile, state.enemyDiscard, "Enemy Ships"] : [state.upgradePile, state.upgradeDiscard, "Upgrade"];
  if (pile.length > 0) return fail("ERR_RESHUFFLE", `expected the ${name} draw pile to be empty before a reshuffle ("When a draw pile becomes empty"); it holds ${pile.length}`);
  if (state.deckOrder === "unknown") {
    if (e.order !== undefined) return fail("ERR_RESHUFFLE", `expected no event.order: ${FACE_DOWN}, so a reshuffle turns the ${name} discard pile into the draw pile in an order nobody knows`);
    return discard.length > 0 ? undefined : fail("ERR_RESHUFFLE", `expected cards in the ${name} discard pile to shuffle; it is empty`);
  }
  if (e.order === undefined) return fail("ERR_RESHUFFLE", `expected event.order, the ${name} discard pile shuffled, top card first (setup.decks.order is "known")`);
  const problem = permutationProblem("event.order", e.order, discard, `the ${name} discard pile`);
  return problem === undefined ? undefined : fail("ERR_RESHUFFLE", problem);
}
