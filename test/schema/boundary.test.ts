import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as core from "../../src/core/schema.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
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
  "space-race": {
    check: spaceRace.checkEvent,
    events: [{ type: "repaired", target: "a" }, { type: "actionPerformed", player: "a", action: "cloak" }, { type: "damaged", target: "a", amount: 1, source: { kind: "attack", by: "a" } }],
  },
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

  // The same, where the engine needs the game to see it: an event of the right shape whose fields do
  // not fit the ship or player it names.
  it("fields that do not fit the game: pass the schema, refused by the engine as ERR_INVALID_EVENT", () => {
    const demo = (mode: Mode) => JSON.parse(readFileSync(new URL(`../../examples/${mode}-demo.json`, import.meta.url), "utf8")) as { setup: any; events: any[] };
    const acesHighGame = (ship: object, saved: object) => ({
      mode: "aces-high",
      setup: { players: [{ id: "a", order: 1, ship }, { id: "b", order: 2, ship: { hull: 3, shields: 0 } }] },
      events: [{ type: "roundStarted" }, { type: "damaged", target: "a", amount: 9, source: { kind: "attack", by: "b" } }, { type: "saved", target: "a", from: "destruction", ...saved }],
    });
    const race = demo("space-race");
    const shot = race.events.findIndex((e) => e.type === "gravityCannonHit");
    const epicDemo = demo("epic");
    const counters = epicDemo.events.findIndex((e) => e.type === "victoryCounters" && e.ship !== undefined);
    const records: readonly [Mode, unknown, string][] = [
      ["aces-high", acesHighGame({ hull: 4, shields: 0, saves: { destruction: 1 } }, {}), "a save declared in the setup, without hullDamageAfter"],
      ["aces-high", acesHighGame({ hull: 5, shields: 0, pilot: "teltrevura" }, {}), "Tel Trevura of 5 hull: the save leaves 5 damage"],
      ["space-race", { ...race, events: [...race.events.slice(0, shot), { ...race.events[shot], target: race.events[shot].by }] }, "a gravity cannon on its own ship"],
      ["epic", { ...epicDemo, events: [...epicDemo.events.slice(0, counters), { ...epicDemo.events[counters], player: epicDemo.setup.players.find((p: { id: string }) => p.id !== epicDemo.events[counters].player).id }] }, "counters for another player's ship"],
    ];
    const replayOf = { "aces-high": acesHigh.tryReplay, "space-race": spaceRace.tryReplay, epic: epic.tryReplay } as const;
    for (const [mode, record, what] of records) {
      expect(schemaOf(mode).record(record), what).toBe(true);
      expect(replayOf[mode as keyof typeof replayOf](record), what).toMatchObject({ ok: false, error: { code: "ERR_INVALID_EVENT" } });
    }
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

// A text's length, counted by the engine as by JSON Schema's maxLength: in characters (code points), so
// that an emoji is one character, not two UTF-16 units. The most characters a field takes pass both,
// one more fails both, and the engine's message says the length.
describe("a text's length: the schema and the engine count characters alike", () => {
  const rocket = "\u{1F680}"; // one character, two UTF-16 units
  const demo = (mode: Mode) => JSON.parse(readFileSync(new URL(`../../examples/${mode}-demo.json`, import.meta.url), "utf8")) as { setup: never; events: unknown[] };
  const startsWith = (mode: Mode, setup: unknown) => (({ "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce }) as const)[mode].tryStart(setup);
  // A name field of each mode's setup (Epic's setup has none: its texts are ids, of letters and digits).
  const NAMES: readonly [Mode, (setup: any, name: string) => void, string][] = [
    ["aces-high", (s, name) => (s.players[0].name = name), "setup.players[0].name"],
    ["space-race", (s, name) => (s.players[0].name = name), "setup.players[0].name"],
    ["fireteam", (s, name) => (s.players[0].units[0].name = name), "setup.players[0].units[0].name"],
    ["intergalactic-ace", (s, name) => (s.decks.enemies[0].name = name), "setup.decks.enemies[0].name"],
  ];

  it.each(NAMES)("%s: a name of 200 emoji is taken, one of 201 refused with its length", (mode, setName, path) => {
    const record = demo(mode);
    setName(record.setup, rocket.repeat(200)); // 200 characters, 400 UTF-16 units
    expect(startsWith(mode, record.setup).ok).toBe(true);
    expect(schemaOf(mode).record(record)).toBe(true);
    setName(record.setup, rocket.repeat(201));
    expect(startsWith(mode, record.setup)).toEqual({ ok: false, error: { code: "ERR_INVALID_SETUP", event: null, message: `expected ${path} to be a string of 1 to 200 characters, got 201 characters` } });
    expect(schemaOf(mode).record(record)).toBe(false);
  });

  it("events: an id of 64 emoji has the shape of an id, one of 65 not (Aces High, Epic)", () => {
    expect(acesHigh.checkEvent({ type: "fled", target: rocket.repeat(64) })).toBeUndefined();
    expect(schemaOf("aces-high").event({ type: "fled", target: rocket.repeat(64) })).toBe(true);
    expect(acesHigh.checkEvent({ type: "fled", target: rocket.repeat(65) })).toEqual({ code: "ERR_INVALID_EVENT", message: "expected event.target to be a player id, got 65 characters" });
    expect(schemaOf("aces-high").event({ type: "fled", target: rocket.repeat(65) })).toBe(false);
    expect(epic.checkEvent({ type: "markerAssigned", ship: "falcon", marker: rocket.repeat(64) })).toBeUndefined();
    expect(epic.checkEvent({ type: "markerAssigned", ship: "falcon", marker: rocket.repeat(65) })?.message).toBe("expected event.marker to be a marker name, got 65 characters");
    expect(schemaOf("epic").event({ type: "markerAssigned", ship: "falcon", marker: rocket.repeat(65) })).toBe(false);
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
