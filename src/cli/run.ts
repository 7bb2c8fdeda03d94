import { runWith } from "./dispatch.js";
import { diskEventFiles } from "./event-file.js";
import { type Io, nodeIo } from "./io.js";
import * as conformance from "./parts/conformance.js";
import * as event from "./parts/event.js";
import { score as acesHigh } from "./parts/score-aces-high.js";
import { score as epic } from "./parts/score-epic.js";
import { score as fireteam } from "./parts/score-fireteam.js";
import { score as intergalacticAce } from "./parts/score-intergalactic-ace.js";
import { score as spaceRace } from "./parts/score-space-race.js";
import * as serve from "./parts/serve.js";
import * as setup from "./parts/setup.js";
import * as tables from "./parts/tables.js";

export type { Io } from "./io.js";

/** Runs the command line and returns the exit code: every command's code loaded up front (tests, scripts). */
export function run(args: readonly string[], io: Io = { ...nodeIo, eventFiles: diskEventFiles }): number {
  const scorers = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce };
  return runWith(args, io, { scorers, tables, event, setup, conformance, serve });
}
