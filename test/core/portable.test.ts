import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const src = join(import.meta.dirname, "..", "..", "src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });

it("the library runs in browsers: no Node API outside src/cli", () => {
  for (const file of files(src).filter((f) => !relative(src, f).startsWith("cli"))) {
    const text = readFileSync(file, "utf8");
    expect(text, relative(src, file)).not.toMatch(/from "node:|require\(|\bprocess\.|\bBuffer\b|__dirname/);
  }
});

it("the core knows no game, and modes know no CLI", () => {
  for (const file of files(join(src, "core"))) expect(readFileSync(file, "utf8"), file).not.toMatch(/from "\.\.\/modes\//);
  for (const file of files(join(src, "modes"))) expect(readFileSync(file, "utf8"), file).not.toMatch(/from "\.\.\/\.\.\/cli\//);
});
