// npm run kit [-- --check]
// Writes the conformance kit's cases, src/conformance/data/<mode>.ts, from the named fixtures of
// test/fixtures/<mode>/*.json (scripts/kit/convert.ts), and the table of the kit's sizes in
// docs/conformance.md and docs/testing.md, and the coverage of the rules texts in docs/conformance.md
// (scripts/kit/coverage.ts, from test/text-coverage/*.json). `npm run build` and `npm test` run it first, so a fixture
// added is a case of the kit. With --check it writes nothing and exits 1 when a file is not what the
// fixtures make.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONFORMANCE_MODES } from "../../src/conformance/case.js";
import { casesOf, readFixtures, renderDataModule, withSizes } from "./convert.js";
import { coverageSection, withCoverage } from "./coverage.js";

function main(args: string[]): number {
  const check = args.includes("--check");
  const root = process.cwd();
  const files = new Map<string, string>();
  const sizes = CONFORMANCE_MODES.map((mode) => {
    const fixtures = readFixtures(root, mode);
    const cases = casesOf(mode, fixtures);
    files.set(join(root, "src", "conformance", "data", `${mode}.ts`), renderDataModule(mode, cases));
    return { mode, fixtures: fixtures.length, cases: cases.length };
  });
  const cases = new Map(CONFORMANCE_MODES.map((mode) => [mode, casesOf(mode, readFixtures(root, mode))]));
  for (const page of ["conformance.md", "testing.md"]) {
    const file = join(root, "docs", page);
    const text = withSizes(readFileSync(file, "utf8"), sizes, page);
    files.set(file, page === "conformance.md" ? withCoverage(text, coverageSection(root, (mode) => cases.get(mode)!), page) : text);
  }
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => file);
  if (check && stale.length > 0) {
    console.error(`the conformance kit is not what test/fixtures makes: run npm run kit (${stale.join(", ")})`);
    return 1;
  }
  if (!check) for (const file of stale) writeFileSync(file, files.get(file)!);
  console.log(`conformance kit: ${sizes.map((s) => `${s.mode} ${s.cases}`).join(", ")} cases${stale.length > 0 && !check ? ` (wrote ${stale.length} files)` : ""}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
