import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./io.js";

/** Text as Windows editors save it: a UTF-8 byte order mark (U+FEFF) first. */
const BOM = "\ufeff";
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("files starting with a byte order mark are read as if it were not there", () => {
  it("score: a record file and standard input", () => {
    const demo = read("examples/aces-high-demo.json");
    const plain = cli(["score", "game.json"], { "game.json": demo });
    expect(cli(["score", "game.json"], { "game.json": BOM + demo })).toEqual(plain);
    expect(cli(["score", "-"], { "-": BOM + demo })).toEqual(plain);
    // Only the first character: a mark anywhere else is not JSON.
    expect(cli(["score", "game.json"], { "game.json": BOM + BOM + demo }).code).toBe(1);
  });

  it("event standings and next: the event file and the game files named in it", () => {
    const { event } = JSON.parse(read("test/fixtures/tournament/ten-players-three-rounds.json"));
    const files: Record<string, string> = {};
    event.rounds.forEach((round: { tables: { record?: unknown }[] }, r: number) =>
      round.tables.forEach((table, t) => {
        files[`/league/r${r}t${t}.json`] = BOM + JSON.stringify(table.record);
        table.record = `r${r}t${t}.json`;
      }),
    );
    // Four rounds, so that `event next` has a round to pair after the three played.
    files["/league/event.json"] = BOM + JSON.stringify({ ...event, roundCount: 4 });
    const standings = cli(["event", "standings", "/league/event.json"], files);
    expect(standings.code).toBe(0);
    expect(standings.out).not.toContain("not scored");
    expect(cli(["event", "next", "/league/event.json"], files).code).toBe(0);
  });

  it("setup: squads, and the card data of --data", () => {
    const tel = read("test/fixtures/xws/yasb-tel-trevura.json");
    const plain = cli(["setup", "--limit", "80", "tel.json", "tel.json"], { "tel.json": tel });
    expect(plain.code).toBe(0);
    expect(cli(["setup", "--limit", "80", "tel.json", "tel.json"], { "tel.json": BOM + tel })).toEqual(plain);
    // Every file of a small xwing-data2 checkout, each with a mark.
    const checkout = join(root, "test", "fixtures", "xws", "mini-checkout");
    const files: Record<string, string> = { "tel.json": BOM + tel };
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files[join("/bom-checkout", relative(checkout, path))] = BOM + readFileSync(path, "utf8");
      }
    };
    walk(checkout);
    const fromData = cli(["setup", "--data", "/bom-checkout", "--limit", "100", "tel.json", "tel.json"], files);
    const plainData = cli(["setup", "--data", checkout, "--limit", "100", join(root, "test/fixtures/xws/yasb-tel-trevura.json"), join(root, "test/fixtures/xws/yasb-tel-trevura.json")]);
    // Standard error as without the marks: only the note that the squad's 51 points are the card data's 55.
    expect(fromData.err).toBe(plainData.err);
    expect(fromData.err).not.toContain("ERR_");
    expect(fromData.code).toBe(0);
    expect(fromData.out).toBe(plainData.out);
  });
});
