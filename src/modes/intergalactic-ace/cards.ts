import { own } from "../../core/schema.js";
import { deepFreeze } from "../../core/freeze.js";

/** The four Combat Stats: "Weapons, Cloaking, Maneuvering, and Speed". */
export const COMBAT_STATS = /* @__PURE__ */ deepFreeze(["weapons", "cloaking", "maneuvering", "speed"] as const);
/** A Combat Stat of `COMBAT_STATS`. */
export type CombatStat = (typeof COMBAT_STATS)[number];

/** The seven peg categories of a player ship. */
export const STATS = /* @__PURE__ */ deepFreeze([...COMBAT_STATS, "fuel", "shields", "scans"] as const);
/** A peg category of `STATS`. */
export type Stat = (typeof STATS)[number];

/** The six categories a manual upgrade's 3 resources may go to (not Scans). */
export const MANUAL_STATS = /* @__PURE__ */ deepFreeze([...COMBAT_STATS, "fuel", "shields"] as const);

/** A value in every peg category: a ship's pegs, or a starter's resources. */
export type Stats = { readonly [S in Stat]: number };
/** A change to some peg categories: what an Upgrade card adds or an enemy drains. */
export type StatChange = { readonly [S in Stat]?: number };

/** A standard Enemy Ships card: its Combat Stats, Defense level, and what it drains on engagement. */
export interface EnemyCard {
  readonly id: string;
  readonly name?: string;
  readonly duel?: false;
  readonly weapons: number;
  readonly cloaking: number;
  readonly maneuvering: number;
  readonly speed: number;
  readonly defense: number;
  /** "Some enemies also make players lose stat resources in a specific category." */
  readonly drain?: StatChange;
}

/** One of the 3 "fight a player" cards of the Enemy Ships deck. */
export interface DuelCard {
  readonly id: string;
  readonly name?: string;
  readonly duel: true;
}

/** A card of the Enemy Ships deck: an enemy to dogfight, or a "fight a player" card. */
export type EnemyDeckCard = EnemyCard | DuelCard;

/** An Upgrade card: the resources it adds. */
export interface UpgradeCard extends StatChange {
  readonly id: string;
  readonly name?: string;
}

/** Resources a card or starter carries, in all seven categories. */
export function resourcesOf(change: StatChange): number {
  let total = 0;
  for (const s of STATS) total += own(change, s) ?? 0;
  return total;
}

/** A manual upgrade: "1 resource to the Scans category or 3 upgrade resources to any other category(s)". */
export const MANUAL_UPGRADE_RESOURCES = 3;
/** The manual upgrade of Scans: "1 resource to the Scans category". */
export const MANUAL_SCAN_RESOURCES = 1;

/**
 * What a card that gives Scans must beat (ruling scan-upgrade-cards): the manual upgrade of 3
 * resources, as every other card (the default), or the manual Scan upgrade of 1.
 */
export type ScanCardsBeat = "manual-upgrade" | "manual-scan";

/**
 * The resources an Upgrade card must give more than: "Random Upgrade Cards will always provide more
 * resources than a manual upgrade". 3; for a card that gives Scans, 1 when `scanCardsBeat` is
 * "manual-scan".
 */
export function upgradeFloor(card: StatChange, scanCardsBeat: ScanCardsBeat): number {
  return scanCardsBeat === "manual-scan" && (own(card, "scans") ?? 0) > 0 ? MANUAL_SCAN_RESOURCES : MANUAL_UPGRADE_RESOURCES;
}

/** "All Starter Cards give you 15 resources. None of them give you Scans." */
export const STARTER_RESOURCES = 15;
/** "Pilots who shot down 5 or more enemy craft were given the coveted title of Ace"; 5 Kill Tokens each. */
export const ACE_KILLS = 5;
/** "by first paying 3 Fuel units" (and the Go to Warp price). */
export const FUEL_COST = 3;
/** Enemy Ships cards a Scan reveals: "the top 3 cards", or 6 with 2 Scans. */
export const SCAN_REVEALS = 3;
/** "Player X's Defense level is always 7." */
export const DUEL_DEFENSE = 7;
