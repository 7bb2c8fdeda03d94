import { at, violation, RuleViolationError } from "../core/errors.js";
import type { AcesHighEvent } from "../modes/tournament/index.js";
import { mebibytes } from "../cli/bounded-read.js";
import { EVENT_FILE_LIMIT, type EventFileStore } from "../cli/event-file.js";
import { FileError } from "../cli/file-error.js";
import { MAX_NESTING, tooDeep } from "../cli/nesting.js";
import { prettyJson } from "./pretty-json.js";

/**
 * Writes the event file whole through the store, if it is still the version read (`ERR_EVENT_FILE_CHANGED`
 * otherwise; the store renames a complete file into place). Call it holding the store's lock. Never
 * writes a file no operation could read again: one nested deeper than every record, or larger than the
 * event file limit.
 */
export function writeEvent(store: EventFileStore, path: string, event: AcesHighEvent, version: string | null): void {
  // A game record kept in the file nests some levels below the event's own.
  const deep = tooDeep(event, "event");
  if (deep !== undefined) {
    throw new RuleViolationError(at(violation("ERR_INVALID_RECORD", `expected the event file to nest arrays and objects at most ${MAX_NESTING} levels deep (the limit of every record); with this change it would nest more at ${deep}`), null));
  }
  const text = `${prettyJson(event)}\n`;
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > EVENT_FILE_LIMIT) {
    throw new FileError(
      "ERR_EVENT_FILE_TOO_LARGE",
      `cannot write ${path}: with this change it would be ${(bytes / 2 ** 20).toFixed(1)} MiB, more than the ${mebibytes(EVENT_FILE_LIMIT)} the event commands read; nothing was written (a score sheet, <player>=<victory>/<bounty>/<place>, takes a few bytes where a game record may take megabytes)`,
    );
  }
  store.write(path, text, version);
}
