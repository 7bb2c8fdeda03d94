import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/io.js";
import { catalog as catalog25, catalogData as data25 } from "../../src/xws/builtin/2-5.js";
import { catalog as legacy, catalogData as legacyData } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, type Catalog, type CatalogData, catalogDataFrom, catalogFrom, epicPlayerFromSquad, parseXws, shipsFromXws } from "../../src/xws/index.js";

// XWS squads as real builders export them: one fixture per case, in test/fixtures/xws/items/.
const ITEMS = join(import.meta.dirname, "..", "fixtures", "xws", "items");
const path = (name: string) => join(ITEMS, name);
const fixture = (name: string): unknown => JSON.parse(readFileSync(path(name), "utf8").replace(/^\ufeff/, ""));
const setup = (name: string, catalog: Catalog, limit: number) => acesHighSetupFromSquads([{ squad: fixture(name) }], catalog, limit);
const codes = (result: ReturnType<typeof setup>) => (result.ok ? [] : result.error.map((e) => e.code));
const ships = (name: string, catalog: Catalog) => {
  const squad = parseXws(fixture(name));
  if (!squad.ok) throw new Error(squad.error.message);
  const result = shipsFromXws(squad.value, catalog);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe("1. 2.5 points are the card's cost; upgrades spend the pilot's loadout", () => {
  it("a 2.5 squad without points is costed from the card (Darth Vader, Battle of Yavin: 6)", () => {
    const result = setup("item01-25-vader-no-points.json", catalog25, 10);
    expect(codes(result)).toEqual([]);
    expect(result.ok && result.value.players[0]!.ship.points).toBe(6);
    const run = cli(["setup", "--limit", "10", "--edition", "2.5", path("item01-25-vader-no-points.json"), path("item01-25-vader-no-points.json")]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out).setup.players[0].ship.points).toBe(6);
  });

  it("a squad's own points are not trusted: the card data wins and the difference is a note (CLI: on standard error)", () => {
    const result = setup("item01-25-vader-says-5.json", catalog25, 5);
    expect(codes(result)).toEqual(["ERR_LIST_POINTS"]);
    expect(result.ok ? "" : result.error[0]!.message).toContain("expected at most 5 points, got 6");
    expect(result.notes).toEqual([{ code: "NOTE_POINTS_DIFFER", message: "squad 1: pilots[0] (darthvader-battleofyavin): the squad says 5 points, the card data 6; 6 are used" }]);
    const run = cli(["setup", "--limit", "5", "--edition", "2.5", path("item01-25-vader-says-5.json"), path("item01-25-vader-says-5.json")]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("note NOTE_POINTS_DIFFER: squad 1: pilots[0] (darthvader-battleofyavin): the squad says 5 points, the card data 6");
    expect(run.err).toContain("ERR_LIST_POINTS");
    expect(cli(["setup", "--limit", "6", "--edition", "2.5", path("item01-25-vader-says-5.json"), path("item01-25-vader-says-5.json")]).code).toBe(0);
  });

  it("points that are not a number are ignored, and a note says so, as for points the card data corrects", () => {
    const squad = { ...(fixture("item01-25-vader-says-5.json") as { pilots: object[] }), points: "twenty" };
    const pilots = squad.pilots.map((p) => ({ ...p, points: "abc" }));
    const parsed = parseXws({ ...squad, pilots });
    expect(parsed.ok && [parsed.value.pilots[0]!.points, parsed.value.pilots[0]!.unreadPoints, parsed.value.points, parsed.value.unreadPoints]).toEqual([undefined, '"abc"', undefined, '"twenty"']);
    const result = acesHighSetupFromSquads([{ squad: { ...squad, pilots } }, { squad: fixture("item01-25-vader-no-points.json") }], catalog25, 10);
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual([
      { code: "NOTE_POINTS_UNREAD", message: 'squad 1: pilots[0] (darthvader-battleofyavin): the squad\'s points "abc" are not a number; they are ignored' },
      { code: "NOTE_POINTS_UNREAD", message: 'squad 1: the squad\'s points "twenty" are not a number; they are ignored' },
    ]);
    expect(parseXws({ ...squad, pilots: [{ id: "x", points: "y".repeat(1000) }] }).ok && parseXws({ ...squad, pilots: [{ id: "x", points: "y".repeat(1000) }] })).toMatchObject({ value: { pilots: [{ unreadPoints: `"${"y".repeat(39)}...` }] } });
  });

  it("upgrades beyond the pilot's loadout are ERR_LIST_LOADOUT (Tel Trevura, loadout 20: 5 + 12 + 8)", () => {
    const result = setup("item01-25-tel-over-loadout.json", catalog25, 20);
    expect(codes(result)).toEqual(["ERR_LIST_LOADOUT"]);
    expect(result.ok ? "" : result.error[0]!.message).toContain("at most its loadout value of 20, got 25");
    const [tel] = ships("item01-25-tel-over-loadout.json", catalog25);
    // The upgrades do not count towards the squad's points: the pilot's cost is the ship's points.
    expect(tel).toMatchObject({ points: 6, loadout: { spent: 25, value: 20 }, shields: 4 });
  });
});

describe("2. no upgrades written as [] (LaunchBayNext) or null", () => {
  it.each(["item02-lbn-upgrades-empty-array.json", "item02-upgrades-null.json"])("%s reads as a pilot without upgrades", (name) => {
    const result = setup(name, legacy, 80);
    expect(codes(result)).toEqual([]);
    expect(result.ok && result.value.players[0]!.ship).toMatchObject({ pilot: "blacksunenforcer", points: 42 });
    expect(result.ok && result.value.players[0]!.ship.upgrades).toBeUndefined();
  });

  it("other shapes of upgrades are still ERR_INVALID_SQUAD", () => {
    for (const upgrades of [["shieldupgrade"], "shieldupgrade", 3]) {
      const result = acesHighSetupFromSquads([{ squad: { pilots: [{ id: "teltrevura", upgrades }] } }], legacy, 80);
      expect(codes(result)).toEqual(["ERR_INVALID_SQUAD"]);
    }
  });
});

describe("3. YASB's Weapon Hardpoint stand-ins", () => {
  it.each([
    ["legacy", legacy],
    ["2.5", catalog25],
  ] as const)("hardpointcannon on a T-70 is the hardpoint's choice, not a card (%s data)", (_, catalog) => {
    const result = setup("item03-yasb-hardpoint-cannon.json", catalog, 200);
    expect(codes(result)).toEqual([]);
    const [poe] = ships("item03-yasb-hardpoint-cannon.json", catalog);
    // It costs nothing and grants nothing: the cannon it makes room for is listed on its own.
    const card = catalog.pilot("poedameron", "resistance")!;
    expect(poe).toMatchObject({ points: card.points, hull: card.hull, shields: card.shields, cards: [{ id: "hardpointcannon", name: "Weapon Hardpoint (Cannon)" }] });
    expect(catalog.upgrade("hardpointcannon")).toMatchObject({ hardpoint: "Cannon" });
    expect(catalog.upgrade("hardpointtorpedo")).toMatchObject({ hardpoint: "Torpedo" });
    expect(catalog.upgrade("hardpointmissile")).toMatchObject({ hardpoint: "Missile" });
  });

  it("only a ship with a Weapon Hardpoint (T-70 X-wing, M3-A Interceptor) has one", () => {
    const squad = { faction: "scumandvillainy", pilots: [{ id: "sunnybounder", upgrades: { hardpoint: ["hardpointcannon"], cannon: ["heavylasercannon"] } }] };
    expect(codes(acesHighSetupFromSquads([{ squad }], legacy, 200))).toEqual([]);
    const tel = { pilots: [{ id: "teltrevura", upgrades: { hardpoint: ["hardpointcannon"] } }] };
    const refused = acesHighSetupFromSquads([{ squad: tel }], legacy, 200);
    expect(refused.ok ? null : refused.error[0]).toMatchObject({ code: "ERR_UNKNOWN_UPGRADE", message: expect.stringContaining("stands for the Weapon Hardpoint") });
  });
});

describe("4. upgrade id aliases", () => {
  it("attackspeed is read as attackspeed-battleofyavin, Luke's standard loadout, with a note", () => {
    const result = setup("item04-yasb25-attackspeed-alias.json", catalog25, 5);
    expect(codes(result)).toEqual([]);
    expect(result.notes.map((n) => n.code)).toEqual(["NOTE_UPGRADE_ALIAS"]);
    expect(result.notes[0]!.message).toContain('upgrade id "attackspeed" in slot talent read as "attackspeed-battleofyavin"');
  });

  it("a standard-loadout pilot's fixed card listed without its suffix is that card: r2d2 on Luke Skywalker (Battle of Yavin), though the data has an r2d2 too", () => {
    // Luke as a YASB 2.5 export of June 2023 lists him (corpus/pattern-analyzer-welsh-open-2023-70790.json).
    expect(catalog25.upgrade("r2d2")?.id).toBe("r2d2");
    const result = setup("item04-yasb25-luke-boy-suffixless-loadout.json", catalog25, 5);
    expect(codes(result)).toEqual([]);
    expect(result.ok && result.value.players[0]!.ship).toMatchObject({ pilot: "lukeskywalker-battleofyavin", points: 5, hull: 4, shields: 2 });
    const [luke] = ships("item04-yasb25-luke-boy-suffixless-loadout.json", catalog25);
    expect(luke!.loadout).toEqual({ spent: 0, value: 0 });
    expect(luke!.cards.map((c) => c.id).sort()).toEqual(["attackspeed-battleofyavin", "instinctiveaim", "protontorpedoes", "r2d2-battleofyavin"]);
    expect(result.notes.map((n) => n.message)).toEqual([
      'squad 1: pilots[0] (lukeskywalker-battleofyavin): upgrade id "attackspeed" in slot talent read as "attackspeed-battleofyavin", the one card it stands for',
      'squad 1: pilots[0] (lukeskywalker-battleofyavin): upgrade id "r2d2" in slot astromech read as "r2d2-battleofyavin", the one card it stands for',
    ]);
    // Listed twice, the second r2d2 is no fixed card of his: the R2-D2 astromech, beyond his loadout.
    const twice = { faction: "rebelalliance", pilots: [{ id: "lukeskywalker-battleofyavin", upgrades: { astromech: ["r2d2-battleofyavin", "r2d2"] } }] };
    expect(codes(acesHighSetupFromSquads([{ squad: twice }], catalog25, 20))).toEqual(["ERR_LIST_LOADOUT"]);
  });

  it("vectoredcannons is read as vectoredcannonsrz1: an id without the qualifier in the card's name, \"Vectored Cannons (RZ-1)\"", () => {
    expect(catalog25.upgrade("vectoredcannons")?.id).toBe("vectoredcannonsrz1");
    expect(legacy.upgrade("vectoredcannons", "configuration")?.id).toBe("vectoredcannonsrz1");
    const result = setup("item04-yasb25-vectoredcannons.json", catalog25, 4);
    expect(codes(result)).toEqual([]);
    expect(result.notes.map((n) => n.message)).toEqual(['squad 1: pilots[0] (greensquadronpilot): upgrade id "vectoredcannons" in slot configuration read as "vectoredcannonsrz1", the one card it stands for']);
    // A qualifier-free id goes to the one card it stands for, never past the card of that exact id, and
    // not when two cards share it; the card's own id and its name-as-id are unchanged.
    const named = catalogFrom(
      catalogDataFrom({ pilots: [], upgrades: ["u.json"] }, () => [
        { xws: "ionturret", name: "Ion Turret", sides: [{ slots: ["Turret"] }] },
        { xws: "ionturretbtl", name: "Ion Turret (BTL)", sides: [{ slots: ["Turret"] }] },
        { xws: "shieldsyt", name: "Shields (YT)", sides: [{ slots: ["Modification"] }] },
        { xws: "shieldsxw", name: "Shields (X-wing)", sides: [{ slots: ["Modification"] }] },
        { xws: "tractorarray2023", name: "Tractor Array (2023)", sides: [{ slots: ["Tech"] }] },
      ]),
    );
    expect(named.upgrade("ionturret")?.id).toBe("ionturret");
    expect(named.upgrade("shields")).toBeUndefined();
    expect(named.upgrade("tractorarray")?.id).toBe("tractorarray2023");
    expect(named.upgrade("tractorarray2023")?.id).toBe("tractorarray2023");
    expect(named.upgrade("tractor")).toBeUndefined();
  });

  it("an alias resolves only when one card fits: by id, else by the squad's slot", () => {
    expect(catalog25.upgrade("preciseastromech")?.id).toBe("preciseastromech-battleofyavin");
    expect(catalog25.upgrade("sensorjammer")?.id).toBe("sensorjammer-battleofyavin");
    expect(legacy.upgrade("attackspeed")?.id).toBe("attackspeed-battleofyavin");
    // Two R2-A3s with a suffix in the 2.5 data, two Seeker Missiles in the Legacy data: ambiguous, so unknown.
    expect(catalog25.upgrade("r2a3")).toBeUndefined();
    expect(catalog25.upgrade("r2a3", "astromech")).toBeUndefined();
    expect(legacy.upgrade("seekermissiles", "missile")).toBeUndefined();
    const squad = { faction: "scumandvillainy", pilots: [{ id: "teltrevura", upgrades: { missile: ["seekermissiles"] } }] };
    expect(codes(acesHighSetupFromSquads([{ squad }], legacy, 200))).toEqual(["ERR_UNKNOWN_UPGRADE"]);
    // Where cards of one id differ in slot, the squad's slot tells which.
    const twoSlots = catalogDataFrom(
      { pilots: [], upgrades: ["u.json"] },
      () => [
        { xws: "hera-crew", name: "Hera (crew)", sides: [{ slots: ["Crew"] }] },
        { xws: "hera-gunner", name: "Hera (gunner)", sides: [{ slots: ["Gunner"] }] },
      ],
    );
    const own = catalogFrom(twoSlots);
    expect(own.upgrade("hera")).toBeUndefined();
    expect(own.upgrade("hera", "gunner")?.id).toBe("hera-gunner");
    expect(own.upgrade("hera", "Crew")?.id).toBe("hera-crew");
    // A slot of the data that no such card goes in: none fits. A slot name the data does not know ("ept"): the id alone decides.
    expect(legacy.upgrade("rey", "gunner")?.id).toBe("rey-gunner");
    expect(legacy.upgrade("rey", "crew")).toBeUndefined();
    expect(legacy.upgrade("attackspeed", "ept")?.id).toBe("attackspeed-battleofyavin");
  });
});

describe("5. standard-loadout (quick-build) pilots are costed once", () => {
  it("Luke Skywalker (swz106) with his fixed upgrades costs the card's 75, not 95", () => {
    const [luke] = ships("item05-legacy-luke-swz106-quickbuild.json", legacy);
    expect(luke!.points).toBe(75);
    expect(legacy.pilot("lukeskywalker-swz106")!.standardLoadout).toEqual(["instinctiveaim", "protontorpedoes", "r2d2"]);
  });

  it("fixed upgrade ids the Legacy data lacks are the card's own (Adon Fox, Battle over Endor)", () => {
    const result = setup("item05-legacy-adonfox-boe-missing-ids.json", legacy, 80);
    expect(codes(result)).toEqual([]);
    expect(result.ok && result.value.players[0]!.ship.points).toBe(65);
  });

  it("every standard-loadout pilot of both data sets costs its card, with its loadout listed or not", () => {
    for (const catalog of [legacy, catalog25]) {
      const fixed = catalog.pilots().filter((p) => p.standardLoadout.length > 0);
      expect(fixed.length).toBe(86);
      for (const p of fixed) {
        const listed = { faction: p.faction, pilots: [{ id: p.id, upgrades: { any: [...p.standardLoadout] } }] };
        const bare = { faction: p.faction, pilots: [{ id: p.id }] };
        for (const squad of [listed, bare]) {
          const parsed = parseXws(squad);
          const result = parsed.ok ? shipsFromXws(parsed.value, catalog) : parsed;
          if (!result.ok) throw new Error(`${p.id}: ${result.error.message}`);
          expect(result.value[0]!.points, p.id).toBe(p.cost);
        }
      }
    }
  });
});

describe("6. every number of both built-in catalogs is a number", () => {
  const numbers = (data: CatalogData): unknown[] => [
    ...data.ships.flatMap((s) => [s.hull, s.shields, s.agility, ...s.pilots.flatMap((p) => [p.initiative, p.cost, p.loadout, p.charges, p.hull, p.shields, p.agility])]),
    ...data.upgrades.flatMap((u) => [...(u.cost === undefined ? [] : "value" in u.cost ? [u.cost.value] : u.cost.values.map(([, v]) => v)), ...(u.grants ?? []).map(([, n]) => n)]),
    ...data.quickBuilds.map((b) => b.threat),
  ];

  it.each([
    ["xwing-data2-legacy", legacyData],
    ["xwing-data2", data25],
  ] as const)("%s", (_, data) => {
    const all = numbers(data).filter((n) => n !== undefined);
    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter((n) => typeof n !== "number" || !Number.isFinite(n))).toEqual([]);
    expect(legacy.upgrade("combatboardingtube")!.costFor(legacy.pilot("alderaanianguard")!)).toBe(0);
  });

  it("text numbers of a data set of an app's own are read as numbers (Combat Boarding Tube's \"0\")", () => {
    const files: Record<string, unknown> = {
      "data/manifest.json": { pilots: [{ faction: "rebelalliance", ships: ["data/pilots/cr90.json"] }], upgrades: ["data/upgrades/command.json"] },
      "data/pilots/cr90.json": {
        xws: "cr90corelliancorvette",
        name: "CR90",
        size: "Huge",
        faction: "rebelalliance",
        stats: [{ type: "hull", value: "18" }, { type: "shields", value: 7 }, { type: "agility", value: "0" }],
        pilots: [{ xws: "alderaanianguard", name: "Alderaanian Guard", initiative: "8", cost: "128", charges: { value: "2" } }],
      },
      "data/upgrades/command.json": [
        { xws: "combatboardingtube", name: "Combat Boarding Tube", cost: { value: "0" }, sides: [{ slots: ["Command"] }] },
        { xws: "varied", name: "Varied", cost: { variable: "agility", values: { "0": "3", "1": 4, "2": "?" } }, sides: [{ slots: ["Modification"], grants: [{ type: "stat", value: "hull", amount: "1" }] }] },
      ],
    };
    const data = catalogDataFrom(files["data/manifest.json"] as never, (p) => files[p]);
    expect(numbers(data).filter((n) => n !== undefined && typeof n !== "number")).toEqual([]);
    expect(data.ships[0]).toMatchObject({ hull: 18, shields: 7, agility: 0, pilots: [{ initiative: 8, cost: 128, charges: 2 }] });
    expect(data.upgrades[1]).toMatchObject({ cost: { variable: "agility", values: [["0", 3], ["1", 4]] }, grants: [["hull", 1]] });
  });

  it("Alderaanian Guard with a Combat Boarding Tube: 128 points, not \"012800\"; the Epic player's points are a number", () => {
    const result = setup("item06-alderaanian-guard-boarding-tube.json", legacy, 100);
    expect(result.ok ? "" : result.error.find((e) => e.code === "ERR_LIST_POINTS")!.message).toContain("got 128 ");
    const epic = epicPlayerFromSquad(fixture("item06-alderaanian-guard-boarding-tube.json"), legacy, { id: "reb", order: 1 });
    expect(epic.ok && epic.value.ships[0]!.points).toBe(128);
    expect(typeof (epic.ok && epic.value.ships[0]!.points)).toBe("number");
  });
});

