import type { RuleViolation } from "../core/errors.js";
import { type ExplainedEntry, formatEntry, type Ledger } from "../core/ledger.js";
import { type GameRecord, parseRecord } from "../core/record.js";
import { err, ok, type Result } from "../core/result.js";
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
import { escapeText } from "./text.js";

const EMPTY_LEDGER: Ledger<never> = { pages: null, tail: [] };

/**
 * What the CLI prints for a scored record, each built only when asked for: the table needs the
 * standings alone, and explaining a long game's ledger costs more than replaying it.
 */
export interface ScoreReport {
  /** The scoreboard with its explained ledger, as `--json` prints it. */
  readonly json: () => unknown;
  /** The scoreboard as text; explains no ledger entry. */
  readonly table: () => string;
  /** One line per ledger entry, with the rule behind it, escaped for a terminal. */
  readonly explanation: () => string[];
}

type Scorer = (record: GameRecord) => Result<ScoreReport, RuleViolation>;

/** One mode's scoring for the CLI: replay, then build the scoreboard and render it on demand. */
function scorer<State extends { readonly ledger: unknown }, Board extends { readonly ledger: readonly ExplainedEntry[] }>(
  tryReplay: (record: unknown) => Result<State, RuleViolation>,
  scoreboard: (state: State) => Board,
  format: (board: Board) => string,
): Scorer {
  return (record) => {
    const replayed = tryReplay(record);
    if (!replayed.ok) return replayed;
    const state = replayed.value;
    let full: Board | undefined;
    const board = () => (full ??= scoreboard(state));
    // A scoreboard reads the ledger only to explain it: with an empty ledger it gives the same
    // standings and explains nothing.
    const standings = () => scoreboard({ ...state, ledger: EMPTY_LEDGER });
    return ok({
      json: board,
      table: () => format(full ?? standings()),
      explanation: () => board().ledger.map((e) => escapeText(formatEntry(e))),
    });
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
  if (!Object.hasOwn(REGISTRY, mode)) {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected record.mode to be one of ${Object.keys(REGISTRY).join(", ")}, got ${JSON.stringify(mode)}` });
  }
  return REGISTRY[mode]!(envelope.value);
}
