import type { RuleViolation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { type AcesHighRules, PRESETS } from "../aces-high/rules.js";
import type { AcesHighState } from "../aces-high/state.js";
import { own } from "../../core/schema.js";
import { type AcesHighEvent, type AcesHighShipInput, entrantOf, type GameRules, gameRulesOf, parseEventFile, refusal } from "./event.js";

/** The Aces High rules every game of the event is played with: its preset, with its victory limit. */
export function eventGameRules(game: GameRules): AcesHighRules {
  return { ...PRESETS[game.preset], victoryLimit: game.victoryLimit };
}

/** A table's game record as `tableGameRecord` writes it: ready for the game's events. */
export interface TableGameRecord {
  readonly mode: "aces-high";
  readonly version: 1;
  readonly setup: {
    readonly players: readonly { readonly id: string; readonly order: number; readonly name?: string; readonly ship: AcesHighShipInput }[];
    readonly rules: { readonly preset: GameRules["preset"]; readonly victoryLimit: number | null };
  };
  readonly events: readonly [];
  /** Where the game is played, and its time: for people and apps; the engine does not read it. */
  readonly meta: { readonly event?: string; readonly round: number; readonly table: number; readonly timeLimit: number | null };
}

/**
 * The game record of a table of a paired round, before its first event: the seated players in their
 * player order for the round (the first seated has order 1), each with the ship of their squad, and
 * the event's game rules. `ERR_SEATING` for a table the round does not have; `ERR_UNKNOWN_PLAYER` for
 * a player without a ship (one who joined without a squad: use a score sheet, or a record of the app's).
 */
export function tableGameRecord(given: AcesHighEvent, round: number, table: number): Result<TableGameRecord, RuleViolation> {
  // Read as every function of the module reads its event: once, into a copy of its own fields.
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const entry = event.rounds[round - 1]?.tables[table - 1];
  if (!Number.isInteger(round) || !Number.isInteger(table) || entry === undefined) {
    const paired = event.rounds.length;
    return err(refusal("ERR_SEATING", paired === 0 ? "expected a round paired first; no round is" : `expected a table of a paired round (rounds 1 to ${paired}), got round ${round}, table ${table}`));
  }
  const players = [];
  for (const [i, id] of entry.players.entries()) {
    const entrant = entrantOf(event, id);
    if (entrant === undefined || own(entrant, "ship") === undefined) return err(refusal("ERR_UNKNOWN_PLAYER", `expected a ship for ${JSON.stringify(id)} (a squad given at init or join); enter this table's result from its score sheet instead`));
    const name = own(entrant, "name");
    players.push({ id, order: i + 1, ...(name === undefined ? {} : { name }), ship: own(entrant, "ship")! });
  }
  const game = gameRulesOf(event);
  const name = own(event, "name");
  return ok({
    mode: "aces-high",
    version: 1,
    setup: { players, rules: { preset: game.preset, victoryLimit: game.victoryLimit } },
    events: [],
    meta: { ...(name === undefined ? {} : { event: name }), round, table, timeLimit: game.timeLimit },
  });
}

/**
 * What makes a replayed game record another table's or another event's, or undefined: its players
 * must be the table's with the table's player order (the first seated has order 1), and its rules the
 * event's (`eventGameRules`: the preset, with the event's victory limit, and nothing overridden).
 */
export function gameRecordProblem(state: AcesHighState, seated: readonly string[], game: GameRules): string | undefined {
  const byOrder = [...state.players].sort((a, b) => a.order - b.order);
  const orders = byOrder.map((p) => `${p.id} ${p.order}`).join(", ");
  const wanted = seated.map((id, i) => `${id} ${i + 1}`).join(", ");
  if (orders !== wanted) return `expected the record's players and order numbers to be the table's (${wanted}), got ${orders}`;
  const rules = eventGameRules(game);
  const differs = (Object.keys(rules) as (keyof AcesHighRules)[]).filter((k) => state.rules[k] !== rules[k]);
  if (differs.length > 0) {
    const shown = differs.map((k) => `${k} ${JSON.stringify(state.rules[k])} (the event's: ${JSON.stringify(rules[k])})`).join(", ");
    return `expected the event's game rules (preset ${game.preset}, victory limit ${game.victoryLimit ?? "none"}), got ${shown}`;
  }
  return undefined;
}

/** Whether a result entered from a score sheet may have negative victory: the event's preset says. */
export function sheetAllowsNegative(game: GameRules): boolean {
  return eventGameRules(game).allowNegativeVictory;
}
