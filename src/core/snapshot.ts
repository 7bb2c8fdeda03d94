import { at, type RuleViolation, violation } from "./errors.js";
import { err, ok, type Result } from "./result.js";
import { prototypePolluted } from "./prototype.js";
import { describe, get, type JsonObject, type Problem, sentence } from "./schema.js";

// The snapshot being taken. A getter of the input may take one of its own: the outer one's state is
// put back when it returns.
let bare = false;
let keep = 0;
let thrown: { path: string; message: string } | undefined;
// How many levels of a problem's path its message names.
const PATH_LEVELS = 12;

/** The deepest nesting of arrays and objects any input may have (a record, an event file, its `meta`). */
export const MAX_NESTING = 100;

const fail = (message: string) => (thrown = { path: "", message });
const scalar = (v: unknown) => typeof v === "string" || typeof v === "boolean" || Number.isFinite(v);

function copy(v: unknown, depth: number): unknown {
  if (depth >= keep || v === null || scalar(v) || (v === undefined && !depth)) return v;
  // JSON an app writes is never 100 levels deep; a cycle always is. A proxy may claim any length.
  if (typeof v !== "object" || depth >= MAX_NESTING) throw fail(`expected {path} to be JSON data, got ${depth >= MAX_NESTING ? `${MAX_NESTING} levels (a cycle?)` : describe(v)}`);
  let key: string | number | undefined;
  try {
    if (Array.isArray(v)) {
      const n: number = v.length;
      if (!(n < 2 ** 24)) throw fail(`expected {path} to be JSON data, got ${describe(v)}`);
      const out: unknown[] = [];
      for (key = 0; key < n; key++) out.push(copy(v[key], depth + 1));
      return out;
    }
    let out: Record<string, unknown> = bare ? Object.create(null) : {};
    for (const k in v) {
      key = k;
      const x = get(v as JsonObject, k);
      // A key set to undefined is left out, as JSON.stringify does. "__proto__" is a key like any other
      // (a computed key defines it; a plain object would take it as its prototype).
      if (x !== undefined) k === "__proto__" && !bare ? (out = { ...out, [k]: copy(x, depth + 1) }) : (out[k] = scalar(x) ? x : copy(x, depth + 1));
    }
    return out;
  } catch (e) {
    // Compared by identity only: a thrown proxy must not run a trap here.
    if (e !== thrown) fail("expected {path} to be readable data: reading it threw");
    // The path names the first levels; past them (a cycle is 100 levels deep) one "..." stands for the rest.
    const step = key === undefined ? "" : typeof key === "number" ? `[${key}]` : `.${key}`;
    if (depth < PATH_LEVELS) thrown!.path = step + thrown!.path;
    else if (depth === PATH_LEVELS) thrown!.path = `${step}...`;
    throw thrown;
  }
}

/**
 * Copies untrusted input into plain JSON data that the engine owns, reading every value exactly once:
 * own enumerable string keys of objects (a key set to `undefined` is left out, as `JSON.stringify`
 * does), items of arrays by index. Every boundary of the engine parses such a copy, never the input:
 * a getter that answers differently on each read, a proxy, or a caller who later changes or freezes
 * their object cannot reach the state, and the engine never changes or freezes what it was given.
 *
 * Never throws. A function, symbol, BigInt, `undefined` array item, NaN or Infinity, a getter or proxy
 * trap that throws, a cycle or nesting deeper than 100 levels is a `Problem` naming where it is.
 * An own `__proto__` key is copied as an ordinary key, as `JSON.parse` does. While `Object.prototype`
 * has keys of its own beyond the standard ones (another package polluted it, with or without
 * `defineProperty`), the copied objects have no prototype, so a field
 * left out reads as `undefined`, never as the polluted value.
 *
 * `levels` copies only that many levels and keeps what is below as read (once), for its owner to copy
 * when it uses it: a record's envelope is read with 2, and each event is copied as the engine comes to it.
 */
export function snapshot(value: unknown, levels = Infinity): Result<unknown, Problem> {
  const b = bare;
  const l = keep;
  const t = thrown;
  bare = prototypePolluted();
  keep = levels;
  try {
    return ok(copy(value, 0));
  } catch {
    return err(thrown ?? { path: "", message: "expected {path} to be readable data: reading it threw" });
  } finally {
    bare = b;
    keep = l;
    thrown = t;
  }
}

/** The snapshot of `value`, or violation `code` at `event` naming the value `root` ("setup", "event"). */
export function snapshotAs<Code extends string>(value: unknown, code: Code, root: string, event: number | null): Result<unknown, RuleViolation<Code>> {
  const copied = snapshot(value);
  return copied.ok ? copied : err(at(violation(code, sentence(copied.error, root)), event));
}
