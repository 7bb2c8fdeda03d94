import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { RULINGS } from "../../src/modes/aces-high/rulings.js";
import { acesHighSetupFromSquads, type Catalog, checkAcesHighList, parseXws, shipsFromXws } from "../../src/xws/index.js";
import { catalog as legacy } from "../../src/xws/builtin/legacy.js";

// aces-high.txt, F.A.Q.: "What to do with Sabine Wren (...) and Trials of the Darksaber? Ban it?
// A: The short answer is: yes, because nothing prevents all players to bring it to the table, and
// stacking saber effects is no fun." (ruling darksaber)
const squad = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "xws", "darksaber-sabine.json"), "utf8"));

// The built-in catalogs predate the card: a catalog of an app's own has it.
const withSabine: Catalog = {
  ...legacy,
  upgrade: (id) => (id === "sabinewren-crew" ? { id, name: "Sabine Wren", slots: ["Crew"], grants: {}, costFor: () => 4 } : legacy.upgrade(id)),
};

it("Trials of the Darksaber is banned by default (ERR_LIST_DARKSABER), allowed with allowDarksaber", () => {
  const banned = acesHighSetupFromSquads([{ squad }], withSabine, 80);
  expect(banned.ok ? [] : banned.error.map((e) => e.code)).toEqual(["ERR_LIST_DARKSABER"]);
  expect(banned.ok ? "" : banned.error[0]!.message).toContain("The short answer is: yes");
  const allowed = acesHighSetupFromSquads([{ squad }], withSabine, 80, { allowDarksaber: true });
  expect(allowed.ok && allowed.value.players[0]!.ship.upgrades).toEqual({ crew: ["sabinewren-crew"] });

  const parsed = parseXws(squad);
  const ships = parsed.ok ? shipsFromXws(parsed.value, withSabine) : null;
  if (!parsed.ok || !ships?.ok) throw new Error("the squad should read");
  expect(checkAcesHighList(parsed.value, ships.value, 80).map((v) => v.code)).toEqual(["ERR_LIST_DARKSABER"]);
  expect(checkAcesHighList(parsed.value, ships.value, 80, "heir", { allowDarksaber: true })).toEqual([]);
  // The bomb crew of the same name is not the Darksaber one.
  const bombs = { ...squad, pilots: [{ ...squad.pilots[0], upgrades: { crew: ["sabinewren"] } }] };
  expect(acesHighSetupFromSquads([{ squad: bombs }], legacy, 80).ok).toBe(true);
  expect(RULINGS.find((r) => r.id === "darksaber")?.default).toContain("ERR_LIST_DARKSABER");
});
