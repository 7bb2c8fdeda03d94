// The conformance kit's cases, made from the named fixtures of test/fixtures/<mode>/*.json: one source
// for the fixture tests of this repository and for the kit an app runs (`ace-ledger/conformance`).
// `npm run kit` writes src/conformance/data/<mode>.ts; test/conformance/kit.test.ts checks the
// files are what this makes of the fixtures as they are now.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ConformanceCase, type ConformanceMode, type Expectation, OPTION_FIELDS, type RuleText } from "../../src/conformance/case.js";
import type { JsonValue } from "../../src/conformance/json.js";
import { RULE_TEXTS } from "./rule-texts.js";

/** A fixture as test/fixtures/<mode>/*.json holds it. */
export interface Fixture {
  readonly name: string;
  readonly source: string;
  readonly quote: string;
  /** How the case reads the text, when the quote alone does not say it (or scripts/kit/rule-texts.ts gives it). */
  readonly note?: string;
  readonly rulings?: readonly string[];
  /** Rulings of `rulings` whose point the quoted text settles (ConformanceCase.settled). */
  readonly settled?: readonly string[];
  readonly record: { readonly mode: string; readonly setup: JsonValue; readonly events: readonly JsonValue[] } & { readonly [key: string]: JsonValue };
  readonly expect: { readonly [key: string]: JsonValue };
}

type Fields = { readonly [key: string]: JsonValue };

/** The fixtures of a mode, sorted by file name, each checked to be named as its file. */
export function readFixtures(root: string, mode: ConformanceMode): Fixture[] {
  const dir = join(root, "test", "fixtures", mode);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => {
      const fixture = JSON.parse(readFileSync(join(dir, file), "utf8")) as Fixture;
      if (`${fixture.name}.json` !== file) throw new Error(`test/fixtures/${mode}/${file}: its name is ${JSON.stringify(fixture.name)}`);
      return fixture;
    });
}

/** Every case of a mode, in the order of the fixture files. */
export function casesOf(mode: ConformanceMode, fixtures: readonly Fixture[]): ConformanceCase[] {
  const cases = fixtures.flatMap((f) => convertFixture(mode, f));
  const names = new Set<string>();
  for (const c of cases) {
    if (names.has(c.name)) throw new Error(`${mode}: two cases named ${c.name}`);
    names.add(c.name);
  }
  return cases;
}

/** The modes whose fixtures may go on with `expect.then`: later steps of the same game or event. */
const STEPPED: readonly ConformanceMode[] = ["epic", "aces-high-event"];

/** The case (or cases: an Epic or side-event fixture's `then` steps are cases of their own) of one fixture. */
export function convertFixture(mode: ConformanceMode, fixture: Fixture): ConformanceCase[] {
  const where = `test/fixtures/${mode}/${fixture.name}.json`;
  if (fixture.record.mode !== mode) throw new Error(`${where}: record.mode is ${JSON.stringify(fixture.record.mode)}`);
  const rule = ruleText(mode, fixture);
  const rulings = [...(fixture.rulings ?? [])];
  const settled = fixture.settled === undefined ? {} : { settled: [...fixture.settled] };
  const options = optionsOf(mode, fixture.record.setup);
  const cases: ConformanceCase[] = [];
  let events = [...fixture.record.events];
  let expect: Fields | undefined = fixture.expect;
  for (let step = 1; expect !== undefined; step++) {
    const { then, ...checks } = expect;
    if (then !== undefined && !STEPPED.includes(mode)) throw new Error(`${where}: expect.then is read in the fixtures of ${STEPPED.join(" and ")} only`);
    const record = { ...fixture.record, events } as unknown as ConformanceCase["record"];
    cases.push({ name: step === 1 ? fixture.name : `${fixture.name}/${step}`, mode, record, expected: expectations(mode, checks, where), rule, rulings, ...settled, options });
    if (then === undefined) break;
    const next = then as Fields & { readonly events: readonly JsonValue[] };
    events = [...events, ...next.events];
    const { events: _events, ...rest } = next;
    expect = rest;
  }
  return cases;
}

