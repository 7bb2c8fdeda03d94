// The own keys of `Object.prototype` in every JavaScript engine (ECMAScript and its Annex B).
const STANDARD_KEY = /^(?:__(?:proto|(?:define|lookup)[GS]etter)__|constructor|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|toLocaleString|toString|valueOf)$/;

/**
 * Whether another package added keys to `Object.prototype`, enumerable (`Object.prototype.x = ...`) or
 * not (`Object.defineProperty`). While it has, an object the engine reads answers for a field it does not
 * own with the added value: the engine then copies its input into objects without a prototype, and takes
 * no fast path that reads fields by name. (About 0.3 µs: checked once per engine call, not per field.)
 */
export function prototypePolluted(): boolean {
  for (const _ in Object.prototype) return true;
  return !Object.getOwnPropertyNames(Object.prototype).every((key) => STANDARD_KEY.test(key));
}
