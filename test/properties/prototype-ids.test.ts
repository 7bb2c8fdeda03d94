import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAYER_ID } from "../../src/core/ids.js";
import { type AcesHighEvent, eventStandings, nextRound } from "../../src/modes/tournament/index.js";
import { cli } from "../cli/io.js";
import { RUNS } from "./setup.js";

// Every name a record gives (players, ships, units, sectors, markers, weapons, cards, upgrade slots)
// may be a key of Object.prototype. For every fixture of every mode: rename some of its names to such
// keys, and the outcome is the original's with the names swapped: the same --json scoreboard, table
// and explained ledger, or the same error at the same event.

/** Every key of Object.prototype: constructor, toString, valueOf, hasOwnProperty, __proto__, ... */
const KEYS = Object.getOwnPropertyNames(Object.prototype);

/** A name's new name; `strict` names stand where the setup asks for an id (PLAYER_ID), others are free text. */
type Rename = (name: string, strict: boolean) => string;
type Json = unknown;
type Edit = (value: Json) => Json;

const isObject = (v: Json): v is { [key: string]: Json } => typeof v === "object" && v !== null && !Array.isArray(v);
/** The fields of an object that `spec` names, edited; the object as it is otherwise (and anything else untouched). */
const fields = (spec: { [field: string]: Edit }): Edit => (v) => {
  if (!isObject(v)) return v;
  const out = { ...v };
  for (const field of Object.keys(spec)) if (Object.hasOwn(v, field)) out[field] = spec[field]!(v[field]);
  return out;
};
const each = (edit: Edit): Edit => (v) => (Array.isArray(v) ? v.map(edit) : v);
/** A dictionary with its keys renamed: built from entries, so "__proto__" becomes an own key. */
const keys = (r: Rename, value: Edit = (x) => x): Edit => (v) => (isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [r(k, false), value(x)])) : v);
const name = (r: Rename, strict = false): Edit => (v) => (typeof v === "string" ? r(v, strict) : v);
const names = (r: Rename, strict = false): Edit => each(name(r, strict));

/** Where each mode's records hold names: the setup's and the events' fields. */
const MODES: { readonly [mode: string]: (r: Rename) => { setup: Edit; event: Edit } } = {
  "aces-high": (r) => ({
    setup: fields({ players: each(fields({ id: name(r, true), ship: fields({ upgrades: keys(r) }) })) }),
    event: fields({ order: names(r), target: name(r), targets: names(r), movedBy: name(r), source: fields({ by: name(r), owner: name(r), movedBy: name(r) }) }),
  }),
  epic: (r) => ({
    setup: fields({ teams: each(names(r)), players: each(fields({ id: name(r, true), ships: each(fields({ id: name(r, true), ships: each(fields({ id: name(r, true) })) })) })) }),
    event: fields({ target: name(r), targets: names(r), player: name(r), ship: name(r), marker: name(r), source: fields({ by: name(r), owner: name(r), movedBy: name(r) }) }),
  }),
  "space-race": (r) => ({
    setup: fields({ players: each(fields({ id: name(r, true) })), tiebreak: names(r) }),
    event: fields({ player: name(r), target: name(r), by: name(r), source: fields({ by: name(r) }) }),
  }),
  fireteam: (r) => ({
    setup: fields({
      sectors: names(r),
      players: each(fields({ id: name(r, true), startingSectors: names(r), units: each(fields({ id: name(r, true), weapons: each(fields({ name: name(r) })) })) })),
      harvesterStart: keys(r),
    }),
    event: fields({
      unit: name(r), target: name(r), harvester: name(r), by: name(r), weapon: name(r), defenseWeapon: name(r),
      occupancy: keys(r, names(r)), harvesterDistances: keys(r), meleeWith: names(r),
    }),
  }),
  "intergalactic-ace": (r) => ({
    setup: fields({
      players: each(fields({ id: name(r, true), startingUpgrades: names(r, true) })),
      firstPlayer: name(r, true),
      decks: fields({ enemies: each(fields({ id: name(r, true) })), upgrades: each(fields({ id: name(r, true) })), enemyOrder: names(r), upgradeOrder: names(r) }),
    }),
    // `card` names an upgrade card in `upgraded`; in a fight it is "deck" or "saved".
    event: (e) => fields({ player: name(r), opponent: name(r), enemy: name(r), saved: name(r), revealed: names(r), order: names(r), ...(isObject(e) && e.type === "upgraded" ? { card: name(r) } : {}) })(e),
  }),
};

function renameRecord(record: { mode: string }, r: Rename): Json {
  const { setup, event } = MODES[record.mode]!(r);
  return fields({ setup, events: each(event) })(record);
}

