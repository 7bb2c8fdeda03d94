// Start a game without JSON: the mode, the players by name, each mode's pieces (ships, racers,
// units, starters and the deck) and the mode's rule options, drawn from its setup shape with the
// rulings behind them. The record it builds is checked by the engine (`tryReplay`) before it starts.
import { RULINGS as ACES_HIGH_RULINGS } from "ace-ledger/aces-high/rulings";
import { EPIC_RULINGS } from "ace-ledger/epic";
import { FIRETEAM_RULINGS } from "ace-ledger/fireteam";
import { INTERGALACTIC_ACE_RULINGS, startingUpgradeCount } from "ace-ledger/intergalactic-ace";
import { MISSION_CARDS, RACING_SHIP_CARDS, RACING_SHIPS, SPACE_RACE_RULINGS } from "ace-ledger/space-race";
import type { Catalog } from "ace-ledger/xws";
import { useEffect, useState } from "preact/hooks";
import { type OpenedTable, TableOpener } from "./event-table.js";
import { build, type Choices, type Draft, Field, words } from "./shape-fields.js";
import type { Shape } from "../../src/core/shape.js";
import { SETUP_SHAPES } from "./shapes.js";
import { type Card, cardText } from "./intergalactic-ace-cards.js";
import { MODE_LABELS } from "./mode-labels.js";
import { type CatalogLoader, type PickedShip, ShipPicker } from "./ship-picker.js";

type Any = { readonly [key: string]: any };
type Ruling = { readonly id: string; readonly option: string | null };

// Each mode's setup shape and rulings; its label is the page's (MODE_LABELS).
const MODES = [
  ["aces-high", SETUP_SHAPES["aces-high"]!, ACES_HIGH_RULINGS],
  ["epic", SETUP_SHAPES.epic!, EPIC_RULINGS],
  ["space-race", SETUP_SHAPES["space-race"]!, SPACE_RACE_RULINGS],
  ["fireteam", SETUP_SHAPES.fireteam!, FIRETEAM_RULINGS],
  ["intergalactic-ace", SETUP_SHAPES["intergalactic-ace"]!, INTERGALACTIC_ACE_RULINGS],
] as const satisfies readonly (readonly [string, Shape, readonly Ruling[]])[];

type ModeName = (typeof MODES)[number][0];

/** Setup fields the form asks for with pieces of its own; every other field is a rule option. */
const PIECES = new Set(["players", "teams", "decks", "firstPlayer"]);

/** A setup's values to start with: those a setup must have and a table expects. */
const START: { readonly [mode: string]: { readonly [key: string]: Draft } } = { epic: { scoring: "points" }, fireteam: { gameMode: "deathmatch" } };

