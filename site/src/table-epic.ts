// Epic Battles at the table: a card per ship (a wing's ships each have their own), with its health
// left of its health value, half health, markers and its player's total; the rounds and the end of
// the game in the bar.
import type { EpicScoreboard, EpicState } from "ace-ledger/epic";
import { type Action, ask, hullAndShields, left, type Names, type Next, type Piece, repairs, type TableMode } from "./table-model.js";

const AMOUNTS = [1, 2, 3, 4, 5, 6];

/** A ship by its name (its pilot's card) and its id, which tells two of the same card apart. */
const shipName = (id: string, names: Names) => {
  const name = names.of(id) === id ? names.pilot(id) : names.of(id);
  return name ? `${name} · ${id}` : id;
};
const COUNTERS = [1, 2, 3, -1];

export const epic: TableMode<EpicState, EpicScoreboard> = {
  pieces: (state, names, board) =>
    state.ships.map((s): Piece => {
      const health = s.hull + s.shields;
      const lost = s.hullDamage + s.shieldsLost;
      const half = lost >= Math.ceil(health / 2);
      const standing = board.players.find((p) => p.id === s.player);
      const down = s.status === "active" && s.hullDamage >= s.hull;
      const marker = s.status === "reserve" ? "in reserve" : s.status !== "active" ? s.status : down ? "down" : half ? "half health" : undefined;
      return {
        id: s.id,
        owner: names.of(s.player),
        title: [shipName(s.id, names), s.unit === s.id ? "" : `wing ${names.of(s.unit)}`].join(" "),
        facts: [
          ...hullAndShields(s),
          { label: "health", value: `${left(lost, health)}${half ? " (half)" : ""}` },
          ...(s.markers.length > 0 ? [{ label: "markers", value: s.markers.join(", ") }] : []),
        ],
        score: standing ? `${names.of(s.player)}: ${standing.total} total` : "",
        ...(marker === undefined ? {} : { marker }),
        out: s.status !== "active",
      };
    }),
  say: (e, names, state) => {
    // A ship by its name (its pilot's card), else as its player's; a player by name.
    const n = (id: string) => {
      const ship = state.ships.find((s) => s.id === id);
      if (!ship) return names.of(id);
      const name = names.of(id) === id ? names.pilot(id) : names.of(id);
      return name ?? `${names.of(ship.player)}'s ${id}`;
    };
    switch (e.type) {
      case "roundStarted":
        return "Round starts";
      case "roundEnded":
        return "Round ends";
      case "gameEnded":
        return "The game ends";
      case "damaged":
        return `${n(e.target)} takes ${e.amount} damage${e.source?.by ? ` from ${n(e.source.by)}` : ""}`;
      case "repaired":
        return `${n(e.target)} repairs ${e.shields ? `${e.shields} shield${e.shields === 1 ? "" : "s"}` : `${e.hull} hull`}`;
      case "destroyed":
        return `${e.targets.map(n).join(", ")} destroyed`;
      case "fled":
      case "escaped":
      case "deployed":
      case "restored":
        return `${n(e.target)} ${e.type}`;
      case "reserved":
        return `${n(e.target)} goes to the reserve`;
      case "victoryCounters":
        return `${n(e.player)} scores ${e.count} victory counter${Math.abs(e.count) === 1 ? "" : "s"}${e.ship ? ` with ${n(e.ship)}` : ""}`;
      case "markerAssigned":
        return `${n(e.ship)} carries the marker ${e.marker}`;
      default:
        return null;
    }
  },
  actions: (state, names) => {
    const game: Action[] = [
      { label: "Start round", piece: null, next: { event: { type: "roundStarted" } } },
      { label: "End round", piece: null, next: { event: { type: "roundEnded" } } },
      { label: "End game", piece: null, next: { event: { type: "gameEnded" } } },
    ];
    const ships = state.ships.flatMap((s): Action[] => {
      const target = s.id;
      const on = (label: string, next: Next): Action => ({ label, piece: target, next });
      const enemies = state.ships.filter((o) => o.player !== s.player);
      const sources = [...enemies.map((o) => ({ label: `attack by ${names.of(o.player)}'s ${shipName(o.id, names)}`, source: { kind: "attack", by: o.id } })), { label: "obstacle or other", source: { kind: "other" } }];
      return [
        on("Damage", ask("How much damage?", AMOUNTS, String, (amount) => ask("From whom or what?", sources, (x) => x.label, (x) => ({ event: { type: "damaged", target, amount, source: x.source } })))),
        on("Destroyed", { event: { type: "destroyed", targets: [target] } }),
        on("Fled", { event: { type: "fled", target } }),
        on("Escaped", { event: { type: "escaped", target } }),
        on("To reserve", { event: { type: "reserved", target } }),
        on("Deploy", { event: { type: "deployed", target } }),
        on("Restore", { event: { type: "restored", target } }),
        on("Repair", ask("Repair what?", repairs(s), (r) => ("hull" in r ? "1 hull" : "1 shield"), (r) => ({ event: { type: "repaired", target, ...r } }))),
        on("Victory counters", ask(`Counters ${names.of(s.player)} scores with it?`, COUNTERS, (n) => (n > 0 ? `+${n}` : String(n)), (count) => ({ event: { type: "victoryCounters", player: s.player, count, ship: target } }))),
      ];
    });
    return [...game, ...ships];
  },
};
