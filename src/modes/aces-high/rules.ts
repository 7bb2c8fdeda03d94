import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { boolean, integer, nullable, object, oneOf, optional, problemWith } from "../../core/schema.js";

/** Who can earn first damage and kills. */
export type CreditedSources =
  /** aces-high.txt: attacks, abilities, own devices and remotes, tractors and pushes onto hazards. */
  | "all"
  /** FFG Epic Battles wording: only an enemy ship (attack, ability) or its device or remote. */
  | "enemyShipsAndDevices"
  /** FFG 80-point side events: only attack damage scores. */
  | "attacks";

/**
 * The rule options of a game: a preset with every field filled in, as `setup.rules` overrides it.
 * docs/aces-high.md describes each option.
 */
export interface AcesHighRules {
  readonly preset: PresetName;
  /** Victory that ends the game at the end of the round it is reached in; `null`: no limit. */
  readonly victoryLimit: number | null;
  readonly limitCheck: "reachedDuringRound" | "totalsAtRoundEnd";
  readonly firstDamage: "renewsAtFullHealth" | "oncePerLife";
  readonly creditedSources: CreditedSources;
  /** A ship that flees because another player moved it: a kill for that player, or a flee penalty. */
  readonly pushedOffBoard: "credit" | "penalty";
  readonly allowNegativeVictory: boolean;
}

/** A named rule set of `PRESETS`: the community rules (the default) or the Epic Battles reading. */
export type PresetName = "community" | "epicBattles";

/** Rule sets as data. Each field of a preset can be overridden in `setup.rules`. */
export const PRESETS: { readonly [P in PresetName]: AcesHighRules } = {
  community: {
    preset: "community",
    victoryLimit: 6,
    limitCheck: "reachedDuringRound",
    firstDamage: "renewsAtFullHealth",
    creditedSources: "all",
    pushedOffBoard: "credit",
    allowNegativeVictory: false,
  },
  epicBattles: {
    preset: "epicBattles",
    victoryLimit: 6,
    limitCheck: "totalsAtRoundEnd",
    firstDamage: "oncePerLife",
    creditedSources: "enemyShipsAndDevices",
    pushedOffBoard: "penalty",
    allowNegativeVictory: false,
  },
};

/** What `setup.rules` may hold: a preset name and any option of it. */
const RULES = object({
  preset: optional(oneOf("community", "epicBattles")),
  victoryLimit: optional(nullable(integer(1, 1000))),
  allowNegativeVictory: optional(boolean),
  limitCheck: optional(oneOf("reachedDuringRound", "totalsAtRoundEnd")),
  firstDamage: optional(oneOf("renewsAtFullHealth", "oncePerLife")),
  creditedSources: optional(oneOf("all", "enemyShipsAndDevices", "attacks")),
  pushedOffBoard: optional(oneOf("credit", "penalty")),
});

/** `setup.rules` to a full rule set: the preset (default `community`) with the given overrides. */
export function parseRules(raw: unknown, path = "rules"): Result<AcesHighRules, Violation<"ERR_INVALID_SETUP">> {
  if (raw === undefined) return ok(PRESETS.community);
  const problem = problemWith(RULES, raw, path);
  if (problem !== undefined) return err(violation("ERR_INVALID_SETUP", problem));
  const given = raw as Partial<AcesHighRules>;
  const rules: { [K in keyof AcesHighRules]: AcesHighRules[K] } = { ...PRESETS[given.preset ?? "community"] };
  for (const key of Object.keys(given) as (keyof AcesHighRules)[]) (rules as Record<string, unknown>)[key] = given[key];
  return ok(rules);
}
