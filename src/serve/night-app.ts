import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import { RuleViolationError } from "../core/errors.js";
import { type AcesHighEvent, tableGameRecord } from "../modes/tournament/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import { FileError } from "../cli/file-error.js";
import { RECORD_FILE_LIMIT, SQUAD_FILE_LIMIT } from "../cli/input-limits.js";
import { pairingsHtml, pairingsOf, sheetsHtml, standingsHtml } from "../cli/event-pages.js";
import { eventStandings } from "../modes/tournament/index.js";
import { changeEvent, type Changed } from "../event-ops/change.js";
import { consoleSecret, sameCode, tableCode } from "../event-ops/codes.js";
import { nightStateOf } from "../event-ops/night-state.js";
import { consoleView, playersView } from "../event-ops/night-view.js";
import { pairNext } from "../event-ops/pair.js";
import { storeRecords } from "../event-ops/records.js";
import { refuse } from "../event-ops/refusal.js";
import { enterTableResult, roundProgress, sheetRecord, type SheetLine } from "../event-ops/results.js";
import { arrive, comeBack, leave, openNight, type Registration } from "../event-ops/roster.js";
import { declineList, registerList, sendList } from "../event-ops/lists.js";
import { enterRolls } from "../event-ops/salvo.js";
import { seatByHand } from "../event-ops/seat.js";
import { checkSquad, type SquadImport } from "../event-ops/squad.js";
import { acceptSubmission, declineSubmission, type Sent, type SubmitOutcome, submitResult } from "../event-ops/submissions.js";
import { Batch } from "./batch.js";
import { setTimer } from "../event-ops/timer.js";
import { undoLastRound } from "../event-ops/undo.js";
import { writeEvent } from "../event-ops/write.js";
import { Live } from "./live.js";
import { Lockout } from "./lockout.js";
import { NightFile } from "./night-file.js";
import type { PageFile } from "./page-files.js";
import { flag, jsonObject, list, object, optional, text, whole } from "./request.js";
import { PAGE_POLICY, PRINT_POLICY, securityHeaders } from "./headers.js";

/** What the night's server is made of. */
export interface NightOptions {
  readonly path: string;
  readonly store: EventFileStore;
  /** The built page's files (page-files.ts). */
  readonly pages: ReadonlyMap<string, PageFile>;
  /** The XWS import and card catalogs, loaded when a squad is first checked. */
  readonly squads: () => SquadImport;
  /** The key for an event file not made yet (an event file that has one keeps its own). */
  readonly key: string;
  /** The players' address, printed on the pairings; and its QR code, as SVG. */
  readonly playersUrl: string;
  readonly qrSvg: string;
  readonly now?: () => Date;
}

/** A request's fields besides a record: at most this many bytes. */
const SMALL_BODY = 64 * 1024;
/** A console request: the registration of a night's players may carry a squad each. */
const CONSOLE_BODY = 8 * SQUAD_FILE_LIMIT;

export interface NightServer {
  readonly app: Hono;
  readonly live: Live;
  /** Looks at the event file and tells the phones when it changed (called on a timer, and after each write). */
  poll(): void;
}

