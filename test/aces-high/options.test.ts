import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AcesHighEvent, type AcesHighRules, type AcesHighState, parseRules, player, PRESETS, type PresetName, replay } from "../../src/modes/aces-high/index.js";

/**
 * "A preset is a set of values for the options; every option must work under every preset": each
 * option set in `setup.rules` has its documented effect whatever the preset, and docs/aces-high.md
 * prints every option's value under each preset.
 */

type Option = Exclude<keyof AcesHighRules, "preset">;
type Standing = { victory: number; bounty: number };

const ids = (n: number) => "abcdefgh".slice(0, n).split("");
const attack = (target: string, by: string, amount = 2): AcesHighEvent => ({ type: "damaged", target, amount, source: { kind: "attack", by } });
const destroyed = (...targets: string[]): AcesHighEvent => ({ type: "destroyed", targets });
const roundStarted: AcesHighEvent = { type: "roundStarted" };
const roundEnded: AcesHighEvent = { type: "roundEnded" };

function play(rules: Record<string, unknown>, players: number, events: AcesHighEvent[], hull = 2): AcesHighState {
  const setup = { players: ids(players).map((id, i) => ({ id, order: i + 1, ship: { hull, shields: 0 } })), rules };
  return replay({ mode: "aces-high", version: 1, setup, events });
}
const standing = (s: AcesHighState, id: string): Standing => {
  const p = player(s, id)!;
  return { victory: p.victory, bounty: p.bounty };
};

