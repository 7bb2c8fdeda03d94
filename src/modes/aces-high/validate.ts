import { type Violation, violation } from "../../core/errors.js";
import { own } from "../../core/schema.js";
import type { AcesHighErrorCode } from "./errors.js";
import { type AcesHighEvent, type EventOf, unknownPlayerIn } from "./events.js";
import { hullDamageAfterSave } from "./saves.js";
import { type AcesHighState, isDown, isRemoved, player, type PlayerState } from "./state.js";

type Failure = Violation<AcesHighErrorCode> | undefined;

/** Whether `event` is legal in `state`. Reads only; returns the first rule it breaks. */
export function validate(state: AcesHighState, event: AcesHighEvent): Failure {
  if (state.over) return violation("ERR_GAME_OVER", `expected no more events: the game ended (${state.timeCalled ? "time was called" : "the victory limit was reached"})`);
  const unknown = unknownPlayerIn(event, state.ids);
  if (unknown !== undefined) {
    // Only a target can be a remote or an obstacle someone meant to name.
    const target = "targets" in event ? event.targets.includes(unknown) : "target" in event && event.target === unknown;
    return violation("ERR_UNKNOWN_PLAYER", `expected a player of this game (${state.players.map((p) => p.id).join(", ")}), got ${JSON.stringify(unknown)}${target ? "; remotes and obstacles are not targets" : ""}`);
  }
  switch (event.type) {
    case "roundStarted":
      return roundStarted(state, event);
    case "roundEnded":
      if (!state.roundActive) return noRound();
      return unresolved(state, "end the round");
    case "timeCalled":
      if (state.timeCalled) return violation("ERR_ROUND", "expected time to be called once; it already was");
      return state.roundActive ? undefined : unresolved(state, "end the game");
    case "damaged":
      return damaged(state, event);
    case "repaired":
      return inPlayAndStanding(state, event.target, "be repaired");
    case "destroyed":
      return destroyed(state, event);
    case "fled":
      return inPlayAndStanding(state, event.target, "flee") ?? saveFirst(state, player(state, event.target)!, "flee");
    case "saved":
      return saved(state, event);
    case "respawned":
      return respawned(state, event);
  }
}

function roundStarted(state: AcesHighState, event: EventOf<"roundStarted">): Failure {
  if (state.roundActive) return violation("ERR_ROUND", `expected round ${state.round} to end before another starts`);
  if (event.order && event.order.length !== state.players.length) {
    return violation("ERR_INVALID_EVENT", `expected event.order to list all ${state.players.length} players once, got ${event.order.length}`);
  }
  // "Before the start of the next round ... the destroyed player ... places their ship on the field ... The new round then begins."
  return respawnFirst(state, `round ${state.round + 1}`);
}

/** A round or the game cannot end while a down ship waits for its destruction or save. */
function unresolved(state: AcesHighState, what: string): Failure {
  const down = state.players.find((p) => p.status === "active" && isDown(p));
  return down ? violation("ERR_ROUND", `expected every down ship to be destroyed or saved before you ${what}; ${down.id} is down`) : undefined;
}

/** `action` completes "expected x to be in play to ...": "be damaged", "flee". */
function inPlay(p: PlayerState, action: string): Failure {
  return p.status === "active" ? undefined : violation("ERR_NOT_IN_PLAY", `expected ${p.id} to be in play to ${action}, but it is ${p.status}`);
}

/** In play and not down: a down ship can only be destroyed or saved. */
function inPlayAndStanding(state: AcesHighState, id: string, action: string): Failure {
  const p = player(state, id)!;
  return inPlay(p, action) ?? (isDown(p) ? violation("ERR_ALREADY_DOWN", `expected ${id} not to be down: a down ship can only be destroyed or saved`) : undefined);
}

