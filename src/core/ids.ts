import { deepFreeze } from "./freeze.js";

/**
 * Player ids in every mode: short and printable. Not `__proto__` (which starts with `_`), but
 * `constructor`, `toString` and other names of `Object.prototype` are ids like any other: modes keep
 * ids in lists, `Map`s and null-prototype objects, and test membership with `Object.hasOwn`.
 */
export const PLAYER_ID = /* @__PURE__ */ deepFreeze(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/);

/**
 * A player id made from a name: lower case, accents dropped ("Zoë Ng" is `zoe-ng`), each other run
 * of characters a hyphen, at most 64 characters. A name with no Latin letter or digit ("李雷") gives
 * its characters' code points in hex after a `u` (`u674e-96f7`): stable and distinct for a name in any
 * script. `p<i + 1>` only when the name is blank.
 */
export function idFrom(text: string, i: number): string {
  const id = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9_.:-]+/g, "-").replace(/^[^a-z0-9]+/, "").slice(0, 64).replace(/-+$/, "");
  return id || codePointId(text) || `p${i + 1}`;
}

/** "u" and the code points of a name's characters (spaces and controls left out), whole ones up to 64 characters. */
function codePointId(text: string): string {
  let id = "";
  for (const c of text.normalize("NFC")) {
    if (/^[\s\p{C}]$/u.test(c)) continue;
    const next = `${id === "" ? "u" : `${id}-`}${c.codePointAt(0)!.toString(16)}`;
    if (next.length > 64) break;
    id = next;
  }
  return id;
}
