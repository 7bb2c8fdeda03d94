import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const src = join(import.meta.dirname, "..", "..", "src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });

// The command line, its night server and the event operations both share run in Node only; the rest is
// the library, which no part of it may import.
const NODE_SIDE = ["cli", "serve", "event-ops"];
const nodeSide = (f: string) => NODE_SIDE.some((dir) => relative(src, f).startsWith(`${dir}/`) || relative(src, f).startsWith(`${dir}\\`));

it("the library runs in browsers: no Node API outside src/cli, src/serve and src/event-ops", () => {
  for (const file of files(src).filter((f) => !nodeSide(f))) {
    const text = readFileSync(file, "utf8");
    expect(text, relative(src, file)).not.toMatch(/from "node:|require\(|\bprocess\.|\bBuffer\b|__dirname/);
    expect(text, relative(src, file)).not.toMatch(/from "(\.\.\/)+(serve|event-ops)\//);
  }
});

it("the core knows no game, and modes know no CLI", () => {
  for (const file of files(join(src, "core"))) expect(readFileSync(file, "utf8"), file).not.toMatch(/from "\.\.\/modes\//);
  for (const file of files(join(src, "modes"))) expect(readFileSync(file, "utf8"), file).not.toMatch(/from "\.\.\/\.\.\/cli\//);
});
