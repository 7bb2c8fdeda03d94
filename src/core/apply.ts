import { type Draft, Immer, isDraft, original } from "immer";
import { swapDraftReader } from "./draft.js";
import { deepFreeze } from "./freeze.js";
import { at, type CoreErrorCode, orThrow, type RuleViolation, violation } from "./errors.js";
import { issue, wasIssued } from "./issued.js";
import { withEntries } from "./ledger.js";
import { readEventIn, Refused } from "./open-record.js";
import { prototypePolluted } from "./prototype.js";
import { err, ok, type Result } from "./result.js";
import type { EngineState, EntryOf, Ruleset } from "./ruleset.js";

type Writable<S> = { -readonly [K in keyof S]: S[K] };

// A private instance, made on first use: the caller's global immer settings neither affect us nor are
// changed by us, and an app that only replays records never creates it. It does not freeze: the new
// state is stamped as the engine's own first (`issue`), then frozen whole by `deepFreeze`.
let immer: Immer | undefined;
// How `before` reads drafts while `apply` runs: the root draft of the event being applied is known, and
// answered without asking immer (a mode reads the state before the event on every lookup).
const DRAFTS = {
  root: undefined as object | undefined,
  base: undefined as object | undefined,
  isDraft(value: unknown): boolean {
    return (value !== undefined && value === DRAFTS.root) || isDraft(value);
  },
  original<T>(value: T): T {
    return value === DRAFTS.root ? (DRAFTS.base as T) : (original(value as Draft<T>) as T);
  },
};

/**
 * `Engine.tryApply` for the mode of `ruleset`: one unchecked event, copied, parsed, validated against
 * `state`, then folded in with immer. Never throws.
 */
export function tryApplyWith<Setup, State extends EngineState, Event, Code extends string>(
  ruleset: Ruleset<Setup, State, Event, Code>,
  state: State,
  event: unknown,
): Result<State, RuleViolation<Code | CoreErrorCode>> {
  if (!wasIssued(ruleset, state)) {
    return err(at(violation("ERR_INVALID_STATE", `expected a state this ${ruleset.mode} engine returned; to resume a stored game, replay its record`), null));
  }
  const read = readEventIn(ruleset, state, event, !prototypePolluted());
  if (read instanceof Refused) return err(read.violation);
  const index = state.eventCount;
  const posted: EntryOf<State>[] = [];
  const producer = (immer ??= new Immer({ autoFreeze: false }));
  // A getter of the event may apply another event: what the outer one reads drafts with is put back.
  const outerReader = swapDraftReader(DRAFTS);
  const outerRoot = DRAFTS.root;
  const outerBase = DRAFTS.base;
  let next: State;
  try {
    next = producer.produce(state, (draft: Draft<State>) => {
      DRAFTS.root = draft;
      DRAFTS.base = state;
      ruleset.mutate(draft, read, index, (entry) => posted.push(entry));
      const writable = draft as Writable<EngineState>;
      writable.eventCount = index + 1;
      // The ledger is replaced, never drafted: appending copies its tail (at most one page), never the
      // pages before it, and the new ledger is frozen already, so immer does not walk it.
      if (posted.length > 0) writable.ledger = withEntries(state.ledger, posted);
    }) as State;
  } finally {
    swapDraftReader(outerReader);
    DRAFTS.root = outerRoot;
    DRAFTS.base = outerBase;
  }
  return ok(deepFreeze(issue(ruleset, next)));
}

/** `Engine.apply` for the mode of `ruleset`. Throws `RuleViolationError` and leaves `state` untouched. */
export function applyWith<Setup, State extends EngineState, Event, Code extends string>(ruleset: Ruleset<Setup, State, Event, Code>, state: State, event: Event): State {
  return orThrow(tryApplyWith(ruleset, state, event));
}
