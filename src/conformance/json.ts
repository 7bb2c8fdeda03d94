/** A JSON value: what a record, an expectation and a scorer's results are made of. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Whether two JSON values are equal: objects by their own keys in any order, arrays item by item. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A value as a report shows it: JSON, cut short past `max` characters. Anything JSON cannot hold
 * (a function, `undefined`, a cycle) is named instead of shown.
 */
export function show(value: unknown, max = 200): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return value === undefined ? "nothing" : `a ${typeof value} JSON cannot hold`;
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** An array index as a path step writes it: `0`, `12` (decimal, no sign, no leading zero). */
const INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

/**
 * The value at `path` in `root`: a step is an own key of an object, or the index of an array item
 * written in decimal (`"0"` is the first item; `"01"`, `"-1"` and `"length"` find nothing);
 * `found: false` when a step is missing. A key set to `undefined` counts as missing, as in JSON.
 */
export function at(root: unknown, path: readonly string[]): { readonly found: true; readonly value: unknown } | { readonly found: false } {
  let value = root;
  for (const key of path) {
    if (Array.isArray(value)) {
      if (!INDEX.test(key) || Number(key) >= value.length) return { found: false };
      value = value[Number(key)];
      continue;
    }
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return { found: false };
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined ? { found: false } : { found: true, value };
}

/** A path as a report writes it: `players.anna.victory`; a key that is not a plain word is quoted (`players["p.1"].victory`). */
export function showPath(path: readonly string[]): string {
  return path.map((k, i) => (/^[A-Za-z_$][\w$-]*$/.test(k) ? `${i === 0 ? "" : "."}${k}` : `[${JSON.stringify(k)}]`)).join("");
}

/** The most levels of nesting a scorer's results may have; deeper results (or a cycle) fail the case. */
export const RESULTS_DEPTH = 100;

/**
 * A scorer's results, copied at the boundary: arrays and objects (own enumerable keys, into objects
 * without a prototype) down to RESULTS_DEPTH levels, anything else as it is. What cannot be copied
 * (a cycle, deeper nesting, a getter that throws) is a message saying why, so that judging the results
 * never recurses without bound.
 */
export function copyResults(value: unknown): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string } {
  try {
    return { ok: true, value: copyLevel(value, 0) };
  } catch (e) {
    return { ok: false, message: e instanceof TooDeep ? `the results are nested more than ${RESULTS_DEPTH} levels deep (a cycle?)` : `the results could not be read: ${e instanceof Error ? e.message : String(e)}` };
  }
}

class TooDeep extends Error {}

function copyLevel(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth >= RESULTS_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) return value.map((item) => copyLevel(item, depth + 1));
  const out: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) out[key] = copyLevel((value as Record<string, unknown>)[key], depth + 1);
  return out;
}
