import type { ConformanceCase, Expectation } from "./case.js";
import { at, jsonEqual, show, showPath } from "./json.js";

/** One thing a scorer's results got wrong in a case. */
export interface Difference {
  /** What was checked: a path of the results (`players.vader.victory`), `error`, `ledger`, `results` or `scorer`. */
  readonly check: string;
  /** What the case expects there (JSON). */
  readonly expected?: unknown;
  /** What the results hold there; left out when they hold nothing. */
  readonly actual?: unknown;
  /** The difference in a sentence: `players.vader.victory: expected 8, got 6`. */
  readonly message: string;
}

/** The verdict on one case: `pass`, `fail` with the differences, or `skipped` with the reason. */
export interface CaseVerdict {
  readonly status: "pass" | "fail" | "skipped";
  /** Why the case was skipped. */
  readonly reason?: string;
  /** Empty unless the case failed. */
  readonly differences: readonly Difference[];
}

/** How `checkCase` reads the results. */
export interface CheckOptions {
  /**
   * The results may leave fields out: a check whose field is missing is not made, and a case none of
   * whose checks could be made is skipped. Default false: a missing field is a difference. Whether
   * the record is accepted or rejected is always checked.
   */
  readonly partial?: boolean;
}

const fail = (differences: readonly Difference[]): CaseVerdict => ({ status: "fail", differences });

/**
 * Judges a scorer's results for one case (the results format is in docs/conformance.md): every
 * expectation of the case is checked; fields of the results the case does not check are not read.
 */
export function checkCase(kase: ConformanceCase, results: unknown, options: CheckOptions = {}): CaseVerdict {
  if (typeof results !== "object" || results === null || Array.isArray(results)) {
    return fail([{ check: "results", actual: results, message: `results: expected a JSON object, got ${show(results)}` }]);
  }
  const rejection = kase.expected.find((e) => e.kind === "rejected");
  const error = at(results, ["error"]);
  if (error.found) {
    const given = readError(error.value);
    if (given === undefined) return fail([{ check: "error", actual: error.value, message: `error: expected {"code": "ERR_...", "event": <index or null>}, got ${show(error.value)}` }]);
    if (rejection === undefined) return fail([{ check: "error", actual: given, message: `expected the record to be accepted, got ${describe(given)}` }]);
    const expected = { code: rejection.code, event: rejection.event };
    return jsonEqual(given, expected) ? { status: "pass", differences: [] } : fail([{ check: "error", expected, actual: given, message: `error: expected ${describe(expected)}, got ${describe(given)}` }]);
  }
  if (rejection !== undefined) {
    const expected = { code: rejection.code, event: rejection.event };
    return fail([{ check: "error", expected, message: `expected the record to be rejected: ${describe(expected)}; the results accept it` }]);
  }
  const partial = options.partial === true;
  const differences: Difference[] = [];
  let made = 0;
  for (const expectation of kase.expected) {
    const found = checkOne(expectation, results, partial);
    if (found === null) continue;
    made += 1;
    differences.push(...found);
  }
  if (differences.length > 0) return fail(differences);
  if (made === 0 && kase.expected.length > 0) return { status: "skipped", reason: "the results have none of the fields it checks", differences: [] };
  return { status: "pass", differences: [] };
}

/** The differences one expectation finds, or null when it could not be made (`partial`, field missing). */
function checkOne(e: Expectation, results: object, partial: boolean): Difference[] | null {
  switch (e.kind) {
    case "rejected":
      return [];
    case "equal":
    case "members": {
      const where = showPath(e.path);
      const found = at(results, e.path);
      if (!found.found) return partial ? null : [{ check: where, expected: e.value, message: `${where}: expected ${show(e.value)}, got nothing` }];
      const same = e.kind === "equal" ? jsonEqual(found.value, e.value) : Array.isArray(found.value) && sameMembers(found.value, e.value);
      if (same) return [];
      const how = e.kind === "members" ? " (in any order)" : "";
      return [{ check: where, expected: e.value, actual: found.value, message: `${where}: expected ${show(e.value)}${how}, got ${show(found.value)}` }];
    }
    case "ledgerNet":
    case "ledgerReasons": {
      const found = at(results, ["ledger"]);
      if (!found.found) return partial ? null : [{ check: "ledger", message: "ledger: expected the score changes, got nothing" }];
      const lines = readLedger(found.value);
      if (typeof lines === "string") return [{ check: "ledger", message: lines }];
      return e.kind === "ledgerNet" ? netDifferences(e, lines) : reasonDifferences(e, lines);
    }
  }
}

