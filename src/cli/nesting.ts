import { MAX_NESTING } from "../core/snapshot.js";

export { MAX_NESTING };

/**
 * Where parsed JSON nests arrays and objects deeper than `MAX_NESTING` levels, the limit every record
 * and event file has (the engines refuse deeper input when they copy it): a path such as
 * `event.meta.a.a` (its first 12 steps, then "..."), or undefined. Iterative, so any depth is checked
 * without a stack overflow, in time linear in the size of the value.
 */
export function tooDeep(value: unknown, root: string): string | undefined {
  const stack: { value: unknown; depth: number; path: string[] }[] = [{ value, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value: v, depth, path } = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= MAX_NESTING) return root + (path.length > 12 ? `${path.slice(0, 12).join("")}...` : path.join(""));
    // A path is only built for the first 13 levels: past them it is never shown.
    const step = (key: string) => (path.length > 12 ? path : [...path, key]);
    if (Array.isArray(v)) v.forEach((item, i) => stack.push({ value: item, depth: depth + 1, path: step(`[${i}]`) }));
    // Own entries: an own "__proto__" key (JSON.parse makes one) is read as the key, not the prototype.
    else for (const [key, item] of Object.entries(v)) stack.push({ value: item, depth: depth + 1, path: step(`.${key}`) });
  }
  return undefined;
}
