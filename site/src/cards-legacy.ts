// cards-legacy.js: the built-in 2.0 Legacy card catalog, loaded when the setup form searches it.
export { catalog } from "ace-ledger/xws/legacy";
