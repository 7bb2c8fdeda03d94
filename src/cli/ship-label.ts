import type { AcesHighShipInput } from "../modes/tournament/index.js";
import type { Catalog } from "../xws/index.js";

// The ship a player flies, as the table sheets print it: the names on the cards ("Luke Skywalker
// (T-65 X-wing)"), which the players know, not the XWS ids a squad file holds.

/** The label of a ship by its XWS ids, "lukeskywalker (t65xwing)": what event files written before card names hold. */
export function shipIdLabel(ship: AcesHighShipInput): string {
  return [ship.pilot, ship.ship === undefined ? undefined : `(${ship.ship})`].filter((x) => x !== undefined).join(" ") || statsLabel(ship);
}

/** The label of a ship by its cards' names, from the first catalog that knows its pilot; by its ids when none does. */
export function shipCardLabel(ship: AcesHighShipInput, catalogs: readonly Catalog[]): string {
  const pilot = ship.pilot === undefined ? undefined : catalogs.map((c) => c.pilot(ship.pilot!)).find((p) => p !== undefined);
  if (pilot === undefined) return shipIdLabel(ship);
  return `${pilot.name} (${pilot.shipName})`;
}

/**
 * The label a sheet prints for a player: the card names of their imported ship when the event file
 * still holds its id label (`shipIdLabel`), else the label as the file has it (a ship typed with
 * `--ship`, or one already named by its cards). `catalogs` is called only for an id label.
 */
export function sheetShipLabel(label: string | null, ship: AcesHighShipInput | undefined, catalogs: () => readonly Catalog[]): string | null {
  if (label === null || ship === undefined || ship.pilot === undefined || label !== shipIdLabel(ship)) return label;
  return shipCardLabel(ship, catalogs());
}

function statsLabel(ship: AcesHighShipInput): string {
  return `hull ${ship.hull}, shields ${ship.shields}`;
}
