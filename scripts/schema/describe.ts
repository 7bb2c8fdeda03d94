/**
 * The JSON Schema (draft 2020-12) of a shape. scripts/schema.mjs bundles the modes with the describing
 * twin of the combinators (src/core/shape.ts) in place of the checking ones, so each check a mode
 * reads records with is, here, the `Shape` of what it accepts; `schemaOf` writes it as JSON Schema.
 * The playground's forms read the same shapes: one definition, read three ways.
 *
 * A check written by hand cannot be described: it stops the generator with an error.
 */
import type { Check } from "../../src/core/schema.js";
import { type Shape, shapeOf } from "../../src/core/shape.js";

/** A JSON Schema, as plain data. */
export type Schema = { [keyword: string]: unknown };

/** The schema of what `check` accepts (a check of the describing twin: a shape). */
export function schemaOf(check: Check): Schema {
  return schemaOfShape(shapeOf(check));
}

function schemaOfShape(shape: Shape): Schema {
  switch (shape.kind) {
    case "integer":
      return { type: "integer", minimum: shape.min, maximum: shape.max };
    case "boolean":
      return { type: "boolean" };
    case "text":
      return { type: "string", minLength: 1, maxLength: shape.max, ...(shape.pattern ? patternSchema(shape.pattern) : {}), ...(shape.what === undefined ? {} : { description: shape.what }) };
    case "oneOf":
      return shape.values.length === 1 ? { const: shape.values[0] } : { enum: [...shape.values] };
    // An optional field: its value's schema; the object leaves it out of `required`.
    case "optional":
      return schemaOfShape(shape.of);
    case "nullable": {
      const schema = schemaOfShape(shape.of);
      if ("enum" in schema) return { ...schema, enum: [null, ...(schema.enum as unknown[])] };
      if ("const" in schema) return { enum: [null, schema.const] };
      if (typeof schema.type === "string") return { ...schema, type: [schema.type, "null"] };
      return { anyOf: [{ type: "null" }, schema] };
    }
    case "either":
      return { anyOf: [{ const: shape.value }, schemaOfShape(shape.of)] };
    case "when":
      return {
        if: { type: "object", properties: { [shape.key]: shape.value === undefined ? {} : { const: shape.value } }, required: [shape.key] },
        then: schemaOfShape(shape.then),
        else: schemaOfShape(shape.otherwise),
      };
    case "list":
      return { type: "array", items: schemaOfShape(shape.item), ...(shape.min > 0 ? { minItems: shape.min } : {}), maxItems: shape.max, ...(shape.unique ? { uniqueItems: true } : {}) };
    case "object":
      return objectSchema(shape.fields);
    case "tagged": {
      // Chosen by the tag (if/then), not by trying each case (oneOf): a validator in any language then
      // names the field that is wrong in the case the tag chose, not "valid under none of the cases".
      const cases = casesOfShape(shape);
      return {
        type: "object",
        properties: { [shape.tag]: { enum: cases.map((c) => c.title) } },
        required: [shape.tag],
        allOf: cases.map((c) => ({ if: { properties: { [shape.tag]: { const: c.title } }, required: [shape.tag] }, then: c })),
      };
    }
    case "dictionary":
      return { type: "object", additionalProperties: schemaOfShape(shape.value) };
    case "custom":
      throw new Error(`a check written by hand cannot be described: ${shape.source}`);
  }
}

/** Each case of a tagged shape as its own object schema, titled by its tag value. */
export function casesOf(check: Check): Schema[] {
  const shape = shapeOf(check);
  if (shape.kind !== "tagged") throw new Error(`expected a tagged shape, got ${shape.kind}`);
  return casesOfShape(shape);
}

function casesOfShape(shape: Extract<Shape, { kind: "tagged" }>): Schema[] {
  return Object.keys(shape.cases).map((name) => ({ title: name, ...objectSchema({ [shape.tag]: { kind: "oneOf", values: [name] }, ...shape.cases[name] }) }));
}

/** The characters before which Python's and Java's `$` also match (one final line end may follow). */
const LINE_ENDS = ["\n", "\r", "\u0085", "\u2028", "\u2029"];

/**
 * A pattern that means the same in every regex dialect. The engine's patterns end in `$`, which in
 * JavaScript is the end of the text, but in Python and Java also the place before a final line end:
 * there `"a\n"` would pass as an id. So the line ends are refused by a second pattern (`not`), a
 * class of the characters themselves (not `\u` escapes, which Go's dialect lacks). It is exact
 * because the engine's patterns match no line end anywhere: checked here, by refusing a pattern
 * with `.`, `[^`, or an escape class outside its plain character classes.
 */
function patternSchema(pattern: RegExp): Schema {
  if (pattern.flags !== "") throw new Error(`a pattern with flags cannot be described: ${String(pattern)}`);
  const outsideClasses = pattern.source.replace(/\[(?!\^)(?:\\.|[^\]\\])*\]/g, "");
  if (/\[\^|\\[sSwWdDbB]|(?<!\\)\./.test(outsideClasses) || /\\[sSWD]|\[\^/.test(pattern.source)) throw new Error(`a pattern that may match a line end cannot be described: ${String(pattern)}`);
  if (!pattern.source.endsWith("$")) return { pattern: pattern.source };
  return { pattern: pattern.source, not: { pattern: `[${LINE_ENDS.join("")}]` } };
}

function objectSchema(fields: { readonly [key: string]: Shape }): Schema {
  const keys = Object.keys(fields);
  const required = keys.filter((key) => fields[key]!.kind !== "optional");
  return {
    type: "object",
    properties: Object.fromEntries(keys.map((key) => [key, schemaOfShape(fields[key]!)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
