import { RuleViolationError } from "../core/errors.js";
import type { RecordResolver } from "../modes/tournament/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import { parseJsonText } from "../cli/json.js";

/**
 * Reads the records an event file names, beside it, through the store (only regular files of bounded
 * size inside the event file's folder). The names that could not be read are kept. A file that is not
 * JSON is refused without a word of its content: it may be any file.
 */
export function storeRecords(store: EventFileStore, path: string): { readonly read: RecordResolver; readonly unreadable: Set<string> } {
  return recordsRead((name) => store.readRecord(path, name));
}

/** The records named by an event, their text read by `readText`: the names that could not be read kept, a text not JSON refused unquoted. */
export function recordsRead(readText: (name: string) => string): { readonly read: RecordResolver; readonly unreadable: Set<string> } {
  const unreadable = new Set<string>();
  const read = (name: string) => {
    let text: string;
    try {
      text = readText(name);
    } catch (e) {
      unreadable.add(name);
      throw e;
    }
    const record = parseJsonText(text, { quote: false });
    if (!record.ok) throw new RuleViolationError(record.error);
    return record.value;
  };
  return { read, unreadable };
}