describe("7. Hound's Tooth and Nashtah Pup", () => {
  it("a lone YV-666 with the Hound's Tooth title may play: the F.A.Q. forbids Hound's Tooth with a Z-95 only", () => {
    expect(codes(setup("item07-lone-bossk-hounds-tooth.json", legacy, 80))).toEqual([]);
  });

  it("a lone Nashtah Pup is ERR_LIST_NASHTAH_PUP, citing the F.A.Q. on setup abilities", () => {
    const result = setup("item07-lone-nashtah-pup.json", legacy, 80);
    expect(codes(result)).toEqual(["ERR_LIST_NASHTAH_PUP"]);
    expect(result.ok ? "" : result.error[0]!.message).toContain('"Cards and pilots with the Setup ability that do not work due to restrictions include Nashtah Pup (Pilot)."');
  });

  it("Hound's Tooth with Nashtah Pup: two ships, docked, Hound's Tooth with a Z-95, Nashtah Pup", () => {
    const squad = JSON.parse(readFileSync(join(ITEMS, "..", "hounds-tooth.json"), "utf8"));
    expect(codes(acesHighSetupFromSquads([{ squad }], legacy, 200))).toEqual(["ERR_LIST_SHIPS", "ERR_LIST_DOCKED", "ERR_LIST_HOUNDS_TOOTH", "ERR_LIST_NASHTAH_PUP"]);
  });
});

