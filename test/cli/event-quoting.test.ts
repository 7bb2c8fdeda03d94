// The command lines the event commands print for people to copy ("Next:", "Table sheets:", "Enter:")
// are quoted for the shell: pasted, they run ace-ledger with exactly the words meant, and nothing else.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskEventFiles } from "../../src/cli/event-file.js";
import { type Io, run } from "../../src/cli/run.js";
import { shellQuote } from "../../src/cli/shell-quote.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ace-ledger-quoting-"));
  // A stand-in for ace-ledger on the PATH: it writes the words it was given, one per line, to args.txt.
  mkdirSync(join(dir, "bin"));
  writeFileSync(join(dir, "bin", "ace-ledger"), '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done > "$ARGS_FILE"\n');
  chmodSync(join(dir, "bin", "ace-ledger"), 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => readFileSync(p, "utf8"), eventFiles: diskEventFiles };
  return { code: run(args, io), out: out.join("\n"), err: err.join("\n") };
}

/** Runs a printed command line with `sh -c` in `dir` and returns the words ace-ledger got. */
function paste(line: string): string[] {
  const argsFile = join(dir, "args.txt");
  rmSync(argsFile, { force: true });
  const r = spawnSync("sh", ["-c", line], { cwd: dir, env: { PATH: `${join(dir, "bin")}:/usr/bin:/bin`, ARGS_FILE: argsFile }, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(argsFile, "utf8").split("\n").slice(0, -1);
}

const HOSTILE = ["$(touch PWNED)", "`touch PWNED`", "o'neil", "a b", "x;touch PWNED", "*", "~root", "-n"];

describe("shellQuote", () => {
  it("leaves plain words as they are and quotes any other", () => {
    expect(["anna=V/B/P", "evening.json", "--round", "/tmp/x-1/ev.json"].map(shellQuote)).toEqual(["anna=V/B/P", "evening.json", "--round", "/tmp/x-1/ev.json"]);
    expect(shellQuote("$(touch PWNED)")).toBe("'$(touch PWNED)'");
    expect(shellQuote("o'neil")).toBe("'o'\\''neil'");
    expect(shellQuote("")).toBe("''");
  });

  it("gives the shell back any word exactly", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom(..."ab $'\"`\\;&|*?~#!(){}[]<>=%\t-/.".split("")), minLength: 0, maxLength: 12 }), { minLength: 1, maxLength: 4 }), (words) => {
        expect(paste(["ace-ledger", ...words].map(shellQuote).join(" "))).toEqual(words);
      }),
      { numRuns: 40 },
    );
  });
});

describe("the command lines printed by the event commands", () => {
  it("init's Next: and next's Table sheets: name a path with spaces and $(...) as one word", () => {
    const folder = join(dir, "club night $(touch PWNED)");
    mkdirSync(folder);
    writeFileSync(join(folder, "names.txt"), "anna\nben\ncara\ndev\n");
    const path = join(folder, "ev 1.json");
    const init = cli("event", "init", path, "--players", join(folder, "names.txt"), "--seed", "1");
    expect(init.code, init.err).toBe(0);
    const next = /^Next: (.*)$/m.exec(init.out)![1]!;
    expect(paste(next)).toEqual(["event", "next", path, "--write"]);
    const written = cli("event", "next", path, "--write");
    expect(paste(/Table sheets: (.*)$/m.exec(written.out)![1]!)).toEqual(["event", "sheets", path]);
    expect(existsSync(join(dir, "PWNED"))).toBe(false);
  });

  it("sheets' Enter: lines pass hostile player ids as words, and run nothing; the HTML sheets print no command", () => {
    const path = join(dir, "ev.json");
    const players = [...HOSTILE];
    writeFileSync(path, JSON.stringify({ mode: "aces-high-event", seed: 1, players, rounds: [{ tables: [{ players: players.slice(0, 4) }, { players: players.slice(4) }] }] }));
    const markdown = cli("event", "sheets", path);
    expect(markdown.code, markdown.err).toBe(0);
    const html = cli("event", "sheets", path, "--html");
    expect(html.code, html.err).toBe(0);
    expect(html.out).not.toContain("ace-ledger");
    const fromMarkdown = [...markdown.out.matchAll(/^Enter: (`+) ?(.*?) ?\1$/gm)].map((m) => m[2]!);
    expect(fromMarkdown).toHaveLength(2);
    for (const [t, line] of fromMarkdown.entries()) {
      const seated = players.slice(t * 4, t * 4 + 4);
      // The organiser writes the scores over V/B/P, and pastes the line.
      const scores = seated.map((_, i) => `${3 - i}/0/${i + 1}`);
      let filled = line;
      for (const s of scores) filled = filled.replace("V/B/P", s);
      expect(paste(filled)).toEqual(["event", "result", path, "--round", "1", "--table", String(t + 1), ...seated.map((p, i) => `${p}=${scores[i]}`)]);
    }
    expect(existsSync(join(dir, "PWNED"))).toBe(false);
  });
});
