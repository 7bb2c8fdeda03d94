import { describe, expect, it } from "vitest";
import { catalog, catalogData } from "../../src/xws/builtin/legacy.js";
import { CLOAK_UPGRADES, RACING_SHIP_CARDS, RACING_SHIPS, RACING_SLOTS, STAT_UPGRADES, WEAPON_SLOTS } from "../../src/modes/space-race/index.js";

// The space-race bundle carries a small hand-checked table of the eight ships instead of the whole
// catalog; here it is compared with the built-in 2.0 Legacy catalog.
const NAMED: { readonly [ship: string]: readonly string[] } = {
  // Every other pilot of the ship in the catalog: named (limited) pilots and special builds, which the
  // seed's "any generic pilot" leaves out. A new pilot in the data fails the test until it is sorted in.
  m3ainterceptor: ["genesisred", "inaldra", "laetinashera", "quinnjast", "serissu", "sunnybounder", "g4rgorvm"],
  btla4ywing: ["dutchvander", "evaanverlaine", "hortonsalm", "norrawexley-btla4ywing", "popskrail", "drearenthal", "kavil", "leemakai", "arlizhadrassian", "padric"],
  z95af4headhunter: ["airencracken", "lieutenantblount", "kaatoleeachos", "ndrusuhlak", "nashtahpup", "bossk-z95af4headhunter"],
  t65xwing: ["biggsdarklighter", "edriotwotubes", "garvendreis-t65xwing", "jekporkins", "kullbeesperado", "leevantenza", "lukeskywalker", "thanekyrell", "wedgeantilles", "corranhorn-t65xwing", "wesjanson", "antocmerrick-wat1"],
  rz1awing: ["arvelcrynyd", "jakefarrell", "wedgeantilles-rz1awing", "sabinewren-rz1awing", "herasyndulla-rz1awing", "ahsokatano-rz1awing", "sharabey-rz1awing", "derekklivian", "keovenzee", "tychocelchu"],
  tielnfighter: [
    "zeborrelios-tielnfighter", "captainrex", "ezrabridger-tielnfighter", "sabinewren-tielnfighter", "howlrunner", "maulermithel", "nightbeast", "scourgeskutu", "wampa",
    "delmeeko", "gideonhask", "idenversio", "seynmarana", "valenrudor", "isbjingoist", "moffgideon", "magnatolvan", "yricaquell",
  ],
  tieadvancedx1: ["darthvader", "maarekstele", "vedfoslo", "zertikstrom", "junoeclipse"],
  tieininterceptor: ["carnorjax-wat1", "soontirfel", "turrphennir", "cienaree", "gideonhask-tieininterceptor", "vultskerris-tieininterceptor", "commandantgoran", "lieutenantlorrir", "nashwindrider", "secondsister"],
};
// Scenario builds (Battle of Yavin, Battle over Endor, SWZ106...): fixed loadouts, not generic pilots.
const SPECIAL = /-(battleofyavin|battleoverendor|swz10[56])(-lsl)?$/;

describe("RACING_SHIP_CARDS against the built-in 2.0 Legacy catalog", () => {
  it.each(RACING_SHIPS.map((s) => [s]))("%s", (ship) => {
    const card = RACING_SHIP_CARDS[ship];
    const pilots = catalog.pilots().filter((p) => p.ship === ship);
    expect(pilots.length).toBeGreaterThan(0);
    for (const g of card.pilots) {
      const p = pilots.find((x) => x.id === g.id);
      expect(p, g.id).toBeDefined();
      expect({ hull: p!.hull, shields: p!.shields, initiative: p!.initiative }, g.id).toEqual({ hull: card.hull, shields: card.shields, initiative: g.initiative });
      const weapons: { [slot: string]: number } = {};
      for (const slot of p!.slots.map((s) => s.toLowerCase())) if ((WEAPON_SLOTS as readonly string[]).includes(slot)) weapons[slot] = (weapons[slot] ?? 0) + 1;
      expect(weapons, g.id).toEqual(card.weapons);
    }
    const others = pilots.filter((p) => !SPECIAL.test(p.id) && !card.pilots.some((g) => g.id === p.id)).map((p) => p.id);
    expect(others.sort()).toEqual([...NAMED[ship]!].sort());
  });

  it("the upgrades the checks name: Hull and Shield Upgrade, the cloaking ones, the seed's slots", () => {
    for (const [id, grants] of Object.entries(STAT_UPGRADES)) {
      const u = catalog.upgrade(id);
      expect(u?.slots, id).toEqual(["Modification"]);
      expect({ ...u?.grants }, id).toEqual(grants);
    }
    const cloaking = catalogData.upgrades.filter((u) => /cloak/i.test(u.name) && !u.slots.some((s) => !["Illicit", "Modification", "Talent"].includes(s))).map((u) => u.id);
    expect(cloaking).toEqual([...CLOAK_UPGRADES]);
    const slotNames = new Set(catalogData.upgrades.flatMap((u) => u.slots.map((s) => s.toLowerCase())));
    for (const slot of [...Object.keys(RACING_SLOTS), ...WEAPON_SLOTS]) expect(slotNames.has(slot), slot).toBe(true);
  });
});
