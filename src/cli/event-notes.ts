import { own } from "../core/schema.js";
import type { AcesHighEvent } from "../modes/tournament/index.js";

// What a change does that the organiser cannot see from the command's own line: a table printed on the
// wall that loses a player, a round drawn anew, a salvo roll that takes an earlier one's place. The
// event commands print them as warnings; anything else running the same changes can show them alike.

/** A table of a paired round that a player left: its round, its number, and its players now, in order. */
export interface TableLeft {
  readonly round: number;
  readonly table: number;
  readonly players: readonly string[];
}

/** The tables of the rounds paired from `round` on that `player` sat at in `before` and no longer in `after` (`dropPlayer`). */
export function seatsLeft(before: AcesHighEvent, after: AcesHighEvent, player: string, round: number): TableLeft[] {
  return before.rounds.slice(round - 1).flatMap((r, i) => {
    const t = r.tables.findIndex((table) => table.players.includes(player));
    const now = after.rounds[round - 1 + i]?.tables[t];
    return t === -1 || now === undefined ? [] : [{ round: round + i, table: t + 1, players: now.players }];
  });
}

/** The players of a round paired again whose table or order number differs from the pairing before. */
export function movedPlayers(before: readonly (readonly string[])[], after: readonly (readonly string[])[]): string[] {
  const seat = (tables: readonly (readonly string[])[]) => new Map(tables.flatMap((players, t) => players.map((id, o) => [id, `${t + 1}/${o + 1}`] as const)));
  const [was, now] = [seat(before), seat(after)];
  return [...now].filter(([id, s]) => was.get(id) !== s).map(([id]) => id);
}

/** A player's salvo rolls for a round replaced by new ones that do not begin with them: the earlier rolls are lost. */
export interface RollsReplaced {
  readonly player: string;
  readonly before: readonly number[];
  readonly now: readonly number[];
}

/**
 * The players whose rolls for `round` in `event` the new `rolls` replace without keeping (`enterSalvos`
 * replaces a player's rolls for the round): a re-roll entered alone, instead of after the first roll.
 */
export function replacedRolls(event: AcesHighEvent, round: number, rolls: ReadonlyMap<string, readonly number[]>): RollsReplaced[] {
  return (own(event, "salvos") ?? []).flatMap((s) => {
    const now = rolls.get(s.player);
    if (s.round !== round || now === undefined) return [];
    return s.rolls.every((r, i) => now[i] === r) ? [] : [{ player: s.player, before: s.rolls, now }];
  });
}
