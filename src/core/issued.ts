// Every state an engine function returned, with the ruleset that made it. `tryApply` takes these and
// nothing else, so an app that passes anything else (no state yet, a Result, a scoreboard, a state of
// another mode or one rebuilt by hand) gets a typed error rather than a state built from what is not there.
const issuedBy = /* @__PURE__ */ new WeakMap<object, object>();

/** Marks `state` as returned by the engine of `ruleset`, and returns it. */
export function issue<State extends object>(ruleset: object, state: State): State {
  issuedBy.set(state, ruleset);
  return state;
}

/** Whether the engine of `ruleset` returned `state`. */
export function wasIssued(ruleset: object, state: unknown): boolean {
  return typeof state === "object" && state !== null && issuedBy.get(state) === ruleset;
}
