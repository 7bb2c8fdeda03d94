/**
 * Aces High side events: table sizes, seating by results, standings from the games' records or
 * from results entered from the tables' score sheets, and what an organiser changes on the night
 * (late arrivals, players who leave, tables seated by hand, salvo rolls made at the table)
 * (aces-high.txt, Synopsis and Pairings).
 *
 * @module ace-ledger/tournament
 */
export { splitTables, TABLE_SIZES, type TableSizes } from "./tables.js";
export {
  type AcesHighEvent,
  type AcesHighShipInput,
  activePlayers,
  arrivalOf,
  DEFAULT_EVENT_RULES,
  DEFAULT_GAME_RULES,
  displayName,
  dropOf,
  type EntrantEntry,
  entrantOf,
  type GameRules,
  gameRulesOf,
  DEFAULT_ROUND_COUNT,
  type EventRules,
  parseEventFile,
  parseResultRecord,
  type PlayerRound,
  type ReplacedResult,
  type ResultLine,
  type ResultRecord,
  type RoundEntry,
  roundCountOf,
  rulesOf,
  type SalvoEntry,
  type ShipEntry,
  shipOf,
  type TableEntry,
} from "./event.js";
export {
  type CountedGame,
  type EventStanding,
  type EventStandings,
  eventStandings,
  type GameError,
  type RecordResolver,
  roundsPlayed,
  type SalvoTie,
  salvoRolls,
  scoreTable,
  type StandingsOptions,
  type TableScore,
  tryEventStandings,
} from "./standings.js";
export { addRound, type NextRound, nextRound, type NextRoundOptions, type RankingEntry, tryNextRound } from "./seating.js";
export {
  createEvent,
  dropPlayer,
  enterResult,
  type EnteredResult,
  enterSalvos,
  type EventInput,
  joinPlayer,
  type JoinOptions,
  type ResultOptions,
  type Seat,
  seatTables,
  type TableSheet,
  tableSheets,
} from "./organise.js";
export { eventGameRules, gameRecordProblem, sheetAllowsNegative, tableGameRecord, type TableGameRecord } from "./game-record.js";
export { rejoinPlayer, removeArrival, type UndoneRound, type UndoOptions, undoRound, withEntrants } from "./roster.js";
export { TOURNAMENT_ERROR_CODES, type TournamentErrorCode } from "./errors.js";
export { TOURNAMENT_RULINGS } from "./rulings.js";
export { seededRandom, shuffle } from "../../core/random.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
