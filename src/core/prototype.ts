// The own keys of `Object.prototype` in every JavaScript engine (ECMAScript and its Annex B).
const STANDARD_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "__proto__",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);

/**
 * Whether another package added keys to `Object.prototype`, enumerable (`Object.prototype.x = ...`) or
 * not (`Object.defineProperty`). While it has, an object the engine reads answers for a field it does not
 * own with the added value: the engine then copies its input into objects without a prototype, and takes
 * no fast path that builds events as plain objects. (About 0.3 µs, most of it the list of keys: checked
 * once per engine call, not per field; a set looks the keys up faster than a pattern.)
 */
export function prototypePolluted(): boolean {
  for (const _ in Object.prototype) return true;
  const keys = Object.getOwnPropertyNames(Object.prototype);
  for (let i = 0; i < keys.length; i++) if (!STANDARD_KEYS.has(keys[i]!)) return true;
  return false;
}
