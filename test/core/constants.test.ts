import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as root from "../../src/index.js";
import * as acesHighEntry from "../../src/modes/aces-high/index.js";
import * as acesHighRulings from "../../src/modes/aces-high/rulings.js";
import * as epicEntry from "../../src/modes/epic/index.js";
import * as fireteamEntry from "../../src/modes/fireteam/index.js";
import * as intergalacticAceEntry from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRaceEntry from "../../src/modes/space-race/index.js";
import * as tournamentEntry from "../../src/modes/tournament/index.js";
import * as testingEntry from "../../src/testing/index.js";
import * as conformanceEntry from "../../src/conformance/index.js";
import * as catalog25 from "../../src/xws/builtin/2-5.js";
import * as catalogLegacy from "../../src/xws/builtin/legacy.js";
import * as xwsEntry from "../../src/xws/index.js";

// Every exported constant of every entry is deeply frozen, and nothing the package hands out is a
// shared mutable object: one game (or app) cannot change what the next one reads.
const ENTRIES: Record<string, Record<string, unknown>> = {
  "ace-ledger": root,
  "ace-ledger/aces-high": acesHighEntry,
  "ace-ledger/aces-high/rulings": acesHighRulings,
  "ace-ledger/epic": epicEntry,
  "ace-ledger/space-race": spaceRaceEntry,
  "ace-ledger/fireteam": fireteamEntry,
  "ace-ledger/intergalactic-ace": intergalacticAceEntry,
  "ace-ledger/tournament": tournamentEntry,
  "ace-ledger/xws": xwsEntry,
  "ace-ledger/xws/legacy": catalogLegacy,
  "ace-ledger/xws/2.5": catalog25,
  "ace-ledger/testing": testingEntry,
  "ace-ledger/conformance": conformanceEntry,
};

const isData = (v: unknown): v is object => typeof v === "object" && v !== null;

/** The paths of every part of `value` that can still be changed: an unfrozen object, array or RegExp. */
function writable(value: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!isData(value) || seen.has(value)) return [];
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  // Instances of other libraries' classes (fast-check arbitraries keep state of their own) are frozen
  // where they are held, and neither frozen nor walked themselves.
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null && !(value instanceof RegExp)) return [];
  const here = Object.isFrozen(value) ? [] : [path];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => writable(v, `${path}.${k}`, seen))];
}

describe("exported constants are deeply frozen", () => {
  it.each(Object.keys(ENTRIES))("%s", (entry) => {
    const exports = ENTRIES[entry]!;
    expect(Object.keys(exports).flatMap((name) => writable(exports[name], name))).toEqual([]);
  });

  it("writes to them throw instead of changing every game", () => {
    expect(() => (acesHighEntry.acesHighRuleset.versions as number[]).push(2)).toThrow(TypeError);
    expect(() => ((acesHighEntry.KNOWN_SAVES as Record<string, unknown>).anybody = { from: "flee", charges: 9, reserve: true, damage: "unchanged" })).toThrow(TypeError);
    expect(() => ((acesHighEntry.PRESETS.community as { victoryLimit: number }).victoryLimit = 3)).toThrow(TypeError);
    expect(() => ((root.CORE_ERROR_CODES as unknown as string[])[0] = "ERR_X")).toThrow(TypeError);
    expect(() => ((fireteamEntry.fireteam as unknown as Record<string, unknown>).replay = () => null)).toThrow(TypeError);
    expect(() => (fireteamEntry.DEFAULT_LOCATION_TABLE as string[]).reverse()).toThrow(TypeError);
    const record = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "aces-high-demo.json"), "utf8"));
    expect(acesHighEntry.tryReplay({ ...record, version: 2 })).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RECORD" } });
  });

  it("the built-in catalogs hand out frozen pilots, upgrades and lists", () => {
    for (const { catalog } of [catalog25, catalogLegacy]) {
      const pilots = catalog.pilots();
      expect(Object.isFrozen(pilots) && Object.isFrozen(pilots[0]) && Object.isFrozen(pilots[0]!.slots)).toBe(true);
      const upgrade = catalog.upgrade("hullupgrade");
      expect(upgrade && Object.isFrozen(upgrade) && Object.isFrozen(upgrade.grants)).toBe(true);
      expect(Object.isFrozen(catalog.quickBuilds())).toBe(true);
    }
  });
});

describe("no game's settings leak into the next", () => {
  const record = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "examples", "aces-high-demo.json"), "utf8"));
  const players = record.setup.players;

  it("parseSetup and parseRules hand out a fresh rule set, never the preset itself", () => {
    const first = acesHighEntry.parseSetup({ players });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.rules).not.toBe(acesHighEntry.PRESETS.community);
    (first.value.rules as { victoryLimit: number | null }).victoryLimit = 3;
    const rules = acesHighEntry.parseRules(undefined);
    expect(rules.ok && rules.value).toEqual(acesHighEntry.PRESETS.community);
    expect(rules.ok && rules.value).not.toBe(acesHighEntry.PRESETS.community);
    expect(acesHighEntry.PRESETS.community.victoryLimit).toBe(6);
    expect(acesHighEntry.start({ players }).rules.victoryLimit).toBe(6);
  });

  it("a game without rules is not ended early by another game's edit", () => {
    const parsed = acesHighEntry.parseSetup({ players });
    if (parsed.ok) {
      try {
        (parsed.value.rules as { victoryLimit: number | null }).victoryLimit = 3;
      } catch {
        // A frozen rule set is fine too: the point is that the next game is not changed.
      }
    }
    const { rules: _rules, ...setup } = record.setup;
    expect(acesHighEntry.tryReplay({ ...record, setup }).ok).toBe(true);
  });
});
