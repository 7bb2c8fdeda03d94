import { tryApplyWith } from "./apply.js";
import { orThrow } from "./errors.js";
import { deepFreeze } from "./freeze.js";
import { issue } from "./issued.js";
import { eventOf, openRecord } from "./open-record.js";
import type { GameRecord } from "./record.js";
import type { EngineState, Ruleset } from "./ruleset.js";

/**
 * `Engine.history` for the mode of `ruleset`: every state of the game, index i holding the state after
 * i events; consecutive states share structure (immer). Throws `RuleViolationError`.
 */
export function historyWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, record: GameRecord<unknown, unknown> | string): State[] {
  const { setup, events, length } = orThrow(openRecord(ruleset, record));
  const states = [deepFreeze(issue(ruleset, ruleset.initial(setup)))];
  for (let i = 0; i < length; i++) states.push(orThrow(tryApplyWith(ruleset, states[i]!, eventOf(events, i))));
  return states;
}
