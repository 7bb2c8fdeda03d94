import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

/**
 * Decisions aces-high.txt leaves open about running a side event, each with the sentences it rests
 * on. docs/tournament.md prints this table; test/tournament/rulings.test.ts has a test for each.
 */
export const TOURNAMENT_RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "table-sizes",
    question: "How many tables for n players?",
    default: "floor(n / 4) tables (one table below 8 players), the remainder spread as evenly as possible, smallest first: 12 -> 4 + 4 + 4, 16 -> 4 + 4 + 4 + 4, 17 -> 4 + 4 + 4 + 5.",
    option: "rules.tableSizes: \"sixes\" (the fewest tables of at most 6, ceil(n / 6): 12 -> 6 + 6, 16 -> 5 + 5 + 6, 17 -> 5 + 6 + 6); event init --sizes sixes, tables --sizes sixes",
    seed: "aces-high.txt, Synopsis: \"the ideal number of participants is 4-6. It makes sense to divide tables by multiples of 4 participants from the total number.\"; Pairings: \"6 people 1 table of 6, 7 people 1 table, 8 people 2 tables of 4, 9 people 1 table of 4, 1 table of 5, 10 people 2 tables of 5\" (both rules give these rows)",
  },
  {
    id: "grouping-by-results",
    question: "From round 2 on, who sits together, and at which table?",
    default: "The ranking fills the tables in order, smallest table first: the best sit together at table 1, the next best at table 2, and so on.",
    option: "event seat (the organiser seats a table by hand)",
    seed: "aces-high.txt, Pairings: \"more successful players are grouped together\"; \"with 10 participants, in the second round, the 5 players with the best results and the 5 with the worst results will meet\"",
  },
  {
    id: "player-order",
    question: "How are the order numbers at a table given?",
    default: "At random from the event's seed, drawn again every round whatever the results; stored as the order of the table's players (the first is number 1) and printed with the tables and on the table sheets.",
    option: "event seat (order numbers given by hand, checked to be 1 to the table's size, each once)",
    seed: "aces-high.txt, Player Order: \"players are randomly assigned numbers based on the number of participants\"; Pairings: \"The order of players in each round can be determined randomly, regardless of the places taken or points scored.\"",
  },
  {
    id: "salvo-roll",
    question: "What is the final salvo roll, and who makes it?",
    default: "A roll \"is made\": the tied players roll at the table and the rolls are entered (event salvo). A roll-off: the higher roll ranks first; an equal roll breaks nothing, and those players roll again. Until every player of a tie has rolled they share a rank, and a tie that would seat them at different tables stops the pairing (ERR_SALVO). Players still tied after their rolls rank on the rolls they share, never below players of their tie who rolled lower.",
    option: "rules.salvoRolls: \"seeded\" (the engine draws the rolls from the event's seed, 1 to 1000, so anyone holding the event file can compute them, even before round 1; rolls entered for a tie break it instead); event init --salvo seeded",
    seed: "aces-high.txt, Pairings: \"In case of tied points, the place taken at the table in the previous round is considered. If this is also tied, a final salvo roll is made.\"",
  },
  {
    id: "final-standings",
    question: "How are the final standings ranked? The text gives tie-breaks for seating the second and third rounds only.",
    default: "As for seating: total victory, then the place taken at the table in the last round, then a final salvo roll.",
    option: "rules.finalStandings: \"shared\" (total victory only; players with equal victory share a rank); event init --final shared",
    seed: "aces-high.txt, Pairings: \"The second and third rounds are arranged based on the points scored by players in the previous rounds ... In case of tied points, the place taken at the table in the previous round is considered. If this is also tied, a final salvo roll is made.\"",
  },
  {
    id: "round-count",
    question: "How many rounds does an event have?",
    default: "3, the text's example, unless the event file says otherwise (roundCount); no round is paired after the last (ERR_EVENT_OVER).",
    option: "roundCount; event init --rounds <n>",
    seed: "aces-high.txt, Pairings: \"The initial tables are determined randomly. The second and third rounds are arranged based on the points scored by players in the previous rounds\"",
  },
  {
    id: "unfinished-game",
    question: "Does a game record whose game has not ended count?",
    default: "No: a game without time called or the victory limit reached, and that round played to its end, is refused (ERR_GAME_NOT_OVER): its bounty is not victory yet, and a record with no events would give every player at the table first place. event standings exits 1; event next does not pair (ERR_RESULTS_MISSING).",
    option: "rules.unfinishedGames: \"counted\" in the event file (event init --unfinished counted), or allowUnfinished (--allow-unfinished) for one call: the game counts as it stands, bounty not converted, and is listed as not over",
    seed: "aces-high.txt, Scenario Rules: \"When time runs out or one of the players scores 6 victory points (according to the chosen end game conditions), the current round is played to the end, and the game ends. At the end of the game, all remaining bounty points on a player's pilot cards become their victory points.\"",
  },
  {
    id: "entered-result",
    question: "What does a table's result entered from its paper score sheet count, and how is it checked?",
    default: "Each player's victory and bounty at the end of the game and their place: the player scores victory + bounty; the places must be 1 + the number of players who scored more (equal scores share a place, as for a game record). It counts like a game record and is shown as entered, not adjudicated; a game record, when there is one, is preferred.",
    option: null,
    seed: "aces-high.txt, Scenario Rules: \"All bounty remaining on the pilot card at the end of the game become victory.\"; \"The player with the most points at the end of the game is the winner.\"",
  },
  {
    id: "drops-and-late-arrivals",
    question: "What of a player who leaves during the event, or arrives late?",
    default: "A player who leaves keeps their results and their line in the standings, and is not seated from the round they leave. A late arrival is seated from their round on, with no place before it (so they rank after players with the same victory).",
    option: null,
    seed: "aces-high.txt says nothing of players leaving or arriving; Pairings: \"arranged based on the points scored by players in the previous rounds\"",
  },
]);
