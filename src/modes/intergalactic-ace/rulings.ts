import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

/** Decisions intergalactic-ace.txt leaves open, each with the sentence it rests on. */
export const INTERGALACTIC_ACE_RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "stat-cap",
    question: "How many holes does each peg category have?",
    default: "10; resources above the cap are wasted, and no stat goes below 0. A record may set setup.statMax.",
    option: "statMax",
    seed: "intergalactic-ace.txt, UPGRADES: \"If a stat category is completely full, then the upgrades in that category go to waste\"",
  },
  {
    id: "saved-cards",
    question: "May a player hold more than one saved Enemy Ships card?",
    default: "No: one at a time (ERR_SAVED_LIMIT); a scan may save nothing. setup.savedCardLimit raises the limit.",
    option: "savedCardLimit",
    seed: "intergalactic-ace.txt, SCANNING: \"The player may then choose one of the cards to save to fight on a later turn\"",
  },
  {
    id: "reshuffle-on-empty",
    question: "When is a discard pile shuffled into a new draw pile?",
    default: "Only when the draw pile is empty, by a reshuffled event whose order is a permutation of that discard pile; cards held as saved cards stay out.",
    option: null,
    seed: "intergalactic-ace.txt, GAME SETUP: \"When a draw pile becomes empty, shuffle the discard pile to replenish the draw pile\"",
  },
  {
    id: "scan-short-pile",
    question: "A scan when fewer than 3 (or 6) cards are left in the Enemy Ships draw pile?",
    default: "It reveals the cards that are left; the pile is reshuffled only once it is empty.",
    option: null,
    seed: "intergalactic-ace.txt, SCANNING: \"reveal the top 3 cards of the Enemy Ships deck\"",
  },
  {
    id: "shields-down-after-defeat",
    question: "When does a defeat cost a kill?",
    default: "When the player's Shields are 0 after losing the 5 (including when they were 0 already), and it has a kill.",
    option: null,
    seed: "intergalactic-ace.txt, DOGFIGHTS: \"If the player's Shields get down to zero, they lose one of their kills\"",
  },
  {
    id: "kill-tokens-cap",
    question: "Can a player hold more than 5 kills?",
    default: "No: each player has 5 Kill Tokens; a kill won beyond 5 is not gained (a duel loser still gives its kill up).",
    option: null,
    seed: "intergalactic-ace.txt, GAME SETUP: \"Each player gets a Player Ship, 7 Stat Pegs and 5 Kill Tokens\"",
  },
  {
    id: "ace-at-round-end",
    question: "A player reaches 5 kills and loses one before the round ends: is the game over?",
    default: "The Aces are the players with 5 kills when the round ends; if nobody has 5 then, play goes on.",
    option: null,
    seed: "intergalactic-ace.txt, ENDING THE GAME: \"The game is over when a player becomes an Intergalactic Ace by gaining 5 kills and the round has ended\"",
  },
  {
    id: "deal-limit",
    question: "Fully Loaded with 5 or 6 players needs 25 or 30 starting Upgrade cards; the deck has 22. What then?",
    default: "The setup is rejected: each player's starting cards must be distinct cards of the deck.",
    option: null,
    seed: "intergalactic-ace.txt, GAME SETUP and Fully Loaded: \"each player is also dealt 3 Upgrade Cards\"; CONTENTS: \"22 Upgrade Cards\"",
  },
  {
    id: "warp-before-the-roll",
    question: "When and how often may a player Go to Warp?",
    default: "In its own turn, before its roll, any number of times it can pay for (+1 each); only the acting player warps.",
    option: null,
    seed: "intergalactic-ace.txt, Go to Warp: \"A player may pay 3 extra Fuel at any time to increase their own dice roll by 1\"",
  },
  {
    id: "duel-defense-with-both-variants",
    question: "Shields Up and Change Your Luck together: what is Player X's defense?",
    default: "Player X's roll (Change Your Luck says how the defense level is determined).",
    option: null,
    seed: "intergalactic-ace.txt, OPTIONAL GAME VARIANTS: Shields Up and Change Your Luck",
  },
  {
    id: "boss-tie-in-duels",
    question: "Does the Boss Battles tie penalty apply to fights against players?",
    default: "Yes: a tie in any engaged fight costs 2 from each best Combat Stat of the acting player.",
    option: null,
    seed: "intergalactic-ace.txt, Boss Battles: \"(including Fight A Player cards)\"; \"If you roll a tie, lose 2 stats from your best Combat Stat category\"",
  },
  {
    id: "duel-cards-are-dueled",
    question: "Is a fight-a-player card drawn in a dogfight fought as a duel?",
    default: "Yes: the event is duel (naming the opponent), never dogfight; the same 3 Fuel are paid.",
    option: null,
    seed: "intergalactic-ace.txt, FIGHTING OTHER PLAYERS: \"there are 3 cards that allow you to fight another player\"",
  },
]);
