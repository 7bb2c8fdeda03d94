/**
 * Freezes a tree of plain objects and arrays, as immer would, in one pass. Stops at anything
 * already frozen: immer's results and parts shared with an earlier state are frozen whole.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  } else {
    for (const key in value) if (Object.hasOwn(value, key)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
