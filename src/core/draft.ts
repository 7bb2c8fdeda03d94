/** How the apply path reads immer drafts. Outside a draft (replay, start) there is none. */
export interface DraftReader {
  isDraft(value: unknown): boolean;
  original<T>(value: T): T;
}

// Set only while `apply` runs a mode's `mutate` on a draft. The core's replay path imports nothing
// from immer, so an app that never applies an event never loads it.
let reader: DraftReader | undefined;

/**
 * The object as it was before the event being applied: the immer original of a draft, or the
 * object itself outside a draft (in `replay`). Read through it what an event never changes,
 * such as player ids, without drafting anything.
 */
export function before<T extends object>(value: T): T {
  return reader !== undefined && reader.isDraft(value) ? reader.original(value) : value;
}

/** Whether `value` is a draft of the event being applied (false on the private state of a replay). */
export function isDrafting(value: unknown): boolean {
  return reader !== undefined && reader.isDraft(value);
}

/**
 * Makes drafts readable through `next` (undefined: none) and returns the reader it replaces, which the
 * caller puts back when its `mutate` is done (in a `finally`): the apply path does, around each event.
 */
export function swapDraftReader(next: DraftReader | undefined): DraftReader | undefined {
  const outer = reader;
  reader = next;
  return outer;
}
