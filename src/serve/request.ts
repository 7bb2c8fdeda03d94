import { RuleViolationError } from "../core/errors.js";
import { parseJsonText } from "../cli/json.js";
import { MAX_NESTING, tooDeep } from "../cli/nesting.js";
import { refuse } from "../event-ops/refusal.js";

// What a request's body may be: JSON, of bounded size (the server's body limit, per route) and nesting
// (the limit of every record), its fields checked here before an operation sees them.

/** A request body's JSON object; refused (ERR_NIGHT, or the record's own error) when it is not one. */
export function jsonObject(text: string): Record<string, unknown> {
  const parsed = parseJsonText(text, { quote: false });
  if (!parsed.ok) throw new RuleViolationError(parsed.error);
  const deep = tooDeep(parsed.value, "body");
  if (deep !== undefined) refuse("ERR_NIGHT", `expected the request to nest arrays and objects at most ${MAX_NESTING} levels deep, got more at ${deep}`);
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) refuse("ERR_NIGHT", "expected the request to be a JSON object");
  return value as Record<string, unknown>;
}

export function whole(body: Record<string, unknown>, field: string, min: number, max: number): number {
  const v = Object.hasOwn(body, field) ? body[field] : undefined;
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) refuse("ERR_NIGHT", `expected ${field} to be a whole number from ${min} to ${max}`);
  return v;
}

export function text(body: Record<string, unknown>, field: string, max: number): string {
  const v = Object.hasOwn(body, field) ? body[field] : undefined;
  if (typeof v !== "string" || v.trim() === "" || v.length > max) refuse("ERR_NIGHT", `expected ${field} to be a text of 1 to ${max} characters`);
  return v.trim();
}

export function optional<T>(body: Record<string, unknown>, field: string, read: () => T): T | undefined {
  return Object.hasOwn(body, field) && body[field] !== null && body[field] !== undefined && body[field] !== "" ? read() : undefined;
}

export function flag(body: Record<string, unknown>, field: string): boolean {
  return Object.hasOwn(body, field) && body[field] === true;
}

/** A list field: an array of at most `max` items. */
export function list(body: Record<string, unknown>, field: string, max: number): unknown[] {
  const v = Object.hasOwn(body, field) ? body[field] : undefined;
  if (!Array.isArray(v) || v.length > max) refuse("ERR_NIGHT", `expected ${field} to be a list of at most ${max} items`);
  return v;
}

export function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) refuse("ERR_NIGHT", `expected ${what} to be an object`);
  return value as Record<string, unknown>;
}