describe("8. docked pairs", () => {
  it("the Syliure-class hyperspace ring and a Delta-7 are a docked pair", () => {
    expect(codes(setup("item08-syliure-ring-and-delta7.json", legacy, 200))).toEqual(["ERR_LIST_SHIPS", "ERR_LIST_DOCKED"]);
  });

  it("a Z-95 and a VCX-100 (with the Ghost) are two ships, not a docked pair", () => {
    expect(codes(setup("item08-z95-and-vcx100.json", legacy, 200))).toEqual(["ERR_LIST_SHIPS"]);
  });

  it("a VCX-100 with the Ghost and an attack shuttle are", () => {
    const squad = { faction: "rebelalliance", pilots: [{ id: "chopper", upgrades: { title: ["ghost"] } }, { id: "herasyndulla" }] };
    expect(codes(acesHighSetupFromSquads([{ squad }], legacy, 200))).toEqual(["ERR_LIST_SHIPS", "ERR_LIST_DOCKED"]);
  });
});

describe("9. one copy of an upgrade card per ship", () => {
  it("two Shield Upgrades on Tel Trevura are ERR_LIST_DUPLICATE_UPGRADE", () => {
    const result = setup("item09-two-shield-upgrades.json", legacy, 80);
    expect(codes(result)).toEqual(["ERR_LIST_DUPLICATE_UPGRADE"]);
    expect(result.ok ? "" : result.error[0]!.message).toContain("expected one copy of Shield Upgrade (shieldupgrade) on teltrevura");
  });

  it("a standard-loadout upgrade listed again is a second copy", () => {
    const squad = { faction: "rebelalliance", pilots: [{ id: "lukeskywalker-swz106", upgrades: { torpedo: ["protontorpedoes", "protontorpedoes"] } }] };
    expect(codes(acesHighSetupFromSquads([{ squad }], legacy, 100))).toEqual(["ERR_LIST_DUPLICATE_UPGRADE"]);
  });
});

describe("10. a squad file starting with a UTF-8 byte order mark", () => {
  it("ace-ledger setup reads it", () => {
    expect(readFileSync(path("item10-utf8-bom.json"), "utf8").startsWith("\ufeff")).toBe(true);
    const run = cli(["setup", "--limit", "80", path("item10-utf8-bom.json"), path("item10-utf8-bom.json")]);
    expect(run.err).not.toContain("ERR_INVALID_RECORD");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out).setup.players[0].ship).toMatchObject({ pilot: "teltrevura", shields: 4 });
  });
});
