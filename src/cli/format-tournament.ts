import { formatTable } from "./table.js";
import { escapeText } from "./text.js";
import { shellCommand } from "./shell-quote.js";
import { isObject, own } from "../core/schema.js";
import type { EventStandings, NextRound, ReplacedResult, ResultLine, SalvoEntry, TableScore, TableSheet } from "../modes/tournament/index.js";

export function formatTables(n: number, sizes: readonly number[]): string {
  return `${n} players: ${sizes.length} table${sizes.length > 1 ? "s" : ""} of ${sizes.join(", ")}`;
}

/** A round's tables, one line each, its players under their order numbers. */
export function formatSeating(round: number, roundCount: number, tables: readonly (readonly string[])[]): string {
  const widest = Math.max(...tables.map((t) => t.length));
  const header = ["table", ...Array.from({ length: widest }, (_, i) => String(i + 1))];
  const rows = tables.map((players, i) => [String(i + 1), ...Array.from({ length: widest }, (_, o) => players[o] ?? "")]);
  const sizes = tables.map((t) => t.length).join(", ");
  return [
    escapeText(`Round ${round} of ${roundCount}: ${tables.length} table${tables.length > 1 ? "s" : ""} of ${sizes}; each player under their order number`),
    "",
    ...formatTable(header, rows),
  ].join("\n");
}

const rolls = (salvo: readonly number[]) => (salvo.length === 0 ? "-" : salvo.join(" "));

export function formatNextRound(next: NextRound): string {
  const lines = [formatSeating(next.round, next.roundCount, next.tables)];
  if (next.ranking.length > 0) {
    const rows = next.ranking.map((r, i) => [String(i + 1), r.id, String(r.victory), r.place === null ? "-" : String(r.place), rolls(r.salvo)]);
    lines.push("", "Seeded by victory, then place in the last round, then the final salvo roll:", "", ...formatTable(["seed", "player", "victory", "place", "salvo"], rows));
  }
  return lines.join("\n");
}

/** The mark after a place in the standings: `*` a score sheet's, `!` a game counted unfinished (`standingsNotes` says so). */
export const MARK = { record: "", result: "*", unfinished: "!" } as const;

/** What the marks of the standings mean, for the marks they show; `room`: for a page the players read, naming no option. */
export function standingsNotes(s: EventStandings, room = false): string[] {
  const notes: string[] = [];
  if (s.games.some((g) => g.source === "result")) notes.push(room ? "* place from the table's score sheet" : "* entered result: the table's score sheet, not adjudicated from a game record");
  if (s.games.some((g) => !g.over)) notes.push(room ? "! game not over, counted as it stands: its bounty is not victory yet" : "! game not over, counted as it stands (--allow-unfinished, or the event's rules.unfinishedGames): its bounty is not victory yet");
  return notes;
}

/**
 * The standings as text. `nameOf` gives a player's display name: a column of its own, after the id the
 * commands take, when some name differs from its id.
 */
export function formatStandings(s: EventStandings, nameOf: (id: string) => string = (id) => id): string {
  if (s.rounds === 0 && s.errors.length === 0) return "No round has a result yet.";
  const named = s.standings.some((p) => nameOf(p.id) !== p.id);
  const header = ["rank", "player", ...(named ? ["name"] : []), "victory", "places", "salvo", "note"];
  const rows = s.standings.map((p) => [
    String(p.rank),
    p.id,
    ...(named ? [nameOf(p.id)] : []),
    String(p.victory),
    p.places.map((x, r) => (x === null ? "-" : `${x}${MARK[p.sources[r] ?? "record"]}`)).join(" "),
    rolls(p.salvo),
    p.dropped !== null ? `left from round ${p.dropped}` : p.joined > 1 ? `joined in round ${p.joined}` : "",
  ]);
  // Final once the last round is counted with every game in it.
  const title = s.final && s.errors.length === 0 ? `Final standings, after round ${s.rounds} of ${s.roundCount}` : `Standings after round ${s.rounds} of ${s.roundCount}`;
  const out = [title, "", ...formatTable(header, rows)];
  const notes = standingsNotes(s);
  if (notes.length > 0) out.push("", ...notes);
  for (const t of s.ties) out.push("", `tied after round ${t.round} until a final salvo roll breaks it: ${t.players.join(", ")} (${t.reason})`);
  for (const e of s.errors) out.push("", `round ${e.round}, table ${e.table} not scored: ${e.error.code}${e.error.event === null ? "" : ` at event ${e.error.event}`}: ${e.error.message}`);
  return out.map(escapeText).join("\n");
}

/** A table's result as entered: where it comes from, and each player's place and victory (a short line to check against the sheet). */
export function formatTableScore(round: number, table: number, score: TableScore, game: string | undefined, lines: readonly ResultLine[] | undefined): string {
  const how =
    game === undefined
      ? "result entered from the score sheet, not adjudicated"
      : `game record ${game}, adjudicated${score.over ? "" : " (not over, counted as it stands)"}`;
  const places =
    lines === undefined
      ? [...score.players].sort((a, b) => a.place - b.place).map((p) => `${p.place} ${p.id} ${p.victory}`)
      : [...lines].sort((a, b) => a.place - b.place).map((p) => `${p.place} ${p.id} ${p.bounty === 0 ? p.victory : `${p.victory}+${p.bounty}=${p.victory + p.bounty}`}`);
  return [`Round ${round}, table ${table}: ${how}.`, `Places: ${places.join(", ")}.`].map(escapeText).join("\n");
}

