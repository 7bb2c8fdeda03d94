/**
 * A squad on the command line: `[name=]path[#pilot]`. `name` is the player's display name (any text,
 * spaces and accents too: `"Zoë Ng=zoe.json"`); `#pilot` picks the ship to play from a squad of several,
 * by its place (`#2`) or its pilot's XWS id (`#lukeskywalker`). A path that holds `=` needs a name in
 * front; one whose last `#` is followed by a place or an id reads as a pick.
 */
export interface SquadArg {
  readonly path: string;
  readonly name?: string;
  readonly pilot?: number | string;
}

const PICK = /#([1-9][0-9]{0,2}|[a-z0-9][a-z0-9_-]*)$/i;

export function parseSquadArg(text: string): SquadArg {
  const eq = text.indexOf("=");
  const name = eq > 0 ? text.slice(0, eq).trim() : undefined;
  const squad = parseSquadPath(eq > 0 ? text.slice(eq + 1) : text);
  return { ...squad, ...(name === undefined || name === "" ? {} : { name }) };
}

/** A squad file without a name in front: `path[#pilot]` (`event squad`, `join --squad`); an `=` is part of the path. */
export function parseSquadPath(text: string): SquadArg {
  let path = text;
  let pilot: number | string | undefined;
  const pick = PICK.exec(path);
  if (pick !== null && pick.index > 0) {
    pilot = pilotPick(pick[1]!);
    path = path.slice(0, pick.index);
  }
  return { path, ...(pilot === undefined ? {} : { pilot }) };
}

/** `--pilot 2` or `#2`: a place; `--pilot lukeskywalker`: a pilot's XWS id. */
export function pilotPick(text: string): number | string {
  return /^[0-9]+$/.test(text) ? Number(text) : text;
}
