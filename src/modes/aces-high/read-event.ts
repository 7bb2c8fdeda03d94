import type { AcesHighEvent, DamageSource } from "./events.js";

type Fields = { [key: string]: unknown };

// A field not read yet (its key is not in the event's type, or reading stopped before it).
const UNREAD: unique symbol = Symbol("unread");
type Read<T = unknown> = T | typeof UNREAD;

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const isCount = (v: unknown, min: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= 1000;
const optionalId = (v: unknown) => v === undefined || isId(v);

/**
 * A plain object (its prototype `Object.prototype` or none), whose fields can be read by name: with
 * `Object.prototype` unpolluted, a field it does not own reads as undefined, as `snapshot` sees it.
 */
function isPlain(raw: unknown): raw is Fields {
  if (typeof raw !== "object" || raw === null) return false;
  const proto: unknown = Object.getPrototypeOf(raw);
  return proto === Object.prototype || proto === null;
}

/** The number of keys `for...in` gives: the object's own enumerable keys (its prototype adds none). */
function keyCount(raw: object): number {
  let n = 0;
  for (const _ in raw) n++;
  return n;
}

/** 1 for a field that is there (read, and not undefined), else 0: the fields read add up to the keys. */
const there = (v: Read): number => (v === UNREAD || v === undefined ? 0 : 1);

/** Sets `key` on `copy` as data, whatever its name ("__proto__" included), as `snapshot` would. */
function define(copy: Fields, key: string, value: unknown): void {
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * `raw` as read, for the general path: its own enumerable keys in `for...in` order, each value taken from
 * `values` (the fields `names` lists, in its order) when it was read already, else read now (once). A
 * getter that threw, or throws now, is kept as a getter that throws the same, where the reading stops, as
 * `snapshot` stops there.
 */
function asRead(raw: Fields, names: readonly string[], values: readonly Read[], threw?: { readonly key: string; readonly error: unknown }): Fields {
  const copy: Fields = {};
  let key: string | undefined;
  try {
    for (key in raw) {
      if (!Object.hasOwn(raw, key)) continue;
      if (key === threw?.key) throw threw.error;
      const i = names.indexOf(key);
      const value = i >= 0 && values[i] !== UNREAD ? values[i] : raw[key];
      if (value !== undefined) define(copy, key, value);
    }
  } catch (error) {
    // Its keys could not be listed: the general path reads it whole, and says so.
    if (key === undefined) throw error;
    Object.defineProperty(copy, key, { enumerable: true, configurable: true, get: () => { throw error; } });
  }
  return copy;
}

// What reading a part of the event (its source, a list of ids) gave when it is not what a well-formed
// event holds: the part as read, to hand on in its place.
let partAsRead: unknown;

/** `min` to 8 distinct ids, read once each, as a new array; otherwise undefined, with `partAsRead` set. */
function readIds(raw: unknown, min: number): string[] | undefined {
  partAsRead = raw;
  if (!Array.isArray(raw)) return undefined;
  const n: number = raw.length;
  if (!(n <= 8)) return undefined;
  const ids: unknown[] = [];
  let ok = n >= min;
  for (let i = 0; i < n; i++) {
    let id: unknown;
    try {
      id = raw[i];
    } catch (error) {
      Object.defineProperty(ids, i, { enumerable: true, configurable: true, get: () => { throw error; } });
      partAsRead = ids;
      return undefined;
    }
    ok &&= isId(id) && !ids.includes(id);
    ids.push(id);
  }
  partAsRead = ids;
  return ok ? (ids as string[]) : undefined;
}

const SOURCE_FIELDS = ["kind", "by", "owner", "movedBy"] as const;

/** The source of damage to `target`, read once by name, as a new object; otherwise undefined, with `partAsRead` set. */
function readSource(raw: unknown, target: string): DamageSource | undefined {
  partAsRead = raw;
  if (!isPlain(raw)) return undefined;
  let kind: Read = UNREAD, by: Read = UNREAD, owner: Read = UNREAD, movedBy: Read = UNREAD;
  let at = "kind";
  try {
    const n = keyCount(raw);
    kind = raw.kind;
    at = "by";
    by = raw.by;
    at = "owner";
    owner = raw.owner;
    at = "movedBy";
    movedBy = raw.movedBy;
    if (n === (there(kind) + there(by) + there(owner) + there(movedBy))) {
      switch (kind) {
        case "attack":
          if (isId(by) && by !== target && owner === undefined && movedBy === undefined) return { kind, by };
          break;
        case "ability":
          if (isId(by) && owner === undefined && movedBy === undefined) return { kind, by };
          break;
        case "device":
          if (isId(owner) && by === undefined && optionalId(movedBy)) return movedBy === undefined ? { kind, owner } : { kind, owner, movedBy: movedBy as string };
          break;
        case "remote":
          if (isId(owner) && by === undefined && movedBy === undefined) return { kind, owner };
          break;
        case "obstacle":
          if (by === undefined && optionalId(owner) && optionalId(movedBy)) {
            return { kind, ...(owner === undefined ? {} : { owner: owner as string }), ...(movedBy === undefined ? {} : { movedBy: movedBy as string }) };
          }
          break;
        case "consoleFire":
        case "damageCard":
        case "hazard":
          if (by === undefined && owner === undefined && movedBy === undefined) return { kind };
          break;
      }
    }
    partAsRead = asRead(raw, SOURCE_FIELDS, [kind, by, owner, movedBy]);
  } catch (error) {
    partAsRead = asRead(raw, SOURCE_FIELDS, [kind, by, owner, movedBy], { key: at, error });
  }
  return undefined;
}

const EVENT_FIELDS = ["type", "target", "amount", "source", "targets", "order", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker"] as const;

/**
 * The fast path of `replay` and `apply` (`Ruleset.readEvent`): a plain event object read by name, each
 * field of its type once, into a new object the engine owns, with the data `snapshot` would copy. A
 * well-formed event (one `checkEvent` accepts) is returned. Anything else is handed to `passOn` as read,
 * keys in the event's order, for the core to copy and check the general way, which words the problem: no
 * value of the app's object is read twice. An object that is not plain (another prototype, an array)
 * is left to the general path unread.
 */
export function readEvent(raw: unknown, passOn: (read: unknown) => void): AcesHighEvent | undefined {
  // A polluted prototype would answer for the absent fields of the plain objects read and built here.
  for (const _ in Object.prototype) return undefined;
  if (!isPlain(raw)) return undefined;
  let type: Read = UNREAD, target: Read = UNREAD, amount: Read = UNREAD, source: Read = UNREAD, targets: Read = UNREAD, order: Read = UNREAD;
  let movedBy: Read = UNREAD, shields: Read = UNREAD, hull: Read = UNREAD, from: Read = UNREAD, after: Read = UNREAD, marker: Read = UNREAD;
  let at = "type";
  let threw: { key: string; error: unknown } | undefined;
  try {
    const n = keyCount(raw);
    type = raw.type;
    switch (type) {
      case "damaged": {
        at = "target";
        target = raw.target;
        at = "amount";
        amount = raw.amount;
        at = "source";
        source = raw.source;
        if (n === (there(type) + there(target) + there(amount) + there(source)) && isId(target) && isCount(amount, 1)) {
          const s = readSource(source, target);
          if (s) return { type, target, amount, source: s };
          source = partAsRead;
        }
        break;
      }
      case "destroyed": {
        at = "targets";
        targets = raw.targets;
        if (n === (there(type) + there(targets))) {
          const ids = readIds(targets, 1);
          if (ids) return { type, targets: ids };
          targets = partAsRead;
        }
        break;
      }
      case "roundStarted":
        at = "order";
        order = raw.order;
        if (n === (there(type) + there(order))) {
          if (order === undefined) return { type };
          const ids = readIds(order, 2);
          if (ids) return { type, order: ids };
          order = partAsRead;
        }
        break;
      case "roundEnded":
      case "timeCalled":
        if (n === 1) return { type };
        break;
      case "fled":
        at = "target";
        target = raw.target;
        at = "movedBy";
        movedBy = raw.movedBy;
        if (n === (there(type) + there(target) + there(movedBy)) && isId(target) && optionalId(movedBy)) return movedBy === undefined ? { type, target } : { type, target, movedBy: movedBy as string };
        break;
      case "repaired":
        at = "target";
        target = raw.target;
        at = "shields";
        shields = raw.shields;
        at = "hull";
        hull = raw.hull;
        if (n === (there(type) + there(target) + there(shields) + there(hull)) && isId(target) && (shields !== undefined || hull !== undefined) && (shields === undefined || isCount(shields, 1)) && (hull === undefined || isCount(hull, 1))) {
          return { type, target, ...(shields === undefined ? {} : { shields: shields as number }), ...(hull === undefined ? {} : { hull: hull as number }) };
        }
        break;
      case "saved":
        at = "target";
        target = raw.target;
        at = "from";
        from = raw.from;
        at = "hullDamageAfter";
        after = raw.hullDamageAfter;
        if (n === (there(type) + there(target) + there(from) + there(after)) && isId(target) && (from === "destruction" || (from === "flee" && after === undefined)) && (after === undefined || isCount(after, 0))) {
          return after === undefined ? { type, target, from } : { type, target, from, hullDamageAfter: after as number };
        }
        break;
      case "respawned":
        at = "target";
        target = raw.target;
        at = "marker";
        marker = raw.marker;
        if (n === 3 && isId(target) && (marker === 1 || marker === 2 || marker === 3 || marker === 4 || marker === "edge")) return { type, target, marker };
        break;
    }
  } catch (error) {
    threw = { key: at, error };
  }
  passOn(asRead(raw, EVENT_FIELDS, [type, target, amount, source, targets, order, movedBy, shields, hull, from, after, marker], threw));
  return undefined;
}
