import type { AcesHighShipInput } from "../modes/tournament/index.js";
import { shipCardLabel } from "../cli/ship-label.js";
import type { Catalog, acesHighSetupFromSquads, chooseEdition, parseXws } from "../xws/index.js";
import type { SquadPilot } from "./night-types.js";
export type { SquadPilot } from "./night-types.js";

/** The XWS import and the built-in card catalogs, as the command line's `setup` part lends them. */
export interface SquadImport {
  readonly parseXws: typeof parseXws;
  readonly chooseEdition: typeof chooseEdition;
  readonly acesHighSetupFromSquads: typeof acesHighSetupFromSquads;
  readonly legacyCatalog: Catalog;
  readonly catalog25: Catalog;
}

/** What a squad is at an event's limit: the ship it plays, or why it cannot; the pilots to pick from either way. */
export type SquadCheck =
  | { readonly ok: true; readonly edition: "legacy" | "2.5"; readonly pilots: readonly SquadPilot[]; readonly ship: AcesHighShipInput; readonly label: string; readonly notes: readonly string[] }
  | { readonly ok: false; readonly pilots: readonly SquadPilot[]; readonly problems: readonly string[] };

/**
 * One player's XWS squad checked as `setup` checks it, at the point limit and edition given (the edition
 * the squad names or its cards show when none is): the ship it plays (`pilot` picks one of several by
 * place or XWS id), with its card names as the sheets print them (ship-label.ts); or each problem, `<code>: <message>`.
 */
export function checkSquad(raw: unknown, options: { readonly limit: number; readonly edition?: "legacy" | "2.5"; readonly pilot?: number | string }, importer: SquadImport): SquadCheck {
  const squad = importer.parseXws(raw);
  if (!squad.ok) return { ok: false, pilots: [], problems: [`${squad.error.code}: ${squad.error.message}`] };
  const catalogs = [importer.legacyCatalog, importer.catalog25];
  const edition = options.edition ?? importer.chooseEdition(squad.value, catalogs).edition;
  const catalog = edition === "2.5" ? importer.catalog25 : importer.legacyCatalog;
  const pilots = squad.value.pilots.map((p, i): SquadPilot => {
    const card = catalog.pilot(p.id, squad.value.faction);
    return { place: i + 1, id: p.id, name: card?.name ?? p.id, ship: card?.shipName ?? "" };
  });
  const imported = importer.acesHighSetupFromSquads([{ squad: raw, id: "player", ...(options.pilot === undefined ? {} : { pilot: options.pilot }) }], catalog, options.limit);
  if (!imported.ok) return { ok: false, pilots, problems: imported.error.map((e) => `${e.code}: ${e.message.replace(/^squad 1: /, "")}`) };
  const ship = imported.value.players[0]!.ship;
  return { ok: true, edition, pilots, ship, label: shipCardLabel(ship, [catalog]), notes: imported.notes.map((n) => `${n.code}: ${n.message}`) };
}
