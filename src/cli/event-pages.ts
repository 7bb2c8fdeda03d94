import { type AcesHighEvent, displayName, type EventStandings, type GameRules, gameRulesOf, roundCountOf, shipOf } from "../modes/tournament/index.js";
import { MARK, standingsNotes } from "./format-tournament.js";
import { escapeText } from "./text.js";

// The pages of a night, printed for the room: pairings for the wall, a sheet for each table, and the
// standings with the winner. Players are shown by name; no page carries a command to type.

/** "1 hour or 6 victory points, preset community". */
export function describeGame(rules: GameRules): string {
  const time = rules.timeLimit === null ? "no time limit" : rules.timeLimit % 60 === 0 ? `${rules.timeLimit / 60} hour${rules.timeLimit === 60 ? "" : "s"}` : rules.timeLimit > 60 ? `${Math.floor(rules.timeLimit / 60)} hour ${rules.timeLimit % 60} minutes` : `${rules.timeLimit} minutes`;
  const victory = rules.victoryLimit === null ? "no victory limit" : `${rules.victoryLimit} victory points`;
  const squads = rules.pointLimit === undefined ? "" : `, squads of ${rules.pointLimit} points${rules.edition === undefined ? "" : ` (${rules.edition === "legacy" ? "2.0 Legacy" : "2.5"})`}`;
  return `${time} or ${victory}, preset ${rules.preset}${squads}`;
}

