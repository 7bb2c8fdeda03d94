import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

/** Decisions epic-battles-rules-reference.txt leaves open, each with the sentence it rests on. */
export const EPIC_RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "escaped-or-reserve",
    question: "What does a ship that escaped or is in reserve give, alone or inside a Quick Build of several ships? (Another reading counts the damage it took before it left.)",
    default: "Its own health counts as not lost: alone it gives nothing; in a Quick Build its health value still counts in the total and the other ships' losses stand (two of three destroyed, one escaped: 6 of 9 lost, half health). This rests on the Escape sentence: the ship \"does not count as being destroyed or fleeing for the purposes of ... scoring\", read as leaving scoring with the ship, as independent readings of the text did.",
    option: "setup.offTableDamage: \"counts\". This rests on Standard Scoring read on its own: \"half the threat of each enemy Quick Build ship at half health\" names no status, so a ship that left at half health keeps the damage it took and gives half its value, alone or in its Quick Build",
    seed: "epic-battles-rules-reference.txt, Escape: \"It does not count as being destroyed or fleeing for the purposes of effects or scoring.\"; Standard Scoring (Quick Builds and Threat): \"Add the health value of all ships in the Quick Build, and compare that to the total lost health of all ships in the Quick Build.\"",
  },
  {
    id: "wing-member-lost",
    question: "In a Quick Build of several ships, how much health has a ship that was destroyed or fled lost?",
    default: "All of its health value, no more: damage past a ship's last hull point is lost, for every ship.",
    option: null,
    seed: "epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat): \"compare that to the total lost health of all ships in the Quick Build\"",
  },
  {
    id: "multi-ship-quick-build-destroyed",
    question: "When does a Quick Build of several ships that is not a wing (2x Academy Pilot, IG-88A with IG-88D) count as destroyed? The sentence names only the wing.",
    default: "As a wing does: when all its ships are destroyed or have fled.",
    option: null,
    seed: "epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat): \"If a Quick Build contains multiple ships (such as a Wing Quick Build), score it as if it were a single ship. ... It counts as destroyed if all ships in the wing are destroyed or have fled.\"",
  },
  {
    id: "escape-keeps-markers",
    question: "Does a ship that escapes drop its markers?",
    default: "No: it leaves the play area with them.",
    option: null,
    seed: "epic-battles-rules-reference.txt, Objectives: \"If a ship with a 🎯 (or 🏆 marker) is placed in reserve, it is treated as fleeing for the purposes of its markers\"; Escape: \"It does not count as being destroyed or fleeing for the purposes of effects or scoring.\"",
  },
  {
    id: "source-ids-are-ships",
    question: "What do a damage source's by, owner and movedBy name?",
    default: "Ships, by their ids, as the record does everywhere else; scoring does not depend on them.",
    option: null,
    seed: "epic-battles-rules-reference.txt, Standard Scoring: a score counts \"each enemy ship that was destroyed or fled\", whoever destroyed it",
  },
  {
    id: "wing-reserve",
    question: "May a ship that is part of a wing (its leader or a wingmate) be placed in reserve?",
    default: "No: a reserved event for it is ERR_INVALID_EVENT, at any time (the sentence, under Placing Wings During Setup, names no time). It names every ship that is part of a wing, the wing leader as well as its wingmates; a ship split from its wing is not tracked by the record.",
    option: "setup.wingReserve: \"allowed\" (for a scenario that dictates it)",
    seed: "epic-battles-rules-reference.txt, Placing Wings During Setup: \"Ships that are part of a wing cannot be docked or placed in reserve unless a specific scenario dictates it.\"",
  },
  {
    id: "counters-scored",
    question: "May a victoryCounters event take counters away (a count below 1)?",
    default: "No: counters are scored, one or more at a time; a count below 1 is ERR_INVALID_EVENT, so no player's counters go below 0.",
    option: "setup.negativeCounters: \"allowed\" (a scenario that takes counters away: any count from -100 to 100 but 0)",
    seed: "epic-battles-rules-reference.txt, Scoring Victory Counters: \"When a ship SCORES one or more ♣, its owner takes those counters.\"",
  },
  {
    id: "docked-ships",
    question: "The record has no docking. How is a ship docked to a carrier recorded when the carrier escapes?",
    default: "By what happens to it: the F.A.Q. answers that the docked ship also escapes, so the table records an escaped event for it as well as for its carrier, and it scores as any escaped ship (ruling escaped-or-reserve). The engine cannot check that the two left together.",
    option: null,
    seed: "epic-battles-rules-reference.txt, F.A.Q.: \"Q: Q: If a ship is docked to a ship that escapes, does the docked ship also escape? A: Yes.\"",
  },
  {
    id: "first-team",
    question: "In a team battle, which team is the first team, and in what order do the players of the two teams resolve simultaneous effects?",
    default: "The first team is the team of the player with the lowest order number (the record names no roll-off winner: number the first team's players first). All of the first team's players resolve before the second team's, each team in player order, as the first player resolves before the second.",
    option: null,
    seed: "epic-battles-rules-reference.txt, Player Order (Team Battle): \"the team that wins the roll chooses whether to be first or second team. ... First team and second team function in the same manner as first player and second player in a standard game of X-Wing\"",
  },
  {
    id: "total-default",
    question: "What is the scenario total when the record does not say?",
    default: "Standard score plus victory counters.",
    option: "setup.total",
    seed: "epic-battles-rules-reference.txt, Scenario Scoring: \"Some scenarios award points based on standard scoring, with modifiers awarded for victory counters (♣) scored during the game.\"",
  },
]);
