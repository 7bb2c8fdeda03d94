import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli/run.js";
import { catalog as catalog25 } from "../../src/xws/builtin/2-5.js";
import { catalog as legacyCatalog } from "../../src/xws/builtin/legacy.js";
import { chooseEdition, parseXws, squadEdition } from "../../src/xws/index.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "xws");
const squad = (raw: unknown) => {
  const parsed = parseXws(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const pilots = [{ id: "teltrevura" }];

function cli(args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => readFileSync(p, "utf8") };
  const code = run(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("the edition a squad was built for", () => {
  it.each([
    [{ ruleset: "XWA", version: "50P-1.1" }, "2.5", 'ruleset "XWA"'],
    // LaunchBayNext names its rules set; its builder alone would read as Legacy.
    [{ ruleset: "amg", vendor: { lbn: { builder: "Launch Bay Next" } } }, "2.5", 'ruleset "amg"'],
    [{ ruleset: "legacy", vendor: { yasb: { builder_url: "https://yasb.app/" } } }, "legacy", 'ruleset "legacy"'],
    [{ vendor: { yasb: { builder: "YASB - X-Wing 2.5", builder_url: "https://yasb.app/" } } }, "2.5", 'vendor yasb builder "YASB - X-Wing 2.5"'],
    [{ vendor: { yasb: { link: "https://yasb.app/?f=Galactic%20Empire&d=v9" } }, version: "10/28/2022" }, "2.5", "vendor yasb link"],
    [{ vendor: { yasb: { builder: "Yet Another Squad Builder 2.0", builder_url: "https://xwing-legacy.com" } } }, "legacy", "vendor yasb builder"],
    [{ vendor: { lbn: { builder: "Launch Bay Next", link: "https://launchbaynext.app/print?lbx=x" } } }, "legacy", "vendor lbn builder \"Launch Bay Next\""],
    // LaunchBayNext named no rules set before 2024: its 2.5 (AMG) lists are 20-point lists, its 2.0 ones cost more.
    [{ points: 20, vendor: { lbn: { builder: "Launch Bay Next", builder_url: "https://launchbaynext.app" } } }, "2.5", 'vendor lbn builder "Launch Bay Next", 20 points'],
    [{ points: 0, vendor: { lbn: { builder: "Launch Bay Next", builder_url: "https://launchbaynext.app" } } }, "2.5", 'vendor lbn builder "Launch Bay Next", 0 points'],
    [{ points: 200, vendor: { lbn: { builder: "Launch Bay Next", builder_url: "https://launchbaynext.app" } } }, "legacy", 'vendor lbn builder "Launch Bay Next", 200 points'],
    [{ points: 20, vendor: { lbn: { builder: "Launch Bay Next", builder_url: "https://launch-bay-next.herokuapp.com" } } }, "legacy", 'vendor lbn builder_url "https://launch-bay-next.herokuapp.com"'],
    [{ version: "2.5.0" }, "2.5", 'version "2.5.0"'],
    [{ version: "2.0.1" }, "legacy", 'version "2.0.1"'],
  ])("%j is %s", (fields, edition, because) => {
    expect(squadEdition(squad({ ...fields, pilots }))).toMatchObject({ edition, because: expect.stringContaining(because) });
  });

  it("a LaunchBayNext squad without a ruleset and without a total: its pilots' points tell (a one-ship list cut from a squad)", () => {
    const lbn = { builder: "Launch Bay Next", builder_url: "https://launchbaynext.app" };
    expect(squadEdition(squad({ vendor: { lbn }, pilots: [{ id: "rey", points: 7 }] }))).toMatchObject({ edition: "2.5", because: 'vendor lbn builder "Launch Bay Next", 7 points' });
    expect(squadEdition(squad({ vendor: { lbn }, pilots: [{ id: "sunnybounder", points: 31 }] }))).toMatchObject({ edition: "legacy", because: 'vendor lbn builder "Launch Bay Next", 31 points' });
    // No points anywhere: LaunchBayNext's builder alone, as before it built 2.5 lists.
    expect(squadEdition(squad({ vendor: { lbn }, pilots }))).toMatchObject({ edition: "legacy", because: 'vendor lbn builder "Launch Bay Next"' });
  });

  it("a squad that names nothing: the data that knows its cards, else the first catalog", () => {
    expect(squadEdition(squad({ version: "50P-2.0", pilots }))).toBeUndefined();
    const catalogs = [legacyCatalog, catalog25];
    // Siege of Coruscant pilots exist in the 2.5 data only.
    expect(chooseEdition(squad({ pilots: [{ id: "whisper-ssl" }] }), catalogs)).toMatchObject({ edition: "2.5", because: "its cards are all in the 2.5 data" });
    expect(chooseEdition(squad({ pilots }), catalogs)).toMatchObject({ edition: "legacy" });
    expect(chooseEdition(squad({ pilots: [{ id: "nosuchpilot" }] }), catalogs)).toEqual({ edition: "legacy", because: "nothing in the squad names an edition" });
  });

  it("a squad that names nothing, whose every pilot states its 2.5 card's cost as its points, is a 2.5 list", () => {
    const catalogs = [legacyCatalog, catalog25];
    const cost = catalog25.pilot("lukeskywalker-battleofyavin", "rebelalliance")!.points!;
    const legacyCost = legacyCatalog.pilot("lukeskywalker-battleofyavin", "rebelalliance")!.points!;
    expect(cost).not.toBe(legacyCost);
    const luke = (points?: number) => squad({ faction: "rebelalliance", pilots: [{ id: "lukeskywalker-battleofyavin", ...(points === undefined ? {} : { points }) }] });
    expect(chooseEdition(luke(cost), catalogs)).toEqual({ edition: "2.5", because: "each pilot's points are its 2.5 card's cost" });
    // Its Legacy cost, other points, or none: the data that knows its cards (Legacy first).
    expect(chooseEdition(luke(legacyCost), catalogs)).toMatchObject({ edition: "legacy" });
    expect(chooseEdition(luke(cost + 1), catalogs)).toMatchObject({ edition: "legacy" });
    expect(chooseEdition(luke(), catalogs)).toMatchObject({ edition: "legacy" });
  });
});

describe("ace-ledger setup with the built-in card data", () => {
  it("a one-pilot Legacy squad (Tel Trevura) needs no --data", () => {
    const { code, out, err } = cli(["setup", "--limit", "80", join(FIXTURES, "yasb-tel-trevura.json"), join(FIXTURES, "yasb-tel-trevura.json")]);
    expect(code).toBe(0);
    expect(JSON.parse(out).setup.players[0]).toMatchObject({ id: "escape-artist", ship: { pilot: "teltrevura", hull: 6, shields: 4, points: 55, saves: { destruction: 1, flee: 0 } } });
    expect(err).toContain("card data: built-in 2.0 Legacy (https://github.com/SogeMoge/xwing-data2-legacy 0c19f6245dea)");
    expect(err).toContain("; --edition 2.5 reads the squads as 2.5");
  });

  it("a one-pilot 2.5 squad needs no --data", () => {
    const { code, out, err } = cli(["setup", "--limit", "20", join(FIXTURES, "yasb25-vader.json"), join(FIXTURES, "yasb25-vader.json")]);
    expect(code).toBe(0);
    expect(JSON.parse(out).setup.players[0]).toMatchObject({ ship: { pilot: "darthvader-battleofyavin", ship: "tieadvancedx1", initiative: 6, hull: 3, shields: 3 } });
    expect(err).toContain('built-in 2.5 (https://github.com/xwingtmg/xwing-data2 0dc446f936e8), because of');
    expect(err).toContain("; --edition legacy reads the squads as 2.0 Legacy");
  });

  it("squads of two editions are refused; --edition overrides what the squads say", () => {
    const both = [join(FIXTURES, "yasb-tel-trevura.json"), join(FIXTURES, "yasb25-vader.json")];
    const mixed = cli(["setup", "--limit", "80", ...both]);
    expect(mixed.code).toBe(2);
    expect(mixed.err).toContain("expected squads of one edition");
    expect(mixed.err).toContain("yasb25-vader.json: 2.5 (vendor yasb builder");
    const forced = cli(["setup", "--limit", "100", "--edition", "2.5", ...both]);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.out).setup.players.map((p: { ship: { hull: number } }) => p.ship.hull)).toEqual([6, 3]);
    expect(cli(["setup", "--limit", "80", "--edition", "3.0", both[0]!]).code).toBe(2);
  });
});
