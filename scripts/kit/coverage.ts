// What of the rules texts the conformance kit covers, sentence by sentence. Every sentence of six
// words or more of every rules text is kept in test/text-coverage/<text>.json (the texts themselves are
// not part of the repository): a sentence is covered when a case's quote (of any mode: the side-event
// cases quote aces-high.txt) or a ruling's `seed`
// quotes it (the whole sentence, or a passage of six words or more of it); a sentence no case quotes
// says why it cannot be adjudicated (`not`). `npm run kit` writes the table of docs/conformance.md
// from these files; test/conformance/coverage.test.ts fails on a sentence neither quoted nor
// classified; `npm run kit:coverage -- <folder of the rules texts>` makes the sentence lists anew from
// the texts, keeping each sentence's classification.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ConformanceCase, ConformanceMode } from "../../src/conformance/case.js";
import type { Ruling } from "../../src/core/ruling.js";
import { CONFORMANCE_MODES } from "../../src/conformance/case.js";
import { MODE_RULINGS } from "../../src/conformance/rulings.js";
import { plain } from "./plain.js";

/** The rules texts, each with the mode it is the rules of. */
export const RULES_TEXTS: readonly { readonly file: string; readonly mode: ConformanceMode; readonly title: string }[] = [
  { file: "aces-high.txt", mode: "aces-high", title: "Aces High" },
  { file: "epic-battles-rules-reference.txt", mode: "epic", title: "Epic Battles Rules Reference" },
  { file: "space-race.txt", mode: "space-race", title: "Space Race" },
  { file: "ace-fireteam.txt", mode: "fireteam", title: "A.C.E. Fireteam" },
  { file: "intergalactic-ace.txt", mode: "intergalactic-ace", title: "Intergalactic Ace" },
];

/** Why a sentence is not adjudicated: nothing a record of a game shows can be checked against it. */
export const NOT_ADJUDICABLE = {
  flavour: "flavour, advice or the text's own introduction",
  table: "placement on the table, movement, ranges and other play the record does not carry",
  card: "a card's own text, a card list or a ban, which the app applies when it builds lists",
  reference: "a heading, a cross-reference, a contents entry or a question whose answer carries the rule",
  edition: "another edition or product (2.5, XWA, expansions) the engine does not score",
} as const;

/** A reason of `NOT_ADJUDICABLE`. */
export type NotAdjudicable = keyof typeof NOT_ADJUDICABLE;

/** One sentence of a rules text: its words as the kit quotes them and, when no case quotes it, why. */
export interface CoverageEntry {
  readonly text: string;
  readonly not?: NotAdjudicable;
}

/** A rules text's sentences, as test/text-coverage/<file>.json keeps them. */
export interface CoverageFile {
  readonly file: string;
  readonly sentences: readonly CoverageEntry[];
}

const MIN_WORDS = 6;
const words = (s: string) => s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** The sentences of six words or more of a rules text, in order, each once. Paragraphs and list items end a sentence. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+\.)\s)/)) {
    for (const s of plain(block).split(/(?<=[.!?])\s+(?=[A-Z"(\-•0-9])/)) {
      const t = s.trim();
      if (words(t) >= MIN_WORDS && !out.includes(t)) out.push(t);
    }
  }
  return out;
}

/** Strips what the kit's quotes leave out: a Q:/A: label and the closing stop. */
const core = (s: string) => s.replace(/^(?:[QA]\s*:\s*)+/, "").replace(/[\s.,;:!?]+$/, "").trim();

/** Where the kit quotes a rules text: every passage of every case quote and ruling seed, with who quotes it. */
export interface Quotes {
  readonly passages: readonly { readonly text: string; readonly by: string }[];
}

/**
 * The passages the kit quotes from `file`: every case of `cases` naming it (one of another mode than the
 * text's, such as a side-event case quoting aces-high.txt, by `<mode>/<name>`) and the rulings given.
 */
export function quotesOf(file: string, cases: readonly ConformanceCase[], rulings: readonly Ruling[]): Quotes {
  const own = RULES_TEXTS.find((t) => t.file === file)?.mode;
  const passages: { text: string; by: string }[] = [];
  const add = (quote: string, by: string) => {
    for (const part of quote.split("...")) {
      const text = core(plain(part));
      if (text !== "") passages.push({ text, by });
    }
  };
  for (const c of cases) if (c.rule.file === file) add(c.rule.quote, c.mode === own ? c.name : `${c.mode}/${c.name}`);
  for (const r of rulings) if (r.seed.startsWith(file)) for (const q of r.seed.matchAll(/"((?:[^"\\]|\\.)*)"/g)) add(q[1]!, `ruling ${r.id}`);
  return { passages };
}

/** Who quotes the sentence: the passages that hold it whole, or that are six words or more of it. */
export function quotedBy(sentence: string, quotes: Quotes): string[] {
  const s = core(sentence);
  // A sentence that opens with a label ("Change Your Luck: When rolling, ...") is quoted without it too.
  const unlabelled = s.replace(/^[^.:!?]{1,40}:\s+/, "");
  const holds = (p: string) => p.includes(s) || (unlabelled !== s && words(unlabelled) >= MIN_WORDS && p.includes(unlabelled));
  const by = quotes.passages.filter((p) => holds(p.text) || (words(p.text) >= MIN_WORDS && s.includes(p.text))).map((p) => p.by);
  return [...new Set(by)];
}

/** test/text-coverage/<file>.json of every rules text (an empty list for one not made yet). */
export function readCoverage(root: string): CoverageFile[] {
  return RULES_TEXTS.map(({ file }) => {
    const path = join(root, "test", "text-coverage", file.replace(/\.txt$/, ".json"));
    return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as CoverageFile) : { file, sentences: [] };
  });
}

