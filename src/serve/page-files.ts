import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";

const TYPES: { readonly [ext: string]: string } = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

/** A file of the page, read when the server starts. */
export interface PageFile {
  readonly type: string;
  readonly body: Uint8Array;
}

/** The folder of the table app (the playground page) inside the night's page folder: its files are keyed `table/<name>`. */
export const TABLE_APP = "table";

/**
 * The files of the night's page folder (its top level: regular files of the types above) and of its
 * table app's folder (table/, its top level alike), read once when the server starts. The server
 * answers from this map alone: no request path is ever joined to a folder, so nothing outside the page
 * folder can be served, whatever the path says.
 */
export function readPageFiles(folder: string): ReadonlyMap<string, PageFile> {
  const files = new Map<string, PageFile>();
  const read = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const type = TYPES[extname(name)];
      const path = join(dir, name);
      if (type === undefined || !statSync(path).isFile()) continue;
      files.set(prefix + name, { type, body: readFileSync(path) });
    }
  };
  read(folder, "");
  if (!files.has("night.html")) throw new Error(`${join(folder, "night.html")} is missing: the night's page is not built`);
  read(join(folder, TABLE_APP), `${TABLE_APP}/`);
  if (!files.has(`${TABLE_APP}/index.html`)) throw new Error(`${join(folder, TABLE_APP, "index.html")} is missing: the table app is not built (scripts/night-build.mjs)`);
  return files;
}