interface Line {
  readonly event: number;
  readonly player: string;
  readonly account: string;
  readonly delta: number;
  readonly reason: string;
}

/** The ledger's lines, or what is wrong with it. */
function readLedger(value: unknown): Line[] | string {
  if (!Array.isArray(value)) return `ledger: expected an array of {"event", "player", "account", "delta", "reason"}, got ${show(value)}`;
  for (const [i, line] of value.entries()) {
    const ok =
      typeof line === "object" && line !== null &&
      Number.isInteger(line.event) && typeof line.player === "string" && typeof line.account === "string" &&
      typeof line.delta === "number" && Number.isFinite(line.delta) && typeof line.reason === "string";
    if (!ok) return `ledger[${i}]: expected {"event": <index>, "player": <id>, "account": <name>, "delta": <number>, "reason": <code>}, got ${show(line)}`;
  }
  return value as Line[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function netDifferences(e: Extract<Expectation, { kind: "ledgerNet" }>, lines: readonly Line[]): Difference[] {
  const actual = new Map<string, Map<string, number>>();
  for (const l of lines) {
    if (l.event !== e.event) continue;
    const accounts = actual.get(l.player) ?? actual.set(l.player, new Map()).get(l.player)!;
    accounts.set(l.account, (accounts.get(l.account) ?? 0) + l.delta);
  }
  const out: Difference[] = [];
  const players = new Set([...Object.keys(e.net), ...actual.keys()]);
  for (const player of players) {
    const wanted = Object.hasOwn(e.net, player) ? e.net[player]! : {};
    const got = actual.get(player) ?? new Map<string, number>();
    for (const account of new Set([...Object.keys(wanted), ...got.keys()])) {
      const expected = Object.hasOwn(wanted, account) ? wanted[account]! : 0;
      const given = got.get(account) ?? 0;
      if (expected !== given) out.push({ check: "ledger", expected, actual: given, message: `ledger at event ${e.event}: ${player} ${account}: expected a net change of ${signed(expected)}, got ${signed(given)}` });
    }
  }
  return out;
}

function reasonDifferences(e: Extract<Expectation, { kind: "ledgerReasons" }>, lines: readonly Line[]): Difference[] {
  const reasons = lines.filter((l) => (e.event === undefined || l.event === e.event) && (e.player === undefined || l.player === e.player)).map((l) => l.reason);
  if (jsonEqual(reasons, e.reasons)) return [];
  const of = [e.player === undefined ? "" : ` of ${e.player}`, e.event === undefined ? "" : ` at event ${e.event}`].join("");
  return [{ check: "ledger", expected: e.reasons, actual: reasons, message: `ledger reasons${of}: expected ${show(e.reasons)}, got ${show(reasons)}` }];
}

/** How much of a scorer's error code a report quotes: codes are short words, and a report a case must stay small. */
export const CODE_SHOWN = 100;

function readError(value: unknown): { code: string; event: number | null } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { code, event } = value as { code?: unknown; event?: unknown };
  if (typeof code !== "string" || !(event === null || (Number.isInteger(event) && (event as number) >= 0))) return undefined;
  return { code: code.length > CODE_SHOWN ? `${code.slice(0, CODE_SHOWN)}...` : code, event: event as number | null };
}

const describe = (e: { code: string; event: number | null }) => `${e.code} ${e.event === null ? "in the setup" : `at event ${e.event}`}`;

/** Whether two arrays hold the same items, each as often, in any order. */
function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(canonical).sort();
  const right = b.map(canonical).sort();
  return left.every((x, i) => x === right[i]);
}

/** JSON with the keys of every object sorted, so that equal values give equal text. */
function canonical(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}
