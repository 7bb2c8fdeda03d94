import type { Context, Hono } from "hono";
import { type AcesHighEvent, eventStandings } from "../modes/tournament/index.js";
import { pairingsHtml, pairingsOf, sheetsHtml, standingsHtml } from "../cli/event-pages.js";
import { sameCode, sheetsKey, tableCode } from "../event-ops/codes.js";
import { refuse } from "../event-ops/refusal.js";
import { PRINT_POLICY } from "./headers.js";
import type { Night } from "./night.js";

/** The printed pages, as the command line prints them: the pairings with the QR code; the sheets carry the tables' codes, so they need the round's sheets key. */
export function printRoutes(app: Hono, night: Night): void {
  const { playersUrl, qrSvg } = night.o;
  const print = (c: Context, html: string) => c.body(html, 200, { "content-type": "text/html; charset=utf-8", "content-security-policy": PRINT_POLICY });
  app.get("/print/pairings", (c) => {
    const { event } = night.needEvent();
    const round = roundParam(c, event);
    return print(c, pairingsHtml(event, pairingsOf(event, round)).replace("</main>", `<p class="live">Live pairings, your table and the standings: ${escapeHtml(playersUrl)}</p>${qrSvg}</main>`));
  });
  app.get("/print/standings", (c) => {
    const { event } = night.needEvent();
    return print(c, standingsHtml(event, eventStandings(event, night.records())));
  });
  app.get("/print/sheets", (c) => {
    const { event } = night.needEvent();
    const round = roundParam(c, event);
    const key = night.keyOf(event);
    // The round's sheets key, never the console's secret: a printed page may show its address.
    if (!sameCode(c.req.query("k") ?? "", sheetsKey(key, round))) return c.json({ error: { code: "ERR_CONSOLE_SECRET", message: "expected the key of this round's sheets (the console's print link)" } }, 401);
    let n = 0;
    // Each table's section gets its code, to give with the result sent from the table.
    const html = sheetsHtml(event, round).replace(/<\/section>/g, () => `<p class="code">Table code for sending the result: <strong>${tableCode(key, round, ++n)}</strong> (${escapeHtml(playersUrl)})</p></section>`);
    return print(c, html);
  });
}

/** The round asked for (`?round=`), a round paired; the last one when none is asked. */
function roundParam(c: Context, event: AcesHighEvent): number {
  const paired = event.rounds.length;
  if (paired === 0) refuse("ERR_NIGHT", "expected a round paired first; no round is");
  const text = c.req.query("round");
  const round = text === undefined ? paired : Number(text);
  if (!Number.isInteger(round) || round < 1 || round > paired) refuse("ERR_NIGHT", `expected round to be a round paired, 1 to ${paired}`);
  return round;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
