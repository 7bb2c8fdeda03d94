import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { boolean, integer, nullable, object, oneOf, optional, problemWith } from "../../core/schema.js";
import { deepFreeze } from "../../core/freeze.js";

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
  /**
   * A ship that flees because another player moved it: that player's kill (`credit`; only the
   * bounty is lost when `creditedSources` is `attacks`), or the flee penalty (`penalty`).
   */
  readonly pushedOffBoard: "credit" | "penalty";
  /**
   * A ship another player moved onto its own bomb or mine: hit by that player's device
   * (`credit`), or self detonation (`penalty`). Ruling moved-onto-own-device.
   */
  readonly movedOntoOwnDevice: "credit" | "penalty";
  /** Which destructions no opponent scores cost the penalty rather than the bounty alone. */
  readonly penalisedDeaths: PenalisedDeaths;
  /**
   * The bounty a ship earns while it is already destroyed or fled (killed in the same destruction, or
   * its mine or remote scores a kill): `lost` at once (the F.A.Q.), or `kept` until a destruction
   * takes it. Ruling bounty-while-removed.
   */
  readonly bountyWhileRemoved: "kept" | "lost";
  /**
   * A destruction or flee that a save ability could still replace (charges left, and the save
   * possible): `refused` (`ERR_SAVE_AVAILABLE`: the F.A.Q.'s saves "trigger as usual"), or `penalty`
   * (the table lets the player decline the save; the loss scores as any other). Ruling save-available.
   */
  readonly unusedSave: "refused" | "penalty";
  /**
   * Who shoots when: `pilot`, initiative as in the standard rules (ships of the same initiative fire
   * simultaneously: a ship down already may still fire in its step), or `roadRage`, the player order
   * rolled each round ("There are no ties in initiative or simultaneous fire, except for special
   * abilities": a ship down already fires no more; its ability may still deal damage). Ruling road-rage-fire.
   */
  readonly initiative: "pilot" | "roadRage";
  readonly allowNegativeVictory: boolean;
}

/** Destructions no opponent is credited with that cost the penalty; any other loses its bounty only. */
export type PenalisedDeaths =
  /** aces-high.txt: only its list (own bomb, mine or remote, own maneuver onto an obstacle, console fire, own ability). */
  | "listed"
  /** The list and any damage card (ruling damage-card-death). */
  | "listedAndDamageCards"
  /** FFG Epic Battles: every one not dealt by an enemy ship or its device or remote (obstacles, tractors, damage cards, hazards). */
  | "allButEnemies";

/** A named rule set of `PRESETS`: the community rules (the default) or the Epic Battles reading. */
export type PresetName = "community" | "epicBattles";

/** Rule sets as data. Each field of a preset can be overridden in `setup.rules`. */
export const PRESETS: { readonly [P in PresetName]: AcesHighRules } = /* @__PURE__ */ deepFreeze({
  community: {
    preset: "community",
    victoryLimit: 6,
    limitCheck: "reachedDuringRound",
    firstDamage: "renewsAtFullHealth",
    creditedSources: "all",
    pushedOffBoard: "credit",
    movedOntoOwnDevice: "credit",
    penalisedDeaths: "listed",
    bountyWhileRemoved: "lost",
    unusedSave: "refused",
    initiative: "pilot",
    allowNegativeVictory: false,
  },
  epicBattles: {
    preset: "epicBattles",
    victoryLimit: 6,
    limitCheck: "totalsAtRoundEnd",
    firstDamage: "oncePerLife",
    creditedSources: "enemyShipsAndDevices",
    pushedOffBoard: "penalty",
    movedOntoOwnDevice: "penalty",
    penalisedDeaths: "allButEnemies",
    bountyWhileRemoved: "lost",
    unusedSave: "refused",
    initiative: "pilot",
    allowNegativeVictory: false,
  },
});

/** What `setup.rules` may hold: a preset name and any option of it. */
export const RULES = object({
  preset: optional(oneOf("community", "epicBattles")),
  victoryLimit: optional(nullable(integer(1, 1000))),
  allowNegativeVictory: optional(boolean),
  limitCheck: optional(oneOf("reachedDuringRound", "totalsAtRoundEnd")),
  firstDamage: optional(oneOf("renewsAtFullHealth", "oncePerLife")),
  creditedSources: optional(oneOf("all", "enemyShipsAndDevices", "attacks")),
  pushedOffBoard: optional(oneOf("credit", "penalty")),
  movedOntoOwnDevice: optional(oneOf("credit", "penalty")),
  penalisedDeaths: optional(oneOf("listed", "listedAndDamageCards", "allButEnemies")),
  bountyWhileRemoved: optional(oneOf("kept", "lost")),
  unusedSave: optional(oneOf("refused", "penalty")),
  initiative: optional(oneOf("pilot", "roadRage")),
});

/** `setup.rules` to a full rule set: the preset (default `community`) with the given overrides. */
export function parseRules(raw: unknown, path = "rules"): Result<AcesHighRules, Violation<"ERR_INVALID_SETUP">> {
  if (raw === undefined) return ok({ ...PRESETS.community });
  const problem = problemWith(RULES, raw, path);
  if (problem !== undefined) return err(violation("ERR_INVALID_SETUP", problem));
  const given = raw as Partial<AcesHighRules>;
  // Every option given overrides the preset's value, whatever the preset.
  return ok({ ...PRESETS[given.preset ?? "community"], ...given });
}
