import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli/run.js";
import { replay, scoreboard } from "../../src/modes/aces-high/index.js";

const root = join(import.meta.dirname, "..", "..");
const demoPath = join(root, "examples", "aces-high-demo.json");

function cli(args: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (p) => {
      if (p in files) return files[p]!;
      return readFileSync(p, "utf8");
    },
  };
  const code = run(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("ace-ledger score", () => {
  it("prints the standings table", () => {
    const r = cli(["score", demoPath]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/rank\s+player\s+victory\s+bounty\s+status/);
    expect(r.out).toMatch(/1\s+luke\s+6\s+0\s+destroyed/);
    expect(r.out).toContain("Winner: luke");
  });

  it("--json prints exactly the scoreboard", () => {
    const r = cli(["score", demoPath, "--json"]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(["mode", "over", "round", "players", "winners", "ledger"]);
    expect(Object.keys(json.players[0])).toEqual(["id", "rank", "victory", "bounty", "status"]);
    expect(json).toEqual(JSON.parse(JSON.stringify(scoreboard(replay(JSON.parse(readFileSync(demoPath, "utf8")))))));
  });

  it("--explain prints ledger lines citing the rules", () => {
    const r = cli(["score", demoPath, "--explain"]);
    expect(r.out).toContain("events[13] luke victory +2 = 5  kill: final damage to soontir: +2 victory (aces-high.txt, Scoring Points)");
  });

  it("--explain prints every point of every mode: an Epic game's end, an unfinished Fireteam game as it stands", () => {
    const epic = cli(["score", join(root, "examples", "epic-demo.json"), "--explain"]);
    expect(epic.out).toContain("events[13] rebels-a score +3 = 5  halfHealth: decimator of empire-b (5 threat) at half health, 8 of 16 lost: +3 score (epic-battles-rules-reference.txt, Standard Scoring (Quick Builds and Threat))");
    expect(epic.out).toContain("events[13] empire-a casualties +2 = 2  halfHealth: black-wing of empire-a (3 threat) at half health, 6 of 12 lost: +2 casualties (epic-battles-rules-reference.txt, Casualties)");
    const fireteam = cli(["score", join(root, "examples", "fireteam-demo.json"), "--explain"]);
    expect(fireteam.out).toMatch(/^events\[27\] blue score \+6 = 6  unitDown: blue's unit \S+ is disabled or destroyed, as the game stands: \+6 score \(ace-fireteam\.txt, GAME MODES: DESTROYED or DISABLED units\)$/m);
  });

  it("a violation exits 1 with the error, as JSON with --json", () => {
    const bad = JSON.stringify({ mode: "aces-high", setup: JSON.parse(readFileSync(demoPath, "utf8")).setup, events: [{ type: "roundEnded" }] });
    const r = cli(["score", "bad.json", "--json"], { "bad.json": bad });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({ error: { code: "ERR_ROUND", event: 0, message: expect.any(String) } });
    const text = cli(["score", "bad.json"], { "bad.json": bad });
    expect(text.code).toBe(1);
    expect(text.err).toMatch(/^ERR_ROUND at event 0: expected a round to be running/);
  });

  it("not JSON or an unknown mode is ERR_INVALID_RECORD (exit 1)", () => {
    expect(JSON.parse(cli(["score", "x", "--json"], { x: "{" }).out).error.code).toBe("ERR_INVALID_RECORD");
    expect(JSON.parse(cli(["score", "x", "--json"], { x: '{"mode":"go","setup":{},"events":[]}' }).out).error.code).toBe("ERR_INVALID_RECORD");
  });

  it("usage errors and unreadable files exit 2", () => {
    expect(cli([]).code).toBe(2);
    expect(cli(["score"]).code).toBe(2);
    expect(cli(["score", demoPath, "--verbose"]).code).toBe(2);
    expect(cli(["score", join(root, "no-such-file.json")]).code).toBe(2);
    expect(cli(["--help"]).code).toBe(0);
  });

  it.runIf(existsSync(join(root, "dist", "cli.cjs")))("the built bin reads standard input", () => {
    const out = execFileSync("node", [join(root, "dist", "cli.cjs"), "score", "-", "--json"], { input: readFileSync(demoPath) }).toString();
    expect(JSON.parse(out).winners).toEqual(["luke"]);
    const failed = spawnSync("node", [join(root, "dist", "cli.cjs"), "score", "-", "--json"], { input: "[]" });
    expect(failed.status).toBe(1);
  });
});
