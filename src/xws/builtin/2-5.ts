/**
 * The built-in 2.5 card catalog (xwing-data2), for apps that have no data checkout. Only apps
 * that import this entry load its data.
 *
 * @module ace-ledger/xws/2.5
 */
import { deepFreeze } from "../../core/freeze.js";
import { type Catalog, catalogFrom } from "../catalog.js";
import { CARDS_2_5 } from "./cards-2-5.js";

// Deeply frozen: the catalog hands out its parts (pilots' slots, quick builds), shared by every importer.
const data = /* @__PURE__ */ deepFreeze(CARDS_2_5);

/** The 2.5 catalog: pilots carry their card `cost` and `loadout` budget. */
export const catalog: Catalog = /* @__PURE__ */ deepFreeze(catalogFrom(data));

/** The data the catalog is built from, with its source repository and commit. */
export { data as catalogData };
