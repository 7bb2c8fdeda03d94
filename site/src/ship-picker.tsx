// A ship for a setup: a pilot of the built-in card catalog (either edition, searched by name), a
// pilot of an XWS squad (a file or pasted; a list of several ships asks which), or hull and shields
// typed by hand. The catalogs are loaded only when asked for (cards-legacy.js, cards-2.5.js).
import { type Catalog, type CatalogPilot, chooseEdition, parseXws, shipsFromXws, squadEdition } from "ace-ledger/xws";
import { useEffect, useState } from "preact/hooks";

/** A ship as a setup holds it; Epic adds its own fields (id, threat) around it. */
export interface PickedShip {
  readonly hull: number;
  readonly shields: number;
  readonly pilot?: string;
  readonly ship?: string;
  readonly initiative?: number;
  readonly points?: number;
  /** A name to show (the pilot's). */
  readonly label?: string;
}

export type Edition = "2.5" | "legacy";

/** Loads a built-in catalog (its own script, once). */
export type CatalogLoader = (edition: Edition) => Promise<Catalog>;

const fromPilot = (p: CatalogPilot): PickedShip => ({
  hull: p.hull,
  shields: p.shields,
  pilot: p.id,
  ship: p.ship,
  initiative: p.initiative,
  ...(p.points === undefined ? {} : { points: p.points }),
  label: `${p.name} (${p.shipName})`,
});

/** Pilots whose name (or XWS id) holds every word searched, at most `max`. */
export function searchPilots(catalog: Catalog, query: string, max = 12): CatalogPilot[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: CatalogPilot[] = [];
  for (const p of catalog.pilots()) {
    const text = `${p.name} ${p.id} ${p.shipName}`.toLowerCase();
    if (words.every((w) => text.includes(w))) found.push(p);
    if (found.length >= max) break;
  }
  return found;
}

interface Props {
  readonly name: string;
  readonly value: PickedShip | null;
  readonly onChange: (ship: PickedShip | null) => void;
  readonly loadCatalog: CatalogLoader;
  /** A search to start with (the ship an event file names). */
  readonly hint?: string;
}

