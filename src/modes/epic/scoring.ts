import { atHalf, healthValue, lostHealth } from "../x-wing/health.js";
import type { EpicLedgerEntry, EpicState } from "./state.js";

/** What one scoring unit (a ship, or a Quick Build of several ships) is worth to its enemies now. */
export interface UnitScore {
  readonly unit: string;
  readonly player: string;
  readonly value: number;
  /** "destroyed": every ship destroyed or fled; "half": at half health; "gone": no ship left in play, some escaped or in reserve, and not at half health. */
  readonly condition: "destroyed" | "half" | "gone" | "none";
  readonly points: number;
  /** The health value of its ships, added. */
  readonly health: number;
  /** Their lost health as scoring counts it, added: all of it for a ship destroyed or fled; for a ship escaped or in reserve, nothing unless `setup.offTableDamage` is `"counts"`. */
  readonly lost: number;
}

/**
 * Standard scoring, from the current state (Epic Battles Rules Reference, "Standard Scoring"): the
 * value of a unit destroyed or fled, half its value rounded up at half health. A Quick Build of
 * several ships "counts as destroyed if all ships in the wing are destroyed or have fled" (ruling
 * multi-ship-quick-build-destroyed); its lost health is the sum over its ships against the sum of
 * their health values (a ship destroyed or fled counts as all lost, ruling wing-member-lost). A ship
 * escaped or in reserve has lost nothing: alone it gives nothing, in a Quick Build its health value
 * still counts and the other ships' losses stand (ruling escaped-or-reserve); with
 * `setup.offTableDamage: "counts"` it has lost the damage it took before it left.
 */
export function unitScores(state: EpicState): UnitScore[] {
  return state.setup.players.flatMap((p) =>
    p.units.map((u) => {
      const ships = u.ships.map((s) => state.ships[state.ids.indexOf(s.id)]!);
      const gone = (s: (typeof ships)[number]) => s.status === "destroyed" || s.status === "fled";
      const away = (s: (typeof ships)[number]) => s.status === "escaped" || s.status === "reserve";
      const health = ships.reduce((n, s) => n + healthValue(s), 0);
      const keepsDamage = state.setup.offTableDamage === "counts";
      const lost = ships.reduce((n, s) => n + (gone(s) ? healthValue(s) : away(s) && !keepsDamage ? 0 : lostHealth(s)), 0);
      const score = { unit: u.id, player: p.id, value: u.value, health, lost };
      if (ships.every(gone)) return { ...score, condition: "destroyed" as const, points: u.value };
      if (atHalf(lost, health)) return { ...score, condition: "half" as const, points: Math.ceil(u.value / 2) };
      if (ships.some(away) && ships.every((s) => gone(s) || away(s))) return { ...score, condition: "gone" as const, points: 0 };
      return { ...score, condition: "none" as const, points: 0 };
    }),
  );
}

const teamOf = (state: EpicState, player: string) => state.setup.teams.findIndex((t) => t.includes(player));

/** A team's standard score (what its enemies lost) and casualties (what it lost). Allied ships count for neither. */
export function teamTotals(state: EpicState, team: number, units = unitScores(state)): { score: number; casualties: number } {
  let score = 0;
  let casualties = 0;
  for (const u of units) {
    if (teamOf(state, u.player) === team) casualties += u.points;
    else score += u.points;
  }
  return { score, casualties };
}

/**
 * A player's standard score counts its enemies' ships (allied ships are "not treated as enemy ships");
 * its casualties count its own ships only.
 */
export function playerTotals(state: EpicState, player: string, units = unitScores(state)): { score: number; casualties: number } {
  const team = teamOf(state, player);
  let score = 0;
  let casualties = 0;
  for (const u of units) {
    if (u.player === player) casualties += u.points;
    else if (teamOf(state, u.player) !== team) score += u.points;
  }
  return { score, casualties };
}

/**
 * The standard score and casualties as ledger entries, in player order: for each player, an entry in
 * `score` for each enemy unit that scores (destroyed or fled at its value, at half health at half of it
 * rounded up), then one in `casualties` for each of its own; all at `event`. Their sums are
 * `playerTotals`. Posted once, when the game ends; a scoreboard before the end gives them as the game
 * stands.
 */
export function standardScoreEntries(state: EpicState, event: number, units: readonly UnitScore[] = unitScores(state)): EpicLedgerEntry[] {
  const entries: EpicLedgerEntry[] = [];
  const scoring = units.filter((u) => u.points > 0);
  for (const p of state.setup.players) {
    const team = teamOf(state, p.id);
    for (const [account, mine] of [["score", false], ["casualties", true]] as const) {
      let balance = 0;
      for (const u of scoring) {
        if (mine ? u.player !== p.id : u.player === p.id || teamOf(state, u.player) === team) continue;
        balance += u.points;
        entries.push({ event, player: p.id, account, delta: u.points, balance, reason: u.condition === "destroyed" ? "destroyedOrFled" : "halfHealth", subject: u.unit });
      }
    }
  }
  return entries;
}

/**
 * The order in which simultaneous effects resolve (Epic Battles Rules Reference, "Player Order"):
 * in a free-for-all, descending player order; head to head, the first player first; in a team battle
 * the first team's players, then the second team's, each team in player order ("First team and second
 * team function in the same manner as first player and second player"). The first team is the team of
 * the player numbered first (ruling first-team).
 */
export function resolutionOrder(state: EpicState): string[] {
  const byOrder = [...state.setup.players].sort((a, b) => a.order - b.order).map((p) => p.id);
  if (!state.setup.teamBattle) return state.setup.players.length === 2 ? byOrder : byOrder.reverse();
  const first = state.setup.teams.find((team) => team.includes(byOrder[0]!))!;
  return [...byOrder.filter((id) => first.includes(id)), ...byOrder.filter((id) => !first.includes(id))];
}
