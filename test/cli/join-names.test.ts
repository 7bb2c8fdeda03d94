// Players are named as people are: in any script, two of one name, two names giving one id.
import { describe, expect, it } from "vitest";
import { idFrom, PLAYER_ID } from "../../src/core/ids.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { commandLineOver } from "./io.js";

function workspace() {
  const files = new Map<string, string>();
  const cli = commandLineOver(files);
  const event = () => JSON.parse(files.get("/ev/event.json")!) as AcesHighEvent;
  return { cli, event };
}

describe("ids made from names in any script (item 14)", () => {
  it("idFrom gives names without Latin letters distinct, stable ids", () => {
    const names = ["李雷", "王芳", "Иван Петров", "Ιωάννης", "محمد", "🚀", "李".repeat(30)];
    const ids = names.map((n, i) => idFrom(n, i));
    expect(ids.slice(0, 2)).toEqual(["u674e-96f7", "u738b-82b3"]);
    expect(new Set(ids).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(PLAYER_ID);
    // The same name gives the same id wherever it stands.
    expect(names.map((n) => idFrom(n, 99))).toEqual(ids);
    expect(idFrom("Zoë Ng", 0)).toBe("zoe-ng");
  });

  it("two arrivals named in Chinese both join, under their names", () => {
    const { cli, event } = workspace();
    expect(cli("event", "init", "/ev/event.json", "--seed", "1", "anna", "ben", "cara", "dev").code).toBe(0);
    const li = cli("event", "join", "/ev/event.json", "李雷");
    expect(li.code, li.err).toBe(0);
    expect(li.out).toContain("李雷 (u674e-96f7) joins from round 1");
    const wang = cli("event", "join", "/ev/event.json", "王芳");
    expect(wang.code, wang.err).toBe(0);
    expect(event().entrants).toEqual([
      { player: "u674e-96f7", name: "李雷" },
      { player: "u738b-82b3", name: "王芳" },
    ]);
  });

  it("init: two names giving one id keep both (the later numbered); one name twice is refused, saying how to tell them apart", () => {
    const { cli, event } = workspace();
    const both = cli("event", "init", "/ev/event.json", "--seed", "1", "Ana Lee", "ana lee!", "ben", "cara");
    expect(both.code, both.err).toBe(0);
    expect(event().players).toEqual(["ana-lee", "ana-lee-2", "ben", "cara"]);
    const twice = cli("event", "init", "/ev/other.json", "--seed", "1", "Ana Lee", "Ana Lee", "ben", "cara");
    expect(twice.code).toBe(2);
    expect(twice.err.split("\n")[0]).toBe('expected each player once; "Ana Lee" is named twice (two players of one name: name them apart, e.g. "Ana Lee 2")');
  });

  it("join: a namesake is refused with the --id to give; --id adds them; another name giving a taken id is numbered", () => {
    const { cli, event } = workspace();
    expect(cli("event", "init", "/ev/event.json", "--seed", "1", "Ana Lee", "ben", "cara", "dev").code).toBe(0);
    const same = cli("event", "join", "/ev/event.json", "Ana Lee");
    expect(same.code).toBe(1);
    expect(same.err).toBe('ERR_UNKNOWN_PLAYER: expected a new player; "Ana Lee" is already in the event (ana-lee); to add another player of that name, give them an id of their own: --id ana-lee-2');
    const withId = cli("event", "join", "/ev/event.json", "Ana Lee", "--id", "ana-lee-2");
    expect(withId.code, withId.err).toBe(0);
    expect(withId.out).toContain("Ana Lee (ana-lee-2) joins");
    const other = cli("event", "join", "/ev/event.json", "Ana-Lee!");
    expect(other.code, other.err).toBe(0);
    expect(event().players).toEqual(["ana-lee", "ben", "cara", "dev", "ana-lee-2", "ana-lee-3"]);
    expect(cli("event", "join", "/ev/event.json", "Kim", "--id", "-kim").err).toMatch(/^expected --id to be 1 to 64 letters/);
  });

  it("a player who left comes back by the name they were shown by", () => {
    const { cli, event } = workspace();
    expect(cli("event", "init", "/ev/event.json", "--seed", "1", "Zoë Ng", "ben", "cara", "dev", "eli").code).toBe(0);
    expect(cli("event", "drop", "/ev/event.json", "zoe-ng").code).toBe(0);
    const back = cli("event", "join", "/ev/event.json", "Zoë Ng");
    expect(back.code, back.err).toBe(0);
    expect(back.out).toContain("Zoë Ng is back");
    expect(event().drops ?? []).toEqual([]);
  });
});
