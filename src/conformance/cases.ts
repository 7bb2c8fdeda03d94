import { deepFreeze } from "../core/freeze.js";
import { type ConformanceCase, type ConformanceMode, isConformanceMode } from "./case.js";
import { CASES as ACES_HIGH } from "./data/aces-high.js";
import { CASES as ACES_HIGH_EVENT } from "./data/aces-high-event.js";
import { CASES as EPIC } from "./data/epic.js";
import { CASES as FIRETEAM } from "./data/fireteam.js";
import { CASES as INTERGALACTIC_ACE } from "./data/intergalactic-ace.js";
import { CASES as SPACE_RACE } from "./data/space-race.js";
import { ConformanceError } from "./errors.js";

const DATA: { readonly [M in ConformanceMode]: readonly string[] } = { "aces-high": ACES_HIGH, epic: EPIC, "space-race": SPACE_RACE, fireteam: FIRETEAM, "intergalactic-ace": INTERGALACTIC_ACE, "aces-high-event": ACES_HIGH_EVENT };

/** Each mode's cases, parsed the first time they are asked for. */
const parsed = /* @__PURE__ */ new Map<ConformanceMode, readonly ConformanceCase[]>();

/**
 * Every case of a mode's kit, in a fixed order: the named fixtures of ace-ledger's own tests, each
 * with its record, what a scorer must say, the rule text, the rulings it depends on and the options
 * it holds under. Deeply frozen; the same array on every call. Throws `ConformanceError`
 * (`ERR_UNKNOWN_MODE`) for a mode the kit does not cover.
 */
export function conformanceCases(mode: ConformanceMode): readonly ConformanceCase[] {
  if (!isConformanceMode(mode)) throw ConformanceError.unknownMode(mode);
  let cases = parsed.get(mode);
  if (cases === undefined) {
    cases = deepFreeze(DATA[mode].map((text) => JSON.parse(text) as ConformanceCase));
    parsed.set(mode, cases);
  }
  return cases;
}
