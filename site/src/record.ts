// Records in and out of the page: JSON text, files, and links that carry the whole record in the
// URL fragment (deflate-raw with the browser's CompressionStream, then base64url). The fragment
// never leaves the browser: a link works with no server behind it.
import { err, ok, parseJson, parseRecord, type Result, type RuleViolation } from "ace-ledger";
import { type GameRecord, MODES } from "./modes.js";

/** A record read from text: the envelope checked by the library, the mode one the page knows. */
export function readRecord(text: string): Result<GameRecord, RuleViolation> {
  const json = parseJson(text.replace(/^\uFEFF/, ""));
  if (!json.ok) return json;
  return checkRecord(json.value);
}

/** The envelope checked by the library; the record kept as given (field order, meta). */
export function checkRecord(value: unknown): Result<GameRecord, RuleViolation> {
  const envelope = parseRecord(value);
  if (!envelope.ok) return envelope;
  const mode = envelope.value.mode;
  if (!Object.hasOwn(MODES, mode)) {
    const hint = mode === "aces-high-event" ? " (an event file: the page reads game records)" : "";
    return err({ code: "ERR_INVALID_RECORD", event: null, message: `expected record.mode to be one of ${Object.keys(MODES).join(", ")}, got ${JSON.stringify(mode)}${hint}` });
  }
  return ok(value as GameRecord);
}

/** The record as a file: JSON, two-space indented, one event a line. */
export function recordText(record: GameRecord): string {
  const { events, ...rest } = record;
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, "");
  const list = events.length === 0 ? "[]" : `[\n${events.map((e) => `    ${JSON.stringify(e)}`).join(",\n")}\n  ]`;
  return `${head},\n  "events": ${list}\n}\n`;
}

const PREFIX = "#record=";

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The fragment of a link to the record: `#record=` and the compressed JSON, base64url. */
export async function recordFragment(record: GameRecord): Promise<string> {
  const packed = await through(new TextEncoder().encode(JSON.stringify(record)), new CompressionStream("deflate-raw"));
  let binary = "";
  for (let i = 0; i < packed.length; i += 0x8000) binary += String.fromCharCode(...packed.subarray(i, i + 0x8000));
  return PREFIX + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The record a fragment carries; null when the fragment carries none. */
export async function fromFragment(hash: string): Promise<Result<GameRecord, RuleViolation> | null> {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const binary = atob(hash.slice(PREFIX.length).replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await through(bytes, new DecompressionStream("deflate-raw")));
    return readRecord(text);
  } catch {
    return err({ code: "ERR_INVALID_RECORD", event: null, message: "expected a link made by this page: the record in the address cannot be read" });
  }
}
