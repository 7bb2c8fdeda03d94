import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CommandRun, OUTPUT_LIMITS, runConformance, shellRunner, TIMEOUTS_IN_A_ROW } from "../../src/cli/conformance.js";
import { conformanceCases } from "../../src/conformance/index.js";
import { cli } from "../cli/io.js";
import { sourceEntries } from "../helpers/entries.js";
import { blocksUnder, page, root } from "./doc-blocks.js";

// The worked example of docs/conformance.md, as the page shows it: the scorer (a TypeScript block)
// built with the package's sources, run through `ace-ledger conformance`, prints what the page says.
const sources = sourceEntries(root);
const sourcesPlugin: Plugin = {
  name: "ace-ledger-sources",
  setup(b) {
    b.onResolve({ filter: /^ace-ledger(\/|$)/ }, (args) => ({ path: sources[args.path]! }));
  },
};

const dir = mkdtempSync(join(tmpdir(), "ace-ledger-conformance-"));
// Scorers that are wrong in plain ways, as shell commands (quicker to start than node).
const EMPTY = "cat > /dev/null; echo '{}'";
const TEXT = "cat > /dev/null; echo 'victory: 3'; echo 'no JSON here' >&2; exit 3";
const REJECT = `cat > /dev/null; echo '{"error": {"code": "ERR_X", "event": 0}}'; exit 1`;
const script = (name: string, code: string) => writeFileSync(join(dir, name), code);

