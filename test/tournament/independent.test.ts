// Scenarios worked by hand from aces-high.txt and docs/tournament.md alone (not from the code), each with
// the rule sentence it rests on, the command that answers it and the answer expected: table sizes,
// seating by results, salvo roll-offs, late arrivals and players who leave, and standings. Where the
// docs leave something to the seed's draw (the order at a table, the order within a shared rank), the
// scenario leaves it free.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/io.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "tournament", "independent");

interface Scenario {
  readonly question: string;
  readonly quote: string;
  readonly event?: unknown;
  readonly command: string;
  readonly expected: unknown;
}

type Expected =
  | readonly number[]
  | { readonly error: string; readonly names?: readonly string[]; readonly notNamed?: readonly string[] }
  | { readonly tableSizes: readonly number[] }
  | { readonly tables: readonly (readonly string[])[] }
  | { readonly standings: readonly { readonly id: string; readonly rank: number; readonly victory: number }[] };

const scenarios = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();

describe("side-event scenarios worked by hand from the rule text and the docs", () => {
  it("there are at least 40, each quoting the text", () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(40);
  });

  it.each(scenarios)("%s", (file) => {
    const s = JSON.parse(readFileSync(join(DIR, file), "utf8")) as Scenario;
    expect(s.quote.length, "the sentence it rests on").toBeGreaterThan(20);
    const path = `/scenario/${file}`;
    const args = s.command.split(" ").map((w) => (w === "<file>" ? path : w));
    const run = cli(args, s.event === undefined ? {} : { [path]: JSON.stringify(s.event) });
    const got = JSON.parse(run.out) as { tables?: string[][] | number[]; error?: { code: string; message: string }; standings?: { id: string; rank: number; victory: number }[] };
    const expected = s.expected as Expected;
    if (Array.isArray(expected)) return void expect(got.tables).toEqual(expected);
    if ("error" in expected) {
      expect(got.error?.code).toBe(expected.error);
      const named = got.error!.message.split(" (tied after")[0]!;
      for (const n of expected.names ?? []) expect(got.error!.message).toContain(n);
      for (const n of expected.notNamed ?? []) expect(named.split(/[ ,]+/)).not.toContain(n);
      return;
    }
    if ("tableSizes" in expected) return void expect((got.tables as string[][]).map((t) => t.length)).toEqual(expected.tableSizes);
    if ("tables" in expected) return void expect((got.tables as string[][]).map((t) => [...t].sort())).toEqual(expected.tables.map((t) => [...t].sort()));
    const byRank = (list: readonly { id: string; rank: number; victory: number }[]) => list.map((x) => `${x.rank} ${x.victory} ${x.id}`).sort();
    expect(byRank(got.standings!)).toEqual(byRank((expected as { standings: readonly { id: string; rank: number; victory: number }[] }).standings));
  });
});