export function ShipPicker({ name, value, onChange, loadCatalog, hint }: Props) {
  const [how, setHow] = useState<"catalog" | "xws" | "hand">("catalog");
  const [edition, setEdition] = useState<Edition>("2.5");
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [query, setQuery] = useState(hint ?? "");
  const [problem, setProblem] = useState("");
  const [squadShips, setSquadShips] = useState<PickedShip[]>([]);
  const [xws, setXws] = useState("");
  const [hull, setHull] = useState("");
  const [shields, setShields] = useState("");

  useEffect(() => {
    if (how !== "catalog") return;
    let live = true;
    setCatalog(null);
    loadCatalog(edition).then((c) => live && setCatalog(c), (e: unknown) => live && setProblem(`the card catalog could not be loaded (${String(e)})`));
    return () => {
      live = false;
    };
  }, [how, edition]);

  async function readSquad(text: string) {
    setXws(text);
    setSquadShips([]);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return setProblem("expected an XWS squad (JSON text)");
    }
    const squad = parseXws(raw, name);
    if (!squad.ok) return setProblem(squad.error.message);
    // The edition the squad names, else the one its points fit (both catalogs loaded then).
    const named = squadEdition(squad.value)?.edition;
    const edition = named ?? chooseEdition(squad.value, [await loadCatalog("2.5"), await loadCatalog("legacy")]).edition;
    const ships = shipsFromXws(squad.value, await loadCatalog(edition), name);
    if (!ships.ok) return setProblem(ships.error.message);
    setProblem("");
    const picked = ships.value.map((s) => ({ hull: s.hull, shields: s.shields, pilot: s.pilot, ship: s.ship, initiative: s.initiative, ...(s.points === undefined ? {} : { points: s.points }), label: s.pilot }));
    setSquadShips(picked);
    if (picked.length === 1) onChange(picked[0]!);
  }

  const matches = catalog ? searchPilots(catalog, query) : [];
  const id = name.replace(/[^a-z0-9_-]/gi, "-");
  return (
    <div class="ship-picker" data-ship-picker={name}>
      <div class="tabs" role="radiogroup" aria-label={`${name}: ship from`}>
        {(
          [
            ["catalog", "card catalog"],
            ["xws", "XWS squad"],
            ["hand", "by hand"],
          ] as const
        ).map(([k, label]) => (
          <label key={k} class="check">
            <input type="radio" name={`${id}-how`} value={k} checked={how === k} onChange={() => setHow(k)} />
            {label}
          </label>
        ))}
      </div>
      {how === "catalog" && (
        <div class="row">
          <label class="field">
            <span>edition</span>
            <select name={`${id}-edition`} value={edition} onChange={(e) => setEdition(e.currentTarget.value as Edition)}>
              <option value="2.5">2.5</option>
              <option value="legacy">2.0 Legacy</option>
            </select>
          </label>
          <label class="field grow">
            <span>pilot name</span>
            <input type="search" name={`${id}-search`} value={query} placeholder="e.g. Vader" onInput={(e) => setQuery(e.currentTarget.value)} data-pilot-search />
          </label>
          {!catalog && !problem && <span class="hint" role="status">loading the {edition} cards…</span>}
          {catalog && query.trim() !== "" && (
            <label class="field grow">
              <span>{matches.length === 0 ? "no pilot of that name" : `pilot (${matches.length === 12 ? "first 12" : matches.length})`}</span>
              <select
                name={`${id}-pilot`}
                value=""
                data-pilot-pick
                onChange={(e) => {
                  const p = matches[Number(e.currentTarget.value)];
                  if (p) onChange(fromPilot(p));
                }}
              >
                <option value="">choose…</option>
                {matches.map((p, i) => (
                  <option key={`${p.id}-${p.faction}`} value={String(i)}>
                    {pilotLabel(p, matches)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {how === "xws" && (
        <div>
          <div class="row">
            <label class="field">
              <span>XWS file</span>
              <input
                type="file"
                name={`${id}-xws-file`}
                accept=".json,.xws,application/json"
                onChange={(e) => {
                  const f = e.currentTarget.files?.[0];
                  if (f) void f.text().then(readSquad);
                }}
              />
            </label>
          </div>
          <label class="field wide">
            <span>or paste the XWS squad</span>
            <textarea name={`${id}-xws`} rows={3} value={xws} onInput={(e) => void readSquad(e.currentTarget.value)} />
          </label>
          {squadShips.length > 1 && (
            <label class="field">
              <span>pilot of this list</span>
              <select name={`${id}-xws-pilot`} value="" onChange={(e) => onChange(squadShips[Number(e.currentTarget.value)] ?? null)}>
                <option value="">choose…</option>
                {squadShips.map((s, i) => (
                  <option key={i} value={String(i)}>
                    {s.label} · hull {s.hull}, shields {s.shields}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {how === "hand" && (
        <div class="row">
          <label class="field">
            <span>hull</span>
            <input type="number" name={`${id}-hull`} inputMode="numeric" min={1} max={1000} value={hull} onInput={(e) => setHull(e.currentTarget.value)} />
          </label>
          <label class="field">
            <span>shields</span>
            <input type="number" name={`${id}-shields`} inputMode="numeric" min={0} max={1000} value={shields} onInput={(e) => setShields(e.currentTarget.value)} />
          </label>
          <button type="button" disabled={hull === "" || shields === ""} onClick={() => onChange({ hull: Number(hull), shields: Number(shields) })}>
            Use
          </button>
        </div>
      )}
      {problem && (
        <p class="problem inline" role="alert">
          {problem}
        </p>
      )}
      <p class="picked" data-picked={value ? "yes" : "no"}>
        {value ? `${value.label ?? "ship"}: hull ${value.hull}, shields ${value.shields}${value.points === undefined ? "" : `, ${value.points} points`}` : "no ship yet"}
      </p>
    </div>
  );
}

/**
 * A pilot as the list shows it: name, ship, faction, initiative, points and health; pilots of the same
 * name that still read alike (two printings of a card) are told apart by their XWS id.
 */
function pilotLabel(p: CatalogPilot, among: readonly CatalogPilot[]): string {
  const text = (q: CatalogPilot) => `${q.name} · ${q.shipName} · ${q.faction} · initiative ${q.initiative}${q.points === undefined ? "" : ` · ${q.points} points`} · hull ${q.hull}, shields ${q.shields}`;
  const label = text(p);
  return among.some((q) => q !== p && text(q) === label) ? `${label} (${p.id})` : label;
}