beforeAll(async () => {
  const [scorer] = blocksUnder(page(), "## A scorer in another program", "ts");
  const bundled = await build({
    stdin: { contents: scorer!, loader: "ts", resolveDir: root, sourcefile: "scorer.ts" },
    bundle: true, platform: "node", format: "esm", target: "node20", write: false, logLevel: "silent", plugins: [sourcesPlugin],
  });
  script("scorer.mjs", bundled.outputFiles[0]!.text);
  // The side events' pairing code of test/conformance/pairing-scorer.ts as a program: the record on
  // standard input, the results on standard output; its first argument, if any, is how it is wrong.
  const pairing = await build({
    stdin: {
      contents: `import { readFileSync } from "node:fs"; import { pairingScorer } from "./pairing-scorer.ts";
        console.log(JSON.stringify(pairingScorer({ wrong: process.argv[2] })(JSON.parse(readFileSync(0, "utf8")))));`,
      loader: "ts", resolveDir: import.meta.dirname, sourcefile: "pairing.ts",
    },
    bundle: true, platform: "node", format: "esm", target: "node20", write: false, logLevel: "silent",
  });
  script("pairing.mjs", pairing.outputFiles[0]!.text);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each run starts the scorer once per case: on a busy machine a mode's whole kit can take minutes.
describe("ace-ledger conformance", { timeout: 300_000 }, () => {
  it("runs the scorer of docs/conformance.md over every Aces High case: every case passes, as the page shows", () => {
    const shown = blocksUnder(page(), "## A scorer in another program", "text")[0]!.trim();
    const { code, out, err } = cli(["conformance", "aces-high", "--command", `node ${join(dir, "scorer.mjs")}`]);
    expect(err).toBe("");
    expect(out).toBe(shown);
    expect(code).toBe(0);
    // The page's command line is the one run.
    expect(blocksUnder(page(), "## A scorer in another program", "sh").some((b) => b.trim() === 'npx ace-ledger conformance aces-high --command "node scorer.mjs"')).toBe(true);
  });

  it("runs a league site's pairing code over the side-event cases: right, every case passes; wrong, the report says where", () => {
    const total = conformanceCases("aces-high-event").length;
    const right = cli(["conformance", "aces-high-event", "--command", `node ${join(dir, "pairing.mjs")}`]);
    expect([right.code, right.err, right.out]).toEqual([0, "", `aces-high-event conformance kit: ${total} cases\n${total} passed, 0 failed, 0 skipped`]);
    const wrong = cli(["conformance", "aces-high-event", "--command", `node ${join(dir, "pairing.mjs")} seatOrder`, "--exclude-rulings", "salvo-roll"]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(
      [
        "FAIL  tie-broken-by-the-place-at-the-table",
        '      rounds["2"].tables["1"]: expected ["anna","ben","cara","fay","gus"] (in any order), got ["anna","ben","cara","fay","dev"]',
        '      rounds["2"].tables["2"]: expected ["dev","hal","ivy","eli","jon"] (in any order), got ["gus","hal","ivy","eli","jon"]',
        "      players.gus.rank: expected 5, got 6",
        "      players.dev.rank: expected 6, got 5",
        '      rests on aces-high.txt, Pairings: "The second and third rounds are arranged based on the points scored by players in the previous rounds - more successful players are grouped together. ... In case of tied points, the place taken at the table in the previous round is considered."',
      ].join("\n"),
    );
    expect(wrong.out).toContain("skip  tie-across-tables-waits-for-a-salvo-roll: ruling salvo-roll excluded");
  });

  it("a wrong scorer fails, exit 1, and the report says why; --json prints the report", () => {
    const wrong = cli(["conformance", "epic", "--command", EMPTY]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("\nFAIL  casualties-count-own-ships\n      players.ben.casualties: expected 53, got nothing\n");
    expect(wrong.out).toContain("\nFAIL  unknown-ship\n      expected the record to be rejected: ERR_UNKNOWN_SHIP at event 1; the results accept it\n");
    expect(wrong.out.split("\n").at(-1)).toBe(`0 passed, ${conformanceCases("epic").length} failed, 0 skipped`);
    const json = JSON.parse(cli(["conformance", "epic", "--command", EMPTY, "--json"]).out);
    expect([json.mode, json.failed, json.cases[0].status]).toEqual(["epic", conformanceCases("epic").length, "fail"]);
  });

  it("a scorer's exit status is not read; what it prints must be JSON", () => {
    // A few cases are enough here, and keep the test's time off the size of the Epic kit.
    const some = "player-in-two-teams,half-points-rounded-up,unknown-ship";
    const rejecting = cli(["conformance", "epic", "--command", REJECT, "--case", some, "--exclude-cases", "unknown-ship"]);
    expect(rejecting.code).toBe(1);
    expect(rejecting.out).toContain("\nFAIL  player-in-two-teams\n      error: expected ERR_INVALID_SETUP in the setup, got ERR_X at event 0\n");
    expect(rejecting.out).toContain("\nFAIL  half-points-rounded-up\n      expected the record to be accepted, got ERR_X at event 0\n");
    expect(rejecting.out).toContain("skip  unknown-ship: case excluded");
    const text = cli(["conformance", "epic", "--command", TEXT, "--case", some]);
    expect(text.out).toContain('      the scorer threw: the command printed "victory: 3", not JSON results (exit status 3); it said: no JSON here\n');
    const missing = cli(["conformance", "epic", "--command", "no-such-scorer-anywhere", "--case", some]);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/the command printed nothing, not JSON results \(exit status 127\); it said: .*not found/);
  });

  it("excludes rulings and cases by name; a name the mode does not have is a usage error", () => {
    const report = JSON.parse(cli(["conformance", "aces-high", "--command", EMPTY, "--exclude-rulings", "victory-floor,simultaneous-destruction", "--json"]).out);
    const skipped = report.cases.filter((c: { status: string }) => c.status === "skipped");
    expect(skipped.length).toBe(conformanceCases("aces-high").filter((c) => c.rulings.includes("victory-floor") || c.rulings.includes("simultaneous-destruction")).length);
    expect(skipped.length).toBeGreaterThanOrEqual(4);
    for (const [args, message] of [
      [["conformance", "aces-high", "--command", "x", "--exclude-rulings", "victory-flor"], /^expected a ruling of aces-high \(victory-floor, .*\), got "victory-flor"\n/],
      [["conformance", "aces-high", "--command", "x", "--exclude-cases", "faq-nothing"], /^expected a case of the aces-high kit, got "faq-nothing"\n/],
      [["conformance", "chess", "--command", "x"], /^expected a mode of the kit \(aces-high, epic, space-race, fireteam, intergalactic-ace, aces-high-event\), got "chess"\n/],
      [["conformance", "epic"], /^expected --command <the scorer's command> \(or --list, or --case <name> --print-record\)\n/],
      [["conformance", "epic", "--print-record"], /^expected --case <name> with --print-record and no --command/],
      [["conformance", "epic", "--list", "--command", "x"], /^expected --list without --command\n/],
      [["conformance", "epic", "--case", "faq-nothing", "--list"], /^expected a case of the epic kit \(ace-ledger conformance epic --list\), got "faq-nothing"\n/],
      [["conformance", "--command", "x"], /^expected one mode: aces-high, epic/],
      [["conformance", "epic", "--command", "x", "--timeout", "0"], /^expected --timeout to be a whole number of seconds from 1 to 3600, got "0"\n/],
      [["conformance", "epic", "--command", "x", "--explain"], /^unknown option --explain \(ace-ledger help conformance lists its options\)$/],
    ] as const) {
      const r = cli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(message);
    }
  });

  it("--list names every case of the kit, with its rulings and options; --json gives them as data", () => {
    const cases = conformanceCases("aces-high");
    const listed = cli(["conformance", "aces-high", "--list"]);
    expect([listed.code, listed.err]).toEqual([0, ""]);
    const lines = listed.out.split("\n");
    expect(lines.map((l) => l.split("  ")[0])).toEqual(cases.map((c) => c.name));
    expect(lines.find((l) => l.startsWith("faq-mutual-kill  "))).toBe("faq-mutual-kill  rulings: simultaneous-destruction, bounty-while-removed, road-rage-fire  options: rules {\"victoryLimit\":null}");
    const data = JSON.parse(cli(["conformance", "epic", "--list", "--json"]).out);
    expect(data).toEqual(conformanceCases("epic").map(({ name, rule, rulings, options }) => ({ name, rule, rulings, options })));
  });

  it("--case runs only the cases named; --print-record gives a case's record alone, or each failed case's record in the report", () => {
    const one = cli(["conformance", "aces-high", "--case", "faq-mutual-kill", "--command", `node ${join(dir, "scorer.mjs")}`]);
    expect([one.code, one.out]).toEqual([0, "aces-high conformance kit: 1 cases\n1 passed, 0 failed, 0 skipped"]);
    const kase = conformanceCases("aces-high").find((c) => c.name === "faq-mutual-kill")!;
    const printed = cli(["conformance", "aces-high", "--case", "faq-mutual-kill", "--print-record"]);
    expect([printed.code, printed.err]).toEqual([0, ""]);
    expect(JSON.parse(printed.out)).toEqual(kase.record);
    // The record printed is the one the scorer is given: fed to the scorer by hand, it scores as the case expects.
    const two = cli(["conformance", "space-race", "--case", `${conformanceCases("space-race")[0]!.name},${conformanceCases("space-race")[1]!.name}`, "--print-record"]);
    expect(two.out.split("\n").map((l) => JSON.parse(l))).toEqual(conformanceCases("space-race").slice(0, 2).map((c) => c.record));
    const failing = cli(["conformance", "aces-high", "--case", "faq-mutual-kill", "--command", EMPTY, "--print-record"]);
    expect(failing.code).toBe(1);
    expect(failing.out).toContain(`      record: ${JSON.stringify(kase.record)}`);
    const json = JSON.parse(cli(["conformance", "aces-high", "--case", "faq-mutual-kill", "--command", EMPTY, "--json"]).out);
    expect(json.cases).toHaveLength(1);
    expect(json.cases[0].record).toEqual(kase.record);
  });

  it("help conformance gives the usage, options, examples and exit codes", () => {
    const help = cli(["help", "conformance"]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: ace-ledger conformance <mode> \(--command <command> \| --list\) \[--case <names>\] \[--print-record\] /);
    expect(help.out).toContain("Exit codes: 0 every case passed (or was skipped), 1 a case failed, 2 usage.");
    expect(cli(["help"]).out).toContain("ace-ledger conformance <mode>");
  });

  it("a scorer that runs too long is stopped", () => {
    const run = shellRunner(`"${process.execPath}" -e "setTimeout(() => {}, 5000)"`, "{}", 300);
    expect(run.failure).toBe("timed out after 0.3 s");
    expect(run.timedOut).toBe(true);
  });

  // A process that is gone, or a zombie waiting for its parent to read its status.
  const gone = (pid: number) => {
    const stat = `/proc/${pid}/stat`;
    return !existsSync(stat) || readFileSync(stat, "utf8").split(") ")[1]!.startsWith("Z");
  };

  it("stops the scorer's whole process group, on a time-out and once it has exited", () => {
    const pids = join(dir, "pids");
    const timedOut = shellRunner(`sleep 30 & echo $! > ${pids}-1; sleep 30`, "{}", 500);
    expect(timedOut.failure).toBe("timed out after 0.5 s");
    const exited = shellRunner(`cat > /dev/null; (sleep 30 > /dev/null 2>&1 &) ; sleep 30 > /dev/null 2>&1 & echo $! > ${pids}-2; echo '{}'`, "{}", 5_000);
    expect([exited.failure, exited.stdout]).toEqual([undefined, "{}\n"]);
    for (const file of [`${pids}-1`, `${pids}-2`]) {
      const pid = Number(readFileSync(file, "utf8"));
      expect(pid).toBeGreaterThan(1);
      expect(gone(pid), file).toBe(true);
    }
  });

  it("keeps the first bytes of a flood on standard error, and results of bounded size", () => {
    const flood = shellRunner(`cat > /dev/null; head -c 50000000 /dev/zero | tr '\\0' x >&2; echo '{"over": true}'`, "{}", 20_000);
    expect(flood.failure).toBeUndefined();
    expect(flood.stdout).toBe('{"over": true}\n');
    expect(flood.stderr.length).toBe(OUTPUT_LIMITS.stderr);
    const huge = shellRunner(`cat > /dev/null; head -c ${OUTPUT_LIMITS.stdout + 10} /dev/zero`, "{}", 20_000);
    expect(huge.failure).toBe(`printed more than ${OUTPUT_LIMITS.stdout} bytes of results`);
    expect(huge.stdout).toBe("");
  });

  it("names the signal that stopped a scorer", () => {
    const killed = shellRunner("cat > /dev/null; kill -9 $$", "{}", 5_000);
    expect([killed.status, killed.signal]).toEqual([null, "SIGKILL"]);
    const { out } = cli(["conformance", "epic", "--command", "cat > /dev/null; kill -SEGV $$", "--exclude-cases", conformanceCases("epic").slice(1).map((c) => c.name).join(",")]);
    expect(out).toContain("the scorer threw: the command printed nothing, not JSON results (stopped by SIGSEGV)");
  });

  it("deeply nested output fails the case, in text and --json", () => {
    writeFileSync(join(dir, "deep.json"), `${"[".repeat(200_000)}${"]".repeat(200_000)}`);
    const only = ["--exclude-cases", conformanceCases("epic").slice(2).map((c) => c.name).join(",")];
    const text = cli(["conformance", "epic", "--command", `cat > /dev/null; cat ${join(dir, "deep.json")}`, ...only]);
    expect(text.code).toBe(1);
    expect(text.out).toContain("the results are nested more than 100 levels deep (a cycle?)");
    const json = JSON.parse(cli(["conformance", "epic", "--command", `cat > /dev/null; cat ${join(dir, "deep.json")}`, "--json", ...only]).out);
    expect(json.failed).toBe(2);
  });

  it(`after ${TIMEOUTS_IN_A_ROW} time-outs in a row the rest of the cases are not run`, () => {
    let calls = 0;
    const hung = (): CommandRun => {
      calls += 1;
      return { status: null, signal: "SIGKILL", stdout: "", stderr: "", failure: "timed out after 30 s", timedOut: true };
    };
    const out: string[] = [];
    const usage = (m: string): never => {
      throw new Error(m);
    };
    const code = runConformance({ words: ["epic"], flags: new Set(["--json"]), values: new Map([["--command", "x"]]), out: (t) => out.push(t), usage, wholeNumber: () => 30, runner: hung });
    expect(code).toBe(1);
    expect(calls).toBe(TIMEOUTS_IN_A_ROW);
    const report = JSON.parse(out.join(""));
    expect(report.failed).toBe(conformanceCases("epic").length);
    expect(report.cases.at(-1).differences[0].message).toBe(`the scorer threw: not run: the command timed out on ${TIMEOUTS_IN_A_ROW} cases in a row`);
  });
});
