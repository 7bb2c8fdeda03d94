import { deepFreeze } from "./core/freeze.js";

/**
 * The modes this package ships, by record `mode` string, with the entry that implements each.
 * Names only: importing the root entry never loads a mode.
 */
export const MODES = /* @__PURE__ */ deepFreeze({
  "aces-high": "ace-ledger/aces-high",
  "aces-high-event": "ace-ledger/tournament",
  "space-race": "ace-ledger/space-race",
  epic: "ace-ledger/epic",
  fireteam: "ace-ledger/fireteam",
  "intergalactic-ace": "ace-ledger/intergalactic-ace",
} as const);

/** A record `mode` this package reads: a key of `MODES`. */
export type ModeName = keyof typeof MODES;
