// cards-2.5.js: the built-in 2.5 card catalog, loaded when the setup form searches it.
export { catalog } from "ace-ledger/xws/2.5";
