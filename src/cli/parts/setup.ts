// What the command `setup`: XWS squads and the built-in card catalogs. The built command line loads it only for that command.
export { catalog as catalog25 } from "../../xws/builtin/2-5.js";
export { catalog as legacyCatalog } from "../../xws/builtin/legacy.js";
export { acesHighSetupFromSquads, chooseEdition, loadCatalog, parseXws } from "../../xws/index.js";
