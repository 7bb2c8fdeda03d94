import { describe, expect, it } from "vitest";
import { CONFORMANCE_MODES, checkConformance, conformanceCases, formatReport, OPTION_FIELDS } from "../../src/conformance/index.js";
import { blocksUnder, page } from "./doc-blocks.js";
import { ORACLE_OPTIONS, oracleScorer } from "./oracle-scorer.js";

// docs/conformance.md says what the kit holds and what a scorer returns: these keep it true.
const text = page();

/** The table rows of the part of the page under `heading` (up to the next heading of that level or above). */
function rows(heading: string): string[][] {
  const start = text.indexOf(`\n${heading}\n`);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| ---") && !/^\| (field|mode) \|/.test(l))
    .map((l) => l.slice(2, -2).split(" | "));
}

/** A path the results tables document (`players.<player>.victory`) matches a path a case checks. */
const matches = (documented: string, path: readonly string[]) => {
  const parts = documented.split(".");
  return parts.length === path.length && parts.every((p, i) => /^<[a-z]+>$/.test(p) || p === path[i]);
};

describe("docs/conformance.md", () => {
  it("gives the size of each mode's kit", () => {
    const shown = rows("# The conformance kit").filter(([mode]) => mode !== "all");
    expect(Object.fromEntries(shown.map(([mode, , cases]) => [mode!.replaceAll("`", ""), Number(cases)]))).toEqual(
      Object.fromEntries(CONFORMANCE_MODES.map((m) => [m, conformanceCases(m).length])),
    );
  });

  it("shows a case as the kit holds it", () => {
    const shown = JSON.parse(blocksUnder(text, "## A case", "json")[0]!);
    expect(shown).toEqual(conformanceCases("aces-high").find((c) => c.name === shown.name));
  });

  it("shows a side event's case as the kit holds it, and the events its records hold", () => {
    const shown = JSON.parse(blocksUnder(text, "## A side event's record", "json")[0]!);
    expect(shown).toEqual(conformanceCases("aces-high-event").find((c) => c.name === shown.name));
    const types = new Set(conformanceCases("aces-high-event").flatMap((c) => c.record.events.map((e) => (e as { type: string }).type)));
    const documented = rows("## A side event's record").map(([type]) => type!.replaceAll("`", "")).filter((type) => type !== "event");
    expect(documented.sort()).toEqual([...types].sort());
  });

  it("lists the option fields of each mode", () => {
    expect(Object.fromEntries(rows("## A case").map(([mode, fields]) => [mode!.replaceAll("`", ""), [...fields!.matchAll(/`([a-zA-Z.]+)`/g)].map((m) => m[1])]))).toEqual(OPTION_FIELDS);
  });

  it.each(CONFORMANCE_MODES)("%s: documents every field a case checks; the mode's own table, only those", (mode) => {
    const own = rows(`### ${mode}`).map(([field]) => field!.replaceAll("`", ""));
    const documented = [...rows("### Every mode").map(([field]) => field!.replaceAll("`", "")), ...own];
    const checked = conformanceCases(mode).flatMap((c) =>
      c.expected.map((e) => (e.kind === "equal" || e.kind === "members" ? e.path : e.kind === "rejected" ? ["error"] : ["ledger"])),
    );
    for (const path of checked) expect(documented.some((d) => matches(d, path)) || path[0] === "error", `${mode}: ${path.join(".")}`).toBe(true);
    for (const d of own) expect(checked.some((path) => matches(d, path)), `${mode}: ${d} is documented but no case checks it`).toBe(true);
    expect(rows("## The results").map(([field]) => field)).toEqual(["`error`"]);
  });

  it("shows what the report of the reversed oracle says", () => {
    const shown = blocksUnder(text, "## A scorer in another program", "text")[1]!;
    expect(formatReport(checkConformance("aces-high", oracleScorer({ reverseKills: true }), ORACLE_OPTIONS))).toContain(shown);
  });
});
