import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conformanceCases } from "../../src/conformance/index.js";
import { cli, root } from "../cli/io.js";

// A Space Race scorer in another language: test/conformance/python/space_race.py, written from
// docs/space-race.md, docs/conformance.md, schema/space-race.json and space-race.txt alone (standard
// library only, Python 3.9+), run through `ace-ledger conformance` as any app's scorer is.
const scorer = join(root, "test", "conformance", "python", "space_race.py");
const command = (bug?: string) => `python3 "${scorer}"${bug ? ` ${bug}` : ""}`;
const noPython = spawnSync("python3", ["--version"]).error !== undefined;
const cases = conformanceCases("space-race");
// Each run starts python3 once per case: on a busy machine a whole run can take close to a minute.
const slow = { timeout: 240_000 };

describe("a Space Race scorer written in Python", () => {
  it.skipIf(noPython)("passes every case of the space-race kit (skipped only when python3 is not on the PATH)", slow, () => {
    const { code, out, err } = cli(["conformance", "space-race", "--command", command()]);
    expect(err).toBe("");
    expect(out).toBe(`space-race conformance kit: ${cases.length} cases\n${cases.length} passed, 0 failed, 0 skipped`);
    expect(code).toBe(0);
  });

  it.skipIf(noPython)("made to order equal initiative by more points first, fails exactly the cases that rest on the order of play (skipped only when python3 is not on the PATH)", slow, () => {
    const { code, out } = cli(["conformance", "space-race", "--command", command("wrong-tiebreak")]);
    expect(code).toBe(1);
    const failed = out.split("\n").filter((l) => l.startsWith("FAIL  ")).map((l) => l.slice("FAIL  ".length));
    expect(failed).toEqual(["all-eight-cards-to-the-goal", "standings-buoys-then-fewer-points", "turn-order-ties"]);
    expect(out).toContain(
      [
        "FAIL  turn-order-ties",
        "      expected the record to be accepted, got ERR_TURN_ORDER at event 4",
        '      rests on space-race.txt, Order of Initiative and Turns in the Race: "If multiple pilots have the same pilot skill, the pilot which used less points to build his ship goes first.',
      ].join("\n"),
    );
    expect(out.split("\n").at(-1)).toBe(`${cases.length - 3} passed, 3 failed, 0 skipped`);

    // The failing case's record, to hand to the scorer while fixing it: the kit's record of that case.
    const printed = cli(["conformance", "space-race", "--case", "turn-order-ties", "--print-record"]);
    expect([printed.code, printed.err]).toEqual([0, ""]);
    expect(JSON.parse(printed.out)).toEqual(cases.find((c) => c.name === "turn-order-ties")!.record);
    // Fed that record, the scorer rejects it as the report says, and the right scorer accepts it.
    const wrong = spawnSync("python3", [scorer, "wrong-tiebreak"], { input: printed.out, encoding: "utf8" });
    expect(JSON.parse(wrong.stdout)).toEqual({ error: { code: "ERR_TURN_ORDER", event: 4 } });
    const right = spawnSync("python3", [scorer], { input: printed.out, encoding: "utf8" });
    expect(JSON.parse(right.stdout).error).toBeUndefined();
  });
});