function damaged(state: AcesHighState, event: EventOf<"damaged">): Failure {
  const failure = inPlayAndStanding(state, event.target, "be damaged");
  if (failure) return failure;
  const s = event.source;
  if (s.kind === "attack" && !state.roundActive) return noRound();
  // Ships that left the table cannot shoot or use abilities; their devices and remotes stay
  // (F.A.Q.: "they remain, just like mines, nets, and remotes").
  if (s.kind === "attack" || s.kind === "ability") {
    const by = player(state, s.by)!;
    const absent = inPlay(by, s.kind === "attack" ? "attack" : "use its ability");
    if (absent) return absent;
    // ROAD RAGE: "There are no ties in initiative or simultaneous fire, except for special abilities"
    // (ruling road-rage-fire): a down ship "can only be destroyed or saved", its last shot fired.
    if (s.kind === "attack" && state.rules.initiative === "roadRage") return inPlayAndStanding(state, by.id, "attack");
  }
  return undefined;
}

function destroyed(state: AcesHighState, event: EventOf<"destroyed">): Failure {
  for (const id of event.targets) {
    const p = player(state, id)!;
    const failure = inPlay(p, "be destroyed");
    if (failure) return failure;
    if (!isDown(p)) return violation("ERR_NOT_DOWN", `expected ${id} to be down (hull damage ${p.hullDamage} of hull ${p.hull}) to be destroyed`);
    const unused = saveFirst(state, p, "destruction");
    if (unused) return unused;
  }
  return undefined;
}

/**
 * F.A.Q.: saves like Tel Trevura's "trigger as usual, and the player only loses points if the charges
 * have already been spent": a loss a save could still replace is refused (ruling save-available),
 * unless the table lets players decline it (`unusedSave: "penalty"`).
 */
function saveFirst(state: AcesHighState, p: PlayerState, from: "destruction" | "flee"): Failure {
  // Tel Trevura suffers 5 damage as it saves itself: with 5 hull or less the save cannot be made.
  const possible = p.charges[from] > 0 && !(from === "destruction" && p.hull < 6 && own(p, "pilot") === "teltrevura");
  return possible && state.rules.unusedSave === "refused" ? violation("ERR_SAVE_AVAILABLE", `expected ${p.id} to use its ${from} save first (${p.charges[from]} left): record saved`) : undefined;
}

function saved(state: AcesHighState, event: EventOf<"saved">): Failure {
  const p = player(state, event.target)!;
  const failure = inPlay(p, "be saved");
  if (failure) return failure;
  if (event.from === "destruction" && !isDown(p)) return violation("ERR_NOT_DOWN", `expected ${p.id} to be down to be saved from destruction`);
  if (event.from === "flee" && isDown(p)) return violation("ERR_ALREADY_DOWN", `expected ${p.id} not to be down: a down ship is destroyed, not fled`);
  if (p.charges[event.from] < 1) return violation("ERR_NO_CHARGE", `expected ${p.id} to have a ${event.from} save charge left; it has none`);
  if (event.from === "flee") return undefined;
  const after = hullDamageAfterSave(p, event);
  if (after === undefined) return violation("ERR_INVALID_EVENT", `expected event.hullDamageAfter: the engine cannot know the outcome of ${own(p, "pilot") ?? p.id}'s save`);
  if (after >= p.hull) return violation("ERR_INVALID_EVENT", `expected the save to leave ${p.id} with hull damage below its hull ${p.hull}, got ${after}`);
  return undefined;
}

function respawned(state: AcesHighState, event: EventOf<"respawned">): Failure {
  if (state.roundActive) return violation("ERR_ROUND", `expected respawn between rounds; round ${state.round} is running`);
  const p = player(state, event.target)!;
  if (!isRemoved(p)) return violation("ERR_NOT_REMOVED", `expected ${p.id} to be destroyed or fled to respawn, but it is ${p.status}`);
  // "according to the established player order": the order of the round just played (ROAD RAGE too).
  return respawnFirst(state, p.id, p.id);
}

/** Respawns come first, in player order: the first destroyed or fled ship must respawn before `what`. */
function respawnFirst(state: AcesHighState, what: string, next?: string): Failure {
  const first = state.order.find((id) => isRemoved(player(state, id)!));
  return first === undefined || first === next ? undefined : violation("ERR_ROUND", `expected ${first} to respawn before ${what} (player order)`);
}

/** An attack (or the end of a round) needs a round running. */
function noRound(): Failure {
  return violation("ERR_ROUND", "expected a round to be running; no round has started since the last ended");
}
