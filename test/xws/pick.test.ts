import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSquadArg } from "../../src/cli/squad-arg.js";
import { catalog as legacy } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, idFrom, parseXws, pickPilot } from "../../src/xws/index.js";
import { cli } from "../cli/io.js";

// A real export of four ships (Cassian Andor, Braylen Stramm, ...): most exports hold a whole list.
const FILE = join(import.meta.dirname, "..", "fixtures", "xws", "corpus", "dialcontrol-cassian-ap5-braylen-ten.json");
const squad = JSON.parse(readFileSync(FILE, "utf8")) as { pilots: { id: string }[] };
const ids = squad.pilots.map((p) => p.id);

describe("picking the ship to play from a squad of several", () => {
  it("by place or by XWS id, in the API; the squad's total is dropped", () => {
    const parsed = parseXws(squad);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const second = pickPilot(parsed.value, 2, "anna");
    expect(second.ok && second.value.pilots.map((p) => p.id)).toEqual([ids[1]]);
    expect(second.ok && second.value.points).toBeUndefined();
    const byId = pickPilot(parsed.value, ids[2]!.toUpperCase(), "anna");
    expect(byId.ok && byId.value.pilots.map((p) => p.id)).toEqual([ids[2]]);
    for (const bad of [0, ids.length + 1, 1.5, "nobody"]) {
      const refused = pickPilot(parsed.value, bad, "anna");
      expect(refused.ok ? "" : refused.error.code, String(bad)).toBe("ERR_PILOT_CHOICE");
      expect(refused.ok ? "" : refused.error.message, String(bad)).toContain(`the squad's pilots: 1 ${ids[0]}, 2 ${ids[1]}`);
    }
  });

  it("acesHighSetupFromSquads takes the pick and the player's name; without a pick the list is refused with the pilots listed", () => {
    const result = acesHighSetupFromSquads([{ squad, pilot: 1, name: "Zoë Ng" }, { squad, pilot: ids[1]! }], legacy, 125);
    expect(result.ok && result.value.players.map((p) => [p.id, p.name, p.ship.pilot])).toEqual([
      ["zoe-ng", "Zoë Ng", ids[0]],
      [expect.any(String), expect.any(String), ids[1]],
    ]);
    const unpicked = acesHighSetupFromSquads([{ squad }, { squad, pilot: 1 }], legacy, 125);
    const ships = unpicked.ok ? undefined : unpicked.error.find((e) => e.code === "ERR_LIST_SHIPS");
    expect(ships?.message).toContain(`pick the ship to play by its place or pilot id (1 ${ids[0]}, 2 ${ids[1]}`);
    const wrong = acesHighSetupFromSquads([{ squad, pilot: 9 }, { squad, pilot: 1 }], legacy, 125);
    expect(wrong.ok ? [] : wrong.error.map((e) => e.code)).toEqual(["ERR_PILOT_CHOICE"]);
  });

  it("ids from names: accents dropped, other characters a hyphen, code points for other scripts, p1 when nothing is left", () => {
    expect(["Zoë Ng", "  Ana-María O'Neil ", "李雷", "x".repeat(80), " "].map((n, i) => idFrom(n, i))).toEqual(["zoe-ng", "ana-maria-o-neil", "u674e-96f7", "x".repeat(64), "p5"]);
  });

  it("the command line: [name=]path[#pilot]", () => {
    expect(parseSquadArg("zoe.json")).toEqual({ path: "zoe.json" });
    expect(parseSquadArg("Zoë Ng=squads/zoe.json#2")).toEqual({ path: "squads/zoe.json", name: "Zoë Ng", pilot: 2 });
    expect(parseSquadArg("zoe.json#lukeskywalker")).toEqual({ path: "zoe.json", pilot: "lukeskywalker" });
    expect(parseSquadArg("a=b=c.json")).toEqual({ path: "b=c.json", name: "a" });
    expect(parseSquadArg("#2")).toEqual({ path: "#2" });
    const run = cli(["setup", "--limit", "125", `Zoë Ng=${FILE}#2`, `${FILE}#${ids[2]}`]);
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out).setup.players.map((p: { id: string; ship: { pilot: string } }) => [p.id, p.ship.pilot])).toEqual([
      ["zoe-ng", ids[1]],
      [expect.any(String), ids[2]],
    ]);
    const bad = cli(["setup", "--limit", "125", `${FILE}#9`, FILE]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("ERR_PILOT_CHOICE");
  });

  it("setup takes 2 to 8 squads and refuses another number before reading a file", () => {
    for (const n of [1, 9]) {
      const run = cli(["setup", "--limit", "125", ...Array.from({ length: n }, () => "no-such-file.json")]);
      expect(run.code).toBe(2);
      expect(run.err.split("\n")[0]).toBe(`expected 2 to 8 squads, one per player (aces-high.txt: "2 to 8 people can gather on one field"), got ${n}`);
    }
  });
});
