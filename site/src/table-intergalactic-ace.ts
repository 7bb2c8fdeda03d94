// Intergalactic Ace at the table: a card per pilot (its seven stats, kills and the enemy cards it
// saved, by name and what they are) with the moves of its turn; the reshuffles in the bar. A deck the
// page deals (the setup form's default) is shuffled by the page, and the card drawn is named in the
// question of the roll; a card turned over from a face-down deck is asked for by name, what it is
// beside it, and so are the cards a scan reveals.
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
    const enemy = (id: string) => cardText(state.enemies.find((c) => c.id === id) as Card | undefined, id, state.enemies as unknown as readonly Card[]);
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
          ...(board.table.scan?.player === p.id ? [{ label: "revealed", value: board.table.scan.revealed.map(enemy).join("; ") }] : []),
        ],
        score: `${p.kills} kill${p.kills === 1 ? "" : "s"}`,
        ...(marker === undefined ? {} : { marker }),
      };
    });
  },
  title: (names, b) => `Intergalactic Ace, round ${b.round}, ${b.over ? "game over" : `in progress, ${names.of(b.next!)} to play`}`,
  say: (e, names, state) => {
    const n = (id: string) => names.of(id);
    /** A card by its name; one with none (an Upgrade card) by what it is. */
    const card = (id: string) => {
      const c = [...state.enemies, ...state.upgrades].find((x) => x.id === id);
      return c?.name ?? cardText(c as Card | undefined, id, state.upgrades as unknown as readonly Card[]);
    };
    /** The card a fight took: discarded after it (mutate.ts), so the last of the discard pile. */
    const fought = () => state.enemyDiscard[state.enemyDiscard.length - 1] ?? "the top card";
    switch (e.type) {
      case "dogfight":
        return `${n(e.player)} dogfights ${card(e.enemy ?? fought())}: rolls ${e.roll}`;
      case "duel":
        return `${n(e.player)} fights ${n(e.opponent)} (${card(e.enemy ?? fought())}): rolls ${e.roll}${e.defenseRoll ? ` against ${e.defenseRoll}` : ""}`;
      case "upgraded":
        return `${n(e.player)} upgrades${e.from === "deck" ? ` with ${card(e.card ?? state.upgradeDiscard[state.upgradeDiscard.length - 1] ?? "the top card")}` : e.manual ? ` by hand: ${Object.entries(e.manual).map(([k, v]) => `+${v} ${k}`).join(", ")}` : ""}`;
      case "scanned":
        return `${n(e.player)} scans ${e.scans === 2 ? "twice" : "once"}${e.saved ? `, keeps ${card(e.saved)}` : e.saved === null ? ", keeps none" : state.scan ? `: ${state.scan.revealed.map(card).join(", ")}` : ""}`;
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
    const enemies = (ids: readonly string[]) => ids.map((id) => ({ id, label: cardText(state.enemies.find((c) => c.id === id) as Card | undefined, id, state.enemies as unknown as readonly Card[]) }));
    const inDeck = enemies(state.enemyPile);
    const upgrades = state.upgradePile.map((id) => ({ id, label: cardText(state.upgrades.find((c) => c.id === id) as Card | undefined, id, state.upgrades as unknown as readonly Card[]) }));
    /** A reshuffle: a face-down discard pile just becomes the draw pile; one the page deals, it shuffles (the order is the record's). */
    const reshuffle = (pile: "enemies" | "upgrades") => ({ event: { type: "reshuffled", pile, ...(unknown ? {} : { order: shuffled(pile === "enemies" ? state.enemyDiscard : state.upgradeDiscard) }) } });
    const game: Action[] = [
      { label: "Reshuffle enemies", piece: null, next: reshuffle("enemies") },
      { label: "Reshuffle upgrades", piece: null, next: reshuffle("upgrades") },
    ];
    /** The top Enemy Ships card, named in the question of the roll, when the page deals the deck. */
    const top = !unknown && inDeck.length > 0 ? ` against ${inDeck[0]!.label}` : "";
    const pilots = state.players.flatMap((p): Action[] => {
      const player = p.id;
      const on = (label: string, next: Next): Action => ({ label, piece: player, next });
      const others = state.ids.filter((id) => id !== player);
      /** The enemy turned over from the deck: asked when the deck is face down, then `then`. */
      const turned = (then: (enemy: object) => Next): Next => (unknown ? ask("Which card was turned over?", inDeck, (c) => c.label, (c) => then({ enemy: c.id })) : then({}));
      const scan = board.table.scan;
      return [
        on("Dogfight", turned((enemy) => ask(`Roll (two dice)${"enemy" in enemy ? "" : top}?`, ROLLS, String, (roll) => ({ event: { type: "dogfight", player, card: "deck", ...enemy, roll } })))),
        on("Dogfight a saved card", ask("Which saved card?", enemies(p.saved), (c) => c.label, (c) => ask(`Roll (two dice) against ${c.label}?`, ROLLS, String, (roll) => ({ event: { type: "dogfight", player, card: "saved", enemy: c.id, roll } })))),
        on("Fight a player", ask("Against whom?", others, names.of, (opponent) => turned((enemy) => ask(`Roll (two dice)${"enemy" in enemy ? "" : top}?`, ROLLS, String, (roll) => ({ event: { type: "duel", player, card: "deck", ...enemy, opponent, roll } }))))),
        on("Fight a player with a saved card", ask("Which card, against whom?", enemies(p.saved).flatMap((c) => others.map((opponent) => ({ c, opponent }))), (x) => (others.length > 1 ? `${x.c.label}, against ${names.of(x.opponent)}` : x.c.label), (x) => ask("Roll (two dice)?", ROLLS, String, (roll) => ({ event: { type: "duel", player, card: "saved", enemy: x.c.id, opponent: x.opponent, roll } })))),
        on("Upgrade", unknown ? ask("Which card was turned over?", upgrades, (c) => c.label, (c) => ({ event: { type: "upgraded", player, from: "deck", card: c.id } })) : { event: { type: "upgraded", player, from: "deck" } }),
        on("Upgrade by hand", ask("Which resources?", MANUAL, (m) => Object.entries(m).map(([k, v]) => `+${v} ${k}`).join(""), (manual) => ({ event: { type: "upgraded", player, manual } }))),
        on("Scan", ask("Scans used?", [1, 2], String, (scans) => (unknown ? namedScan(player, scans, state.enemyPile, enemies) : { event: { type: "scanned", player, scans } }))),
        on("Keep a scanned card", ask("Keep which card?", [...(scan?.player === player ? scan.revealed : []), null], (id) => (id === null ? "none" : enemies([id])[0]!.label), (saved) => ({ event: { type: "chose", player, saved } }))),
        on("Warp", { event: { type: "warped", player } }),
      ];
    });
    return [...game, ...pilots];
  },
};

