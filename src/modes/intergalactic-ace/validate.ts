import { type Violation, violation } from "../../core/errors.js";
import { own } from "../../core/schema.js";
import { FUEL_COST, SCAN_REVEALS } from "./cards.js";
import type { IntergalacticAceErrorCode } from "./errors.js";
import type { IntergalacticAceEvent, IntergalacticAceEventOf } from "./events.js";
import { permutationProblem } from "./setup.js";
import { currentPlayer, enemyCard, foughtCard, type IntergalacticAceState, pilot, type PilotState } from "./state.js";

type Failure = Violation<IntergalacticAceErrorCode> | undefined;
const fail = (code: IntergalacticAceErrorCode, message: string): Failure => violation(code, message);


/** Whether `event` is legal now. Reads only. */
export function validate(state: IntergalacticAceState, event: IntergalacticAceEvent): Failure {
  if (state.over) return fail("ERR_GAME_OVER", `expected no more events: the game ended after round ${state.round} (winners ${state.winners.join(", ")})`);
  if (event.type === "reshuffled") return reshuffled(state, event);
  const p = pilot(state, event.player);
  if (p === undefined) return fail("ERR_UNKNOWN_PLAYER", `expected a player (${state.ids.join(", ")}), got ${JSON.stringify(event.player)}`);
  const current = currentPlayer(state);
  if (event.player !== current) return fail("ERR_TURN_ORDER", `expected ${current} to play (turn ${state.turn + 1} of round ${state.round}, clockwise: ${state.seats.join(", ")}), got ${event.player}`);
  switch (event.type) {
    case "warped":
      if (!state.variants.goToWarp) return fail("ERR_VARIANT_OFF", "expected the goToWarp variant to be on for warped");
      return p.fuel < FUEL_COST ? fail("ERR_NO_FUEL", `expected ${p.id} to have 3 Fuel to go to warp, has ${p.fuel}`) : undefined;
    case "upgraded": {
      if (event.from !== "deck") return undefined;
      const top = state.upgradePile[0];
      if (top === undefined) return fail("ERR_EMPTY_PILE", "expected a card on the Upgrade draw pile; reshuffle the discard pile first (reshuffled)");
      return event.card === undefined || event.card === top ? undefined : fail("ERR_WRONG_CARD", `expected the top Upgrade card, ${top}, got ${JSON.stringify(event.card)}`);
    }
    case "scanned": {
      if (p.scans < event.scans) return fail("ERR_NO_SCANS", `expected ${p.id} to have ${event.scans} Scan${event.scans > 1 ? "s" : ""}, has ${p.scans}`);
      if (state.enemyPile.length === 0) return fail("ERR_EMPTY_PILE", "expected a card on the Enemy Ships draw pile; reshuffle the discard pile first (reshuffled)");
      if (event.saved === null) return undefined;
      const revealed = state.enemyPile.slice(0, SCAN_REVEALS * event.scans);
      if (!revealed.includes(event.saved)) return fail("ERR_WRONG_CARD", `expected the saved card to be one of the revealed cards (${revealed.join(", ")}), got ${JSON.stringify(event.saved)}`);
      return p.saved.length >= state.savedCardLimit
        ? fail("ERR_SAVED_LIMIT", `expected ${p.id} to hold at most ${state.savedCardLimit} saved card${state.savedCardLimit > 1 ? "s" : ""} (ruling saved-cards); it holds ${p.saved.join(", ")}`)
        : undefined;
    }
    case "dogfight":
    case "duel":
      return fight(state, p, event);
  }
}

function fight(state: IntergalacticAceState, p: PilotState, e: IntergalacticAceEventOf<"dogfight" | "duel">): Failure {
  if (p.fuel < FUEL_COST) return fail("ERR_NO_FUEL", `expected ${p.id} to pay 3 Fuel for a dogfight ("by first paying 3 Fuel units"), has ${p.fuel}`);
  const luck = state.variants.changeYourLuck;
  const [low, dice] = luck ? [1, "1d12"] : [2, "2d6"];
  if (e.roll < low) return fail("ERR_BAD_ROLL", `expected a ${dice} roll from ${low} to 12, got ${e.roll}`);
  const fought = foughtCard(state, p, e);
  if (e.card === "deck") {
    if (fought === undefined) return fail("ERR_EMPTY_PILE", "expected a card on the Enemy Ships draw pile; reshuffle the discard pile first (reshuffled)");
    if (e.enemy !== undefined && e.enemy !== fought) return fail("ERR_WRONG_CARD", `expected the top Enemy Ships card, ${fought}, got ${JSON.stringify(e.enemy)}`);
  } else if (fought === undefined) {
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
  const problem = permutationProblem("event.order", e.order, discard, `the ${name} discard pile`);
  return problem === undefined ? undefined : fail("ERR_RESHUFFLE", problem);
}