interface Sheets {
  readonly round: number;
  readonly roundCount: number;
  readonly tables: readonly TableSheet[];
}

const SHEET_NOTE =
  "Victory and bounty: the tokens each player has when the game ends (the bounty then becomes victory; score = victory + bounty). Place: 1 for the highest score; equal scores share a place.";

/** The command that enters a table's score sheet, every word quoted for the shell (see `shellQuote`). */
const enterLine = (path: string, round: number, t: TableSheet) =>
  shellCommand(["ace-ledger", "event", "result", path, "--round", String(round), "--table", String(t.table), ...t.seats.map((s) => `${s.player}=V/B/P`)]);

/** A Markdown code span shows its text as it is: its fence is a run of backquotes longer than any inside. */
function codeSpan(text: string): string {
  const fence = "`".repeat(Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length)) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

const md = (text: string) => escapeText(text).replace(/[\\|*_`<>[\]]/g, "\\$&");

/**
 * The table sheets of a round as Markdown: one section per table, blanks for victory, bounty and place.
 * `nameOf` gives a player's display name, shown with the id the command takes when they differ.
 */
export function formatSheetsMarkdown(s: Sheets, path: string, nameOf: (id: string) => string = (id) => id): string {
  const out = [`# Round ${s.round} of ${s.roundCount}: table sheets`, "", md(SHEET_NOTE)];
  const shown = (id: string) => (nameOf(id) === id ? md(id) : `${md(nameOf(id))} (${md(id)})`);
  for (const t of s.tables) {
    out.push("", `## Table ${t.table}`, "", "| order | player | ship | victory | bounty | place |", "|---|---|---|---|---|---|");
    for (const seat of t.seats) out.push(`| ${seat.order} | ${shown(seat.player)} | ${seat.ship === null ? "" : md(seat.ship)} |  |  |  |`);
    out.push("", t.hasResult ? "This table has a result." : `Enter: ${codeSpan(escapeText(enterLine(path, s.round, t)))}`);
  }
  return out.join("\n");
}

/** The ids of a kept result's players: a score sheet's lines, or a game record's setup. */
function keptPlayers(record: unknown): string {
  if (!isObject(record)) return "";
  const setup = own(record, "setup");
  const lines = own(record, "mode") === "aces-high-result" ? own(record, "players") : isObject(setup) ? own(setup, "players") : undefined;
  // A kept record is anything the file holds (edited by hand, or by anyone): only text is printed as an id.
  return Array.isArray(lines) ? lines.map((p) => (isObject(p) && typeof own(p, "id") === "string" ? (own(p, "id") as string) : "(not an id)")).join(", ") : "";
}

/** What a kept result is, in a word or two: a score sheet, a game record, a file named, or none of them. */
function keptKind(record: unknown): string {
  if (typeof record === "string") return `file ${JSON.stringify(record)}`;
  if (!isObject(record)) return "not a record";
  const mode = own(record, "mode");
  return mode === "aces-high-result" ? "score sheet" : mode === "aces-high" ? "game record" : "not a record";
}

/**
 * The results an event file keeps (`replaced`), oldest first, and how to enter one again: print it to a
 * file (`event replaced <event.json> <entry>`) and enter that file over the table's result.
 */
export function formatReplaced(kept: readonly ReplacedResult[], rolls: readonly SalvoEntry[], path: string): string {
  const sections = [kept.length === 0 ? [] : keptResults(kept, path), rolls.length === 0 ? [] : keptRolls(rolls, path)];
  return sections.filter((lines) => lines.length > 0).map((lines) => lines.join("\n")).join("\n\n");
}

function keptResults(kept: readonly ReplacedResult[], path: string): string[] {
  const rows = kept.map((r, i) => [String(i + 1), String(r.round), String(r.table), keptKind(r.record), keptPlayers(r.record)]);
  const last = kept.at(-1)!;
  const file = `r${last.round}-t${last.table}-kept.json`;
  return [
    escapeText("Results replaced (event result --replace) or taken off with their round (event undo --force), oldest first:"),
    "",
    ...formatTable(["entry", "round", "table", "result", "players"], rows),
    "",
    "To enter one again, print it to a file, then enter the file over the table's result:",
    `  ${escapeText(shellCommand(["ace-ledger", "event", "replaced", path, String(kept.length)]))} > ${escapeText(shellCommand([file]))}`,
    `  ${escapeText(shellCommand(["ace-ledger", "event", "result", path, "--round", String(last.round), "--table", String(last.table), "--game", file, "--replace"]))}`,
  ];
}

/** The salvo rolls taken off with their round: entered again with a kept result, or by hand. */
function keptRolls(rolls: readonly SalvoEntry[], path: string): string[] {
  const rounds = [...new Set(rolls.map((s) => s.round))];
  return [
    escapeText("Salvo rolls taken off with their round (event undo), oldest first; entering a kept result of the round again brings back its table's rolls, or enter them by hand:"),
    ...rounds.map((round) => {
      // The last rolls kept for each player of the round: the ones a later undo took off.
      const last = new Map(rolls.filter((s) => s.round === round).map((s) => [s.player, s.rolls]));
      return `  ${escapeText(shellCommand(["ace-ledger", "event", "salvo", path, "--round", String(round), ...[...last].map(([player, r]) => `${player}=${r.join(",")}`)]))}`;
    }),
  ];
}
