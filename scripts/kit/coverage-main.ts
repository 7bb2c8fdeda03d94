// npm run kit:coverage -- <folder of the rules texts> [--check]
// Makes test/text-coverage/<text>.json anew from the rules texts: every sentence of six words or more, in
// order, each keeping the classification it had (a sentence new to the file has none, so the coverage
// test fails until a case quotes it or it is marked not adjudicable). With --check it writes nothing
// and exits 1 when a file is not what the texts make. The texts are read only here: tests and builds
// read the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { coverageFileOf, readCoverage, renderCoverageFile, RULES_TEXTS } from "./coverage.js";

function main(args: string[]): number {
  const check = args.includes("--check");
  const folder = args.find((a) => !a.startsWith("--"));
  if (folder === undefined || !existsSync(folder)) {
    console.error("usage: npm run kit:coverage -- <folder of the rules texts> [--check]");
    return 2;
  }
  const root = process.cwd();
  const before = readCoverage(root);
  mkdirSync(join(root, "test", "text-coverage"), { recursive: true });
  const stale: string[] = [];
  for (const [i, { file }] of RULES_TEXTS.entries()) {
    const text = readFileSync(join(resolve(folder), file), "utf8");
    const made = renderCoverageFile(coverageFileOf(file, text, before[i]));
    const path = join(root, "test", "text-coverage", file.replace(/\.txt$/, ".json"));
    if (existsSync(path) && readFileSync(path, "utf8") === made) continue;
    stale.push(path);
    if (!check) writeFileSync(path, made);
  }
  if (check && stale.length > 0) {
    console.error(`the sentence lists are not what the rules texts make: run npm run kit:coverage -- ${folder} (${stale.join(", ")})`);
    return 1;
  }
  console.log(`coverage: ${RULES_TEXTS.length} rules texts${stale.length > 0 && !check ? ` (wrote ${stale.length} files)` : ""}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
