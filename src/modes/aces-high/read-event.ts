import type { AcesHighEvent, DamageSource } from "./events.js";

// The fields of every event type as bits, so that one pass over the keys says which are there.
const FIELDS = ["type", "target", "amount", "source", "targets", "order", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker"];
const [TARGET, AMOUNT, SOURCE, TARGETS, ORDER, MOVED_BY, SHIELDS, HULL, FROM, AFTER, MARKER] = FIELDS.slice(1).map((_, i) => 2 << i) as number[] as [number, number, number, number, number, number, number, number, number, number, number];

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const isCount = (v: unknown, min: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= 1000;

/** Whether `raw` is an object whose keys `for...in` can read as `snapshot` does (own enumerable keys). */
const isObject = (raw: unknown): raw is { readonly [key: string]: unknown } => typeof raw === "object" && raw !== null && !Array.isArray(raw);

/** An array of 1 to 8 distinct ids (`min` to 8), read once, as a new array. */
function readIds(raw: unknown, min: number): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const n: number = raw.length;
  if (n < min || n > 8) return undefined;
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id: unknown = raw[i];
    if (!isId(id) || ids.includes(id)) return undefined;
    ids.push(id);
  }
  return ids;
}

function readSource(raw: unknown): DamageSource | undefined {
  if (!isObject(raw)) return undefined;
  let kind: unknown, by: unknown, owner: unknown, movedBy: unknown;
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) return undefined;
    const value = raw[key];
    if (key === "kind") kind = value;
    else if (key === "by") by = value;
    else if (key === "owner") owner = value;
    else if (key === "movedBy") movedBy = value;
    else if (value !== undefined) return undefined;
  }
  const none = (...values: unknown[]) => values.every((v) => v === undefined);
  switch (kind) {
    case "attack":
    case "ability":
      return isId(by) && none(owner, movedBy) ? { kind, by } : undefined;
    case "device":
      return isId(owner) && by === undefined && (movedBy === undefined || isId(movedBy)) ? (movedBy === undefined ? { kind, owner } : { kind, owner, movedBy }) : undefined;
    case "remote":
      return isId(owner) && none(by, movedBy) ? { kind, owner } : undefined;
    case "obstacle":
      if (by !== undefined || (owner !== undefined && !isId(owner)) || (movedBy !== undefined && !isId(movedBy))) return undefined;
      return { kind, ...(owner === undefined ? {} : { owner }), ...(movedBy === undefined ? {} : { movedBy }) } as DamageSource;
    case "consoleFire":
    case "damageCard":
    case "hazard":
      return none(by, owner, movedBy) ? { kind } : undefined;
  }
  return undefined;
}

/**
 * The fast path of `replay` and `apply`: a well-formed event read in one pass, each value once, into a
 * new object the engine owns (the same data `snapshot` would copy, which `checkEvent` accepts). Anything
 * else, including an event that breaks no rule of shape but is unusual (an inherited key, a polluted
 * `Object.prototype`), is `undefined`, and the core copies and checks it the general way, which words
 * the problem. A property test holds the two ways equal.
 */
export function readEvent(raw: unknown): AcesHighEvent | undefined {
  // A polluted prototype would answer for absent fields of the plain objects built here.
  for (const _ in Object.prototype) return undefined;
  if (!isObject(raw)) return undefined;
  let seen = 0;
  // Own enumerable keys, each value read once, as `snapshot` reads them; a key set to undefined is absent.
  const v: unknown[] = [];
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) return undefined;
    const value = raw[key];
    if (value === undefined) continue;
    const i = FIELDS.indexOf(key);
    if (i < 0) return undefined;
    seen |= 1 << i;
    v[i] = value;
  }
  const [type, target, amount, source, targets, order, movedBy, shields, hull, from, after, marker] = v;
  const only = (allowed: number) => (seen & ~(allowed | 1)) === 0;
  switch (type) {
    case "damaged": {
      if (!only(TARGET | AMOUNT | SOURCE) || !isId(target) || !isCount(amount, 1)) return undefined;
      const s = readSource(source);
      if (s === undefined || (s.kind === "attack" && s.by === target)) return undefined;
      return { type, target, amount, source: s };
    }
    case "destroyed": {
      const ids = only(TARGETS) ? readIds(targets, 1) : undefined;
      return ids && { type, targets: ids };
    }
    case "roundStarted": {
      if (!only(ORDER)) return undefined;
      if (order === undefined) return { type };
      const ids = readIds(order, 2);
      return ids && { type, order: ids };
    }
    case "roundEnded":
    case "timeCalled":
      return only(0) ? { type } : undefined;
    case "fled":
      if (!only(TARGET | MOVED_BY) || !isId(target) || (movedBy !== undefined && !isId(movedBy))) return undefined;
      return movedBy === undefined ? { type, target } : { type, target, movedBy };
    case "repaired":
      if (!only(TARGET | SHIELDS | HULL) || !isId(target) || (shields === undefined && hull === undefined)) return undefined;
      if ((shields !== undefined && !isCount(shields, 1)) || (hull !== undefined && !isCount(hull, 1))) return undefined;
      return { type, target, ...(shields === undefined ? {} : { shields }), ...(hull === undefined ? {} : { hull }) };
    case "saved":
      if (!only(TARGET | FROM | AFTER) || !isId(target) || (from !== "destruction" && from !== "flee")) return undefined;
      if (after !== undefined && (from !== "destruction" || !isCount(after, 0))) return undefined;
      return after === undefined ? { type, target, from } : { type, target, from, hullDamageAfter: after };
    case "respawned":
      if (!only(TARGET | MARKER) || !isId(target) || !(marker === 1 || marker === 2 || marker === 3 || marker === 4 || marker === "edge")) return undefined;
      return { type, target, marker };
  }
  return undefined;
}
