/**
 * What the browser tests need: the built page served from a small static server on 127.0.0.1,
 * and Chromium from the system (Debian's package `chromium`), driven by playwright-core.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const root = join(import.meta.dirname, "..", "..");
export const siteDir = join(root, "site", "dist");

const TYPES: { readonly [ext: string]: string } = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

/** Serves `dir` (site/dist) on 127.0.0.1 at a free port; `/` is index.html. Every request is logged. */
/** The page served: its address, the paths asked for so far, and how to stop it. */
export interface Served {
  readonly origin: string;
  readonly requests: string[];
  close(): Promise<void>;
}

export async function serve(dir = siteDir): Promise<Served> {
  if (!existsSync(join(dir, "index.html"))) throw new Error(`${join(dir, "index.html")} is missing: run \`npm run site\` first`);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    requests.push(path);
    const file = normalize(join(dir, path === "/" ? "index.html" : path));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Chromium to run: $CHROMIUM_PATH, else `chromium` on the PATH (apt-get install -y chromium). */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], { encoding: "utf8" }).trim().split("\n")[0]!;
  } catch {
    throw new Error("no Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH");
  }
}

/** Collects a page's uncaught errors and console errors into a list the test reads. */
export function trackErrors(page: Page, errors: string[] = []): string[] {
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // --no-sandbox: CI runs as root. The rest keep Chromium from calling home on a closed network.
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
}

/** Where the screenshots go: $PLAYGROUND_SCREENSHOTS, else test/browser/screenshots. */
export const screenshotDir = resolve(root, process.env.PLAYGROUND_SCREENSHOTS ?? join("test", "browser", "screenshots"));

/**
 * The page served and a Chromium launched for the tests of one file: up before its first test, down
 * after its last. Read `browser` and `server` in the tests, once they run.
 */
export function playground(): { readonly browser: Browser; readonly server: Served } {
  const up = {} as { browser: Browser; server: Served };
  beforeAll(async () => {
    up.server = await serve();
    up.browser = await launch();
  });
  afterAll(async () => {
    await up.browser?.close();
    await up.server?.close();
  });
  return up;
}

/** A record of examples/, parsed. */
export const example = <T>(name: string): T => JSON.parse(readFileSync(join(root, "examples", name), "utf8")) as T;

/** axe-core's script, to run in a page. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
