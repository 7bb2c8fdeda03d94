import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import tsupConfig from "../../tsup.config.js";

/**
 * Each import path of the package (`ace-ledger/aces-high`) and the source file its build comes
 * from: package.json `exports` names the built file, tsup.config.ts the entry it is built from.
 * The data files the package exports as they are (`ace-ledger/schema/aces-high.json`) are not entries.
 */
export function sourceEntries(root: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; exports: Record<string, unknown> };
  if (typeof tsupConfig === "function") throw new Error("tsup.config.ts is a function: read its entries another way");
  const entries: Record<string, string> = {};
  for (const c of Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig]) if (c.entry && !Array.isArray(c.entry)) Object.assign(entries, c.entry);
  const map: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    // Data files (package.json, the JSON Schemas) are exported as they are: no code entry builds them.
    if (typeof target === "string" && target.endsWith(".json")) continue;
    const built = (target as { import?: { default?: string } }).import?.default;
    const name = /^\.\/dist\/(.+)\.js$/.exec(built ?? "")?.[1];
    const source = name === undefined ? undefined : entries[name];
    if (source === undefined) throw new Error(`no tsup entry builds the export ${subpath} (${String(built)})`);
    map[subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`] = resolve(root, source);
  }
  return map;
}
