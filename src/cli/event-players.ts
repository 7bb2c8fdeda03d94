import { idFrom, PLAYER_ID } from "../core/ids.js";
import type { EntrantEntry, GameRules } from "../modes/tournament/index.js";
import type { CliParts } from "./parts/index.js";
import { shipCardLabel } from "./ship-label.js";
import { parseSquadArg, type SquadArg } from "./squad-arg.js";
import { escapeText } from "./text.js";

/** What the event commands need to read players from the command line. */
export interface PlayersContext {
  readonly usage: (message: string, details?: readonly string[]) => never;
  readonly readJson: (path: string) => unknown;
  readonly note: (text: string) => void;
  /** The XWS import and the built-in card catalogs, loaded only when a squad is given. */
  readonly squads: () => CliParts["setup"];
}

/** A player from the command line: the id, and the display name and ship when given. */
export interface PlayerArg extends EntrantEntry {
  readonly squadPath?: string;
  /** The ship as the table sheets print it: its cards' names. */
  readonly label?: string;
}

/** A player as typed: the name, and the squad when one is given. */
export interface EntrantArg {
  /** The word as typed, for messages. */
  readonly typed: string;
  readonly name: string;
  readonly squad?: SquadArg;
}

/**
 * The players of the command line, each `<name>` or `<name>=<squad.json>[#pilot]`; from `plainFrom` on
 * (the words after `--`), each word is a name as it is, `=` and all ("Ana=Bo"), with no squad.
 */
export function entrantArgs(args: readonly string[], plainFrom = Infinity): EntrantArg[] {
  return args.map((arg, i) => {
    if (i >= plainFrom || !arg.includes("=")) return { typed: arg, name: arg.trim() };
    const squad = parseSquadArg(arg);
    return { typed: arg, name: squad.name ?? "", squad };
  });
}

/**
 * `id`, or when it is taken, `id-2`, `id-3`...: the first that is free (shortened to stay within the
 * 64 characters of an id).
 */
export function freeId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const numbered = `${id.slice(0, 63 - String(n).length).replace(/-+$/, "")}-${n}`;
    if (!taken.has(numbered)) return numbered;
  }
}

/**
 * Players from the command line (`entrantArgs`): a display name (any text: "Zoë Ng") from which the id is
 * made (`zoe-ng`), or an id as it is; and optionally the player's XWS squad, imported with the list
 * checks at the event's point limit and edition.
 */
export function readPlayers(entrants: readonly EntrantArg[], game: Partial<GameRules>, ctx: PlayersContext): { players: PlayerArg[]; edition?: "legacy" | "2.5" } {
  const parsed = entrants.map(({ typed, name, squad }) => {
    if (name === "") ctx.usage(`expected <name> or <name>=<squad.json>[#pilot], e.g. "Zoë Ng=zoe.json#2", got ${JSON.stringify(typed)}`);
    return { name, squad };
  });
  const withSquads = parsed.filter((p) => p.squad !== undefined);
  if (withSquads.length > 0 && game.pointLimit === undefined) ctx.usage("expected --limit <points>: the point limit the squads are checked against");
  let edition = game.edition;
  let importer: CliParts["setup"] | undefined;
  const raws = new Map<string, unknown>();
  for (const p of withSquads) raws.set(p.squad!.path, ctx.readJson(p.squad!.path));
  if (withSquads.length > 0) {
    importer = ctx.squads();
    if (edition === undefined) {
      const chosen = new Set<"legacy" | "2.5">();
      for (const raw of raws.values()) {
        const squad = importer.parseXws(raw);
        if (squad.ok) chosen.add(importer.chooseEdition(squad.value, [importer.legacyCatalog, importer.catalog25]).edition);
      }
      if (chosen.size > 1) ctx.usage("expected squads of one edition; pass --edition legacy or --edition 2.5");
      edition = chosen.has("2.5") ? "2.5" : "legacy";
    }
  }
  const used = new Set<string>();
  const names = new Set<string>();
  const players = parsed.map(({ name, squad }, i): PlayerArg => {
    // An id as it is stays the id; a name with spaces, accents or another script gives one made from it.
    if (names.has(name)) ctx.usage(`expected each player once; ${JSON.stringify(name)} is named twice (two players of one name: name them apart, e.g. ${JSON.stringify(`${name} 2`)})`);
    names.add(name);
    // Two names that give one id ("Ana Lee", "Ana-Lee!") keep both: the later is numbered.
    const id = freeId(PLAYER_ID.test(name) ? name : idFrom(name, i), used);
    used.add(id);
    const shown = name === id ? {} : { name };
    if (squad === undefined) return { player: id, ...shown };
    const catalog = edition === "2.5" ? importer!.catalog25 : importer!.legacyCatalog;
    const entry = { squad: raws.get(squad.path), id, ...(squad.pilot === undefined ? {} : { pilot: squad.pilot }) };
    const imported = importer!.acesHighSetupFromSquads([entry], catalog, game.pointLimit!);
    for (const n of imported.notes) ctx.note(escapeText(`note ${n.code}: ${name}: ${n.message}`));
    if (!imported.ok) ctx.usage(`the squad of ${name} (${squad.path}) cannot play:`, imported.error.map((e) => `${e.code}: ${e.message.replace(/^squad 1: /, "")}`));
    const ship = imported.value.players[0]!.ship;
    return { player: id, ...shown, ship, squadPath: squad.path, label: shipCardLabel(ship, [catalog]) };
  });
  return { players, ...(edition === undefined ? {} : { edition }) };
}
