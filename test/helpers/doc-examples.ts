/**
 * The examples of README.md and docs/*.md, found and checked.
 *
 * TypeScript blocks (```ts or ```typescript):
 * - A block is a complete program. It is type-checked on its own against the package (`strict`,
 *   `module` and `moduleResolution` `nodenext`, `types: ["node"]`) and then run with node, from the
 *   repository's root; it must exit with 0. A program shows its results with `node:assert`, so a
 *   run also proves that what the page says about them is true.
 * - A block right after a line `<!-- fragment -->` is a part of an app, not a program. It is
 *   type-checked the same way but not run, so it must compile alone: it declares what the app
 *   around it provides (`declare const files: ...`).
 *
 * CLI examples (run through the CLI and their output compared, line by line, trailing spaces ignored):
 * - In a fenced block that is not TypeScript or JSON, a line `$ ace-ledger <args>` or
 *   `$ npx ace-ledger <args>` is a command, and the lines after it up to the next `$ ` line or the
 *   end of the block are what it prints (standard output and standard error). Any other `$ ` line
 *   is an error: a page shows only commands the checks can run.
 * - In a ```sh block, a line `ace-ledger <args>  # <comment>` whose comment is JSON: the comment is
 *   what the command prints. Other comments describe the command and are not checked.
 * - In the text, "`ace-ledger <args>` prints `<output>`".
 * Commands run from the repository's root (`examples/...` are real files). Arguments are split on
 * spaces; quotes, pipes and redirections are errors. A page's commands run in order, and what they
 * write (`event init`, `event next --write`, `event result`, ...) is seen by the page's later
 * commands but never reaches the checkout: `npm test` keeps it in memory, `npm run check:docs`
 * runs each page in a scratch folder (the root's entries linked, examples/ copied). Commands write
 * new files at the root (`evening.json`) or under examples/ only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** A markdown page: its path from the root, and its text. */
export interface DocPage {
  readonly file: string;
  readonly text: string;
}

/** A TypeScript block: the page, the line of its opening fence (1-based), and its code. */
export interface TsBlock {
  readonly file: string;
  readonly line: number;
  readonly fragment: boolean;
  readonly code: string;
}

/** A CLI example: the page and line, the arguments after `ace-ledger`, and the output shown. */
export interface CliExample {
  readonly file: string;
  readonly line: number;
  readonly args: readonly string[];
  readonly expected: string;
}

/** What a check found wrong in a block, placed in the page (`docs/xws.md:70:5 TS2304 ...`). */
export interface BlockErrors {
  readonly block: TsBlock;
  readonly errors: readonly string[];
}

export const FRAGMENT_MARKER = "<!-- fragment -->";
const TS_LANGS = new Set(["ts", "typescript"]);
const SHELL_LANGS = new Set(["sh", "shell", "bash"]);
const SESSION_LANGS = new Set(["", "sh", "shell", "bash", "console", "text"]);

/** README.md and every page of docs/ (not docs/api/). */
export function docPages(root: string): DocPage[] {
  const docs = readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`);
  return ["README.md", ...docs].map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
}

interface Fence {
  readonly lang: string;
  readonly line: number;
  readonly body: readonly string[];
  readonly fragment: boolean;
}

/** The fenced blocks of a page, and the text outside them. */
function parse(page: DocPage): { fences: Fence[]; prose: string } {
  const lines = page.text.split("\n");
  const fences: Fence[] = [];
  const prose: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\s*([\w+-]*)\s*$/.exec(lines[i]!);
    if (!open) {
      prose.push(lines[i]!);
      continue;
    }
    const [, fence, lang = ""] = open;
    const previous = lines.slice(0, i).reverse().find((l) => l.trim() !== "");
    const fragment = previous?.trim() === FRAGMENT_MARKER;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trimEnd() !== fence; j++) body.push(lines[j]!);
    if (j === lines.length) throw new Error(`${page.file}:${i + 1}: unclosed code block`);
    if (fragment && !TS_LANGS.has(lang)) throw new Error(`${page.file}:${i + 1}: ${FRAGMENT_MARKER} before a block that is not TypeScript`);
    fences.push({ lang, line: i + 1, body, fragment });
    for (let k = i; k <= j; k++) prose.push(""); // keeps the prose's line numbers
    i = j;
  }
  return { fences, prose: prose.join("\n") };
}

/** The TypeScript blocks of a page. */
export function tsBlocks(page: DocPage): TsBlock[] {
  return parse(page)
    .fences.filter((f) => TS_LANGS.has(f.lang))
    .map((f) => ({ file: page.file, line: f.line, fragment: f.fragment, code: f.body.join("\n") + "\n" }));
}

function splitArgs(command: string, where: string): string[] {
  const args = command.trim().split(/\s+/);
  const bad = args.find((a) => /^[<>|&;]|["'`$]/.test(a));
  if (bad !== undefined) throw new Error(`${where}: "${bad}" in a CLI example: only plain arguments can be checked`);
  return args;
}

