import type { RuleViolation } from "../core/errors.js";
import { parseRecord } from "../core/record.js";
import { err, type Result } from "../core/result.js";
import { get, isObject } from "../core/schema.js";
import type { ScoreReport, Scorer } from "./scorer.js";

export type { ScoreReport } from "./scorer.js";

/** The modes `score` reads, each with its scoring (loaded when asked for). */
export type Scorers = { readonly [mode in ScoredMode]: Scorer };

/** The `mode` of the records `score` reads. */
export const SCORED_MODES = ["aces-high", "epic", "space-race", "fireteam", "intergalactic-ace"] as const;
export type ScoredMode = (typeof SCORED_MODES)[number];

/** Scores a record of any shipped mode, dispatching on its `mode` field to the scoring of `scorers`. */
export function scoreRecordWith(raw: unknown, scorers: Scorers): Result<ScoreReport, RuleViolation> {
  if (isObject(raw) && get(raw, "mode") === "aces-high-event") {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: "expected a game record, got an event file (mode \"aces-high-event\"): use ace-ledger event standings <file> or ace-ledger event next <file>" });
  }
  const envelope = parseRecord(raw);
  if (!envelope.ok) return envelope;
  const mode = envelope.value.mode;
  if (!(SCORED_MODES as readonly string[]).includes(mode)) {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected record.mode to be one of ${SCORED_MODES.join(", ")}, got ${JSON.stringify(mode)}` });
  }
  return scorers[mode as ScoredMode](envelope.value);
}
