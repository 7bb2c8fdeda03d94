import type { Draft } from "immer";
import { ACE_KILLS, DUEL_DEFENSE, type EnemyCard, FUEL_COST, SCAN_REVEALS, type Stats, STATS } from "./cards.js";
import type { IntergalacticAceEvent, IntergalacticAceEventOf } from "./events.js";
import { addStats, dogfight, duel, type Pilot } from "./fight.js";
import { bestAces } from "./ending.js";
import { type AceLedgerEntry, type AceReason, drawnCard, enemyCard, foughtCard, type IntergalacticAceState, pilot, type PilotState, statsOf } from "./state.js";

type S = Draft<IntergalacticAceState>;
type P = Draft<PilotState>;
type Post = (entry: AceLedgerEntry) => void;

export function mutate(state: S, event: IntergalacticAceEvent, index: number, post: Post): void {
  switch (event.type) {
    case "reshuffled":
      // A face-down deck: the discard pile becomes the draw pile, in an order nobody knows.
      if (event.pile === "enemies") {
        state.enemyPile = [...(event.order ?? state.enemyDiscard)];
        state.enemyDiscard = [];
      } else {
        state.upgradePile = [...(event.order ?? state.upgradeDiscard)];
        state.upgradeDiscard = [];
      }
      return;
    case "warped": {
      const p = pilot(state, event.player)!;
      p.fuel -= FUEL_COST;
      state.warp += 1;
      return;
    }
    case "upgraded": {
      const p = pilot(state, event.player)!;
      let change = event.manual;
      if (event.from === "deck") {
        const card = take(state.upgradePile, drawnCard(state, state.upgradePile, event.card)!);
        change = state.upgrades.find((c) => c.id === card)!;
        state.upgradeDiscard.push(card);
      }
      setStats(p, addStats(statsOf(p), change!, state.statMax).stats);
      break;
    }
    case "scanned": {
      const p = pilot(state, event.player)!;
      p.scans -= event.scans;
      const revealed = state.deckOrder === "known" ? state.enemyPile.splice(0, SCAN_REVEALS * event.scans) : event.revealed!.map((id) => take(state.enemyPile, id));
      if (event.saved === undefined) {
        // The revealed cards wait for the player's choice; the turn goes on (ruling scan-choice-waits).
        state.scan = { player: p.id, revealed };
        return;
      }
      keep(state, p, revealed, event.saved);
      break;
    }
    case "chose":
      keep(state, pilot(state, event.player)!, state.scan!.revealed, event.saved);
      state.scan = null;
      break;
    case "dogfight":
    case "duel":
      fight(state, event, index, post);
      break;
  }
  endTurn(state);
}

/** Removes a card from a pile, returning it. */
function take(pile: string[], card: string): string {
  pile.splice(pile.indexOf(card), 1);
  return card;
}

/** "The player may then choose one of the cards to save ... The cards that are not saved get discarded." */
function keep(state: S, p: P, revealed: readonly string[], saved: string | null): void {
  for (const id of revealed) {
    if (id === saved) p.saved.push(id);
    else state.enemyDiscard.push(id);
  }
}

function setStats(p: P, stats: Stats): void {
  for (const s of STATS) p[s] = stats[s];
}

/** Takes the card being fought from the pile or the saved cards; it is discarded after the fight. */
function takeCard(state: S, p: P, e: IntergalacticAceEventOf<"dogfight" | "duel">): string {
  const card = foughtCard(state as IntergalacticAceState, p, e)!;
  take(e.card === "deck" ? state.enemyPile : p.saved, card);
  state.enemyDiscard.push(card);
  return card;
}

function fight(state: S, e: IntergalacticAceEventOf<"dogfight" | "duel">, index: number, post: Post): void {
  const p = pilot(state, e.player)!;
  p.fuel -= FUEL_COST;
  const card = takeCard(state, p, e);
  const roll = e.roll + state.warp;
  const before: Pilot = { stats: statsOf(p), kills: p.kills };
  if (e.type === "dogfight") {
    const result = dogfight(before, enemyCard(state as IntergalacticAceState, card) as EnemyCard, roll, state.variants.bossBattles);
    setStats(p, result.stats);
    p.kills = result.kills;
    if (result.killChange !== 0) post({ event: index, player: p.id, account: "kills", delta: result.killChange, balance: p.kills, reason: result.killChange > 0 ? "enemyShotDown" : "shieldsGone" });
    return;
  }
  const x = pilot(state, e.opponent)!;
  const defense = state.variants.changeYourLuck ? e.defenseRoll! : state.variants.shieldsUp ? x.shields : DUEL_DEFENSE;
  const result = duel(before, { stats: statsOf(x), kills: x.kills }, roll, defense, { bossBattles: state.variants.bossBattles, statMax: state.statMax });
  const record = (who: P, after: Pilot, reason: (gained: boolean) => AceReason, other: string) => {
    const delta = after.kills - who.kills;
    setStats(who, after.stats);
    who.kills = after.kills;
    if (delta !== 0) post({ event: index, player: who.id, account: "kills", delta, balance: who.kills, reason: reason(delta > 0), subject: other });
  };
  const won = (gained: boolean): AceReason => (gained ? "duelWon" : "duelLost");
  // The winner's entry first: the kill moves from the loser.
  if (result.outcome === "kill") {
    record(p, result.player, won, x.id);
    record(x, result.opponent, won, p.id);
  } else {
    record(x, result.opponent, won, p.id);
    record(p, result.player, won, x.id);
  }
}

/**
 * "play continues in clockwise order"; "The game is over when a player becomes an Intergalactic Ace by
 * gaining 5 kills and the round has ended (meaning that all players have received the same number of turns)."
 */
function endTurn(state: S): void {
  state.warp = 0;
  state.turn += 1;
  if (state.turn < state.seats.length) return;
  const aces = state.players.filter((p) => p.kills >= ACE_KILLS);
  if (aces.length > 0) {
    state.over = true;
    state.winners = bestAces(aces);
    return;
  }
  state.round += 1;
  state.turn = 0;
}

