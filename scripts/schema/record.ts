// A mode's record schema: the envelope every record shares (src/core/record.ts), the mode's setup, and
// its events, one definition (`$defs`) per event type, from the shapes its reader checks them with.
import { RECORD_KEYS } from "../../src/core/record.js";
import { casesOf, type Schema, schemaOf } from "./describe.js";
import type { SchemaMode } from "./modes.js";

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/** `docs`: the doc comment of each event type, as its `description`. */
export function recordSchema({ mode, title, versions, setup, event }: SchemaMode, docs: ReadonlyMap<string, string> = new Map()): Schema {
  const type = (e: Schema) => ((e.properties as { type: { const: string } }).type).const;
  const events = casesOf(event).map((e) => {
    const { title: name, ...rest } = e;
    const description = docs.get(type(e));
    return { title: name, ...(description === undefined ? {} : { description }), ...rest };
  });
  const envelope: { readonly [K in (typeof RECORD_KEYS)[number]]: Schema } = {
    mode: { const: mode },
    version: { description: "The record format version; a record without one is version 1.", ...(versions.length === 1 ? { const: versions[0] } : { enum: versions }) },
    setup: { $ref: "#/$defs/setup" },
    events: { type: "array", items: { $ref: "#/$defs/event" } },
    meta: { description: "Free-form data for apps (venue, table, timestamps); the engine ignores it." },
  };
  return {
    $schema: DRAFT,
    title: `${title} record`,
    description:
      `A game record of the ${JSON.stringify(mode)} mode of ace-ledger: its setup and its events, in order. ` +
      "The schema checks their shape, as the engine reads them; whether the setup and each event keep the rules of the game is for the engine to say. " +
      "Written by `npm run schema` from the engine's definitions: do not edit.",
    type: "object",
    properties: envelope,
    required: RECORD_KEYS.filter((key) => key !== "version" && key !== "meta"),
    additionalProperties: false,
    $defs: {
      setup: { title: `${title} setup`, ...schemaOf(setup) },
      // Chosen by `type` (if/then), so that a validator names the wrong field of that event type.
      event: {
        title: `${title} event`,
        type: "object",
        properties: { type: { enum: events.map(type) } },
        required: ["type"],
        allOf: events.map((e) => ({ if: { properties: { type: { const: type(e) } }, required: ["type"] }, then: { $ref: `#/$defs/event.${type(e)}` } })),
      },
      ...Object.fromEntries(events.map((e) => [`event.${type(e)}`, e])),
    },
  };
}

/** The event types of a mode's shape of an event, in its order. */
export const eventTypes = (event: SchemaMode["event"]): string[] => casesOf(event).map((e) => e.title as string);
