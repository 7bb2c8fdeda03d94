// A refusal in words a player knows: the engine's message (written for the developer of an app:
// "expected event.recoilShield to be one of true, got nothing") said again with the pieces by their
// names, the fields by their labels on the forms, and the citations left out. The table view shows
// it, with the code and the engine's own words (the rule) one tap further.

/** How the forms label a field: its name in words ("recoilShield": "recoil shield"). */
export const fieldWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The message in a player's words. `label` names an id (a player, a ship, a unit, a card) as the
 * table shows it; `ids` are the ids to look for, whole words.
 */
export function plainRefusal(message: string, ids: readonly string[], label: (id: string) => string): string {
  let s = message.trim();
  // A field left empty: asked for by its label.
  s = s.replace(/^expected (?:event\.)?([\w.]+) to be (?:one of [^,]*(?:, [^,]*)*?|[^,]*), got nothing$/, (_, path: string) => `choose the ${fieldWords(path.split(".").pop()!)}`);
  // Citations are for the rule: a quoted source, a ruling's name.
  s = s.replace(/\s*\((?:[\w-]+\.txt:|ruling )[^()]*(?:\([^()]*\)[^()]*)*\)/g, "");
  s = s.replace(/[;,]\s*ruling [\w-]+/g, "");
  s = s.replace(/\s*\(ruling [\w-]+\)/g, "");
  // Fields and setup options by their labels.
  s = s.replace(/\b(?:event|setup)(?:\.\w+)*\.(\w+)/g, (_, f: string) => `the ${fieldWords(f)}`);
  s = s.replace(/\bthe the\b/g, "the");
  // Pieces and cards by their names; a word of code (an event's type, an option) in words.
  if (ids.length > 0) {
    const known = [...new Set(ids)].sort((a, b) => b.length - a.length).map(escape);
    s = s.replace(new RegExp(`(?<![\\w-])(${known.join("|")})(?![\\w-])`, "g"), (id) => label(id));
  }
  s = s.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, fieldWords);
  s = s.replace(/, got nothing\b/g, ", none was given").replace(/, got /g, ", not ");
  // "expected X to do Y" is "X must do Y"; anything else the engine expects, "needs".
  const must = /^expected ([^:;()"]+?) (not )?to (.+)$/s.exec(s);
  if (must) s = `${must[1]} must ${must[2] ?? ""}${must[3]}`;
  else if (s.startsWith("expected no more events")) s = s.replace(/^expected no more events:?\s*/, "");
  else s = s.replace(/^expected /, "needs ");
  s = s.replace(/:\s*$/, "");
  return s.charAt(0).toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? "" : ".");
}
