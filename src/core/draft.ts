import { type Draft, isDraft, original } from "immer";

/**
 * The object as it was before the event being applied: the immer original of a draft, or the
 * object itself outside a draft (in `replay`). Read through it what an event never changes,
 * such as player ids, without drafting anything.
 */
export function before<T extends object>(value: T): T {
  return isDraft(value) ? (original(value as Draft<T>) as T) : value;
}