/** Per option: every value it takes, a game that shows it, and what the docs say the game gives. */
const EFFECTS: { readonly [K in Option]: { readonly values: readonly AcesHighRules[K][]; readonly check: (rules: Record<string, unknown>, value: AcesHighRules[K]) => void } } = {
  // "The game lasts ... until the end of the round in which one of the players has scored 6 victory points."
  victoryLimit: {
    values: [null, 1, 3, 6],
    check: (rules, value) => {
      const s = play(rules, 2, [roundStarted, attack("b", "a"), destroyed("b"), roundEnded]);
      expect(standing(s, "a").victory + standing(s, "a").bounty).toBe(4);
      expect(s.over).toBe(value !== null && value <= 3);
    },
  },
  // Ruling victory-limit-check: reached at any moment of the round, or the totals at its end.
  limitCheck: {
    values: ["reachedDuringRound", "totalsAtRoundEnd"],
    check: (rules, value) => {
      const s = play({ ...rules }, 3, [roundStarted, attack("b", "a"), destroyed("b"), attack("c", "a"), destroyed("c"), { type: "fled", target: "a" }, roundEnded]);
      expect(standing(s, "a")).toEqual({ victory: 3, bounty: 0 });
      expect(s.over).toBe(value === "reachedDuringRound");
    },
  },
  // Ruling first-damage-renewal.
  firstDamage: {
    values: ["renewsAtFullHealth", "oncePerLife"],
    check: (rules, value) => {
      const s = play(rules, 2, [roundStarted, attack("b", "a", 1), { type: "repaired", target: "b", hull: 1 }, attack("b", "a", 1)], 3);
      expect(standing(s, "a").victory).toBe(value === "renewsAtFullHealth" ? 2 : 1);
    },
  },
  // Ruling credited-sources: who earns points. Not who is to blame: g, killed by c's mine, never takes the penalty.
  creditedSources: {
    values: ["all", "enemyShipsAndDevices", "attacks"],
    check: (rules, value) => {
      const s = play(rules, 8, [
        roundStarted,
        { type: "damaged", target: "b", amount: 1, source: { kind: "obstacle", movedBy: "a" } },
        { type: "damaged", target: "d", amount: 1, source: { kind: "device", owner: "c" } },
        attack("f", "e", 1),
        attack("h", "g"), destroyed("h"),
        { type: "damaged", target: "g", amount: 2, source: { kind: "device", owner: "c" } }, destroyed("g"),
      ]);
      expect(standing(s, "a").victory).toBe(value === "all" ? 1 : 0);
      expect(standing(s, "c")).toEqual(value === "attacks" ? { victory: 0, bounty: 0 } : { victory: 5, bounty: 1 });
      expect(standing(s, "e").victory).toBe(1);
      expect(standing(s, "g")).toEqual({ victory: 3, bounty: 0 });
    },
  },
  // Ruling pushed-off-board (both presets credit more than attacks: the push scores when it is "credit").
  pushedOffBoard: {
    values: ["credit", "penalty"],
    check: (rules, value) => {
      const s = play(rules, 3, [roundStarted, attack("c", "b"), destroyed("c"), { type: "fled", target: "b", movedBy: "a" }]);
      expect(standing(s, "a")).toEqual(value === "credit" ? { victory: 3, bounty: 1 } : { victory: 0, bounty: 0 });
      expect(standing(s, "b")).toEqual(value === "credit" ? { victory: 3, bounty: 0 } : { victory: 1, bounty: 0 });
    },
  },
  // Ruling moved-onto-own-device.
  movedOntoOwnDevice: {
    values: ["credit", "penalty"],
    check: (rules, value) => {
      const s = play(rules, 3, [roundStarted, attack("c", "b"), destroyed("c"), { type: "damaged", target: "b", amount: 2, source: { kind: "device", owner: "b", movedBy: "a" } }, destroyed("b")]);
      expect(standing(s, "a")).toEqual(value === "credit" ? { victory: 4, bounty: 1 } : { victory: 0, bounty: 0 });
      expect(standing(s, "b")).toEqual(value === "credit" ? { victory: 3, bounty: 0 } : { victory: 1, bounty: 0 });
    },
  },
  // Rulings penalised-deaths and damage-card-death: a hazard, a damage card, console fire.
  penalisedDeaths: {
    values: ["listed", "listedAndDamageCards", "allButEnemies"],
    check: (rules, value) => {
      const s = play(rules, 6, [
        roundStarted,
        attack("b", "a"), destroyed("b"), attack("d", "c"), destroyed("d"), attack("f", "e"), destroyed("f"),
        { type: "damaged", target: "a", amount: 2, source: { kind: "hazard" } },
        { type: "damaged", target: "c", amount: 2, source: { kind: "damageCard" } },
        { type: "damaged", target: "e", amount: 2, source: { kind: "consoleFire" } },
        destroyed("a", "c", "e"),
      ]);
      expect(standing(s, "a")).toEqual({ victory: value === "allButEnemies" ? 1 : 3, bounty: 0 });
      expect(standing(s, "c")).toEqual({ victory: value === "listed" ? 3 : 1, bounty: 0 });
      expect(standing(s, "e")).toEqual({ victory: 1, bounty: 0 });
    },
  },
  // Ruling bounty-while-removed: a, destroyed, kills b with its mine. c and d destroy each other in one
  // destruction (F.A.Q. mutual destruction). One rule for both: lost at once, or kept with "kept".
  bountyWhileRemoved: {
    values: ["kept", "lost"],
    check: (rules, value) => {
      const s = play(rules, 4, [
        roundStarted,
        { type: "damaged", target: "a", amount: 2, source: { kind: "hazard" } }, destroyed("a"),
        { type: "damaged", target: "b", amount: 2, source: { kind: "device", owner: "a" } }, destroyed("b"),
        attack("d", "c"), attack("c", "d"), destroyed("c", "d"),
      ]);
      expect(standing(s, "a")).toEqual({ victory: 3, bounty: value === "kept" ? 1 : 0 });
      // d's final damage came first, so c's kill of d resolves first and d then kills c, bounty and all.
      expect(standing(s, "d")).toEqual({ victory: 4, bounty: value === "kept" ? 1 : 0 });
    },
  },
  // Ruling save-available: Tel Trevura with its charge is destroyed, Moralo Eval with his flees.
  unusedSave: {
    values: ["refused", "penalty"],
    check: (rules, value) => {
      const setup = {
        players: [
          { id: "a", order: 1, ship: { hull: 2, shields: 0 } },
          { id: "tel", order: 2, ship: { hull: 6, shields: 0, pilot: "teltrevura" } },
          { id: "moralo", order: 3, ship: { hull: 6, shields: 0, pilot: "moraloeval" } },
        ],
        rules,
      };
      const events: AcesHighEvent[] = [roundStarted, attack("tel", "a", 6), destroyed("tel"), { type: "fled", target: "moralo" }];
      const record = { mode: "aces-high" as const, version: 1, setup, events };
      if (value === "refused") {
        expect(() => replay(record)).toThrow(/expected tel to use its destruction save first/);
        expect(() => replay({ ...record, events: [roundStarted, { type: "fled", target: "moralo" }] })).toThrow(/expected moralo to use its flee save first \(2 left\)/);
        return;
      }
      const s = replay(record);
      expect(standing(s, "a")).toEqual({ victory: 3, bounty: 1 });
      expect(player(s, "moralo")!.status).toBe("fled");
    },
  },
  // Ruling road-rage-fire: "There are no ties in initiative or simultaneous fire, except for special abilities."
  initiative: {
    values: ["pilot", "roadRage"],
    check: (rules, value) => {
      // b, down, fires back in the same initiative step (pilot), or not at all (ROAD RAGE); its ability still may.
      const returnFire: AcesHighEvent[] = [roundStarted, attack("b", "a"), attack("a", "b", 1)];
      const ability: AcesHighEvent = { type: "damaged", target: "a", amount: 1, source: { kind: "ability", by: "b" } };
      if (value === "roadRage") {
        expect(() => play(rules, 2, returnFire)).toThrow(/ERR_ALREADY_DOWN at event 2: expected b not to be down/);
        expect(standing(play(rules, 2, [...returnFire.slice(0, 2), ability, destroyed("b")]), "b")).toEqual({ victory: 1, bounty: 0 });
        return;
      }
      const s = play(rules, 2, [...returnFire, destroyed("b")]);
      expect(standing(s, "b")).toEqual({ victory: 1, bounty: 0 });
    },
  },
  // Ruling victory-floor.
  allowNegativeVictory: {
    values: [false, true],
    check: (rules, value) => {
      const s = play(rules, 2, [roundStarted, { type: "fled", target: "a" }]);
      expect(standing(s, "a").victory).toBe(value ? -1 : 0);
    },
  },
};

