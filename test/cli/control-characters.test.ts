import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./io.js";

/**
 * What a terminal acts on instead of showing: C0 controls other than the newline that ends lines,
 * DEL, C1 controls, and the bidirectional marks, embeddings, overrides and isolates.
 */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** Clears the screen, turns the text red (C1 CSI), reverses what follows, and a DEL. */
const HOSTILE = "\u001b[2J\u009b31m\u202egnp.exe\u007f";
const SHOWN = String.raw`\u001b[2J\u009b31m\u202egnp.exe\u007f`;

const read = (path: string) => readFileSync(join(root, path), "utf8");
const demo = JSON.parse(read("examples/aces-high-demo.json"));
const epicDemo = JSON.parse(read("examples/epic-demo.json"));

/** An Aces High record whose second event names an attacker that is not in the game. */
const unknownAttacker = JSON.stringify({
  mode: "aces-high",
  setup: demo.setup,
  events: [{ type: "roundStarted" }, { type: "damaged", target: "luke", amount: 1, source: { kind: "attack", by: HOSTILE } }],
});

describe("text output shows control characters as escapes", () => {
  it("a marker name in the Epic table", () => {
    const record = structuredClone(epicDemo);
    record.events[1].marker = HOSTILE;
    const r = cli(["score", "epic.json"], { "epic.json": JSON.stringify(record) });
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(RAW);
    expect(r.out).toContain(`marker ${SHOWN}: carried by falcon (escaped)`);
    // --json prints the name as it is, escaped by JSON where JSON escapes.
    const json = cli(["score", "epic.json", "--json"], { "epic.json": JSON.stringify(record) });
    expect(JSON.parse(json.out).markers[0].marker).toBe(HOSTILE);
  });

  it("a violation's message; --json keeps it as it is", () => {
    const r = cli(["score", "game.json"], { "game.json": unknownAttacker });
    expect(r.code).toBe(1);
    expect(r.err).not.toMatch(RAW);
    expect(r.err).toBe(`ERR_UNKNOWN_PLAYER at event 1: expected a player of this game (vader, soontir, tel, luke), got "${SHOWN}"`);
    const json = cli(["score", "game.json", "--json"], { "game.json": unknownAttacker });
    // The message quotes the name with JSON.stringify, which escapes C0 controls only.
    expect(JSON.parse(json.out).error.message).toContain(`got "\\u001b[2J\u009b31m\u202egnp.exe\u007f"`);
  });

  it("a game that is not scored, in the event standings", () => {
    const fixture = JSON.parse(read("test/fixtures/tournament/ten-players-three-rounds.json"));
    fixture.event.rounds[0].tables[0].record = "bad.json";
    const files = { "/league/event.json": JSON.stringify(fixture.event), "/league/bad.json": unknownAttacker };
    const r = cli(["event", "standings", "/league/event.json"], files);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(RAW);
    expect(r.out).toContain(`round 1, table 1 not scored: ERR_UNKNOWN_PLAYER at event 1: expected a player of this game (vader, soontir, tel, luke), got "${SHOWN}"`);
  });

  it("usage errors and files that cannot be read", () => {
    const command = cli([HOSTILE]);
    expect(command.code).toBe(2);
    expect(command.err).toBe(`unknown command ${SHOWN} (ace-ledger help lists the commands)`);
    const option = cli(["score", "game.json", `--${HOSTILE}`]);
    expect(option.code).toBe(2);
    expect(option.err).toBe(`unknown option --${SHOWN} (ace-ledger help score lists its options)`);
    expect(cli(["help", HOSTILE]).err).toBe(`unknown command ${SHOWN} (ace-ledger help lists the commands)`);
    const missing = cli(["score", join(root, `no-such-${HOSTILE}.json`)]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`cannot read ${join(root, `no-such-${SHOWN}.json`)}: `);
    for (const r of [command, option, missing]) expect(r.err).not.toMatch(RAW);
  });

  it("setup: a squad's name in its errors, and file names in what the command says", () => {
    const squad = JSON.parse(read("test/fixtures/xws/yasb-tel-trevura.json"));
    const name = `${HOSTILE}.json`;
    const r = cli(["setup", "--limit", "10", name, name], { [name]: JSON.stringify({ ...squad, name: HOSTILE }) });
    expect(r.code).toBe(1);
    expect(r.err).not.toMatch(RAW);
    expect(r.err).toContain(`because of ${SHOWN}.json: `);
    expect(r.err).toContain(`ERR_LIST_POINTS: ${SHOWN}: expected at most 10 points, got `);
    // Two editions: each file is named on a line of its own.
    const vader = read("test/fixtures/xws/yasb25-vader.json");
    const mixed = cli(["setup", "--limit", "80", name, "vader.json"], { [name]: JSON.stringify(squad), "vader.json": vader });
    expect(mixed.code).toBe(2);
    expect(mixed.err).not.toMatch(RAW);
    expect(mixed.err).toMatch(new RegExp(`^expected squads of one edition, got:\n {2}${SHOWN.replace(/[\\[.]/g, "\\$&")}\\.json: legacy \\(`));
  });

  it("every example, as table and ledger, has none; ordinary text is left as it is", () => {
    for (const file of readdirSync(join(root, "examples"))) {
      const r = cli(["score", join(root, "examples", file), "--explain"]);
      expect(r.code, file).toBe(0);
      expect(r.out, file).not.toMatch(RAW);
      expect(r.out, file).not.toContain("\\u");
    }
  });
});