export function nightServer(o: NightOptions): NightServer {
  const file = new NightFile(o.path, o.store);
  const live = new Live();
  const lockout = new Lockout();
  const now = o.now ?? (() => new Date());
  const records = () => storeRecords(o.store, o.path).read;
  const app = new Hono();

  const keyOf = (event: AcesHighEvent | undefined) => (event === undefined ? o.key : nightStateOf(event).key);
  const secret = () => consoleSecret(keyOf(file.current()?.event));
  const needEvent = () => file.current() ?? refuse("ERR_NIGHT", "expected the event to be open; register the players in the console first");
  // The players' view is made once per version of the file: every phone asking for it gets the same text.
  let cachedView: { readonly event: AcesHighEvent; readonly json: string } | undefined;
  const viewJson = (event: AcesHighEvent) => {
    if (cachedView?.event !== event) cachedView = { event, json: JSON.stringify(playersView(event, records())) };
    return cachedView.json;
  };

  const poll = () => {
    const loaded = file.current();
    live.publish(loaded?.version ?? null, () => (loaded === undefined ? "null" : viewJson(loaded.event)));
  };

  // The phones are told once of changes made within 20 ms of each other (a burst of results, an accept).
  let telling: NodeJS.Timeout | undefined;
  const tell = () => {
    telling ??= setTimeout(() => {
      telling = undefined;
      poll();
    }, 20);
  };

  /** One change of the event file, through the lock and write-if-unchanged; the phones are told right after. */
  const change = <T>(work: (event: AcesHighEvent) => Changed<T>): T => {
    const said = changeEvent(o.store, o.path, (loaded) => work(loaded.event));
    tell();
    return said;
  };

  // The tables' results, written together when they arrive together (batch.ts).
  const submissions = new Batch<Sent, SubmitOutcome>((items) =>
    change((first) => {
      let event = first;
      const outcomes = items.map((item) => {
        try {
          const changed = submitResult(event, item, records(), now());
          event = changed.event;
          return { ok: true as const, value: changed.said };
        } catch (error) {
          return { ok: false as const, error };
        }
      });
      return { event, said: outcomes };
    }),
  );

  app.use("*", securityHeaders);
  app.onError((e, c) => {
    // As the command line prints a refusal: its code, the event of a record it is at, its message.
    if (e instanceof RuleViolationError) return c.json({ error: { code: e.violation.code, message: e.violation.message, ...(e.violation.event === null ? {} : { event: e.violation.event }) } }, 409);
    // Busy (another writer, a file changed under it): try again; the disk failing: the server's; else refused.
    if (e instanceof FileError) return c.json({ error: { code: e.code, message: e.message } }, e.code === "ERR_EVENT_FILE_LOCKED" || e.code === "ERR_EVENT_FILE_CHANGED" ? 503 : e.code === "ERR_EVENT_FILE_WRITE" ? 500 : 409);
    console.error(e);
    return c.json({ error: { code: "ERR_SERVER", message: "the server could not answer this request" } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: "ERR_NOT_FOUND", message: "nothing is served at this address" } }, 404));

  const limited = (bytes: number) => bodyLimit({ maxSize: bytes, onError: (c) => c.json({ error: { code: "ERR_TOO_LARGE", message: `expected a request of at most ${bytes} bytes` } }, 413) });
  // JSON alone: a page elsewhere can send a form or text/plain without asking, never application/json
  // (the browser asks the server first, and this one answers no other origin).
  const body = async (c: Context) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) refuse("ERR_NIGHT", "expected a request of type application/json");
    return jsonObject(await c.req.text());
  };

  // The page: one HTML file for every view, its script and style. Nothing else of any folder.
  const page = (c: Context) => {
    const html = o.pages.get("night.html")!;
    return c.body(html.body as Uint8Array<ArrayBuffer>, 200, { "content-type": html.type, "content-security-policy": PAGE_POLICY, "cache-control": "no-cache" });
  };
  for (const route of ["/", "/console", "/table", "/register"]) app.get(route, page);
  app.get("/qr.svg", (c) => c.body(o.qrSvg, 200, { "content-type": "image/svg+xml" }));
  app.get("/:file{[a-z0-9-]+\\.(js|css|svg|png|txt)}", (c) => {
    const f = o.pages.get(c.req.param("file"));
    return f === undefined ? c.notFound() : c.body(f.body as Uint8Array<ArrayBuffer>, 200, { "content-type": f.type, "cache-control": "no-cache" });
  });

  // What every phone may read.
  app.get("/api/night", (c) => {
    const loaded = file.current();
    if (loaded === undefined) return c.json({ error: { code: "ERR_NO_EVENT", message: "the event is not open yet" } }, 404);
    return c.body(viewJson(loaded.event), 200, { "content-type": "application/json" });
  });
  app.get("/api/live", (c) =>
    streamSSE(c, async (stream) => {
      const loaded = file.current();
      await stream.writeSSE({ event: "night", data: loaded === undefined ? "null" : viewJson(loaded.event) });
      live.add(stream);
      await new Promise<void>((resolve) => stream.onAbort(() => resolve()));
      live.remove(stream);
    }),
  );
  app.get("/api/game/:round/:table", (c) => {
    const { event } = needEvent();
    const record = tableGameRecord(event, Number(c.req.param("round")), Number(c.req.param("table")));
    if (!record.ok) throw new RuleViolationError(record.error);
    return c.json(record.value);
  });
  // A squad checked as `setup` checks it, at the event's limit (or the limit asked before the event is open).
  app.post("/api/squad", limited(SQUAD_FILE_LIMIT), async (c) => {
    const b = await body(c);
    const event = file.current()?.event;
    const limit = event?.game?.pointLimit ?? optional(b, "limit", () => whole(b, "limit", 1, 1000)) ?? refuse("ERR_NIGHT", "expected a point limit to check the squad against");
    const pilot = optional(b, "pilot", () => (typeof b.pilot === "number" ? whole(b, "pilot", 1, 999) : text(b, "pilot", 100)));
    const edition = event?.game?.edition;
    return c.json(checkSquad(b.squad, { limit, ...(edition === undefined ? {} : { edition }), ...(pilot === undefined ? {} : { pilot }) }, o.squads()));
  });

  // A player's list before the night, checked at the event's limit, kept for the organiser to register.
  app.post("/api/lists", limited(SQUAD_FILE_LIMIT + SMALL_BODY), async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) refuse("ERR_NIGHT", "expected id to be 8 to 64 letters, digits, _ or -");
    const event = needEvent().event;
    const r = registration(b, event.game?.pointLimit, event.game?.edition);
    if (r.ship === undefined) refuse("ERR_NIGHT", "expected a squad with the list");
    const pilot = optional(b, "pilot", () => whole(b, "pilot", 1, 999));
    return c.json({ said: change((e) => sendList(e, { id, name: r.name, squad: b.squad, ...(pilot === undefined ? {} : { pilot }), label: r.label ?? "" }, now())) });
  });

  // A table's result, with the table's code: the one change made without the console's secret.
  app.post("/api/submit", limited(RECORD_FILE_LIMIT + SMALL_BODY), async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) refuse("ERR_NIGHT", "expected id to be 8 to 64 letters, digits, _ or -");
    const round = whole(b, "round", 1, 100);
    const table = whole(b, "table", 1, 250);
    const kind = b.kind === "record" ? "record" : b.kind === "sheet" ? "sheet" : refuse("ERR_NIGHT", 'expected kind "sheet" or "record"');
    const record = kind === "sheet" ? sheetRecord(sheetLines(b)) : object(b.record, "record");
    const where = `${round}/${table}`;
    const wait = lockout.lockedFor(where, Date.now());
    if (wait > 0) return c.json({ error: { code: "ERR_TABLE_LOCKED", message: `too many wrong codes for round ${round}, table ${table}: try again in ${Math.ceil(wait / 60_000)} minutes, or ask the organiser` } }, 429);
    const loaded = needEvent();
    if (!sameCode(text(b, "code", 20), tableCode(keyOf(loaded.event), round, table))) {
      const left = lockout.miss(where, Date.now());
      return c.json({ error: { code: "ERR_TABLE_CODE", message: `that is not the code of round ${round}, table ${table} (printed on its sheet)${left === 0 ? "; the table is locked out for 5 minutes" : `; ${left} ${left === 1 ? "try" : "tries"} left`}` } }, 403);
    }
    lockout.clear(where);
    return c.json(await submissions.add({ id, round, table, kind, record }));
  });

  // The organiser's console: the secret, sent as a bearer token, for every change.
  const console_ = new Hono();
  console_.use("*", async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameCode(given, secret())) return c.json({ error: { code: "ERR_CONSOLE_SECRET", message: "expected the console's secret (printed by ace-ledger event serve)" } }, 401);
    await next();
  });
  console_.use("*", limited(CONSOLE_BODY));
  console_.get("/", (c) => {
    const loaded = file.current();
    return loaded === undefined ? c.json({ open: false }) : c.json({ open: true, ...consoleView(loaded.event, records()) });
  });
  console_.post("/open", async (c) => {
    const b = await body(c);
    const settings = object(b.settings, "settings");
    const limit = optional(settings, "limit", () => whole(settings, "limit", 1, 1000));
    const time = optional(settings, "time", () => whole(settings, "time", 1, 24 * 60));
    const game = { ...(limit === undefined ? {} : { pointLimit: limit }), ...(time === undefined ? {} : { timeLimit: time }) };
    const players = list(b, "players", 1000).map((p) => registration(object(p, "a player"), limit));
    const name = optional(settings, "name", () => text(settings, "name", 200));
    const rounds = optional(settings, "rounds", () => whole(settings, "rounds", 1, 100));
    const event = openNight(players, { ...(name === undefined ? {} : { name }), ...(rounds === undefined ? {} : { rounds }), game, autoAccept: flag(settings, "autoAccept") }, o.key);
    o.store.locked(o.path, () => writeEvent(o.store, o.path, event, null));
    tell();
    return c.json({ said: `The event is open: ${players.length} players, ${event.roundCount ?? 3} rounds.` });
  });
  console_.post("/next", (c) => c.json({ said: change((e) => pairNext(e, records())) }));
  console_.post("/repair", (c) => c.json({ said: change((e) => pairNext(e, records(), true)) }));
  console_.post("/seat", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const tables = new Map(list(b, "tables", 250).map((t, i) => [i + 1, list({ t }, "t", 8).map((p) => (typeof p === "string" ? p : refuse("ERR_NIGHT", "expected player ids")))] as const));
    return c.json({ said: change((e) => seatByHand(e, round, tables)) });
  });
  console_.post("/result", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const table = whole(b, "table", 1, 250);
    const entered = change((e) => enterTableResult(e, round, table, sheetRecord(sheetLines(b)), { resolve: records(), replace: flag(b, "replace") }));
    const warnings = entered.laterRound === null ? [] : [`round ${entered.laterRound.round} was seated from the old result; ${entered.laterRound.hasResults ? `round ${entered.laterRound.round} has results, so it stands as seated` : `pair round ${entered.laterRound.round} again to seat it from the corrected standings`}`];
    const kept = entered.keptEntry === null ? "" : " The result it replaces is kept with the replaced results.";
    return c.json({ said: { said: `Round ${round}, table ${table}: result entered; ${roundProgress(entered)}${kept}`, warnings } });
  });
  console_.post("/accept", async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    return c.json({ said: change((e) => acceptSubmission(e, id, records())) });
  });
  console_.post("/decline", async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    return c.json({ said: change((e) => declineSubmission(e, id)) });
  });
  console_.post("/salvo", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const rolls = new Map(
      list(b, "rolls", 1000).map((r) => {
        const roll = object(r, "a roll");
        return [text(roll, "player", 64), [whole(roll, "roll", 0, 1000)]] as const;
      }),
    );
    return c.json({ said: change((e) => enterRolls(e, round, rolls)) });
  });
  console_.post("/drop", async (c) => {
    const b = await body(c);
    const player = text(b, "player", 64);
    return c.json(change((e) => leave(e, player)));
  });
  console_.post("/back", async (c) => {
    const b = await body(c);
    const player = text(b, "player", 64);
    return c.json({ said: change((e) => comeBack(e, player)) });
  });
  console_.post("/join", async (c) => {
    const b = await body(c);
    const event = needEvent().event;
    const r = registration(b, event.game?.pointLimit, event.game?.edition);
    return c.json({ said: change((e) => arrive(e, r)) });
  });
  console_.post("/list", async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    if (b.register !== true) return c.json({ said: change((e) => declineList(e, id)) });
    const event = needEvent().event;
    // The list is checked again as it is registered: the event's limit is the one that counts.
    const said = change((e) => registerList(e, id, (list) => registration({ name: list.name, squad: list.squad, ...(list.pilot === undefined ? {} : { pilot: list.pilot }) }, event.game?.pointLimit, event.game?.edition)));
    return c.json({ said });
  });
  console_.post("/undo", async (c) => {
    const b = await body(c);
    const u = change((e) => undoLastRound(e, records(), flag(b, "force")));
    const n = u.droppedResults.length;
    const lost = n === 0 ? "" : ` The result${n > 1 ? "s" : ""} of table${n > 1 ? "s" : ""} ${u.droppedResults.join(", ")} ${n > 1 ? "were" : "was"} taken off with it and kept with the replaced results.`;
    const rolls = u.keptSalvos.length === 0 ? "" : " The salvo rolls entered for it were taken off too and kept: entering its results again brings them back.";
    return c.json({ said: `Round ${u.round} is taken back: it is no longer paired.${lost}${rolls}` });
  });
  console_.post("/timer", async (c) => {
    const b = await body(c);
    return c.json({ said: change((e) => setTimer(e, flag(b, "start"), now())) });
  });
  app.route("/api/console", console_);

  // The printed pages, as the command line prints them; the sheets carry the tables' codes, so they need the secret.
  const print = (c: Context, html: string) => c.body(html, 200, { "content-type": "text/html; charset=utf-8", "content-security-policy": PRINT_POLICY });
  app.get("/print/pairings", (c) => {
    const { event } = needEvent();
    const round = roundParam(c, event);
    const withQr = pairingsHtml(event, pairingsOf(event, round)).replace("</main>", `<p class="live">Live pairings, your table and the standings: ${escapeHtml(o.playersUrl)}</p>${o.qrSvg}</main>`);
    return print(c, withQr);
  });
  app.get("/print/standings", (c) => {
    const { event } = needEvent();
    return print(c, standingsHtml(event, eventStandings(event, records())));
  });
  app.get("/print/sheets", (c) => {
    if (!sameCode(c.req.query("k") ?? "", secret())) return c.json({ error: { code: "ERR_CONSOLE_SECRET", message: "expected the console's secret" } }, 401);
    const { event } = needEvent();
    const round = roundParam(c, event);
    const key = keyOf(event);
    let n = 0;
    // Each table's section gets its code, to give with the result sent from the table.
    const html = sheetsHtml(event, round).replace(/<\/section>/g, () => `<p class="code">Table code for sending the result: <strong>${tableCode(key, round, ++n)}</strong> (${escapeHtml(o.playersUrl)})</p></section>`);
    return print(c, html);
  });

  /** A player registered from the console: a name, and an XWS squad checked at the limit (a pilot picked from it). */
  function registration(b: Record<string, unknown>, limit: number | undefined, edition?: "legacy" | "2.5"): Registration {
    const name = text(b, "name", 200);
    if (b.squad === undefined || b.squad === null) return { name };
    if (limit === undefined) refuse("ERR_NIGHT", "expected a point limit to check the squads against");
    const pilot = optional(b, "pilot", () => (typeof b.pilot === "number" ? whole(b, "pilot", 1, 999) : text(b, "pilot", 100)));
    const checked = checkSquad(b.squad, { limit, ...(edition === undefined ? {} : { edition }), ...(pilot === undefined ? {} : { pilot }) }, o.squads());
    if (!checked.ok) refuse("ERR_NIGHT", `the squad of ${name} cannot play: ${checked.problems.join("; ")}`);
    return { name, ship: checked.ship, label: checked.label, edition: checked.edition };
  }

  return { app, live, poll };
}

/** A score sheet's lines: each player's victory, bounty and place. */
function sheetLines(b: Record<string, unknown>): SheetLine[] {
  return list(b, "sheet", 8).map((l) => {
    const line = object(l, "a line of the sheet");
    return { player: text(line, "player", 64), victory: whole(line, "victory", -999, 999), bounty: whole(line, "bounty", 0, 999), place: whole(line, "place", 1, 8) };
  });
}

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
