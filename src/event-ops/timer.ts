import { type AcesHighEvent, gameRulesOf } from "../modes/tournament/index.js";
import type { Changed } from "./change.js";
import { nightStateOf, withNightState } from "./night-state.js";
import { refuse } from "./refusal.js";

/** Starts the round's clock from the event's time limit, or stops it (`minutes` null). */
export function setTimer(event: AcesHighEvent, start: boolean, now: Date): Changed<string> {
  const state = nightStateOf(event);
  const { timer: _, ...rest } = state;
  if (!start) return { event: withNightState(event, rest), said: "The round's clock is stopped." };
  const minutes = gameRulesOf(event).timeLimit;
  if (minutes === null) refuse("ERR_NIGHT", "expected a time limit for the round's clock; the event's games have none");
  const round = Math.max(1, event.rounds.length);
  return { event: withNightState(event, { ...rest, timer: { round, started: now.toISOString(), minutes } }), said: `Round ${round}'s clock started: ${minutes} minutes.` };
}
