// Space Race at the table: a card per racer (hull and shields left, buoys done and the next one,
// whose turn it is and whether its action is spent) with the steps of its turn; the rounds in the bar.
import type { SpaceRaceScoreboard, SpaceRaceState } from "ace-ledger/space-race";
import { MISSION_CARDS } from "../../src/modes/space-race/cards.js";
import { RACE_ACTIONS } from "../../src/modes/space-race/events.js";
import { type Action, ask, hullAndShields, type Next, type Piece, type TableMode } from "./table-model.js";

const AMOUNTS = [1, 2, 3, 4];
/** Gravity cannon results after the defence dice, as players read them off the dice. */
const RESULTS = [
  { hits: 1, crits: 0 },
  { hits: 2, crits: 0 },
  { hits: 0, crits: 1 },
  { hits: 1, crits: 1 },
  { hits: 3, crits: 0 },
  { hits: 0, crits: 0 },
];
const resultLabel = (r: { hits: number; crits: number }) => (r.hits + r.crits === 0 ? "no hit" : [r.hits > 0 && `${r.hits} hit${r.hits > 1 ? "s" : ""}`, r.crits > 0 && `${r.crits} crit${r.crits > 1 ? "s" : ""}`].filter(Boolean).join(", "));
const DIE = ["hit", "crit", "focus", "blank"] as const;
const words = (s: string) => s.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

export const spaceRace: TableMode<SpaceRaceState, SpaceRaceScoreboard> = {
  pieces: (state, names) => {
    const playing = state.turnOpen ? state.turnOrder[state.turn] : undefined;
    return state.players.map((p): Piece => {
      const next = MISSION_CARDS[p.card - 1]?.buoys[p.buoysDone];
      const marker = p.wrecked ? "wrecked" : p.finishedRound !== null ? "finished" : playing === p.id ? "its turn" : undefined;
      return {
        id: p.id,
        owner: names.of(p.id),
        title: names.pilot(p.id) ?? "",
        facts: [
          ...hullAndShields(p),
          { label: "buoys", value: `${p.buoysDone} of 6${next ? `, next ${next}` : ""}` },
          ...(playing === p.id ? [{ label: "action", value: state.actionUsed || state.actionLost ? "spent" : "left" }] : []),
        ],
        score: `${p.buoysDone} buoy${p.buoysDone === 1 ? "" : "s"} · ${p.points} points`,
        ...(marker === undefined ? {} : { marker }),
        out: p.wrecked,
      };
    });
  },
  say: (e, names) => {
    const n = (id: string) => names.of(id);
    const hits = (r: { hits: number; crits: number }) => resultLabel(r);
    switch (e.type) {
      case "roundStarted":
        return "Round starts";
      case "roundEnded":
        return "Round ends";
      case "turnStarted":
        return `${n(e.player)}'s turn`;
      case "turnEnded":
        return `${e.player ? n(e.player) : "The player"} ends the turn`;
      case "buoyActivated":
        return `${n(e.player)} activates the ${e.buoy} buoy`;
      case "actionPerformed":
        return `${n(e.player)} performs ${words(e.action)}${e.free ? " (free)" : ""}`;
      case "actionLost":
        return `${n(e.player)} loses the action (${e.cause})`;
      case "damaged":
        return `${n(e.target)} takes ${e.amount} damage`;
      case "repaired":
        return `${n(e.target)} repairs ${e.shields ? `${e.shields} shield${e.shields === 1 ? "" : "s"}` : `${e.hull} hull`}`;
      case "gravityCannonHit":
        return `${n(e.by)}'s gravity cannon on ${n(e.target)}: ${hits(e)}`;
      case "asteroidShot":
        return `${n(e.by)}'s gravity cannon on an asteroid: ${hits(e)}, ${e.evades ? "evaded" : "no evade"}`;
      case "asteroidCollision":
        return `${n(e.target)} collides with an asteroid, damage die ${e.damageRoll}`;
      default:
        return null;
    }
  },
  actions: (state, names) => {
    const game: Action[] = [
      { label: "Start round", piece: null, next: { event: { type: "roundStarted" } } },
      { label: "End round", piece: null, next: { event: { type: "roundEnded" } } },
    ];
    const racers = state.players.flatMap((p): Action[] => {
      const player = p.id;
      const on = (label: string, next: Next): Action => ({ label, piece: player, next });
      const buoy = MISSION_CARDS[p.card - 1]?.buoys[p.buoysDone];
      const others = state.ids.filter((id) => id !== player);
      return [
        on("Start turn", { event: { type: "turnStarted", player } }),
        ...(buoy ? [on(`Buoy ${buoy}`, { event: { type: "buoyActivated", player, buoy } })] : []),
        on("Action", ask("Which action?", RACE_ACTIONS.filter((a) => a !== "cloak"), words, (action) => ({ event: { type: "actionPerformed", player, action } }))),
        on("Action lost", ask("Lost to?", ["bump", "stress", "other"], String, (cause) => ({ event: { type: "actionLost", player, cause } }))),
        on("Cannon on a ship", ask("Which ship?", others, names.of, (target) => ask("Hits left after the defence dice?", RESULTS, resultLabel, (r) => ({ event: { type: "gravityCannonHit", by: player, target, ...r } })))),
        on("Cannon on an asteroid", ask("Hits?", RESULTS, resultLabel, (r) => ask("The asteroid's die?", [0, 1], (e) => (e ? "evade" : "no evade"), (evades) => ({ event: { type: "asteroidShot", by: player, ...r, evades } })))),
        on("Asteroid collision", ask("Damage die?", DIE, String, (damageRoll) => ({ event: { type: "asteroidCollision", target: player, damageRoll, recoilShield: true } }))),
        on("Damage", ask("How much damage?", AMOUNTS, String, (amount) => ({ event: { type: "damaged", target: player, amount } }))),
        on("End turn", { event: { type: "turnEnded", player } }),
      ];
    });
    return [...game, ...racers];
  },
};
