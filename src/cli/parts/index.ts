import type { Scorers } from "../modes.js";
import type * as conformance from "./conformance.js";
import type * as event from "./event.js";
import type * as serve from "./serve.js";
import type * as setup from "./setup.js";
import type * as tables from "./tables.js";

/**
 * The code of each command, apart from the command line itself: the tests and `run` import them all; the
 * built command line (bin.ts) loads only the one the command needs, from a file of its own, so that
 * `ace-ledger score` starts without the card catalogs, the side-event code or the conformance kit.
 */
export interface CliParts {
  /** `score`: the scoring of each mode, loaded for a record of that mode. */
  readonly scorers: Scorers;
  readonly tables: typeof tables;
  readonly event: typeof event;
  readonly setup: typeof setup;
  readonly conformance: typeof conformance;
  /** `event serve`: the night's server. */
  readonly serve: typeof serve;
}

