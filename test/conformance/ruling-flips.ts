// Every ruling with a rule option, as the setup field that decides it and each value the field takes:
// test/conformance/ruling-tags.test.ts flips each case of the kit to every other value and re-runs the
// reference scorer, so that a case whose results then change carries the ruling's tag, and a tag no
// flip moves is flagged. A ruling without an option (the engine decides it one way) is not flipped:
// its tag is given by hand. `NOT_FLIPPED` says why the few rulings with an option are not flipped.
import type { ConformanceMode, JsonValue, KitRecord } from "../../src/conformance/index.js";
import { PRESETS, type PresetName } from "../../src/modes/aces-high/index.js";
import { DEFAULT_LOCATION_TABLE } from "../../src/modes/fireteam/index.js";
import { DEFAULT_STAT_MAX } from "../../src/modes/intergalactic-ace/index.js";
import { DEFAULT_EVENT_RULES, DEFAULT_ROUND_COUNT } from "../../src/modes/tournament/index.js";

type Json = { [key: string]: JsonValue };

/** One option of a mode: where it sits in the setup, its value when the record leaves it out, and the values it may take, each with the rulings it decides. */
export interface RulingFlip {
  /** The setup field, by path. */
  readonly path: readonly string[];
  /** The value in force when the record does not give the field. */
  readonly current: (setup: Json) => JsonValue;
  /** Every value, each with the rulings a case that changes under it must carry (one of them). */
  readonly values: readonly { readonly value: JsonValue; readonly rulings: readonly string[] }[];
}

/** Aces High: the options of `setup.rules`, in force from the preset when the record leaves one out. */
function acesHigh(field: keyof (typeof PRESETS)["community"], values: readonly { value: JsonValue; rulings: readonly string[] }[]): RulingFlip {
  return {
    path: ["rules", field],
    current: (setup) => {
      const rules = (setup["rules"] ?? {}) as Json;
      return rules[field] ?? (PRESETS[(rules["preset"] ?? "community") as PresetName][field] as JsonValue);
    },
    values,
  };
}

const each = (rulings: readonly string[], ...values: JsonValue[]) => values.map((value) => ({ value, rulings }));
const given = (fallback: JsonValue) => (setup: Json, path: readonly string[]) => {
  let at: JsonValue | undefined = setup;
  for (const key of path) at = at !== null && typeof at === "object" && !Array.isArray(at) ? (at as Json)[key] : undefined;
  return at ?? fallback;
};
function field(path: readonly string[], fallback: JsonValue, values: RulingFlip["values"]): RulingFlip {
  return { path, current: (setup) => given(fallback)(setup, path), values };
}

/** The damage die as the card sentence numbers the locations of "most units": 2 right arm, 5 left arm, 6 torso; 1 the head, 3 and 4 the legs. */
const CARD_SENTENCE_TABLE: JsonValue = ["head", "rightArm", "leftLeg", "rightLeg", "leftArm", "torso"];

