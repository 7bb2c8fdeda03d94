/**
 * The built-in 2.0 Legacy card catalog (xwing-data2-legacy), for apps that have no data checkout:
 * `acesHighSetupFromSquads(entries, catalog, 80)`. Only apps that import this entry load its data.
 *
 * @module ace-ledger/xws/legacy
 */
import { deepFreeze } from "../../core/freeze.js";
import { type Catalog, catalogFrom } from "../catalog.js";
import { LEGACY_CARDS } from "./cards-legacy.js";

// Deeply frozen: the catalog hands out its parts (pilots' slots, quick builds), shared by every importer.
const data = /* @__PURE__ */ deepFreeze(LEGACY_CARDS);

/** The 2.0 Legacy catalog: pilot and upgrade costs are squad points. */
export const catalog: Catalog = /* @__PURE__ */ deepFreeze(catalogFrom(data));

/** The data the catalog is built from, with its source repository and commit. */
export { data as catalogData };