const html = (text: string) => escapeText(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A field of a CSV file (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is quoted too, so that a spreadsheet does not run it. */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file: UTF-8 with its byte order mark first, without which Excel reads the file in the system's
 * code page and shows "Zoë" as "ZoÃ«"; other spreadsheets take the mark as it is meant.
 */
const csv = (rows: readonly (readonly string[])[]) => `\ufeff${rows.map((r) => r.map(csvField).join(",")).join("\r\n")}`;

/** "Thursday Aces, 2026-11-27": the event's name and date, as far as it has them. */
function heading(event: AcesHighEvent): string {
  return [event.name, event.date].filter((x) => x !== undefined).join(", ");
}

function page(title: string, body: readonly string[], style: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${html(title)}</title>`,
    `<style>body{font-family:system-ui,sans-serif;margin:2em;color:#111}table{border-collapse:collapse}th,td{border:1px solid #333;padding:.4em .8em;text-align:left}th{background:#eee}${style}</style>`,
    "</head>",
    "<body>",
    "<main>",
    ...body,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** A round's tables: each table with its players by name in player order. */
export interface Pairings {
  readonly round: number;
  readonly roundCount: number;
  readonly tables: readonly (readonly string[])[];
}

export function pairingsOf(event: AcesHighEvent, round: number): Pairings {
  return { round, roundCount: roundCountOf(event), tables: event.rounds[round - 1]!.tables.map((t) => t.players) };
}

/** The pairings for the wall, in large type: a box per table, its players by name in player order. */
export function pairingsHtml(event: AcesHighEvent, p: Pairings): string {
  const title = `Round ${p.round} of ${p.roundCount}: pairings`;
  const body = [`<h1>${html(title)}</h1>`];
  if (heading(event) !== "") body.push(`<p class="event">${html(heading(event))}</p>`);
  body.push('<div class="tables">');
  p.tables.forEach((players, i) => {
    body.push(`<section><h2>Table ${i + 1}</h2><ol>`);
    for (const id of players) body.push(`<li>${html(displayName(event, id))}</li>`);
    body.push("</ol></section>");
  });
  body.push("</div>");
  return page(title, body, "h1{font-size:2.4em}.tables{display:flex;flex-wrap:wrap;gap:1.5em}section{border:2px solid #111;padding:0 1.5em 1em;min-width:14em}h2{font-size:1.8em}li{font-size:1.5em;margin:.2em 0}");
}

/** The pairings as CSV: round, table, order, player id, name. */
export function pairingsCsv(event: AcesHighEvent, p: Pairings): string {
  const rows = [["round", "table", "order", "player", "name"]];
  p.tables.forEach((players, t) => players.forEach((id, o) => rows.push([String(p.round), String(t + 1), String(o + 1), id, displayName(event, id)])));
  return csv(rows);
}

const SHEET_NOTE =
  "Victory and bounty: the tokens each player has when the game ends; the bounty then becomes victory, so the total is victory + bounty. Place: 1 for the highest total; equal totals share a place.";

/**
 * The sheet's columns and their share of the page's width. Fixed shares (table-layout: fixed), whatever
 * the names and ships in them: a sheet of 8 players with long names fits a portrait A4 or Letter page,
 * a long name wrapping in its cell instead of widening the table.
 */
export const SHEET_COLUMNS: readonly (readonly [name: string, percent: number])[] = [
  ["order", 7],
  ["player", 20],
  ["ship", 23],
  ["victory", 9],
  ["bounty", 9],
  ["total", 8],
  ["place", 8],
  ["signature", 16],
];

const SHEET_STYLE = [
  "@page{size:portrait;margin:12mm}",
  "section{break-after:page;margin-bottom:3em}",
  "table.sheet{width:100%;table-layout:fixed}",
  "table.sheet th,table.sheet td{padding:.4em .3em;overflow-wrap:anywhere;vertical-align:top}",
  "table.sheet td{height:2.2em}",
  "@media print{body{margin:0;font-size:11pt}}",
].join("");

/**
 * A sheet per table, a table to a printed page: the event, the round, the time, and blanks to fill in,
 * with a line for each player to sign. `shipLabel` gives the ship a player flies, as printed (default:
 * the label the event file holds).
 */
export function sheetsHtml(event: AcesHighEvent, round: number, shipLabel: (id: string) => string | null = (id) => shipOf(event, id)): string {
  const rules = gameRulesOf(event);
  const roundCount = roundCountOf(event);
  const title = `Round ${round} of ${roundCount}: table sheets`;
  const body: string[] = [];
  event.rounds[round - 1]!.tables.forEach((t, i) => {
    body.push("<section>", `<h1>Round ${round} of ${roundCount}, table ${i + 1}</h1>`);
    if (heading(event) !== "") body.push(`<p class="event">${html(heading(event))}</p>`);
    body.push(`<p>Game: ${html(describeGame(rules))}.</p>`);
    const cols = SHEET_COLUMNS.map(([, percent]) => `<col style="width:${percent}%">`).join("");
    body.push('<table class="sheet">', `<colgroup>${cols}</colgroup>`, `<tr>${SHEET_COLUMNS.map(([name]) => `<th>${name}</th>`).join("")}</tr>`);
    t.players.forEach((id, o) => {
      const ship = shipLabel(id);
      body.push(`<tr><td>${o + 1}</td><td>${html(displayName(event, id))}</td><td>${ship === null ? "" : html(ship)}</td><td class="blank"></td><td class="blank"></td><td class="blank"></td><td class="blank"></td><td class="sign"></td></tr>`);
    });
    body.push("</table>", `<p>${html(SHEET_NOTE)}</p>`, `<p>${t.record === undefined ? "" : "This table has a result."}</p>`, "</section>");
  });
  return page(title, body, SHEET_STYLE);
}

/** The standings as a page, the winner named at the top once the standings are final. */
export function standingsHtml(event: AcesHighEvent, s: EventStandings): string {
  const final = s.final && s.errors.length === 0;
  const title = final ? `Final standings, after round ${s.rounds} of ${s.roundCount}` : `Standings after round ${s.rounds} of ${s.roundCount}`;
  const body = [`<h1>${html(title)}</h1>`];
  if (heading(event) !== "") body.push(`<p class="event">${html(heading(event))}</p>`);
  const winners = s.standings.filter((p) => p.rank === 1);
  if (final && winners.length > 0) body.push(`<p class="winner">Winner${winners.length > 1 ? "s" : ""}: ${winners.map((w) => html(displayName(event, w.id))).join(", ")}</p>`);
  body.push("<table>", "<tr><th>rank</th><th>player</th><th>victory</th><th>places</th><th>salvo</th><th>note</th></tr>");
  for (const p of s.standings) {
    const note = p.dropped !== null ? `left from round ${p.dropped}` : p.joined > 1 ? `joined in round ${p.joined}` : "";
    const places = p.places.map((x, r) => (x === null ? "-" : `${x}${MARK[p.sources[r] ?? "record"]}`)).join(" ");
    body.push(`<tr><td>${p.rank}</td><td>${html(displayName(event, p.id))}</td><td>${p.victory}</td><td>${places}</td><td>${p.salvo.join(" ") || "-"}</td><td>${html(note)}</td></tr>`);
  }
  body.push("</table>");
  for (const note of standingsNotes(s, true)) body.push(`<p class="note">${html(note)}</p>`);
  for (const t of s.ties) body.push(`<p>Tied after round ${t.round} until a final salvo roll breaks it: ${t.players.map((id) => html(displayName(event, id))).join(", ")}.</p>`);
  return page(title, body, ".winner{font-size:1.6em;font-weight:bold}");
}

/** The standings as CSV: rank, player id, name, victory, a place per round, salvo rolls, note. */
export function standingsCsv(event: AcesHighEvent, s: EventStandings): string {
  const rounds = Array.from({ length: s.rounds }, (_, r) => `place round ${r + 1}`);
  const rows = [["rank", "player", "name", "victory", ...rounds, "salvo", "note"]];
  for (const p of s.standings) {
    const note = p.dropped !== null ? `left from round ${p.dropped}` : p.joined > 1 ? `joined in round ${p.joined}` : "";
    rows.push([String(p.rank), p.id, displayName(event, p.id), String(p.victory), ...p.places.map((x) => (x === null ? "" : String(x))), p.salvo.join(" "), note]);
  }
  return csv(rows);
}
