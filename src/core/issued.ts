// Every state an engine function returns is stamped with the ruleset that made it. `tryApply` takes
// these and nothing else, so an app that passes anything else (no state yet, a Result, a scoreboard, a
// state of another mode, one rebuilt by hand or from JSON, copied with spread or wrapped in a proxy)
// gets a typed error rather than a state built from what is not there.
//
// The stamp is a private field added to the state object (a class constructor that returns the object
// it is given lets a subclass add its fields to that object): invisible to keys, symbols, spread, JSON,
// `structuredClone` and equality checks; not inherited, not copied, not forwarded by a proxy, and set by
// nothing outside the class. It replaces a `WeakMap` from states to rulesets: a fold of `apply` makes a
// state per event, and a weak map holding a million of them weighed on every garbage collection.
//
// One class for every copy of the package: each CommonJS entry bundles its own copy of this module, and
// an app may load the ESM and the CommonJS builds side by side, yet a state one of them returns is a
// state to all of them. The first copy loaded puts its stamp class in a slot of `globalThis` under a
// registered symbol, written once (not writable, not configurable), and every later copy uses it. The
// slot is named by the package version: copies of other versions, whose states may be laid out
// otherwise, keep slots of their own and refuse each other's states. A symbol property on an object, or a
// state rebuilt from JSON, has no private field, so it is no more a state than before. A ruleset of this
// package is known across copies by its mode, kept in a property that spread does not copy.
import { version } from "../../package.json";
import { deepFreeze } from "./freeze.js";

/** What a state is stamped with: a ruleset, or the identity a ruleset of this package has in every copy. */
type Issuer = object | string;

/** Returns the object it is given, so that `Stamped` adds its private field to that object. */
class Same {
  constructor(target: object) {
    return target;
  }
}

/** This copy's stamp: a class, so that its private field is this copy's own. */
class Stamped extends Same {
  readonly #issuer: Issuer;

  constructor(target: object, issuer: Issuer) {
    super(target);
    this.#issuer = issuer;
  }

  /**
   * What `value` is stamped with, or `undefined`; given `issuer`, stamps an unstamped `value` with it first
   * (a state issued again, returned unchanged, keeps its stamp). Never throws: a brand check runs no trap
   * of a proxy.
   */
  static of(value: object, issuer?: Issuer): Issuer | undefined {
    return #issuer in value ? (value as Stamped).#issuer : issuer && new Stamped(value, issuer).#issuer;
  }
}

const SLOT = Symbol.for(`ace-ledger.stamper@${version}`);
const IDENTITY = Symbol.for("ace-ledger.ruleset");

/**
 * The stamp every copy of this version of the package shares: the class in the slot, or this copy's,
 * put there (not writable, not configurable). A frozen `globalThis` keeps it to this copy.
 */
function sharedStamp(): typeof Stamped {
  const held = Object.getOwnPropertyDescriptor(globalThis, SLOT)?.value as typeof Stamped | undefined;
  if (held) return held;
  if (Object.isExtensible(globalThis)) Object.defineProperty(globalThis, SLOT, { value: Object.freeze(Stamped) });
  return Stamped;
}

const STAMP = /* @__PURE__ */ sharedStamp();

/** What a state of `ruleset` is stamped with: its identity across copies for a ruleset of this package, else itself. */
function issuerFor(ruleset: object): Issuer {
  return Object.hasOwn(ruleset, IDENTITY) ? (ruleset as { [IDENTITY]: string })[IDENTITY] : ruleset;
}

/**
 * A ruleset of this package, deeply frozen, with the identity its copies share (its mode, `aces-high`):
 * a property that is neither enumerable nor copied by spread, so that a ruleset an app derives from it
 * (`{ ...acesHighRuleset, validate }`) is a ruleset of its own.
 */
export function builtInRuleset<R extends { readonly mode: string }>(ruleset: R): R {
  return deepFreeze(Object.defineProperty(ruleset, IDENTITY, { value: ruleset.mode }));
}

/** Stamps `state`, not frozen yet, as returned by the engine of `ruleset`, and returns it. */
export function issue<State extends object>(ruleset: object, state: State): State {
  STAMP.of(state, issuerFor(ruleset));
  return state;
}

/**
 * Whether the engine of `ruleset` returned `state`: the engine of this ruleset or, for a ruleset of this
 * package, of the same ruleset in any copy of this version of the package. Never throws.
 */
export function wasIssued(ruleset: object, state: unknown): boolean {
  return typeof state === "object" && state !== null && STAMP.of(state) === issuerFor(ruleset);
}
