import { deepFreeze } from "../core/freeze.js";

// The options that take a value, by command: the command line is split into options and words before
// any command's code is loaded.

/** The options of `event` that take a value. */
export const EVENT_VALUE_OPTIONS: readonly string[] = /* @__PURE__ */ deepFreeze(["--players", "--seed", "--rounds", "--sizes", "--salvo", "--final", "--unfinished", "--round", "--table", "--game", "--ship", "--time", "--victory", "--preset", "--name", "--date", "--pilot", "--id", "--squad", "--port", "--host"]);

/** The options of `conformance` that take a value. */
export const CONFORMANCE_VALUE_OPTIONS: readonly string[] = /* @__PURE__ */ deepFreeze(["--command", "--exclude-rulings", "--exclude-cases", "--timeout", "--case"]);
