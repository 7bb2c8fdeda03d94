// `npm run check:docs`, after `npm run build`: the examples of README.md and docs/*.md against the
// built package, as an app would see it. TypeScript blocks are type-checked with `ace-ledger/...`
// resolved through the package's own `exports` (dist/*.d.ts), complete programs run with node from
// the root (node resolves `ace-ledger/...` to dist/ the same way), and CLI examples run with the
// built bin, dist/cli.cjs. The conventions are at the top of test/helpers/doc-examples.ts;
// test/docs-examples.test.ts checks the same examples against the sources in `npm test`.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { cliExamples, docPages, normalizeOutput, tsBlocks, typeCheckBlocks } from "./helpers/doc-examples.js";

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name?: string; bin?: Record<string, string> };
const bin = pkg.bin?.["ace-ledger"];
if (pkg.name !== "ace-ledger" || bin === undefined) {
  console.error("check:docs runs from the root of ace-ledger");
  process.exit(2);
}
if (!existsSync(join(root, "dist")) || !existsSync(join(root, bin))) {
  console.error("check:docs checks the built package: run `npm run build` first");
  process.exit(2);
}

const pages = docPages(root);
const blocks = pages.flatMap(tsBlocks);
const examples = pages.flatMap(cliExamples);
const failures: string[] = [];

for (const { errors } of typeCheckBlocks(root, blocks)) failures.push(...errors);

const programs = blocks.filter((b) => !b.fragment);
for (const block of programs) {
  const js = transformSync(block.code, { loader: "ts", format: "esm", target: "node20", sourcefile: `${block.file}:${block.line}` }).code;
  const child = spawnSync(process.execPath, ["--input-type=module"], { cwd: root, input: js, encoding: "utf8", timeout: 120_000 });
  if (child.status !== 0) failures.push(`${block.file}:${block.line}: the program exits with ${child.status ?? child.signal}\n${child.stdout}${child.stderr}`);
}

/**
 * The folder a page's CLI examples run in: the root's entries linked, examples/ copied, so that the
 * commands that write (event init, event next --write, ...) change the copy and never the checkout,
 * and the page's later commands see what its earlier ones wrote.
 */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "ace-ledger-docs-"));
  for (const entry of readdirSync(root)) {
    if (entry === "examples") cpSync(join(root, entry), join(dir, entry), { recursive: true });
    else symlinkSync(join(root, entry), join(dir, entry));
  }
  return dir;
}

const folders = new Map<string, string>();
for (const example of examples) {
  const cwd = folders.get(example.file) ?? folders.set(example.file, scratch()).get(example.file)!;
  const child = spawnSync(process.execPath, [join(root, bin), ...example.args], { cwd, encoding: "utf8", timeout: 60_000 });
  const printed = normalizeOutput(`${child.stdout}${child.stderr}`);
  if (printed !== normalizeOutput(example.expected)) {
    failures.push(`${example.file}:${example.line}: ace-ledger ${example.args.join(" ")} prints\n${printed}\ninstead of\n${normalizeOutput(example.expected)}`);
  }
}

for (const dir of folders.values()) rmSync(dir, { recursive: true, force: true });

if (failures.length > 0) {
  console.error(failures.join("\n\n"));
  process.exit(1);
}
console.log(
  `docs: ${blocks.length} TypeScript blocks type-checked against the built package, ${programs.length} run; ${examples.length} CLI examples print what they show`,
);
