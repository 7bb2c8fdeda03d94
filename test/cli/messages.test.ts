import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUNS } from "../properties/setup.js";
import { cli, root } from "./io.js";

const demo = JSON.parse(readFileSync(join(root, "examples", "aces-high-demo.json"), "utf8"));

/** What `score` says about a record whose only events are `events`. */
function scoreEvents(...events: unknown[]) {
  return cli(["score", "game.json"], { "game.json": JSON.stringify({ mode: "aces-high", setup: demo.setup, events: [{ type: "roundStarted" }, ...events] }) });
}

describe("messages say what is wrong, and nothing misleading", () => {
  it("score on an event file says so and names ace-ledger event", () => {
    const file = readFileSync(join(root, "test", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8");
    const r = cli(["score", "event.json"], { "event.json": JSON.stringify(JSON.parse(file).event) });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^ERR_INVALID_RECORD: expected a game record, got an event file .*ace-ledger event standings/);
  });

  it("the hint that remotes and obstacles are not targets comes only with an unknown target", () => {
    const r = scoreEvents({ type: "damaged", target: "luke", amount: 1, source: { kind: "attack", by: "vadr" } });
    expect(r.code).toBe(1);
    expect(r.err).toBe('ERR_UNKNOWN_PLAYER at event 1: expected a player of this game (vader, soontir, tel, luke), got "vadr"');
    for (const source of [{ kind: "device", owner: "bob" }, { kind: "remote", owner: "bob" }, { kind: "obstacle", movedBy: "bob" }]) {
      expect(scoreEvents({ type: "damaged", target: "luke", amount: 1, source }).err).toMatch(/got "bob"$/);
    }
    expect(scoreEvents({ type: "fled", target: "luke", movedBy: "bob" }).err).toMatch(/got "bob"$/);
    expect(scoreEvents({ type: "roundEnded" }, { type: "roundStarted", order: ["vader", "soontir", "tel", "bob"] }).err).toMatch(/got "bob"$/);
    // Targets keep it.
    for (const event of [
      { type: "damaged", target: "buzz-droid", amount: 1, source: { kind: "attack", by: "vader" } },
      { type: "destroyed", targets: ["luke", "buzz-droid"] },
      { type: "fled", target: "buzz-droid" },
    ]) {
      expect(scoreEvents(event).err).toMatch(/: expected a player of this game \(vader, soontir, tel, luke\), got "buzz-droid"; remotes and obstacles are not targets$/);
    }
  });

  it("an unknown field beside a missing one: the message names both", () => {
    expect(scoreEvents({ type: "destroyed", target: "luke" }).err).toBe(
      'ERR_INVALID_EVENT at event 1: expected event.targets to be an array of 1 to 8 items, got nothing, and unexpected field "target" in event; expected type, targets',
    );
    expect(scoreEvents({ type: "damaged", target: "luke", amount: 1, source: { kind: "attack", attacker: "vader" } }).err).toBe(
      'ERR_INVALID_EVENT at event 1: expected event.source.by to be a player id, got nothing, and unexpected field "attacker" in event.source; expected kind, by',
    );
  });

  it("bad JSON is placed by line and column", () => {
    const r = cli(["score", "game.json", "--json"], { "game.json": '{\n  "mode": "aces-high",\n  "setup": {}\n  "events": []\n}' });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error.message).toBe("expected JSON text at line 4, column 3 (Expected ',' or '}' after property value in JSON)");
    // V8 gives no position for some mistakes; the line and column are there all the same.
    expect(cli(["score", "x.json"], { "x.json": '{"mode": "aces-high", "setup": {}, "events": [undefined]}' }).err).toMatch(/^ERR_INVALID_RECORD: expected JSON text at line 1, column 47 \(/);
    expect(cli(["score", "x.json"], { "x.json": "" }).err).toBe("ERR_INVALID_RECORD: expected JSON text at line 1, column 1 (Unexpected end of JSON input)");
  });

  it("the line and column are where JSON.parse stops, for any JSON text broken anywhere", () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.constantFrom("delete", "insert", "replace"), fc.constantFrom(..."{}[]\",:0-.eEtfn \\x\n\u0001"), (json, at, edit, char) => {
        const i = at % (json.length + 1);
        const text = edit === "delete" ? json.slice(0, i) + json.slice(i + 1) : json.slice(0, i) + char + json.slice(edit === "insert" ? i : i + 1);
        let position: number | undefined;
        try {
          JSON.parse(text);
          return;
        } catch (e) {
          const m = / at position (\d+)/.exec((e as Error).message);
          if (m) position = Number(m[1]);
          else if (/end of JSON input/.test((e as Error).message)) position = text.length;
        }
        const message = cli(["score", "x.json", "--json"], { "x.json": text }).out;
        const [, line, column] = /at line (\d+), column (\d+)/.exec(JSON.parse(message).error.message)!;
        if (position === undefined) return;
        const before = text.slice(0, position).split("\n");
        expect([Number(line), Number(column)], JSON.stringify(text)).toEqual([before.length, before.at(-1)!.length + 1]);
      }),
      { numRuns: RUNS(1000) },
    );
  });

  it("the Fireteam table says which score wins", () => {
    expect(cli(["score", join(root, "examples", "fireteam-demo.json")]).out.split("\n")[0]).toBe("A.C.E. Fireteam, deathmatch (lowest score wins), turn 1 phase 6, in progress");
  });
});
