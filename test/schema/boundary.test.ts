import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as core from "../../src/core/schema.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import * as describer from "../../src/core/shape.js";
import { type Mode, MODES, schemaFile, schemaOf } from "./shapes.js";

// What the schema leaves to the engine, as docs/schema.md lists it: events whose fields are each of the
// right shape but do not fit together, which the engine refuses as ERR_INVALID_EVENT and the schema
// accepts. If the schema learns one of these, or the engine drops one, this list and the page change.
const ENGINE_ONLY: { readonly [M in Mode]?: { readonly check: (e: unknown) => { code: string } | undefined; readonly events: readonly unknown[] } } = {
  "aces-high": {
    check: acesHigh.checkEvent,
    events: [
      { type: "repaired", target: "a" },
      { type: "saved", target: "a", from: "flee", hullDamageAfter: 1 },
      { type: "damaged", target: "a", amount: 1, source: { kind: "attack", by: "a" } },
    ],
  },
  epic: { check: epic.checkEvent, events: [{ type: "repaired", target: "a" }, { type: "victoryCounters", player: "p", count: 0 }] },
  "space-race": { check: spaceRace.checkEvent, events: [{ type: "repaired", target: "a" }, { type: "actionPerformed", player: "a", action: "cloak" }] },
  "intergalactic-ace": {
    check: intergalacticAce.checkEvent,
    events: [
      { type: "scanned", player: "a", scans: 1, revealed: ["x", "y", "z", "w"] },
      { type: "upgraded", player: "a" },
      { type: "upgraded", player: "a", from: "deck", manual: { weapons: 3 } },
      { type: "upgraded", player: "a", card: "c", manual: { weapons: 3 } },
      { type: "upgraded", player: "a", manual: { weapons: 1, scans: 1 } },
      { type: "upgraded", player: "a", manual: { weapons: 2 } },
    ],
  },
};

describe("what the schema leaves to the engine", () => {
  it.each(Object.entries(ENGINE_ONLY))("%s: fields that do not fit together pass the schema and not the engine", (mode, { check, events }) => {
    for (const event of events) {
      expect(schemaOf(mode as Mode).event(event), JSON.stringify(event)).toBe(true);
      expect(check(event)?.code, JSON.stringify(event)).toBe("ERR_INVALID_EVENT");
    }
  });

  it("a string's length: the schema counts characters, the engine UTF-16 code units", () => {
    const id = "\u{1F680}".repeat(40); // 40 characters, 80 code units: over a player id's 64
    expect(schemaOf("aces-high").event({ type: "fled", target: id })).toBe(true);
    expect(acesHigh.checkEvent({ type: "fled", target: id })?.code).toBe("ERR_INVALID_EVENT");
    expect(schemaOf("aces-high").event({ type: "fled", target: "x".repeat(65) })).toBe(false);
    const record = JSON.parse(readFileSync(new URL("../../examples/aces-high-demo.json", import.meta.url), "utf8")) as { setup: { players: { name?: string }[] } };
    record.setup.players[0]!.name = "\u{1F680}".repeat(150); // 150 characters, 300 code units: over a name's 200
    expect(schemaOf("aces-high").record(record)).toBe(true);
    expect(acesHigh.tryReplay(record)).toMatchObject({ ok: false, error: { code: "ERR_INVALID_SETUP" } });
  });

  it("meta: any JSON to the schema, at most 100 levels deep to the engine", () => {
    const record = JSON.parse(readFileSync(new URL("../../examples/aces-high-demo.json", import.meta.url), "utf8")) as { meta: unknown };
    let deep: unknown = 1;
    for (let i = 0; i < 101; i++) deep = [deep];
    record.meta = deep;
    expect(schemaOf("aces-high").record(record)).toBe(true);
    expect(acesHigh.tryReplay(record)).toMatchObject({ ok: false, error: { code: "ERR_INVALID_RECORD" } });
  });
});

describe("the schema files", () => {
  it("each describing combinator of src/core/shape.ts has the name of a checking one of src/core/schema.ts, and each checking one a twin", () => {
    const named = (m: object) => Object.keys(m).filter((k) => k !== "shapeOf").sort();
    expect(named(describer)).toEqual(named(core));
  });

  it.each(MODES)("%s: a draft 2020-12 schema of the mode's records, with its setup and each event type in $defs", (mode) => {
    const schema = JSON.parse(readFileSync(schemaFile(mode), "utf8")) as { $schema: string; properties: { mode: { const: string } }; $defs: { [k: string]: { title?: string } } };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.properties.mode.const).toBe(mode);
    const types = Object.keys(schema.$defs).filter((k) => k.startsWith("event.")).map((k) => k.slice("event.".length));
    expect(types.length).toBeGreaterThan(5);
    for (const type of types) expect(schema.$defs[`event.${type}`]!.title).toBe(type);
    expect(schema.$defs.setup).toBeDefined();
  });
});
