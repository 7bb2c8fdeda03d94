import { describe, expect, it } from "vitest";
import { docPages } from "./helpers/doc-examples.js";
import { tryReplay as acesHigh } from "../src/modes/aces-high/index.js";
import { tryReplay as epic } from "../src/modes/epic/index.js";
import { tryReplay as fireteam } from "../src/modes/fireteam/index.js";
import { tryReplay as intergalacticAce } from "../src/modes/intergalactic-ace/index.js";
import { tryReplay as spaceRace } from "../src/modes/space-race/index.js";
import { parseEventFile, parseResultRecord } from "../src/modes/tournament/index.js";
import { referenceResults } from "../src/conformance/index.js";

// Every record README.md and docs/*.md show as JSON is one the engine takes: a JSON block is valid JSON,
// and each game record in it (at any depth: a conformance case holds one) replays, each event file and
// result record parses, and each side event's record of the conformance kit (mode "aces-high-event",
// with a setup and events) is one its reference scorer accepts. A format example that no table could produce would teach apps to write records
// the engine refuses. (TypeScript blocks run in test/docs-examples.test.ts.)
const root = new URL("..", import.meta.url).pathname;

interface JsonBlock {
  readonly where: string;
  readonly text: string;
}

/** The ```json blocks of every page, indented ones (in a list item) too. */
function jsonBlocks(): JsonBlock[] {
  const blocks: JsonBlock[] = [];
  for (const page of docPages(root)) {
    const lines = page.text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,})json\s*$/.exec(lines[i]!);
      if (!open) continue;
      const close = lines.findIndex((l, j) => j > i && l.trim() === open[2]);
      if (close < 0) throw new Error(`${page.file}:${i + 1}: unclosed block`);
      blocks.push({ where: `${page.file}:${i + 1}`, text: lines.slice(i + 1, close).join("\n") });
      i = close;
    }
  }
  return blocks;
}

const REPLAY: Record<string, (record: unknown) => { ok: boolean; error?: unknown }> = {
  "aces-high": acesHigh,
  epic,
  "space-race": spaceRace,
  fireteam,
  "intergalactic-ace": intergalacticAce,
};

interface Found {
  readonly where: string;
  readonly mode: string;
  readonly result: { ok: boolean; error?: unknown };
}

/** Every record in `value`, checked by what reads it. */
function records(value: unknown, where: string): Found[] {
  if (typeof value !== "object" || value === null) return [];
  const nested = Object.entries(value).flatMap(([key, v]) => records(v, `${where} ${key}`));
  const mode = (value as { mode?: unknown }).mode;
  if (typeof mode !== "string") return nested;
  // A game record has a setup and events; a conformance case names its mode beside the record it holds.
  const recorded = "setup" in value && "events" in value;
  if ((Object.hasOwn(REPLAY, mode) || (mode === "aces-high-event" && "record" in value)) && !recorded) return nested;
  const replay = Object.hasOwn(REPLAY, mode) ? REPLAY[mode] : undefined;
  const result =
    replay !== undefined
      ? replay(value)
      : mode === "aces-high-event"
        ? recorded ? kitRecord(value) : parseEventFile(value)
        : mode === "aces-high-result"
          ? parseResultRecord(value, ((value as { players?: { id: string }[] }).players ?? []).map((p) => p.id))
          : { ok: false, error: `a record of mode ${mode}, which nothing here reads` };
  return [{ where, mode, result }, ...nested];
}

/** A side event's record of the conformance kit, as its reference scorer reads it. */
function kitRecord(value: object): { ok: boolean; error?: unknown } {
  const results = referenceResults("aces-high-event", value);
  return "error" in results ? { ok: false, error: results.error } : { ok: true };
}

describe("the records of the docs", () => {
  const blocks = jsonBlocks();
  const found = blocks.flatMap((b) => {
    let value: unknown;
    try {
      value = JSON.parse(b.text);
    } catch (e) {
      return [{ where: b.where, mode: "(not JSON)", result: { ok: false, error: String(e) } }];
    }
    return records(value, b.where);
  });

  it("finds the records of every mode, the event file and the result record", () => {
    expect(new Set(found.map((f) => f.mode))).toEqual(new Set([...Object.keys(REPLAY), "aces-high-event", "aces-high-result"]));
  });

  it.each(found.map((f) => [f.where, f.mode, f] as const))("%s: the %s record is one the engine takes", (_where, _mode, f) => {
    expect(f.result.ok ? "taken" : f.result.error).toBe("taken");
  });
});
