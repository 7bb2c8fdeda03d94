// One limit of nesting for every event command: the one the engines copy their input with (100 levels).
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { MAX_NESTING } from "../../src/core/snapshot.js";
import { nextRound } from "../../src/modes/tournament/index.js";
import { eventOf, game } from "../tournament/helpers.js";
import { memoryEventFiles } from "./io.js";

const PLAYERS = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

/** `meta` of `levels` objects, one in the other. */
function nested(levels: number): unknown {
  let meta: unknown = {};
  for (let i = 1; i < levels; i++) meta = { a: meta };
  return meta;
}

/** An event file of 8 players, round 1 paired, whose whole text nests `levels` levels (its own object, then meta's). */
function eventNesting(levels: number, paired = true): string {
  const base = eventOf(PLAYERS);
  const tables = nextRound(base).tables.map((players) => ({ players }));
  return JSON.stringify({ ...base, rounds: paired ? [{ tables }] : [], meta: nested(levels - 1) });
}

function cli(text: string, ...args: string[]) {
  return cliWith(new Map([["/ev/event.json", text]]), ...args);
}

function cliWith(files: Map<string, string>, ...args: string[]) {
  const text = files.get("/ev/event.json");
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => files.get(p) ?? "", eventFiles: memoryEventFiles(files) });
  return { code, out: out.join("\n"), err: err.join("\n"), written: files.get("/ev/event.json") !== text };
}

const COMMANDS: readonly string[][] = [
  ["next"],
  ["next", "--write"],
  ["sheets"],
  ["standings"],
  ["result", "--table", "1", "--round", "1", "P1=3/0/1", "P2=0/0/2"],
  ["seat", "1=anna,ben,cara,dev", "2=eli,fay,gus,hal"],
  ["drop", "hal"],
  ["join", "ivy"],
  ["salvo", "anna=3"],
];

const run1 = (text: string, command: readonly string[]) => cli(text, "event", command[0]!, "/ev/event.json", ...command.slice(1));

describe(`event files nested deeper than ${MAX_NESTING} levels`, () => {
  it(`${MAX_NESTING} levels: every command reads the file`, () => {
    expect(MAX_NESTING).toBe(100);
    const text = eventNesting(MAX_NESTING);
    for (const command of COMMANDS) {
      const r = run1(text, command);
      expect(`${r.out}\n${r.err}`, command.join(" ")).not.toMatch(/levels/);
    }
    expect(run1(eventNesting(MAX_NESTING, false), ["next", "--write"])).toMatchObject({ code: 0, written: true });
    expect(run1(text, ["sheets"]).code).toBe(0);
  });

  it(`${MAX_NESTING + 1} levels: every command refuses the file alike (exit 1), and none writes it`, () => {
    const text = eventNesting(MAX_NESTING + 1);
    const message =
      "ERR_INVALID_RECORD: expected the event file to nest arrays and objects at most 100 levels deep (the limit of every record), got more at event.meta.a.a.a.a.a.a.a.a.a.a.a...";
    for (const command of COMMANDS) {
      const r = run1(text, command);
      expect([r.code, r.err, r.written], command.join(" ")).toEqual([1, message, false]);
    }
  });

  it("3,000 levels: refused at once, with the same message, no stack overflow", () => {
    const text = eventNesting(3000);
    const started = performance.now();
    const r = run1(text, ["result", "--table", "1", "anna=3/0/1"]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^ERR_INVALID_RECORD: expected the event file to nest arrays and objects at most 100 levels deep/);
  });

  it("a game record the engine takes, but that would nest too deep once kept in the event file, is refused; the file is not written", () => {
    const text = eventNesting(2);
    const event = JSON.parse(text) as { rounds: { tables: { players: string[] }[] }[] };
    const record = { ...game(event.rounds[0]!.tables[0]!.players), meta: nested(MAX_NESTING - 2) };
    const files = new Map([["/ev/event.json", text], ["/ev/game.json", JSON.stringify(record)]]);
    expect(run(["score", "/ev/game.json"], { out: () => {}, err: () => {}, readFile: (p) => files.get(p)! })).toBe(0);
    const r = cliWith(files, "event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/game.json");
    expect([r.code, r.written]).toEqual([1, false]);
    // Refused by the library's own check of the event it returns (the same limit), or by the command's before writing.
    expect(r.err).toMatch(/^ERR_INVALID_RECORD: expected (the event file to nest .* at most 100 levels deep .* at )?event\.rounds\[0\]\.tables\[0\]\.record\.meta\.a\.a.*100 levels/);
  });
});
