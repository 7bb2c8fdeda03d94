// Every state an engine function returns is stamped with the ruleset that made it. `tryApply` takes
// these and nothing else, so an app that passes anything else (no state yet, a Result, a scoreboard, a
// state of another mode, one rebuilt by hand, copied with spread or wrapped in a proxy) gets a typed
// error rather than a state built from what is not there.
//
// The stamp is a private field added to the state object (a class constructor that returns the object
// it is given lets a subclass add its fields to that object): invisible to keys, symbols, spread, JSON,
// `structuredClone` and equality checks; not inherited, not copied, not forwarded by a proxy, and set by
// nothing outside this module. It replaces a `WeakMap` from states to rulesets: a fold of `apply` makes
// a state per event, and a weak map holding a million of them weighed on every garbage collection.

/** Returns the object it is given, so that `Stamped` adds its private field to that object. */
class Same {
  constructor(target: object) {
    return target;
  }
}

class Stamped extends Same {
  readonly #ruleset: object;

  constructor(target: object, ruleset: object) {
    super(target);
    this.#ruleset = ruleset;
  }

  /** Stamps `target` once: a state issued again (returned unchanged) keeps its stamp. */
  static stamp(target: object, ruleset: object): void {
    if (!(#ruleset in target)) new Stamped(target, ruleset);
  }

  static rulesetOf(value: object): object | undefined {
    return #ruleset in value ? (value as Stamped).#ruleset : undefined;
  }
}

/** Stamps `state`, not frozen yet, as returned by the engine of `ruleset`, and returns it. */
export function issue<State extends object>(ruleset: object, state: State): State {
  Stamped.stamp(state, ruleset);
  return state;
}

/** Whether the engine of `ruleset` returned `state`. Never throws: a brand check runs no trap of a proxy. */
export function wasIssued(ruleset: object, state: unknown): boolean {
  return typeof state === "object" && state !== null && Stamped.rulesetOf(state) === ruleset;
}
