/**
 * Characters a terminal acts on instead of showing: C0 controls (escape sequences start with
 * U+001B), DEL, C1 controls (U+009B starts one too), the line and paragraph separators, and the
 * bidirectional marks, embeddings, overrides and isolates that reorder what follows them (U+202E).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from a record, a file or the command line made safe to print in a terminal: each
 * control character becomes its escape, `\u001b` for ESC, so a name can neither clear the screen,
 * colour or reorder the output, nor break a line of a table. Everything else, backslashes
 * included, is left as it is; applying it twice gives the same text. The text formatters and
 * the error messages printed as text go through it; `--json` output does not need it.
 */
export function escapeText(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
