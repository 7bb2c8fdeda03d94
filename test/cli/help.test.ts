import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./io.js";

const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const COMMANDS = ["score", "tables", "event init", "event next", "event sheets", "event result", "event seat", "event drop", "event join", "event squad", "event salvo", "event standings", "setup", "conformance"];

describe("ace-ledger help and --version", () => {
  it("--version prints the version of package.json", () => {
    expect(cli(["--version"])).toEqual({ code: 0, out: version, err: "" });
  });

  it.runIf(existsSync(join(root, "dist", "cli.cjs")))("the built bin prints it too", () => {
    expect(execFileSync("node", [join(root, "dist", "cli.cjs"), "--version"]).toString().trim()).toBe(version);
  });

  it("help, --help and -h print the overview of every command, and exit 0", () => {
    const overview = cli(["help"]);
    expect(overview.code).toBe(0);
    for (const command of [...COMMANDS, "help [<command>]", "--version"]) expect(overview.out).toContain(`ace-ledger ${command}`);
    expect(cli(["--help"])).toEqual(overview);
    expect(cli(["-h"])).toEqual(overview);
  });

  it("help <command> and <command> --help print that command's usage, options, example and exit codes", () => {
    for (const command of COMMANDS) {
      const words = command.split(" ");
      const help = cli(["help", ...words]);
      expect(help.code, command).toBe(0);
      expect(help.out, command).toMatch(new RegExp(`^Usage: ace-ledger ${command} `));
      expect(help.out, command).toMatch(/\nOptions:\n {2}\S/);
      expect(help.out, command).toMatch(new RegExp(`\\nExamples?:\\n {2}ace-ledger ${command} `));
      expect(help.out, command).toMatch(/\nExit codes: 0 /);
      expect(cli([...words, "--help"]), command).toEqual(help);
      // Every option the usage line names is explained.
      const usage = help.out.split("\n")[0]!;
      for (const option of usage.match(/--[a-z-]+/g) ?? []) expect(help.out, `${command} ${option}`).toMatch(new RegExp(`\\n {2}${option} +\\S`));
    }
  });

  it("help event covers every event command; an unknown command is a usage error", () => {
    const help = cli(["help", "event"]);
    for (const command of COMMANDS.filter((c) => c.startsWith("event "))) expect(help.out).toContain(`Usage: ace-ledger ${command} `);
    const unknown = cli(["help", "scores"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toBe("unknown command scores; did you mean score? (ace-ledger help lists the commands)");
    // `help help`: the overview, which lists `help [<command>]`.
    const helpHelp = cli(["help", "help"]);
    expect(helpHelp.code).toBe(0);
    expect(helpHelp.out).toBe(cli(["help"]).out);
  });

  it("a usage error of a command prints that command's usage, not the overview", () => {
    for (const args of [["setup", "x.json"], ["score"], ["tables", "abc"], ["event", "next"], ["conformance"]]) {
      const r = cli(args);
      const usage = cli(["help", ...args.slice(0, args[0] === "event" ? 2 : 1)]).out.split("\n")[0]!;
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toContain(usage);
      // The overview is a "Usage:" line of its own, followed by every command.
      expect(r.err, args.join(" ")).not.toContain("Usage:\n");
    }
  });

  it("an unknown command or option is one line: what it most likely misspells, and where the list is", () => {
    const line = (args: string[]) => {
      const r = cli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.out).toBe("");
      expect(r.err.split("\n").filter((l) => l !== ""), args.join(" ")).toHaveLength(1);
      return r.err.trimEnd();
    };
    expect(line(["scroe", "game.json"])).toBe("unknown command scroe; did you mean score? (ace-ledger help lists the commands)");
    expect(line(["tabels", "9"])).toBe("unknown command tabels; did you mean tables? (ace-ledger help lists the commands)");
    expect(line(["frobnicate"])).toBe("unknown command frobnicate (ace-ledger help lists the commands)");
    expect(line(["help", "setpu"])).toBe("unknown command setpu; did you mean setup? (ace-ledger help lists the commands)");
    expect(line(["score", "game.json", "--jsn"])).toBe("unknown option --jsn; did you mean --json? (ace-ledger help score lists its options)");
    expect(line(["score", "game.json", "--explian"])).toBe("unknown option --explian; did you mean --explain? (ace-ledger help score lists its options)");
    expect(line(["score", "game.json", "--exp"])).toBe("unknown option --exp; did you mean --explain? (ace-ledger help score lists its options)");
    expect(line(["setup", "--limt", "80", "a.json"])).toBe("unknown option --limt; did you mean --limit? (ace-ledger help setup lists its options)");
    expect(line(["event", "init", "e.json", "--player", "names.txt"])).toBe("unknown option --player; did you mean --players? (ace-ledger help event init lists its options)");
    expect(line(["conformance", "epic", "--comand", "x"])).toBe("unknown option --comand; did you mean --command? (ace-ledger help conformance lists its options)");
    // Only an option of the command named is suggested; nothing near enough, no guess.
    expect(line(["event", "standings", "e.json", "--tabel", "2"])).toBe("unknown option --tabel (ace-ledger help event standings lists its options)");
    expect(line(["score", "game.json", "--verbose"])).toBe("unknown option --verbose (ace-ledger help score lists its options)");
  });

  it("help event standings gives its exit codes", () => {
    expect(cli(["event", "standings", "--help"]).out).toMatch(/Exit codes: 0 every game counted; 1 .*a game breaks a rule.*\n {2}has not ended; 2 .*a game file cannot be read/);
  });
});
