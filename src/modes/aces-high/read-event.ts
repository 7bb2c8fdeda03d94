import type { AcesHighEvent } from "./events.js";

type Fields = { [key: string]: unknown };

// The fields of events, numbered; `seen` holds them as bits, so that one pass over the keys says which
// are there.
const FIELDS = ["type", "target", "amount", "source", "targets", "order", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker"] as const;
const FIELD_INDEX: { readonly [key: string]: number } = /* @__PURE__ */ Object.assign(Object.create(null), /* @__PURE__ */ Object.fromEntries(FIELDS.map((key, i) => [key, i])));
const [TARGET, AMOUNT, SOURCE, TARGETS, ORDER, MOVED_BY, SHIELDS, HULL, FROM, AFTER, MARKER] = FIELDS.slice(1).map((_, i) => 2 << i) as number[] as [number, number, number, number, number, number, number, number, number, number, number];

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const isCount = (v: unknown, min: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= 1000;
const isObject = (raw: unknown): raw is { readonly [key: string]: unknown } => typeof raw === "object" && raw !== null && !Array.isArray(raw);
const optionalId = (v: unknown) => v === undefined || isId(v);

/** Sets `key` on `copy` as data, whatever its name ("__proto__" included), as `snapshot` would. */
function define(copy: Fields, key: string, value: unknown): void {
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
}

// Set when reading a part of the event (its source, a list) threw: the event is then malformed.
let partThrew = false;

/** Sets `key` on `copy` as a getter that throws `thrown`: the general path then names where reading threw. */
function throwing(copy: object, key: string | number, thrown: unknown): void {
  partThrew = true;
  Object.defineProperty(copy, key, { enumerable: true, configurable: true, get: () => { throw thrown; } });
}

/** An array's items read once each, into a new array; one of more than 8 items is left unread. */
function readArray(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  const n: number = raw.length;
  if (!(n <= 8)) return raw;
  const copy: unknown[] = [];
  for (let i = 0; i < n; i++) {
    try {
      copy.push(raw[i]);
    } catch (thrown) {
      throwing(copy, i, thrown);
      break;
    }
  }
  return copy;
}

// The fields of the source read last, and whether it had any other.
let kind: unknown, by: unknown, owner: unknown, movedBy: unknown, otherKey = false;

/**
 * A damage source's own enumerable keys, each value read once, into a new object in the same order (a key
 * set to undefined is left out, as `snapshot` does); where a getter throws, the copy throws the same and
 * the reading stops, as `snapshot` stops there. Its fields are left in `kind`, `by`, `owner`, `movedBy`.
 */
function readSource(raw: unknown): unknown {
  kind = by = owner = movedBy = undefined;
  otherKey = true;
  if (!isObject(raw)) return raw;
  otherKey = false;
  const copy: Fields = {};
  let key: string | undefined;
  try {
    for (key in raw) {
      if (!Object.hasOwn(raw, key)) continue;
      const value = raw[key];
      if (value === undefined) continue;
      if (key === "kind") copy.kind = kind = value;
      else if (key === "by") copy.by = by = value;
      else if (key === "owner") copy.owner = owner = value;
      else if (key === "movedBy") copy.movedBy = movedBy = value;
      else {
        otherKey = true;
        define(copy, key, value);
      }
    }
  } catch (thrown) {
    throwing(copy, key!, thrown);
  }
  return copy;
}

/** Whether the source read last (with no other field: `otherKey` is checked by the caller) is well formed for an event on `target`. */
function isSource(target: unknown): boolean {
  switch (kind) {
    case "attack":
      return isId(by) && by !== target && owner === undefined && movedBy === undefined;
    case "ability":
      return isId(by) && owner === undefined && movedBy === undefined;
    case "device":
      return isId(owner) && by === undefined && optionalId(movedBy);
    case "remote":
      return isId(owner) && by === undefined && movedBy === undefined;
    case "obstacle":
      return by === undefined && optionalId(owner) && optionalId(movedBy);
    case "consoleFire":
    case "damageCard":
    case "hazard":
      return by === undefined && owner === undefined && movedBy === undefined;
  }
  return false;
}

/** Whether the fields `seen` (as bits) are `type` and some of `allowed`. */
const only = (seen: number, allowed: number) => (seen & ~(allowed | 1)) === 0;

/** Distinct ids, `min` to 8 of them. */
function areIds(value: unknown, min: number): boolean {
  if (!Array.isArray(value) || value.length < min || value.length > 8) return false;
  for (let i = 0; i < value.length; i++) if (!isId(value[i]) || value.indexOf(value[i]) !== i) return false;
  return true;
}

/**
 * The fast path of `replay` and `apply` (`Ruleset.readEvent`): the event read in one pass, each value
 * once, into a new object the engine owns, with the data `snapshot` would copy. A well-formed event (one
 * `checkEvent` accepts) is returned. Anything else is handed to `passOn` as read, in the order it was
 * read, for the core to copy and check the general way, which words the problem: no value of the app's
 * object is read twice.
 */
export function readEvent(raw: unknown, passOn: (read: unknown) => void): AcesHighEvent | undefined {
  // A polluted prototype would answer for the absent fields of the plain objects built here.
  for (const _ in Object.prototype) return undefined;
  if (!isObject(raw)) return undefined;
  let type: unknown, target: unknown, amount: unknown, source: unknown, targets: unknown, order: unknown, moved: unknown, shields: unknown, hull: unknown, from: unknown, after: unknown, marker: unknown;
  let sourceOk = false;
  let seen = 0;
  // The event as read, keys in the order read: what a malformed event is handed on as (the general path
  // then names the first problem in that order, as it would on the app's object).
  const read: Fields = {};
  let key: string | undefined;
  partThrew = false;
  try {
    for (key in raw) {
      if (!Object.hasOwn(raw, key)) continue;
      let value = raw[key];
      if (value === undefined) continue;
      const i = FIELD_INDEX[key];
      if (i === undefined) {
        seen = -1;
        define(read, key, value);
        continue;
      }
      seen |= 1 << i;
      switch (i) {
        case 0: type = value; break;
        case 1: target = value; break;
        case 2: amount = value; break;
        case 3: source = value = readSource(value); sourceOk = !otherKey; break;
        case 4: targets = value = readArray(value); break;
        case 5: order = value = readArray(value); break;
        case 6: moved = value; break;
        case 7: shields = value; break;
        case 8: hull = value; break;
        case 9: from = value; break;
        case 10: after = value; break;
        default: marker = value;
      }
      read[key] = value;
    }
  } catch (error) {
    throwing(read, key!, error);
  }
  if (!partThrew) {
    switch (type) {
      case "damaged":
        if (only(seen, TARGET | AMOUNT | SOURCE) && isId(target) && isCount(amount, 1) && sourceOk && isSource(target)) return { type, target, amount, source } as AcesHighEvent;
        break;
      case "destroyed":
        if (only(seen, TARGETS) && areIds(targets, 1)) return { type, targets } as AcesHighEvent;
        break;
      case "roundStarted":
        if (only(seen, ORDER) && order === undefined) return { type };
        if (only(seen, ORDER) && areIds(order, 2)) return { type, order } as AcesHighEvent;
        break;
      case "roundEnded":
      case "timeCalled":
        if (only(seen, 0)) return { type };
        break;
      case "fled":
        if (only(seen, TARGET | MOVED_BY) && isId(target) && optionalId(moved)) return (moved === undefined ? { type, target } : { type, target, movedBy: moved }) as AcesHighEvent;
        break;
      case "repaired":
        if (only(seen, TARGET | SHIELDS | HULL) && isId(target) && (shields !== undefined || hull !== undefined) && (shields === undefined || isCount(shields, 1)) && (hull === undefined || isCount(hull, 1))) {
          return { type, target, ...(shields === undefined ? {} : { shields }), ...(hull === undefined ? {} : { hull }) } as AcesHighEvent;
        }
        break;
      case "saved":
        if (only(seen, TARGET | FROM | AFTER) && isId(target) && (from === "destruction" || (from === "flee" && after === undefined)) && (after === undefined || isCount(after, 0))) {
          return (after === undefined ? { type, target, from } : { type, target, from, hullDamageAfter: after }) as AcesHighEvent;
        }
        break;
      case "respawned":
        if (only(seen, TARGET | MARKER) && isId(target) && (marker === 1 || marker === 2 || marker === 3 || marker === 4 || marker === "edge")) return { type, target, marker } as AcesHighEvent;
        break;
    }
  }
  passOn(read);
  return undefined;
}
