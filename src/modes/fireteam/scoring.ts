import { get } from "../../core/schema.js";
import { LIMBS } from "./units.js";
import { conditionAt, type FireteamLedgerEntry, type FireteamReason, type FireteamState } from "./state.js";

/** One line of a player's score: why, how much, and what it is about (a sector, a unit). */
export interface ScoreItem {
  readonly reason: FireteamReason;
  readonly delta: number;
  readonly subject?: string;
}

/** Whether lower scores win in this game mode (Deathmatch, and the harvester's distance in Harvester Push). */
export const lowestWins = (state: Pick<FireteamState, "gameMode">): boolean => state.gameMode === "deathmatch" || state.gameMode === "harvesterPush";

/**
 * What a player's score is made of now; at the end of turn 6 this is the final score
 * (ace-fireteam.txt, GAME MODES).
 */
export function scoreItems(state: FireteamState, player: string): ScoreItem[] {
  const units = state.units.filter((u) => u.player === player);
  const down = units.filter((u) => u.status !== "active");
  switch (state.gameMode) {
    case "control": {
      // "Each sector is worth 1 point. Each DESTROYED or DISABLED unit is -1 point."
      const held = state.sectors.filter((s) => get(state.sectorOwner, s) === player);
      return [...held.map((s) => ({ reason: "sectorHeld" as const, delta: 1, subject: s })), ...down.map((u) => ({ reason: "unitDown" as const, delta: -1, subject: u.id }))];
    }
    case "harvest":
      // "The team with the most collected tokens on their functioning harvester at the end of turn 6 wins."
      return units.filter((u) => u.status === "active" && u.meteors > 0).map((u) => ({ reason: "meteorsHeld" as const, delta: u.meteors, subject: u.id }));
    case "deathmatch": {
      // "a point for each DESTROYED limb on a functioning unit under their control, and 6 points for each unit DISABLED or DESTROYED".
      const items: ScoreItem[] = [];
      for (const u of units) {
        if (u.status !== "active") items.push({ reason: "unitDown", delta: 6, subject: u.id });
        else for (const l of LIMBS) if (conditionAt(state, u, l) === "destroyed") items.push({ reason: "limbDestroyed", delta: 1, subject: `${u.id}.${l}` });
      }
      return items;
    }
    case "harvesterPush": {
      // "The player with the harvester closest to their starting edge of the board at the end of turn 6 wins."
      const d = state.harvesterDistances === null ? undefined : get(state.harvesterDistances, player);
      return typeof d === "number" ? [{ reason: "harvesterDistance", delta: d }] : [];
    }
  }
}

/** A player's score in the game mode as the game stands: the sum of its `scoreItems`. */
export const scoreOf = (state: FireteamState, player: string): number => scoreItems(state, player).reduce((t, i) => t + i.delta, 0);

/**
 * Every player's score as ledger entries, in player order, one per scoring item, all at `event`: what
 * the end of turn 6 posts, and what a scoreboard before it shows as the game stands. Their sums are
 * `scoreOf`.
 */
export function scoreEntries(state: FireteamState, event: number): FireteamLedgerEntry[] {
  const entries: FireteamLedgerEntry[] = [];
  for (const player of state.playerIds) {
    let balance = 0;
    for (const item of scoreItems(state, player)) {
      balance += item.delta;
      entries.push({ event, player, account: "score", delta: item.delta, balance, reason: item.reason, ...(item.subject === undefined ? {} : { subject: item.subject }) });
    }
  }
  return entries;
}

/** The players with the best score: highest, or lowest where lowest wins; ties share. */
export function bestPlayers(state: FireteamState): string[] {
  const scores = state.playerIds.map((id) => scoreOf(state, id));
  const best = lowestWins(state) ? Math.min(...scores) : Math.max(...scores);
  return state.playerIds.filter((_, i) => scores[i] === best);
}
