// The JSON Schemas of schema/*.json, compiled with ajv (draft 2020-12), beside the engine's own reading
// of the same records: the envelope (src/core/record.ts) and the shapes each mode checks a setup and an
// event with. The tests hold the two to the same verdict.
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { CONFORMANCE_MODES, type ConformanceMode } from "../../src/conformance/index.js";
import { readRecord } from "../../src/core/record.js";
import { type Check, get, isObject, optional, problemWith } from "../../src/core/schema.js";
import { EVENT as acesHighEvent } from "../../src/modes/aces-high/events.js";
import { RULES } from "../../src/modes/aces-high/rules.js";
import { SETUP as acesHighSetup } from "../../src/modes/aces-high/setup.js";
import { EVENT as epicEvent } from "../../src/modes/epic/events.js";
import { SETUP as epicSetup } from "../../src/modes/epic/setup.js";
import { EVENT as fireteamEvent } from "../../src/modes/fireteam/events.js";
import { SETUP as fireteamSetup } from "../../src/modes/fireteam/setup.js";
import { EVENT as intergalacticAceEvent } from "../../src/modes/intergalactic-ace/events.js";
import { SETUP as intergalacticAceSetup } from "../../src/modes/intergalactic-ace/setup.js";
import { EVENT as spaceRaceEvent } from "../../src/modes/space-race/events.js";
import { SETUP as spaceRaceSetup } from "../../src/modes/space-race/setup.js";

/**
 * The kit's game modes, each with schema/<mode>.json. A side event's records (`aces-high-event`) are the
 * kit's own, read by its reference scorer: no app writes them, and the mode's name is the event file's.
 */
export type Mode = Exclude<ConformanceMode, "aces-high-event">;
export const MODES = CONFORMANCE_MODES.filter((m): m is Mode => m !== "aces-high-event");

// Aces High checks `setup.rules` apart (`apart(RULES)`), after the rest of the setup: its shape is RULES.
const acesHighRules = optional(RULES);
const SHAPES: { readonly [M in Mode]: { readonly setup: (setup: unknown) => string | undefined; readonly event: Check } } = {
  "aces-high": {
    setup: (s) => problemWith(acesHighSetup, s, "setup") ?? (isObject(s) ? problemWith(acesHighRules, get(s, "rules"), "setup.rules") : undefined),
    event: acesHighEvent,
  },
  epic: { setup: (s) => problemWith(epicSetup, s, "setup"), event: epicEvent },
  "space-race": { setup: (s) => problemWith(spaceRaceSetup, s, "setup"), event: spaceRaceEvent },
  fireteam: { setup: (s) => problemWith(fireteamSetup, s, "setup"), event: fireteamEvent },
  "intergalactic-ace": { setup: (s) => problemWith(intergalacticAceSetup, s, "setup"), event: intergalacticAceEvent },
};

/** The engine's shape check of one event: its problem, or undefined. */
export const eventProblem = (mode: Mode, event: unknown): string | undefined => problemWith(SHAPES[mode].event, event, "event");

/** The engine's shape check of a setup: its problem, or undefined. */
export const setupProblem = (mode: Mode, setup: unknown): string | undefined => SHAPES[mode].setup(setup);

/** The engine's shape check of a whole record (envelope, setup, every event), as JSON: the first problem, or undefined. */
export function recordProblem(mode: Mode, record: unknown): string | undefined {
  const read = readRecord(JSON.parse(JSON.stringify(record)) as unknown);
  if (!read.ok) return read.error.message;
  const { record: r } = read.value;
  if (r.mode !== mode) return `mode ${r.mode}`;
  if ((r.version ?? 1) !== 1) return `version ${r.version}`;
  return setupProblem(mode, r.setup) ?? r.events.map((e) => eventProblem(mode, e)).find((p) => p !== undefined);
}

export const schemaFile = (mode: Mode) => new URL(`../../schema/${mode}.json`, import.meta.url);

const ajv = new Ajv2020({ strict: true, allErrors: false });
for (const mode of MODES) ajv.addSchema(JSON.parse(readFileSync(schemaFile(mode), "utf8")) as object, mode);

type Validate = ((value: unknown) => boolean) & { errors?: unknown };
const compiled = (ref: string): Validate => {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema ${ref}`);
  return validate as Validate;
};

/** ajv's verdicts by the schema of `mode`: a whole record, its setup, one event. */
export const schemaOf = (mode: Mode) => ({
  record: compiled(mode),
  setup: compiled(`${mode}#/$defs/setup`),
  event: compiled(`${mode}#/$defs/event`),
});
