import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/io.js";
import { catalog as catalog25 } from "../../src/xws/builtin/2-5.js";
import { catalog as legacy } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, chooseEdition, type Edition, parseXws } from "../../src/xws/index.js";

// Real XWS exports found in public repositories (test/fixtures/xws/SOURCES.md says where), split
// into one-ship lists. manifest.json records what each list comes to and why a list is refused.
const CORPUS = join(import.meta.dirname, "..", "fixtures", "xws", "corpus");

type Outcome = "imports" | { readonly refused: readonly string[]; readonly reason: string };
interface Entry {
  readonly file: string;
  readonly edition?: Edition;
  readonly cliEdition?: Edition;
  readonly cliEditionReason?: string;
  readonly notJson?: string;
  readonly lists?: readonly Outcome[];
}
const manifest = JSON.parse(readFileSync(join(CORPUS, "manifest.json"), "utf8")) as { limits: Record<Edition, number>; squads: Entry[] };
const catalogs = { legacy, "2.5": catalog25 } as const;

/** The one-ship lists of a squad: each pilot on its own, without the squad's total. */
function oneShipLists(raw: { pilots: unknown[]; points?: unknown }): unknown[] {
  if (raw.pilots.length === 1) return [raw];
  const { points: _total, ...rest } = raw;
  return raw.pilots.map((pilot) => ({ ...rest, pilots: [pilot] }));
}

describe("a corpus of real XWS exports, one-ship list by one-ship list", () => {
  it("every file of the corpus is in the manifest, and the other way round", () => {
    const files = readdirSync(CORPUS).filter((f) => f !== "manifest.json");
    expect(manifest.squads.map((s) => s.file).filter((f) => !f.startsWith("../")).sort()).toEqual(files.sort());
  });

  it.each(manifest.squads.filter((s) => s.lists))("$file", (entry) => {
    const raw = JSON.parse(readFileSync(join(CORPUS, entry.file), "utf8"));
    const squad = parseXws(raw);
    if (!squad.ok) throw new Error(squad.error.message);
    // The edition `ace-ledger setup` chooses, unless the manifest says why it differs.
    expect(chooseEdition(squad.value, [legacy, catalog25]).edition).toBe(entry.cliEdition ?? entry.edition);
    if (entry.cliEdition) expect(entry.cliEditionReason).toBeTruthy();
    const catalog = catalogs[entry.edition!];
    const outcomes = oneShipLists(raw).map((list): Outcome | string[] => {
      const result = acesHighSetupFromSquads([{ squad: list }], catalog, manifest.limits[entry.edition!]);
      return result.ok ? "imports" : result.error.map((e) => e.code);
    });
    expect(outcomes).toEqual(entry.lists!.map((o) => (o === "imports" ? o : [...o.refused])));
    for (const o of entry.lists!) if (o !== "imports") expect(o.reason.length).toBeGreaterThan(20);
  });

  it.each(manifest.squads.filter((s) => s.notJson))("$file is refused by ace-ledger setup as not JSON", (entry) => {
    const run = cli(["setup", "--limit", "125", join(CORPUS, entry.file)]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("ERR_INVALID_RECORD");
    expect(entry.notJson).toBeTruthy();
  });

  it("the counts docs/xws.md gives", () => {
    const lists = manifest.squads.flatMap((s) => s.lists ?? []);
    const refused = lists.filter((o) => o !== "imports");
    const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "xws.md"), "utf8");
    const counts = `${manifest.squads.length} squads (${manifest.squads.filter((s) => s.notJson).length} not JSON as found), ${lists.length} one-ship lists: ${lists.length - refused.length} import, ${refused.length} are refused`;
    expect(counts).toBe("35 squads (1 not JSON as found), 87 one-ship lists: 80 import, 7 are refused");
    expect(doc).toContain(counts);
  });
});
