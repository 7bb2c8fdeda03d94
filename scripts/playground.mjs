// The playground page's build (site/): index.html (with the example records as JSON), style.css,
// app.js, the chunks it loads when they are needed, sw.js and LICENSES.txt, into a folder. `npm run
// site` builds it into site/dist from the library's own ESM build (scripts/site.mjs); the night's
// page builds it as the table app `event serve` serves under /play/ (scripts/night-build.mjs), from
// the library's sources, with its page allowed to reach its own server.
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, transform } from "esbuild";

const root = join(import.meta.dirname, "..");

/** The library's entry points (package.json "exports") by their sources: the served build bundles them from src/. */
const SOURCES = {
  "ace-ledger": "src/index.ts",
  "ace-ledger/aces-high": "src/modes/aces-high/index.ts",
  "ace-ledger/aces-high/rulings": "src/modes/aces-high/rulings.ts",
  "ace-ledger/epic": "src/modes/epic/index.ts",
  "ace-ledger/space-race": "src/modes/space-race/index.ts",
  "ace-ledger/fireteam": "src/modes/fireteam/index.ts",
  "ace-ledger/intergalactic-ace": "src/modes/intergalactic-ace/index.ts",
  "ace-ledger/tournament": "src/modes/tournament/index.ts",
  "ace-ledger/xws": "src/xws/index.ts",
  "ace-ledger/xws/legacy": "src/xws/builtin/legacy.ts",
  "ace-ledger/xws/2.5": "src/xws/builtin/2-5.ts",
};
const fromSources = {
  name: "ace-ledger-sources",
  setup(b) {
    b.onResolve({ filter: /^ace-ledger(\/|$)/ }, (a) => {
      const source = SOURCES[a.path];
      if (source === undefined) throw new Error(`${a.importer}: ${a.path} is not an entry point of the library`);
      return { path: join(root, source) };
    });
  },
};

/** What every script of the page is built with (the playground's and the night's): one minified classic script, Preact's JSX. */
export const BROWSER_SCRIPT = {
  bundle: true,
  minify: true,
  format: "iife",
  platform: "browser",
  target: ["es2022"],
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "none",
};

/**
 * Builds the page into `out` (emptied first). `served`: the copy `event serve` serves as the table app:
 * the library bundled from its sources, and the page's policy allowing requests to its own server
 * (`connect-src 'self'`, where the playground allows none), marked `data-night` for the page to know.
 */
