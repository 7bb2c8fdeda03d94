import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./io.js";

const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const COMMANDS = ["score", "tables", "event init", "event next", "event sheets", "event result", "event seat", "event drop", "event join", "event salvo", "event standings", "setup", "conformance"];

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
    expect(unknown.err).toMatch(/^unknown command scores\n/);
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
    // An unknown command still gets the overview.
    expect(cli(["frobnicate"]).err).toContain("Usage:\n");
  });

  it("help event standings gives its exit codes", () => {
    expect(cli(["event", "standings", "--help"]).out).toMatch(/Exit codes: 0 every game counted; 1 .*a game breaks a rule.*\n {2}has not ended; 2 .*a game file cannot be read/);
  });
});
