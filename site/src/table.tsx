// The parts of the page loaded the first time one is shown: the forms (forms.js: the setup form of a
// new game and the event forms), the history's chart (chart.js, which the service worker keeps from its install), the table view (table-view.js), and the sending of a night's game to
// its organiser (night-table.js, only for a game opened from a night). The card catalogs load only when
// the setup form searches one, or the table view names a pilot.
import type { Catalog } from "ace-ledger/xws";
import { useEffect, useState } from "preact/hooks";
import { loadChunk } from "./chunks.js";

type Parts = typeof import("./forms.js") & typeof import("./chart.js") & typeof import("./table-view.js") & typeof import("./night-table.js");
type Part = "SetupForm" | "EventForm" | "Chart" | "TableView" | "NightSend";
/** The chunk of each part: its file, and the key it sets. */
const CHUNK_OF = { SetupForm: "forms", EventForm: "forms", Chart: "chart", TableView: "table-view", NightSend: "night-table" } as const;
const KEY_OF = { forms: "forms", chart: "chart", "table-view": "tableView", "night-table": "nightTable" } as const;
const parts: { [file: string]: Parts } = {};

const loadCatalog = (edition: "2.5" | "legacy") => loadChunk<{ catalog: Catalog }>(`cards-${edition}.js`, edition === "2.5" ? "cards25" : "cardsLegacy").then((m) => m.catalog);

/** A part, once its chunk is loaded; till then, a line saying so (or why it did not load). */
export function Lazy<K extends Part>({ part, props }: { readonly part: K; readonly props: Omit<Parameters<Parts[K]>[0], "loadCatalog"> }) {
  const file = CHUNK_OF[part];
  const [loaded, setLoaded] = useState<Parts | string | undefined>(parts[file]);
  useEffect(() => {
    if (!parts[file]) loadChunk<Parts>(`${file}.js`, KEY_OF[file]).then((f) => setLoaded((parts[file] = f)), (e: unknown) => setLoaded(String(e)));
  }, []);
  // A string (why the load failed) has no such field either.
  const Loaded = (loaded as Parts | undefined)?.[part] as ((p: object) => preact.JSX.Element | null) | undefined;
  return Loaded ? <Loaded {...props} loadCatalog={loadCatalog} /> : <p role="status">{loaded}</p>;
}
