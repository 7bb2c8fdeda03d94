import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { RuleViolationError } from "../core/errors.js";
import { tableGameRecord } from "../modes/tournament/index.js";
import { RECORD_FILE_LIMIT, SQUAD_FILE_LIMIT } from "../cli/input-limits.js";
import { sameCode, tableCode } from "../event-ops/codes.js";
import { sendList } from "../event-ops/lists.js";
import { refuse } from "../event-ops/refusal.js";
import { checkSquad } from "../event-ops/squad.js";
import { type Sent, type SubmitOutcome, submitResult } from "../event-ops/submissions.js";
import { sheetRecord } from "../event-ops/results.js";
import { Batch } from "./batch.js";
import { Lockout } from "./lockout.js";
import { body, limited, type Night, registration, requestId } from "./night.js";
import { object, optional, text, whole } from "./request.js";
import { sheetLines } from "./sheet-lines.js";

/** A request's fields besides a record or a squad: at most this many bytes. */
const SMALL_BODY = 64 * 1024;

/** What every phone may ask: the night, live; a table's game record; a squad checked; and send: a list, a table's result with its code. */
export function phoneRoutes(app: Hono, night: Night): void {
  const lockout = new Lockout();
  // The tables' results, written together when they arrive together (batch.ts).
  const submissions = new Batch<Sent, SubmitOutcome>((items) =>
    night.change((first) => {
      let event = first;
      const outcomes = items.map((item) => {
        try {
          const changed = submitResult(event, item, night.records(), night.now());
          event = changed.event;
          return { ok: true as const, value: changed.said };
        } catch (error) {
          return { ok: false as const, error };
        }
      });
      return { event, said: outcomes };
    }),
  );

  app.get("/api/night", (c) => {
    const loaded = night.current();
    if (loaded === undefined) return c.json({ error: { code: "ERR_NO_EVENT", message: "the event is not open yet" } }, 404);
    return c.body(night.viewJson(loaded.event), 200, { "content-type": "application/json" });
  });
  app.get("/api/live", (c) =>
    streamSSE(c, async (stream) => {
      const loaded = night.current();
      await stream.writeSSE({ event: "night", data: loaded === undefined ? "null" : night.viewJson(loaded.event) });
      night.live.add(stream);
      await new Promise<void>((resolve) => stream.onAbort(() => resolve()));
      night.live.remove(stream);
    }),
  );
  app.get("/api/game/:round/:table", (c) => {
    const { event } = night.needEvent();
    const record = tableGameRecord(event, Number(c.req.param("round")), Number(c.req.param("table")));
    if (!record.ok) throw new RuleViolationError(record.error);
    return c.json(record.value);
  });
  // A squad checked as `setup` checks it, at the event's limit (or the limit asked before the event is open).
  app.post("/api/squad", limited(SQUAD_FILE_LIMIT), async (c) => {
    const b = await body(c);
    const event = night.current()?.event;
    const limit = event?.game?.pointLimit ?? optional(b, "limit", () => whole(b, "limit", 1, 1000)) ?? refuse("ERR_NIGHT", "expected a point limit to check the squad against");
    const pilot = optional(b, "pilot", () => (typeof b.pilot === "number" ? whole(b, "pilot", 1, 999) : text(b, "pilot", 100)));
    const edition = event?.game?.edition;
    return c.json(checkSquad(b.squad, { limit, ...(edition === undefined ? {} : { edition }), ...(pilot === undefined ? {} : { pilot }) }, night.o.squads()));
  });
  // A player's list before the night, checked at the event's limit, kept for the organiser to register.
  app.post("/api/lists", limited(SQUAD_FILE_LIMIT + SMALL_BODY), async (c) => {
    const b = await body(c);
    const id = requestId(b);
    const event = night.needEvent().event;
    const r = registration(night, b, event.game?.pointLimit, event.game?.edition);
    if (r.ship === undefined) refuse("ERR_NIGHT", "expected a squad with the list");
    const pilot = optional(b, "pilot", () => whole(b, "pilot", 1, 999));
    return c.json({ said: night.change((e) => sendList(e, { id, name: r.name, squad: b.squad, ...(pilot === undefined ? {} : { pilot }), label: r.label ?? "" }, night.now())) });
  });
  // A table's result, with the table's code: the one change of the event made without the console's secret.
  app.post("/api/submit", limited(RECORD_FILE_LIMIT + SMALL_BODY), async (c) => {
    const b = await body(c);
    const id = requestId(b);
    const round = whole(b, "round", 1, 100);
    const table = whole(b, "table", 1, 250);
    const kind = b.kind === "record" ? "record" : b.kind === "sheet" ? "sheet" : refuse("ERR_NIGHT", 'expected kind "sheet" or "record"');
    const record = kind === "sheet" ? sheetRecord(sheetLines(b)) : object(b.record, "record");
    const where = `${round}/${table}`;
    const wait = lockout.lockedFor(where, Date.now());
    if (wait > 0) return c.json({ error: { code: "ERR_TABLE_LOCKED", message: `too many wrong codes for round ${round}, table ${table}: try again in ${Math.ceil(wait / 60_000)} minutes, or ask the organiser` } }, 429);
    const loaded = night.needEvent();
    if (!sameCode(text(b, "code", 20), tableCode(night.keyOf(loaded.event), round, table))) {
      const left = lockout.miss(where, Date.now());
      return c.json({ error: { code: "ERR_TABLE_CODE", message: `that is not the code of round ${round}, table ${table} (printed on its sheet)${left === 0 ? "; the table is locked out for 5 minutes" : `; ${left} ${left === 1 ? "try" : "tries"} left`}` } }, 403);
    }
    lockout.clear(where);
    return c.json(await submissions.add({ id, round, table, kind, record }));
  });
}
