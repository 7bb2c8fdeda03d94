import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { describe, get, isInteger, isObject, unknownKey } from "../../core/shape.js";

/** Who can earn first damage and kills. */
export type CreditedSources =
  /** aces-high.txt: attacks, abilities, own devices and remotes, tractors and pushes onto hazards. */
  | "all"
  /** FFG Epic Battles wording: only an enemy ship (attack, ability) or its device or remote. */
  | "enemyShipsAndDevices"
  /** FFG 80-point side events: only attack damage scores. */
  | "attacks";

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

/** The options a record may set, each with the values it accepts. */
const CHOICES = {
  limitCheck: ["reachedDuringRound", "totalsAtRoundEnd"],
  firstDamage: ["renewsAtFullHealth", "oncePerLife"],
  creditedSources: ["all", "enemyShipsAndDevices", "attacks"],
  pushedOffBoard: ["credit", "penalty"],
} as const;

const RULE_KEYS = ["preset", "victoryLimit", "allowNegativeVictory", ...Object.keys(CHOICES)];

/** `setup.rules` to a full rule set: the preset (default `community`) with the given overrides. */
export function parseRules(raw: unknown): Result<AcesHighRules, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", `rules: ${message}`));
  if (raw === undefined) return ok(PRESETS.community);
  if (!isObject(raw)) return fail(`expected an object, got ${describe(raw)}`);
  const extra = unknownKey(raw, RULE_KEYS);
  if (extra !== undefined) return fail(`unknown option ${JSON.stringify(extra)}; expected one of ${RULE_KEYS.join(", ")}`);
  const presetName = get(raw, "preset") ?? "community";
  if (presetName !== "community" && presetName !== "epicBattles") {
    return fail(`expected preset "community" or "epicBattles", got ${describe(presetName)}`);
  }
  const rules: { -readonly [K in keyof AcesHighRules]: AcesHighRules[K] } = { ...PRESETS[presetName] };
  const limit = get(raw, "victoryLimit");
  if (limit !== undefined) {
    if (limit !== null && !isInteger(limit, 1, 1000)) return fail(`expected victoryLimit to be an integer from 1 to 1000 or null, got ${describe(limit)}`);
    rules.victoryLimit = limit;
  }
  const negative = get(raw, "allowNegativeVictory");
  if (negative !== undefined) {
    if (typeof negative !== "boolean") return fail(`expected allowNegativeVictory to be true or false, got ${describe(negative)}`);
    rules.allowNegativeVictory = negative;
  }
  for (const key of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const value = get(raw, key);
    if (value === undefined) continue;
    const allowed: readonly string[] = CHOICES[key];
    if (typeof value !== "string" || !allowed.includes(value)) {
      return fail(`expected ${key} to be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${describe(value)}`);
    }
    (rules as Record<string, unknown>)[key] = value;
  }
  return ok(rules);
}
