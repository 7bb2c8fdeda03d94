// The modes whose records get a JSON Schema: each mode's ruleset (its `mode` string and the record
// versions it reads) and the shapes its reader checks a setup and an event with.
import type { Check } from "../../src/core/schema.js";
import { acesHighRuleset } from "../../src/modes/aces-high/ruleset.js";
import { EVENT as acesHighEvent } from "../../src/modes/aces-high/events.js";
import { SETUP as acesHighSetup } from "../../src/modes/aces-high/setup.js";
import { epicRuleset } from "../../src/modes/epic/index.js";
import { EVENT as epicEvent } from "../../src/modes/epic/events.js";
import { SETUP as epicSetup } from "../../src/modes/epic/setup.js";
import { spaceRaceRuleset } from "../../src/modes/space-race/index.js";
import { EVENT as spaceRaceEvent } from "../../src/modes/space-race/events.js";
import { SETUP as spaceRaceSetup } from "../../src/modes/space-race/setup.js";
import { fireteamRuleset } from "../../src/modes/fireteam/index.js";
import { EVENT as fireteamEvent } from "../../src/modes/fireteam/events.js";
import { SETUP as fireteamSetup } from "../../src/modes/fireteam/setup.js";
import { intergalacticAceRuleset } from "../../src/modes/intergalactic-ace/index.js";
import { EVENT as intergalacticAceEvent } from "../../src/modes/intergalactic-ace/events.js";
import { SETUP as intergalacticAceSetup } from "../../src/modes/intergalactic-ace/setup.js";

export interface SchemaMode {
  /** The record `mode` string, also the schema's file name. */
  readonly mode: string;
  readonly title: string;
  readonly versions: readonly number[];
  readonly setup: Check;
  readonly event: Check;
}

export const SCHEMA_MODES: readonly SchemaMode[] = [
  { ...acesHighRuleset, title: "Aces High", setup: acesHighSetup, event: acesHighEvent },
  { ...epicRuleset, title: "Epic Battles", setup: epicSetup, event: epicEvent },
  { ...spaceRaceRuleset, title: "Space Race", setup: spaceRaceSetup, event: spaceRaceEvent },
  { ...fireteamRuleset, title: "A.C.E. Fireteam", setup: fireteamSetup, event: fireteamEvent },
  { ...intergalacticAceRuleset, title: "Intergalactic Ace", setup: intergalacticAceSetup, event: intergalacticAceEvent },
].map(({ mode, versions, title, setup, event }) => ({ mode, versions, title, setup, event }));