export async function buildPlayground({ out, served = false }) {
  const libraryFrom = served ? [fromSources] : [];
  // 3. The bundle. The examples of examples/ go into index.html as JSON (data the browser does not
  // run), so that the page needs no request to show them.
  const exampleFiles = readdirSync(join(root, "examples"))
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => (a === "aces-high-demo.json" ? -1 : b === "aces-high-demo.json" ? 1 : a.localeCompare(b)));
  const examples = exampleFiles.map((name) => ({ name, record: JSON.parse(readFileSync(join(root, "examples", name), "utf8")) }));
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

  /** Written where the build id goes, then replaced by it (step 4) once every file is built. */
  const BUILD = "ace-ledger-build-id";

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["site/src/main.tsx"],
    outfile: join(out, "app.js"),
    ...BROWSER_SCRIPT,
    define: { __VERSION__: JSON.stringify(version), __BUILD__: JSON.stringify(BUILD) },
    // tsup's chunks import each other bare for ordering; with "sideEffects": false esbuild drops
    // those imports, as it would in any app that bundles the package.
    logOverride: { "ignored-bare-import": "silent" },
    plugins: libraryFrom,
    logLevel: "warning",
  });
  // The chunks the page loads when it needs them (site/src/chunks.ts): the forms, the table view, and each card
  // catalog. Classic scripts too, each setting aceLedgerChunks.<key>; they take Preact from the page
  // (one Preact, one set of hooks), so their imports of it read the page's.
  const sharedPreact = {
    name: "shared-preact",
    setup(b) {
      b.onResolve({ filter: /^preact(\/hooks|\/jsx-runtime)?$/ }, (a) => ({ path: a.path, namespace: "shared-preact" }));
      b.onLoad({ filter: /.*/, namespace: "shared-preact" }, (a) => ({ contents: `module.exports = globalThis.aceLedgerShared[${JSON.stringify(a.path)}];`, loader: "js" }));
    },
  };
  const CHUNKS = [
    ["forms.js", "site/src/forms.ts", "forms"],
    // The history view's chart (site/src/chart.tsx): kept by the service worker from its install, so that a page offline draws it.
    ["chart.js", "site/src/chart.tsx", "chart"],
    // The table view: what a table keeps open while it plays (site/src/table-view.tsx).
    ["table-view.js", "site/src/table-view.tsx", "tableView"],
    // Sending a game of a night's table to its organiser (site/src/night-table.tsx): loaded only for a game opened from a night.
    ["night-table.js", "site/src/night-table.tsx", "nightTable"],
    ["cards-2.5.js", "site/src/cards-2-5.ts", "cards25"],
    ["cards-legacy.js", "site/src/cards-legacy.ts", "cardsLegacy"],
    // Each mode's engine but Aces High's (site/src/modes.ts): loaded when a record of its mode is opened.
    ["mode-epic.js", "site/src/mode-epic.ts", "modeEpic"],
    ["mode-space-race.js", "site/src/mode-space-race.ts", "modeSpaceRace"],
    ["mode-fireteam.js", "site/src/mode-fireteam.ts", "modeFireteam"],
    ["mode-intergalactic-ace.js", "site/src/mode-intergalactic-ace.ts", "modeIntergalacticAce"],
  ];
  // forms.js reads the modes' own definitions (src/modes/*/events.ts, setup.ts) with the combinators of
  // src/core/shape.ts in place of src/core/schema.ts: shapes for the forms, from the same source.
  const twin = join(root, "src", "core", "shape.ts");
  const shapes = {
    name: "shape-twin",
    setup(b) {
      b.onResolve({ filter: /(^|\/)core\/schema\.js$/ }, (a) => (a.importer === twin ? undefined : { path: twin }));
    },
  };
  for (const [file, entry, key] of CHUNKS) {
    await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: join(out, file),
      ...BROWSER_SCRIPT,
      globalName: `aceLedgerChunks.${key}`,
      plugins: file === "forms.js" ? [sharedPreact, shapes, ...libraryFrom] : [sharedPreact, ...libraryFrom],
      // What the chunk exports carries the build it is of (site/src/chunks.ts checks it).
      footer: { js: `aceLedgerChunks.${key}.build=${JSON.stringify(BUILD)};` },
      logOverride: { "ignored-bare-import": "silent" },
      logLevel: "warning",
    });
  }
  cpSync(join(root, "site", "style.css"), join(out, "style.css"));
  let html = readFileSync(join(root, "site", "index.html"), "utf8");
  if (served) {
    const [policy, page] = ["connect-src 'none'", '<html lang="en">'];
    if (!html.includes(policy) || !html.includes(page)) throw new Error(`site/index.html: expected ${policy} and ${page}`);
    html = html.replace(policy, "connect-src 'self'").replace(page, '<html lang="en" data-night>');
  }
  const slot = '<script type="application/json" id="examples">[]</script>';
  if (!html.includes(slot)) throw new Error(`site/index.html: expected ${slot}`);
  // "<" escaped, so that no text of a record can close the element.
  writeFileSync(join(out, "index.html"), html.replace(slot, () => slot.replace("[]", JSON.stringify(examples).replace(/</g, "\\u003c"))));
  // app.js and the mode chunks carry Preact and immer: their licenses go with them; the card chunks carry the card data
  // of THIRD_PARTY_NOTICES.md, whose notice goes with them.
  writeFileSync(
    join(out, "LICENSES.txt"),
    ["ace-ledger", "preact", "immer"]
      .map((name) => {
        const dir = name === "ace-ledger" ? root : join(root, "node_modules", name);
        const { version: v } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
        return `${name} ${v}\n\n${readFileSync(join(dir, "LICENSE"), "utf8").trim()}\n`;
      })
      .concat(`cards-2.5.js and cards-legacy.js\n\n${readFileSync(join(root, "THIRD_PARTY_NOTICES.md"), "utf8").trim()}\n`)
      .join("\n\n"),
  );

  // 4. The build id, stamped into app.js and the chunks. The service worker: caches the page's files
  // under a name that changes with them (a new build brings a new cache), and answers requests for
  // those files only: any other request (LICENSES.txt, a missing file, another page under the same
  // origin) goes to the network as if there were no worker. The chunks are not fetched ahead: the
  // worker keeps each one the first time the page asks for it. A request with `?build=` (the page
  // found a chunk of another build) goes to the network, and its answer replaces the one kept.
  // Minified: it counts in the budget of the page's first load.
  const files = ["index.html", "style.css", "app.js", "chart.js"];
  const lazy = CHUNKS.map(([file]) => file).filter((f) => !files.includes(f));
  const hash = createHash("sha256");
  for (const f of [...files, ...lazy]) hash.update(readFileSync(join(out, f)));
  const buildId = hash.digest("hex").slice(0, 12);
  for (const f of ["app.js", "chart.js", ...lazy]) {
    const text = readFileSync(join(out, f), "utf8");
    if (!text.includes(BUILD)) throw new Error(`site/dist/${f}: expected the build id placeholder`);
    writeFileSync(join(out, f), text.replaceAll(BUILD, buildId));
  }
  const cache = `ace-ledger-playground-${buildId}`;
  const worker = `
  const CACHE = ${JSON.stringify(cache)};
  const FILES = ["./", ${files.map((f) => JSON.stringify(`./${f}`)).join(", ")}];
  // With the chunks, answered too and kept once fetched.
  const OWN = new Set([...FILES, ${lazy.map((f) => JSON.stringify(`./${f}`)).join(", ")}].map((f) => new URL(f, self.registration.scope).href));
  self.addEventListener("install", (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting())));
  self.addEventListener("activate", (e) => e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim())));
  self.addEventListener("fetch", (e) => {
    const url = new URL(e.request.url);
    const fresh = url.searchParams.has("build");
    url.search = "";
    if (e.request.method !== "GET" || !OWN.has(url.href)) return;
    e.respondWith(caches.open(CACHE).then((c) => (fresh ? Promise.resolve() : c.match(url.href)).then((hit) => hit || fetch(e.request).then((r) => (r.ok && c.put(url.href, r.clone()), r)))));
  });
  `;
  writeFileSync(join(out, "sw.js"), (await transform(worker, { minify: true, target: "es2022" })).code);

}
