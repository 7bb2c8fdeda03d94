// The shapes of the modes' events and setups, for the forms: the definitions the engine checks records
// with (each mode's EVENT and SETUP), read once more with the combinators of src/core/shape.ts, which
// describe instead of check. scripts/site.mjs builds forms.js with every import of src/core/schema.js
// read from src/core/shape.ts, as scripts/schema does to write the JSON Schemas: one definition, two
// readings, and nothing added to the engine or to the apps that bundle it.
import { EVENT as acesHighEvent } from "../../src/modes/aces-high/events.js";
import { SETUP as acesHighSetup } from "../../src/modes/aces-high/setup.js";
import { EVENT as epicEvent } from "../../src/modes/epic/events.js";
import { SETUP as epicSetup } from "../../src/modes/epic/setup.js";
import { EVENT as fireteamEvent } from "../../src/modes/fireteam/events.js";
import { SETUP as fireteamSetup } from "../../src/modes/fireteam/setup.js";
import { EVENT as intergalacticAceEvent } from "../../src/modes/intergalactic-ace/events.js";
import { SETUP as intergalacticAceSetup } from "../../src/modes/intergalactic-ace/setup.js";
import { EVENT as spaceRaceEvent } from "../../src/modes/space-race/events.js";
import { SETUP as spaceRaceSetup } from "../../src/modes/space-race/setup.js";
import type { Shape } from "../../src/core/shape.js";

export type { Shape } from "../../src/core/shape.js";

// Built with src/core/shape.ts in place of the checks, each "check" here is a shape.
const shape = (s: unknown) => s as Shape;

export const EVENT_SHAPES: { readonly [mode: string]: Shape } = {
  "aces-high": shape(acesHighEvent),
  epic: shape(epicEvent),
  "space-race": shape(spaceRaceEvent),
  fireteam: shape(fireteamEvent),
  "intergalactic-ace": shape(intergalacticAceEvent),
};

export const SETUP_SHAPES: { readonly [mode: string]: Shape } = {
  "aces-high": shape(acesHighSetup),
  epic: shape(epicSetup),
  "space-race": shape(spaceRaceSetup),
  fireteam: shape(fireteamSetup),
  "intergalactic-ace": shape(intergalacticAceSetup),
};
