import type { RuleViolation } from "../core/errors.js";
import { type ExplainedEntry, formatEntry } from "../core/ledger.js";
import { parseRecord } from "../core/record.js";
import { err, type Result } from "../core/result.js";
import { get, isObject } from "../core/schema.js";
import * as acesHigh from "../modes/aces-high/index.js";
import * as epic from "../modes/epic/index.js";
import * as fireteam from "../modes/fireteam/index.js";
import * as intergalacticAce from "../modes/intergalactic-ace/index.js";
import * as spaceRace from "../modes/space-race/index.js";
import { formatAcesHigh } from "./format-aces-high.js";
import { formatEpic } from "./format-epic.js";
import { formatFireteam } from "./format-fireteam.js";
import { formatIntergalacticAce } from "./format-intergalactic-ace.js";
import { formatSpaceRace } from "./format-space-race.js";

/** What the CLI prints for a scored record: the mode's scoreboard as JSON, as a table, and its ledger. */
export interface ScoreReport {
  readonly json: unknown;
  readonly table: string;
  readonly explanation: string;
}

type Scorer = (record: unknown) => Result<ScoreReport, RuleViolation>;

/** One mode's scoring for the CLI: replay, build the scoreboard, render it. */
function scorer<State, Board extends { readonly ledger: readonly ExplainedEntry[] }>(
  tryReplay: (record: unknown) => Result<State, RuleViolation>,
  scoreboard: (state: State) => Board,
  format: (board: Board) => string,
): Scorer {
  return (record) => {
    const state = tryReplay(record);
    if (!state.ok) return state;
    const board = scoreboard(state.value);
    return { ok: true, value: { json: board, table: format(board), explanation: board.ledger.map(formatEntry).join("\n") } };
  };
}

const REGISTRY: { readonly [mode: string]: Scorer } = {
  "aces-high": scorer(acesHigh.tryReplay, acesHigh.scoreboard, formatAcesHigh),
  epic: scorer(epic.tryReplay, epic.scoreboard, formatEpic),
  "space-race": scorer(spaceRace.tryReplay, spaceRace.scoreboard, formatSpaceRace),
  fireteam: scorer(fireteam.tryReplay, fireteam.scoreboard, formatFireteam),
  "intergalactic-ace": scorer(intergalacticAce.tryReplay, intergalacticAce.scoreboard, formatIntergalacticAce),
};

/** Scores a record of any shipped mode, dispatching on its `mode` field. */
export function scoreRecord(raw: unknown): Result<ScoreReport, RuleViolation> {
  if (isObject(raw) && get(raw, "mode") === "aces-high-event") {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: "expected a game record, got an event file (mode \"aces-high-event\"): use ace-ledger event standings <file> or ace-ledger event next <file>" });
  }
  const envelope = parseRecord(raw);
  if (!envelope.ok) return envelope;
  const mode = envelope.value.mode;
  if (!Object.prototype.hasOwnProperty.call(REGISTRY, mode)) {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected record.mode to be one of ${Object.keys(REGISTRY).join(", ")}, got ${JSON.stringify(mode)}` });
  }
  return REGISTRY[mode]!(envelope.value);
}
