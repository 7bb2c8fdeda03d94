import { parseRecord } from "../core/record.js";
import type { RuleViolation } from "../core/errors.js";
import { err, type Result } from "../core/result.js";
import { formatEntry } from "../core/ledger.js";
import { scoreboard, tryReplay } from "../modes/aces-high/index.js";
import { scoreboard as raceScoreboard, tryReplay as tryReplayRace } from "../modes/space-race/index.js";
import { scoreboard as epicScoreboard, tryReplay as tryReplayEpic } from "../modes/epic/index.js";
import { formatAcesHigh } from "./format-aces-high.js";
import { formatEpic } from "./format-epic.js";
import { formatSpaceRace } from "./format-space-race.js";

/** What the CLI needs of a mode: score a record into JSON, and render that JSON as text. */
export interface ScoredMode {
  score(record: unknown): Result<ScoreReport, RuleViolation>;
}

export interface ScoreReport {
  readonly json: unknown;
  readonly table: string;
  readonly explanation: string;
}

const REGISTRY: { readonly [mode: string]: ScoredMode } = {
  "aces-high": {
    score(record) {
      const state = tryReplay(record);
      if (!state.ok) return state;
      const board = scoreboard(state.value);
      return { ok: true, value: { json: board, table: formatAcesHigh(board), explanation: board.ledger.map(formatEntry).join("\n") } };
    },
  },
  epic: {
    score(record) {
      const state = tryReplayEpic(record);
      if (!state.ok) return state;
      const board = epicScoreboard(state.value);
      return { ok: true, value: { json: board, table: formatEpic(board), explanation: board.ledger.map(formatEntry).join("\n") } };
    },
  },
  "space-race": {
    score(record) {
      const state = tryReplayRace(record);
      if (!state.ok) return state;
      const board = raceScoreboard(state.value);
      return { ok: true, value: { json: board, table: formatSpaceRace(board), explanation: board.ledger.map(formatEntry).join("\n") } };
    },
  },
};

/** Scores a record of any shipped mode, dispatching on its `mode` field. */
export function scoreRecord(raw: unknown): Result<ScoreReport, RuleViolation> {
  const envelope = parseRecord(raw);
  if (!envelope.ok) return envelope;
  const mode = envelope.value.mode;
  if (!Object.prototype.hasOwnProperty.call(REGISTRY, mode)) {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected mode to be one of ${Object.keys(REGISTRY).join(", ")}, got ${JSON.stringify(mode)}` });
  }
  return REGISTRY[mode]!.score(envelope.value);
}
