// Games put aside on this device, so that no clear, new game or other record loses one: the game
// being recorded before it was replaced, a tab's copy that a newer one from another tab replaced, a
// kept game the page could not show. Each is the slot's text as it was (kept-game.ts), under a key of
// its own, so that two tabs putting games aside at once never write over each other. The newest
// RECENT_MAX are kept; the player restores, downloads or deletes each.
export const RECENT_PREFIX = "ace-ledger-playground/recent/";
export const RECENT_MAX = 10;

export interface Recent {
  readonly key: string;
  /** When it was put aside (ms since 1970). */
  readonly at: number;
  readonly text: string;
}

/** The games put aside, newest first. */
export function recentGames(): Recent[] {
  const list: Recent[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith(RECENT_PREFIX)) list.push({ key, at: parseInt(key.slice(RECENT_PREFIX.length)), text: localStorage.getItem(key)! });
    }
  } catch {
    // Storage blocked: nothing was put aside either.
  }
  return list.sort((a, b) => b.at - a.at);
}

/** Puts `text` aside: its key, or null when the browser refused (storage full or blocked). */
export function setAside(text: string): string | null {
  try {
    const key = `${RECENT_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    localStorage.setItem(key, text);
    for (const old of recentGames().slice(RECENT_MAX)) localStorage.removeItem(old.key);
    return key;
  } catch {
    return null;
  }
}

/** Deletes a game put aside (the player asked). */
export function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: there was nothing to delete.
  }
}