const TOP_EQUAL: { readonly [M in ConformanceMode]: readonly string[] } = {
  "aces-high": ["over"],
  epic: ["over", "teams", "markers", "resolutionOrder"],
  "space-race": ["over", "turnOrder", "pushes"],
  fireteam: ["over", "turn", "phase", "order", "next"],
  "intergalactic-ace": ["over", "round", "next", "table", "enemyPile", "enemyDiscard", "upgradePile", "upgradeDiscard"],
  "aces-high-event": ["over", "next"],
};

/** A fixture's expectations in the kit's terms: paths into the results of docs/conformance.md. */
function expectations(mode: ConformanceMode, expect: Fields, where: string): Expectation[] {
  const out: Expectation[] = [];
  const byId = (key: string, map: JsonValue, rename: (field: string) => string = (f) => f) => {
    for (const [id, fields] of Object.entries(map as Fields)) {
      for (const [field, value] of Object.entries(fields as Fields)) out.push({ kind: "equal", path: [key, id, rename(field)], value });
    }
  };
  for (const [key, value] of Object.entries(expect)) {
    if (key === "error") {
      // The message (`says`) is this implementation's wording: the kit checks the code and the index.
      const { code, event } = value as { code: string; event: number | null };
      out.push({ kind: "rejected", code, event });
    } else if (TOP_EQUAL[mode].includes(key)) {
      out.push({ kind: "equal", path: [key], value });
    } else if (key === "winners") {
      out.push({ kind: "members", path: ["winners"], value: value as readonly JsonValue[] });
    } else if (key === "players") {
      // Space Race: the racer's `wrecked` is the report's `destroyed`.
      byId("players", value, (f) => (mode === "space-race" && f === "wrecked" ? "destroyed" : f));
    } else if (key === "standings" && mode === "aces-high") {
      for (const [id, rank] of value as [string, number][]) out.push({ kind: "equal", path: ["players", id, "rank"], value: rank });
    } else if (key === "standings" && mode === "space-race") {
      byId("players", value);
    } else if (key === "ships" && mode === "epic") {
      byId("ships", value);
    } else if (key === "units" && mode === "fireteam") {
      for (const [id, fields] of Object.entries(value as Fields)) {
        for (const [field, v] of Object.entries(fields as Fields)) {
          if (field === "filled" || field === "conditions") for (const [location, n] of Object.entries(v as Fields)) out.push({ kind: "equal", path: ["units", id, field, location], value: n });
          else out.push({ kind: "equal", path: ["units", id, field], value: v });
        }
      }
    } else if (key === "rounds" && mode === "aces-high-event") {
      // Who sits at a table is a set: the order at a table is drawn at random ("can be determined randomly").
      for (const [round, fields] of Object.entries(value as Fields)) {
        for (const [field, v] of Object.entries(fields as Fields)) {
          if (field === "tables") for (const [table, players] of Object.entries(v as Fields)) out.push({ kind: "members", path: ["rounds", round, "tables", table], value: players as readonly JsonValue[] });
          else out.push({ kind: "equal", path: ["rounds", round, field], value: v });
        }
      }
    } else if (key === "deltas" && mode === "aces-high") {
      for (const [event, byPlayer] of Object.entries(value as Fields)) {
        const net = Object.fromEntries(Object.entries(byPlayer as Fields).map(([id, d]) => [id, { victory: (d as Fields)["victory"] ?? 0, bounty: (d as Fields)["bounty"] ?? 0 }]));
        out.push({ kind: "ledgerNet", event: Number(event), net: net as { [player: string]: { [account: string]: number } } });
      }
    } else if (key === "deltas" && (mode === "space-race" || mode === "epic")) {
      // Space Race: the accounts as the fixture gives them (`buoys`, `wins`); Epic: `victoryCounters`, `score`, `casualties`.
      for (const [event, byPlayer] of Object.entries(value as Fields)) out.push({ kind: "ledgerNet", event: Number(event), net: byPlayer as { [player: string]: { [account: string]: number } } });
    } else if (key === "ledgerReasons" && (mode === "aces-high" || mode === "space-race" || mode === "epic")) {
      for (const [event, reasons] of Object.entries(value as Fields)) out.push({ kind: "ledgerReasons", event: Number(event), reasons: reasons as string[] });
    } else if (key === "ledgerReasons" && (mode === "fireteam" || mode === "intergalactic-ace")) {
      for (const [player, reasons] of Object.entries(value as Fields)) out.push({ kind: "ledgerReasons", player, reasons: reasons as string[] });
    } else {
      throw new Error(`${where}: expect.${key} is not a check the kit knows for ${mode}; add it to scripts/kit/convert.ts and to docs/conformance.md`);
    }
  }
  return out;
}

