import type { RuleViolation } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";

/**
 * JSON text from the files the CLI reads, which people edit by hand: like the library's
 * `parseJson`, bad JSON is an `ERR_INVALID_RECORD`, and here its message also says where, as a
 * line and column (1-based): "expected JSON text at line 3, column 12 (Unterminated string in JSON)";
 * with `quote: false`, the line and column only.
 * The library leaves the scan below out, to stay within its bundle budgets.
 */
export function parseJsonText(text: string, { quote = true }: { readonly quote?: boolean } = {}): Result<unknown, RuleViolation> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    // The engine's reason without its own location (V8 gives an offset, or none; others a line). It may
    // quote the text ("Unexpected token 'r', "root:x:0:0:"... is not valid JSON"): with `quote: false`,
    // for a file that may be anything, it is left out.
    const reason = (e instanceof Error ? e.message : "unreadable").replace(/ at position \d+| at line \d+ column \d+ of the JSON data/, "");
    const offset = jsonErrorOffset(text);
    const where = offset === undefined ? "" : ` at ${lineAndColumn(text, offset)}`;
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected JSON text${where}${quote ? ` (${reason})` : ""}` });
  }
}

/** "line 3, column 12" for an offset in `text`. */
function lineAndColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return `line ${line}, column ${offset - start + 1}`;
}

/**
 * Where JSON text first goes wrong: the offset of the first character that cannot continue it
 * (`text.length` when it ends too early), or undefined when it is valid JSON. Engines word their
 * errors differently and V8 gives no position for some ("Unexpected token"), so this finds the
 * place the same way everywhere. Iterative, so any depth of nesting is fine.
 */
function jsonErrorOffset(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  const skip = () => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const digits = () => {
    const from = i;
    while (i < n && text[i]! >= "0" && text[i]! <= "9") i++;
    return i > from;
  };
  // Each reader returns false with i at the fault.
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const escaped = text[++i];
        if (escaped === "u") {
          for (let k = 0; k < 4; k++) if (!/[0-9a-fA-F]/.test(text[++i] ?? "")) return false;
        } else if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) {
          return false;
        }
      }
      i++;
    }
    return false;
  };
  const number = (): boolean => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else if (!digits()) return false;
    if (text[i] === ".") {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      if (!digits()) return false;
    }
    return true;
  };
  const scalar = (): boolean => {
    const c = text[i];
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    const word = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : undefined;
    if (word === undefined) return false;
    for (const letter of word) {
      if (text[i] !== letter) return false;
      i++;
    }
    return true;
  };
  /** A property name and its colon. */
  const key = (): boolean => {
    skip();
    if (text[i] !== '"' || !string()) return false;
    skip();
    if (text[i] !== ":") return false;
    i++;
    return true;
  };
  const closers: string[] = [];
  let expectValue = true;
  for (;;) {
    skip();
    if (expectValue) {
      const c = text[i];
      if (c === "{" || c === "[") {
        const closer = c === "{" ? "}" : "]";
        i++;
        skip();
        if (text[i] === closer) {
          i++;
          expectValue = false;
        } else {
          closers.push(closer);
          if (closer === "}" && !key()) return i;
        }
      } else {
        if (!scalar()) return i;
        expectValue = false;
      }
      continue;
    }
    const closer = closers.at(-1);
    if (closer === undefined) return i === n ? undefined : i;
    if (text[i] === ",") {
      i++;
      if (closer === "}" && !key()) return i;
      expectValue = true;
    } else if (text[i] === closer) {
      i++;
      closers.pop();
    } else {
      return i;
    }
  }
}

