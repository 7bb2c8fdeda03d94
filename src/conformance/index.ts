/**
 * The conformance kit: every named case of ace-ledger's own tests, for every mode, as data (a record,
 * what a scorer must say about it, the rule text it rests on, the rulings it depends on and the
 * options it holds under), and a runner that puts an app's own scorer through them. Apps that keep
 * their own scorer (a league site, a score tracker, a table app) show with it that they score as
 * the rules say; the mode `aces-high-event` checks a league site's pairing code (table sizes, who
 * sits together each round, the standings of a side event). The results format of each mode is in
 * docs/conformance.md;
 * `ace-ledger conformance <mode> --command "<scorer>"` runs a scorer written in any language.
 *
 * ```ts
 * import { checkConformance, formatReport } from "ace-ledger/conformance";
 * const report = checkConformance("aces-high", (record) => myApp.results(record), { excludeRulings: ["victory-floor"] });
 * console.log(formatReport(report));
 * ```
 *
 * @module ace-ledger/conformance
 */
export { CONFORMANCE_MODES, type ConformanceCase, type ConformanceMode, type Expectation, isConformanceMode, type KitRecord, OPTION_FIELDS, type RuleText } from "./case.js";
export { conformanceCases } from "./cases.js";
export { type CaseVerdict, checkCase, type CheckOptions, type Difference } from "./check.js";
export { CONFORMANCE_ERROR_CODES, ConformanceError, type ConformanceErrorCode } from "./errors.js";
export type { JsonValue } from "./json.js";
export { referenceResults } from "./reference/index.js";
export type { SideEventRecordEvent, SideEventRecordEventMap, SideEventRecordSetup } from "./reference/side-event-record.js";
export { type FormatOptions, formatReport } from "./report.js";
export type {
  AcesHighEventResults,
  AcesHighEventRound,
  AcesHighPlayerResults,
  AcesHighResults,
  CommonResults,
  ConformanceResults,
  EpicResults,
  FireteamResults,
  IntergalacticAceResults,
  LedgerLine,
  RejectedResults,
  SpaceRaceResults,
} from "./results.js";
export { MODE_RULINGS } from "./rulings.js";
export { type CaseReport, checkConformance, checkConformanceAsync, type ConformanceOptions, type ConformanceReport, type Scorer } from "./run.js";
