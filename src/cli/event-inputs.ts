import { RuleViolationError } from "../core/errors.js";
import { withoutBom } from "./decode-text.js";
import type { EventContext } from "./event.js";
import { FileError, reasonOf } from "./file-error.js";
import { PLAYERS_FILE_LIMIT, RECORD_FILE_LIMIT, SQUAD_FILE_LIMIT } from "./input-limits.js";
import { parseJsonText } from "./json.js";
import { entrantArgs } from "./event-players.js";
import { parseSquadPath, type SquadArg } from "./squad-arg.js";

/** A file an event command is given on its command line, and the most of it that is read. */
export interface Input {
  readonly path: string;
  readonly limit: number;
}

/**
 * The files `event <action>` is given besides the event file: `init`'s list of players or squads,
 * `join`'s and `squad`'s squad, `result`'s game record. The paths are found as the commands find them
 * (`plainFrom`: the first of `args` after `--`, a name as it is).
 */
export function inputsOf(action: string | undefined, args: readonly string[], values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, plainFrom = Infinity): Input[] {
  const squads = (list: readonly (SquadArg | undefined)[]) => list.flatMap((s) => (s === undefined ? [] : [{ path: s.path, limit: SQUAD_FILE_LIMIT }]));
  switch (action) {
    case "init": {
      const names = values.get("--players");
      if (names !== undefined) return [{ path: names, limit: PLAYERS_FILE_LIMIT }];
      return squads(entrantArgs(args, plainFrom).map((e) => e.squad));
    }
    case "join": {
      if (flags.has("--undo") || args.length !== 1) return [];
      const squad = values.get("--squad");
      return squads([squad === undefined ? entrantArgs(args, plainFrom)[0]!.squad : parseSquadPath(squad)]);
    }
    case "squad":
      return args.length === 2 ? squads([parseSquadPath(args[1]!)]) : [];
    case "result": {
      const game = values.get("--game");
      // Standard input is refused as a game record: it is never waited for.
      return game === undefined || game === "-" ? [] : [{ path: game, limit: RECORD_FILE_LIMIT }];
    }
    default:
      return [];
  }
}

/**
 * Reads the files an event command is given (`inputsOf`) before the command runs, and returns its
 * context reading them from memory. A command holds the event file's lock while it runs: reading its
 * files first, a slow one (standard input, a file on a slow share) never keeps the other writers
 * waiting, and the lock is held for the event file alone. A file that cannot be read fails when the
 * command asks for it, as it did when the command read it then, so that a usage error still comes first.
 */
export function readInputsFirst(action: string | undefined, args: readonly string[], ctx: EventContext, plainFrom = Infinity): EventContext {
  const inputs = inputsOf(action, args, ctx.values, ctx.flags, plainFrom);
  if (inputs.length === 0) return ctx;
  const read = new Map<string, { readonly text: string } | { readonly error: unknown }>();
  for (const { path, limit } of inputs) {
    if (read.has(path)) continue;
    try {
      read.set(path, { text: withoutBom(ctx.io.readFile(path, limit)) });
    } catch (error) {
      read.set(path, { error });
    }
  }
  return {
    ...ctx,
    readText: (path) => {
      const input = read.get(path);
      if (input === undefined) return ctx.readText(path);
      if ("error" in input) throw new FileError("ERR_FILE_UNREADABLE", reasonOf(input.error));
      return input.text;
    },
    readJson: (path) => {
      const input = read.get(path);
      if (input === undefined) return ctx.readJson(path);
      if ("error" in input) return ctx.unreadable(`cannot read ${path === "-" ? "standard input" : path}: ${reasonOf(input.error)}`);
      const parsed = parseJsonText(input.text);
      if (!parsed.ok) throw new RuleViolationError(parsed.error);
      return parsed.value;
    },
  };
}