export const RULING_FLIPS: { readonly [M in ConformanceMode]: readonly RulingFlip[] } = {
  "aces-high": [
    acesHigh("allowNegativeVictory", each(["victory-floor"], false, true)),
    acesHigh("firstDamage", each(["first-damage-renewal"], "renewsAtFullHealth", "oncePerLife")),
    acesHigh("limitCheck", each(["victory-limit-check", "limit-reached-mid-resolution"], "reachedDuringRound", "totalsAtRoundEnd")),
    acesHigh("creditedSources", each(["credited-sources"], "all", "enemyShipsAndDevices", "attacks")),
    acesHigh("pushedOffBoard", each(["pushed-off-board"], "credit", "penalty")),
    acesHigh("movedOntoOwnDevice", each(["moved-onto-own-device"], "credit", "penalty")),
    acesHigh("penalisedDeaths", [
      { value: "listed", rulings: ["penalised-deaths", "damage-card-death"] },
      { value: "listedAndDamageCards", rulings: ["damage-card-death"] },
      { value: "allButEnemies", rulings: ["penalised-deaths", "damage-card-death"] },
    ]),
    acesHigh("bountyWhileRemoved", each(["bounty-while-removed"], "kept", "lost")),
    acesHigh("unusedSave", each(["save-available"], "refused", "penalty")),
    acesHigh("initiative", each(["road-rage-fire"], "pilot", "roadRage")),
  ],
  epic: [
    field(["offTableDamage"], "ignored", each(["escaped-or-reserve"], "ignored", "counts")),
    field(["total"], "standardPlusCounters", each(["total-default"], "standardPlusCounters", "standard", "counters")),
    field(["wingReserve"], "refused", each(["wing-reserve"], "refused", "allowed")),
    field(["negativeCounters"], "refused", each(["counters-scored"], "refused", "allowed")),
  ],
  "space-race": [
    field(["rules", "destroyedFinisher"], "wins", each(["destroyed-finisher"], "out", "wins")),
    field(["rules", "printedStats"], "asGiven", each(["printed-stats"], "asGiven", "legacy")),
  ],
  fireteam: [
    field(["locationTable"], [...DEFAULT_LOCATION_TABLE], each(["location-roll"], [...DEFAULT_LOCATION_TABLE], CARD_SENTENCE_TABLE)),
    field(["rules", "meleeAttackDice"], 2, each(["melee-attack-dice"], 2, 1)),
    field(["rules", "kickRoll"], "unmodified", each(["kick-is-an-attack"], "unmodified", "minusPreviousAttacks")),
    field(["rules", "shieldSplit"], "bothRoundedDown", each(["shield-melee-split"], "bothRoundedDown", "restToLocation")),
    field(["rules", "defenseWeapon"], "better", each(["two-melee-weapons-defense"], "better", "named")),
  ],
  "intergalactic-ace": [
    field(["statMax"], DEFAULT_STAT_MAX, each(["stat-cap"], DEFAULT_STAT_MAX - 1, DEFAULT_STAT_MAX, DEFAULT_STAT_MAX + 1)),
    field(["savedCardLimit"], 1, each(["saved-cards"], 1, 2)),
    field(["scanCardsBeat"], "manual-upgrade", each(["scan-upgrade-cards"], "manual-upgrade", "manual-scan")),
  ],
  "aces-high-event": [
    field(["rules", "tableSizes"], DEFAULT_EVENT_RULES.tableSizes, each(["table-sizes"], "fours", "sixes")),
    field(["rules", "finalStandings"], DEFAULT_EVENT_RULES.finalStandings, each(["final-standings"], "asSeating", "shared")),
    field(["roundCount"], DEFAULT_ROUND_COUNT, each(["round-count"], DEFAULT_ROUND_COUNT - 1, DEFAULT_ROUND_COUNT, DEFAULT_ROUND_COUNT + 1)),
  ],
};

/** Rulings with an option that no flip tries, and why. */
export const NOT_FLIPPED: { readonly [ruling: string]: string } = {
  "aces-high/darksaber": "its option is an argument of checkAcesHighList, not a field of the record",
  "fireteam/weapon-boxes": "unit.weaponBoxes is the card's own boxes, which the record describes, not a reading of the rules",
  "fireteam/harvester-distances": "setup.harvesterStart is where the table placed the harvester, which the record describes",
  "intergalactic-ace/face-down-deck": "decks.order says what the record knows of the piles (each record is written for one or the other)",
  "aces-high-event/grouping-by-results": "its option is a round seated by hand, which a record gives as an event (roundSeated), not a field of the setup",
  "aces-high-event/player-order": "its option is order numbers given by hand; the order at a table is drawn at random, and no case checks it",
  "aces-high-event/salvo-roll": "its option draws the rolls from the event's seed, which a record does not have: every roll made at the table is an event of the record",
  "aces-high-event/unfinished-game": "a record gives each table's result as its players' victory and places, never a game record that may not have ended",
};

/** A record with one setup field set to `value`. */
function withField(record: KitRecord, path: readonly string[], value: JsonValue): KitRecord {
  const setup = structuredClone(record.setup) as Json;
  let at = setup;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at[key] = next !== null && typeof next === "object" && !Array.isArray(next) ? next : {};
    at = at[key] as Json;
  }
  at[path.at(-1)!] = value;
  return { ...record, setup };
}

/** The record flipped to every other value of every option of its mode, each with the rulings that value decides. */
export function flippedRecords(mode: ConformanceMode, record: KitRecord): { readonly record: KitRecord; readonly rulings: readonly string[]; readonly option: string }[] {
  const setup = record.setup as Json;
  return RULING_FLIPS[mode].flatMap((flip) => {
    const now = JSON.stringify(flip.current(setup));
    return flip.values
      .filter(({ value }) => JSON.stringify(value) !== now)
      .map(({ value, rulings }) => ({ record: withField(record, flip.path, value), rulings, option: `${flip.path.join(".")}: ${JSON.stringify(value)}` }));
  });
}
