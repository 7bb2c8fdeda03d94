import type { AcesHighEvent } from "../../src/modes/tournament/index.js";

type Event = { type: string; [key: string]: unknown };

/**
 * An Aces High game record at a table (players in player order, hull 2 and no shields each): each
 * `[killer, victim]` is first damage and a kill in round 1 (1 + 2 victory and 1 bounty for the
 * killer), then time is called and the round ends, so the game is over and the bounty becomes
 * victory: 4 for each kill. `over: false` leaves time uncalled (the bounty stays bounty).
 */
export function game(players: readonly string[], kills: readonly (readonly [string, string])[] = [], { over = true } = {}) {
  const events: Event[] = [{ type: "roundStarted" }];
  for (const [by, target] of kills) {
    events.push({ type: "damaged", target, amount: 2, source: { kind: "attack", by } }, { type: "destroyed", targets: [target] });
  }
  if (over) events.push({ type: "timeCalled" });
  events.push({ type: "roundEnded" });
  return { mode: "aces-high", version: 1, setup: { players: players.map((id, i) => ({ id, order: i + 1, ship: { hull: 2, shields: 0 } })) }, events };
}

/** A result record as entered from a score sheet: `[player, victory, bounty, place]`. */
export function sheet(...lines: readonly (readonly [string, number, number, number])[]) {
  return { mode: "aces-high-result", players: lines.map(([id, victory, bounty, place]) => ({ id, victory, bounty, place })) };
}

/**
 * An event file: its players, seed and rounds of tables (each a table's players and its record, if
 * any). Its salvo rolls are drawn from the seed (`salvoRolls: "seeded"`) unless `more.rules` says
 * otherwise, so that a tie never waits for rolls made at the table.
 */
export function eventOf(players: readonly string[], rounds: readonly (readonly { players: readonly string[]; record?: unknown }[])[] = [], more: Partial<AcesHighEvent> = {}): AcesHighEvent {
  const tables = rounds.map((round) => ({ tables: round.map((t) => ({ ...t, players: [...t.players] })) }));
  return { mode: "aces-high-event", seed: 2026, players: [...players], rounds: tables, ...more, rules: { salvoRolls: "seeded", ...more.rules } };
}

/** A table with a finished game record: the first player kills the second. */
export const played = (players: readonly string[]) => ({ players, record: game(players, [[players[0]!, players[1]!]]) });

/** Eight players, and the two tables of four the tests seat them at in round 1. */
export const EIGHT = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];
export const T1 = EIGHT.slice(0, 4);
export const T2 = EIGHT.slice(4);

/** A result as a line to compare: "ok", or the error's code and message. */
export const said = (r: { readonly ok: boolean; readonly error?: { readonly code: string; readonly message: string } }) => (r.ok ? "ok" : `${r.error!.code}: ${r.error!.message}`);
