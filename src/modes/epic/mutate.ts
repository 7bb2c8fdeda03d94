import type { Draft } from "immer";
import { before, isDrafting } from "../../core/draft.js";
import { repair, sufferDamage } from "../x-wing/health.js";
import type { EpicEvent } from "./events.js";
import { standardScoreEntries } from "./scoring.js";
import { carrierOf, type EpicLedgerEntry, epicPlayer, type EpicShipState, type EpicState, markerBucket, ship } from "./state.js";

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
      // The end of the game: the standard score and casualties as ledger entries, computed once.
      for (const entry of standardScoreEntries(state as EpicState, index)) post(entry);
      return;
    case "damaged":
      return sufferDamage(get(event.target), event.amount);
    case "repaired":
      return repair(get(event.target), event.shields, event.hull);
    case "destroyed":
      for (const id of event.targets) leave(state, get(id), "destroyed");
      return;
    case "fled":
      return leave(state, get(event.target), "fled");
    case "reserved":
      return leave(state, get(event.target), "reserve");
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
      dropMarkers(state, s);
      return;
    }
    case "markerAssigned": {
      // A marker is in one place at a time: it moves to its new carrier. The index of carriers names
      // the old one; lists are read as they were before the event, never element by element through
      // the draft. On the private state of a replay the new carrier's list grows in place; on a draft
      // (apply) a new frozen list replaces it, which immer neither copies nor walks again.
      const draft = isDrafting(state);
      const from = carrierOf(state, event.marker);
      if (from !== undefined) {
        const old = get(from);
        const list = before(old).markers as string[];
        const kept = draft ? [...list] : list;
        kept.splice(list.indexOf(event.marker), 1);
        old.markers = draft ? (Object.freeze(kept) as string[]) : kept;
      }
      const s = get(event.ship);
      if (draft) s.markers = Object.freeze([...(from === event.ship ? s.markers : before(s).markers), event.marker]) as string[];
      else s.markers.push(event.marker);
      setCarriers(state, [event.marker], event.ship);
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
function leave(state: S, s: Draft<EpicShipState>, status: "destroyed" | "fled" | "reserve"): void {
  s.status = status;
  dropMarkers(state, s);
}

/** The ship carries no marker any more. */
function dropMarkers(state: S, s: Draft<EpicShipState>): void {
  setCarriers(state, before(s).markers, undefined);
  s.markers = [];
}

/**
 * Records in `state.carriers` that `carrier` carries each of `markers` now (`undefined`: no ship).
 * A replay changes the buckets in place. On a draft (apply) it copies the outer object and each
 * bucket it changes, and freezes them: immer then walks neither the copies nor the buckets left as
 * they were (null-prototype objects, which are slow to check one by one).
 */
function setCarriers(state: S, markers: readonly string[], carrier: string | undefined): void {
  const draft = isDrafting(state);
  const carriers = draft ? { ...before(state.carriers) } : state.carriers;
  const copied = new Set<number>();
  for (const marker of markers) {
    const h = markerBucket(marker);
    if (draft && !copied.has(h)) {
      copied.add(h);
      carriers[h] = Object.assign(Object.create(null), carriers[h]);
    }
    const bucket = (carriers[h] ??= Object.create(null) as { [marker: string]: string });
    if (carrier === undefined) delete bucket[marker];
    else bucket[marker] = carrier;
  }
  if (!draft) return;
  for (const h of copied) Object.freeze(carriers[h]);
  state.carriers = Object.freeze(carriers);
}
