// The names a table knows its pieces by: players as typed at setup, ships and units by their own
// `name` when the setup gives one, pilots by their card name in a built-in catalog (2.5 first, then
// 2.0 Legacy), loaded only when the setup names a pilot.
import type { Catalog } from "ace-ledger/xws";
import type { Names } from "./table-model.js";

type Any = { readonly [key: string]: any };

/** Every `id` of the setup with what `read` finds beside it (a name, a pilot), at any depth; the first found wins. */
function byId(setup: unknown, read: (item: Any) => unknown, into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(setup)) for (const item of setup) byId(item, read, into);
  else if (typeof setup === "object" && setup !== null) {
    const found = read(setup as Any);
    const { id } = setup as Any;
    if (typeof id === "string" && typeof found === "string" && found.trim() && !into.has(id)) into.set(id, found.trim());
    for (const value of Object.values(setup)) if (typeof value === "object") byId(value, read, into);
  }
  return into;
}

/** Every XWS pilot id the setup names (`pilot` fields), to look up in a catalog. */
export function pilotsOf(setup: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(setup)) for (const item of setup) pilotsOf(item, into);
  else if (typeof setup === "object" && setup !== null) {
    const { pilot } = setup as Any;
    if (typeof pilot === "string") into.add(pilot);
    for (const value of Object.values(setup)) if (typeof value === "object") pilotsOf(value, into);
  }
  return into;
}

/** The names the record's `meta.names` gives ids (the setup form writes them), when it gives any. */
export function metaNames(meta: unknown): Map<string, string> {
  const names = (meta as Any | undefined)?.names;
  if (typeof names !== "object" || names === null) return new Map();
  return new Map(Object.entries(names as Any).filter((e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== ""));
}

/** The names of a game (its meta.names, then its setup), with the pilots the catalogs given know. */
export function namesOf(record: { readonly setup: unknown; readonly meta?: unknown }, catalogs: readonly Catalog[]): Names {
  const { setup } = record;
  const named = byId(setup, (item) => item.name, metaNames(record.meta));
  // A player's pilot is on its ship (Aces High) or on itself (Space Race, Epic ships).
  const pilots = byId(setup, (item) => item.pilot ?? item.ship?.pilot);
  return {
    of: (id) => named.get(id) ?? id,
    pilot: (id) => {
      const xws = pilots.get(id);
      if (!xws) return undefined;
      for (const c of catalogs) {
        const p = c.pilot(xws);
        if (p) return `${p.name} (${p.shipName})`;
      }
      return undefined;
    },
  };
}

/** A line of text with each id it names (a whole word) replaced by its name. */
export function withNames(line: string, ids: readonly string[], names: Names): string {
  if (ids.length === 0) return line;
  const escaped = [...ids].sort((a, b) => b.length - a.length).map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return line.replace(new RegExp(`(?<![\\w-])(${escaped.join("|")})(?![\\w-])`, "g"), (id) => names.of(id));
}
