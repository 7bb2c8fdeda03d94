import { readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");

/** docs/conformance.md. */
export const page = (): string => readFileSync(join(root, "docs", "conformance.md"), "utf8");

/** The fenced blocks of `lang` in the part of the page under `heading` (up to the next heading of the same level). */
export function blocksUnder(text: string, heading: string, lang: string): string[] {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/conformance.md has no heading ${heading}`);
  const level = heading.split(" ")[0]!;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n${level} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}
