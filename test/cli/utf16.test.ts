// Files saved as UTF-16 with a byte order mark, as Windows PowerShell 5.1 writes them (`>`, `Out-File`):
// read as the text they hold, wherever the command line reads a JSON or text file. Bytes holding NUL
// without a mark are refused, naming the encoding they most likely are.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskEventFiles } from "../../src/cli/event-file.js";
import { nodeIo } from "../../src/cli/io.js";
import { run } from "../../src/cli/run.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { eventOf, game } from "../tournament/helpers.js";
import { root } from "./io.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-utf16-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The command line in this process, on the files of the disk. */
function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { ...nodeIo, out: (t) => out.push(t), err: (t) => err.push(t), eventFiles: diskEventFiles });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const ENCODINGS = {
  "UTF-8": (text: string) => Buffer.from(text, "utf8"),
  "UTF-16LE": (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
  "UTF-16BE": (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]),
};
const UTF16 = ["UTF-16LE", "UTF-16BE"] as const;

/** Writes `text` in `encoding` to the file `name` of the test's folder. */
function save(name: string, text: string, encoding: keyof typeof ENCODINGS): string {
  const path = join(dir, name);
  writeFileSync(path, ENCODINGS[encoding](text));
  return path;
}

const demo = readFileSync(join(root, "examples", "aces-high-demo.json"), "utf8");

describe("UTF-16 with a byte order mark is read as its text", () => {
  it("score: a record", () => {
    const plain = cli("score", save("game.json", demo, "UTF-8"));
    expect(plain.code).toBe(0);
    for (const encoding of UTF16) expect(cli("score", save("game.json", demo, encoding)), encoding).toEqual(plain);
  });

  it("event standings: the event file, and the records its tables name by file", () => {
    const { event } = JSON.parse(readFileSync(join(root, "test", "fixtures", "tournament", "ten-players-three-rounds.json"), "utf8"));
    const records = new Map<string, string>();
    event.rounds.forEach((round: { tables: { record?: unknown }[] }, r: number) =>
      round.tables.forEach((table, t) => {
        records.set(`r${r}t${t}.json`, JSON.stringify(table.record));
        table.record = `r${r}t${t}.json`;
      }),
    );
    const named = (encoding: keyof typeof ENCODINGS) => {
      for (const [name, record] of records) save(name, record, encoding);
      return save("event.json", JSON.stringify(event), encoding);
    };
    const plain = cli("event", "standings", named("UTF-8"));
    expect(plain.code).toBe(0);
    expect(plain.out).not.toContain("not scored");
    for (const encoding of UTF16) expect(cli("event", "standings", named(encoding)), encoding).toEqual(plain);
  });

  it("event result --game: the game record, into an event file itself in UTF-16 (written back as UTF-8)", () => {
    const players = ["anna", "ben", "cara", "dev"];
    for (const encoding of UTF16) {
      const path = save("event.json", JSON.stringify(eventOf(players, [[{ players }]])), encoding);
      const record = game(players, [["anna", "ben"]]);
      const r = cli("event", "result", path, "--table", "1", "--game", save("game.json", JSON.stringify(record), encoding));
      expect([r.code, r.err], encoding).toEqual([0, ""]);
      const written = readFileSync(path, "utf8");
      expect((JSON.parse(written) as AcesHighEvent).rounds[0]!.tables[0]!.record, encoding).toEqual(record);
    }
  });

  it("event init --players: a list of players, and the ships beside them", () => {
    for (const encoding of UTF16) {
      const names = save("names.txt", "# Thursday\r\nanna Poe Dameron — T-70\r\nben\r\ncara\r\ndev\r\n", encoding);
      const path = join(dir, `${encoding}.json`);
      const r = cli("event", "init", path, "--players", names);
      expect([r.code, r.err], encoding).toEqual([0, ""]);
      const event = JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
      expect([event.players, event.ships]).toEqual([["anna", "ben", "cara", "dev"], [{ player: "anna", ship: "Poe Dameron — T-70" }]]);
    }
  });
});

describe("bytes holding NUL without a byte order mark are refused, naming the likely encoding (exit 2)", () => {
  const bare = (text: string, encoding: "UTF-16LE" | "UTF-16BE") => ENCODINGS[encoding](text).subarray(2);

  it("score, event standings and event result --game", () => {
    const players = ["anna", "ben", "cara", "dev"];
    const event = save("event.json", JSON.stringify(eventOf(players, [[{ players }]])), "UTF-8");
    for (const encoding of UTF16) {
      const likely = `it holds NUL bytes: likely ${encoding} text without its byte order mark; save it as UTF-8`;
      const record = join(dir, "game.json");
      writeFileSync(record, bare(demo, encoding));
      expect(cli("score", record), encoding).toEqual({ code: 2, out: "", err: `cannot read ${record}: ${likely}` });
      expect(cli("event", "result", event, "--table", "1", "--game", record), encoding).toEqual({ code: 2, out: "", err: `cannot read ${record}: ${likely}` });
      const other = join(dir, "other.json");
      writeFileSync(other, bare(JSON.stringify(eventOf(players)), encoding));
      expect(cli("event", "standings", other), encoding).toEqual({ code: 2, out: "", err: `cannot read ${other}: ${likely}` });
    }
    expect(JSON.parse(readFileSync(event, "utf8")).rounds[0].tables[0].record).toBeUndefined();
  });

  it("UTF-32 is named as such, with its mark or without", () => {
    const utf32le = Buffer.alloc(demo.length * 4);
    for (let i = 0; i < demo.length; i++) utf32le.writeUInt32LE(demo.charCodeAt(i), i * 4);
    const marked = join(dir, "marked.json");
    writeFileSync(marked, Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), utf32le]));
    expect(cli("score", marked)).toEqual({ code: 2, out: "", err: `cannot read ${marked}: it holds NUL characters: likely UTF-32 text; save it as UTF-8` });
    const bare32 = join(dir, "bare.json");
    writeFileSync(bare32, utf32le);
    expect(cli("score", bare32)).toEqual({ code: 2, out: "", err: `cannot read ${bare32}: it holds NUL bytes: likely UTF-32 text, or not text at all; save it as UTF-8` });
  });
});
