import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/io.js";
import { catalog as catalog25 } from "../../src/xws/builtin/2-5.js";
import { catalog as legacy } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, type Catalog, chooseEdition, type Edition, parseXws, shipsFromXws } from "../../src/xws/index.js";

// Real XWS exports found in public repositories (test/fixtures/xws/SOURCES.md says where), split
// into one-ship lists. manifest.json records what each list comes to and why a list is refused.
const CORPUS = join(import.meta.dirname, "..", "fixtures", "xws", "corpus");

type Outcome = "imports" | { readonly refused: readonly string[]; readonly reason: string };
interface Entry {
  readonly file: string;
  readonly edition?: Edition;
  readonly cliEdition?: Edition;
  readonly cliEditionReason?: string;
  readonly notJson?: string;
  readonly lists?: readonly Outcome[];
}
const manifest = JSON.parse(readFileSync(join(CORPUS, "manifest.json"), "utf8")) as { limits: Record<Edition, number>; squads: Entry[] };
const catalogs = { legacy, "2.5": catalog25 } as const;
const EDITION_NAMES: Record<Edition, string> = { legacy: "2.0 Legacy", "2.5": "2.5" };

interface RawSquad {
  readonly faction?: string;
  readonly points?: unknown;
  readonly pilots: readonly { readonly id?: string; readonly name?: string; readonly points?: unknown }[];
}

/** The one-ship lists of a squad: each pilot on its own, without the squad's total. */
function oneShipLists(raw: RawSquad): RawSquad[] {
  if (raw.pilots.length === 1) return [raw];
  const { points: _total, ...rest } = raw;
  return raw.pilots.map((pilot) => ({ ...rest, pilots: [pilot] }));
}

/**
 * Hull, shields and points of a one-ship list as the card data gives them: the pilot's stats with
 * the stat grants of every card the ship has, and its cost (Legacy: with the upgrades beyond its
 * standard loadout; 2.5: the pilot's alone). Undefined points where the data has no cost.
 */
function fromTheData(list: RawSquad, catalog: Catalog) {
  const squad = parseXws(list);
  if (!squad.ok) throw new Error(squad.error.message);
  const ships = shipsFromXws(squad.value, catalog);
  if (!ships.ok) throw new Error(ships.error.message);
  const ship = ships.value[0]!;
  const pilot = catalog.pilot(squad.value.pilots[0]!.id, squad.value.faction)!;
  const cards = ship.cards.map((c) => catalog.upgrade(c.id));
  const grant = (stat: string) => cards.reduce((sum, u) => sum + (u?.grants[stat] ?? 0), 0);
  const extras = ship.cards.filter((c) => !pilot.standardLoadout.includes(c.id)).map((c) => catalog.upgrade(c.id)?.costFor(pilot));
  const points = catalog.format === "2.5" ? pilot.points : extras.some((c) => c === undefined) || pilot.points === undefined ? undefined : extras.reduce((sum: number, c) => sum + c!, pilot.points);
  return { pilot: pilot.id, ship: pilot.ship, initiative: pilot.initiative, hull: Math.max(1, pilot.hull + grant("hull")), shields: Math.max(0, pilot.shields + grant("shields")), points };
}

