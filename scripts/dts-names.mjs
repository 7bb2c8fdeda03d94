// Declaration chunks named for their module. tsup bundles the shared types of several entries into
// chunk files named by a hash (`state-BBVWGaZd.d.ts`), where go-to-definition lands: three `state-*`
// files say nothing of which mode they hold. This renames each chunk after the source module most
// of its declarations come from (`space-race-state.d.ts`, `core-game.d.ts`) and rewrites the imports
// that name it, in the ESM (.d.ts) and CommonJS (.d.cts) declarations alike. Run by `npm run build`.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const dist = process.argv[2] ?? "dist";
const src = "src";

/** Each exported declaration of the sources, by name: the module (`modes/space-race/state`) that declares it. */
function declarations() {
  const byName = new Map();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const file = join(entry.parentPath, entry.name);
    const module = relative(src, file).replace(/\.ts$/, "").replaceAll("\\", "/");
    for (const [, name] of readFileSync(file, "utf8").matchAll(/^export (?:declare )?(?:abstract )?(?:interface|type|class|function|const|let|enum) ([A-Za-z_$][\w$]*)/gm)) {
      byName.set(name, [...(byName.get(name) ?? []), module]);
    }
  }
  return byName;
}

/** A readable file name for a module: `modes/space-race/state` -> `space-race-state`. */
const readable = (module) => module.replace(/^modes\//, "").replace(/\/index$/, "").replaceAll("/", "-");

const byName = declarations();
const files = readdirSync(dist).filter((f) => f.endsWith(".d.ts") || f.endsWith(".d.cts"));
const renames = new Map();
for (const extension of [".d.ts", ".d.cts"]) {
  const taken = new Set(files.filter((f) => f.endsWith(extension)).map((f) => f.slice(0, -extension.length)));
  for (const file of files.filter((f) => f.endsWith(extension) && /-[A-Za-z0-9_-]{8}\.d\.c?ts$/.test(f))) {
    const text = readFileSync(join(dist, file), "utf8");
    const exported = [...text.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap(([, list]) => list.split(",").map((item) => item.trim().replace(/^type /, "").split(/\s+as\s+/)[0]));
    const votes = new Map();
    for (const name of exported) for (const module of byName.get(name) ?? []) votes.set(module, (votes.get(module) ?? 0) + 1);
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    let name = best === undefined ? file.slice(0, -extension.length).replace(/-[A-Za-z0-9_-]{8}$/, "") : readable(best);
    // Never the name of an entry or of another chunk.
    for (let n = 2; taken.has(name); n++) name = `${name.replace(/-\d+$/, "")}-${n}`;
    taken.add(name);
    renames.set(file, `${name}${extension}`);
  }
}
const js = (file) => file.replace(/\.d\.ts$/, ".js").replace(/\.d\.cts$/, ".cjs");
for (const file of files) {
  const path = join(dist, file);
  let text = readFileSync(path, "utf8");
  for (const [from, to] of renames) text = text.replaceAll(`'./${js(from)}'`, `'./${js(to)}'`).replaceAll(`"./${js(from)}"`, `"./${js(to)}"`);
  writeFileSync(path, text);
}
for (const [from, to] of renames) renameSync(join(dist, from), join(dist, to));
console.log(`declaration chunks named for their modules: ${[...renames].map(([from, to]) => `${from} -> ${to}`).join(", ") || "none"}`);
