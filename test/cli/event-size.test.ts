// No command writes an event file that the commands would then refuse to read (EVENT_FILE_LIMIT).
import { describe, expect, it } from "vitest";
import { EVENT_FILE_LIMIT } from "../../src/cli/event-file.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { sheet } from "../tournament/helpers.js";
import { pairedEvent } from "./io.js";

const PLAYERS = ["anna", "ben", "cara", "dev", "eli", "fay", "gus", "hal"];

describe("the size of the event file written (item 1)", () => {
  it("five 14 MiB score sheets: the write that would pass the read limit is refused, naming it, and the file still reads", () => {
    const { files, cli, tables } = pairedEvent(PLAYERS);
    const [t1, t2] = tables as [string[], string[]];
    expect(cli("event", "result", "/ev/event.json", "--table", "2", ...t2.map((p, i) => `${p}=${3 - i}/0/${i + 1}`)).code).toBe(0);
    const big = (n: number) => JSON.stringify({ ...sheet(...t1.map((p, i) => [p, i === n % 4 ? 3 : 0, 0, i === n % 4 ? 1 : 2] as [string, number, number, number])), meta: "x".repeat(14 * 2 ** 20) });
    const written: number[] = [];
    for (let n = 0; n < 4; n++) {
      files.set(`/ev/big-${n}.json`, big(n));
      const entered = cli("event", "result", "/ev/event.json", "--table", "1", "--game", `/ev/big-${n}.json`, ...(n > 0 ? ["--replace"] : []));
      expect(entered.code, entered.err).toBe(0);
      written.push(Buffer.byteLength(files.get("/ev/event.json")!));
    }
    expect(written.at(-1)).toBeLessThan(EVENT_FILE_LIMIT);
    const before = files.get("/ev/event.json");
    files.set("/ev/big-4.json", big(4));
    const fifth = cli("event", "result", "/ev/event.json", "--table", "1", "--game", "/ev/big-4.json", "--replace");
    expect(fifth.code).toBe(2);
    expect(fifth.err).toMatch(/^ERR_EVENT_FILE_TOO_LARGE: cannot write \/ev\/event\.json: with this change it would be 70\.\d MiB, more than the 64 MiB the event commands read; nothing was written/);
    expect(files.get("/ev/event.json")).toBe(before);
    const standings = cli("event", "standings", "/ev/event.json");
    expect(standings.code, standings.err).toBe(0);
    expect((JSON.parse(files.get("/ev/event.json")!) as AcesHighEvent).replaced).toHaveLength(3);
  });
});
