/**
 * Small checks for untrusted JSON. Each returns a message describing what was expected,
 * or undefined when the value fits. They read only own properties, so prototype keys
 * such as "__proto__" in input are plain data, never followed.
 */
export type JsonObject = { readonly [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function has(obj: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

export function get(obj: JsonObject, key: string): unknown {
  return has(obj, key) ? obj[key] : undefined;
}

/** Rejects fields outside `allowed`, naming the first one found. */
export function unknownKey(obj: JsonObject, allowed: readonly string[]): string | undefined {
  for (const key of Object.keys(obj)) if (!allowed.includes(key)) return key;
  return undefined;
}

export function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? "a long string" : JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return typeof value === "object" ? "an object" : typeof value;
}
