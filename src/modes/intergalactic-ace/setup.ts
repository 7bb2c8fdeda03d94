import { type Violation, violation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { err, ok, type Result } from "../../core/result.js";
import { boolean, integer, list, object, oneOf, optional, own, problemWith, text, when } from "../../core/schema.js";
import { type EnemyDeckCard, MANUAL_UPGRADE_RESOURCES, resourcesOf, type ScanCardsBeat, STARTER_RESOURCES, type StatChange, type Stats, STATS, type UpgradeCard, upgradeFloor } from "./cards.js";

/** The variants of intergalactic-ace.txt in play. */
export interface Variants {
  readonly shieldsUp: boolean;
  readonly goToWarp: boolean;
  readonly fullyLoaded: boolean;
  readonly changeYourLuck: boolean;
  readonly bossBattles: boolean;
}

/** A player in a checked setup: starter resources and starting upgrades. */
export interface AcePlayer {
  readonly id: string;
  readonly starter: Stats;
  readonly startingUpgrades: readonly string[];
}

/**
 * Whether the record knows the order of the draw piles (ruling face-down-deck): "known" for a digital
 * game or the seeded dealer (the setup and each reshuffle give the order); "unknown" for a face-down
 * deck on a real table (each event names the card revealed).
 */
export type DeckOrder = "known" | "unknown";

/** A checked Intergalactic Ace setup: the players, the variants and both decks in their order. */
export interface IntergalacticAceSetup {
  /** In seat order, clockwise. */
  readonly players: readonly AcePlayer[];
  readonly firstPlayer: string;
  /** The peg board's top hole in every category (ruling stat-cap). */
  readonly statMax: number;
  /** Saved enemy cards a player may hold at once (ruling saved-cards). */
  readonly savedCardLimit: number;
  readonly variants: Variants;
  /** What an Upgrade card that gives Scans must beat (ruling scan-upgrade-cards). */
  readonly scanCardsBeat: ScanCardsBeat;
  /** Whether the piles' order is known (ruling face-down-deck). */
  readonly deckOrder: DeckOrder;
  readonly enemies: readonly EnemyDeckCard[];
  readonly upgrades: readonly UpgradeCard[];
  /**
   * The shuffled draw piles, top card first. With `deckOrder` "unknown", the cards of each draw pile
   * in the order the decks list them: which is on top is not known.
   */
  readonly enemyOrder: readonly string[];
  readonly upgradeOrder: readonly string[];
}

/** The board's holes when the record does not say (ruling stat-cap). */
export const DEFAULT_STAT_MAX = 10;

/**
 * An Intergalactic Ace setup as written in a record, as `SETUP` reads it (the mode's JSON Schema
 * describes the same): the fields with a default may be left out. `startGame` takes it; `parseSetup`
 * checks it into `IntergalacticAceSetup`.
 */
export interface IntergalacticAceSetupInput {
  /** In seat order, clockwise. */
  readonly players: readonly { readonly id: string; readonly starter: Stats; readonly startingUpgrades?: readonly string[] }[];
  readonly firstPlayer: string;
  readonly statMax?: number;
  readonly savedCardLimit?: number;
  readonly scanCardsBeat?: ScanCardsBeat;
  readonly variants?: Partial<Variants>;
  readonly decks: {
    readonly enemies: readonly EnemyDeckCard[];
    readonly upgrades: readonly UpgradeCard[];
    readonly order?: DeckOrder;
    /** The shuffled draw piles, top card first (with `order` "known", the default). */
    readonly enemyOrder?: readonly string[];
    readonly upgradeOrder?: readonly string[];
  };
}

const ID = text(64, PLAYER_ID, "an id (1-64 letters, digits or _.:-, starting with a letter or digit)");
const stat = integer(0, 99);
const statFields = Object.fromEntries(STATS.map((s) => [s, optional(stat)]));
const ENEMY = when(
  "duel",
  object({ id: ID, name: optional(text(200)), duel: oneOf(true) }),
  object({
    id: ID, name: optional(text(200)), duel: optional(oneOf(false)),
    weapons: stat, cloaking: stat, maneuvering: stat, speed: stat, defense: integer(0, 13), drain: optional(object(statFields)),
  }),
  true,
);
/** The shape of a setup, as `parseSetup` checks it first and the mode's JSON Schema describes it. */
export const SETUP = object({
  players: list(object({ id: ID, starter: object(Object.fromEntries(STATS.map((s) => [s, stat]))), startingUpgrades: optional(list(ID, 0, 22, true)) }), 2, 6),
  firstPlayer: ID,
  statMax: optional(integer(1, 99)),
  savedCardLimit: optional(integer(1, 16)),
  scanCardsBeat: optional(oneOf("manual-upgrade", "manual-scan")),
  variants: optional(object({ shieldsUp: optional(boolean), goToWarp: optional(boolean), fullyLoaded: optional(boolean), changeYourLuck: optional(boolean), bossBattles: optional(boolean) })),
  decks: object({
    enemies: list(ENEMY, 1, 200),
    upgrades: list(object({ id: ID, name: optional(text(200)), ...statFields }), 1, 200),
    order: optional(oneOf("known", "unknown")),
    enemyOrder: optional(list(ID, 0, 200, true)),
    upgradeOrder: optional(list(ID, 0, 200, true)),
  }),
});

interface RawSetup {
  players: { id: string; starter: Stats; startingUpgrades?: string[] }[];
  firstPlayer: string;
  statMax?: number;
  savedCardLimit?: number;
  scanCardsBeat?: ScanCardsBeat;
  variants?: Partial<Variants>;
  decks: { enemies: EnemyDeckCard[]; upgrades: UpgradeCard[]; order?: DeckOrder; enemyOrder?: string[]; upgradeOrder?: string[] };
}

/** Upgrade cards dealt to each player at the start: 2 with 5 or 6 players, and 3 more with Fully Loaded. */
export function startingUpgradeCount(players: number, fullyLoaded: boolean): number {
  return (players >= 5 ? 2 : 0) + (fullyLoaded ? 3 : 0);
}

/** Checks an untrusted Intergalactic Ace setup: players, starters, the dealt upgrades, and both decks' order. */
export function parseSetup(raw: unknown): Result<IntergalacticAceSetup, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  const problem = problemWith(SETUP, raw, "setup");
  if (problem !== undefined) return fail(problem);
  const s = raw as RawSetup;
  const variants: Variants = {
    shieldsUp: s.variants?.shieldsUp ?? false,
    goToWarp: s.variants?.goToWarp ?? false,
    fullyLoaded: s.variants?.fullyLoaded ?? false,
    changeYourLuck: s.variants?.changeYourLuck ?? false,
    bossBattles: s.variants?.bossBattles ?? false,
  };
  const statMax = s.statMax ?? DEFAULT_STAT_MAX;
  const ids = s.players.map((p) => p.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) return fail(`expected player ids to be unique; ${JSON.stringify(repeated)} is repeated`);
  if (!ids.includes(s.firstPlayer)) return fail(`expected setup.firstPlayer to be a player (${ids.join(", ")}), got ${JSON.stringify(s.firstPlayer)}`);
  const scanCardsBeat = own(s, "scanCardsBeat") ?? "manual-upgrade";
  const deckOrder = own(s.decks, "order") ?? "known";
  const deckProblem = decksProblem(s, scanCardsBeat);
  if (deckProblem !== undefined) return fail(deckProblem);
  const dealt = new Set<string>();
  const count = startingUpgradeCount(ids.length, variants.fullyLoaded);
  if (count * ids.length > s.decks.upgrades.length) return fail(`expected enough Upgrade cards to deal ${count} to each of ${ids.length} players (${count * ids.length}); the deck has ${s.decks.upgrades.length} (ruling deal-limit)`);
  for (const [i, p] of s.players.entries()) {
    const at = `setup.players[${i}]`;
    if (p.starter.scans !== 0) return fail(`expected ${at}.starter to give no scans ("None of them give you Scans"), got ${p.starter.scans}`);
    if (resourcesOf(p.starter) !== STARTER_RESOURCES) return fail(`expected ${at}.starter to give 15 resources ("All Starter Cards give you 15 resources"), got ${resourcesOf(p.starter)}`);
    const over = STATS.find((x) => p.starter[x] > statMax);
    if (over !== undefined) return fail(`expected ${at}.starter.${over} to fit the board (statMax ${statMax}), got ${p.starter[over]}`);
    const ups = p.startingUpgrades ?? [];
    if (ups.length !== count) {
      const rules = [ids.length >= 5 ? `"In a 5-6 player game, players are dealt 2 Upgrade Cards"` : `no Upgrade cards with ${ids.length} players`, ...(variants.fullyLoaded ? [`Fully Loaded: "each player is also dealt 3 Upgrade Cards"`] : [])];
      return fail(`expected ${at}.startingUpgrades to hold ${count} cards (${rules.join("; ")}), got ${ups.length}`);
    }
    for (const u of ups) {
      if (!s.decks.upgrades.some((c) => c.id === u)) return fail(`expected ${at}.startingUpgrades to name upgrade cards, got ${JSON.stringify(u)}`);
      if (dealt.has(u)) return fail(`expected each upgrade card to be dealt once; ${JSON.stringify(u)} is dealt twice`);
      dealt.add(u);
    }
  }
  // The dealt upgrades went to the discard pile; the draw pile is every other upgrade card.
  const undealt = s.decks.upgrades.filter((c) => !dealt.has(c.id)).map((c) => c.id);
  const enemyCards = s.decks.enemies.map((c) => c.id);
  const enemyOrder = own(s.decks, "enemyOrder");
  const upgradeOrder = own(s.decks, "upgradeOrder");
  if (deckOrder === "unknown") {
    const given = enemyOrder !== undefined ? "enemyOrder" : upgradeOrder !== undefined ? "upgradeOrder" : undefined;
    if (given !== undefined) return fail(`expected no setup.decks.${given} with setup.decks.order "unknown": the order of a face-down pile is not known (ruling face-down-deck)`);
  } else {
    const missing = enemyOrder === undefined ? "enemyOrder" : upgradeOrder === undefined ? "upgradeOrder" : undefined;
    if (missing !== undefined) return fail(`expected setup.decks.${missing}, the shuffled draw pile top card first, or setup.decks.order "unknown" for a face-down deck (ruling face-down-deck)`);
    const pileProblem = permutationProblem("setup.decks.upgradeOrder", upgradeOrder!, undealt, "the upgrade cards not dealt at the start");
    if (pileProblem !== undefined) return fail(pileProblem);
    const enemyProblem = permutationProblem("setup.decks.enemyOrder", enemyOrder!, enemyCards, "every enemy ships card");
    if (enemyProblem !== undefined) return fail(enemyProblem);
  }
  return ok({
    players: s.players.map((p) => ({ id: p.id, starter: { ...p.starter }, startingUpgrades: [...(p.startingUpgrades ?? [])] })),
    firstPlayer: s.firstPlayer,
    statMax,
    savedCardLimit: s.savedCardLimit ?? 1,
    variants,
    scanCardsBeat,
    deckOrder,
    enemies: s.decks.enemies.map((c) => ({ ...c })),
    upgrades: s.decks.upgrades.map((c) => ({ ...c })),
    enemyOrder: [...(enemyOrder ?? enemyCards)],
    upgradeOrder: [...(upgradeOrder ?? undealt)],
  });
}

