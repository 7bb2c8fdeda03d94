import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { Ruling } from "../../src/core/ruling.js";
import { run } from "../../src/cli/run.js";

const root = join(import.meta.dirname, "..", "..");

/** A page of docs/, as text. */
export const docPage = (name: string): string => readFileSync(join(root, "docs", name), "utf8");

/** Every ruling's id and default appear on the page (defaults escaped as in a markdown table). */
export function expectRulingsListed(doc: string, rulings: readonly Ruling[]): void {
  for (const r of rulings) {
    expect(doc).toContain(`\`${r.id}\``);
    expect(doc).toContain(r.default.replace(/\|/g, "\\|"));
  }
}

/** The CLI's `score` output for an example file equals the block the page shows after `$ npx ace-ledger score examples/<file>`. */
export function expectExampleOutputShown(doc: string, file: string): void {
  const record = readFileSync(join(root, "examples", file), "utf8");
  const out: string[] = [];
  expect(run(["score", file], { out: (t) => out.push(t), err: () => {}, readFile: () => record })).toBe(0);
  const marker = `$ npx ace-ledger score examples/${file}\n`;
  const start = doc.indexOf(marker);
  expect(start, marker).toBeGreaterThan(0);
  const shown = doc.slice(start + marker.length, doc.indexOf("```", start));
  expect(out.join("\n").trim()).toBe(shown.trim());
}
