import fc from "fast-check";
import { currentPlayer, type IntergalacticAceErrorCode, type IntergalacticAceState, pilot } from "../modes/intergalactic-ace/index.js";
import { always, type Rejection, shapeErrors } from "./rejection.js";

const TYPES = ["upgraded", "dogfight", "duel", "scanned", "chose", "warped", "reshuffled"];

/**
 * Single events an Intergalactic Ace `state` must reject, each with its code: malformed ones (any
 * state) and ones that break a rule as the game stands (a player out of turn or unknown, a scan
 * without Scans, a choice with no scan waiting or anything else while one waits, a warp without
 * the variant, a reshuffle of a pile that is not empty). Every candidate is made from the state,
 * never tried on the engine.
 */
export function intergalacticAceInvalidEventArbitrary(state: IntergalacticAceState): fc.Arbitrary<Rejection<IntergalacticAceErrorCode>> {
  const id = fc.constantFrom(...state.ids);
  const shape = shapeErrors(
    TYPES,
    fc.oneof(
      id.map((player) => ({ type: "upgraded", player, manual: { weapons: 2 } })),
      id.map((player) => ({ type: "dogfight", player, card: "deck" })),
      id.map((player) => ({ type: "scanned", player, scans: 3 })),
    ),
  );
  const manual = { fuel: 3 };
  if (state.over) return fc.oneof(...shape, id.map((player) => ({ event: { type: "upgraded", player, manual }, code: "ERR_GAME_OVER" as const })));
  const current = currentPlayer(state);
  const others = state.ids.filter((p) => p !== current);
  const rules: fc.Arbitrary<Rejection<IntergalacticAceErrorCode>>[] = [
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !state.ids.includes(s)).map((player) => ({ event: { type: "upgraded", player, manual }, code: "ERR_UNKNOWN_PLAYER" as const })),
    fc.constantFrom(...others).map((player) => ({ event: { type: "upgraded", player, manual }, code: "ERR_TURN_ORDER" as const })),
  ];
  if (state.scan !== null) {
    rules.push(always({ type: "upgraded", player: current, manual }, "ERR_SCAN_CHOICE"), always({ type: "reshuffled", pile: "enemies" }, "ERR_SCAN_CHOICE"));
    return fc.oneof(...shape, ...rules);
  }
  rules.push(always({ type: "chose", player: current, saved: null }, "ERR_SCAN_CHOICE"));
  if (!state.variants.goToWarp) rules.push(always({ type: "warped", player: current }, "ERR_VARIANT_OFF"));
  if (pilot(state, current)!.scans === 0) rules.push(always({ type: "scanned", player: current, scans: 1 }, "ERR_NO_SCANS"));
  if (state.enemyPile.length > 0) rules.push(always({ type: "reshuffled", pile: "enemies" }, "ERR_RESHUFFLE"));
  if (state.upgradePile.length > 0) rules.push(always({ type: "reshuffled", pile: "upgrades" }, "ERR_RESHUFFLE"));
  return fc.oneof(...shape, ...rules);
}
