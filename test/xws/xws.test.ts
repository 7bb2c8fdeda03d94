import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tryStart } from "../../src/modes/aces-high/index.js";
import { start as startEpic } from "../../src/modes/epic/index.js";
import { acesHighSetupFromSquads, epicPlayerFromSquad, type Catalog, checkAcesHighList, parseXws, shipsFromXws } from "../../src/xws/index.js";
import { catalog as legacyCatalog } from "../../src/xws/builtin/legacy.js";
import { catalog as catalog25 } from "../../src/xws/builtin/2-5.js";
import { run, type Io } from "../../src/cli/run.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "xws");
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), "utf8"));

// The built-in catalogs, by the data set each is generated from.
const sets = ["xwing-data2-legacy", "xwing-data2"] as const;
const other = { id: "opponent", order: 99, ship: { hull: 3, shields: 0 } };

describe("squads from XWS and the built-in catalogs", () => {
  const catalogs: Record<(typeof sets)[number], Catalog> = { "xwing-data2-legacy": legacyCatalog, "xwing-data2": catalog25 };

  it.each(sets)("every pilot of %s, as a one-ship XWS squad, gives a valid Aces High setup", (set) => {
    const catalog = catalogs[set];
    const pilots = catalog.pilots();
    expect(pilots.length).toBe(set === "xwing-data2-legacy" ? 755 : 672);
    for (const p of pilots) {
      const squad = parseXws({ faction: p.faction, pilots: [{ id: p.id, ship: p.ship, points: 1 }] });
      if (!squad.ok) throw new Error(squad.error.message);
      const ships = shipsFromXws(squad.value, catalog);
      if (!ships.ok) throw new Error(ships.error.message);
      const ship = ships.value[0]!;
      expect(ship.pilot).toBe(p.id);
      const setup = tryStart({ players: [{ id: "p", order: 1, ship: { hull: ship.hull, shields: ship.shields, pilot: ship.pilot, ship: ship.ship, initiative: ship.initiative, saves: ship.saves } }, other] });
      if (!setup.ok) throw new Error(`${p.id}: ${setup.error.message}`);
    }
  });

  it("spot checks: Tel Trevura, Moralo Eval, Shield Upgrade", () => {
    for (const set of sets) {
      const tel = shipsFromXws({ faction: "scumandvillainy", pilots: [{ id: "teltrevura", upgrades: {} }] }, catalogs[set]);
      expect(tel.ok && tel.value[0]).toMatchObject({ hull: 6, shields: 3, saves: { destruction: 1, flee: 0 } });
    }
    const moralo = shipsFromXws({ faction: "scumandvillainy", pilots: [{ id: "moraloeval", upgrades: {} }] }, catalogs["xwing-data2-legacy"]);
    expect(moralo.ok && moralo.value[0]).toMatchObject({ hull: 9, shields: 3, saves: { destruction: 0, flee: 2 } });
    const plain = shipsFromXws({ pilots: [{ id: "teltrevura", upgrades: {} }] }, catalogs["xwing-data2-legacy"]);
    const upgraded = shipsFromXws({ pilots: [{ id: "teltrevura", upgrades: { modification: ["shieldupgrade"] } }] }, catalogs["xwing-data2-legacy"]);
    expect(upgraded.ok && plain.ok && upgraded.value[0]!.shields - plain.value[0]!.shields).toBe(1);
    const hull = shipsFromXws({ pilots: [{ id: "teltrevura", upgrades: { modification: ["hullupgrade"] } }] }, catalogs["xwing-data2-legacy"]);
    expect(hull.ok && hull.value[0]!.hull).toBe(7);
  });

  it("points come from the catalog: Legacy, pilot and upgrades; 2.5, the pilot's cost (upgrades spend its loadout)", () => {
    const legacy = catalogs["xwing-data2-legacy"];
    const tel = legacy.pilot("teltrevura")!;
    const shield = legacy.upgrade("shieldupgrade")!.costFor(tel)!;
    const squad = parseXws(fixture("yasb-tel-trevura.json"));
    const ships = squad.ok ? shipsFromXws(squad.value, legacy) : null;
    const lonewolf = legacy.upgrade("lonewolf")!.costFor(tel)!;
    expect(ships?.ok && ships.value[0]!.points).toBe(tel.points! + shield + lonewolf);
    const modern = squad.ok ? shipsFromXws(squad.value, catalogs["xwing-data2"]) : null;
    const tel25 = catalogs["xwing-data2"].pilot("teltrevura")!;
    expect(modern?.ok && modern.value[0]).toMatchObject({ points: tel25.cost, loadout: { value: tel25.loadout } });
  });

  it("real builder exports: the xws-spec sample, YASB and LaunchBayNext shapes", () => {
    const legacy = catalogs["xwing-data2-legacy"];
    const sample = parseXws(fixture("xws-spec-sample.json"));
    expect(sample.ok).toBe(true);
    const sampleShips = sample.ok ? shipsFromXws(sample.value, legacy) : null;
    expect(sampleShips?.ok && sampleShips.value.map((s) => s.pilot)).toEqual(["bombardmentdrone", "dfs311"]);
    if (sample.ok && sampleShips?.ok) expect(checkAcesHighList(sample.value, sampleShips.value, 80).map((v) => v.code)).toContain("ERR_LIST_SHIPS");

    const yasb = acesHighSetupFromSquads([{ squad: fixture("yasb-tel-trevura.json") }, { squad: fixture("lbn-luke.json") }], legacy, 100);
    if (!yasb.ok) throw new Error(JSON.stringify(yasb.error));
    expect(yasb.value.players.map((p) => [p.id, p.order, p.ship.pilot, p.ship.hull, p.ship.shields])).toEqual([
      ["escape-artist", 1, "teltrevura", 6, 4],
      ["red-five", 2, "lukeskywalker", 4, 2],
    ]);
    expect(yasb.value.players[1]!.ship.upgrades).toEqual({ "force-power": ["instinctiveaim"], astromech: ["r2d2"], gunner: ["hansolo-gunner"] });
    expect(tryStart(yasb.value).ok).toBe(true);
  });

  it("list checks: limit, huge ships, Hound's Tooth with a Z-95, unknown ids", () => {
    const legacy = catalogs["xwing-data2-legacy"];
    const codes = (name: string, limit: number) => {
      const r = acesHighSetupFromSquads([{ squad: fixture(name) }], legacy, limit);
      return r.ok ? [] : r.error.map((e) => e.code);
    };
    expect(codes("yasb-tel-trevura.json", 50)).toEqual(["ERR_LIST_POINTS"]);
    expect(codes("yasb-tel-trevura.json", 80)).toEqual([]);
    expect(codes("huge-cr90.json", 125)).toContain("ERR_LIST_HUGE");
    expect(codes("hounds-tooth.json", 200)).toEqual(expect.arrayContaining(["ERR_LIST_SHIPS", "ERR_LIST_DOCKED", "ERR_LIST_HOUNDS_TOOTH"]));
    const unknownPilot = acesHighSetupFromSquads([{ squad: { name: "Typo", pilots: [{ id: "lukeskywalkr" }] } }], legacy, 80);
    expect(unknownPilot.ok ? null : unknownPilot.error[0]).toMatchObject({ code: "ERR_UNKNOWN_PILOT", message: expect.stringContaining('Typo: pilots[0]: unknown pilot id "lukeskywalkr"') });
    const unknownUpgrade = acesHighSetupFromSquads([{ squad: { name: "Typo", pilots: [{ id: "lukeskywalker", upgrades: { astromech: ["r2d3"] } }] } }], legacy, 80);
    expect(unknownUpgrade.ok ? null : unknownUpgrade.error[0]!.code).toBe("ERR_UNKNOWN_UPGRADE");
    for (const junk of [null, [], { pilots: [] }, { pilots: [{ upgrades: {} }] }, { pilots: [{ id: "x", upgrades: ["shieldupgrade"] }] }]) {
      const r = acesHighSetupFromSquads([{ squad: junk }], legacy, 80);
      expect(r.ok ? null : r.error[0]!.code).toBe("ERR_INVALID_SQUAD");
    }
  });

  it("no squads, or more than 8, is ERR_SQUAD_COUNT (aces-high.txt: 2 to 8 players); one squad is a list to check, which start refuses", () => {
    const legacy = catalogs["xwing-data2-legacy"];
    const tel = { squad: fixture("yasb-tel-trevura.json") };
    const none = acesHighSetupFromSquads([], legacy, 80);
    expect(none).toEqual({ ok: false, error: [{ code: "ERR_SQUAD_COUNT", event: null, message: expect.stringContaining("expected 1 to 8 squads, one per player") }], notes: [] });
    expect(none.ok ? "" : none.error[0]!.message).toContain("got 0 squads");
    const nine = acesHighSetupFromSquads(Array.from({ length: 9 }, () => tel), legacy, 80);
    expect(nine.ok ? [] : nine.error.map((e) => e.code)).toEqual(["ERR_SQUAD_COUNT"]);
    expect(nine.ok ? "" : nine.error[0]!.message).toContain("got 9 squads");
    // Not a list at all (an app's untyped JSON): refused the same way, never thrown.
    for (const junk of [null, {}, "tel.json"]) expect(acesHighSetupFromSquads(junk as never, legacy, 80)).toMatchObject({ ok: false, error: [{ code: "ERR_SQUAD_COUNT" }] });
    const eight = acesHighSetupFromSquads(Array.from({ length: 8 }, () => tel), legacy, 80);
    expect(eight.ok && eight.value.players.length).toBe(8);
    expect(eight.ok && tryStart(eight.value).ok).toBe(true);
    const one = acesHighSetupFromSquads([tel], legacy, 80);
    expect(one.ok && one.value.players.length).toBe(1);
    expect(one.ok && tryStart(one.value)).toMatchObject({ ok: false, error: { code: "ERR_INVALID_SETUP" } });
  });

  it("Epic: a squad of several ships becomes an Epic player", () => {
    const legacy = catalogs["xwing-data2-legacy"];
    const sample = fixture("xws-spec-sample.json");
    const separatists = epicPlayerFromSquad(sample, legacy, { id: "sep", order: 1 });
    if (!separatists.ok) throw new Error(separatists.error.message);
    expect(separatists.value.ships.map((s) => s.id)).toEqual(["sep-bombardmentdrone-1", "sep-dfs311-2"]);
    // Angled Deflectors (-1 shield) on a drone without shields: the grant stops at 0.
    expect(separatists.value.ships[0]!.shields).toBe(0);
    const rebels = epicPlayerFromSquad(fixture("lbn-luke.json"), legacy, { id: "reb", order: 2 });
    if (!rebels.ok) throw new Error(rebels.error.message);
    const state = startEpic({ scoring: "points", players: [separatists.value, rebels.value] });
    expect(state.ships).toHaveLength(3);
    // The 2.5 data's pilot cost is the ship's points too.
    const modern = epicPlayerFromSquad({ pilots: [{ id: "lukeskywalker" }] }, catalogs["xwing-data2"], { id: "x", order: 1 });
    expect(modern.ok && modern.value.ships[0]!.points).toBe(catalogs["xwing-data2"].pilot("lukeskywalker")!.cost);
  });

  it("CLI: ace-ledger setup prints a record skeleton ready for events", () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => readFileSync(p === "-" ? 0 : p, "utf8") };
    const squads = ["yasb-tel-trevura.json", "lbn-luke.json"].map((f) => join(FIXTURES, f));
    expect(run(["setup", "--limit", "100", ...squads], io)).toBe(0);
    const record = JSON.parse(out.join(""));
    expect(record).toMatchObject({ mode: "aces-high", version: 1, events: [] });
    expect(record.setup.players).toHaveLength(2);
    expect(run(["setup", "--limit", "50", squads[0]!, squads[0]!], io)).toBe(1);
    expect(err.join("\n")).toMatch(/ERR_LIST_POINTS/);
    expect(run(["setup", squads[0]!], io)).toBe(2);
  });

  it("CLI: setup --data reads a checkout (or its data folder) instead of the built-in catalog", () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => readFileSync(p === "-" ? 0 : p, "utf8") };
    const tel = join(FIXTURES, "yasb-tel-trevura.json");
    expect(run(["setup", "--data", join(FIXTURES, "mini-checkout"), "--limit", "100", tel, tel], io)).toBe(0);
    expect(JSON.parse(out.join("")).setup.players[0].ship).toMatchObject({ pilot: "teltrevura", hull: 6, shields: 4, points: 55 });
    expect(run(["setup", "--data", join(FIXTURES, "mini-checkout", "data"), "--limit", "50", tel, tel], io)).toBe(1);
    expect(err.join("\n")).toMatch(/ERR_LIST_POINTS/);
    // The mini checkout has no Luke Skywalker: proof that --data replaced the built-in catalog.
    expect(run(["setup", "--data", join(FIXTURES, "mini-checkout"), "--limit", "100", tel, join(FIXTURES, "lbn-luke.json")], io)).toBe(1);
    expect(err.join("\n")).toMatch(/ERR_UNKNOWN_PILOT/);
    expect(run(["setup", "--data", join(FIXTURES, "no-such-folder"), "--limit", "100", tel, tel], io)).toBe(2);
  });
});
