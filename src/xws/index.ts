/**
 * Squads from XWS and card data from xwing-data2: Aces High setups from the squads players
 * already have, and the Aces High list checks. The caller supplies the data files.
 *
 * @module
 */
export {
  type Catalog,
  type CatalogPilot,
  type CatalogUpgrade,
  type DataManifest,
  type DataPilot,
  type DataShip,
  type DataUpgrade,
  loadCatalog,
  type ShipStat,
} from "./catalog.js";
export { parseXws, type SquadErrorCode, type XwsPilot, type XwsSquad } from "./squad.js";
export { shipsFromXws, type SquadShip, type XwsErrorCode } from "./from-xws.js";
export { checkAcesHighList, type ListErrorCode, STANDARD_LIMITS } from "./list.js";
export { acesHighSetupFromSquads, epicPlayerFromSquad, type SquadEntry } from "./setup.js";
