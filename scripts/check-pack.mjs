// What `npm publish` would put in the package, checked before it is: runs `npm publish --dry-run` (which
// packs as publishing does, without sending anything), then checks its files list. Every file that
// `exports`, `bin`, `main`, `module` and `types` name is in it; nothing is in it that users do not need
// (sources, tests, the playground, scripts, source maps); the README, changelog, licence and notices are.
// The version is the one released: CHANGELOG.md has its dated section (scripts/changelog.mjs), and the
// `version` export of the built root, ESM and CommonJS, is package.json's. The API reference is in it: a
// page per entry, a heading on it for every runtime export (scripts/api-pages.mjs). Prints the sizes.
// Run after `npm run build` and `npm run docs`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { apiPageProblems } from "./api-pages.mjs";
import { changelogProblems } from "./changelog.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const run = spawnSync("npm", ["publish", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8", shell: process.platform === "win32" });
if (run.status !== 0) {
  console.error(`npm publish --dry-run failed (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
// What npm would change in package.json as it publishes (a `bin` path it rewrites, a field it drops) is
// a problem here: the package would not be the one the repository describes.
const corrected = run.stderr.split("\n").filter((line) => /auto-corrected|errors corrected|was invalid|was removed|was renamed/.test(line));
// npm prints the report as JSON on stdout (the first value), and its notices on stderr.
const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{")));
const summary = report[pkg.name] ?? report;
const files = new Set(summary.files.map((f) => f.path));
const problems = corrected.map((line) => `npm publish: ${line.replace(/^npm warn publish /, "")}`);

/** Every path a field of package.json names (strings anywhere in it). */
const targets = (value) => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(targets) : []);
const named = [...targets(pkg.exports), ...targets(pkg.bin), pkg.main, pkg.module, pkg.types].filter((p) => typeof p === "string");
for (const target of new Set(named.map((p) => p.replace(/^\.\//, "")))) {
  if (target.includes("*")) {
    const [before, after] = target.split("*");
    if (![...files].some((f) => f.startsWith(before) && f.endsWith(after))) problems.push(`no file in the package matches ${target}`);
  } else if (!files.has(target)) problems.push(`${target} is named in package.json but not in the package`);
}
for (const file of ["package.json", "README.md", "CHANGELOG.md", "LICENSE", "THIRD_PARTY_NOTICES.md"]) if (!files.has(file)) problems.push(`${file} is not in the package`);
for (const file of files) {
  if (/^(src|test|site|scripts|bench|examples|node_modules|\.ci)\//.test(file)) problems.push(`${file}: not for users`);
  if (file.endsWith(".map")) problems.push(`${file}: a source map (the package ships none: docs/performance.md, The package)`);
}
if (pkg.version !== summary.version) problems.push(`npm would publish version ${summary.version}, package.json says ${pkg.version}`);
problems.push(...changelogProblems(readFileSync("CHANGELOG.md", "utf8"), pkg.version));
// The build writes the version into each format's root; a build older than package.json's version says so.
const built = [
  ["dist/index.js", async (file) => (await import(pathToFileURL(resolve(file)).href)).version],
  ["dist/index.cjs", async (file) => createRequire(import.meta.url)(resolve(file)).version],
];
for (const [file, versionOf] of built) {
  const version = await versionOf(file).catch((e) => `unreadable (${e instanceof Error ? e.message : String(e)})`);
  if (version !== pkg.version) problems.push(`${file}: the version export is ${JSON.stringify(version)}, package.json says ${JSON.stringify(pkg.version)} (npm run build)`);
}
problems.push(...(await apiPageProblems(pkg, files)));

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`npm publish --dry-run: ${summary.name}@${summary.version}, ${summary.entryCount} files, ${kB(summary.size)} packed, ${kB(summary.unpackedSize)} unpacked`);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("files list: ok");
