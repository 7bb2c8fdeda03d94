// How the page names a game: its title (meta.title when the record has one, else its file name), and
// its events counted in words.
import type { GameRecord } from "./mode.js";

/** "1 event", "2 events". */
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** The record's meta.title, else `name`. */
export function gameTitle(record: GameRecord, name: string): string {
  const title = (record.meta as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : name;
}
