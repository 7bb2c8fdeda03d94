// Intergalactic Ace at the table: a card per pilot (its seven stats, kills and the enemy cards it
// saved, by name and what they are) with the moves of its turn; the reshuffles in the bar. A card
// turned over from a face-down deck is asked for by name, what it is beside it.
import type { IntergalacticAceScoreboard, IntergalacticAceState } from "ace-ledger/intergalactic-ace";
import { type Card, cardText } from "./intergalactic-ace-cards.js";
import { type Action, ask, type Next, type Piece, type TableMode } from "./table-model.js";

/** Two six-sided dice. */
const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const STATS = ["weapons", "cloaking", "maneuvering", "speed", "fuel", "shields", "scans"] as const;

/** A manual upgrade: "1 resource to the Scans category or 3 upgrade resources to any other category(s)". */
const MANUAL = [{ fuel: 3 }, { shields: 3 }, { weapons: 3 }, { cloaking: 3 }, { maneuvering: 3 }, { speed: 3 }, { scans: 1 }];


export const intergalacticAce: TableMode<IntergalacticAceState, IntergalacticAceScoreboard> = {
  pieces: (state, names, board) => {
    const enemy = (id: string) => cardText(state.enemies.find((c) => c.id === id) as Card | undefined, id);
    return state.players.map((p): Piece => {
      const marker = board.winners.includes(p.id) ? "Intergalactic Ace" : board.next === p.id ? "to play" : p.kills >= 5 ? "ace" : undefined;
      return {
        id: p.id,
        owner: names.of(p.id),
        title: "",
        facts: [
          { label: "stats", value: STATS.slice(0, 4).map((s) => `${s} ${p[s]}`).join(", ") },
          { label: "fuel", value: String(p.fuel) },
          { label: "shields", value: String(p.shields) },
          { label: "scans", value: String(p.scans) },
          ...(p.saved.length > 0 ? [{ label: "saved", value: p.saved.map(enemy).join("; ") }] : []),
        ],
        score: `${p.kills} kill${p.kills === 1 ? "" : "s"}`,
        ...(marker === undefined ? {} : { marker }),
      };
    });
  },
  say: (e, names, state) => {
    const n = (id: string) => names.of(id);
    const card = (id: string) => [...state.enemies, ...state.upgrades].find((c) => c.id === id)?.name ?? id;
    switch (e.type) {
      case "dogfight":
        return `${n(e.player)} dogfights ${e.enemy ? card(e.enemy) : e.card === "saved" ? "a saved card" : "the top card"}: rolls ${e.roll}`;
      case "duel":
        return `${n(e.player)} fights ${n(e.opponent)}: rolls ${e.roll}${e.defenseRoll ? ` against ${e.defenseRoll}` : ""}`;
      case "upgraded":
        return `${n(e.player)} upgrades${e.card ? ` with ${card(e.card)}` : e.manual ? ` by hand: ${Object.entries(e.manual).map(([k, v]) => `+${v} ${k}`).join(", ")}` : ""}`;
      case "scanned":
        return `${n(e.player)} scans ${e.scans === 2 ? "twice" : "once"}`;
      case "chose":
        return `${n(e.player)} ${e.saved ? `keeps ${card(e.saved)}` : "keeps no card"}`;
      case "warped":
        return `${n(e.player)} warps`;
      case "reshuffled":
        return `The ${e.pile} pile is reshuffled`;
      default:
        return null;
    }
  },
  actions: (state, names, board) => {
    const unknown = state.deckOrder === "unknown";
    const enemies = (ids: readonly string[]) => ids.map((id) => ({ id, label: cardText(state.enemies.find((c) => c.id === id) as Card | undefined, id) }));
    const inDeck = enemies(state.enemyPile);
    const upgrades = state.upgradePile.map((id) => ({ id, label: cardText(state.upgrades.find((c) => c.id === id) as Card | undefined, id) }));
    const game: Action[] = [
      { label: "Reshuffle enemies", piece: null, next: { event: { type: "reshuffled", pile: "enemies" } } },
      { label: "Reshuffle upgrades", piece: null, next: { event: { type: "reshuffled", pile: "upgrades" } } },
    ];
    const pilots = state.players.flatMap((p): Action[] => {
      const player = p.id;
      const on = (label: string, next: Next): Action => ({ label, piece: player, next });
      const others = state.ids.filter((id) => id !== player);
      /** The enemy turned over from the deck: asked when the deck is face down, then `then`. */
      const turned = (then: (enemy: object) => Next): Next => (unknown ? ask("Which card was turned over?", inDeck, (c) => c.label, (c) => then({ enemy: c.id })) : then({}));
      const scan = board.table.scan;
      return [
        on("Dogfight", turned((enemy) => ask("Roll (two dice)?", ROLLS, String, (roll) => ({ event: { type: "dogfight", player, card: "deck", ...enemy, roll } })))),
        on("Dogfight a saved card", ask("Which saved card?", enemies(p.saved), (c) => c.label, (c) => ask("Roll (two dice)?", ROLLS, String, (roll) => ({ event: { type: "dogfight", player, card: "saved", enemy: c.id, roll } })))),
        on("Fight a player", ask("Against whom?", others, names.of, (opponent) => turned((enemy) => ask("Roll (two dice)?", ROLLS, String, (roll) => ({ event: { type: "duel", player, card: "deck", ...enemy, opponent, roll } }))))),
        on("Upgrade", unknown ? ask("Which card was turned over?", upgrades, (c) => c.label, (c) => ({ event: { type: "upgraded", player, from: "deck", card: c.id } })) : { event: { type: "upgraded", player, from: "deck" } }),
        on("Upgrade by hand", ask("Which resources?", MANUAL, (m) => Object.entries(m).map(([k, v]) => `+${v} ${k}`).join(""), (manual) => ({ event: { type: "upgraded", player, manual } }))),
        on("Scan", ask("Scans used?", [1, 2], String, (scans) => ({ event: { type: "scanned", player, scans } }))),
        on("Keep a scanned card", ask("Keep which card?", [null, ...(scan?.player === player ? scan.revealed : [])], (id) => (id === null ? "none" : enemies([id])[0]!.label), (saved) => ({ event: { type: "chose", player, saved } }))),
        on("Warp", { event: { type: "warped", player } }),
      ];
    });
    return [...game, ...pilots];
  },
};
