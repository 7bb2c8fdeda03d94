// npm run schema [-- --check]
// Writes schema/<mode>.json, the JSON Schema (draft 2020-12) of each mode's records, from the shapes the
// engine reads setups and events with (built by scripts/schema.mjs with scripts/schema/describe.ts in
// place of src/core/schema.ts), each event type described by its doc comment in the mode's event map. With --check it writes nothing and exits 1 when a file is not what the
// definitions make.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SCHEMA_MODES } from "./modes.js";
import { eventDocs } from "./event-docs.js";
import { eventTypes, recordSchema } from "./record.js";

function main(args: string[]): number {
  const check = args.includes("--check");
  const dir = join(process.cwd(), "schema");
  const files = new Map(
    SCHEMA_MODES.map((m) => {
      const docs = eventDocs(join(process.cwd(), "src", "modes", m.mode, "events.ts"), eventTypes(m.event));
      // Line ends JSON may hold as they are (U+0085, U+2028, U+2029) written as escapes, to be seen.
      const text = JSON.stringify(recordSchema(m, docs), null, 2).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      return [join(dir, `${m.mode}.json`), `${text}\n`];
    }),
  );
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => file);
  if (check && stale.length > 0) {
    console.error(`the JSON Schemas are not what the engine's definitions make: run npm run schema (${stale.join(", ")})`);
    return 1;
  }
  if (!check && stale.length > 0) {
    mkdirSync(dir, { recursive: true });
    for (const file of stale) writeFileSync(file, files.get(file)!);
  }
  console.log(`JSON Schemas: ${SCHEMA_MODES.map((m) => `schema/${m.mode}.json`).join(", ")}${check ? " are up to date" : stale.length > 0 ? ` (wrote ${stale.length})` : " (unchanged)"}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
