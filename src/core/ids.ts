import { deepFreeze } from "./freeze.js";

/**
 * Player ids in every mode: short and printable. Not `__proto__` (which starts with `_`), but
 * `constructor`, `toString` and other names of `Object.prototype` are ids like any other: modes keep
 * ids in lists, `Map`s and null-prototype objects, and test membership with `Object.hasOwn`.
 */
export const PLAYER_ID = /* @__PURE__ */ deepFreeze(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/);

/**
 * A player id made from a name: lower case, accents dropped ("Zoë Ng" is `zoe-ng`), each other run
 * of characters a hyphen, at most 64 characters; `p<i + 1>` when nothing is left ("李雷").
 */
export function idFrom(text: string, i: number): string {
  const id = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9_.:-]+/g, "-").replace(/^[^a-z0-9]+/, "").slice(0, 64).replace(/-+$/, "");
  return id || `p${i + 1}`;
}
