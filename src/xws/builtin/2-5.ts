/**
 * The built-in 2.5 card catalog (xwing-data2), for apps that have no data checkout. Only apps
 * that import this entry load its data.
 *
 * @module ace-ledger/xws/2.5
 */
import { type Catalog, catalogFrom } from "../catalog.js";
import { CARDS_2_5 } from "./cards-2-5.js";

/** The 2.5 catalog: pilots carry their card `cost` and `loadout` budget. */
export const catalog: Catalog = /* @__PURE__ */ catalogFrom(CARDS_2_5);

/** The data the catalog is built from, with its source repository and commit. */
export { CARDS_2_5 as catalogData };