function decksProblem(s: RawSetup, scanCardsBeat: ScanCardsBeat): string | undefined {
  const all = [...s.decks.enemies.map((c) => c.id), ...s.decks.upgrades.map((c) => c.id)];
  const repeated = all.find((id, i) => all.indexOf(id) !== i);
  if (repeated !== undefined) return `expected card ids to be unique across both decks; ${JSON.stringify(repeated)} is repeated`;
  // "Random Upgrade Cards will always provide more resources than a manual upgrade" (ruling scan-upgrade-cards).
  const weak = s.decks.upgrades.find((c) => resourcesOf(c as StatChange) <= upgradeFloor(c, scanCardsBeat));
  if (weak === undefined) return undefined;
  const floor = upgradeFloor(weak, scanCardsBeat);
  const scans = (own(weak, "scans") ?? 0) > 0;
  const why = floor === MANUAL_UPGRADE_RESOURCES
    ? `a manual upgrade gives 3${scans ? " and a Scan counts as 1 resource (ruling scan-upgrade-cards)" : ""}`
    : `it gives Scans and the manual Scan upgrade gives 1 (setup.scanCardsBeat "manual-scan", ruling scan-upgrade-cards)`;
  return `expected upgrade card ${weak.id} to give more than ${floor} resource${floor > 1 ? "s" : ""}, as ${why} ("Random Upgrade Cards will always provide more resources than a manual upgrade"); it gives ${resourcesOf(weak as StatChange)}`;
}

/** Whether `order` is exactly `cards` in some order: every card once, nothing else. */
export function permutationProblem(what: string, order: readonly string[], cards: readonly string[], described: string): string | undefined {
  const missing = cards.find((c) => !order.includes(c));
  if (missing !== undefined) return `expected ${what} to be a shuffle of ${described}; ${JSON.stringify(missing)} is missing`;
  const extra = order.find((c) => !cards.includes(c));
  if (extra !== undefined) return `expected ${what} to be a shuffle of ${described}; ${JSON.stringify(extra)} is not one of them`;
  return order.length === cards.length ? undefined : `expected ${what} to hold each card once`;
}
