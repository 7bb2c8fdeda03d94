/**
 * The combinators of src/core/schema.ts, of the same names and signatures, that describe instead of
 * check: each returns the JSON Schema (draft 2020-12) of what the real one accepts. scripts/schema.mjs
 * bundles the modes with this module in place of the real one, so the shapes a mode checks records
 * with are read once more, here, to write its schema: one definition, two readings.
 *
 * Every combinator of the real module has its twin here (test/schema/describe.test.ts compares the
 * lists). A check written by hand cannot be described: it stops the generator with an error.
 */
import type { Check } from "../../src/core/schema.js";

export { describe, get, isInteger, isObject, own, problemWith } from "../../src/core/schema.js";
export type { Check, JsonObject, Problem } from "../../src/core/schema.js";

/** A JSON Schema, as plain data. */
export type Schema = { [keyword: string]: unknown };

// An optional field of an object: its schema, not listed in `required`.
const OPTIONAL = Symbol("optional");
type Optional = { readonly [OPTIONAL]: Schema };

// What the real combinators return (a function) is, here, a schema; the modes only pass it on.
const as = (schema: Schema | Optional): Check => schema as unknown as Check;

/** The schema a check stands for; refuses a check written by hand (a function), which says nothing of its shape. */
export function schemaOf(check: Check): Schema {
  if (typeof check === "function") throw new Error(`a check written by hand cannot be described: ${String(check).slice(0, 80)}`);
  const value = check as unknown as Schema | Optional;
  return OPTIONAL in value ? value[OPTIONAL] : value;
}

const isOptional = (check: Check): boolean => typeof check !== "function" && OPTIONAL in (check as object);

export const integer = (min: number, max: number): Check => as({ type: "integer", minimum: min, maximum: max });

export const boolean: Check = as({ type: "boolean" });

export const text = (max: number, pattern?: RegExp, what?: string): Check => {
  if (pattern && pattern.flags !== "") throw new Error(`a pattern with flags cannot be described: ${String(pattern)}`);
  return as({ type: "string", minLength: 1, maxLength: max, ...(pattern ? { pattern: pattern.source } : {}), ...(what === undefined ? {} : { description: what }) });
};

export const oneOf = (...values: readonly unknown[]): Check => as(values.length === 1 ? { const: values[0] } : { enum: [...values] });

export const optional = (check: Check): Check => as({ [OPTIONAL]: schemaOf(check) });

export const nullable = (check: Check): Check => {
  const schema = schemaOf(check);
  if ("enum" in schema) return as({ ...schema, enum: [null, ...(schema.enum as unknown[])] });
  if ("const" in schema) return as({ enum: [null, schema.const] });
  if (typeof schema.type === "string") return as({ ...schema, type: [schema.type, "null"] });
  return as({ anyOf: [{ type: "null" }, schema] });
};

export const either = (value: unknown, check: Check): Check => as({ anyOf: [{ const: value }, schemaOf(check)] });

export const when = (key: string, then: Check, otherwise: Check, value?: unknown): Check =>
  as({
    if: { type: "object", properties: { [key]: value === undefined ? {} : { const: value } }, required: [key] },
    then: schemaOf(then),
    else: schemaOf(otherwise),
  });

export const worded = (check: Check, _message: string): Check => as(schemaOf(check));

export const apart = (check: Check): Check => optional(check);

export const list = (item: Check, min: number, max: number, unique = false): Check =>
  as({ type: "array", items: schemaOf(item), ...(min > 0 ? { minItems: min } : {}), maxItems: max, ...(unique ? { uniqueItems: true } : {}) });

export const object = (fields: { readonly [key: string]: Check }): Check => {
  const keys = Object.keys(fields);
  const required = keys.filter((key) => !isOptional(fields[key]!));
  return as({
    type: "object",
    properties: Object.fromEntries(keys.map((key) => [key, schemaOf(fields[key]!)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  });
};

export const tagged = (tag: string, cases: { readonly [name: string]: { readonly [key: string]: Check } }): Check =>
  as({ oneOf: Object.keys(cases).map((name) => ({ title: name, ...schemaOf(object({ [tag]: oneOf(name), ...cases[name] })) })) });

export const dictionary = (value: Check): Check => as({ type: "object", additionalProperties: schemaOf(value) });
