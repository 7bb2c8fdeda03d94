/**
 * A tiny validator for untrusted JSON: checks built from small combinators that return
 * a message saying what was expected, or undefined when the value fits. They never
 * throw, never copy, never allocate on success, and read only own properties, so keys
 * such as "__proto__" in input are plain data.
 */
export type Check = (value: unknown, path: string) => string | undefined;

export type JsonObject = { readonly [key: string]: unknown };

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value of an own property, or undefined. */
export function get(obj: JsonObject, key: string): unknown {
  return hasOwn(obj, key) ? obj[key] : undefined;
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "string") return value.length > 40 ? "a long string" : JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return typeof value === "object" ? "an object" : typeof value;
}

const expected = (path: string, what: string, value: unknown) => `expected ${path} to be ${what}, got ${describe(value)}`;

export function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

export const integer = (min: number, max: number): Check => (v, p) =>
  isInteger(v, min, max) ? undefined : expected(p, `an integer from ${min} to ${max}`, v);

export const boolean: Check = (v, p) => (typeof v === "boolean" ? undefined : expected(p, "true or false", v));

/** A string of 1 to `max` characters, optionally matching `pattern` (described by `what`). */
export const text = (max: number, pattern?: RegExp, what = `a string of 1 to ${max} characters`): Check => (v, p) =>
  typeof v === "string" && v.length > 0 && v.length <= max && (!pattern || pattern.test(v)) ? undefined : expected(p, what, v);

export const oneOf = (...values: readonly unknown[]): Check => (v, p) =>
  values.includes(v) ? undefined : expected(p, `one of ${values.map((x) => JSON.stringify(x)).join(", ")}`, v);

export const optional = (check: Check): Check => (v, p) => (v === undefined ? undefined : check(v, p));

export const nullable = (check: Check): Check => (v, p) => (v === null ? undefined : check(v, p));

/** An array of `min` to `max` items, each passing `item`; `unique` forbids repeats. */
export const list = (item: Check, min: number, max: number, unique = false): Check => (v, p) => {
  if (!Array.isArray(v) || v.length < min || v.length > max) return expected(p, `an array of ${min} to ${max} items`, v);
  for (let i = 0; i < v.length; i++) {
    const m = item(v[i], `${p}[${i}]`);
    if (m !== undefined) return m;
    if (unique && v.indexOf(v[i]) !== i) return `expected ${p} to name each item once; ${describe(v[i])} is repeated`;
  }
  return undefined;
};

/** An object with exactly these fields (missing optional fields are fine, unknown ones are not). */
export const object = (fields: { readonly [key: string]: Check }): Check => {
  const names = Object.keys(fields).join(", ") || "no fields";
  return (v, p) => {
    if (!isObject(v)) return expected(p, "an object", v);
    for (const key in v) {
      if (hasOwn(v, key) && !hasOwn(fields, key)) return `unexpected field ${JSON.stringify(key)} in ${p}; expected ${names}`;
    }
    for (const key in fields) {
      const m = fields[key]!(get(v, key), `${p}.${key}`);
      if (m !== undefined) return m;
    }
    return undefined;
  };
};

/** An object whose `tag` field picks the shape of the rest, e.g. events by `type`. */
export const tagged = (tag: string, cases: { readonly [name: string]: { readonly [key: string]: Check } }): Check => {
  const checks: { [name: string]: Check } = {};
  for (const name in cases) checks[name] = object({ [tag]: () => undefined, ...cases[name] });
  const names = Object.keys(cases);
  return (v, p) => {
    if (!isObject(v)) return expected(p, "an object", v);
    const name = get(v, tag);
    if (typeof name !== "string" || !hasOwn(checks, name)) return expected(`${p}.${tag}`, `one of ${names.join(", ")}`, name);
    return checks[name]!(v, `${p}`);
  };
};

/** An object used as a dictionary: any keys, every value passing `value`. */
export const dictionary = (value: Check): Check => (v, p) => {
  if (!isObject(v)) return expected(p, "an object", v);
  for (const key in v) {
    if (!hasOwn(v, key)) continue;
    const m = value(v[key], `${p}.${key}`);
    if (m !== undefined) return m;
  }
  return undefined;
};
