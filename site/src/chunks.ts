// The parts of the page loaded only when they are needed: the forms (forms.js: setup, event and
// table forms, drawn from the modes' shapes) and the card catalogs (cards-2.5.js, cards-legacy.js).
// Each is a classic script, like app.js, so that they load from a file too; they use this page's
// Preact (one Preact, one set of hooks), which app.js shares with them here.
import { useEffect, useState } from "preact/hooks";
import { Fragment, jsx, jsxs } from "preact/jsx-runtime";

// scripts/site.mjs builds the chunks with these imports read from this object: what they use, no more.
(globalThis as { aceLedgerShared?: object }).aceLedgerShared = { "preact/hooks": { useEffect, useState }, "preact/jsx-runtime": { Fragment, jsx, jsxs } };

const loading = new Map<string, Promise<unknown>>();

/** Loads `file` once and gives what it exports (it sets `aceLedgerChunks[key]`); a failed load is tried again next time. */
export function loadChunk<T>(file: string, key: string): Promise<T> {
  let promise = loading.get(file);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.head.appendChild(document.createElement("script"));
      script.onload = () => resolve((globalThis as { aceLedgerChunks?: { [key: string]: unknown } }).aceLedgerChunks?.[key]);
      script.onerror = () => reject(loading.delete(file) && `${file}: not loaded`);
      script.src = file;
    });
    loading.set(file, promise);
  }
  return promise as Promise<T>;
}
