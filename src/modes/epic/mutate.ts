import type { Draft } from "immer";
import { repair, sufferDamage } from "../x-wing/health.js";
import type { EpicEvent } from "./events.js";
import { type EpicLedgerEntry, epicPlayer, type EpicShipState, type EpicState, ship } from "./state.js";

type S = Draft<EpicState>;

export function mutate(state: S, event: EpicEvent, index: number, post: (entry: EpicLedgerEntry) => void): void {
  const get = (id: string) => ship(state, id)!;
  switch (event.type) {
    case "roundStarted":
      state.round += 1;
      state.roundActive = true;
      return;
    case "roundEnded":
      state.roundActive = false;
      return;
    case "gameEnded":
      state.roundActive = false;
      state.over = true;
      return;
    case "damaged":
      return sufferDamage(get(event.target), event.amount);
    case "repaired":
      return repair(get(event.target), event.shields, event.hull);
    case "destroyed":
      for (const id of event.targets) leave(get(id), "destroyed");
      return;
    case "fled":
      return leave(get(event.target), "fled");
    case "reserved":
      return leave(get(event.target), "reserve");
    case "escaped":
      // Escape is neither destruction nor fleeing: the ship keeps (leaves with) its markers.
      get(event.target).status = "escaped";
      return;
    case "deployed":
      get(event.target).status = "active";
      return;
    case "restored": {
      // "Remove all damage cards, tokens, markers, and conditions from it."
      const s = get(event.target);
      s.status = "active";
      s.shieldsLost = 0;
      s.hullDamage = 0;
      s.markers = [];
      return;
    }
    case "markerAssigned": {
      // A marker is in one place at a time: it moves to its new carrier.
      for (const s of state.ships) if (s.markers.includes(event.marker)) s.markers = s.markers.filter((m) => m !== event.marker);
      get(event.ship).markers.push(event.marker);
      return;
    }
    case "victoryCounters": {
      const p = epicPlayer(state, event.player)!;
      p.victoryCounters += event.count;
      post({ event: index, player: p.id, account: "victoryCounters", delta: event.count, balance: p.victoryCounters, reason: "victoryCounters", ...(event.ship === undefined ? {} : { subject: event.ship }) });
      return;
    }
  }
}

/** Destroyed, fled or placed in reserve: "treated as fleeing for the purposes of its markers", which it drops. */
function leave(s: Draft<EpicShipState>, status: "destroyed" | "fled" | "reserve"): void {
  s.status = status;
  s.markers = [];
}
