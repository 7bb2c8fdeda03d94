import { at, type RuleViolation, violation } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import { type AcesHighEvent, displayName } from "../modes/tournament/index.js";

// A player named on the command line (or in a form): by id, by the name they are shown by, or by the
// start of either, as an organiser types it. The event commands and anything else that runs the
// night's operations read players through `resolvePlayer`, so that each takes the same words.

/** Text compared as people read it: composed the same way (NFC), lower case. */
const folded = (text: string) => text.normalize("NFC").toLowerCase();

/** Whether `start` begins `text`, by whole code points: half of a character (a lone surrogate) never matches. */
function startsWith(text: string, start: string): boolean {
  const chars = [...text];
  const wanted = [...start];
  return wanted.length <= chars.length && wanted.every((c, i) => c === chars[i]);
}

/** "Zoë Ng (zoe-ng)", or the id alone when the player has no other name. */
export function playerLabel(event: AcesHighEvent, player: string): string {
  const name = displayName(event, player);
  return name === player ? player : `${name} (${player})`;
}

/**
 * The id of the player `text` names among `among` (default: every player of the event), first match
 * wins: the id itself; the display name itself; either, ignoring case; else the only player whose id
 * or name starts with `text`, ignoring case. `where` says `among` in the refusal ("at table 2"). `ERR_UNKNOWN_PLAYER` when none does, or when a start fits
 * several (the message names them, so that the organiser types more of the name).
 */
export function resolvePlayer(event: AcesHighEvent, text: string, among: readonly string[] = event.players, where = "of the event"): Result<string, RuleViolation> {
  const refuse = (message: string) => err(at(violation("ERR_UNKNOWN_PLAYER", message), null));
  if (among.includes(text)) return ok(text);
  const named = among.filter((id) => displayName(event, id) === text);
  if (named.length === 1) return ok(named[0]!);
  const wanted = folded(text.trim());
  if (wanted === "") return refuse("expected a player's name or id, got nothing");
  const keys = (id: string) => [folded(id), folded(displayName(event, id))];
  const exact = among.filter((id) => keys(id).includes(wanted));
  if (exact.length === 1) return ok(exact[0]!);
  const fits = exact.length > 1 ? exact : among.filter((id) => keys(id).some((k) => startsWith(k, wanted)));
  if (fits.length === 1) return ok(fits[0]!);
  if (fits.length === 0) return refuse(`expected a player ${where}, got ${JSON.stringify(text)}`);
  const listed = fits.slice(0, 10).map((id) => playerLabel(event, id)).join(", ");
  return refuse(`expected one player; ${JSON.stringify(text)} fits ${fits.length}: ${listed}${fits.length > 10 ? ", ..." : ""}; type more of the name, or the id`);
}
