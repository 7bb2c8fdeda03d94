import type { Ruleset } from "../../core/ruleset.js";
import type { AcesHighErrorCode } from "./errors.js";
import { type AcesHighEvent, checkEvent } from "./events.js";
import { mutate } from "./mutate.js";
import { readEvent } from "./read-event.js";
import { type AcesHighSetup, parseSetup } from "./setup.js";
import { type AcesHighState, initialState } from "./state.js";
import { validate } from "./validate.js";
import { builtInRuleset } from "../../core/issued.js";

/** The Aces High mode as a set of hooks for the core engine. */
export const acesHighRuleset: Ruleset<AcesHighSetup, AcesHighState, AcesHighEvent, AcesHighErrorCode> = /* @__PURE__ */ builtInRuleset({
  mode: "aces-high",
  versions: [1],
  parseSetup,
  initial: initialState,
  checkEvent,
  readEvent,
  validate,
  mutate,
});