/** The names a record gives, each with whether it stands anywhere the setup asks for an id. */
function namesOf(record: { mode: string }): Map<string, boolean> {
  const found = new Map<string, boolean>();
  renameRecord(record, (n, strict) => {
    found.set(n, (found.get(n) ?? false) || strict);
    return n;
  });
  return found;
}

/** Up to one key for each name picked, no key twice; a strict name only gets a key that is an id. */
function assign(picked: readonly [string, boolean][], order: readonly string[]): Map<string, string> {
  const left = [...order];
  const out = new Map<string, string>();
  for (const [n, strict] of picked) {
    const i = left.findIndex((k) => !strict || PLAYER_ID.test(k));
    if (i >= 0) out.set(n, left.splice(i, 1)[0]!);
  }
  return out;
}

const mappings = (all: Map<string, boolean>) =>
  fc.tuple(fc.shuffledSubarray([...all], { minLength: 1 }), fc.shuffledSubarray(KEYS, { minLength: KEYS.length, maxLength: KEYS.length })).map(([picked, order]) => assign(picked, order)).filter((m) => m.size > 0);

/** What the CLI prints for a record: the --json output, and the table with the explained ledger (runs of spaces as one: columns are as wide as their names). */
function outcome(text: string): string[] {
  const json = cli(["score", "game.json", "--json"], { "game.json": text });
  const explained = cli(["score", "game.json", "--explain"], { "game.json": text });
  return [String(json.code), json.out, String(explained.code), explained.out.replace(/ +/g, " "), explained.err];
}

/** Each key back to the name it replaced. The keys appear nowhere else in what the CLI prints. */
const back = (text: string, mapping: Map<string, string>) => [...mapping].reduce((t, [n, k]) => t.replaceAll(k, n), text);

const fixturesOf = (mode: string) => {
  const dir = join(import.meta.dirname, "..", "fixtures", mode);
  // Fixtures about a name itself (an empty or too long id, a missing list, an id no player has) are
  // left out: renaming the names they test changes what they test.
  const aboutNames = /^error-(setup|shape|unknown-player)-/;
  return readdirSync(dir).filter((f) => f.endsWith(".json") && !aboutNames.test(f)).sort().map((file) => ({ file, record: JSON.parse(readFileSync(join(dir, file), "utf8")).record }));
};

describe.each(Object.keys(MODES))("%s: names that are Object.prototype keys", (mode) => {
  it.each(fixturesOf(mode))("$file", ({ record }) => {
    const original = outcome(JSON.stringify(record));
    const all = namesOf(record);
    for (const key of KEYS) expect(all.has(key), `the fixture already uses ${key}`).toBe(false);
    fc.assert(
      fc.property(mappings(all), (mapping) => {
        const text = JSON.stringify(renameRecord(record, (n) => mapping.get(n) ?? n));
        // Valid JSON that keeps every key it was given, "__proto__" included.
        expect(JSON.stringify(JSON.parse(text))).toBe(text);
        expect(outcome(text).map((t) => back(t, mapping))).toEqual(original);
      }),
      { numRuns: RUNS(15) },
    );
  });
});

describe("tournament: player names that are Object.prototype keys", () => {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
  const event = file.event as AcesHighEvent;
  const renameEvent = (r: Rename): AcesHighEvent => {
    const record = (raw: Json) => (isObject(raw) ? renameRecord(raw as { mode: string }, r) : raw);
    return fields({ players: names(r, true), rounds: each(fields({ tables: each(fields({ players: names(r, true), record })) })) })(event) as AcesHighEvent;
  };

  it("the standings give each player the same victory and places; round 1 seats the same tables", () => {
    const standings = (e: AcesHighEvent) => Object.fromEntries(eventStandings(e).standings.map((s) => [s.id, { victory: s.victory, places: s.places }]));
    const before = standings(event);
    const seats = JSON.stringify(nextRound({ ...event, rounds: [] }).tables);
    fc.assert(
      fc.property(fc.shuffledSubarray([...event.players], { minLength: 1 }), fc.shuffledSubarray(KEYS, { minLength: KEYS.length, maxLength: KEYS.length }), (picked, order) => {
        const mapping = assign(picked.map((p) => [p, true]), order);
        const renamed = JSON.parse(JSON.stringify(renameEvent((n) => mapping.get(n) ?? n))) as AcesHighEvent;
        expect(eventStandings(renamed).errors).toEqual([]);
        const after = standings(renamed);
        // The final salvo roll goes by the players sorted by name, so ranks among ties may change; the rest may not.
        expect(Object.fromEntries(Object.entries(after).map(([id, s]) => [back(id, mapping), s]))).toEqual(before);
        expect(back(JSON.stringify(nextRound({ ...renamed, rounds: [] }).tables), mapping)).toBe(seats);
      }),
      { numRuns: RUNS(30) },
    );
  });
});