/** A player id from a display name: lower case letters, digits and dashes, unique in the game. */
export function idsFrom(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const base = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9_.:-]+/g, "-").replace(/^[^a-z0-9]+/, "").replace(/-+$/, "").slice(0, 60) || `p${i + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** The rulings whose option is a field of these options (`victoryLimit`, `setup.total`, `variants.goToWarp`). */
function rulingsOf(rulings: readonly Ruling[], fields: readonly string[]): string[] {
  return rulings.filter((r) => r.option !== null && fields.some((f) => new RegExp(`(^|[\\s.;(])${f}\\b`).test(r.option!))).map((r) => `${r.id}`);
}

function fieldsOf(shape: Shape): { readonly [key: string]: Shape } {
  return shape.kind === "object" ? shape.fields : {};
}

/** The names of every option (nested ones too: `rules.kickRoll` gives `kickRoll`). */
function optionNames(fields: { readonly [key: string]: Shape }): string[] {
  return Object.entries(fields).flatMap(([k, s]) => {
    const inner = s.kind === "optional" ? s.of : s;
    return [k, ...(inner.kind === "object" ? optionNames(inner.fields) : [])];
  });
}

export interface Examples {
  readonly name: string;
  readonly record: unknown;
}

/** Pieces the page knows from its example records: A.C.E. Fireteam units, Intergalactic Ace starters and decks. */
function piecesFrom(examples: readonly Examples[]) {
  const units = new Map<string, Any>();
  const starters = new Map<string, Any>();
  let decks: Any | null = null;
  for (const { record } of examples) {
    const r = record as Any;
    if (r.mode === "fireteam") for (const p of r.setup.players) for (const u of p.units) units.set(unitLabel(u), u);
    if (r.mode === "intergalactic-ace") {
      for (const p of r.setup.players) starters.set(JSON.stringify(p.starter), p.starter);
      decks ??= { enemies: r.setup.decks.enemies, upgrades: r.setup.decks.upgrades };
    }
  }
  return { units: [...units.values()], starters: [...starters.values()], decks };
}

/** A unit card as the form lists it: its name and its weapons (the same card comes armed differently). */
const unitLabel = (u: Any) => `${u.name ?? u.id}: ${(u.weapons as Any[]).map((w) => w.name).join(", ")}`;

const statLine = (s: Any) => Object.entries(s).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(", ");

export interface SetupFormProps {
  readonly examples: readonly Examples[];
  readonly loadCatalog: CatalogLoader;
  /** The engine's verdict on a record (its setup): null when it starts. */
  readonly check: (record: object) => Promise<{ readonly code: string; readonly message: string } | null>;
  readonly onStart: (record: object, name: string) => void;
  readonly onCancel: () => void;
}

interface Racer {
  readonly ship: string;
  readonly pilot: string;
  readonly card: string;
  readonly points: string;
}

interface EpicShip extends PickedShip {
  readonly threat: string;
  /** Squad points as typed (the catalog's to start with). */
  readonly cost: string;
}

export function SetupForm({ examples, loadCatalog, check, onStart, onCancel }: SetupFormProps) {
  const [mode, setMode] = useState<ModeName>("aces-high");
  const [title, setTitle] = useState("");
  const [names, setNames] = useState<string[]>(["", ""]);
  const [ships, setShips] = useState<(PickedShip | null)[]>([]);
  const [fleets, setFleets] = useState<EpicShip[][]>([]);
  const [teams, setTeams] = useState<string[]>([]);
  const [racers, setRacers] = useState<Racer[]>([]);
  const [forces, setForces] = useState<string[][]>([]);
  const [starters, setStarters] = useState<string[]>([]);
  const [dealt, setDealt] = useState<string[][]>([]);
  const [first, setFirst] = useState("");
  // The decks: dealt by the page (shuffled here, each card drawn named on the table view), face down on the table, or in the listed order.
  const [order, setOrder] = useState<"dealt" | "unknown" | "known">("dealt");
  const [options, setOptions] = useState<{ [mode: string]: { [key: string]: Draft } }>({});
  const [table, setTable] = useState<OpenedTable | null>(null);
  const [problem, setProblem] = useState<{ readonly code?: string; readonly message: string } | null>(null);
  const [adding, setAdding] = useState(-1);
  // Space Race's ships and pilots by their card names: the Legacy catalog (the edition of their ids), once loaded.
  const [legacy, setLegacy] = useState<Catalog | null>(null);
  useEffect(() => {
    if (mode === "space-race" && !legacy) loadCatalog("legacy").then(setLegacy, () => undefined);
  }, [mode]);

  const [, shape, rulings] = MODES.find((m) => m[0] === mode)!;
  const label = MODE_LABELS.get(mode)!;
  const ids = idsFrom(names.map((n, i) => n.trim() || `player ${i + 1}`));
  const pieces = piecesFrom(examples);
  const optionFields = Object.fromEntries(Object.entries(fieldsOf(shape)).filter(([k]) => !PIECES.has(k)));
  const draft = options[mode] ?? START[mode] ?? {};
  const rulingNames = rulingsOf(rulings, optionNames(optionFields));
  const choices: Choices = (path) => (path[0] === "tiebreak" || path[path.length - 1] === "*key" ? ids : undefined);
  const playerRange = fieldsOf(shape).players;
  const maxPlayers = playerRange?.kind === "list" ? playerRange.max : 8;
  const minPlayers = playerRange?.kind === "list" ? playerRange.min : 2;
  const at = <T,>(list: readonly T[], i: number, fallback: T) => list[i] ?? fallback;
  const put = <T,>(list: readonly T[], i: number, value: T, fallback: T) => Array.from({ length: Math.max(list.length, i + 1) }, (_, j) => (j === i ? value : (list[j] ?? fallback)));

  function setupOf(): object {
    const rest = build({ kind: "object", fields: optionFields }, draft) as object;
    switch (mode) {
      case "aces-high":
        return {
          players: ids.map((id, i) => {
            const { label: _, ...ship } = ships[i] ?? { hull: 0, shields: 0 };
            return { id, order: i + 1, name: names[i]!.trim() || id, ship };
          }),
          ...rest,
        };
      case "epic": {
        const groups = new Map<string, string[]>();
        ids.forEach((id, i) => {
          const t = teams[i];
          if (t) groups.set(t, [...(groups.get(t) ?? []), id]);
        });
        return {
          ...rest,
          ...(groups.size > 0 ? { teams: [...groups.values(), ...ids.filter((_, i) => !teams[i]).map((id) => [id])] } : {}),
          players: ids.map((id, i) => ({
            id,
            order: i + 1,
            ships: at(fleets, i, []).map((s, j) => ({
              id: `${id}-${j + 1}`,
              hull: s.hull,
              shields: s.shields,
              ...(s.cost === "" ? {} : { points: Number(s.cost) }),
              ...(s.threat === "" ? {} : { threat: Number(s.threat) }),
            })),
          })),
        };
      }
      case "space-race":
        return {
          players: ids.map((id, i) => {
            const r = at(racers, i, { ship: "", pilot: "", card: "", points: "" });
            const card = (RACING_SHIP_CARDS as Any)[r.ship] as Any | undefined;
            const pilot = card?.pilots.find((p: Any) => p.id === r.pilot);
            return {
              id,
              name: names[i]!.trim() || id,
              card: Number(r.card),
              ship: r.ship,
              ...(pilot ? { pilot: pilot.id, initiative: pilot.initiative } : { initiative: -1 }),
              points: r.points === "" ? -1 : Number(r.points),
              hull: card?.hull ?? 0,
              shields: card?.shields ?? 0,
            };
          }),
          ...rest,
        };
      case "fireteam":
        return {
          ...rest,
          players: ids.map((id, i) => ({
            id,
            units: at(forces, i, []).map((name, j) => ({ ...pieces.units.find((u) => unitLabel(u) === name), id: `${id}-${j + 1}` })),
          })),
        };
      case "intergalactic-ace":
        return {
          players: ids.map((id, i) => ({ id, starter: pieces.starters[Number(at(starters, i, "0"))], startingUpgrades: at(dealt, i, []) })),
          firstPlayer: ids.includes(first) ? first : ids[0],
          ...rest,
          decks: decksOf(pieces.decks, order, ids.flatMap((_, i) => at(dealt, i, []))),
        };
    }
  }

  /**
   * The names the game's pieces are shown by (meta.names, which the engine ignores): the players as
   * typed, and Epic's ships by their pilot's card, where a setup has no field for them.
   */
  function namesOf(): { [id: string]: string } {
    const named: { [id: string]: string } = {};
    ids.forEach((id, i) => {
      if (names[i]!.trim()) named[id] = names[i]!.trim();
      if (mode === "epic") at(fleets, i, []).forEach((s, j) => s.label && (named[`${id}-${j + 1}`] = s.label));
    });
    return named;
  }

  async function start() {
    const gameTitle = title.trim() || (table ? `Round ${table.round}, table ${table.table}` : "");
    const record = { mode, version: 1, meta: { ...(gameTitle ? { title: gameTitle } : {}), names: namesOf() }, setup: withDrawnTiebreak(mode, setupOf(), ids), events: [] };
    const bad = await check(record).catch((e: unknown) => ({ code: "ERR_NOT_LOADED", message: String(e) }));
    if (bad) return setProblem(bad);
    setProblem(null);
    onStart(record, table ? `r${table.round}-t${table.table}.json` : `${mode}-${new Date().toISOString().slice(0, 10)}.json`);
  }

  function openTable(t: OpenedTable) {
    setTable(t);
    setMode("aces-high");
    setNames([...t.players]);
    setShips([]);
  }

  const count = names.length;
  return (
    <section class="card setup" aria-labelledby="setup-title" data-setup-form>
      <div class="game-head">
        <h2 id="setup-title">New game</h2>
        <button type="button" onClick={onCancel}>
          Close
        </button>
      </div>
      <TableOpener onOpen={openTable} />
      {table && (
        <p class="hint" data-table-opened>
          Round {table.round}, table {table.table}: {table.players.join(", ")} in player order. Download the record when the game is over and enter it with{" "}
          <code>
            ace-ledger event result {table.file} --round {table.round} --table {table.table} --game r{table.round}-t{table.table}.json
          </code>
          .
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <div class="row">
          <label class="field">
            <span>mode</span>
            <select name="mode" value={mode} onChange={(e) => setMode(e.currentTarget.value as ModeName)} disabled={table !== null}>
              {MODES.map(([m]) => (
                <option key={m} value={m}>
                  {MODE_LABELS.get(m)}
                </option>
              ))}
            </select>
          </label>
          <label class="field grow">
            <span>title (optional)</span>
            <input type="text" name="title" value={title} maxLength={200} onInput={(e) => setTitle(e.currentTarget.value)} />
          </label>
        </div>

        <h3>Players, in player order</h3>
        <ol class="players">
          {names.map((n, i) => (
            <li key={i} data-setup-player={i}>
              <div class="row">
                <label class="field grow">
                  <span>name of player {i + 1}</span>
                  <input type="text" name={`player-${i + 1}`} value={n} maxLength={200} readOnly={table !== null} onInput={(e) => setNames(names.map((x, j) => (j === i ? e.currentTarget.value : x)))} />
                </label>
                <span class="hint">id {ids[i]}</span>
                {table === null && (
                  <>
                    <button type="button" aria-label={`move player ${i + 1} up`} disabled={i === 0} onClick={() => setNames(names.map((x, j) => (j === i - 1 ? names[i]! : j === i ? names[i - 1]! : x)))}>
                      ▲
                    </button>
                    <button type="button" aria-label={`remove player ${i + 1}`} disabled={count <= minPlayers} onClick={() => setNames(names.filter((_, j) => j !== i))}>
                      ✕
                    </button>
                  </>
                )}
              </div>
              {mode === "aces-high" && (
                <ShipPicker name={ids[i]!} value={at(ships, i, null)} onChange={(s) => setShips(put(ships, i, s, null))} loadCatalog={loadCatalog} {...(table?.ships[i] ? { hint: table.ships[i] } : {})} />
              )}
              {mode === "epic" && (
                <div class="fleet">
                  <label class="field">
                    <span>team (optional)</span>
                    <select name={`team-${i + 1}`} value={at(teams, i, "")} onChange={(e) => setTeams(put(teams, i, e.currentTarget.value, ""))}>
                      <option value="">own team</option>
                      {names.map((_, t) => (
                        <option key={t} value={String(t + 1)}>
                          team {t + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                  <ul>
                    {at(fleets, i, []).map((s, j) => (
                      <li key={j} class="row">
                        <span>
                          {ids[i]}-{j + 1}: {s.label ?? "ship"}, hull {s.hull}, shields {s.shields}
                        </span>
                        <label class="field">
                          <span>points</span>
                          <input type="number" name={`points-${i + 1}-${j + 1}`} min={0} max={1000} value={s.cost} onInput={(e) => setFleets(put(fleets, i, at(fleets, i, []).map((x, k) => (k === j ? { ...x, cost: e.currentTarget.value } : x)), []))} />
                        </label>
                        <label class="field">
                          <span>threat</span>
                          <input type="number" name={`threat-${i + 1}-${j + 1}`} min={1} max={1000} value={s.threat} onInput={(e) => setFleets(put(fleets, i, at(fleets, i, []).map((x, k) => (k === j ? { ...x, threat: e.currentTarget.value } : x)), []))} />
                        </label>
                        <button type="button" aria-label={`remove ${ids[i]}-${j + 1}`} onClick={() => setFleets(put(fleets, i, at(fleets, i, []).filter((_, k) => k !== j), []))}>
                          ✕
                        </button>
                      </li>
                    ))}
                  </ul>
                  {adding === i ? (
                    <ShipPicker
                      name={`${ids[i]}-${at(fleets, i, []).length + 1}`}
                      value={null}
                      loadCatalog={loadCatalog}
                      onChange={(s) => {
                        if (s) setFleets(put(fleets, i, [...at(fleets, i, []), { ...s, threat: "", cost: s.points === undefined ? "" : String(s.points) }], []));
                        setAdding(-1);
                      }}
                    />
                  ) : (
                    <button type="button" onClick={() => setAdding(i)} data-add-ship={ids[i]}>
                      Add a ship
                    </button>
                  )}
                </div>
              )}
              {mode === "space-race" && <RacerFields id={ids[i]!} catalog={legacy} racer={at(racers, i, { ship: "", pilot: "", card: "", points: "" })} set={(r) => setRacers(put(racers, i, r, { ship: "", pilot: "", card: "", points: "" }))} />}
              {mode === "fireteam" && (
                <div class="row">
                  {at(forces, i, []).map((u, j) => (
                    <span key={j} class="chip">
                      {ids[i]}-{j + 1}: {u}{" "}
                      <button type="button" aria-label={`remove ${ids[i]}-${j + 1}`} onClick={() => setForces(put(forces, i, at(forces, i, []).filter((_, k) => k !== j), []))}>
                        ✕
                      </button>
                    </span>
                  ))}
                  <label class="field">
                    <span>add a unit</span>
                    <select name={`unit-${i + 1}`} value="" onChange={(e) => e.currentTarget.value && setForces(put(forces, i, [...at(forces, i, []), e.currentTarget.value], []))}>
                      <option value="">choose a unit card…</option>
                      {pieces.units.map((u) => (
                        <option key={unitLabel(u)} value={unitLabel(u)}>
                          {unitLabel(u)} ({u.cost}/{u.armCost})
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              )}
              {mode === "intergalactic-ace" && (
                <label class="field">
                  <span>starter card</span>
                  <select name={`starter-${i + 1}`} value={at(starters, i, "0")} onChange={(e) => setStarters(put(starters, i, e.currentTarget.value, "0"))}>
                    {pieces.starters.map((s, k) => (
                      <option key={k} value={String(k)}>
                        {statLine(s)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {mode === "intergalactic-ace" && <DealtCards decks={pieces.decks} players={count} fullyLoaded={(draft.variants as Any | undefined)?.fullyLoaded === true} value={at(dealt, i, [])} others={dealt.filter((_, j) => j !== i).flat()} set={(v) => setDealt(put(dealt, i, v, []))} id={ids[i]!} />}
            </li>
          ))}
        </ol>
        {table === null && (
          <button type="button" disabled={count >= maxPlayers} onClick={() => setNames([...names, ""])} data-add-player>
            Add a player
          </button>
        )}

        {mode === "intergalactic-ace" && (
          <div class="row">
            <label class="field">
              <span>first player</span>
              <select name="firstPlayer" value={ids.includes(first) ? first : ids[0]} onChange={(e) => setFirst(e.currentTarget.value)}>
                {ids.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            </label>
            <label class="field">
              <span>decks</span>
              <select name="deckOrder" value={order} onChange={(e) => setOrder(e.currentTarget.value as "dealt" | "unknown" | "known")}>
                <option value="dealt">shuffled and dealt by this page</option>
                <option value="unknown">shuffled face down on the table</option>
                <option value="known">in the order listed (known)</option>
              </select>
            </label>
          </div>
        )}

        <h3>{label} rule options</h3>
        <div class="options">
          {Object.entries(optionFields).map(([key, s]) => (
            <Field key={`${mode}.${key}`} name={key} path={[key]} shape={s} draft={draft[key] ?? ""} set={(d) => setOptions({ ...options, [mode]: { ...draft, [key]: d } })} choices={choices} siblings={draft} />
          ))}
        </div>
        {rulingNames.length > 0 && (
          <p class="hint" data-rulings>
            Rulings these options choose between: {rulingNames.join(", ")} (docs/{mode}.md). Left out, an option keeps its default{mode === "aces-high" ? " (the preset's)" : ""}.
          </p>
        )}
        {problem && (
          <p class="problem" role="alert" data-setup-error>
            {problem.code && <code>{problem.code}</code>} {problem.message}
          </p>
        )}
        <div class="row">
          <button type="submit" class="primary" data-start>
            Start the game
          </button>
        </div>
      </form>
    </section>
  );
}

function RacerFields({ id, racer, set, catalog }: { readonly id: string; readonly racer: Racer; readonly set: (r: Racer) => void; readonly catalog: Catalog | null }) {
  const card = (RACING_SHIP_CARDS as Any)[racer.ship] as Any | undefined;
  /** A ship by its card name (that of one of its generic pilots), its XWS id until the catalog is loaded. */
  const shipName = (ship: string) => catalog?.pilot((RACING_SHIP_CARDS as Any)[ship].pilots[0].id)?.shipName ?? ship;
  return (
    <div class="row">
      <label class="field">
        <span>ship</span>
        <select name={`${id}-ship`} value={racer.ship} onChange={(e) => set({ ...racer, ship: e.currentTarget.value, pilot: "" })}>
          <option value="">choose…</option>
          {RACING_SHIPS.map((s) => (
            <option key={s} value={s}>
              {shipName(s)}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>generic pilot</span>
        <select name={`${id}-pilot`} value={racer.pilot} onChange={(e) => set({ ...racer, pilot: e.currentTarget.value })}>
          <option value="">choose…</option>
          {(card?.pilots ?? []).map((p: Any) => (
            <option key={p.id} value={p.id}>
              {catalog?.pilot(p.id)?.name ?? p.id} (initiative {p.initiative})
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>mission card</span>
        <select name={`${id}-card`} value={racer.card} onChange={(e) => set({ ...racer, card: e.currentTarget.value })}>
          <option value="">choose…</option>
          {MISSION_CARDS.map((m) => (
            <option key={m.card} value={String(m.card)}>
              {m.card}: {m.buoys.join(", ")}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>points (ship and upgrades)</span>
        <input type="number" name={`${id}-points`} min={0} max={25} value={racer.points} onInput={(e) => set({ ...racer, points: e.currentTarget.value })} />
      </label>
      {card && (
        <span class="hint">
          hull {card.hull}, shields {card.shields}
        </span>
      )}
    </div>
  );
}

/** The Upgrade cards dealt to a player at the start (5 or 6 players, or Fully Loaded). */
function DealtCards(props: { readonly decks: Any | null; readonly players: number; readonly fullyLoaded: boolean; readonly value: readonly string[]; readonly others: readonly string[]; readonly set: (v: string[]) => void; readonly id: string }) {
  const count = startingUpgradeCount(props.players, props.fullyLoaded);
  if (count === 0 || !props.decks) return null;
  return (
    <fieldset class="checks">
      <legend>
        Upgrade cards dealt to {props.id} ({count})
      </legend>
      {(props.decks.upgrades as Any[]).map((u) => (
        <label key={u.id} class="check">
          <input
            type="checkbox"
            name={`${props.id}-dealt`}
            value={u.id}
            checked={props.value.includes(u.id)}
            disabled={props.others.includes(u.id)}
            onChange={(e) => props.set(e.currentTarget.checked ? [...props.value, u.id] : props.value.filter((x) => x !== u.id))}
          />
          {cardText(u as Card, u.id, props.decks!.upgrades as Card[])}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Intergalactic Ace's decks: dealt by the page (a known order, shuffled here: the table view names each
 * card drawn, and a scan takes no more than the scans used), face down on the table (each card turned
 * over is named on the table view), or in the order the decks list them. Upgrade cards dealt at the
 * start are not in the draw pile.
 */
function decksOf(decks: Any | null, order: "dealt" | "unknown" | "known", dealt: readonly string[]): Any {
  if (!decks) return { order: order === "dealt" ? "known" : order };
  if (order === "unknown") return { ...decks, order };
  const enemyOrder = (decks.enemies as Any[]).map((c) => c.id as string);
  const upgradeOrder = (decks.upgrades as Any[]).map((c) => c.id as string).filter((id) => !dealt.includes(id));
  const deal = order === "dealt" ? shuffle : (ids: string[]) => ids;
  return { ...decks, order: "known", enemyOrder: deal(enemyOrder), upgradeOrder: deal(upgradeOrder) };
}

function shuffle(ids: string[]): string[] {
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Space Race: racers of equal initiative and points go in an order "decided at random" (space-race.txt).
 * A table that did not give one (`tiebreak` left empty) has it drawn here, every racer in a random
 * order, so that the race starts; a table that rolled gives its own.
 */
function withDrawnTiebreak(mode: string, setup: object, ids: readonly string[]): object {
  const given = (setup as { tiebreak?: unknown }).tiebreak;
  if (mode !== "space-race" || (Array.isArray(given) && given.length > 0)) return setup;
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { ...setup, tiebreak: order };
}
