// The game being recorded at the table, kept in the browser's storage (localStorage: written at
// once, so that nothing waits for a sleeping phone). One slot for every tab of the page: each write
// carries a revision one higher, and a tab writes only over the revision it last read or wrote, so
// that an older tab never writes its copy over a newer one. What the slot holds that the page cannot
// read is never written over by it: it is said, and kept as it is until the player decides.
import type { GameRecord } from "./modes.js";
import { checkRecord } from "./record.js";

export const KEPT_KEY = "ace-ledger-playground/game";
/** The layout of the slot: a later one was written by a newer page, and is not read here. */
const FORMAT = 1;

export interface Kept {
  readonly record: GameRecord;
  readonly name: string;
  /** The position shown; null for the end of the game. */
  readonly position: number | null;
}

/** What the slot holds: a game, or text the page cannot read (`why`). */
export interface Slot {
  readonly revision: number;
  readonly text: string;
  readonly game?: Kept;
  readonly why?: string;
}

/** What is stored under the key, as it is: null when nothing is, or storage is blocked. */
function stored(): string | null {
  try {
    return localStorage.getItem(KEPT_KEY);
  } catch {
    return null;
  }
}

/** The slot's text, or null when it holds no game (nothing, or a slot emptied: its revision alone). */
export function keptText(): string | null {
  const text = stored();
  return text === null || /^\{"revision":\d+,"format":\d+\}$/.test(text) ? null : text;
}

/** The revision of the slot's text: a slot kept before revisions, or one that is not JSON, is 0. */
const revisionOf = (text: string | null) => Number(/^\{"revision":(\d+),/.exec(text ?? "")?.[1] ?? 0);

/** The slot's revision now. */
export const slotRevision = () => revisionOf(stored());

/** The slot's text read: its game, or why the page cannot read it. */
export function slotOf(text: string): Slot {
  const revision = revisionOf(text);
  let value: { format?: unknown; record?: unknown; name?: unknown; position?: unknown };
  try {
    value = JSON.parse(text);
  } catch {
    return { revision, text, why: "it is not JSON" };
  }
  if (typeof value !== "object" || value === null) return { revision, text, why: "it is not a kept game" };
  if (Number(value.format) > FORMAT) return { revision, text, why: "it was kept by a newer version of this page" };
  const read = checkRecord(value.record);
  if (!read.ok) return { revision, text, why: read.error.message };
  // A position that is not a count of events (damaged, or written by hand) shows the end of the game.
  const at = value.position;
  const position = typeof at === "number" && Number.isInteger(at) && at >= 0 ? at : null;
  return { revision, text, game: { record: read.value, name: typeof value.name === "string" ? value.name : "game.json", position } };
}

/** A game as the slot keeps it, at `revision`. */
export const keptJson = (game: Kept | null, revision = 0) => JSON.stringify({ revision, format: FORMAT, ...game });

/**
 * Writes `game` (null: no game) over revision `base`: the new revision; "newer" when the slot holds a
 * game of another revision (another tab's, left as it is); "full" when the browser refused (storage
 * full or blocked). Over an empty slot nothing is lost, whatever its revision.
 */
export function writeSlot(game: Kept | null, base: number): number | "newer" | "full" {
  try {
    const revision = slotRevision();
    if (revision !== base && keptText() !== null) return "newer";
    localStorage.setItem(KEPT_KEY, keptJson(game, revision + 1));
    return revision + 1;
  } catch {
    return "full";
  }
}
