import type { ConformanceCase, ConformanceMode, KitRecord, RuleText } from "./case.js";
import { conformanceCases } from "./cases.js";
import { type CaseVerdict, checkCase, type Difference } from "./check.js";
import { ConformanceError } from "./errors.js";
import { copyResults, type JsonValue } from "./json.js";
import { MODE_RULINGS } from "./rulings.js";

/** What `checkConformance` runs, and how it reads the results. */
export interface ConformanceOptions {
  /** Rulings (ids of the mode's rulings table) the app decides differently: every case that depends on one is skipped. */
  readonly excludeRulings?: readonly string[];
  /** Cases (by name) to skip. */
  readonly excludeCases?: readonly string[];
  /** Only these cases (by name) are run and reported, in the kit's order; default every case. */
  readonly cases?: readonly string[];
  /**
   * The results may leave fields out: a check whose field is missing is not made, and a case none of
   * whose checks could be made is skipped. Default false: a missing field fails the case.
   */
  readonly partial?: boolean;
}

/**
 * A scorer under test: from a record (a copy of its own, to keep or change) to its results
 * (docs/conformance.md); for `checkConformanceAsync`, or a promise of them.
 */
export type Scorer = (record: KitRecord) => unknown;

/** One case's outcome, with what it rests on. */
export interface CaseReport extends CaseVerdict {
  readonly name: string;
  readonly rule: RuleText;
  readonly rulings: readonly string[];
  /** The rulings of `rulings` whose point the case's quoted text settles (`ConformanceCase.settled`). */
  readonly settled: readonly string[];
  readonly options: { readonly [path: string]: JsonValue };
  /** The case's record, as the scorer was given it: what a developer replays to fix a failure. */
  readonly record: KitRecord;
}

/** A run of a mode's kit. `failed === 0` means the scorer conforms, but for the cases skipped. */
export interface ConformanceReport {
  readonly mode: ConformanceMode;
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Every case, in the kit's order. */
  readonly cases: readonly CaseReport[];
}

/**
 * Runs every case of a mode's kit through `scorer` and judges its results (`checkCase`). A scorer
 * that throws fails the case it threw on; one that returns a promise is for `checkConformanceAsync`.
 * Throws `ConformanceError` for an unknown mode, or a ruling or case the options name that the mode
 * does not have.
 */
export function checkConformance(mode: ConformanceMode, scorer: Scorer, options: ConformanceOptions = {}): ConformanceReport {
  return report(mode, plan(mode, options).map(({ kase, skip }) => {
    if (skip !== undefined) return { kase, verdict: skip };
    let results: unknown;
    try {
      results = scorer(copyOf(kase.record));
    } catch (e) {
      return { kase, verdict: threw(e) };
    }
    if (isThenable(results)) return { kase, verdict: failed({ check: "scorer", message: "the scorer returned a promise: use checkConformanceAsync" }) };
    return { kase, verdict: judge(kase, results, options) };
  }));
}

/** `checkConformance` for a scorer that returns a promise (or a value); runs the cases one at a time, in order. */
export async function checkConformanceAsync(mode: ConformanceMode, scorer: Scorer, options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const judged: Judged[] = [];
  for (const { kase, skip } of plan(mode, options)) {
    if (skip !== undefined) {
      judged.push({ kase, verdict: skip });
      continue;
    }
    try {
      judged.push({ kase, verdict: judge(kase, await scorer(copyOf(kase.record)), options) });
    } catch (e) {
      judged.push({ kase, verdict: threw(e) });
    }
  }
  return report(mode, judged);
}

interface Judged {
  readonly kase: ConformanceCase;
  readonly verdict: CaseVerdict;
}

/** The mode's cases, each with the reason it is skipped, if it is. */
function plan(mode: ConformanceMode, options: ConformanceOptions): { kase: ConformanceCase; skip?: CaseVerdict }[] {
  const cases = conformanceCases(mode);
  const known = MODE_RULINGS[mode].map((r) => r.id);
  const rulings = [...(options.excludeRulings ?? [])];
  const unknownRuling = rulings.find((r) => !known.includes(r));
  if (unknownRuling !== undefined) throw new ConformanceError("ERR_UNKNOWN_RULING", `expected a ruling of ${mode} (${known.join(", ")}), got ${JSON.stringify(unknownRuling)}`);
  const names = [...(options.excludeCases ?? [])];
  const only = options.cases === undefined ? undefined : [...options.cases];
  const unknownCase = [...names, ...(only ?? [])].find((n) => !cases.some((c) => c.name === n));
  if (unknownCase !== undefined) throw new ConformanceError("ERR_UNKNOWN_CASE", `expected a case of the ${mode} kit, got ${JSON.stringify(unknownCase)}`);
  return cases.filter((kase) => only === undefined || only.includes(kase.name)).map((kase) => {
    const ruling = kase.rulings.find((r) => rulings.includes(r));
    if (ruling !== undefined) return { kase, skip: skipped(`ruling ${ruling} excluded`) };
    if (names.includes(kase.name)) return { kase, skip: skipped("case excluded") };
    return { kase };
  });
}

function report(mode: ConformanceMode, judged: readonly Judged[]): ConformanceReport {
  const cases = judged.map(({ kase, verdict }) => ({ name: kase.name, ...verdict, rule: kase.rule, rulings: kase.rulings, settled: kase.settled ?? [], options: kase.options, record: kase.record }));
  const count = (status: CaseVerdict["status"]) => cases.filter((c) => c.status === status).length;
  return { mode, total: cases.length, passed: count("pass"), failed: count("fail"), skipped: count("skipped"), cases };
}

/** `checkCase` on a copy of the results: results nested too deep, or cyclic, fail the case. */
function judge(kase: ConformanceCase, results: unknown, options: ConformanceOptions): CaseVerdict {
  const copied = copyResults(results);
  return copied.ok ? checkCase(kase, copied.value, options) : failed({ check: "results", message: copied.message });
}

const skipped = (reason: string): CaseVerdict => ({ status: "skipped", reason, differences: [] });
const failed = (difference: Difference): CaseVerdict => ({ status: "fail", differences: [difference] });
const threw = (e: unknown): CaseVerdict => failed({ check: "scorer", message: `the scorer threw: ${e instanceof Error ? e.message : String(e)}` });
const copyOf = (record: KitRecord): KitRecord => JSON.parse(JSON.stringify(record)) as KitRecord;
const isThenable = (v: unknown): boolean => typeof v === "object" && v !== null && typeof (v as { then?: unknown }).then === "function";
