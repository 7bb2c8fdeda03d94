import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

/** Decisions space-race.txt leaves open, each with the sentence it rests on. */
export const SPACE_RACE_RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "gravity-cannon-remaining-hit",
    question: "A gravity cannon attack leaves hits and crits; which one is the damage that remains?",
    default: "A hit whenever there is one (damage is dealt hits before crits); only crits alone give the crit's push.",
    option: null,
    seed: "space-race.txt, Gravity Cannon: \"the damage is reduced to 1 (as per a normal ion cannon). If the remaining hit is a critical ...\"",
  },
  {
    id: "evade-cancels-hit-first",
    question: "Does an asteroid's evade cancel a hit or a crit?",
    default: "A hit first, then a crit, as in the core rules.",
    option: null,
    seed: "space-race.txt, Gravity Cannon: \"Asteroids have one green die to defend themselves\"; \"All rules not here remain as per the original\"",
  },
  {
    id: "winner-at-round-end",
    question: "Does the first racer to reach its goal win at once?",
    default: "At the end of that round: everyone still takes their turn, and several finishers in the round are compared by points.",
    option: null,
    seed: "space-race.txt, Goal of the Game: \"wins the game at the end of the current turn\" (the seed calls the whole round the general turn)",
  },
  {
    id: "equal-points-share",
    question: "Two finishers in the same round with equal points?",
    default: "They share the win.",
    option: null,
    seed: "space-race.txt, Goal of the Game: \"the winner is the pilot who used less points\" (silent on equal points)",
  },
  {
    id: "wrecked-ships",
    question: "What happens to a racer whose ship is destroyed?",
    default: "It is out of the race: its turns are skipped and it cannot finish; its buoys still rank it.",
    option: null,
    seed: "space-race.txt: \"All rules not here remain as per the original Star Wars: X-Wing rules\"",
  },
  {
    id: "collision-in-another-turn",
    question: "Does a collision outside the racer's own turn (an asteroid pushed onto it) cost its action?",
    default: "No: only a damaging collision during its own turn takes the action of that turn.",
    option: null,
    seed: "space-race.txt, Recoil Shield: \"may perform an action even if it overlapped with an asteroid as long as it did not take damage\"",
  },
  {
    id: "end-of-turn-effects",
    question: "Effects that end at the end of the round last until the player's next turn: are they tracked?",
    default: "Not modelled: the engine tracks no tokens; apps keep them with that timing.",
    option: null,
    seed: "space-race.txt: \"all effects that would normally end at the end of the turn stay in effect until the beginning of the controlling player's next turn\"",
  },
]);
