import type { RuleViolation } from "../core/errors.js";
import { type ExplainedEntry, formatEntry, type Ledger } from "../core/ledger.js";
import type { GameRecord } from "../core/record.js";
import { ok, type Result } from "../core/result.js";
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

/** One mode's scoring of a record whose envelope is checked. */
export type Scorer = (record: GameRecord) => Result<ScoreReport, RuleViolation>;

/**
 * One mode's scoring for the CLI: replay, then build the scoreboard and render it on demand. `more`:
 * what `--json` prints after the scoreboard, for a mode that reports more than its scoreboard.
 */
export function scorer<State extends { readonly ledger: unknown }, Board extends { readonly ledger: readonly ExplainedEntry[] }>(
  tryReplay: (record: unknown) => Result<State, RuleViolation>,
  scoreboard: (state: State) => Board,
  format: (board: Board) => string,
  more?: (state: State) => object,
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
      json: more === undefined ? board : () => ({ ...board(), ...more(state) }),
      table: () => format(full ?? standings()),
      explanation: () => board().ledger.map((e) => escapeText(formatEntry(e))),
    });
  };
}

