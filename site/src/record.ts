// Records in and out of the page: JSON text, files, and links that carry the whole record in the
// URL fragment (deflate-raw with the browser's CompressionStream, then base64url). The fragment
// never leaves the browser: a link works with no server behind it.
import { err, ok, parseJson, parseRecord, type Result, type RuleViolation } from "ace-ledger";
import type { GameRecord } from "./mode.js";
import { MODE_LABELS } from "./modes.js";

/** The most levels of objects and arrays in a record, itself included: no game needs more, and drawing more overflows the stack. */
export const MAX_DEPTH = 100;
/** The most bytes a link's record may inflate to: a 50,000-event game is about 5 MB of JSON. */
export const MAX_LINK_BYTES = 16 * 1024 * 1024;

const invalid = (message: string): Result<never, RuleViolation> => err({ code: "ERR_INVALID_RECORD", event: null, message });

/** The most bytes of a record file opened, dropped or pasted: as much as a link may inflate to. */
export const MAX_FILE_BYTES = MAX_LINK_BYTES;

/** A file too large to be a record the page reads: refused before any of it is read. */
export function fileTooLarge(size: number): Result<never, RuleViolation> | null {
  return size > MAX_FILE_BYTES ? invalid(`expected a record file of at most ${MAX_FILE_BYTES / 1024 / 1024} MB, got ${(size / 1024 / 1024).toFixed(1)} MB`) : null;
}

/** A record read from text: the envelope checked by the library, the mode one the page knows. */
export function readRecord(text: string): Result<GameRecord, RuleViolation> {
  // A UTF-16 code unit is at least one byte of the file it came from.
  const large = fileTooLarge(text.length);
  if (large) return large;
  const json = parseJson(text.replace(/^\uFEFF/, ""));
  if (!json.ok) return json;
  return checkRecord(json.value);
}

/** Where `value` nests deeper than MAX_DEPTH levels (a path such as `record.events[0]`), or null. Walks without recursion. */
function tooDeep(value: unknown): string | null {
  const stack: [unknown, number, string][] = [[value, 0, "record"]];
  while (stack.length > 0) {
    const [v, depth, path] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= MAX_DEPTH) return path;
    // The path is kept for the first three levels only: enough to name the event and its field.
    for (const [k, x] of Object.entries(v)) stack.push([x, depth + 1, depth < 3 ? (Array.isArray(v) ? `${path}[${k}]` : `${path}.${k}`) : path]);
  }
  return null;
}

/** The envelope checked by the library; the record kept as given (field order, meta). */
export function checkRecord(value: unknown): Result<GameRecord, RuleViolation> {
  // An event file is an envelope of its own (seed, rounds, ...): said before the library's check of a game record's fields.
  const mode = typeof value === "object" && value !== null && Object.hasOwn(value, "mode") ? (value as { mode: unknown }).mode : undefined;
  if (mode === "aces-high-event") {
    return invalid('expected a game record, got an event file (mode "aces-high-event"): the page scores the record of one game; `ace-ledger event` reads event files');
  }
  const deep = tooDeep(value);
  if (deep !== null) return invalid(`expected a record nested at most ${MAX_DEPTH} levels deep, got more in ${deep}`);
  const envelope = parseRecord(value);
  if (!envelope.ok) return envelope;
  if (!MODE_LABELS.has(envelope.value.mode)) {
    return invalid(`expected record.mode to be one of ${[...MODE_LABELS.keys()].join(", ")}, got ${JSON.stringify(envelope.value.mode)}`);
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

/** The bytes out of `stream`, or null once they pass `limit` (the stream is then cancelled). */
async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The fragment of a link to the record: `#record=` and the compressed JSON, base64url, then
 * `&at=` and the position shown when it is not the end of the game.
 */
export async function recordFragment(record: GameRecord, at?: number): Promise<string> {
  const packed = (await through(new TextEncoder().encode(JSON.stringify(record)), new CompressionStream("deflate-raw")))!;
  let binary = "";
  for (let i = 0; i < packed.length; i += 0x8000) binary += String.fromCharCode(...packed.subarray(i, i + 0x8000));
  return PREFIX + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "") + (at === undefined ? "" : `&at=${at}`);
}

/** The position a link shows (`&at=`), or null for the end of the game. */
export function fragmentPosition(hash: string): number | null {
  const at = /&at=(\d{1,9})$/.exec(hash);
  return at ? Number(at[1]) : null;
}

/** The record a fragment carries; null when the fragment carries none. */
export async function fromFragment(hash: string): Promise<Result<GameRecord, RuleViolation> | null> {
  if (!hash.startsWith(PREFIX)) return null;
  let json: Uint8Array | null;
  try {
    const binary = atob(hash.slice(PREFIX.length).replace(/&at=\d*$/, "").replace(/-/g, "+").replace(/_/g, "/"));
    json = await through(Uint8Array.from(binary, (c) => c.charCodeAt(0)), new DecompressionStream("deflate-raw"), MAX_LINK_BYTES);
    if (json) return readRecord(new TextDecoder("utf-8", { fatal: true }).decode(json));
  } catch {
    return invalid("expected a link made by this page: the record in the address cannot be read");
  }
  return invalid(`expected a link whose record is at most ${MAX_LINK_BYTES / 1024 / 1024} MB of JSON: this one inflates to more, and the page stopped reading it`);
}
