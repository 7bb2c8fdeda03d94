import { RuleViolationError } from "../core/errors.js";
import { own } from "../core/schema.js";
import { type AcesHighEvent, enterResult, type RecordResolver } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { nightStateOf, type Submission, withNightState } from "./night-state.js";
import { refuse } from "./refusal.js";

/** What became of a result a table sent: kept waiting for the organiser, or entered. */
export interface SubmitOutcome {
  readonly status: "pending" | "accepted";
  /** True when the same submission had been received before (a phone sending it again). */
  readonly again: boolean;
  readonly problem?: string;
}

/** A result as a table sends it: an id the phone made, the round and table, a score sheet's record or a game record. */
export interface Sent {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly kind: "sheet" | "record";
  readonly record: unknown;
}

/**
 * A table's result, sent from the table: kept in the event file (so that the phone can forget it once
 * told), waiting for the organiser; entered at once when the event accepts game records on its own and
 * this one adjudicates at its table. A table that has a result never replaces it: only the organiser
 * does. A result sent again (same id) is acknowledged as it was, never kept twice.
 */
export function submitResult(event: AcesHighEvent, sent: Sent, resolve: RecordResolver, now: Date): Changed<SubmitOutcome> {
  const state = nightStateOf(event);
  const before = state.submissions.find((s) => s.id === sent.id);
  if (before !== undefined) {
    if (before.round !== sent.round || before.table !== sent.table) refuse("ERR_SUBMISSION", `expected submission ${sent.id} for round ${before.round}, table ${before.table}, as it was first sent`);
    return { event, said: { status: before.status === "accepted" ? "accepted" : "pending", again: true } };
  }
  const entry = event.rounds[sent.round - 1]?.tables[sent.table - 1];
  if (entry === undefined) refuse("ERR_NIGHT", `expected a table of a paired round, got round ${sent.round}, table ${sent.table}`);
  if (entry.record !== undefined) refuse("ERR_RESULT_ACCEPTED", `round ${sent.round}, table ${sent.table} has its result already; only the organiser can change it now`);
  // Checked as entering it would check it: a result that could never be entered is said at once.
  const trial = enterResult(event, sent.round, sent.table, sent.record, { resolve });
  const problem = trial.ok ? undefined : `${trial.error.code}${trial.error.event === null ? "" : ` at event ${trial.error.event}`}: ${trial.error.message}`;
  const accept = trial.ok && state.autoAccept && sent.kind === "record";
  const earlier = state.submissions.map((s): Submission => (s.round === sent.round && s.table === sent.table && s.status === "pending" ? { ...s, status: "superseded" } : s));
  const submission: Submission = {
    id: sent.id,
    round: sent.round,
    table: sent.table,
    received: now.toISOString(),
    kind: sent.kind,
    status: accept ? "accepted" : "pending",
    ...(accept ? {} : { record: sent.record }),
    ...(problem === undefined ? {} : { problem }),
  };
  const next = withNightState(accept ? trial.value.event : event, { ...state, submissions: [...earlier, submission] });
  return { event: next, said: { status: submission.status === "accepted" ? "accepted" : "pending", again: false, ...(problem === undefined ? {} : { problem }) } };
}

/**
 * The organiser accepts a submission: its record is entered as the table's result (replacing one the
 * table has, which is kept in the event's `replaced` as every replaced result is).
 */
export function acceptSubmission(event: AcesHighEvent, id: string, resolve: RecordResolver): Changed<string> {
  const state = nightStateOf(event);
  const found = state.submissions.find((s) => s.id === id);
  if (found === undefined || (found.status !== "pending" && found.status !== "declined")) refuse("ERR_SUBMISSION", `expected a submission waiting for the organiser, got ${JSON.stringify(id)}`);
  const entered = enterResult(event, found.round, found.table, found.record, { resolve, replace: true });
  if (!entered.ok) throw new RuleViolationError(entered.error);
  const submissions = state.submissions.map((s): Submission => {
    if (s.id === id) {
      const { record: _, problem: __, ...rest } = s;
      return { ...rest, status: "accepted" };
    }
    return s.round === found.round && s.table === found.table && s.status === "pending" ? { ...s, status: "superseded" } : s;
  });
  const kept = (own(entered.value.event, "replaced")?.length ?? 0) > (own(event, "replaced")?.length ?? 0);
  return { event: withNightState(entered.value.event, { ...state, submissions }), said: `Round ${found.round}, table ${found.table}: the result sent is entered${kept ? "; the result it replaces is kept with the replaced results" : ""}.` };
}

/** The organiser declines a submission: it is kept, marked declined, and the table may send another. */
export function declineSubmission(event: AcesHighEvent, id: string): Changed<string> {
  const state = nightStateOf(event);
  const found = state.submissions.find((s) => s.id === id && s.status === "pending");
  if (found === undefined) refuse("ERR_SUBMISSION", `expected a submission waiting for the organiser, got ${JSON.stringify(id)}`);
  const submissions = state.submissions.map((s): Submission => (s.id === id ? { ...s, status: "declined" } : s));
  return { event: withNightState(event, { ...state, submissions }), said: `Round ${found.round}, table ${found.table}: the result sent is declined (kept in the event file); the table can send it again.` };
}
