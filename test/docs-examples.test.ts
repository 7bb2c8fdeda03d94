// The README and docs/*.md are executable: every TypeScript block type-checks against the package
// (and runs, unless marked `<!-- fragment -->`), and every CLI example prints what the page shows.
// The conventions are at the top of test/helpers/doc-examples.ts. Here the package is its sources:
// `npm test` runs before the build. `npm run check:docs` (test/check-docs.ts) does the same against
// the built package.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { run } from "../src/cli/run.js";
import { memoryEventFiles } from "./cli/io.js";
import { cliExamples, docPages, normalizeOutput, type TsBlock, tsBlocks, typeCheckBlocks } from "./helpers/doc-examples.js";
import { sourceEntries } from "./helpers/entries.js";

const root = join(import.meta.dirname, "..");
const pages = docPages(root);
const blocks = pages.flatMap(tsBlocks);
const examples = pages.flatMap(cliExamples);

const sources = sourceEntries(root);

const sourcesPlugin: Plugin = {
  name: "ace-ledger-sources",
  setup(b) {
    b.onResolve({ filter: /^ace-ledger(\/|$)/ }, (args) => {
      const path = sources[args.path];
      return path === undefined ? { errors: [{ text: `${args.path} is not an export of the package` }] } : { path };
    });
  },
};

/** Bundles a block with the package's sources and runs it with node from the root. */
async function runBlock(block: TsBlock): Promise<{ status: number | null; output: string }> {
  const bundled = await build({
    stdin: { contents: block.code, loader: "ts", resolveDir: root, sourcefile: `${block.file}:${block.line}` },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
    plugins: [sourcesPlugin],
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  });
  const child = spawnSync(process.execPath, ["--input-type=module"], { cwd: root, input: bundled.outputFiles[0]!.text, encoding: "utf8", timeout: 60_000 });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

describe("TypeScript blocks of README.md and docs/*.md", () => {
  it("are found", () => {
    expect(blocks.filter((b) => b.file === "README.md").length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(sources)).toContain("ace-ledger/aces-high");
  });

  it("type-check against the package (strict, nodenext)", () => {
    const failed = typeCheckBlocks(root, blocks, sources).flatMap((r) => r.errors);
    expect(failed).toEqual([]);
  });

  for (const block of blocks.filter((b) => !b.fragment)) {
    it(`${block.file}:${block.line} runs`, async () => {
      const { status, output } = await runBlock(block);
      expect(status, output).toBe(0);
    });
  }
});

describe("the check of TypeScript blocks", () => {
  // One program for all the samples (a program of the whole package takes about a second).
  const samples = {
    typed: 'import { replay } from "ace-ledger/aces-high";\nconst n: number = replay;\n',
    right: 'import { splitTables } from "ace-ledger/tournament";\nconst n: number[] = splitTables(9);\n',
    undefinedName: "expect(1).toBe(1);\n",
    missingExport: 'import { nothing } from "ace-ledger";\n',
    unknownEntry: 'import { replay } from "ace-ledger/nowhere";\n',
    implicitAny: "export function f(x) { return x; }\n",
  };
  let checked: Record<string, readonly string[]> | undefined;
  const errorsOf = (name: keyof typeof samples) => {
    checked ??= Object.fromEntries(
      typeCheckBlocks(root, Object.values(samples).map((code, i) => ({ file: "README.md", line: 100 * i + 1, fragment: false, code })), sources).map((r, i) => [
        Object.keys(samples)[i]!,
        r.errors,
      ]),
    );
    return checked[name];
  };

  it("sees the package's types", () => {
    expect(errorsOf("typed")).toEqual([expect.stringMatching(/^README\.md:3:7 TS2322 /)]);
    expect(errorsOf("right")).toEqual([]);
  });

  it("fails on undefined names, missing exports and unknown entries", () => {
    expect(errorsOf("undefinedName")).toEqual([expect.stringContaining("TS2304")]);
    expect(errorsOf("missingExport")).toEqual([expect.stringContaining("TS2305")]);
    expect(errorsOf("unknownEntry")).toEqual([expect.stringContaining("TS2307")]);
  });

  it("is strict", () => {
    expect(errorsOf("implicitAny")).toEqual([expect.stringContaining("TS7006")]);
  });

  it("reads the fragment marker and the CLI conventions", () => {
    const page = {
      file: "x.md",
      text: [
        "<!-- fragment -->",
        "```ts",
        "declare const x: number;",
        "```",
        "```",
        "$ npx ace-ledger tables 9 --json",
        '{"tables":[4,5]}',
        "$ ace-ledger tables 5",
        "5 players: 1 table of 5",
        "```",
        "```sh",
        'ace-ledger tables 9 --json   # {"tables":[4,5]}',
        "ace-ledger score game.json   # standings table",
        "```",
        "Then `ace-ledger tables 4 --json` prints `{\"tables\":[4]}`.",
      ].join("\n"),
    };
    expect(tsBlocks(page)).toEqual([{ file: "x.md", line: 2, fragment: true, code: "declare const x: number;\n" }]);
    expect(cliExamples(page)).toEqual([
      { file: "x.md", line: 6, args: ["tables", "9", "--json"], expected: '{"tables":[4,5]}' },
      { file: "x.md", line: 8, args: ["tables", "5"], expected: "5 players: 1 table of 5" },
      { file: "x.md", line: 12, args: ["tables", "9", "--json"], expected: '{"tables":[4,5]}' },
      { file: "x.md", line: 15, args: ["tables", "4", "--json"], expected: '{"tables":[4]}' },
    ]);
    expect(() => cliExamples({ file: "y.md", text: "```\n$ npm run demo\n```\n" })).toThrow(/not an ace-ledger command/);
    expect(() => cliExamples({ file: "y.md", text: "```\n$ ace-ledger score - < game.json\n```\n" })).toThrow(/only plain arguments/);
  });
});

describe("CLI examples of README.md and docs/*.md", () => {
  it("are found", () => {
    expect(examples.map((e) => e.file)).toEqual(expect.arrayContaining(["README.md", "docs/aces-high.md", "docs/tournament.md"]));
  });

  // What a page's commands write (event init, event next --write, ...) stays in memory, one store a
  // page, read before the files on disk: the page's later commands see it, the checkout never does.
  const written = new Map<string, Map<string, string>>();
  for (const example of examples) {
    it(`${example.file}:${example.line}: ace-ledger ${example.args.join(" ")}`, () => {
      const printed: string[] = [];
      const files = written.get(example.file) ?? written.set(example.file, new Map()).get(example.file)!;
      const io = {
        out: (text: string) => printed.push(text),
        err: (text: string) => printed.push(text),
        readFile: (path: string) => files.get(resolve(root, path)) ?? readFileSync(resolve(root, path), "utf8"),
        eventFiles: memoryEventFiles(files, { key: (path) => resolve(root, path), disk: true }),
      };
      run(example.args, io);
      expect(normalizeOutput(printed.join("\n"))).toBe(normalizeOutput(example.expected));
    });
  }
});
