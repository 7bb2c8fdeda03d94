// npm run catalog -- <xwing-data2 checkout> [--repository <url>] [--commit <sha>] [--out <file>]
// Reads the checkout's data/manifest.json and writes the built-in catalog of its edition.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { catalogDataFrom, type DataManifest } from "../../src/xws/catalog-data.js";
import { BUILT_IN, renderCatalogModule } from "./render.js";

const USAGE = "usage: npm run catalog -- <xwing-data2 checkout> [--repository <url>] [--commit <sha>] [--out <file>]";

function main(args: string[]): void {
  const options = new Map<string, string>();
  const folders: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) options.set(a, args[++i] ?? fail(`${a} needs a value`));
    else folders.push(a);
  }
  if (folders.length !== 1) fail(USAGE);
  const root = resolve(folders[0]!);
  const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));
  const repository = options.get("--repository") ?? git(root, ["remote", "get-url", "origin"]) ?? fail(`cannot tell the repository of ${root}: pass --repository <url>`);
  const commit = options.get("--commit") ?? git(root, ["rev-parse", "HEAD"]) ?? fail(`cannot tell the commit of ${root}: pass --commit <sha>`);
  if (!/^[0-9a-f]{40}$/.test(commit)) fail(`expected a 40-digit commit, got ${commit}`);
  const data = catalogDataFrom(read("data/manifest.json") as DataManifest, read, { repository: repository.replace(/\.git$/, ""), commit });
  const out = options.get("--out") ?? BUILT_IN[data.edition].file;
  writeFileSync(out, renderCatalogModule(data));
  const pilots = data.ships.reduce((n, s) => n + s.pilots.length, 0);
  console.log(`${out}: ${data.edition} data, ${pilots} pilots, ${data.upgrades.length} upgrades, ${data.quickBuilds.length} quick builds (${repository} ${commit.slice(0, 12)})`);
}

/** A git answer about the checkout, or undefined when the folder is not itself a git checkout. */
function git(root: string, args: string[]): string | undefined {
  const ask = (more: string[]) => execFileSync("git", ["-C", root, ...more], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    // A folder inside another repository would answer with that repository's commit.
    if (resolve(ask(["rev-parse", "--show-toplevel"])) !== root) return undefined;
    return ask(args) || undefined;
  } catch {
    return undefined;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

main(process.argv.slice(2));
