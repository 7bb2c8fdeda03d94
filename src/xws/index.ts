/**
 * Squads from XWS and card data from xwing-data2: Aces High setups from the squads players
 * already have, and the Aces High list checks. The card data comes from the built-in catalogs
 * (`ace-ledger/xws/legacy`, `ace-ledger/xws/2.5`) or from a checkout the caller reads.
 *
 * @module ace-ledger/xws
 */
export { type Catalog, catalogFrom, type CatalogPilot, type CatalogUpgrade, type HardpointChoice, loadCatalog } from "./catalog.js";
export {
  type CatalogData,
  catalogDataFrom,
  type CatalogSource,
  type DataManifest,
  type DataPilot,
  type DataQuickBuilds,
  type DataShip,
  type DataUpgrade,
  type Edition,
  type PilotData,
  type QuickBuildData,
  type ShipData,
  type ShipStat,
  type UpgradeCostData,
  type UpgradeData,
} from "./catalog-data.js";
export { chooseEdition, type EditionEvidence, squadEdition } from "./edition.js";
export { parseXws, type SquadErrorCode, type XwsPilot, type XwsSquad, type XwsVendor } from "./squad.js";
export { shipsFromXws, type SquadShip, type XwsErrorCode, type XwsNote, type XwsNoteCode } from "./from-xws.js";
export { checkAcesHighList, type ListErrorCode, type ListOptions, STANDARD_LIMITS } from "./list.js";
export { idFrom } from "../core/ids.js";
export { acesHighSetupFromSquads, epicPlayerFromSquad, type PilotChoiceErrorCode, pickPilot, type SquadCountErrorCode, type SquadEntry, type WithNotes } from "./setup.js";
