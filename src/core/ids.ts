import { deepFreeze } from "./freeze.js";

/**
 * Player ids in every mode: short and printable. Not `__proto__` (which starts with `_`), but
 * `constructor`, `toString` and other names of `Object.prototype` are ids like any other: modes keep
 * ids in lists, `Map`s and null-prototype objects, and test membership with `Object.hasOwn`.
 */
export const PLAYER_ID = /* @__PURE__ */ deepFreeze(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/);