describe("a corpus of real XWS exports, one-ship list by one-ship list", () => {
  it("every file of the corpus is in the manifest, and the other way round", () => {
    const files = readdirSync(CORPUS).filter((f) => f !== "manifest.json");
    expect(manifest.squads.map((s) => s.file).filter((f) => !f.startsWith("../")).sort()).toEqual(files.sort());
  });

  it.each(manifest.squads.filter((s) => s.lists))("$file, through the API and ace-ledger setup", (entry) => {
    const raw = JSON.parse(readFileSync(join(CORPUS, entry.file), "utf8")) as RawSquad;
    const squad = parseXws(raw);
    if (!squad.ok) throw new Error(squad.error.message);
    // The edition `ace-ledger setup` chooses, unless the manifest says why it differs.
    expect(chooseEdition(squad.value, [legacy, catalog25]).edition).toBe(entry.cliEdition ?? entry.edition);
    if (entry.cliEdition) expect(entry.cliEditionReason).toBeTruthy();
    const edition = entry.edition!;
    const catalog = catalogs[edition];
    const limit = manifest.limits[edition];
    const lists = oneShipLists(raw);
    expect(lists.length).toBe(entry.lists!.length);
    lists.forEach((list, i) => {
      const expected = entry.lists![i]!;
      const where = `${entry.file}, list ${i + 1} (${list.pilots[0]!.id ?? list.pilots[0]!.name})`;
      const result = acesHighSetupFromSquads([{ squad: list }], catalog, limit);
      // ace-ledger setup with the list as a file: the edition the squad names (or --edition where the manifest says why).
      const file = join(CORPUS, `list-${i + 1}-of-${entry.file}`);
      const run = cli(["setup", "--limit", String(limit), ...(entry.cliEdition ? ["--edition", edition] : []), file, file], { [file]: JSON.stringify(list) });
      if (!entry.cliEdition) expect(run.err, where).toContain(`card data: built-in ${EDITION_NAMES[edition]} (`);
      if (expected === "imports") {
        if (!result.ok) throw new Error(`${where}: ${result.error.map((e) => `${e.code}: ${e.message}`).join("; ")}`);
        const ship = result.value.players[0]!.ship;
        // Hull, shields and points are the card data's.
        const data = fromTheData(list, catalog);
        expect({ pilot: ship.pilot, ship: ship.ship, initiative: ship.initiative, hull: ship.hull, shields: ship.shields, points: ship.points }, where).toEqual(data);
        // A squad's own points that differ from the card data's are a note, not the ship's points.
        const stated = list.pilots[0]!.points;
        if (typeof stated === "number" && data.points !== undefined && stated !== data.points) {
          expect(result.notes.map((n) => n.code), where).toContain("NOTE_POINTS_DIFFER");
        }
        expect(run.code, `${where}: ${run.err}`).toBe(0);
        expect(JSON.parse(run.out).setup.players[0].ship, where).toEqual(ship);
        // The same ship picked from the whole export by its place: squad.json#2.
        const picked = cli(["setup", "--limit", String(limit), ...(entry.cliEdition ? ["--edition", edition] : []), `${join(CORPUS, entry.file)}#${i + 1}`, `Second=${join(CORPUS, entry.file)}#${i + 1}`]);
        expect(picked.code, `${where}: ${picked.err}`).toBe(0);
        expect(JSON.parse(picked.out).setup.players.map((p: { ship: unknown }) => p.ship), where).toEqual([ship, ship]);
        expect(JSON.parse(picked.out).setup.players[1], where).toMatchObject({ id: "second", name: "Second", order: 2 });
      } else {
        expect(result.ok ? [] : result.error.map((e) => e.code), where).toEqual([...expected.refused]);
        expect(expected.reason.length, where).toBeGreaterThan(20);
        expect(run.code, where).toBe(1);
        for (const code of expected.refused) expect(run.err, where).toContain(`${code}: `);
      }
    });
  });

  it.each(manifest.squads.filter((s) => s.notJson))("$file is refused by ace-ledger setup as not JSON", (entry) => {
    const run = cli(["setup", "--limit", "125", join(CORPUS, entry.file), join(CORPUS, entry.file)]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("ERR_INVALID_RECORD");
    expect(entry.notJson).toBeTruthy();
  });

  it("the counts docs/xws.md gives", () => {
    const lists = manifest.squads.flatMap((s) => s.lists ?? []);
    const refused = lists.filter((o) => o !== "imports");
    const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "xws.md"), "utf8");
    const counts = `${manifest.squads.length} squads (${manifest.squads.filter((s) => s.notJson).length} not JSON as found), ${lists.length} one-ship lists: ${lists.length - refused.length} import, ${refused.length} are refused`;
    expect(counts).toBe("63 squads (1 not JSON as found), 223 one-ship lists: 180 import, 43 are refused");
    expect(doc).toContain(counts);
  });
});
