import { type CoreErrorCode, orThrow, type RuleViolation } from "./errors.js";
import { deepFreeze } from "./freeze.js";
import { issue } from "./issued.js";
import { setupOf } from "./open-record.js";
import { ok, type Result } from "./result.js";
import type { EngineState, Ruleset } from "./ruleset.js";

/** `Engine.tryStart` for the mode of `ruleset`: the state before any event, or the setup's violation. */
export function tryStartWith<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  setup: unknown,
): Result<State, RuleViolation<Code | CoreErrorCode>> {
  const parsed = setupOf(ruleset, setup);
  return parsed.ok ? ok(deepFreeze(issue(ruleset, ruleset.initial(parsed.value)))) : parsed;
}

/** `Engine.start` for the mode of `ruleset`. Throws `RuleViolationError`. */
export function startWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, setup: unknown): State {
  return orThrow(tryStartWith(ruleset, setup));
}
