// The kit covers the rules texts sentence by sentence (docs/conformance.md, Coverage of the rules
// texts): every sentence of test/text-coverage/<text>.json is quoted by a case or a ruling, or says why it
// is not adjudicable; docs/conformance.md shows what these files and the cases make.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { casesOf, readFixtures } from "../../scripts/kit/convert.js";
import { CONFORMANCE_MODES } from "../../src/conformance/index.js";
import { coverageOf, coverageSection, NOT_ADJUDICABLE, quotedBy, quotesOf, readCoverage, RULES_TEXTS, rulingsFor, sentencesOf, withCoverage } from "../../scripts/kit/coverage.js";

const root = join(import.meta.dirname, "..", "..");
const files = readCoverage(root);
// Every case of every mode: a case quotes the text it names, whatever its mode (side events quote aces-high.txt).
const cases = CONFORMANCE_MODES.flatMap((mode) => casesOf(mode, readFixtures(root, mode)));

describe.each(RULES_TEXTS.map((t, i) => [t.file, t, files[i]!] as const))("%s: every sentence quoted or not adjudicable", (_file, text, coverage) => {
  const rows = coverageOf(coverage, quotesOf(text.file, cases, rulingsFor(text.mode)));

  it("the sentence list is there, each sentence once and of six words or more", () => {
    expect(coverage.file).toBe(text.file);
    expect(coverage.sentences.length).toBeGreaterThan(50);
    const texts = coverage.sentences.map((s) => s.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const s of texts) expect(s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length, s).toBeGreaterThanOrEqual(6);
  });

  it("no adjudicable sentence is left without a case or ruling quoting it", () => {
    expect(rows.filter((r) => r.by.length === 0 && r.entry.not === undefined).map((r) => r.entry.text)).toEqual([]);
  });

  it("a reason is one of the reasons, and only a sentence nothing quotes has one", () => {
    for (const r of rows) {
      if (r.entry.not !== undefined) expect(Object.keys(NOT_ADJUDICABLE), r.entry.text).toContain(r.entry.not);
      if (r.by.length > 0) expect(r.entry.not, `${r.entry.text} is quoted by ${r.by.join(", ")}`).toBeUndefined();
    }
  });
});

describe("the coverage", () => {
  it("docs/conformance.md shows it (npm run kit)", () => {
    const page = readFileSync(join(root, "docs", "conformance.md"), "utf8");
    expect(withCoverage(page, coverageSection(root, (mode) => casesOf(mode, readFixtures(root, mode))), "conformance.md"), "run npm run kit").toBe(page);
  });

  it("a sentence is quoted whole, without its Q:/A: label or heading, or by a passage of six words or more of it", () => {
    const quotes = { passages: [{ text: "Who gets points for the first damage? A: You get", by: "c1" }, { text: "the game is played for one long hour", by: "c2" }] };
    expect(quotedBy("Q: Who gets points for the first damage?", quotes)).toEqual(["c1"]);
    expect(quotedBy("Game Time: the game is played for one long hour, or until six points.", quotes)).toEqual(["c2"]);
    expect(quotedBy("The winner moves first and shoots first.", quotes)).toEqual([]);
  });

  it("sentences: paragraphs and list items end one; fewer than six words is not a sentence", () => {
    expect(sentencesOf("One two three four five six. Short one here.\n\n- Seven eight nine ten eleven twelve\n- a b")).toEqual(["One two three four five six.", "Seven eight nine ten eleven twelve"]);
  });
});
