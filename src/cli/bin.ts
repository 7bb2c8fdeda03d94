import { runWith } from "./dispatch.js";
import { nodeIo } from "./io.js";
import type { CliParts } from "./parts/index.js";
import type { Scorer } from "./scorer.js";

type Part = { readonly score: Scorer };

// Each command's code is a file of its own beside this one (scripts/cli-build.mjs builds them), loaded
// when the command asks for it: `ace-ledger score` starts with the scoring of the record's mode alone (no
// other mode, no card catalogs, no side-event code, no conformance kit). The names are literal so that a
// reader sees every file the command line loads.
const parts: CliParts = {
  scorers: {
    get "aces-high"() { return (require("./cli-score-aces-high.cjs") as Part).score; },
    get epic() { return (require("./cli-score-epic.cjs") as Part).score; },
    get "space-race"() { return (require("./cli-score-space-race.cjs") as Part).score; },
    get fireteam() { return (require("./cli-score-fireteam.cjs") as Part).score; },
    get "intergalactic-ace"() { return (require("./cli-score-intergalactic-ace.cjs") as Part).score; },
  },
  get tables() { return require("./cli-tables.cjs") as CliParts["tables"]; },
  get event() { return require("./cli-event.cjs") as CliParts["event"]; },
  get setup() { return require("./cli-setup.cjs") as CliParts["setup"]; },
  get conformance() { return require("./cli-conformance.cjs") as CliParts["conformance"]; },
  get serve() { return require("./cli-serve.cjs") as CliParts["serve"]; },
};

// The event file's store comes with the event commands' code, when a command asks for it.
const io = { ...nodeIo, get eventFiles() { return parts.event.diskEventFiles; } };
process.exitCode = runWith(process.argv.slice(2), io, parts);