/**
 * A scan of a face-down deck: the cards it revealed, named one after another (all of them without a
 * question when the pile holds no more), then the one kept, or none: one event. The questions are
 * drawn as they are reached.
 */
function namedScan(player: string, scans: number, pile: readonly string[], enemies: (ids: readonly string[]) => { id: string; label: string }[]): Next {
  const n = Math.min(3 * scans, pile.length);
  const event = (revealed: readonly string[], saved?: string | null) => ({ type: "scanned", player, scans, revealed, ...(saved === undefined ? {} : { saved }) });
  /** The cards named so far, filled up from the pile: an event of the same kind to ask the engine about. */
  const probe = (chosen: readonly string[]) => event([...chosen, ...pile.filter((c) => !chosen.includes(c))].slice(0, n));
  const name = (chosen: readonly string[]): Next => {
    if (chosen.length === n) return ask("Keep which card?", [...chosen, null], (id) => (id === null ? "none" : enemies([id])[0]!.label), (saved) => ({ event: event(chosen, saved) }));
    return ask(`Card ${chosen.length + 1} of ${n} revealed?`, enemies(pile.filter((c) => !chosen.includes(c))), (c) => c.label, (c) => ({ probe: probe([...chosen, c.id]), later: () => name([...chosen, c.id]) }));
  };
  return { probe: probe([]), later: () => name(n === pile.length ? pile : []) };
}

/** A pile shuffled by the page (the order goes into the record). */
function shuffled(cards: readonly string[]): string[] {
  const order = [...cards];
  for (let i = order.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
