/**
 * A tiny validator for untrusted JSON: checks built from small combinators. A check returns
 * nothing when the value fits, or a `Problem` saying where and what was expected. Checks never
 * throw, never copy, and allocate nothing on success (the path of a problem is built only on
 * the way back up). They read only own properties, so keys such as "__proto__" are plain data.
 *
 * The shapes the modes build from these combinators are also the source of the package's JSON
 * Schemas: scripts/schema reads the same definitions with combinators of the same names that
 * describe instead of check. A shape must therefore be built from these combinators only, never
 * from a check written by hand, and each combinator here has its twin in shape.ts.
 */
export interface Problem {
  /** Where, relative to the value checked: "", ".amount", ".players[1].ship.hull". */
  readonly path: string;
  /** A sentence with `{path}` wherever the full path goes. */
  readonly message: string;
}

export type Check = (value: unknown) => Problem | undefined;

/** Runs a check and words its problem, naming the value `root` (e.g. "event", "setup"). */
export function problemWith(check: Check, value: unknown, root: string): string | undefined {
  const problem = check(value);
  return problem && sentence(problem, root);
}

/** A problem's message with its full path, naming the value `root` ("event", "record.setup"). */
export function sentence(problem: Problem, root: string): string {
  return problem.message.replaceAll("{path}", root + problem.path);
}

export type JsonObject = { readonly [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An optional field, read only when it is the object's own: a field left out reads as undefined even
 * while another package has polluted `Object.prototype` with that name. For objects a mode builds by
 * spreading or literals (the engine's copies of input have no prototype then, but a spread does).
 */
export const own = <T extends object, K extends keyof T>(obj: T, key: K): T[K] | undefined => (Object.hasOwn(obj, key as string) ? obj[key] : undefined);

/** The value of an own property, or undefined: `own`, for a JSON object read by any key. */
export const get: (obj: JsonObject, key: string) => unknown = own;

/**
 * A value as a message shows it. A string past 40 UTF-16 units is given by its length in characters
 * (code points, as a person counts them: an emoji is one), not quoted.
 */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "string") return value.length > 40 ? `${[...value].length} characters` : JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return typeof value === "object" ? "an object" : typeof value;
}

const expected = (what: string, value: unknown): Problem => ({ path: "", message: `expected {path} to be ${what}, got ${describe(value)}` });
const within = (problem: Problem, step: string): Problem => ({ path: step + problem.path, message: problem.message });

export function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

export const integer = (min: number, max: number): Check => (v) =>
  isInteger(v, min, max) ? undefined : expected(`an integer from ${min} to ${max}`, v);

export const boolean: Check = (v) => (typeof v === "boolean" ? undefined : expected("true or false", v));

/**
 * A string of 1 to `max` characters, optionally matching `pattern` (described by `what`). Characters are
 * counted as a person (and JSON Schema's `maxLength`) counts them, by code point: an emoji is one, not
 * two UTF-16 units. (No string has more code points than units: only one longer than `max` in units is
 * counted again.)
 */
export const text = (max: number, pattern?: RegExp, what = `a string of 1 to ${max} characters`): Check => (v) =>
  typeof v === "string" && v !== "" && (v.length <= max || [...v].length <= max) && (!pattern || pattern.test(v)) ? undefined : expected(what, v);

export const oneOf = (...values: readonly unknown[]): Check => (v) =>
  values.includes(v) ? undefined : expected(`one of ${values.map((x) => JSON.stringify(x)).join(", ")}`, v);

export const optional = (check: Check): Check => (v) => (v === undefined ? undefined : check(v));

export const nullable = (check: Check): Check => (v) => (v === null ? undefined : check(v));

/** `value` itself, or a value passing `check` (whose problem is the one reported). */
export const either = (value: unknown, check: Check): Check => (v) => (v === value ? undefined : check(v));

/**
 * `then` for an object that has the own field `key` (equal to `value`, when given), `otherwise` for
 * anything else: a shape with two forms, told apart by one field.
 */
export const when = (key: string, then: Check, otherwise: Check, value?: unknown): Check => (v) =>
  (isObject(v) && Object.hasOwn(v, key) && (value === undefined || v[key] === value) ? then : otherwise)(v);

/** `check`, its problem worded as `message` (a sentence with `{path}`). */
export const worded = (check: Check, message: string): Check => (v) => check(v) && { path: "", message };

/**
 * An optional field checked apart, after the rest of its object, by the mode's own parser (which
 * runs `check`): the object's check passes it as it is. The JSON Schema describes it as `check`.
 */
export const apart = (_check: Check): Check => () => undefined;

/** An array of `min` to `max` items, each passing `item`; `unique` forbids repeats. */
export const list = (item: Check, min: number, max: number, unique = false): Check => (v) => {
  if (!Array.isArray(v) || v.length < min || v.length > max) return expected(`an array of ${min} to ${max} items`, v);
  for (let i = 0; i < v.length; i++) {
    const problem = item(v[i]);
    if (problem) return within(problem, `[${i}]`);
    if (unique && v.indexOf(v[i]) !== i) return { path: "", message: `expected {path} to name each item once; ${describe(v[i])} is repeated` };
  }
  return undefined;
};

/** An object with exactly these fields (missing optional fields are fine, unknown ones are not). */
export const object = (fields: { readonly [key: string]: Check }): Check => {
  const keys = Object.keys(fields);
  const checks = keys.map((key) => fields[key]!);
  const names = keys.join(", ") || "no fields";
  const unexpected = (extra: string) => `unexpected field ${JSON.stringify(extra)} in {path}; expected ${names}`;
  return (v) => {
    if (!isObject(v)) return expected("an object", v);
    // Count keys, then the known ones present: a difference means an unknown field (or an
    // enumerable key inherited from a polluted prototype, which the slow path below ignores).
    let own = 0;
    for (const _ in v) own++;
    let known = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const present = Object.hasOwn(v, key);
      if (present) known++;
      const problem = checks[i]!(present ? v[key] : undefined);
      if (problem) {
        // A field left out beside an unknown one (a misspelling?): the problem names both.
        const extra = present ? undefined : Object.keys(v).find((k) => !keys.includes(k));
        return extra === undefined ? within(problem, `.${key}`) : { path: "", message: `${problem.message.replace("{path}", `{path}.${key}`)}, and ${unexpected(extra)}` };
      }
    }
    if (own !== known) {
      const extra = Object.keys(v).find((key) => !keys.includes(key));
      if (extra !== undefined) return { path: "", message: unexpected(extra) };
    }
    return undefined;
  };
};

/** An object whose `tag` field picks the shape of the rest, e.g. events by `type`. */
export const tagged = (tag: string, cases: { readonly [name: string]: { readonly [key: string]: Check } }): Check => {
  const checks: { [name: string]: Check } = {};
  for (const name in cases) checks[name] = object({ [tag]: () => undefined, ...cases[name] });
  const names = Object.keys(cases);
  return (v) => {
    if (!isObject(v)) return expected("an object", v);
    const name = get(v, tag);
    if (typeof name !== "string" || !Object.hasOwn(checks, name)) return within(expected(`one of ${names.join(", ")}`, name), `.${tag}`);
    return checks[name]!(v);
  };
};

/** An object used as a dictionary: any keys, every value passing `value`. */
export const dictionary = (value: Check): Check => (v) => {
  if (!isObject(v)) return expected("an object", v);
  for (const key in v) {
    if (!Object.hasOwn(v, key)) continue;
    const problem = value(v[key]);
    if (problem) return within(problem, `.${key}`);
  }
  return undefined;
};
