import { type RuleViolation, at, violation } from "../core/errors.js";
import { err, type Result } from "../core/result.js";
import { own } from "../core/schema.js";
import { type AcesHighEvent, type AcesHighShipInput, entrantOf, type GameRules, parseEventFile, shipOf, withEntrants } from "../modes/tournament/index.js";

// A player's squad given after they were registered (`event squad`): a player entered by name alone
// gets the ship `event game` seats at their table, checked as `join` checks a squad.

/** The point limit and edition squads are checked with, when an event is given them after it began. */
export type SquadRules = Partial<Pick<GameRules, "pointLimit" | "edition">>;

/** What `withSquad` did: the event, and the label of the ship the player flew before (null: none). */
export interface SquadGiven {
  readonly event: AcesHighEvent;
  readonly before: string | null;
}

/**
 * The event with `player` flying `ship` (an Aces High setup's ship, imported from their squad): the
 * ship `event game` seats them with, and `label`, what the table sheets print. It replaces the ship
 * they had. `rules` (the point limit, the edition) are recorded where the event has none, so that
 * later squads are checked alike.
 */
export function withSquad(given: AcesHighEvent, player: string, ship: AcesHighShipInput, label: string, rules: SquadRules = {}): Result<SquadGiven, RuleViolation> {
  const parsed = parseEventFile(given);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (!event.players.includes(player)) return err(at(violation("ERR_UNKNOWN_PLAYER", `expected a player of the event, got ${JSON.stringify(player)}`), null));
  const before = shipOf(event, player);
  const entrant = entrantOf(event, player);
  const name = entrant === undefined ? undefined : own(entrant, "name");
  const shipped = withEntrants(withSquadRules(event, rules), [{ player, ...(name === undefined ? {} : { name }), ship }]);
  if (!shipped.ok) return shipped;
  const ships = [...(own(shipped.value, "ships") ?? []).filter((s) => s.player !== player), { player, ship: label }];
  const written = parseEventFile({ ...shipped.value, ships });
  return written.ok ? { ok: true, value: { event: written.value, before } } : written;
}

/** The event with the point limit and edition of `rules` where it names none (the event's own stay). */
export function withSquadRules(event: AcesHighEvent, rules: SquadRules): AcesHighEvent {
  const game = own(event, "game") ?? {};
  const added = {
    ...(rules.pointLimit === undefined || own(game, "pointLimit") !== undefined ? {} : { pointLimit: rules.pointLimit }),
    ...(rules.edition === undefined || own(game, "edition") !== undefined ? {} : { edition: rules.edition }),
  };
  return Object.keys(added).length === 0 ? event : { ...event, game: { ...game, ...added } };
}
