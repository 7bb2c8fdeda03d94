import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./io.js";

const tel = join(root, "test", "fixtures", "xws", "yasb-tel-trevura.json");

describe("numbers on the command line are whole numbers in a range, else a usage error (exit 2)", () => {
  it("tables: 2 to 1000 players, the most an event file holds", () => {
    // Before: 1e300 threw a RangeError out of the command, 1e9 ran out of memory.
    for (const n of ["1e300", "1e9", "1001", "1e3", "2.5", "-3", "0", "1", "0x10", "+9", " 9", "9 ", "9.0", "Infinity", "NaN", "", "nine"]) {
      const r = cli(["tables", n]);
      expect(r.code, n).toBe(2);
      expect(r.err.split("\n")[0], n).toBe(`expected the number of players to be a whole number from 2 to 1000, got ${JSON.stringify(n)}`);
    }
    expect(cli(["tables"]).err.split("\n")[0]).toBe("expected a number of players, from 2 to 1000");
    expect(cli(["tables", "9", "10"]).code).toBe(2);
    expect(cli(["tables", "2"])).toEqual({ code: 0, out: "2 players: 1 table of 2", err: "" });
    const most = cli(["tables", "1000", "--json"]);
    expect(most.code).toBe(0);
    const sizes = JSON.parse(most.out).tables as number[];
    expect(sizes).toHaveLength(250);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("setup --limit: 1 to 1000 points", () => {
    for (const n of ["1e300", "1e3", "1001", "80.5", "-80", "0", "0x50", "+80", "", "eighty"]) {
      const r = cli(["setup", "--limit", n, tel]);
      expect(r.code, n).toBe(2);
      expect(r.err.split("\n")[0], n).toBe(`expected --limit to be a whole number of points from 1 to 1000, got ${JSON.stringify(n)}`);
      expect(r.out, n).toBe("");
    }
    expect(cli(["setup", tel]).err.split("\n")[0]).toBe("expected setup --limit <points> [--edition legacy|2.5] [--data <folder>] [name=]<squad.json>[#pilot]...");
    expect(cli(["setup", "--limit", "1000", tel, tel]).code).toBe(0);
    expect(cli(["setup", "--limit", "1", tel, tel]).code).toBe(1);
  });

  it("the help says the ranges", () => {
    const help = cli(["help"]).out;
    expect(help).toMatch(/<players> +the number of players, 2 to 1000\n/);
    expect(help).toMatch(/--limit +the tournament's point limit \(50, 75, 80, 100, 125 or any other up to 1000\)\n/);
  });
});