/** The coverage file made anew from a rules text: its sentences in order, each with the classification it had. */
export function coverageFileOf(file: string, text: string, before: CoverageFile | undefined): CoverageFile {
  const kept = new Map((before?.sentences ?? []).map((e) => [e.text, e.not]));
  return { file, sentences: sentencesOf(text).map((s) => (kept.get(s) === undefined ? { text: s } : { text: s, not: kept.get(s)! })) };
}

/** The JSON text of a coverage file, one sentence a line. */
export function renderCoverageFile(c: CoverageFile): string {
  return `{\n  "file": ${JSON.stringify(c.file)},\n  "sentences": [\n${c.sentences.map((e) => `    ${JSON.stringify(e)}`).join(",\n")}\n  ]\n}\n`;
}

/** Each sentence of a rules text with the cases and rulings that quote it. */
export function coverageOf(c: CoverageFile, quotes: Quotes): { readonly entry: CoverageEntry; readonly by: readonly string[] }[] {
  return c.sentences.map((entry) => ({ entry, by: quotedBy(entry.text, quotes) }));
}

const COVERAGE_START = "<!-- the kit's coverage of the rules texts: npm run kit writes this section -->";
const COVERAGE_END = "<!-- end of the kit's coverage -->";

/** The coverage section of docs/conformance.md: a table of counts, then every sentence of every text. */
export function renderCoverage(files: readonly { readonly file: CoverageFile; readonly title: string; readonly rows: ReturnType<typeof coverageOf> }[]): string {
  const count = (rows: ReturnType<typeof coverageOf>, reason?: NotAdjudicable) =>
    rows.filter((r) => r.by.length === 0 && (reason === undefined ? r.entry.not === undefined : r.entry.not === reason)).length;
  const reasons = Object.keys(NOT_ADJUDICABLE) as NotAdjudicable[];
  const out = [
    `| rules text | sentences | quoted by a case or ruling | ${reasons.map((r) => `not adjudicable: ${r}`).join(" | ")} | adjudicable, no case |`,
    `|---|---|---|${reasons.map(() => "---|").join("")}---|`,
    ...files.map(({ file, rows }) => `| \`${file.file}\` | ${rows.length} | ${rows.filter((r) => r.by.length > 0).length} | ${reasons.map((r) => count(rows, r)).join(" | ")} | ${count(rows)} |`),
    "",
    "The reasons a sentence is not adjudicable:",
    "",
    ...reasons.map((r) => `- \`${r}\`: ${NOT_ADJUDICABLE[r]}.`),
  ];
  for (const { file, title, rows } of files) {
    out.push("", `### ${title} (\`${file.file}\`)`, "", "| sentence | quoted by, or why not adjudicable |", "|---|---|");
    for (const { entry, by } of rows) {
      const cell = (t: string) => t.replace(/\|/g, "\\|");
      const shown = by.length > 0 ? by.slice(0, 3).map((b) => (b.startsWith("ruling ") ? `ruling \`${b.slice(7)}\`` : `\`${b}\``)).join(", ") + (by.length > 3 ? ` and ${by.length - 3} more` : "") : entry.not === undefined ? "**adjudicable, no case**" : `not adjudicable: ${entry.not}`;
      out.push(`| ${cell(entry.text)} | ${shown} |`);
    }
  }
  return out.join("\n");
}

/** The rulings whose `seed` may quote a rules text: its mode's, and for Aces High the side-event rulings too. */
export function rulingsFor(mode: ConformanceMode): readonly Ruling[] {
  return mode === "aces-high" ? [...MODE_RULINGS[mode], ...MODE_RULINGS["aces-high-event"]] : MODE_RULINGS[mode];
}

/** The coverage section of docs/conformance.md, from the coverage files and every mode's cases. */
export function coverageSection(root: string, casesOfMode: (mode: ConformanceMode) => readonly ConformanceCase[]): string {
  const files = readCoverage(root);
  const cases = CONFORMANCE_MODES.flatMap((mode) => casesOfMode(mode));
  return renderCoverage(RULES_TEXTS.map((t, i) => ({ file: files[i]!, title: t.title, rows: coverageOf(files[i]!, quotesOf(t.file, cases, rulingsFor(t.mode))) })));
}

/** A page with its coverage section (between the markers) made anew. */
export function withCoverage(text: string, section: string, page: string): string {
  const start = text.indexOf(COVERAGE_START);
  const end = text.indexOf(COVERAGE_END);
  if (start < 0 || end < start) throw new Error(`docs/${page}: no coverage section between "${COVERAGE_START}" and "${COVERAGE_END}"`);
  return `${text.slice(0, start + COVERAGE_START.length)}\n${section}\n${text.slice(end)}`;
}
