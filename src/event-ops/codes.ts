import { createHmac, timingSafeEqual } from "node:crypto";

// The console's secret and the tables' codes are made from the night's key (night-state.ts): nothing
// else is stored, and a server started again gives the same ones.

/** Letters and digits that cannot be read one for another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function code(key: string, what: string, length: number): string {
  const bytes = createHmac("sha256", Buffer.from(key, "hex")).update(what).digest();
  return Array.from(bytes.subarray(0, length), (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The code a table gives with its result: 5 characters, its own for each round. */
export function tableCode(key: string, round: number, table: number): string {
  return code(key, `table ${round} ${table}`, 5);
}

/** The organiser's secret: 20 characters (about 99 bits), asked for every change but a table's result. */
export function consoleSecret(key: string): string {
  return code(key, "console", 20);
}

/** Whether a code given matches the one expected, in the same time whatever it is; case and spaces do not matter. */
export function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.toUpperCase().replace(/\s+/g, ""));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The key that opens one round's printed sheets (`/print/sheets?round=N&k=...`): a link that a browser
 * keeps in its history and may print in a page's footer, so it carries this, never the console's
 * secret. It shows no more than the sheets it opens: that round's table codes, printed on them anyway.
 */
export function sheetsKey(key: string, round: number): string {
  return code(key, `sheets ${round}`, 12);
}
