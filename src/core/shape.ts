/**
 * The describing twin of schema.ts: combinators of the same names and signatures that describe
 * instead of check, each returning the `Shape` of what the real one accepts. The modes' definitions
 * are bundled with this module in place of schema.ts to be read once more, as data: by
 * scripts/schema.mjs, which writes the JSON Schemas from the shapes (scripts/schema/describe.ts), and
 * by scripts/site.mjs, whose forms.js draws the playground's forms from them. One definition, read
 * three ways. The other helpers the modes import are the real ones. No entry of the package imports it.
 */
import type { Check } from "./schema.js";

export { describe, get, isInteger, isObject, own, problemWith, sentence } from "./schema.js";
export type { Check, JsonObject, Problem } from "./schema.js";

/** What a check accepts, as data. */
export type Shape =
  | { readonly kind: "integer"; readonly min: number; readonly max: number }
  | { readonly kind: "boolean" }
  /** `what` as the definition words it ("a player id"), when it does. */
  | { readonly kind: "text"; readonly max: number; readonly pattern?: RegExp; readonly what?: string }
  | { readonly kind: "oneOf"; readonly values: readonly unknown[] }
  | { readonly kind: "optional"; readonly of: Shape }
  | { readonly kind: "nullable"; readonly of: Shape }
  | { readonly kind: "list"; readonly item: Shape; readonly min: number; readonly max: number; readonly unique: boolean }
  | { readonly kind: "object"; readonly fields: { readonly [key: string]: Shape } }
  | { readonly kind: "tagged"; readonly tag: string; readonly cases: { readonly [name: string]: { readonly [key: string]: Shape } } }
  | { readonly kind: "dictionary"; readonly value: Shape }
  /** `value` itself, or what `of` accepts (a Fireteam weapon's cost: "+" or a number). */
  | { readonly kind: "either"; readonly value: unknown; readonly of: Shape }
  /** `then` for an object with the field `key` (equal to `value`, when given), else `otherwise`. */
  | { readonly kind: "when"; readonly key: string; readonly value?: unknown; readonly then: Shape; readonly otherwise: Shape }
  /** A check written by hand: nothing known of it but its source, for the message that says so. */
  | { readonly kind: "custom"; readonly source: string };

// Here a "check" is a shape; a function is a check written by hand.
const as = (shape: Shape): Check => shape as unknown as Check;
/** The shape a check stands for (a check written by hand, a function, is `custom`). */
export const shapeOf = (check: Check): Shape => (typeof check === "function" ? { kind: "custom", source: String(check).slice(0, 80) } : (check as unknown as Shape));
const of = shapeOf;
const all = (checks: { readonly [key: string]: Check }) => Object.fromEntries(Object.entries(checks).map(([k, c]) => [k, of(c)]));

export const integer = (min: number, max: number): Check => as({ kind: "integer", min, max });
export const boolean: Check = as({ kind: "boolean" });
export const text = (max: number, pattern?: RegExp, what?: string): Check => as({ kind: "text", max, ...(pattern ? { pattern } : {}), ...(what === undefined ? {} : { what }) });
export const oneOf = (...values: readonly unknown[]): Check => as({ kind: "oneOf", values });
export const optional = (check: Check): Check => as({ kind: "optional", of: of(check) });
export const nullable = (check: Check): Check => as({ kind: "nullable", of: of(check) });
export const either = (value: unknown, check: Check): Check => as({ kind: "either", value, of: of(check) });
export const when = (key: string, then: Check, otherwise: Check, value?: unknown): Check =>
  as({ kind: "when", key, then: of(then), otherwise: of(otherwise), ...(value === undefined ? {} : { value }) });
export const worded = (check: Check, _message: string): Check => check;
export const apart = (check: Check): Check => optional(check);
export const list = (item: Check, min: number, max: number, unique = false): Check => as({ kind: "list", item: of(item), min, max, unique });
export const object = (fields: { readonly [key: string]: Check }): Check => as({ kind: "object", fields: all(fields) });
export const tagged = (tag: string, cases: { readonly [name: string]: { readonly [key: string]: Check } }): Check =>
  as({ kind: "tagged", tag, cases: Object.fromEntries(Object.entries(cases).map(([k, f]) => [k, all(f)])) });
export const dictionary = (value: Check): Check => as({ kind: "dictionary", value: of(value) });
