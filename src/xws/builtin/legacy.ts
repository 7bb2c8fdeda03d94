/**
 * The built-in 2.0 Legacy card catalog (xwing-data2-legacy), for apps that have no data checkout:
 * `acesHighSetupFromSquads(entries, catalog, 80)`. Only apps that import this entry load its data.
 *
 * @module ace-ledger/xws/legacy
 */
import { type Catalog, catalogFrom } from "../catalog.js";
import { LEGACY_CARDS } from "./cards-legacy.js";

/** The 2.0 Legacy catalog: pilot and upgrade costs are squad points. */
export const catalog: Catalog = /* @__PURE__ */ catalogFrom(LEGACY_CARDS);

/** The data the catalog is built from, with its source repository and commit. */
export { LEGACY_CARDS as catalogData };
