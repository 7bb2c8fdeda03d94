import { deepFreeze } from "../core/freeze.js";
import type { JsonValue } from "./json.js";

/** The modes the conformance kit covers, by record `mode`. */
export const CONFORMANCE_MODES = /* @__PURE__ */ deepFreeze(["aces-high", "epic", "space-race", "fireteam", "intergalactic-ace", "aces-high-event"] as const);

/** A mode of `CONFORMANCE_MODES`. */
export type ConformanceMode = (typeof CONFORMANCE_MODES)[number];

/**
 * The rule text a case rests on. `quote` is the text word for word: `...` marks words left out, and
 * the text's markup (emphasis, list bullets, line breaks) is not reproduced. A symbol the text uses
 * for a word is written as the word (`>=` for the sign, `threat` for the threat symbol), and the
 * token icons after a count ("1 victory [icon]") are left out.
 */
export interface RuleText {
  /** The rules text: `aces-high.txt` (Aces High and its side events), `epic-battles-rules-reference.txt`, `space-race.txt`, `ace-fireteam.txt`, `intergalactic-ace.txt`, or another source the case names (a pilot card, a page of these docs). */
  readonly file: string;
  /** Its section (several joined with "and"). */
  readonly section: string;
  /** The sentence or sentences, quoted. */
  readonly quote: string;
  /** How the case reads the text, when the quote alone does not say it. */
  readonly note?: string;
}

/**
 * What a case expects of a scorer's results (see docs/conformance.md for each mode's results).
 * - `rejected`: the record breaks a rule: the results are `{"error": {"code", "event"}}` with this
 *   code, at this event index (`null`: the setup).
 * - `equal`: the value at `path` equals `value` (objects by their keys in any order, arrays in order).
 *   A step of `path` is an object's key, or an array item's index in decimal (`"0"` is the first).
 * - `members`: the array at `path` holds the same items as `value`, in any order.
 * - `ledgerNet`: adding up the `delta` of the ledger entries of event `event` by player and account
 *   gives `net`; a player or account `net` leaves out adds up to 0.
 * - `ledgerReasons`: the `reason` of the ledger entries of event `event` (when given) and of `player`
 *   (when given), in the order of the ledger, are `reasons`.
 */
export type Expectation =
  | { readonly kind: "rejected"; readonly code: string; readonly event: number | null }
  | { readonly kind: "equal"; readonly path: readonly string[]; readonly value: JsonValue }
  | { readonly kind: "members"; readonly path: readonly string[]; readonly value: readonly JsonValue[] }
  | { readonly kind: "ledgerNet"; readonly event: number; readonly net: { readonly [player: string]: { readonly [account: string]: number } } }
  | { readonly kind: "ledgerReasons"; readonly event?: number; readonly player?: string; readonly reasons: readonly string[] };

/** A game record as the kit gives it: the JSON an app would store. */
export interface KitRecord {
  readonly mode: ConformanceMode;
  readonly version: number;
  readonly setup: JsonValue;
  readonly events: readonly JsonValue[];
}

/** One case of the kit: a record, what a scorer must say about it, and why. */
export interface ConformanceCase {
  /** Unique in its mode: the fixture's name (`faq-mutual-kill`); a later step of the same game adds `/2`, `/3`. */
  readonly name: string;
  readonly mode: ConformanceMode;
  readonly record: KitRecord;
  /** Every check; a case without `rejected` also expects the record to be accepted. */
  readonly expected: readonly Expectation[];
  readonly rule: RuleText;
  /** The rulings of the mode (by id) the case depends on: an app that decides one differently excludes it. */
  readonly rulings: readonly string[];
  /**
   * Rulings among `rulings` whose point the quoted text itself answers for this case (an F.A.Q. answer
   * that names the source, say). The case still carries the tag, because an app that chose the
   * ruling's other option scores it differently; but here the text does not leave the point open.
   */
  readonly settled?: readonly string[];
  /**
   * The setup fields that choose a rule option, by dotted path, as the record gives them (`{"rules":
   * {"preset": "epicBattles"}}`); `{}` when the case holds under the defaults. docs/conformance.md
   * lists the fields of each mode.
   */
  readonly options: { readonly [path: string]: JsonValue };
}

/** The setup fields of each mode that choose a rule option (`ConformanceCase.options`). */
export const OPTION_FIELDS: { readonly [M in ConformanceMode]: readonly string[] } = /* @__PURE__ */ deepFreeze({
  "aces-high": ["rules"],
  epic: ["scoring", "total", "tiebreaker", "offTableDamage", "wingReserve", "negativeCounters"],
  "space-race": ["rules"],
  fireteam: ["gameMode", "rules", "locationTable", "pointsPerPlayer"],
  "intergalactic-ace": ["statMax", "savedCardLimit", "scanCardsBeat", "variants", "decks.order"],
  "aces-high-event": ["rules", "roundCount"],
});

/** Whether `mode` is a mode of the kit. */
export function isConformanceMode(mode: unknown): mode is ConformanceMode {
  return typeof mode === "string" && (CONFORMANCE_MODES as readonly string[]).includes(mode);
}
