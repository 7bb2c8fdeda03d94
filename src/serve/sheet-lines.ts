import type { SheetLine } from "../event-ops/results.js";
import { list, object, text, whole } from "./request.js";

/** A score sheet's lines from a request: each player's victory, bounty and place. */
export function sheetLines(b: Record<string, unknown>): SheetLine[] {
  return list(b, "sheet", 8).map((l) => {
    const line = object(l, "a line of the sheet");
    return { player: text(line, "player", 64), victory: whole(line, "victory", -999, 999), bounty: whole(line, "bounty", 0, 999), place: whole(line, "place", 1, 8) };
  });
}
