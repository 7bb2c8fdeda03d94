// The API reference in the package (docs/api, Markdown written by `npm run docs` from the sources): a
// page per entry of package.json's `exports`, and on it a heading for every runtime export of that
// entry, as the built ESM file exports it. Used by scripts/check-pack.mjs.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The page of an entry: `.` is docs/api/ace-ledger.md, `./xws/2.5` docs/api/ace-ledger/xws/2.5.md. */
export const apiPageOf = (name, entry) => (entry === "." ? `docs/api/${name}.md` : `docs/api/${name}/${entry.slice(2)}.md`);

/** Each problem with the reference: a page missing from the package, or an export without a heading on its page. */
export async function apiPageProblems(pkg, files) {
  const problems = [];
  if (!files.has("docs/api/index.md")) problems.push("docs/api/index.md is not in the package (npm run docs writes the API reference)");
  for (const [entry, conditions] of Object.entries(pkg.exports)) {
    if (entry === "./package.json" || typeof conditions !== "object") continue;
    const page = apiPageOf(pkg.name, entry);
    if (!files.has(page) || !existsSync(page)) {
      problems.push(`${page}: the API reference of ${pkg.name}${entry.slice(1)} is not in the package (npm run docs)`);
      continue;
    }
    const headings = new Set(readFileSync(page, "utf8").split("\n").filter((line) => line.startsWith("### ")).map((line) => line.slice(4).replace(/\(\)$/, "").replace(/\\/g, "").trim()));
    const module = await import(pathToFileURL(resolve(conditions.import.default)).href);
    for (const name of Object.keys(module)) {
      if (!headings.has(name)) problems.push(`${page}: no heading for ${name}, a runtime export of ${pkg.name}${entry.slice(1)}`);
    }
  }
  return problems;
}
