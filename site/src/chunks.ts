// The parts of the page loaded only when they are needed: the forms (forms.js: setup, event and
// table forms, drawn from the modes' shapes), the card catalogs (cards-2.5.js, cards-legacy.js) and
// the modes' engines (mode-<name>.js). Each is a classic script, like app.js, so that they load from a
// file too; they use this page's Preact (one Preact, one set of hooks), which app.js shares with them here.
import { useEffect, useRef, useState } from "preact/hooks";
import { Fragment, jsx, jsxs } from "preact/jsx-runtime";

// scripts/site.mjs builds the chunks with these imports read from this object: what they use, no more.
(globalThis as { aceLedgerShared?: object }).aceLedgerShared = { "preact/hooks": { useEffect, useRef, useState }, "preact/jsx-runtime": { Fragment, jsx, jsxs } };

const loading = new Map<string, Promise<unknown>>();

/**
 * Loads `file` once and gives what it exports (it sets `aceLedgerChunks[key]`), once it is of this
 * page's build (scripts/site.mjs stamps the same id into app.js and every chunk) and `fits` what the
 * page calls. A copy of another build, kept in a cache from before an update, is fetched once more
 * past the caches (`?build=`, which the service worker takes from the network); a failed load is
 * tried again next time.
 */
export function loadChunk<T>(file: string, key: string, fits: (chunk: T) => boolean = () => true): Promise<T> {
  const chunks = ((globalThis as { aceLedgerChunks?: { [key: string]: { build?: string } } }).aceLedgerChunks ??= {});
  const other = `${file} is from another version of the page: reload the page`;
  const get = (src: string) =>
    new Promise<T>((resolve, reject) => {
      delete chunks[key];
      const script = document.head.appendChild(document.createElement("script"));
      script.onload = () => (chunks[key]?.build === __BUILD__ && fits(chunks[key] as T) ? resolve(chunks[key] as T) : reject(other));
      script.onerror = () => reject(`${file} did not load: check the connection and try again`);
      script.src = src;
    });
  let promise = loading.get(file);
  if (!promise) {
    promise = get(file)
      .catch((why) => (why === other ? get(`${file}?build=${__BUILD__}`) : Promise.reject(why)))
      .catch((why: unknown) => Promise.reject(loading.delete(file) && why));
    loading.set(file, promise);
  }
  return promise as Promise<T>;
}