const ACE_LEDGER = /^(?:npx\s+)?ace-ledger(?:\s+(.*))?$/;

/** The CLI examples of a page, with the output each shows. */
export function cliExamples(page: DocPage): CliExample[] {
  const { fences, prose } = parse(page);
  const examples: CliExample[] = [];
  for (const fence of fences) {
    if (!SESSION_LANGS.has(fence.lang)) continue;
    let current: { line: number; args: string[]; output: string[] } | undefined;
    const close = () => {
      if (current) examples.push({ file: page.file, line: current.line, args: current.args, expected: current.output.join("\n") });
      current = undefined;
    };
    fence.body.forEach((text, k) => {
      const line = fence.line + 1 + k;
      const where = `${page.file}:${line}`;
      if (text.startsWith("$ ")) {
        close();
        const command = ACE_LEDGER.exec(text.slice(2).trim());
        if (!command) throw new Error(`${where}: "${text}" is not an ace-ledger command, so it cannot be checked`);
        current = { line, args: splitArgs(command[1] ?? "", where), output: [] };
      } else if (current) {
        current.output.push(text);
      } else if (SHELL_LANGS.has(fence.lang)) {
        const commented = /^(.*?)\s+#\s+(.*)$/.exec(text);
        const command = commented && ACE_LEDGER.exec(commented[1]!.trim());
        if (command && isJson(commented[2]!)) {
          examples.push({ file: page.file, line, args: splitArgs(command[1] ?? "", where), expected: commented[2]! });
        }
      }
    });
    close();
  }
  for (const m of prose.matchAll(/`(?:npx )?ace-ledger ([^`]+)`\s+prints\s+`([^`]+)`/g)) {
    const line = prose.slice(0, m.index).split("\n").length;
    examples.push({ file: page.file, line, args: splitArgs(m[1]!, `${page.file}:${line}`), expected: m[2]! });
  }
  return examples;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Output as compared: trailing spaces of each line and trailing blank lines dropped. */
export function normalizeOutput(text: string): string {
  return text
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .replace(/\n+$/, "")
    .replace(/^\n+/, "");
}

/** Where a block lives for the compiler: next to its page, so the package's own package.json applies. */
export function blockPath(root: string, block: TsBlock): string {
  return join(root, `${block.file}.line${block.line}.ts`);
}

/**
 * Type-checks every block in one program. With `paths`, `ace-ledger/...` imports resolve to the
 * given files (the sources); without, through the package's own `exports` (the built package).
 */
export function typeCheckBlocks(root: string, blocks: readonly TsBlock[], paths?: Readonly<Record<string, string>>): BlockErrors[] {
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ["node"],
    typeRoots: [join(root, "node_modules", "@types")],
    skipLibCheck: true,
    noEmit: true,
    ...(paths && { paths: Object.fromEntries(Object.entries(paths).map(([from, to]) => [from, [to]])) }),
  };
  const files = new Map(blocks.map((b) => [blockPath(root, b), b]));
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => files.has(f) || fileExists.call(host, f);
  host.readFile = (f) => files.get(f)?.code ?? readFile.call(host, f);
  host.getSourceFile = (f, language, onError, create) => {
    const block = files.get(f);
    return block ? ts.createSourceFile(f, block.code, language, true) : getSourceFile.call(host, f, language, onError, create);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const general = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  if (general.length > 0) throw new Error(`the compiler options for the doc blocks are wrong:\n${general.join("\n")}`);
  // The blocks see the package one way only: its sources, or what the build wrote to dist/.
  const other = join(root, paths ? "dist" : "src") + "/";
  const mixed = program.getSourceFiles().find((f) => f.fileName.startsWith(other));
  if (mixed) throw new Error(`checking the doc blocks against the ${paths ? "sources" : "built package"} read ${mixed.fileName}`);
  return [...files].map(([path, block]) => {
    const source = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    return {
      block,
      errors: diagnostics.map((d) => {
        const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${block.file}:${block.line + 1 + line}:${character + 1} TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      }),
    };
  });
}
