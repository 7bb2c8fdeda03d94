// The table's forms, from forms.js, loaded the first time one is shown: the setup form of a new
// game and the event forms. The card catalogs load only when the setup form searches one.
import type { Catalog } from "ace-ledger/xws";
import { useEffect, useState } from "preact/hooks";
import { loadChunk } from "./chunks.js";

type Forms = typeof import("./forms.js");
let forms: Forms | undefined;

const loadCatalog = (edition: "2.5" | "legacy") => loadChunk<{ catalog: Catalog }>(`cards-${edition}.js`, edition === "2.5" ? "cards25" : "cardsLegacy").then((m) => m.catalog);

/** A form of forms.js (`SetupForm`, `EventForm`), once the file is loaded; till then, a line saying so. */
export function Lazy<K extends "SetupForm" | "EventForm">({ part, props }: { readonly part: K; readonly props: Omit<Parameters<Forms[K]>[0], "loadCatalog"> }) {
  const [loaded, setLoaded] = useState<Forms | string | undefined>(forms);
  useEffect(() => {
    if (!forms) loadChunk<Forms>("forms.js", "forms").then((f) => setLoaded((forms = f)), (e: unknown) => setLoaded(String(e)));
  }, []);
  // A string (why the load failed) has no such field either.
  const Part = (loaded as Forms | undefined)?.[part] as ((p: object) => preact.JSX.Element | null) | undefined;
  return Part ? <Part {...props} loadCatalog={loadCatalog} /> : <p role="status">{loaded}</p>;
}
