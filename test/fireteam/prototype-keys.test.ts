import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scoreboard, tryReplay } from "../../src/modes/fireteam/index.js";

// Names a record may use for players and sectors that are also keys of Object.prototype: the
// dictionaries of the mode (sector owners, harvester distances) must treat them as plain keys.
const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", `${name}.json`), "utf8")).record;

/** The record as JSON text with every string token `"from"` (ids and keys alike) renamed to `to`. */
const renamed = (record: unknown, from: string, to: string): string => JSON.stringify(record).replaceAll(JSON.stringify(from), JSON.stringify(to));

describe("A.C.E. Fireteam: ids that are Object.prototype keys", () => {
  const push = fixture("harvester-push-closest-edge-wins");
  const lastReport = push.events.findLastIndex((e: { harvesterDistances?: object }) => e.harvesterDistances !== undefined);

  it.each(["b", "constructor", "toString", "valueOf", "hasOwnProperty"])("Harvester Push: a player %s without a distance in the last report is ERR_MISSING_REPORT", (id) => {
    const record = JSON.parse(renamed(push, "b", id));
    delete record.events[lastReport].harvesterDistances[id];
    const result = tryReplay(record);
    expect(result.ok ? scoreboard(result.value).players : result.error).toMatchObject({ code: "ERR_MISSING_REPORT", event: lastReport });
  });

  it.each(["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"])("Harvester Push: player b renamed %s scores as b did", (id) => {
    const before = tryReplay(push);
    if (!before.ok) throw new Error(before.error.message);
    const result = tryReplay(renamed(push, "b", id));
    if (id === "__proto__") {
      // Player ids start with a letter or digit: the setup says so, as it does for "_b".
      expect(result.ok ? null : result.error.code).toBe("ERR_INVALID_SETUP");
      return;
    }
    if (!result.ok) throw new Error(result.error.message);
    expect(JSON.stringify(scoreboard(result.value)).replaceAll(id, "b")).toBe(JSON.stringify(scoreboard(before.value)));
  });

  it.each(["constructor", "toString", "valueOf", "hasOwnProperty"])("Harvester Push: player b renamed %s keeps its start distance and its last known distance scores", (id) => {
    const start = fixture("harvester-push-start-distances-count");
    const before = tryReplay(start);
    if (!before.ok) throw new Error(before.error.message);
    const result = tryReplay(renamed(start, "b", id));
    if (!result.ok) throw new Error(result.error.message);
    expect(scoreboard(result.value).players.map((p) => [p.id, p.score])).toEqual([["a", 3], [id, 9]]);
    // A report off by more than the harvester moved is refused for that player as for any other.
    const far = JSON.parse(renamed(fixture("harvester-distances-follow-its-moves"), "b", id));
    far.events.at(-1).harvesterDistances = { a: 3, [id]: 8 };
    const refused = tryReplay(far);
    expect(refused.ok ? "accepted" : refused.error.message).toContain(`distance to ${id}'s edge`);
  });

  const SECTORS = ["A1", "A2", "B1", "B2", "C1", "C2"];
  const NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "__defineGetter__"];
  it.each(SECTORS.flatMap((from) => NAMES.map((to) => [from, to])))("Control: sector %s named %s is held and scored like any other", (from, sector) => {
    const control = fixture("control-worked-game");
    const before = tryReplay(control);
    if (!before.ok) throw new Error(before.error.message);
    const text = renamed(control, from, sector);
    expect(text).toContain(`${JSON.stringify(sector)}`);
    const after = tryReplay(text);
    if (!after.ok) throw new Error(after.error.message);
    const board = scoreboard(after.value);
    expect(board.winners).toEqual(["a"]);
    expect(board.players.map((p) => [p.id, p.score])).toEqual([["a", 3], ["b", 2]]);
    expect(JSON.stringify(board).replaceAll(sector, from)).toBe(JSON.stringify(scoreboard(before.value)));
    // The owners stay a dictionary of own keys, in the order of the board's sectors, which JSON prints as any other.
    expect(JSON.stringify(after.value.sectorOwner)).toBe(JSON.stringify(before.value.sectorOwner).replace(JSON.stringify(from), JSON.stringify(sector)));
  });
});