const presets = Object.keys(PRESETS) as PresetName[];
const options = Object.keys(EFFECTS) as Option[];

describe("Aces High options override presets independently", () => {
  it("every option of the rule set is covered here, and each preset's value is one of its values", () => {
    for (const name of presets) {
      expect(Object.keys(PRESETS[name]).filter((k) => k !== "preset").sort()).toEqual([...options].sort());
      for (const option of options) expect(EFFECTS[option].values as unknown[]).toContain(PRESETS[name][option]);
    }
  });

  const cases = presets.flatMap((preset) => options.flatMap((option) => (EFFECTS[option].values as unknown[]).map((value) => [preset, option, value] as const)));
  it.each(cases)("%s with %s = %j", (preset, option, value) => {
    const rules = { preset, [option]: value };
    const parsed = parseRules(rules);
    expect(parsed).toEqual({ ok: true, value: { ...PRESETS[preset], [option]: value } });
    (EFFECTS[option].check as (rules: Record<string, unknown>, value: unknown) => void)(rules, value);
  });

  it("a push or a move onto the victim's own mine under creditedSources \"attacks\": nobody scores, the victim loses its bounty only", () => {
    for (const preset of presets) {
      const pushed = play({ preset, creditedSources: "attacks", pushedOffBoard: "credit" }, 3, [roundStarted, attack("c", "b"), destroyed("c"), { type: "fled", target: "b", movedBy: "a" }]);
      expect([standing(pushed, "a"), standing(pushed, "b")]).toEqual([{ victory: 0, bounty: 0 }, { victory: 3, bounty: 0 }]);
      const moved = play({ preset, creditedSources: "attacks", movedOntoOwnDevice: "credit" }, 3, [
        roundStarted, attack("c", "b"), destroyed("c"),
        { type: "damaged", target: "b", amount: 2, source: { kind: "device", owner: "b", movedBy: "a" } }, destroyed("b"),
      ]);
      expect([standing(moved, "a"), standing(moved, "b")]).toEqual([{ victory: 0, bounty: 0 }, { victory: 3, bounty: 0 }]);
    }
  });

  it("docs/aces-high.md prints every option's value under each preset", () => {
    const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "aces-high.md"), "utf8");
    const cell = (v: unknown) => (typeof v === "string" ? `\`${v}\`` : v === null ? "`null`" : typeof v === "boolean" ? `\`${v}\`` : String(v));
    for (const option of options) {
      expect(doc, option).toContain(`| \`${option}\` | ${presets.map((p) => cell(PRESETS[p][option])).join(" | ")} |`);
    }
  });
});
