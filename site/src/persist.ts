// The game being recorded at the table, kept in the browser's storage (localStorage: written at
// once, so that nothing waits for a sleeping phone), after every change and again when the page is
// hidden or left. A reload, a closed tab or a phone that sleeps brings it back as it was.
import { checkRecord } from "./record.js";
import type { GameRecord } from "./modes.js";

const KEY = "ace-ledger-playground/game";

export interface Kept {
  readonly record: GameRecord;
  readonly name: string;
  readonly position: number;
}

/** The game kept, or null (none, or storage that cannot be read). */
export function kept(): Kept | null {
  try {
    const text = localStorage.getItem(KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as Kept;
    // Written by this page; still, only a record the page can read comes back.
    return checkRecord(value.record).ok ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the game (null: forgets it). False when the browser refused (storage full or blocked). */
export function keep(game: Kept | null): boolean {
  try {
    if (game === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}
