/** `ace-ledger check`: one player's squad at an event's limit, with the checks of `setup`; and `event serve`'s usage. */
import { describe, expect, it } from "vitest";
import { cli } from "./io.js";

const CASSIAN = "test/fixtures/xws/corpus/dialcontrol-cassian-ap5-braylen-ten.json";

describe("check", () => {
  it("says a squad can fly, with its pilot's card names, and the pilots of a squad of several", () => {
    const r = cli(["check", "--limit", "125", `${CASSIAN}#2`]);
    expect([r.code, r.out]).toEqual([
      0,
      `${CASSIAN} can fly at 125 points (2.0 Legacy): AP-5 (Sheathipede-class Shuttle).\nPilots of ${CASSIAN}: #1 Cassian Andor (UT-60D U-wing), #2 AP-5 (Sheathipede-class Shuttle), #3 Braylen Stramm (A/SF-01 B-wing), #4 Ten Numb (A/SF-01 B-wing)`,
    ]);
  });

  it("says each reason a squad cannot fly, with exit 1", () => {
    const r = cli(["check", "--limit", "20", "test/fixtures/xws/lbn-luke.json"]);
    expect(r.code).toBe(1);
    expect(r.err.split("\n").slice(0, 2)).toEqual(["test/fixtures/xws/lbn-luke.json cannot fly at 20 points:", expect.stringMatching(/^ {2}ERR_LIST_POINTS: Red Five: expected at most 20 points, got 77/)]);
  });

  it("is a usage error without a limit or with more than one squad", () => {
    expect(cli(["check", CASSIAN]).code).toBe(2);
    expect(cli(["check", "--limit", "80", CASSIAN, CASSIAN]).code).toBe(2);
    expect(cli(["check", "--limit", "80", "--edition", "3", CASSIAN]).err).toContain("expected --edition legacy or 2.5, got 3");
  });
});

describe("event serve usage", () => {
  it("refuses a host that is no address, a port out of range, standard input", () => {
    expect(cli(["event", "serve", "night.json", "--host", "a b"]).err).toContain("expected --host to be an address of this machine");
    expect(cli(["event", "serve", "night.json", "--port", "70000"]).err).toContain("expected --port to be a port number from 0 to 65535");
    expect(cli(["event", "serve", "-"]).code).toBe(2);
  });
});
