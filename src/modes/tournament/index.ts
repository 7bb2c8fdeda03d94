/**
 * Aces High side events: table sizes, seating by results, and standings from the games' records
 * (aces-high.txt, Synopsis and Pairings).
 *
 * @module ace-ledger/tournament
 */
export { splitTables } from "./tables.js";
export { type AcesHighEvent, parseEventFile, type RoundEntry, type TableEntry } from "./event.js";
export { type EventStanding, type EventStandings, eventStandings, type GameError, type RecordResolver, salvoRolls } from "./standings.js";
export { type NextRound, nextRound } from "./seating.js";
export { seededRandom, shuffle } from "../../core/random.js";
export { isRuleViolationError, type RuleViolation, RuleViolationError } from "../../core/errors.js";
