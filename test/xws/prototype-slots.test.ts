import { describe, expect, it } from "vitest";
import { parseSetup } from "../../src/modes/aces-high/index.js";
import { catalog as legacy } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, checkAcesHighList, parseXws, shipsFromXws } from "../../src/xws/index.js";

// A squad's slot names are its own text. Parsed from JSON, "__proto__" is an own key like any other:
// every step from the squad to the setup must keep it, and check the ids in it.
const SLOTS = ["__proto__", "constructor", "toString", "hasOwnProperty"];
const squad = (slot: string, ids: string[]) => JSON.parse(`{"name":"Odd Slot","pilots":[{"id":"teltrevura","upgrades":{${JSON.stringify(slot)}:${JSON.stringify(ids)}}}]}`);

describe("XWS: upgrade slots named like Object.prototype keys", () => {
  it.each(SLOTS)("a %s slot is kept, and its ids are checked", (slot) => {
    const parsed = parseXws(squad(slot, ["hullupgrade"]));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(Object.keys(parsed.value.pilots[0]!.upgrades)).toEqual([slot]);
    expect(Object.hasOwn(parsed.value.pilots[0]!.upgrades, slot)).toBe(true);

    const ships = shipsFromXws(parsed.value, legacy);
    if (!ships.ok) throw new Error(ships.error.message);
    // Hull Upgrade in that slot counts: Tel Trevura's hull 6 + 1.
    expect(ships.value[0]!.hull).toBe(7);

    const typo = parseXws(squad(slot, ["hullupgrad"]));
    const unknown = typo.ok ? shipsFromXws(typo.value, legacy) : typo;
    expect(unknown.ok ? null : unknown.error).toMatchObject({ code: "ERR_UNKNOWN_UPGRADE", message: expect.stringContaining(`in slot ${slot}`) });
  });

  it.each(SLOTS)("Hound's Tooth in a %s slot is seen by the list checks", (slot) => {
    // Hound's Tooth with a Z-95 (a Binayre Pirate): aces-high.txt, F.A.Q.: "Can I still take Hound's Tooth with a Z-95? A: No."
    const raw = JSON.parse(`{"faction":"scumandvillainy","pilots":[{"id":"bossk","upgrades":{${JSON.stringify(slot)}:["houndstooth"]}},{"id":"binayrepirate"}]}`);
    const hounds = parseXws(raw);
    if (!hounds.ok) throw new Error("unreadable squad");
    const ships = shipsFromXws(hounds.value, legacy);
    if (!ships.ok) throw new Error(ships.error.message);
    expect(checkAcesHighList(hounds.value, ships.value, 200).map((v) => v.code)).toContain("ERR_LIST_HOUNDS_TOOTH");
  });

  it.each(SLOTS)("the setup keeps a %s slot, as the engine's setup check and JSON do", (slot) => {
    const result = acesHighSetupFromSquads([{ squad: squad(slot, ["hullupgrade"]) }, { squad: squad("modification", ["shieldupgrade"]) }], legacy, 200);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const upgrades = result.value.players[0]!.ship.upgrades!;
    expect(Object.hasOwn(upgrades, slot)).toBe(true);
    expect(upgrades[slot]).toEqual(["hullupgrade"]);
    const text = JSON.stringify(result.value);
    expect(text).toContain(`"upgrades":{${JSON.stringify(slot)}:["hullupgrade"]}`);
    const checked = parseSetup(JSON.parse(text));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(JSON.stringify(checked.value.players[0]!.ship.upgrades)).toBe(`{${JSON.stringify(slot)}:["hullupgrade"]}`);
  });
});