/** "file, section (ruling ...)": the file, and the section without the notes on rulings and options. */
function ruleText(mode: ConformanceMode, fixture: Fixture): RuleText {
  const given = RULE_TEXTS[`${mode}/${fixture.name}`] ?? {};
  const comma = fixture.source.indexOf(", ");
  const file = given.file ?? (comma < 0 ? fixture.source : fixture.source.slice(0, comma));
  const section = given.section ?? (comma < 0 ? "" : fixture.source.slice(comma + 2).replace(/\s*\([^()]*\b(?:ruling|option|preset)\b[^()]*\)/g, ""));
  // A fixture joins passages with " / ": the kit marks every cut the same way, with "...".
  const quote = (given.quote ?? fixture.quote).replaceAll(" / ", " ... ");
  const note = given.note ?? fixture.note;
  return { file, section, quote, ...(note === undefined ? {} : { note }) };
}

/** The rule-option fields the record's setup gives (`OPTION_FIELDS`). */
function optionsOf(mode: ConformanceMode, setup: JsonValue): { [path: string]: JsonValue } {
  const out: { [path: string]: JsonValue } = {};
  for (const path of OPTION_FIELDS[mode]) {
    let value: JsonValue | undefined = setup;
    for (const key of path.split(".")) value = typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Fields)[key] : undefined;
    if (value !== undefined) out[path] = value;
  }
  return out;
}

/** The module src/conformance/data/<mode>.ts: one JSON text a case, parsed when the kit is first asked for the mode. */
export function renderDataModule(mode: ConformanceMode, cases: readonly ConformanceCase[]): string {
  return [
    `// Generated by \`npm run kit\` (scripts/kit) from test/fixtures/${mode}/*.json: do not edit.`,
    `/** The ${mode} cases of the conformance kit, one JSON text a case. */`,
    "export const CASES: readonly string[] = [",
    ...cases.map((c) => `  ${JSON.stringify(JSON.stringify(c))},`),
    "];",
    "",
  ].join("\n");
}

/** A mode's number of fixtures and of cases. */
export interface KitSize {
  readonly mode: ConformanceMode;
  readonly fixtures: number;
  readonly cases: number;
}

const SIZES_START = "<!-- the kit's sizes: npm run kit writes this table -->";
const SIZES_END = "<!-- end of the kit's sizes -->";

/** The table of the kit's sizes, as the docs show it. */
export function renderSizes(sizes: readonly KitSize[]): string {
  const total = (k: "fixtures" | "cases") => sizes.reduce((n, s) => n + s[k], 0);
  return [
    "| mode | fixtures | cases |",
    "|---|---|---|",
    ...sizes.map((s) => `| \`${s.mode}\` | ${s.fixtures} | ${s.cases} |`),
    `| all | ${total("fixtures")} | ${total("cases")} |`,
  ].join("\n");
}

/** A page with its table of the kit's sizes (between the markers) made anew. */
export function withSizes(text: string, sizes: readonly KitSize[], page: string): string {
  const start = text.indexOf(SIZES_START);
  const end = text.indexOf(SIZES_END);
  if (start < 0 || end < start) throw new Error(`docs/${page}: no table of the kit's sizes between "${SIZES_START}" and "${SIZES_END}"`);
  return `${text.slice(0, start + SIZES_START.length)}\n${renderSizes(sizes)}\n${text.slice(end)}`;
}
