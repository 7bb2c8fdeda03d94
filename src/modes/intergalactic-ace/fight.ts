import { own } from "../../core/schema.js";
import { ACE_KILLS, COMBAT_STATS, type CombatStat, type EnemyCard, type StatChange, type Stats, STATS } from "./cards.js";

/** A pilot as the fight rules see it: its pegs and its kills. */
export interface Pilot {
  readonly stats: Stats;
  readonly kills: number;
}

/** How a fight ends: the pilot retreats (Combat Stats too low to engage), kills, ties, or is defeated. */
export type Outcome = "retreat" | "kill" | "tie" | "defeat";

/** Adds resources, capped at `max` ("If a stat category is completely full, then the upgrades in that category go to waste"). */
export function addStats(stats: Stats, change: StatChange, max: number): { stats: Stats; wasted: number } {
  const out: { -readonly [S in keyof Stats]: number } = { ...stats };
  let wasted = 0;
  for (const s of STATS) {
    const add = own(change, s) ?? 0;
    const room = max - out[s];
    wasted += Math.max(0, add - room);
    out[s] = Math.min(max, out[s] + add);
  }
  return { stats: out, wasted };
}

/** Removes resources; no stat goes below 0. */
export function loseStats(stats: Stats, change: StatChange): Stats {
  const out: { -readonly [S in keyof Stats]: number } = { ...stats };
  for (const s of STATS) out[s] = Math.max(0, out[s] - (own(change, s) ?? 0));
  return out;
}

const EACH_COMBAT_STAT = (n: number): StatChange => ({ weapons: n, cloaking: n, maneuvering: n, speed: n });

/**
 * "the player's ship must first have stats >= the Enemy's Combat Stats on the card in at least 3 out of
 * the 4 Combat Stat Categories"; Boss Battles: "superior or equal stats in all 4".
 */
export function engages(pilot: Pick<Stats, CombatStat>, enemy: Pick<Stats, CombatStat>, bossBattles: boolean): boolean {
  let atLeast = 0;
  for (const s of COMBAT_STATS) if (pilot[s] >= enemy[s]) atLeast++;
  return atLeast >= (bossBattles ? 4 : 3);
}

/** "Roll > Enemy Defense level": kill; equal: tie; lower: defeat. */
export function rollOutcome(roll: number, defense: number): "kill" | "tie" | "defeat" {
  return roll > defense ? "kill" : roll === defense ? "tie" : "defeat";
}

/** Boss Battles tie: "lose 2 stats from your best Combat Stat category. If 2 or more are tied for best, lose 2 stats from each". */
export function bestCombatStats(stats: Pick<Stats, CombatStat>): CombatStat[] {
  const best = Math.max(...COMBAT_STATS.map((s) => stats[s]));
  return COMBAT_STATS.filter((s) => stats[s] === best);
}

function bossTie(stats: Stats): Stats {
  return loseStats(stats, Object.fromEntries(bestCombatStats(stats).map((s) => [s, 2])));
}

/** The outcome of a dogfight: the pilot's pegs and kills after it. */
export interface DogfightResult {
  readonly outcome: Outcome;
  readonly stats: Stats;
  readonly kills: number;
  /** The change in kills: +1, -1 or 0. */
  readonly killChange: number;
}

/**
 * A dogfight against an Enemy Ships card, after the 3 Fuel are paid (intergalactic-ace.txt, DOGFIGHTS).
 * `roll` includes any Go to Warp bonus. Order: compare Combat Stats (retreat, no drain); else the
 * enemy's drain, then the roll against its Defense.
 */
export function dogfight(pilot: Pilot, enemy: EnemyCard, roll: number, bossBattles: boolean): DogfightResult {
  if (!engages(pilot.stats, enemy, bossBattles)) return { outcome: "retreat", stats: loseStats(pilot.stats, EACH_COMBAT_STAT(1)), kills: pilot.kills, killChange: 0 };
  // "These stats are lost during the battle ... after combat stats are compared ... and before kills are awarded."
  const drained = loseStats(pilot.stats, own(enemy, "drain") ?? {});
  const outcome = rollOutcome(roll, enemy.defense);
  if (outcome === "kill") {
    const kills = Math.min(ACE_KILLS, pilot.kills + 1);
    return { outcome, stats: drained, kills, killChange: kills - pilot.kills };
  }
  if (outcome === "tie") return { outcome, stats: bossBattles ? bossTie(drained) : drained, kills: pilot.kills, killChange: 0 };
  // Defeat: "loses 5 Shield resources", "1 resource from each of the Combat Stat categories", and a kill "If the player's Shields get down to zero".
  const stats = loseStats(drained, { shields: 5, ...EACH_COMBAT_STAT(1) });
  const kills = stats.shields === 0 ? Math.max(0, pilot.kills - 1) : pilot.kills;
  return { outcome, stats, kills, killChange: kills - pilot.kills };
}

/** The outcome of a fight between players: what changed hands, and both pilots after it. */
export interface DuelResult {
  readonly outcome: Outcome;
  /** What changed hands: a kill, the shields, or nothing. */
  readonly stakes: "kill" | "shields" | null;
  readonly player: Pilot;
  readonly opponent: Pilot;
}

/**
 * A "fight a player" card (intergalactic-ace.txt, FIGHTING OTHER PLAYERS), after the 3 Fuel are paid.
 * `defense` is 7, or the opponent's Shields (Shields Up), or the opponent's roll (Change Your Luck).
 */
export function duel(player: Pilot, opponent: Pilot, roll: number, defense: number, opts: { readonly bossBattles: boolean; readonly statMax: number }): DuelResult {
  if (!engages(player.stats, opponent.stats, opts.bossBattles)) {
    return { outcome: "retreat", stakes: null, player: { stats: loseStats(player.stats, EACH_COMBAT_STAT(1)), kills: player.kills }, opponent };
  }
  const outcome = rollOutcome(roll, defense);
  if (outcome === "tie") return { outcome, stakes: null, player: opts.bossBattles ? { ...player, stats: bossTie(player.stats) } : player, opponent };
  const [winner, loser] = outcome === "kill" ? [player, opponent] : [opponent, player];
  let w: Pilot = winner;
  let l: Pilot = loser;
  let stakes: DuelResult["stakes"] = null;
  if (player.kills === 0 && opponent.kills === 0) {
    // "the players fight for shields instead with the winner gaining all of their opponent's shields".
    stakes = "shields";
    w = { ...winner, stats: addStats(winner.stats, { shields: loser.stats.shields }, opts.statMax).stats };
    l = { ...loser, stats: { ...loser.stats, shields: 0 } };
  } else if (loser.kills > 0) {
    // Steal (kill) or give (defeat) a kill; "the player with no kills has nothing to lose".
    stakes = "kill";
    w = { ...winner, kills: Math.min(ACE_KILLS, winner.kills + 1) };
    l = { ...loser, kills: loser.kills - 1 };
  }
  return outcome === "kill" ? { outcome, stakes, player: w, opponent: l } : { outcome, stakes, player: l, opponent: w };
}
